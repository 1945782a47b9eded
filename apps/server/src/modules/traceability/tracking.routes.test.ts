import {
  SUBORDER_STATUS,
  type TWorkOrderDetail,
  WORK_ORDER_ACTION,
  WORK_ORDER_STATUS,
  ZSalesOrderTracking,
  ZSuborderTracking,
  ZWorkOrderDetail,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TTestApp } from '../../../test/test-app.ts';
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
let first: TWorkOrderDetail;
let second: TWorkOrderDetail;
let cancelled: TWorkOrderDetail;
let loose: TWorkOrderDetail;

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
    const all = await ok200(api().get('/api/WorkOrder/GetTrackingInfo', z.array(ZWorkOrderDetail)));
    const ids = all.map((w) => w.workOrderId);
    expect(ids).toEqual(expect.arrayContaining([first.workOrderId, second.workOrderId, loose.workOrderId]));
    expect(ids).not.toContain(cancelled.workOrderId);
    expect(found(all, (w) => w.workOrderId === first.workOrderId).suborders).toHaveLength(3);

    const page = await api().get('/api/WorkOrder/GetTrackingInfo?page=1&pageSize=2', z.array(ZWorkOrderDetail));
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta).toEqual({ total: all.length, page: 1, pageSize: 2 });
    expect(page.body.data[0].suborders.length).toBeGreaterThan(0);

    const ofOrder = await ok200(
      api().get(`/api/WorkOrder/GetTrackingInfo?orderId=${orderId}`, z.array(ZWorkOrderDetail)),
    );
    expect(ofOrder.map((w) => w.workOrderId).sort()).toEqual([first.workOrderId, second.workOrderId].sort());
    // Asking for the cancelled still hides them.
    expect(
      await ok200(api().get(`/api/WorkOrder/GetTrackingInfo?status=0&orderId=${orderId}`, z.array(ZWorkOrderDetail))),
    ).toEqual([]);
    const searched = await ok200(
      api().get(`/api/WorkOrder/GetTrackingInfo?search=${loose.workOrderNo}`, z.array(ZWorkOrderDetail)),
    );
    expect(searched.map((w) => w.workOrderId)).toEqual([loose.workOrderId]);
  });
});

describe('WorkOrder/GetSalesOrderTracking', () => {
  it('lists the sales orders with work orders, each with its work orders (not the cancelled) and their steps', async () => {
    const rows = await ok200(api().get('/api/WorkOrder/GetSalesOrderTracking', z.array(ZSalesOrderTracking)));
    expect(rows).toHaveLength(1);
    const [order] = rows;
    expect(order).toMatchObject({ orderId, custOrderNo: 'PO-TRACK-1', customerId: made.customerId });
    expect(order.company).toBeTruthy();
    expect(order.orderStatusName).toBeTruthy();
    expect(order.workOrders.map((w) => w.workOrderId)).toEqual([first.workOrderId, second.workOrderId]);
    expect(order.workOrders[0].suborders.map((s) => [s.actionId, s.suborderStatusId])).toEqual([
      [WORK_ORDER_ACTION.Printing, SUBORDER_STATUS.InProcess],
      [WORK_ORDER_ACTION.Production, SUBORDER_STATUS.NotReady],
      [WORK_ORDER_ACTION.Packaging, SUBORDER_STATUS.NotReady],
    ]);
  });

  it('searches by order number, customer order number and company; ?open=1 keeps orders with work still to do', async () => {
    const [order] = await ok200(api().get('/api/WorkOrder/GetSalesOrderTracking', z.array(ZSalesOrderTracking)));
    for (const text of [order.orderNo, 'po-track', order.company]) {
      const found = await ok200(
        api().get(
          `/api/WorkOrder/GetSalesOrderTracking?search=${encodeURIComponent(text)}`,
          z.array(ZSalesOrderTracking),
        ),
      );
      expect(
        found.map((o) => o.orderId),
        text,
      ).toEqual([orderId]);
    }
    expect(
      await ok200(
        api().get('/api/WorkOrder/GetSalesOrderTracking?search=nothing-like-this', z.array(ZSalesOrderTracking)),
      ),
    ).toEqual([]);
    expect(
      (await ok200(api().get('/api/WorkOrder/GetSalesOrderTracking?open=1', z.array(ZSalesOrderTracking)))).length,
    ).toBe(1);
    await t.db
      .update(workOrder)
      .set({ workOrderStatusId: WORK_ORDER_STATUS.Completed })
      .where(eq(workOrder.orderId, orderId));
    expect(await ok200(api().get('/api/WorkOrder/GetSalesOrderTracking?open=1', z.array(ZSalesOrderTracking)))).toEqual(
      [],
    );
    expect((await ok200(api().get('/api/WorkOrder/GetSalesOrderTracking', z.array(ZSalesOrderTracking)))).length).toBe(
      1,
    );
    const paged = await api().get(
      '/api/WorkOrder/GetSalesOrderTracking?page=1&pageSize=5',
      z.array(ZSalesOrderTracking),
    );
    expect(paged.body.meta).toEqual({ total: 1, page: 1, pageSize: 5 });
    const bad = await api().get('/api/WorkOrder/GetSalesOrderTracking?open=2', REFUSED);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.open).toBeDefined();
  });
});

describe('Suborder/GetSuborderTracking', () => {
  it('lists Awaiting, In process and Paused by default, with the last action and its operator', async () => {
    const rows = await ok200(api().get('/api/Suborder/GetSuborderTracking', z.array(ZSuborderTracking)));
    expect(rows.every((s) => [1, 2, 3].includes(s.suborderStatusId))).toBe(true);
    const taken = found(rows, (s) => s.suborderId === first.suborders[0].suborderId);
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
    const notReady = await ok200(
      api().get(`/api/Suborder/GetSuborderTracking?status=4&machineId=${packer}`, z.array(ZSuborderTracking)),
    );
    expect(notReady.length).toBeGreaterThanOrEqual(2);
    expect(notReady.every((s) => s.machineId === packer && s.suborderStatusId === 4)).toBe(true);
    const production = await ok200(
      api().get(
        `/api/Suborder/GetSuborderTracking?status=1,2,3,4&actionId=${WORK_ORDER_ACTION.Production}`,
        z.array(ZSuborderTracking),
      ),
    );
    expect(production.every((s) => s.actionId === WORK_ORDER_ACTION.Production)).toBe(true);
    const searched = await ok200(
      api().get(
        `/api/Suborder/GetSuborderTracking?status=1,2,3,4&search=${loose.workOrderNo}`,
        z.array(ZSuborderTracking),
      ),
    );
    expect(searched.map((s) => s.workOrderId)).toEqual([loose.workOrderId, loose.workOrderId, loose.workOrderId]);
    const page = await api().get(
      '/api/Suborder/GetSuborderTracking?status=1,2,3,4&page=2&pageSize=2&sortField=workOrderNo&sortOrder=ascend',
      z.array(ZSuborderTracking),
    );
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta?.total).toBeGreaterThanOrEqual(9);
    const badSort = await api().get('/api/Suborder/GetSuborderTracking?sortField=nope', REFUSED);
    expect(badSort.status).toBe(400);
    const badStatus = await api().get('/api/Suborder/GetSuborderTracking?status=abc', REFUSED);
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
