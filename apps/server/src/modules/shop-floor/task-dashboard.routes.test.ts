import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dashboardPageOf,
  PRODUCTION_EVENT,
  ROLE,
  SUBORDER_STATUS,
  shiftDate,
  TASK_DASHBOARD,
  type TWorkOrderDetail,
  todayInAuckland,
  WORK_ORDER_ACTION,
  ZTaskDashboard,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, found, REFUSED, type TJson, type TTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { notification } from '../lookups/lookups.tables.ts';
import { ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { approvedWorkOrder, createMadeProduct, type TMadeProduct } from '../work-orders/work-orders.fixtures.ts';
import { suborder } from '../work-orders/work-orders.tables.ts';
import { workingArrangement } from './shop-floor.tables.ts';

// The Task Dashboard, live (spec 02 §2, §4 dashboard columns, §9; issue 15 "Task dashboard, live"): the machine columns
// and the role 1 notices; the push: a change made through one server process reaches a stream of another within 2 s
// (PostgreSQL LISTEN/NOTIFY fed by the tables' triggers); the page sets.

let t: TTestApp;
let admin: string;
let made: TMadeProduct;
let job: TWorkOrderDetail;
/** A second server process on the same database. */
let other: FastifyInstance;

const api = (token = admin) => t.api(token);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  made = await createMadeProduct(t, admin);
  job = await approvedWorkOrder(t, admin, made.productId);
  other = await buildApp({
    db: t.db,
    config: readConfig({ DATA_DIR: await mkdtemp(join(tmpdir(), 'packline-other-')), SEED_DEMO: '0' }),
  });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('Suborder/GetTaskDashboard', () => {
  it("shows each machine's jobs doing, waiting and complete today, its operator, and role 1's notices", async () => {
    const [printing, production, packaging] = job.suborders.map((s: TJson) => s.suborderId);
    const set = (id: number, values: Partial<typeof suborder.$inferInsert>) =>
      t.db.update(suborder).set(values).where(eq(suborder.suborderId, id));
    await set(printing, { suborderStatusId: SUBORDER_STATUS.Complete, completedDate: new Date() });
    await set(production, { suborderStatusId: SUBORDER_STATUS.Paused });
    await set(packaging, { suborderStatusId: SUBORDER_STATUS.Awaiting });
    // Completed yesterday: not on today's board.
    const older = await approvedWorkOrder(t, admin, made.productId);
    await set(older.suborders[0].suborderId, {
      suborderStatusId: SUBORDER_STATUS.Complete,
      completedDate: new Date(Date.now() - 2 * 86_400_000),
    });
    const operator = await t.createStaff({ firstName: 'Olive', lastName: 'Operator' });
    const printer = made.machines[WORK_ORDER_ACTION.Printing].machineId;
    await t.db
      .insert(workingArrangement)
      .values({ machineId: printer, operator: operator.employeeId, workingDate: todayInAuckland() });
    const today = todayInAuckland();
    await t.db.insert(notification).values([
      { notificationContext: 'Fire drill at 10', role: ROLE.Production, startDate: today, endDate: today, isActive: 1 },
      { notificationContext: 'For sales only', role: ROLE.Sales, startDate: today, endDate: today, isActive: 1 },
      {
        notificationContext: 'Old news',
        role: ROLE.Production,
        startDate: shiftDate(today, -9, 'day'),
        endDate: shiftDate(today, -8, 'day'),
        isActive: 1,
      },
    ]);

    const board = await ok200(api().get('/api/Suborder/GetTaskDashboard', ZTaskDashboard));
    expect(board.notices).toEqual(['Fire drill at 10']);
    const column = (action: number) => found(board.machines, (m) => m.machineId === made.machines[action].machineId);
    const ids = (jobs: { suborderId: number }[]) => jobs.map((j) => j.suborderId);
    expect(column(WORK_ORDER_ACTION.Printing).operatorName).toBe('Olive Operator');
    expect(ids(column(WORK_ORDER_ACTION.Printing).complete)).toEqual([printing]);
    expect(ids(column(WORK_ORDER_ACTION.Printing).waiting)).toEqual([]);
    expect(ids(column(WORK_ORDER_ACTION.Production).doing)).toEqual([production]);
    expect(ids(column(WORK_ORDER_ACTION.Packaging).waiting)).toEqual([packaging]);
    expect(ids(column(WORK_ORDER_ACTION.Packaging).doing)).toEqual([]);
  });

  it('rotates eight machines a page', () => {
    const machines = Array.from({ length: 19 }, (_, i) => i);
    expect(TASK_DASHBOARD.machinesPerPage).toBe(8);
    expect(dashboardPageOf(machines, 0)).toEqual({ shown: [0, 1, 2, 3, 4, 5, 6, 7], pages: 3 });
    expect(dashboardPageOf(machines, 2).shown).toEqual([16, 17, 18]);
    expect(dashboardPageOf(machines, 3).shown).toEqual(machines.slice(0, 8));
    expect(dashboardPageOf([], 5)).toEqual({ shown: [], pages: 1 });
  });
});

describe('Production/Events', () => {
  it('pushes a change made through another server process to the stream within 2 seconds', async () => {
    const production = job.suborders[1].suborderId;
    await t.db
      .update(suborder)
      .set({ suborderStatusId: SUBORDER_STATUS.InProcess })
      .where(eq(suborder.suborderId, production));
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    try {
      const res = await fetch(`${address}/api/Production/Events`, {
        headers: { authorization: `Bearer ${admin}` },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      const readUntil = async (wanted: string, ms: number) => {
        const deadline = Date.now() + ms;
        while (!text.includes(wanted)) {
          const left = deadline - Date.now();
          if (left <= 0) throw new Error(`No "${wanted}" within ${ms} ms; got: ${text}`);
          const chunk = await Promise.race([
            reader.read(),
            new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
          ]);
          if (chunk === null) continue;
          if (chunk.done) throw new Error(`The stream ended; got: ${text}`);
          text += decoder.decode(chunk.value, { stream: true });
        }
      };
      await readUntil(': connected', 2000);
      const paused = await other.inject({
        method: 'PUT',
        url: `/api/Suborder/PauseSuborder?id=${production}&notes=Waiting%20for%20ink`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(paused.statusCode, paused.body).toBe(200);
      const changed = Date.now();
      await readUntil(`event: ${PRODUCTION_EVENT}`, 2000);
      expect(Date.now() - changed).toBeLessThan(2000);
      expect(text).toContain('"table":"suborder"');
    } finally {
      abort.abort();
    }
  });

  it('ends the open streams when the server closes', async () => {
    const closing = await buildApp({
      db: t.db,
      config: readConfig({ DATA_DIR: await mkdtemp(join(tmpdir(), 'packline-closing-')), SEED_DEMO: '0' }),
    });
    const address = await closing.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/Production/Events`, { headers: { authorization: `Bearer ${admin}` } });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    const closed = closing.close();
    const ended = await Promise.race([
      (async () => {
        while (!(await reader.read()).done) {}
        return true;
      })(),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 3000)),
    ]);
    expect(ended).toBe(true);
    await closed;
  });

  it('is refused without a live screen page, and the dashboard without its page', async () => {
    const nobody = await t.createStaff({ pages: ['/daily-report'] });
    expect((await t.api(nobody.token).get('/api/Production/Events', REFUSED)).status).toBe(403);
    expect((await t.api(nobody.token).get('/api/Suborder/GetTaskDashboard', REFUSED)).status).toBe(403);
    const board = await t.createStaff({ pages: ['/production-dashboard'] });
    expect((await t.api(board.token).get('/api/Suborder/GetTaskDashboard', ZTaskDashboard)).status).toBe(200);
    const suborders = await t.createStaff({ pages: ['/suborder'] });
    expect((await t.api(suborders.token).get('/api/Suborder/GetTaskDashboard', REFUSED)).status).toBe(403);
  });
});
