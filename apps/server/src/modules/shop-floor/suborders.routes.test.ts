import {
  needsFullCompleteConfirm,
  OPERATOR_PASS_HEADER,
  ORDER_STATUS,
  SUBORDER_MESSAGES,
  SUBORDER_STATUS,
  type TApiError,
  todayInAuckland,
  WORK_ORDER_ACTION,
  WORK_ORDER_STATUS,
  wrongStateMessage,
  ZOperatorPass,
  ZSalesOrderTracking,
  ZSuborder,
  ZSuborderList,
  ZSuborderLogList,
  ZWorkOrder,
  ZWorkOrderDetail,
  ZWorkOrderList,
} from '@packline/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestApp,
  found,
  REFUSED,
  type TJson,
  type TReply,
  type TTestApp,
  type TTestStaff,
} from '../../../test/test-app.ts';
import { hashToken } from '../auth/auth-read.ts';
import { createMachine } from '../catalogue/base-product.fixtures.ts';
import { baseProduct, product, productMachineMapping } from '../catalogue/catalogue.tables.ts';
import { productTypeAction } from '../lookups/lookups.tables.ts';
import { createQuotedCustomer, insertOrder, ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { orderStatusLog, salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { suborder, suborderLog, workOrder } from '../work-orders/work-orders.tables.ts';
import { operatorPass, workingArrangement } from './shop-floor.tables.ts';

// Suborders and operators (spec 02 §4 suborder states, §7, §8; issue 15): every state transition and refusal, the
// next step receiving what the step made, the work order completing, the log rows, the operator's password enforced
// by the server (a pass token for the machine), two operators taking one job at once, and the page sets.

let t: TTestApp;
let admin: string;
/** The operator arranged today on every machine of the steps, and one with no arrangement. */
let operator: TTestStaff;
/** A product whose type has Printing, Production, Packaging (order type 1), each mapped to a machine. */
let made: number;
/** The customer of `made`. */
let customerId: number;
const machines: Record<number, number> = {};
/** A machine with nobody arranged today. */
let idle: number;

const api = (token = admin, pass?: string) =>
  t.api(token, pass === undefined ? {} : { headers: { [OPERATOR_PASS_HEADER]: pass } });
const message = (res: TReply<TApiError>) => res.body.message.message;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  const cafe = await createQuotedCustomer(t, admin, [40]);
  made = cafe.products[0].productId;
  customerId = cafe.customerId;
  const [row] = await t.db
    .select({ own: product.productTypeId, base: baseProduct.productTypeId, baseProductId: product.baseProductId })
    .from(product)
    .leftJoin(baseProduct, eq(baseProduct.baseProductId, product.baseProductId))
    .where(eq(product.productId, made));
  const productTypeId = (row.own ?? row.base) as number;
  await t.db.insert(productTypeAction).values([
    { productTypeId, action: WORK_ORDER_ACTION.Printing, orderType: 1, sequenceNo: 10 },
    { productTypeId, action: WORK_ORDER_ACTION.Production, orderType: 1, sequenceNo: 20 },
    { productTypeId, action: WORK_ORDER_ACTION.Packaging, orderType: 1, sequenceNo: 30 },
  ]);
  operator = await t.createStaff({ pages: ['/suborder'], firstName: 'Olive', lastName: 'Operator' });
  for (const action of [WORK_ORDER_ACTION.Printing, WORK_ORDER_ACTION.Production, WORK_ORDER_ACTION.Packaging]) {
    machines[action] = (await createMachine(t, admin, action === WORK_ORDER_ACTION.Packaging ? 4 : 3)).machineId;
    await t.db
      .insert(productMachineMapping)
      .values({ baseProductId: row.baseProductId as number, action, machine: machines[action] });
    await t.db
      .insert(workingArrangement)
      .values({ machineId: machines[action], operator: operator.employeeId, workingDate: todayInAuckland() });
  }
  idle = (await createMachine(t, admin, 3)).machineId;
});
afterAll(() => t?.close());

/** An approved work order of `quantity`: its three suborders (Awaiting, Not ready, Not ready). */
async function approvedSteps(quantity = 5000, orderId?: number): Promise<number[]> {
  const created = await ok200(
    api().post('/api/WorkOrder', { productId: made, quantity, orderTypeId: 1, orderId }, ZWorkOrderDetail),
  );
  const approved = await ok200(
    api().put(`/api/WorkOrder/ApproveWorkOrder?id=${created.workOrderId}`, undefined, ZWorkOrderDetail),
  );
  return approved.suborders.map((s) => s.suborderId);
}

async function passFor(machineId: number, password = operator.password): Promise<string> {
  return (await ok200(api().post('/api/Suborder/OperatorPass', { machineId, password }, ZOperatorPass))).passToken;
}

const stepOf = async (suborderId: number) =>
  (await t.db.select().from(suborder).where(eq(suborder.suborderId, suborderId)))[0];
const take = (id: number, pass?: string) => api(admin, pass).put(`/api/Suborder/TakeSuborder?id=${id}`);
const finish = (id: number, body: Record<string, unknown>, pass?: string) =>
  api(admin, pass).put(`/api/Suborder/FinishSuborder?id=${id}`, body);
const partly = (id: number, body: Record<string, unknown>, pass?: string) =>
  api(admin, pass).put(`/api/Suborder/PartlyCompleteSuborder?id=${id}`, body);

describe('needsFullCompleteConfirm', () => {
  it('asks only when the actual quantity is less than the received quantity', () => {
    expect(needsFullCompleteConfirm(90, 100)).toBe(true);
    expect(needsFullCompleteConfirm(100, 100)).toBe(false);
    expect(needsFullCompleteConfirm(110, 100)).toBe(false);
    expect(needsFullCompleteConfirm(5, null)).toBe(false);
    expect(SUBORDER_MESSAGES.fullCompleteConfirm).toBe(
      'The actual qty is less than the received qty. Sure to Full Complete?',
    );
  });
});

describe('Suborder/OperatorPass', () => {
  it("answers a 10-minute token for the machine's operator today, stored hashed", async () => {
    const before = Date.now();
    const pass = await ok200(
      api().post('/api/Suborder/OperatorPass', { machineId: machines[1], password: operator.password }, ZOperatorPass),
    );
    expect(pass.operator).toEqual({ employeeId: operator.employeeId, name: 'Olive Operator' });
    const expires = new Date(pass.expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(10 * 60_000 + 5000);
    const stored = await t.db.select().from(operatorPass).where(eq(operatorPass.employeeId, operator.employeeId));
    expect(stored.some((p) => p.tokenHash === pass.passToken)).toBe(false);
    expect(stored.find((p) => p.tokenHash === hashToken(pass.passToken))?.machineId).toBe(machines[1]);
  });

  it("'invalid user' without an operator today, 'Wrong password' for a wrong one", async () => {
    const nobody = await api().post(
      '/api/Suborder/OperatorPass',
      { machineId: idle, password: operator.password },
      REFUSED,
    );
    expect(nobody.status).toBe(400);
    expect(message(nobody)).toMatch(
      /^invalid user: nobody is arranged on .+ today\. Arrange its operator on Work Arrangement/,
    );
    const wrong = await api().post('/api/Suborder/OperatorPass', { machineId: machines[1], password: 'nope' }, REFUSED);
    expect(wrong.status).toBe(400);
    expect(message(wrong)).toBe('Wrong password');
    // The admin's own password is not the operator's.
    const other = await api().post('/api/Suborder/OperatorPass', { machineId: machines[1], password: 'x' }, REFUSED);
    expect(message(other)).toBe('Wrong password');
  });
});

describe('Suborder actions', () => {
  it('takes, pauses, resumes and finishes a step; the next step gets the quantity; logs name the operator', async () => {
    const [first, second] = await approvedSteps(5000);
    const pass = await passFor(machines[1]);

    expect((await ok200(take(first, pass))).suborderStatusId).toBe(SUBORDER_STATUS.InProcess);
    const again = await take(first, pass);
    expect(again.status).toBe(400);
    expect(message(again)).toBe(wrongStateMessage('take', SUBORDER_STATUS.InProcess));
    expect(message(again)).toBe('This suborder is In process: only a suborder that is Awaiting can be taken.');

    const paused = await ok200(
      api().put(`/api/Suborder/PauseSuborder?id=${first}&notes=Jam&employeeId=999999`, undefined, ZSuborder),
    );
    expect(paused.suborderStatusId).toBe(SUBORDER_STATUS.Paused);
    const pauseTwice = await api().put(`/api/Suborder/PauseSuborder?id=${first}&notes=Jam`, undefined, REFUSED);
    expect(message(pauseTwice)).toBe(wrongStateMessage('pause', SUBORDER_STATUS.Paused));
    const finishPaused = await finish(first, { quantity: 1 }, pass);
    expect(finishPaused.status).toBe(400);
    expect(message(finishPaused)).toBe(wrongStateMessage('finish', SUBORDER_STATUS.Paused));
    const partlyPaused = await partly(first, { quantity: 1 }, pass);
    expect(message(partlyPaused)).toBe(wrongStateMessage('partlyComplete', SUBORDER_STATUS.Paused));

    expect(
      (await ok200(api().put(`/api/Suborder/UnpauseSuborder?id=${first}&notes=Fixed`, undefined, ZSuborder)))
        .suborderStatusId,
    ).toBe(SUBORDER_STATUS.InProcess);
    const resumeTwice = await api().put(`/api/Suborder/UnpauseSuborder?id=${first}`, undefined, REFUSED);
    expect(message(resumeTwice)).toBe(wrongStateMessage('resume', SUBORDER_STATUS.InProcess));

    const blank = await finish(first, { comment: 'x' }, pass);
    expect(blank.status).toBe(400);
    expect(message(blank)).toBe(SUBORDER_MESSAGES.quantityRequired);

    const adminId = (await t.staffSession(admin)).employeeId;
    const done = await ok200(
      finish(first, { quantity: 4900, comment: 'Good', rawmaterialNotes: 'Roll 7', operEmployeeId: adminId }, pass),
    );
    expect(done).toMatchObject({ suborderStatusId: SUBORDER_STATUS.Complete, completedQuantity: 4900 });
    expect(done.completedDate).not.toBeNull();
    expect(await stepOf(second)).toMatchObject({
      suborderStatusId: SUBORDER_STATUS.Awaiting,
      receivedQuantity: '4900.000',
    });
    const notTakeable = await take(first, pass);
    expect(message(notTakeable)).toBe(wrongStateMessage('take', SUBORDER_STATUS.Complete));

    const log = await ok200(api().get(`/api/Suborder/GetSuborderLog?suborderId=${first}`, ZSuborderLogList));
    expect(log.map((l) => [l.fromStatusId, l.toStatusId, l.operEmployeeId, l.comment])).toEqual([
      [null, 1, adminId, null],
      [1, 2, operator.employeeId, null],
      [2, 3, adminId, 'Jam'],
      [3, 2, adminId, 'Fixed'],
      [2, 10, operator.employeeId, 'Good'],
    ]);
    expect(log[4]).toMatchObject({
      quantity: 4900,
      rawmaterialNotes: 'Roll 7',
      machineId: machines[1],
      operEmployeeName: 'Olive Operator',
    });
    const nextLog = await t.db
      .select()
      .from(suborderLog)
      .where(eq(suborderLog.suborderId, second))
      .orderBy(asc(suborderLog.suborderLogId));
    expect(nextLog.map((l) => [l.fromStatusId, l.toStatusId, l.quantity])).toEqual([
      [null, 4, null],
      [4, 1, '4900.000'],
    ]);
  });

  it('partly completes a step, hands on its quantity, and the last step completing completes the work order', async () => {
    const [first, second, last] = await approvedSteps(1000);
    const passes = { 1: await passFor(machines[1]), 3: await passFor(machines[3]), 4: await passFor(machines[4]) };
    await ok200(take(first, passes[1]));
    await ok200(finish(first, { quantity: 1000 }, passes[1]));
    // A Not ready step cannot be taken; the second is Awaiting now, the last is still Not ready.
    const early = await take(last, passes[4]);
    expect(message(early)).toBe(wrongStateMessage('take', SUBORDER_STATUS.NotReady));
    expect(message(early)).toBe('This suborder is Not ready: only a suborder that is Awaiting can be taken.');

    await ok200(take(second, passes[3]));
    const part = await ok200(partly(second, { quantity: 950, comment: 'Short' }, passes[3]));
    expect(part).toMatchObject({ suborderStatusId: SUBORDER_STATUS.PartlyComplete, completedQuantity: 950 });
    expect(await stepOf(last)).toMatchObject({
      suborderStatusId: SUBORDER_STATUS.Awaiting,
      receivedQuantity: '950.000',
    });
    const workOrderId = (await stepOf(last)).workOrderId;
    const [open] = await t.db.select().from(workOrder).where(eq(workOrder.workOrderId, workOrderId));
    expect(open.workOrderStatusId).toBe(WORK_ORDER_STATUS.Approved);

    const jobs = await ok200(api().get(`/api/Suborder/GetSuborderByMachineId?id=${machines[4]}`, ZSuborderList));
    expect(jobs.map((j) => j.suborderId)).toContain(last);
    expect(jobs.every((j) => [1, 2, 3].includes(j.suborderStatusId))).toBe(true);

    await ok200(take(last, passes[4]));
    await ok200(finish(last, { quantity: 950 }, passes[4]));
    const [closed] = await t.db.select().from(workOrder).where(eq(workOrder.workOrderId, workOrderId));
    expect(closed.workOrderStatusId).toBe(WORK_ORDER_STATUS.Completed);
    expect(closed.completedAt).not.toBeNull();

    const stillListed = await ok200(api().get(`/api/Suborder/GetSuborderByMachineId?id=${machines[4]}`, ZSuborderList));
    expect(stillListed.map((j) => j.suborderId)).not.toContain(last);
    const complete = await ok200(
      api().get(`/api/Suborder/GetSuborderByMachineId?id=${machines[4]}&status=10`, ZSuborderList),
    );
    expect(complete.map((j) => j.suborderId)).toContain(last);
    const today = await ok200(
      api().get(`/api/Suborder/GetSuborderByDate?completeDate=${todayInAuckland()}`, ZSuborderList),
    );
    expect(today.map((j) => j.suborderId)).toEqual(expect.arrayContaining([first, second, last]));
    const yesterday = await ok200(api().get('/api/Suborder/GetSuborderByDate?completeDate=2001-01-01', ZSuborderList));
    expect(yesterday).toEqual([]);
  });

  it('refuses Take, Finish and PartlyComplete without a valid pass for the machine', async () => {
    const [first] = await approvedSteps(10);
    const none = await take(first);
    expect(none.status).toBe(403);
    expect(message(none)).toBe(SUBORDER_MESSAGES.passRequired);
    const otherMachine = await take(first, await passFor(machines[3]));
    expect(otherMachine.status).toBe(403);
    expect(message(otherMachine)).toBe('Wrong password');
    const unknown = await take(first, 'made-up-token');
    expect(message(unknown)).toBe('Wrong password');
    const expired = await passFor(machines[1]);
    await t.db
      .update(operatorPass)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operatorPass.machineId, machines[1]));
    const late = await take(first, expired);
    expect(late.status).toBe(403);
    expect(message(late)).toBe('Wrong password');
    expect((await stepOf(first)).suborderStatusId).toBe(SUBORDER_STATUS.Awaiting);

    const pass = await passFor(machines[1]);
    await ok200(take(first, pass));
    expect((await finish(first, { quantity: 1 })).status).toBe(403);
    expect((await partly(first, { quantity: 1 }, 'made-up-token')).status).toBe(403);
    expect((await stepOf(first)).suborderStatusId).toBe(SUBORDER_STATUS.InProcess);
  });

  it('lets exactly one of two simultaneous Takes of one suborder through', async () => {
    const [first] = await approvedSteps(10);
    const pass = await passFor(machines[1]);
    const results = await Promise.all([take(first, pass), take(first, pass)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const logs = await t.db.select().from(suborderLog).where(eq(suborderLog.suborderId, first));
    expect(logs.filter((l) => l.toStatusId === SUBORDER_STATUS.InProcess)).toHaveLength(1);
  });

  it.skipIf(process.env.TEST_DATABASE_URL === undefined)(
    'queues two Takes that arrive while the suborder is locked: the second sees In process (PostgreSQL)',
    async () => {
      const [first] = await approvedSteps(10);
      const pass = await passFor(machines[1]);
      let pending: Promise<TJson[]> = Promise.resolve([]);
      await t.db.transaction(async (tx) => {
        await tx.select().from(suborder).where(eq(suborder.suborderId, first)).for('update');
        pending = Promise.all([take(first, pass), take(first, pass)]);
        // Release the row only once both Takes wait on it.
        for (;;) {
          const waiting = await t.db.execute(
            sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if ((waiting as unknown as { rows: unknown[] }).rows.length >= 2) break;
          await new Promise((resolve) => setImmediate(resolve));
        }
      });
      const statuses = (await pending).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 400]);
    },
  );

  it('answers 404 for an unknown suborder', async () => {
    const res = await api().put('/api/Suborder/PauseSuborder?id=987654&notes=x', undefined, REFUSED);
    expect(res.status).toBe(404);
    expect(message(res)).toBe(SUBORDER_MESSAGES.notFound(987654));
  });
});

describe('Page sets', () => {
  it('refuses reads and writes without the pages; a reader cannot write', async () => {
    const [first] = await approvedSteps(10);
    const nobody = await t.createStaff({ pages: ['/home'] });
    const reader = await t.createStaff({ pages: ['/production-dashboard'] });
    const reads = [
      `/api/Suborder/GetSuborderByMachineId?id=${machines[1]}`,
      `/api/Suborder/GetSuborderLog?suborderId=${first}`,
      `/api/Suborder/GetSuborderByDate?completeDate=${todayInAuckland()}`,
    ];
    for (const url of reads) {
      expect((await api(nobody.token).get(url, REFUSED)).status, url).toBe(403);
      expect((await api(reader.token).get(url)).status, url).toBe(200);
    }
    for (const token of [nobody.token, reader.token]) {
      expect(
        (await api(token).post('/api/Suborder/OperatorPass', { machineId: machines[1], password: 'x' }, REFUSED))
          .status,
      ).toBe(403);
      expect((await api(token).put(`/api/Suborder/TakeSuborder?id=${first}`, undefined, REFUSED)).status).toBe(403);
      expect((await api(token).put(`/api/Suborder/FinishSuborder?id=${first}`, { quantity: 1 }, REFUSED)).status).toBe(
        403,
      );
      expect(
        (await api(token).put(`/api/Suborder/PartlyCompleteSuborder?id=${first}`, { quantity: 1 }, REFUSED)).status,
      ).toBe(403);
      expect((await api(token).put(`/api/Suborder/PauseSuborder?id=${first}&notes=x`, undefined, REFUSED)).status).toBe(
        403,
      );
      expect((await api(token).put(`/api/Suborder/UnpauseSuborder?id=${first}`, undefined, REFUSED)).status).toBe(403);
    }
    // The operator's own session (page /suborder) may act.
    const pass = await passFor(machines[1]);
    const taken = await t
      .api(operator.token, { headers: { [OPERATOR_PASS_HEADER]: pass } })
      .put(`/api/Suborder/TakeSuborder?id=${first}`, undefined, ZSuborder);
    expect(taken.status).toBe(200);
  });
});

describe('the sales order a work order is made for', () => {
  const statusOf = async (orderId: number) =>
    (await t.db.select().from(salesOrder).where(eq(salesOrder.orderId, orderId)))[0]?.orderStatusId;

  /** Takes and finishes every step of a work order, in order, as the arranged operator. */
  async function makeAll(steps: number[]) {
    for (const [i, id] of steps.entries()) {
      const pass = await passFor(machines[[1, 3, 4][i] as number]);
      await ok200(take(id, pass));
      await ok200(finish(id, { quantity: 100 }, pass));
    }
  }

  it('goes to Production when its first work order is approved, and to Warehouse when the last one is completed', async () => {
    const orderId = await insertOrder(t.db, customerId, { orderStatusId: ORDER_STATUS.Approved });
    const first = await approvedSteps(100, orderId);
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.Production);
    const second = await approvedSteps(100, orderId);
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.Production);

    await makeAll(first);
    // The second work order is still being made.
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.Production);
    await makeAll(second);
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.Warehouse);

    const log = await t.db
      .select()
      .from(orderStatusLog)
      .where(eq(orderStatusLog.orderId, orderId))
      .orderBy(asc(orderStatusLog.orderStatusLogId));
    expect(log.map((l) => [l.fromStatusId, l.toStatusId])).toEqual([
      [ORDER_STATUS.Approved, ORDER_STATUS.Production],
      [ORDER_STATUS.Production, ORDER_STATUS.Warehouse],
    ]);
    expect(log[0]?.reason).toMatch(/^Work order WO\d{6} approved$/);
    expect(log[1]?.reason).toMatch(/^Work order WO\d{6} completed$/);
  });

  it('stays where it is when it is not Approved (a New order, or one already in the Warehouse)', async () => {
    const draft = await insertOrder(t.db, customerId, { orderStatusId: ORDER_STATUS.New });
    await makeAll(await approvedSteps(100, draft));
    expect(await statusOf(draft)).toBe(ORDER_STATUS.New);
    const stocked = await insertOrder(t.db, customerId, { orderStatusId: ORDER_STATUS.Warehouse });
    await makeAll(await approvedSteps(100, stocked));
    expect(await statusOf(stocked)).toBe(ORDER_STATUS.Warehouse);
  });
});

describe('the shortfall of a Partly complete step (issue 30)', () => {
  it('shows ordered − made on the work order, its tracking and its sales order, computed by the server', async () => {
    const orderId = await insertOrder(t.db, customerId, { orderStatusId: ORDER_STATUS.Approved });
    const [first, second] = await approvedSteps(5000, orderId);
    const untouched = await approvedSteps(700, orderId);
    const pass = await passFor(machines[1] as number);
    await ok200(take(first, pass));
    await ok200(partly(first, { quantity: 2000 }, pass));
    // The next step receives 2,000: the work order can deliver no more than that.
    expect(Number((await stepOf(second)).receivedQuantity)).toBe(2000);

    const ofOrder = await ok200(
      api().get(`/api/WorkOrder/GetWorkOrdersOfSalesOrder?orderId=${orderId}`, ZWorkOrderList),
    );
    expect(ofOrder.map((w) => [w.quantity, w.made, w.shortfall])).toEqual([
      [5000, 2000, 3000],
      [700, null, 0],
    ]);
    expect(ofOrder[0].orderNo).toMatch(/^SO/);
    const listed = await ok200(api().get(`/api/WorkOrder/GetAllWorkOrder?orderId=${orderId}`, z.array(ZWorkOrder)));
    expect(found(listed, (w) => w.quantity === 5000)).toMatchObject({ made: 2000, shortfall: 3000 });
    const tracked = await ok200(
      api().get(`/api/WorkOrder/GetTrackingInfo?orderId=${orderId}`, z.array(ZWorkOrderDetail)),
    );
    expect(found(tracked, (w) => w.quantity === 5000)).toMatchObject({ made: 2000, shortfall: 3000 });
    const bySalesOrder = await ok200(api().get('/api/WorkOrder/GetSalesOrderTracking', z.array(ZSalesOrderTracking)));
    const row = found(bySalesOrder, (o) => o.orderId === orderId);
    expect(row.workOrders.map((w) => w.shortfall)).toEqual([3000, 0]);

    // A later step that makes less again: the least made counts.
    const next = await passFor(machines[3] as number);
    await ok200(take(second, next));
    await ok200(partly(second, { quantity: 1800 }, next));
    const after = await ok200(api().get(`/api/WorkOrder/GetWorkOrdersOfSalesOrder?orderId=${orderId}`, ZWorkOrderList));
    expect(after[0]).toMatchObject({ made: 1800, shortfall: 3200 });
    expect(untouched).toHaveLength(3);
  });

  it('a remainder work order keeps the sales order; a sales screen reads the shortfall, another screen may not', async () => {
    const orderId = await insertOrder(t.db, customerId, { orderStatusId: ORDER_STATUS.Approved });
    const remainder = await ok200(
      api().post(
        '/api/WorkOrder',
        {
          productId: made,
          quantity: 3000,
          orderTypeId: 1,
          workOrderSourceId: 5,
          orderId,
          comments: 'Remainder of WO000001',
        },
        ZWorkOrderDetail,
      ),
    );
    expect(remainder).toMatchObject({ orderId, workOrderSourceName: 'Makeup', shortfall: 0, made: null });
    const sales = await t.createStaff({ pages: ['/sales-order-management'] });
    const seen = await ok200(
      t.api(sales.token).get(`/api/WorkOrder/GetWorkOrdersOfSalesOrder?orderId=${orderId}`, ZWorkOrderList),
    );
    expect(seen.map((w) => w.workOrderId)).toEqual([remainder.workOrderId]);
    const hr = await t.createStaff({ pages: ['/leave-request'] });
    expect(
      (await t.api(hr.token).get(`/api/WorkOrder/GetWorkOrdersOfSalesOrder?orderId=${orderId}`, REFUSED)).status,
    ).toBe(403);
  });
});

describe('the operator password on a machine in maintenance (issue 30)', () => {
  it('says the machine is in maintenance today', async () => {
    const resting = (await createMachine(t, admin, 3)).machineId;
    await t.db
      .insert(workingArrangement)
      .values({ machineId: resting, maintenance: 1, workingDate: todayInAuckland() });
    const res = await api().post(
      '/api/Suborder/OperatorPass',
      { machineId: resting, password: operator.password },
      REFUSED,
    );
    expect(res.status).toBe(400);
    expect(message(res)).toMatch(
      /^invalid user: .+ is in maintenance today on Work Arrangement, so nobody can run it\.$/,
    );
  });
});
