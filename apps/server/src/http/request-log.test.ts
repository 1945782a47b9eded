import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import type { DbHandle } from '../db/client.ts';

// Issue 20: at the default level (info) a request writes no line unless it took over a second; every line of a
// request carries its id.

interface TLogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  ms?: number;
}
const INFO = 30;
const ERROR = 50;

let dir: string;
let handle: DbHandle;
const lines: TLogLine[] = [];
const apps: FastifyInstance[] = [];

async function appLoggingAt(level: string): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text));
      done();
    },
  });
  const app = await buildApp({
    db: handle.db,
    config: readConfig({ DATA_DIR: dir, WEB_DIST: dir, SEED_DEMO: '0' }),
    logger: { level, stream },
  });
  app.get('/test/slow', { schema: { hide: true } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    return 'done';
  });
  app.get('/test/failing', { schema: { hide: true } }, async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'packline-log-'));
  handle = await openTestDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('request log', () => {
  it('writes nothing at info for a quick request, a line with method, url, status and time at debug', async () => {
    const quiet = await appLoggingAt('info');
    expect((await quiet.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(lines.filter((line) => line.url === '/healthz')).toEqual([]);

    const verbose = await appLoggingAt('debug');
    await verbose.inject({ url: '/healthz?probe=1' });
    const [line] = lines.filter((l) => l.url === '/healthz?probe=1');
    expect(line).toMatchObject({ msg: 'request completed', method: 'GET', statusCode: 200 });
    expect(line?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(line?.ms).toBeGreaterThanOrEqual(0);
  });

  it('writes a slow request (over 1 s) at info', { timeout: 10_000 }, async () => {
    const app = await appLoggingAt('info');
    await app.inject({ url: '/test/slow' });
    const [line] = lines.filter((l) => l.url === '/test/slow');
    expect(line).toMatchObject({ level: INFO, msg: 'slow request', method: 'GET', statusCode: 200 });
    expect(line?.ms).toBeGreaterThanOrEqual(1000);
    expect(line?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes an unhandled error with the id of its request, the one its reply names', async () => {
    const app = await appLoggingAt('info');
    const res = await app.inject({ url: '/test/failing' });
    expect(res.statusCode).toBe(500);
    const errors = lines.filter((l) => l.level === ERROR && l.msg === 'unhandled error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().message.innerMessage).toBe(`Request id ${errors[0]?.reqId}`);
  });
});
