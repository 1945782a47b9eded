import {
  TICKET_ADMIN_PAGE,
  TICKET_CLOSE_PAGES,
  TICKET_PAGES,
  ZAddTicket,
  ZAddTicketProcess,
  ZCloseTicket,
  ZProcessTicketProcess,
  ZTicketListQuery,
  ZTicketOrdersQuery,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { staffOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { listOrdersOfCustomer } from '../sales-orders/sales-order-lists.ts';
import { getTicket, listTickets } from './ticket-read.ts';
import { addTicket, addTicketProcess, closeTicket, processTicketProcess, ticketActorOf } from './tickets.service.ts';

// The ticket calls of spec 01 §7 (Tickets). Who may call which and which tickets they reach: README.md.
const READ = { pages: TICKET_PAGES } as const;
const ADMIN = { pages: [TICKET_ADMIN_PAGE] } as const;
const CLOSE = { pages: TICKET_CLOSE_PAGES } as const;

export function ticketRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => ticketActorOf(staffOf(request));
  let tags = ['Ticket'];

  r.get(
    '/api/Ticket/GetAllTicket',
    { schema: { tags, querystring: ZTicketListQuery }, config: { access: READ } },
    async (request) => ok(await listTickets(db, actor(request), request.query)),
  );
  r.get(
    '/api/Ticket/GetTicketById',
    { schema: { tags, querystring: ZIdQuery }, config: { access: READ } },
    async (request) => ok(await getTicket(db, request.query.id, actor(request))),
  );
  r.get(
    '/api/Ticket/GetOrdersOfCustomer',
    {
      schema: { tags, querystring: ZTicketOrdersQuery, summary: "Ours: the customer's live orders a new ticket picks" },
      config: { access: ADMIN },
    },
    async (request) => ok(await listOrdersOfCustomer(db, request.query.customerId, { kind: 'all' })),
  );
  r.post('/api/Ticket/AddTicket', { schema: { tags, body: ZAddTicket }, config: { access: ADMIN } }, async (request) =>
    ok(await db.transaction((tx) => addTicket(tx, request.body, actor(request)))),
  );
  r.put(
    '/api/Ticket/CloseTicket',
    { schema: { tags, body: ZCloseTicket }, config: { access: CLOSE } },
    async (request) => ok(await db.transaction((tx) => closeTicket(tx, request.body, actor(request)))),
  );

  tags = ['TicketProcess'];
  r.post(
    '/api/TicketProcess/AddTicketProcess',
    { schema: { tags, body: ZAddTicketProcess }, config: { access: READ } },
    async (request) => ok(await db.transaction((tx) => addTicketProcess(tx, request.body, actor(request)))),
  );
  r.put(
    '/api/TicketProcess/ProcessTicketProcess',
    { schema: { tags, body: ZProcessTicketProcess }, config: { access: READ } },
    async (request) => ok(await db.transaction((tx) => processTicketProcess(tx, request.body, actor(request)))),
  );
}
