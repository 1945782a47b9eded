import { SUBORDER_STATUS, WORK_ORDER_ACTION, WORK_ORDER_STATUS } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TJson, type TTestApp } from '../../../test/test-app.ts';
import { insertOrder, ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { approvedWorkOrder, createMadeProduct, type TMadeProduct } from '../work-orders/work-orders.fixtures.ts';
import { suborder, suborderLog, workOrder } from '../work-orders/work-orders.tables.ts';

// Production tracking (spec 02 §2 Work order tracking and the placeholder SalesOrder / SubOrder pages made real;
// §4 "status 0 rows are hidden from tracking"; issue 15): GetTrackingInfo paged and filtered, progress per sales order,
// every suborder across the machines with state filters, and the page sets.

let t: TTestApp;
let admin: string;
let made: TMadeProduct;
let orderId: number;
/** Two approved work orders of the sales order, a cancelled one of it, and one without an order. */
let first: TJson;
let second: TJson;
let cancelled: TJson;
let loose: TJson;

const api = (token = admin) => t.api(token);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  made = await createMadeProduct(t, admin);
  orderId = await insertOrder(t.db, made.customerId, { custOrderNo: 'PO-TRACK-1' });
  first = await approvedWorkOrder(t, admin, made.productId, { orderId, workOrderSourceId: 1 });
  second = await approvedWorkOrder(t, admin, made.productId, { orderId, workOrderSourceId: 1 });
  cancelled = await approvedWorkOrder(t, admin, made.productId, { orderId, workOrderSourceId: 1 });
  await t.db
    .update(workOrder)
    .set({ workOrderStatusId: WORK_ORDER_STATUS.Cancelled })
    .where(eq(workOrder.workOrderId, cancelled.workOrderId));
  loose = await approvedWorkOrder(t, admin, made.productId);
  // The first work order's printing step is In process, taken by Olive.
  const operator = await t.createStaff({ firstName: 'Olive', lastName: 'Operator' });
  const printing = first.suborders[0].suborderId;
  await t.db
    .update(suborder)
    .set({ suborderStatusId: SUBORDER_STATUS.InProcess })
    .where(eq(suborder.suborderId, printing));
  await t.db.insert(suborderLog).values({
    suborderId: printing,
    fromStatusId: SUBORDER_STATUS.Awaiting,
    toStatusId: SUBORDER_STATUS.InProcess,
    operEmployeeId: operator.employeeId,
    createdAt: new Date(Date.now() + 1000),
  });
});
afterAll(() => t?.close());

describe('WorkOrder/GetTrackingInfo', () => {
  it('answers every work order but the cancelled with its steps; pages with ?page and filters like the list', async () => {
    const all = await ok200(api().get('/api/WorkOrder/GetTrackingInfo'));
    const ids = all.map((w: TJson) => w.workOrderId);
    expect(ids).toEqual(expect.arrayContaining([first.workOrderId, second.workOrderId, loose.workOrderId]));
    expect(ids).not.toContain(cancelled.workOrderId);
    expect(all.find((w: TJson) => w.workOrderId === first.workOrderId).suborders).toHaveLength(3);

    const page = await api().get('/api/WorkOrder/GetTrackingInfo?page=1&pageSize=2');
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta).toEqual({ total: all.length, page: 1, pageSize: 2 });
    expect(page.body.data[0].suborders.length).toBeGreaterThan(0);

    const ofOrder = await ok200(api().get(`/api/WorkOrder/GetTrackingInfo?orderId=${orderId}`));
    expect(ofOrder.map((w: TJson) => w.workOrderId).sort()).toEqual([first.workOrderId, second.workOrderId].sort());
    // Asking for the cancelled still hides them.
    expect(await ok200(api().get(`/api/WorkOrder/GetTrackingInfo?status=0&orderId=${orderId}`))).toEqual([]);
    const searched = await ok200(api().get(`/api/WorkOrder/GetTrackingInfo?search=${loose.workOrderNo}`));
    expect(searched.map((w: TJson) => w.workOrderId)).toEqual([loose.workOrderId]);
  });
});

describe('WorkOrder/GetSalesOrderTracking', () => {
  it('lists the sales orders with work orders, each with its work orders (not the cancelled) and their steps', async () => {
    const rows = await ok200(api().get('/api/WorkOrder/GetSalesOrderTracking'));
    expect(rows).toHaveLength(1);
    const [order] = rows;
    expect(order).toMatchObject({ orderId, custOrderNo: 'PO-TRACK-1', customerId: made.customerId });
    expect(order.company).toBeTruthy();
    expect(order.orderStatusName).toBeTruthy();
    expect(order.workOrders.map((w: TJson) => w.workOrderId)).toEqual([first.workOrderId, second.workOrderId]);
    expect(order.workOrders[0].suborders.map((s: TJson) => [s.actionId, s.suborderStatusId])).toEqual([
      [WORK_ORDER_ACTION.Printing, SUBORDER_STATUS.InProcess],
      [WORK_ORDER_ACTION.Production, SUBORDER_STATUS.NotReady],
      [WORK_ORDER_ACTION.Packaging, SUBORDER_STATUS.NotReady],
    ]);
  });

  it('searches by order number, customer order number and company; ?open=1 keeps orders with work still to do', async () => {
    const [order] = await ok200(api().get('/api/WorkOrder/GetSalesOrderTracking'));
    for (const text of [order.orderNo, 'po-track', order.company]) {
      const found = await ok200(api().get(`/api/WorkOrder/GetSalesOrderTracking?search=${encodeURIComponent(text)}`));
      expect(
        found.map((o: TJson) => o.orderId),
        text,
      ).toEqual([orderId]);
    }
    expect(await ok200(api().get('/api/WorkOrder/GetSalesOrderTracking?search=nothing-like-this'))).toEqual([]);
    expect((await ok200(api().get('/api/WorkOrder/GetSalesOrderTracking?open=1'))).length).toBe(1);
    await t.db
      .update(workOrder)
      .set({ workOrderStatusId: WORK_ORDER_STATUS.Completed })
      .where(eq(workOrder.orderId, orderId));
    expect(await ok200(api().get('/api/WorkOrder/GetSalesOrderTracking?open=1'))).toEqual([]);
    expect((await ok200(api().get('/api/WorkOrder/GetSalesOrderTracking'))).length).toBe(1);
    const paged = await api().get('/api/WorkOrder/GetSalesOrderTracking?page=1&pageSize=5');
    expect(paged.body.meta).toEqual({ total: 1, page: 1, pageSize: 5 });
    const bad = await api().get('/api/WorkOrder/GetSalesOrderTracking?open=2');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.open).toBeDefined();
  });
});

describe('Suborder/GetSuborderTracking', () => {
  it('lists Awaiting, In process and Paused by default, with the last action and its operator', async () => {
    const rows = await ok200(api().get('/api/Suborder/GetSuborderTracking'));
    expect(rows.every((s: TJson) => [1, 2, 3].includes(s.suborderStatusId))).toBe(true);
    const taken = rows.find((s: TJson) => s.suborderId === first.suborders[0].suborderId);
    expect(taken).toMatchObject({
      suborderStatusId: SUBORDER_STATUS.InProcess,
      suborderStatusName: 'In process',
      workOrderNo: first.workOrderNo,
      machineId: made.machines[WORK_ORDER_ACTION.Printing].machineId,
      operatorName: 'Olive Operator',
    });
    expect(taken.lastActionAt).not.toBeNull();
  });

  it('filters by states, machine, step and search, and pages', async () => {
    const packer = made.machines[WORK_ORDER_ACTION.Packaging].machineId;
    const notReady = await ok200(api().get(`/api/Suborder/GetSuborderTracking?status=4&machineId=${packer}`));
    expect(notReady.length).toBeGreaterThanOrEqual(2);
    expect(notReady.every((s: TJson) => s.machineId === packer && s.suborderStatusId === 4)).toBe(true);
    const production = await ok200(
      api().get(`/api/Suborder/GetSuborderTracking?status=1,2,3,4&actionId=${WORK_ORDER_ACTION.Production}`),
    );
    expect(production.every((s: TJson) => s.actionId === WORK_ORDER_ACTION.Production)).toBe(true);
    const searched = await ok200(
      api().get(`/api/Suborder/GetSuborderTracking?status=1,2,3,4&search=${loose.workOrderNo}`),
    );
    expect(searched.map((s: TJson) => s.workOrderId)).toEqual([
      loose.workOrderId,
      loose.workOrderId,
      loose.workOrderId,
    ]);
    const page = await api().get(
      '/api/Suborder/GetSuborderTracking?status=1,2,3,4&page=2&pageSize=2&sortField=workOrderNo&sortOrder=ascend',
    );
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta.total).toBeGreaterThanOrEqual(9);
    const badSort = await api().get('/api/Suborder/GetSuborderTracking?sortField=nope');
    expect(badSort.status).toBe(400);
    const badStatus = await api().get('/api/Suborder/GetSuborderTracking?status=abc');
    expect(badStatus.status).toBe(400);
  });
});

describe('access', () => {
  it('opens each list to its pages and Work Order Tracking, and refuses other roles', async () => {
    const nobody = await t.createStaff({ pages: ['/daily-report'] });
    const sales = await t.createStaff({ pages: ['/production-Tracking/sales-order'] });
    const subs = await t.createStaff({ pages: ['/sub-orders'] });
    const tracking = await t.createStaff({ pages: ['/WorkOrderTracking'] });
    const status = async (token: string, url: string) => (await t.api(token).get(url)).status;
    const salesUrl = '/api/WorkOrder/GetSalesOrderTracking';
    const subsUrl = '/api/Suborder/GetSuborderTracking';
    expect(await status(nobody.token, salesUrl)).toBe(403);
    expect(await status(nobody.token, subsUrl)).toBe(403);
    expect(await status(sales.token, salesUrl)).toBe(200);
    expect(await status(sales.token, subsUrl)).toBe(403);
    expect(await status(subs.token, subsUrl)).toBe(200);
    expect(await status(subs.token, salesUrl)).toBe(403);
    expect(await status(tracking.token, salesUrl)).toBe(200);
    expect(await status(tracking.token, subsUrl)).toBe(200);
    expect(await status(tracking.token, '/api/WorkOrder/GetTrackingInfo')).toBe(200);
  });
});
