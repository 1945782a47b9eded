import {
  defaultRequiredDate,
  NEW_SUBORDER_STATUS,
  type TApiError,
  WORK_ORDER_ACTION,
  WORK_ORDER_MESSAGES,
  WORK_ORDER_SOURCE,
  WORK_ORDER_STATUS,
  workOrderNumberOf,
  ZOrderTypeIdList,
  ZWorkOrderDetail,
  ZWorkOrderDetailList,
  ZWorkOrderList,
  ZWorkOrderSummary,
} from '@packline/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TReply, type TTestApp } from '../../../test/test-app.ts';
import { createMachine } from '../catalogue/base-product.fixtures.ts';
import { baseProduct, product, productMachineMapping } from '../catalogue/catalogue.tables.ts';
import { productTypeAction } from '../lookups/lookups.tables.ts';
import { createQuotedCustomer, ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { suborder, suborderLog, workOrder } from './work-orders.tables.ts';
import { listWorkOrders } from './work-orders-read.ts';

// Work orders (spec 02 §4, §8, §9; issue 15 "Work orders"): creation with its defaults, every message and state
// rule, approval splitting a work order into suborders on the mapped machines (once, also when two approve at
// once), the list and its totals, tracking, and the page sets.

let t: TTestApp;
let admin: string;
let adminId: number;
/** A product whose type has Printing, Production, Packaging (order type 1), each mapped to a machine. */
let made: number;
/** A product whose type has no actions. */
let bare: number;
const machines: Record<number, number> = {};

const api = (token = admin) => t.api(token);
const message = (res: TReply<TApiError>) => res.body.message.message;

async function productTypeOf(productId: number) {
  const [row] = await t.db
    .select({ own: product.productTypeId, base: baseProduct.productTypeId, baseProductId: product.baseProductId })
    .from(product)
    .leftJoin(baseProduct, eq(baseProduct.baseProductId, product.baseProductId))
    .where(eq(product.productId, productId));
  return { productTypeId: (row.own ?? row.base) as number, baseProductId: row.baseProductId as number };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  adminId = (await t.staffSession(admin)).employeeId;
  const cafe = await createQuotedCustomer(t, admin, [40, 50]);
  made = cafe.products[0].productId;
  bare = cafe.products[1].productId;
  const { productTypeId, baseProductId } = await productTypeOf(made);
  // Out of order on purpose: the suborders follow sequenceNo. An order type 2 action must not be used.
  await t.db.insert(productTypeAction).values([
    { productTypeId, action: WORK_ORDER_ACTION.Packaging, orderType: 1, sequenceNo: 30 },
    { productTypeId, action: WORK_ORDER_ACTION.Printing, orderType: 1, sequenceNo: 10 },
    { productTypeId, action: WORK_ORDER_ACTION.Production, orderType: 1, sequenceNo: 20 },
    { productTypeId, action: WORK_ORDER_ACTION.DieCutting, orderType: 2, sequenceNo: 5 },
  ]);
  for (const action of [WORK_ORDER_ACTION.Printing, WORK_ORDER_ACTION.Production, WORK_ORDER_ACTION.Packaging]) {
    machines[action] = (await createMachine(t, admin, action === WORK_ORDER_ACTION.Packaging ? 4 : 3)).machineId;
    await t.db.insert(productMachineMapping).values({ baseProductId, action, machine: machines[action] });
  }
});
afterAll(() => t?.close());

const body = (extra: Record<string, unknown> = {}) => ({ productId: made, quantity: 1200, orderTypeId: 1, ...extra });
const addWorkOrder = async (extra: Record<string, unknown> = {}, token = admin) =>
  ok200(api(token).post('/api/WorkOrder', body(extra), ZWorkOrderDetail));
const setStatus = (id: number, statusId: number) =>
  t.db.update(workOrder).set({ workOrderStatusId: statusId }).where(eq(workOrder.workOrderId, id));

describe('WorkOrder and AddMultiWorkOrder', () => {
  it('creates a New manual work order numbered from its id, due in 14 days, made by the session', async () => {
    const created = await addWorkOrder({ createdEmployeeId: 999999, approvedEmployeeId: 999999, comments: 'Rush' });
    expect(created).toMatchObject({
      workOrderNo: workOrderNumberOf(created.workOrderId),
      productId: made,
      quantity: 1200,
      workOrderStatusId: WORK_ORDER_STATUS.New,
      workOrderStatus: { workOrderStatusName: 'New' },
      workOrderSourceId: WORK_ORDER_SOURCE.Manual,
      requiredDate: defaultRequiredDate(),
      urgent: 0,
      comments: 'Rush',
      createdEmployeeId: adminId,
      approvedEmployeeId: null,
    });
    expect(created.workOrderNo).toMatch(/^WO\d{6}$/);
  });

  it('refuses a negative quantity, a long comment, a missing product and an invalid list quantity', async () => {
    const negative = await api().post('/api/WorkOrder', body({ quantity: -1 }), REFUSED);
    expect(negative.status).toBe(400);
    expect(negative.body.errors?.quantity).toBeDefined();
    const long = await api().post('/api/WorkOrder', body({ comments: 'x'.repeat(151) }), REFUSED);
    expect(message(long)).toBe(WORK_ORDER_MESSAGES.commentTooLong);
    const missing = await api().post('/api/WorkOrder', { quantity: 5, orderTypeId: 1 }, REFUSED);
    expect(message(missing)).toBe(WORK_ORDER_MESSAGES.productRequired);
    const blankQty = await api().post('/api/WorkOrder', { productId: made, orderTypeId: 1 }, REFUSED);
    expect(message(blankQty)).toBe(WORK_ORDER_MESSAGES.quantityRequired);
    for (const quantity of [0, 2.5]) {
      const fromList = await api().post(
        '/api/WorkOrder',
        body({ quantity, workOrderSourceId: WORK_ORDER_SOURCE.Inventory }),
        REFUSED,
      );
      expect(message(fromList), String(quantity)).toBe(WORK_ORDER_MESSAGES.validQty);
    }
    const unknown = await api().post('/api/WorkOrder', body({ productId: 987654 }), REFUSED);
    expect(unknown.status).toBe(404);
    // Zero is a valid quantity on the form (number ≥ 0).
    expect((await addWorkOrder({ quantity: 0 })).quantity).toBe(0);
  });

  it('creates 1 to 50 work orders at once, each numbered', async () => {
    const three = await ok200(
      api().post('/api/WorkOrder/AddMultiWorkOrder/3', body({ quantity: 10 }), ZWorkOrderDetailList),
    );
    expect(three).toHaveLength(3);
    expect(new Set(three.map((w) => w.workOrderNo)).size).toBe(3);
    for (const count of [0, 51, 'x']) {
      const res = await api().post(`/api/WorkOrder/AddMultiWorkOrder/${count}`, body(), REFUSED);
      expect(res.status, String(count)).toBe(400);
      expect(message(res)).toBe(WORK_ORDER_MESSAGES.countRange);
    }
  });

  it('creates an approved work order from the stock monitor with its suborders, approved by the session', async () => {
    const created = await addWorkOrder({
      workOrderStatusId: WORK_ORDER_STATUS.Approved,
      workOrderSourceId: WORK_ORDER_SOURCE.Inventory,
      quantity: 300,
    });
    expect(created).toMatchObject({ workOrderStatusId: 1, approvedEmployeeId: adminId });
    const steps = await t.db.select().from(suborder).where(eq(suborder.workOrderId, created.workOrderId));
    expect(steps).toHaveLength(3);
  });
});

describe('ApproveWorkOrder', () => {
  it('splits the work order into one suborder per action, in sequence, on the mapped machines', async () => {
    const created = await addWorkOrder({ quantity: 5000 });
    const approved = await ok200(
      api().put(
        `/api/WorkOrder/ApproveWorkOrder?id=${created.workOrderId}&approvedComment=Go`,
        undefined,
        ZWorkOrderDetail,
      ),
    );
    expect(approved).toMatchObject({
      workOrderStatusId: WORK_ORDER_STATUS.Approved,
      approvedComments: 'Go',
      approvedEmployeeId: adminId,
    });
    expect(
      approved.suborders.map((s) => [s.actionId, s.machineId, s.suborderStatusId, s.orginalQuantity, s.isSemiLast]),
    ).toEqual([
      [WORK_ORDER_ACTION.Printing, machines[1], NEW_SUBORDER_STATUS.Awaiting, 5000, 0],
      [WORK_ORDER_ACTION.Production, machines[3], NEW_SUBORDER_STATUS.NotReady, 5000, 1],
      [WORK_ORDER_ACTION.Packaging, machines[4], NEW_SUBORDER_STATUS.NotReady, 5000, 0],
    ]);
    const logs = await t.db
      .select()
      .from(suborderLog)
      .where(
        inArray(
          suborderLog.suborderId,
          approved.suborders.map((s) => s.suborderId),
        ),
      )
      .orderBy(asc(suborderLog.suborderId));
    expect(logs.map((l) => [l.toStatusId, l.operEmployeeId])).toEqual([
      [1, adminId],
      [4, adminId],
      [4, adminId],
    ]);

    const again = await api().put(`/api/WorkOrder/ApproveWorkOrder?id=${created.workOrderId}`, undefined, REFUSED);
    expect(again.status).toBe(400);
    expect(message(again)).toBe(WORK_ORDER_MESSAGES.onlyNewApproved);
  });

  it('refuses a product type without actions, and leaves the work order New', async () => {
    // Made before the create-time check (issue 30), or its type's actions removed since.
    const created = await addWorkOrder();
    await t.db.update(workOrder).set({ productId: bare }).where(eq(workOrder.workOrderId, created.workOrderId));
    const res = await api().put(`/api/WorkOrder/ApproveWorkOrder?id=${created.workOrderId}`, undefined, REFUSED);
    expect(res.status).toBe(400);
    expect(message(res)).toBe(WORK_ORDER_MESSAGES.noActions);
    const [row] = await t.db.select().from(workOrder).where(eq(workOrder.workOrderId, created.workOrderId));
    expect(row.workOrderStatusId).toBe(WORK_ORDER_STATUS.New);
    expect(await t.db.select().from(suborder).where(eq(suborder.workOrderId, created.workOrderId))).toEqual([]);
  });

  it('creates only an order type the product type has actions for: else 400 naming orderTypeId (issue 30)', async () => {
    expect(await ok200(api().get(`/api/WorkOrder/GetOrderTypesOfProduct?productId=${made}`, ZOrderTypeIdList))).toEqual(
      [1, 2],
    );
    expect(await ok200(api().get(`/api/WorkOrder/GetOrderTypesOfProduct?productId=${bare}`, ZOrderTypeIdList))).toEqual(
      [],
    );
    for (const extra of [{ productId: bare }, { orderTypeId: 3 }]) {
      const res = await api().post('/api/WorkOrder', body(extra), REFUSED);
      expect(res.status).toBe(400);
      expect(message(res)).toBe(WORK_ORDER_MESSAGES.noActions);
      expect(res.body.errors).toEqual({ orderTypeId: [WORK_ORDER_MESSAGES.noActions] });
    }
    const many = await api().post('/api/WorkOrder/AddMultiWorkOrder/3', body({ orderTypeId: 3 }), REFUSED);
    expect(many.status).toBe(400);
    expect((await addWorkOrder({ orderTypeId: 2 })).orderTypeId).toBe(2);
  });

  it('approves once when two approve at the same time', async () => {
    const created = await addWorkOrder();
    const url = `/api/WorkOrder/ApproveWorkOrder?id=${created.workOrderId}`;
    const results = await Promise.all([api().put(url), api().put(url)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const steps = await t.db.select().from(suborder).where(eq(suborder.workOrderId, created.workOrderId));
    expect(steps).toHaveLength(3);
  });

  it('answers 404 for a work order that does not exist', async () => {
    expect((await api().put('/api/WorkOrder/ApproveWorkOrder?id=987654', undefined, REFUSED)).status).toBe(404);
  });
});

describe('the edits of a work order', () => {
  it('changes the quantity of a New work order only', async () => {
    const created = await addWorkOrder();
    const blank = await api().put(
      `/api/WorkOrder/UpdateWorkOrderQuantity?id=${created.workOrderId}&quantity=`,
      undefined,
      REFUSED,
    );
    expect(message(blank)).toBe(WORK_ORDER_MESSAGES.quantityRequired);
    const none = await api().put(
      `/api/WorkOrder/UpdateWorkOrderQuantity?id=${created.workOrderId}`,
      undefined,
      REFUSED,
    );
    expect(message(none)).toBe(WORK_ORDER_MESSAGES.quantityRequired);
    const changed = await ok200(
      api().put(
        `/api/WorkOrder/UpdateWorkOrderQuantity?id=${created.workOrderId}&quantity=750`,
        undefined,
        ZWorkOrderDetail,
      ),
    );
    expect(changed.quantity).toBe(750);
    await setStatus(created.workOrderId, WORK_ORDER_STATUS.Approved);
    const refused = await api().put(
      `/api/WorkOrder/UpdateWorkOrderQuantity?id=${created.workOrderId}&quantity=9`,
      undefined,
      REFUSED,
    );
    expect(message(refused)).toBe(WORK_ORDER_MESSAGES.onlyNewQuantity);
  });

  it('saves comments and the raw material note, which need text', async () => {
    const created = await addWorkOrder();
    const id = created.workOrderId;
    for (const url of [
      `/api/WorkOrder/WorkOrderComments?id=${id}&comments=%20`,
      `/api/WorkOrder/WorkOrderComments?id=${id}`,
      `/api/WorkOrder/UpdateRawMaterialNote?id=${id}&notes=`,
    ]) {
      expect(message(await api().put(url, undefined, REFUSED)), url).toBe(WORK_ORDER_MESSAGES.notesRequired);
    }
    const long = await api().put(
      `/api/WorkOrder/WorkOrderComments?id=${id}&comments=${'x'.repeat(151)}`,
      undefined,
      REFUSED,
    );
    expect(message(long)).toBe(WORK_ORDER_MESSAGES.commentTooLong);
    expect(
      (
        await ok200(
          api().put(`/api/WorkOrder/WorkOrderComments?id=${id}&comments=Blue%20ink`, undefined, ZWorkOrderDetail),
        )
      ).comments,
    ).toBe('Blue ink');
    const noted = await ok200(
      api().put(`/api/WorkOrder/UpdateRawMaterialNote?id=${id}&notes=Use%20lot%207`, undefined, ZWorkOrderDetail),
    );
    expect(noted.rawMaterialNote).toBe('Use lot 7');
  });

  it('changes urgency unless Completed or Cancelled', async () => {
    const created = await addWorkOrder();
    const id = created.workOrderId;
    expect(
      (await ok200(api().put(`/api/WorkOrder/WorkOrderUrgent?id=${id}&urgent=1`, undefined, ZWorkOrderDetail))).urgent,
    ).toBe(1);
    await setStatus(id, WORK_ORDER_STATUS.ApprovedToo);
    expect(
      (await ok200(api().put(`/api/WorkOrder/WorkOrderUrgent?id=${id}&urgent=0`, undefined, ZWorkOrderDetail))).urgent,
    ).toBe(0);
    for (const status of [WORK_ORDER_STATUS.Completed, WORK_ORDER_STATUS.Cancelled]) {
      await setStatus(id, status);
      const res = await api().put(`/api/WorkOrder/WorkOrderUrgent?id=${id}&urgent=1`, undefined, REFUSED);
      expect(res.status).toBe(400);
      expect(message(res)).toBe(WORK_ORDER_MESSAGES.urgentLocked);
    }
    expect((await api().put(`/api/WorkOrder/WorkOrderUrgent?id=${id}&urgent=2`, undefined, REFUSED)).status).toBe(400);
  });

  it('cancels (Delete) a New or Approved work order, keeping its suborders; never a Completed or Cancelled one', async () => {
    const completed = await addWorkOrder();
    await setStatus(completed.workOrderId, WORK_ORDER_STATUS.Completed);
    const res10 = await api().delete(`/api/WorkOrder/DeleteWorkOrder?id=${completed.workOrderId}`, REFUSED);
    expect(res10.status).toBe(400);
    expect(message(res10)).toBe(WORK_ORDER_MESSAGES.completedNotDeletable);
    const cancelled = await addWorkOrder();
    await setStatus(cancelled.workOrderId, WORK_ORDER_STATUS.Cancelled);
    const res0 = await api().delete(`/api/WorkOrder/DeleteWorkOrder?id=${cancelled.workOrderId}`, REFUSED);
    expect(message(res0)).toBe(WORK_ORDER_MESSAGES.cancelledNotDeletable);

    const approved = await addWorkOrder();
    await ok200(api().put(`/api/WorkOrder/ApproveWorkOrder?id=${approved.workOrderId}`, undefined, ZWorkOrderDetail));
    expect(await ok200(api().delete(`/api/WorkOrder/DeleteWorkOrder?id=${approved.workOrderId}`, z.boolean()))).toBe(
      true,
    );
    const [row] = await t.db.select().from(workOrder).where(eq(workOrder.workOrderId, approved.workOrderId));
    expect(row?.workOrderStatusId).toBe(WORK_ORDER_STATUS.Cancelled);
    const steps = await t.db.select().from(suborder).where(eq(suborder.workOrderId, approved.workOrderId));
    expect(steps.map((s) => s.suborderStatusId)).toEqual([0, 0, 0]);
    const again = await api().delete(`/api/WorkOrder/DeleteWorkOrder?id=${approved.workOrderId}`, REFUSED);
    expect(message(again)).toBe(WORK_ORDER_MESSAGES.cancelledNotDeletable);
    expect((await api().delete('/api/WorkOrder/DeleteWorkOrder?id=99999999', REFUSED)).status).toBe(404);
  });
});

describe('the reads', () => {
  it('lists by status (New, 1, 2 by default), machine and product, paged, with the totals of the whole filter', async () => {
    const other = await createQuotedCustomer(t, admin, [30]);
    const productId = other.products[0].productId;
    const { productTypeId } = await productTypeOf(productId);
    await t.db
      .insert(productTypeAction)
      .values({ productTypeId, action: WORK_ORDER_ACTION.Production, orderType: 1, sequenceNo: 1 });
    const ids: number[] = [];
    for (const quantity of [100, 200, 300, 400]) ids.push((await addWorkOrder({ productId, quantity })).workOrderId);
    await ok200(api().put(`/api/WorkOrder/ApproveWorkOrder?id=${ids[0]}`, undefined, ZWorkOrderDetail));
    await setStatus(ids[2], WORK_ORDER_STATUS.Completed);
    await setStatus(ids[3], WORK_ORDER_STATUS.Cancelled);

    const page = await listWorkOrders(t.db, { productId, page: 1, pageSize: 1 });
    expect(page.meta).toEqual({ total: 2, page: 1, pageSize: 1 });
    expect(page.rows.map((w) => w.workOrderId)).toEqual([ids[1]]);
    const all = await listWorkOrders(t.db, { productId, status: [-1, 1, 2, 10, 0] });
    expect(all.rows).toHaveLength(4);

    const summary = await ok200(
      api().get(`/api/WorkOrder/GetWorkOrderSummary?productId=${productId}&pageSize=1&page=1`, ZWorkOrderSummary),
    );
    expect(summary).toEqual({ totalJobs: 2, totalQty: 300, approvedJobs: 1, approvedQty: 100 });
    const withDone = await ok200(
      api().get(`/api/WorkOrder/GetWorkOrderSummary?productId=${productId}&status=10,-1`, ZWorkOrderSummary),
    );
    expect(withDone).toMatchObject({ totalJobs: 2, totalQty: 500, approvedJobs: 0 });

    // The product maps no machine to Production: its step has none, so no machine lists it.
    const onPrinter = await ok200(
      api().get(`/api/WorkOrder/GetWorkOrderByMachineId?machineId=${machines[1]}`, ZWorkOrderList),
    );
    expect(onPrinter.map((w) => w.workOrderId)).not.toContain(ids[0]);

    const tracking = await ok200(api().get('/api/WorkOrder/GetTrackingInfo', z.array(ZWorkOrderDetail)));
    const tracked = tracking.map((w) => w.workOrderId);
    expect(tracked).toEqual(expect.arrayContaining([ids[0], ids[1], ids[2]]));
    expect(tracked).not.toContain(ids[3]);
    expect(found(tracking, (w) => w.workOrderId === ids[0]).suborders).toHaveLength(1);
  });

  it('lists the work orders with a step on a machine', async () => {
    const created = await addWorkOrder();
    await ok200(api().put(`/api/WorkOrder/ApproveWorkOrder?id=${created.workOrderId}`, undefined, ZWorkOrderDetail));
    const onPacker = await ok200(
      api().get(`/api/WorkOrder/GetWorkOrderByMachineId?machineId=${machines[4]}`, ZWorkOrderList),
    );
    expect(onPacker.map((w) => w.workOrderId)).toContain(created.workOrderId);
    const filtered = await listWorkOrders(t.db, { machineId: machines[4] });
    expect(filtered.rows.map((w) => w.workOrderId)).toContain(created.workOrderId);
  });
});

describe('access', () => {
  it('refuses reads and writes without the pages; a reader cannot write', async () => {
    const nobody = await t.createStaff({ pages: ['/home'] });
    const reader = await t.createStaff({ pages: ['/suborder'] });
    const writer = await t.createStaff({ pages: ['/stock-monitor'] });
    const created = await addWorkOrder();
    const id = created.workOrderId;
    for (const url of [
      '/api/WorkOrder/GetTrackingInfo',
      `/api/WorkOrder/GetWorkOrderByMachineId?machineId=${machines[1]}`,
      '/api/WorkOrder/GetWorkOrderSummary',
    ]) {
      expect((await api(nobody.token).get(url, REFUSED)).status, url).toBe(403);
      expect((await api(reader.token).get(url)).status, url).toBe(200);
    }
    for (const token of [nobody.token, reader.token]) {
      expect((await api(token).post('/api/WorkOrder', body(), REFUSED)).status).toBe(403);
      expect((await api(token).post('/api/WorkOrder/AddMultiWorkOrder/2', body(), REFUSED)).status).toBe(403);
      expect((await api(token).put(`/api/WorkOrder/ApproveWorkOrder?id=${id}`, undefined, REFUSED)).status).toBe(403);
      expect(
        (await api(token).put(`/api/WorkOrder/WorkOrderComments?id=${id}&comments=a`, undefined, REFUSED)).status,
      ).toBe(403);
      expect(
        (await api(token).put(`/api/WorkOrder/UpdateWorkOrderQuantity?id=${id}&quantity=1`, undefined, REFUSED)).status,
      ).toBe(403);
      expect(
        (await api(token).put(`/api/WorkOrder/WorkOrderUrgent?id=${id}&urgent=1`, undefined, REFUSED)).status,
      ).toBe(403);
      expect(
        (await api(token).put(`/api/WorkOrder/UpdateRawMaterialNote?id=${id}&notes=a`, undefined, REFUSED)).status,
      ).toBe(403);
      expect((await api(token).delete(`/api/WorkOrder/DeleteWorkOrder?id=${id}`, REFUSED)).status).toBe(403);
    }
    const mine = await addWorkOrder({}, writer.token);
    expect(mine.createdEmployeeId).toBe(writer.employeeId);
  });
});
