import {
  DISPATCH_STATUS,
  SAME_BATCH_CSV_HEADER,
  SUBORDER_STATUS,
  type TApiError,
  type TBox,
  TRACEABILITY_MESSAGES,
  type TWorkOrderDetail,
  WORK_ORDER_ACTION,
  ZBoxInfoList,
  ZBoxList,
  ZOrder,
  ZSameBatch,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TReply, type TTestApp } from '../../../test/test-app.ts';
import { box, palletBox } from '../boxes/boxes.tables.ts';
import { createApprovedOrder, createDeliveryMethod, stockBoxes } from '../dispatch/dispatch.fixtures.ts';
import { dispatching, dispatchingDetail } from '../dispatch/dispatch.tables.ts';
import { ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { pallet } from '../warehouse-layout/warehouse-layout.tables.ts';
import { approvedWorkOrder, createMadeProduct, type TMadeProduct } from '../work-orders/work-orders.fixtures.ts';
import { suborder, suborderLog } from '../work-orders/work-orders.tables.ts';

// Product Traceability (spec 02 §2 "Product Traceability (with CSV export)"; issue 15): from a box barcode, its work
// order, each step with machine, operators and times, the boxes of the same batch with their pallet, dispatches and
// customers; the CSV export; the refusals; the page set.

let t: TTestApp;
let admin: string;
let made: TMadeProduct;
let job: TWorkOrderDetail;
/** The packaging job's three boxes; the first on a pallet, the second dispatched to the customer. */
let boxes: TBox[];
let orderNo: string;

const message = (res: TReply<TApiError>) => res.body.message.message;
const api = (token = admin) => t.api(token);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  made = await createMadeProduct(t, admin);
  job = await approvedWorkOrder(t, admin, made.productId);
  // Printing taken and completed by Olive, then Production by Pete.
  const olive = await t.createStaff({ firstName: 'Olive', lastName: 'Operator' });
  const pete = await t.createStaff({ firstName: 'Pete', lastName: 'Press' });
  const [printing, production, packaging] = job.suborders.map((s) => s.suborderId);
  const at = (minutes: number) => new Date(Date.now() - (120 - minutes) * 60_000);
  await t.db.insert(suborderLog).values([
    { suborderId: printing, toStatusId: SUBORDER_STATUS.InProcess, operEmployeeId: olive.employeeId, createdAt: at(0) },
    { suborderId: printing, toStatusId: SUBORDER_STATUS.Complete, operEmployeeId: olive.employeeId, createdAt: at(30) },
    {
      suborderId: production,
      toStatusId: SUBORDER_STATUS.Awaiting,
      operEmployeeId: olive.employeeId,
      createdAt: at(30),
    },
    {
      suborderId: production,
      toStatusId: SUBORDER_STATUS.InProcess,
      operEmployeeId: pete.employeeId,
      createdAt: at(40),
    },
  ]);
  await t.db
    .update(suborder)
    .set({ suborderStatusId: SUBORDER_STATUS.Complete, completedDate: at(30), completedQuantity: '3000' })
    .where(eq(suborder.suborderId, printing));
  boxes = await ok200(api().post(`/api/Box/GenerateBarCode?suborderId=${packaging}&count=3`, undefined, ZBoxList));
  // The first box on a pallet; the second dispatched for an order of the customer.
  const [palletRow] = await t.db.insert(pallet).values({ plateCode: 'TRACE-P1', plateTypeId: 3 }).returning();
  await t.db.insert(palletBox).values({ plateId: palletRow.plateId, boxId: boxes[0].boxId });
  const methodId = await createDeliveryMethod(t);
  const order = await createApprovedOrder(t, admin, made.cafe, [1], { extra: { deliveryMethodId: methodId } });
  orderNo = (await ok200(api().get(`/api/SalesOrder/GetOrderById?id=${order.orderId}`, ZOrder))).orderNo;
  const [dispatch] = await t.db
    .insert(dispatching)
    .values({
      orderId: order.orderId,
      packingSlipNo: 'PS-TRACE-1',
      status: DISPATCH_STATUS.Dispatch,
      completedAt: new Date(),
    })
    .returning();
  await t.db.insert(dispatchingDetail).values({
    dispatchId: dispatch.dispatchId,
    boxId: boxes[1].boxId,
    productId: made.productId,
    orderProductId: order.lines[0].orderProductId,
    quantity: 400,
  });
});
afterAll(() => t?.close());

describe('Box/GetSameBatch', () => {
  it("answers the box's work order, its steps with machines, operators and times, and the boxes of the batch", async () => {
    const batch = await ok200(api().get(`/api/Box/GetSameBatch?barCode=${boxes[2].barCode}`, ZSameBatch));
    expect(batch.barCode).toBe(boxes[2].barCode);
    expect(batch.workOrder).toMatchObject({ workOrderId: job.workOrderId, workOrderNo: job.workOrderNo });
    expect(batch.steps.map((s) => [s.actionId, s.machineId, s.suborderStatusId, s.operators])).toEqual([
      [WORK_ORDER_ACTION.Printing, made.machines[1].machineId, SUBORDER_STATUS.Complete, ['Olive Operator']],
      [WORK_ORDER_ACTION.Production, made.machines[3].machineId, SUBORDER_STATUS.NotReady, ['Pete Press']],
      [WORK_ORDER_ACTION.Packaging, made.machines[4].machineId, SUBORDER_STATUS.NotReady, []],
    ]);
    expect(batch.steps[0].startedAt).not.toBeNull();
    expect(batch.steps[0].completedDate).not.toBeNull();
    expect(batch.steps[2].startedAt).toBeNull();

    expect(batch.boxes.map((b) => b.barCode)).toEqual(boxes.map((b) => b.barCode));
    const [onPallet, dispatched, plain] = batch.boxes;
    expect(onPallet).toMatchObject({ plateCode: 'TRACE-P1', dispatches: [] });
    expect(dispatched.plateCode).toBeNull();
    expect(dispatched.dispatches).toEqual([
      expect.objectContaining({ packingSlipNo: 'PS-TRACE-1', orderNo, quantity: 400, dispatchStatusName: 'Dispatch' }),
    ]);
    expect(dispatched.dispatches[0].company).toBeTruthy();
    expect(plain).toMatchObject({ statusName: 'In Stock', plateCode: null, dispatches: [] });
  });

  it('finds the same batch from any of its boxes, and trims the scanned text', async () => {
    const fromFirst = await ok200(api().get(`/api/Box/GetSameBatch?barCode=%20${boxes[0].barCode}%20`, ZSameBatch));
    expect(fromFirst.workOrder.workOrderId).toBe(job.workOrderId);
    expect(fromFirst.boxes).toHaveLength(3);
  });

  it('refuses an unknown barcode (404), a box no work order made (400) and a missing barcode (400)', async () => {
    const unknown = await api().get('/api/Box/GetSameBatch?barCode=NO-SUCH-BOX', REFUSED);
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(TRACEABILITY_MESSAGES.boxNotFound('NO-SUCH-BOX'));
    const [stock] = await stockBoxes(t, made.productId, 1000);
    const [row] = await t.db.select({ barCode: box.barCode }).from(box).where(eq(box.boxId, stock));
    const notMade = await api().get(`/api/Box/GetSameBatch?barCode=${row.barCode}`, REFUSED);
    expect(notMade.status).toBe(400);
    expect(message(notMade)).toBe(TRACEABILITY_MESSAGES.notMade);
    for (const url of ['/api/Box/GetSameBatch', '/api/Box/GetSameBatch?barCode=%20']) {
      const missing = await api().get(url, REFUSED);
      expect(missing.status, url).toBe(400);
      expect(message(missing), url).toBe(TRACEABILITY_MESSAGES.barCodeRequired);
    }
  });

  it("shows a deleted box as 'Deleted', not 'Out of Stock' (issue 30 item 20)", async () => {
    await ok200(api().delete(`/api/Box/DeleteBox?id=${boxes[2].boxId}`, ZBoxInfoList));
    const batch = await ok200(api().get(`/api/Box/GetSameBatch?barCode=${boxes[0].barCode}`, ZSameBatch));
    expect(batch.boxes.map((b) => b.statusName)).toEqual(['In Stock', 'In Stock', 'Deleted']);
  });
});

describe('Box/GetSameBatchCsv', () => {
  it('exports the boxes of the batch with where they went, one line each', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Box/GetSameBatchCsv?barCode=${boxes[1].barCode}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`same-batch-${job.workOrderNo}.csv`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(SAME_BATCH_CSV_HEADER.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(boxes[0].barCode);
    expect(lines[1]).toContain('TRACE-P1');
    expect(lines[2]).toContain('PS-TRACE-1');
    expect(lines[2]).toContain(orderNo);
    const unknown = await api().get('/api/Box/GetSameBatchCsv?barCode=NO-SUCH-BOX', REFUSED);
    expect(unknown.status).toBe(404);
  });
});

describe('access', () => {
  it('is for the Product Traceability page', async () => {
    const tracer = await t.createStaff({ pages: ['/same-batch'] });
    const other = await t.createStaff({ pages: ['/work-order'] });
    const url = `/api/Box/GetSameBatch?barCode=${boxes[0].barCode}`;
    expect((await t.api(tracer.token).get(url, ZSameBatch)).status).toBe(200);
    expect((await t.api(other.token).get(url, REFUSED)).status).toBe(403);
    expect((await t.api(other.token).get(url.replace('GetSameBatch', 'GetSameBatchCsv'), REFUSED)).status).toBe(403);
  });
});
