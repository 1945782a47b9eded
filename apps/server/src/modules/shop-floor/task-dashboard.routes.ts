import { PRODUCTION_EVENT, PRODUCTION_EVENT_PAGES, TASK_DASHBOARD_PAGES, ZTaskDashboard } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { fileReply, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { ProductionEvents } from './production-events.ts';
import { readTaskDashboard } from './task-dashboard-read.ts';

// The Task Dashboard and the live push (ours; spec 02 §2 Task Dashboard, issue 15 "Task dashboard, live"): the
// dashboard's data, and a Server-Sent Events stream that says "production changed" within moments of any change of
// work orders or suborders by any server process (PostgreSQL LISTEN/NOTIFY). README.md "Task Dashboard, live".

/** A comment line every 15 s keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;
/** How long the browser waits before reconnecting a lost stream. */
const RETRY_MS = 3000;

export function taskDashboardRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const events = new ProductionEvents(db);
  const streams = new Set<() => void>();
  // Open streams never end by themselves: end them before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  app.addHook('onClose', () => events.close());

  r.get(
    '/api/Suborder/GetTaskDashboard',
    {
      schema: {
        tags: ['Suborder'],
        summary: "Ours: every machine's jobs doing (2, 3), waiting (1) and complete today (9, 10); role 1's notices",
        response: replyOf(ZTaskDashboard),
      },
      config: { access: { pages: TASK_DASHBOARD_PAGES } },
    },
    async () => ok(await readTaskDashboard(db)),
  );

  r.get(
    '/api/Production/Events',
    {
      schema: {
        tags: ['Production'],
        summary: `Ours: a text/event-stream with an event '${PRODUCTION_EVENT}' ({ table }) at each change of work orders or suborders`,
        response: fileReply('text/event-stream', 'Server-Sent Events, until the client disconnects'),
      },
      config: { access: { pages: PRODUCTION_EVENT_PAGES } },
    },
    async (request, reply) => {
      const raw = reply.raw;
      // Listening first: a database that cannot listen answers an ordinary error, not a silent stream.
      let streaming = false;
      const unsubscribe = await events.subscribe((change) => {
        if (streaming) raw.write(`event: ${PRODUCTION_EVENT}\ndata: ${JSON.stringify(change)}\n\n`);
      });
      reply.hijack();
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      streaming = true;
      const ping = setInterval(() => raw.write(': ping\n\n'), KEEP_ALIVE_MS);
      const end = () => {
        clearInterval(ping);
        unsubscribe();
        streams.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      streams.add(end);
      request.raw.on('close', end);
    },
  );
}
