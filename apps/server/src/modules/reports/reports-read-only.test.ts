import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayInAuckland } from '@packline/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TOkBody, type TTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { databaseErrorCode } from '../../core/errors.ts';
import { type DbHandle, openPostgres } from '../../db/client.ts';
import { createReturnWorld, deliveredDispatch } from '../returns/returns.fixtures.ts';

// Reports read through the read-only connection (DATABASE_READ_URL, a replica in production): here a PostgreSQL role
// that may only SELECT. The reports answer through it; a write through it is refused by the database. PostgreSQL only.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const role = `packline_reports_ro_${process.pid}`;

let t: TTestApp;
let reader: DbHandle;
let reportsApp: FastifyInstance;
let manager: string;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const admin = await t.loginAdmin();
  const world = await createReturnWorld(t, admin);
  await deliveredDispatch(t, admin, world);
  manager = (await t.createStaff({ pages: ['/salesReport/0', '/newSalesReport/0'] })).token;
  const current = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const name = current.rows[0]?.name as string;
  await t.db.execute(sql.raw(`drop role if exists ${role}`));
  await t.db.execute(sql.raw(`create role ${role} login`));
  await t.db.execute(sql.raw(`grant connect on database ${name} to ${role}`));
  await t.db.execute(sql.raw(`grant usage on schema public to ${role}`));
  await t.db.execute(sql.raw(`grant select on all tables in schema public to ${role}`));
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.username = role;
  url.password = '';
  url.pathname = `/${name}`;
  reader = openPostgres(url.toString());
  const dir = await mkdtemp(join(tmpdir(), 'packline-ro-'));
  reportsApp = await buildApp({
    db: t.db,
    readDb: reader.db,
    config: readConfig({ DATA_DIR: dir, WEB_DIST: dir, SEED_DEMO: '0', CHECK_REPLIES: '1' }),
  });
  await reportsApp.ready();
});
afterAll(async () => {
  if (!onPostgres) return;
  await reportsApp?.close();
  await reader?.close();
  await t.db.execute(sql.raw(`drop owned by ${role}`)).catch(() => {});
  await t.close();
  // The role belongs to the server, not the test database: dropped once the database (and its grants) is gone.
  const server = openPostgres(process.env.TEST_DATABASE_URL as string);
  await server.db.execute(sql.raw(`drop role if exists ${role}`)).catch(() => {});
  await server.close();
});

describe.skipIf(!onPostgres)('reports on the read-only connection', () => {
  it('answer through a role that may only read, which cannot write', async () => {
    const today = todayInAuckland();
    const res = await reportsApp.inject({
      method: 'GET',
      url: `/api/Invoice/GetSaleReport?start=${today}&end=${today}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const report: TOkBody<unknown[]> = res.json();
    expect(report.data.length).toBeGreaterThan(0);
    const rows = await reportsApp.inject({
      method: 'GET',
      url: `/api/Invoice/GetNewSaleReport?start=${today}&end=${today}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(rows.statusCode, rows.body).toBe(200);
    // 42501 insufficient_privilege: the role may not write.
    const write = await reader.db.execute(sql`update invoice set paid = 1`).catch((error: unknown) => error);
    expect(databaseErrorCode(write)).toBe('42501');
  });
});
