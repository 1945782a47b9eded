import {
  BOX_SOURCE,
  cancelConfirmText,
  OPERATOR_PASS_HEADER,
  ORDER_STATUS,
  SUBORDER_STATUS,
  type TApiError,
  todayInAuckland,
  WORK_ORDER_ACTION,
  WORK_ORDER_MESSAGES,
  WORK_ORDER_STATUS,
  ZBoxList,
  ZOperatorPass,
  ZSameBatch,
  ZSuborder,
  ZWorkOrderDetail,
  ZWorkOrderMade,
} from '@packline/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, REFUSED, type TReply, type TTestApp, type TTestStaff } from '../../../test/test-app.ts';
import { createBoxes } from '../boxes/boxes.service.ts';
import { box } from '../boxes/boxes.tables.ts';
import { createMachine } from '../catalogue/base-product.fixtures.ts';
import { insertOrder, ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { orderStatusLog, salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { dailyReport, workingArrangement } from '../shop-floor/shop-floor.tables.ts';
import { approvedWorkOrder, createMadeProduct, type TMadeProduct } from './work-orders.fixtures.ts';
import { suborder, suborderLog, suborderUsedBox, workOrder } from './work-orders.tables.ts';

// Issue 29 §1: DELETE WorkOrder/DeleteWorkOrder cancels (spec 02 §2 status 0) and never erases history: a work order
// whose packaging has run keeps its suborders, every log row, its used-box rows and its boxes, so a box it made still
// traces; its open steps are cancelled with a log row each; cancelling the last open work order of a sales order moves
// the order back to Approved (or on to the Warehouse when another was completed), logged. GetWorkOrderMade names what
// was made for the screen's confirmation. A machine whose daily reports or arrangements are history is refused (409)
// rather than erasing them.

let t: TTestApp;
let admin: string;
let operator: TTestStaff;
let made: TMadeProduct;

const message = (res: TReply<TApiError>) => res.body.message.message;
const api = (pass?: string) => t.api(admin, pass === undefined ? {} : { headers: { [OPERATOR_PASS_HEADER]: pass } });
const cancel = (id: number) => api().delete(`/api/WorkOrder/DeleteWorkOrder?id=${id}`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  made = await createMadeProduct(t, admin);
  operator = await t.createStaff({ pages: ['/suborder'] });
  for (const machine of Object.values(made.machines)) {
    await t.db
      .insert(workingArrangement)
      .values({ machineId: machine.machineId, operator: operator.employeeId, workingDate: todayInAuckland() });
  }
});
afterAll(() => t?.close());

async function passFor(action: number): Promise<string> {
  const body = { machineId: made.machines[action].machineId, password: operator.password };
  return (await ok200(api().post('/api/Suborder/OperatorPass', body, ZOperatorPass))).passToken;
}

/** Takes the step and, unless told not to, finishes it with `quantity` (and the used box), as the arranged operator. */
async function run(suborderId: number, action: number, finish: { quantity: number; boxId?: number } | null) {
  const pass = await passFor(action);
  await ok200(api(pass).put(`/api/Suborder/TakeSuborder?id=${suborderId}`, undefined, ZSuborder));
  if (finish) await ok200(api(pass).put(`/api/Suborder/FinishSuborder?id=${suborderId}`, finish, ZSuborder));
}

const stepsOf = (workOrderId: number) =>
  t.db.select().from(suborder).where(eq(suborder.workOrderId, workOrderId)).orderBy(asc(suborder.sequenceNo));
const logsOf = (suborderIds: number[]) =>
  t.db
    .select()
    .from(suborderLog)
    .where(inArray(suborderLog.suborderId, suborderIds))
    .orderBy(asc(suborderLog.suborderLogId));

describe('DeleteWorkOrder on a work order whose packaging has run', () => {
  it('cancels it: suborders, log rows, used-box rows and boxes stay, and a box it made still traces', async () => {
    const job = await approvedWorkOrder(t, admin, made.productId);
    const [printing, production, packaging] = job.suborders.map((s) => s.suborderId);
    const [semi] = await createBoxes(t.db, {
      productId: made.productId,
      quantityPerBox: 3000,
      count: 1,
      source: BOX_SOURCE.ManualCreated,
      createdBy: null,
    });
    await run(printing, WORK_ORDER_ACTION.Printing, { quantity: 3000, boxId: semi.boxId });
    await run(production, WORK_ORDER_ACTION.Production, { quantity: 3000 });
    await run(packaging, WORK_ORDER_ACTION.Packaging, null);
    const boxes = await ok200(
      api().post(`/api/Box/GenerateBarCode?suborderId=${packaging}&count=3`, undefined, ZBoxList),
    );
    const ids = [printing, production, packaging];
    const logsBefore = await logsOf(ids);
    const usedBefore = await t.db.select().from(suborderUsedBox).where(inArray(suborderUsedBox.suborderId, ids));
    expect(usedBefore).toHaveLength(1);

    // What the screen's confirmation names.
    const madeSoFar = await ok200(api().get(`/api/WorkOrder/GetWorkOrderMade?id=${job.workOrderId}`, ZWorkOrderMade));
    const pieces = boxes.reduce((sum, b) => sum + Number(b.quantity), 0);
    expect(madeSoFar).toMatchObject({ workOrderNo: job.workOrderNo, boxes: 3, pieces });
    expect(madeSoFar.steps.map((s) => [s.actionName, s.suborderStatusId, s.completedQuantity])).toEqual([
      ['Printing', SUBORDER_STATUS.Complete, 3000],
      ['Production', SUBORDER_STATUS.Complete, 3000],
      ['Packaging', SUBORDER_STATUS.InProcess, 0],
    ]);
    expect(cancelConfirmText(madeSoFar)).toMatch(
      new RegExp(
        `^${job.workOrderNo} has made 3 boxes \\(.+ pcs\\); steps started: .*Cancel it\\? Its history stays\\.$`,
      ),
    );

    expect(await ok200(cancel(job.workOrderId))).toBe(true);

    const [row] = await t.db.select().from(workOrder).where(eq(workOrder.workOrderId, job.workOrderId));
    expect(row?.workOrderStatusId).toBe(WORK_ORDER_STATUS.Cancelled);
    expect((await stepsOf(job.workOrderId)).map((s) => [s.suborderId, s.suborderStatusId])).toEqual([
      [printing, SUBORDER_STATUS.Complete],
      [production, SUBORDER_STATUS.Complete],
      [packaging, SUBORDER_STATUS.Cancelled],
    ]);
    // Every log row kept, and one more: the packaging job stopped, by the session.
    const logsAfter = await logsOf(ids);
    expect(logsAfter.slice(0, logsBefore.length)).toEqual(logsBefore);
    expect(logsAfter.slice(logsBefore.length)).toMatchObject([
      {
        suborderId: packaging,
        fromStatusId: SUBORDER_STATUS.InProcess,
        toStatusId: SUBORDER_STATUS.Cancelled,
        comment: WORK_ORDER_MESSAGES.cancelledLog(job.workOrderNo),
      },
    ]);
    expect(await t.db.select().from(suborderUsedBox).where(inArray(suborderUsedBox.suborderId, ids))).toEqual(
      usedBefore,
    );
    const kept = await t.db.select().from(box).where(eq(box.suborderId, packaging));
    expect(kept.map((b) => b.barCode).sort()).toEqual(boxes.map((b) => b.barCode).sort());

    const batch = await ok200(api().get(`/api/Box/GetSameBatch?barCode=${boxes[0].barCode}`, ZSameBatch));
    expect(batch.workOrder).toMatchObject({ workOrderId: job.workOrderId, workOrderStatusId: 0 });
    expect(batch.boxes).toHaveLength(3);
    expect(batch.steps).toHaveLength(3);

    // Cancelled once: a second Delete, a Take, more labels are refused; tracking no longer shows it.
    const again = await cancel(job.workOrderId);
    expect(again.status).toBe(400);
    expect(message(again)).toBe(WORK_ORDER_MESSAGES.cancelledNotDeletable);
    expect(
      (await api().post(`/api/Box/GenerateBarCode?suborderId=${packaging}&count=1`, undefined, REFUSED)).status,
    ).toBe(400);
    const tracking = await ok200(
      api().get(`/api/WorkOrder/GetTrackingInfo?productId=${made.productId}`, z.array(ZWorkOrderDetail)),
    );
    expect(tracking.map((w) => w.workOrderId)).not.toContain(job.workOrderId);
  });

  it('cancels a New work order (no suborders) and an approved one whose steps never started', async () => {
    const fresh = await ok200(
      api().post('/api/WorkOrder', { productId: made.productId, quantity: 10, orderTypeId: 1 }, ZWorkOrderDetail),
    );
    expect(await ok200(cancel(fresh.workOrderId))).toBe(true);
    const [row] = await t.db.select().from(workOrder).where(eq(workOrder.workOrderId, fresh.workOrderId));
    expect(row?.workOrderStatusId).toBe(WORK_ORDER_STATUS.Cancelled);

    const idle = await approvedWorkOrder(t, admin, made.productId);
    const untouched = await ok200(api().get(`/api/WorkOrder/GetWorkOrderMade?id=${idle.workOrderId}`, ZWorkOrderMade));
    expect(untouched).toMatchObject({ boxes: 0, pieces: 0, steps: [] });
    expect(cancelConfirmText(untouched)).toBe(`Cancel ${idle.workOrderNo}? Its history stays.`);
    await ok200(cancel(idle.workOrderId));
    const steps = await stepsOf(idle.workOrderId);
    expect(steps.map((s) => s.suborderStatusId)).toEqual([
      SUBORDER_STATUS.Cancelled,
      SUBORDER_STATUS.Cancelled,
      SUBORDER_STATUS.Cancelled,
    ]);
    // Approval's rows and the cancellation's: Awaiting → Cancelled, Not ready → Cancelled.
    const logs = await logsOf(steps.map((s) => s.suborderId));
    expect(logs.map((l) => [l.fromStatusId, l.toStatusId])).toEqual([
      [null, SUBORDER_STATUS.Awaiting],
      [null, SUBORDER_STATUS.NotReady],
      [null, SUBORDER_STATUS.NotReady],
      [SUBORDER_STATUS.Awaiting, SUBORDER_STATUS.Cancelled],
      [SUBORDER_STATUS.NotReady, SUBORDER_STATUS.Cancelled],
      [SUBORDER_STATUS.NotReady, SUBORDER_STATUS.Cancelled],
    ]);
    expect((await api().get('/api/WorkOrder/GetWorkOrderMade?id=99999999', REFUSED)).status).toBe(404);
  });
});

describe('the sales order of a cancelled work order', () => {
  const statusOf = async (orderId: number) =>
    (await t.db.select().from(salesOrder).where(eq(salesOrder.orderId, orderId)))[0]?.orderStatusId;
  const movesOf = async (orderId: number) =>
    (
      await t.db
        .select()
        .from(orderStatusLog)
        .where(eq(orderStatusLog.orderId, orderId))
        .orderBy(asc(orderStatusLog.orderStatusLogId))
    ).map((l) => [l.fromStatusId, l.toStatusId, l.reason]);

  it('goes back from Production to Approved, logged, when its last open work order is cancelled', async () => {
    const orderId = await insertOrder(t.db, made.customerId, { orderStatusId: ORDER_STATUS.Approved });
    const first = await approvedWorkOrder(t, admin, made.productId, { orderId });
    const second = await approvedWorkOrder(t, admin, made.productId, { orderId });
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.Production);

    await ok200(cancel(first.workOrderId));
    // The second is still open.
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.Production);
    await ok200(cancel(second.workOrderId));
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.Approved);
    expect(await movesOf(orderId)).toEqual([
      [ORDER_STATUS.Approved, ORDER_STATUS.Production, `Work order ${first.workOrderNo} approved`],
      [ORDER_STATUS.Production, ORDER_STATUS.Approved, `Work order ${second.workOrderNo} cancelled`],
    ]);
  });

  it('goes on to the Warehouse when another of its work orders was completed', async () => {
    const orderId = await insertOrder(t.db, made.customerId, { orderStatusId: ORDER_STATUS.Approved });
    const done = await approvedWorkOrder(t, admin, made.productId, { orderId });
    const open = await approvedWorkOrder(t, admin, made.productId, { orderId });
    for (const [i, step] of done.suborders.entries()) {
      await run(step.suborderId, [1, 3, 4][i] as number, { quantity: 3000 });
    }
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.Production);
    await ok200(cancel(open.workOrderId));
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.Warehouse);
    expect((await movesOf(orderId)).at(-1)).toEqual([
      ORDER_STATUS.Production,
      ORDER_STATUS.Warehouse,
      `Work order ${open.workOrderNo} cancelled`,
    ]);
  });

  it('leaves an order that is not in Production where it is', async () => {
    const orderId = await insertOrder(t.db, made.customerId, { orderStatusId: ORDER_STATUS.Warehouse });
    const job = await approvedWorkOrder(t, admin, made.productId, { orderId });
    await ok200(cancel(job.workOrderId));
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.Warehouse);
    expect(await movesOf(orderId)).toEqual([]);
  });
});

describe('Machine/DeleteMachine', () => {
  it('refuses (409) a machine with daily reports or arrangements instead of erasing them; deletes an unused one', async () => {
    const reported = (await createMachine(t, admin, 3)).machineId;
    await t.db.insert(dailyReport).values({ machineId: reported, loss: '3', reportDate: todayInAuckland() });
    const arranged = (await createMachine(t, admin, 3)).machineId;
    await t.db
      .insert(workingArrangement)
      .values({ machineId: arranged, operator: operator.employeeId, workingDate: todayInAuckland() });
    for (const machineId of [reported, arranged]) {
      expect((await api().delete(`/api/Machine/DeleteMachine?id=${machineId}`, REFUSED)).status).toBe(409);
    }
    expect(await t.db.select().from(dailyReport).where(eq(dailyReport.machineId, reported))).toHaveLength(1);
    expect(await t.db.select().from(workingArrangement).where(eq(workingArrangement.machineId, arranged))).toHaveLength(
      1,
    );
    const unused = (await createMachine(t, admin, 3)).machineId;
    await ok200(api().delete(`/api/Machine/DeleteMachine?id=${unused}`));
  });
});
