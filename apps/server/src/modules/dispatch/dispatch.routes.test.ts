import {
  BOX_OUT_LOCATION,
  BOX_STATUS,
  DISPATCH_MESSAGES,
  DISPATCH_STATUS,
  ORDER_STATUS,
  packingSlipNoOf,
  ZDispatch,
  ZDispatchList,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { invoice } from '../invoices/invoices.tables.ts';
import type { TQuotedCustomer } from '../sales-orders/sales-order.fixtures.ts';
import { listOrderStatusLog } from '../sales-orders/sales-order-state.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import {
  createApprovedOrder,
  createCourier,
  createDeliveryMethod,
  detail,
  expectStatus,
  message,
  ok200,
  orderStatusOf,
  PACK_QUANTITY,
  quotedCustomer,
  readBoxes,
  readLines,
  stockBoxes,
} from './dispatch.fixtures.ts';
import { dispatching, palletStockLog } from './dispatch.tables.ts';

// The Dispatching calls (spec 01 §4, §5, §7): every message the server gives, the status flow, the stock moves and
// the order's moves. Parallel picking of the same box: dispatch-concurrency.routes.test.ts.

let t: TTestApp;
let admin: string;
let staff: { token: string; employeeId: number };
let cafe: TQuotedCustomer;
let courierId: number;
let methodId: number;
const PALLET_TYPE_CHEP = 3;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  staff = await t.createStaff({ pages: ['/dispatch'] });
  cafe = await quotedCustomer(t, admin, 2);
  courierId = await createCourier(t);
  methodId = await createDeliveryMethod(t);
});
afterAll(() => t?.close());

const api = () => t.api(staff.token);
const productA = () => cafe.products[0].productId as number;
const productB = () => cafe.products[1].productId as number;
const add = (body: Record<string, unknown>) => api().post('/api/Dispatching/AddDispatching', body, ZDispatch);
const refuseAdd = (body: Record<string, unknown>) => api().post('/api/Dispatching/AddDispatching', body, REFUSED);
const completeBody = (dispatchId: number, extra: Record<string, unknown>) => ({
  dispatchId,
  courierId,
  trackingNo: 'NZC-123',
  ...extra,
});
const complete = (dispatchId: number, extra: Record<string, unknown> = {}) =>
  api().put('/api/Dispatching/CompleteDispatching', completeBody(dispatchId, extra), ZDispatch);
const refuseComplete = (dispatchId: number, extra: Record<string, unknown> = {}) =>
  api().put('/api/Dispatching/CompleteDispatching', completeBody(dispatchId, extra), REFUSED);
const deliver = (dispatchId: number) =>
  api().put(`/api/Dispatching/DeliverDispatching?id=${dispatchId}`, undefined, ZDispatch);
const refuseDeliver = (dispatchId: number) =>
  api().put(`/api/Dispatching/DeliverDispatching?id=${dispatchId}`, undefined, REFUSED);
const remove = (dispatchId: number) => api().delete(`/api/Dispatching/DeleteDispatching?id=${dispatchId}`, ZDispatch);
const refuseRemove = (dispatchId: number) =>
  api().delete(`/api/Dispatching/DeleteDispatching?id=${dispatchId}`, REFUSED);
const single = (dispatchId: number) =>
  ok200(api().get(`/api/Dispatching/GetSingleDispatching?dispatchId=${dispatchId}`, ZDispatch));

/** An approved order of 2 cartons of A and 1 of B, with boxes of 1000 pieces: 3 of A and 2 of B. */
async function orderWithStock(cartons = [2, 1], status?: number) {
  const order = await createApprovedOrder(t, admin, cafe, cartons, {
    status,
    extra: { deliveryMethodId: methodId },
  });
  const boxesA = await stockBoxes(t, productA(), PACK_QUANTITY, 3);
  const boxesB = await stockBoxes(t, productB(), PACK_QUANTITY, 2);
  return { ...order, boxesA, boxesB };
}

describe('AddDispatching refusals', () => {
  it("needs products: 'Please select products for this order.'", async () => {
    const { orderId } = await orderWithStock();
    for (const dispatchingDetails of [[], undefined]) {
      const res = await refuseAdd({ orderId, dispatchingDetails, palletInfo: null });
      expectStatus(res, 400);
      expect(message(res)).toBe(DISPATCH_MESSAGES.selectProducts);
    }
  });

  it("needs a whole quantity above 0: 'Please input a valid qty'", async () => {
    const { orderId, boxesA } = await orderWithStock();
    for (const quantity of [0, 1.5, -1]) {
      const res = await refuseAdd({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), quantity)] });
      expectStatus(res, 400);
      expect(message(res)).toBe(DISPATCH_MESSAGES.validQty);
      expect(res.body.errors?.['dispatchingDetails.0.quantity']).toEqual([DISPATCH_MESSAGES.validQty]);
    }
  });

  it("needs the pallet quantity when pallets are sent: 'You need to input'", async () => {
    const { orderId, boxesA } = await orderWithStock();
    const res = await refuseAdd({
      orderId,
      dispatchingDetails: [detail(boxesA[0], productA(), 1000)],
      palletInfo: { plateTypeId: PALLET_TYPE_CHEP, quantity: 0 },
    });
    expectStatus(res, 400);
    expect(message(res)).toBe(DISPATCH_MESSAGES.youNeedToInput);
  });

  it('refuses a product not on the order, a box of another product and a box without the pieces', async () => {
    const { orderId, boxesA, boxesB } = await orderWithStock([2]);
    const notOnOrder = await refuseAdd({ orderId, dispatchingDetails: [detail(boxesB[0], productB(), 10)] });
    expectStatus(notOnOrder, 400);
    expect(message(notOnOrder)).toBe(DISPATCH_MESSAGES.productNotOnOrder(cafe.products[1].productCode));

    const [boxB] = await readBoxes(t, [boxesB[0]]);
    const wrongBox = await refuseAdd({ orderId, dispatchingDetails: [detail(boxesB[0], productA(), 10)] });
    expectStatus(wrongBox, 400);
    expect(message(wrongBox)).toBe(DISPATCH_MESSAGES.boxWrongProduct(boxB.barCode));

    const [boxA] = await readBoxes(t, [boxesA[0]]);
    const tooMany = await refuseAdd({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), 1001)] });
    expectStatus(tooMany, 400);
    expect(message(tooMany)).toBe(DISPATCH_MESSAGES.boxUnavailable(boxA.barCode, 1001));
    // Nothing moved: the refusal rolled the whole call back.
    expect((await readBoxes(t, [boxesA[0]]))[0]).toMatchObject({ quantity: 1000, status: BOX_STATUS.InStock });
    expect((await readLines(t, orderId))[0].dispatchedQuantity).toBe(0);
    expect(await orderStatusOf(t, orderId)).toBe(ORDER_STATUS.Approved);
  });

  it('refuses an order line of another product, an order not approved, and an order out of reach', async () => {
    const { orderId, lines, boxesA } = await orderWithStock();
    const otherLine = await refuseAdd({
      orderId,
      dispatchingDetails: [detail(boxesA[0], productA(), 10, { orderProductId: lines[1].orderProductId })],
    });
    expectStatus(otherLine, 400);
    expect(message(otherLine)).toBe(DISPATCH_MESSAGES.productNotOnOrder(cafe.products[0].productCode));

    const fresh = await orderWithStock([1], ORDER_STATUS.New);
    const notApproved = await refuseAdd({
      orderId: fresh.orderId,
      dispatchingDetails: [detail(fresh.boxesA[0], productA(), 5)],
    });
    expectStatus(notApproved, 400);
    expect(message(notApproved)).toBe(DISPATCH_MESSAGES.orderNotDispatchable);

    await t.db.update(salesOrder).set({ deletedAt: new Date() }).where(eq(salesOrder.orderId, fresh.orderId));
    expectStatus(
      await refuseAdd({ orderId: fresh.orderId, dispatchingDetails: [detail(fresh.boxesA[0], productA(), 5)] }),
      404,
    );
  });

  it('is for the dispatch pages only', async () => {
    const { orderId, boxesA } = await orderWithStock();
    const body = { orderId, dispatchingDetails: [detail(boxesA[0], productA(), 5)] };
    const sales = await t.createStaff({ pages: ['/sales-order-management'] });
    expectStatus(await t.api(sales.token).post('/api/Dispatching/AddDispatching', body, REFUSED), 403);
    const customer = await t.createCustomer();
    expectStatus(await t.api(customer.token).post('/api/Dispatching/AddDispatching', body, REFUSED), 403);
    // The order pages read dispatches.
    expectStatus(await t.api(sales.token).get(`/api/Dispatching/GetByOrderId?orderId=${orderId}`, ZDispatchList), 200);
    expectStatus(await t.api(customer.token).get(`/api/Dispatching/GetByOrderId?orderId=${orderId}`, REFUSED), 403);
  });
});

describe('a dispatch from picking to delivered', () => {
  it('picks: boxes leave stock, the lines count the pieces, the order moves to Dispatch, pallets are logged', async () => {
    const { orderId, lines, boxesA, boxesB } = await orderWithStock();
    const created = await ok200(
      add({
        orderId,
        employeeId: 999_999,
        dispatchingDetails: [
          detail(boxesA[0], productA(), 1000),
          detail(boxesA[1], productA(), 400),
          detail(boxesB[0], productB(), 250),
        ],
        palletInfo: { plateTypeId: PALLET_TYPE_CHEP, quantity: 2 },
      }),
    );
    expect(created).toMatchObject({
      orderId,
      status: DISPATCH_STATUS.Picking,
      statusName: 'Picking',
      packingSlipNo: packingSlipNoOf(created.dispatchId),
      employee: { employeeId: staff.employeeId },
      palletType: PALLET_TYPE_CHEP,
      palletTypeName: 'CHEP',
      palletQuantity: 2,
      totalQuantity: 1650,
      palletStockLog: [{ plateType: { plateTypeName: 'CHEP' }, quantity: 2 }],
    });
    expect(created.dispatchingDetails).toHaveLength(3);
    expect(created.dispatchingDetails[0]).toMatchObject({
      boxId: boxesA[0],
      orderProductId: lines[0].orderProductId,
      quantity: 1000,
    });
    expect(created.dispatchingOutStanding).toMatchObject([
      { orderProductId: lines[0].orderProductId, quantity: 2000, dispatchedQuantity: 0, inDeliveryingQuantity: 1400 },
      { orderProductId: lines[1].orderProductId, quantity: 1000, dispatchedQuantity: 0, inDeliveryingQuantity: 250 },
    ]);
    expect(await readBoxes(t, [boxesA[0], boxesA[1], boxesB[0]])).toMatchObject([
      { quantity: 0, status: BOX_STATUS.InDispatching },
      { quantity: 600, status: BOX_STATUS.InStock },
      { quantity: 750, status: BOX_STATUS.InStock },
    ]);
    expect(await orderStatusOf(t, orderId)).toBe(ORDER_STATUS.Dispatch);
    const pallets = await t.db.select().from(palletStockLog).where(eq(palletStockLog.dispatchId, created.dispatchId));
    expect(pallets).toMatchObject([{ customerId: cafe.customerId, plateTypeId: PALLET_TYPE_CHEP, quantity: 2 }]);
  });

  it('updates while picking: the old boxes come back exactly, the new ones are taken, the pallet line replaced', async () => {
    const { orderId, boxesA } = await orderWithStock([2]);
    const created = await ok200(
      add({
        orderId,
        dispatchingDetails: [detail(boxesA[0], productA(), 700)],
        palletInfo: { plateTypeId: PALLET_TYPE_CHEP, quantity: 1 },
      }),
    );
    const updated = await ok200(
      api().put(
        '/api/Dispatching/UpdateDispatching',
        {
          dispatchId: created.dispatchId,
          dispatchingDetails: [detail(boxesA[0], productA(), 1000), detail(boxesA[1], productA(), 1000)],
          palletType: 4,
          palletQuantity: 3,
        },
        ZDispatch,
      ),
    );
    expect(updated).toMatchObject({ totalQuantity: 2000, palletType: 4, palletQuantity: 3 });
    expect(updated.palletStockLog).toEqual([{ plateType: { plateTypeName: 'Loscam' }, quantity: 3 }]);
    expect(await readBoxes(t, boxesA)).toMatchObject([
      { quantity: 0, status: BOX_STATUS.InDispatching },
      { quantity: 0, status: BOX_STATUS.InDispatching },
      { quantity: 1000, status: BOX_STATUS.InStock },
    ]);
    expect((await readLines(t, orderId))[0].dispatchedQuantity).toBe(2000);

    const noPallet = await ok200(
      api().put(
        '/api/Dispatching/UpdateDispatching',
        {
          dispatchId: created.dispatchId,
          dispatchingDetails: [detail(boxesA[2], productA(), 10)],
          palletType: null,
          palletQuantity: null,
        },
        ZDispatch,
      ),
    );
    expect(noPallet).toMatchObject({ totalQuantity: 10, palletType: null, palletStockLog: [] });
    expect(await readBoxes(t, boxesA)).toMatchObject([{ quantity: 1000 }, { quantity: 1000 }, { quantity: 990 }]);
    expect((await readLines(t, orderId))[0].dispatchedQuantity).toBe(10);

    const halfPallet = await api().put(
      '/api/Dispatching/UpdateDispatching',
      {
        dispatchId: created.dispatchId,
        dispatchingDetails: [detail(boxesA[2], productA(), 10)],
        palletType: 4,
      },
      REFUSED,
    );
    expectStatus(halfPallet, 400);
    expect(message(halfPallet)).toBe(DISPATCH_MESSAGES.youNeedToInput);
    const noType = await api().put(
      '/api/Dispatching/UpdateDispatching',
      {
        dispatchId: created.dispatchId,
        dispatchingDetails: [detail(boxesA[2], productA(), 10)],
        palletQuantity: 2,
      },
      REFUSED,
    );
    expectStatus(noType, 400);
    expect(message(noType)).toBe(DISPATCH_MESSAGES.fillPalletForm);
  });

  it("completes with courier and tracking number ('Please fill the form.'), then delivers once", async () => {
    const { orderId, lines, boxesA, boxesB } = await orderWithStock();
    const created = await ok200(
      add({
        orderId,
        dispatchingDetails: [
          detail(boxesA[0], productA(), 1000),
          detail(boxesA[1], productA(), 1000),
          detail(boxesB[0], productB(), 1000),
        ],
      }),
    );
    const id = created.dispatchId;

    for (const missing of [{ trackingNo: '' }, { trackingNo: undefined }, { courierId: undefined }, { courierId: 0 }]) {
      const res = await refuseComplete(id, missing);
      expectStatus(res, 400);
      expect(message(res)).toBe(DISPATCH_MESSAGES.fillForm);
    }
    const early = await refuseDeliver(id);
    expectStatus(early, 400);
    expect(message(early)).toBe(DISPATCH_MESSAGES.notDispatched);

    const done = await ok200(
      complete(id, { orderProducts: [{ orderProductId: lines[0].orderProductId, deliveredQuantity: 5 }] }),
    );
    expect(done).toMatchObject({ status: DISPATCH_STATUS.Dispatch, trackingNo: 'NZC-123', courierId });
    expect(done.courier?.courierName).toMatch(/^Courier/);
    expect(done.completedAt).not.toBeNull();
    // The server counts from the boxes, not the body's 5.
    expect(await readLines(t, orderId)).toMatchObject([
      { dispatchedQuantity: 0, deliveredQuantity: 2000 },
      { dispatchedQuantity: 0, deliveredQuantity: 1000 },
    ]);
    const sent = await readBoxes(t, [boxesA[0], boxesA[1], boxesB[0]]);
    for (const row of sent) {
      expect(row).toMatchObject({ status: BOX_STATUS.Out, location: BOX_OUT_LOCATION.Delivered, quantity: 0 });
      expect(row.dispatchedAt).not.toBeNull();
    }
    const invoices = await t.db.select().from(invoice).where(eq(invoice.dispatchId, id));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ orderId, employeeId: staff.employeeId, paid: 0 });

    for (const change of [
      () =>
        api().put(
          '/api/Dispatching/UpdateDispatching',
          { dispatchId: id, dispatchingDetails: [detail(boxesA[2], productA(), 1)] },
          REFUSED,
        ),
      () => refuseComplete(id),
    ]) {
      const res = await change();
      expectStatus(res, 400);
      expect(message(res)).toBe(DISPATCH_MESSAGES.notPicking);
    }

    const delivered = await ok200(deliver(id));
    expect(delivered).toMatchObject({ status: DISPATCH_STATUS.Delivered, statusName: 'Delivered' });
    expect(delivered.deliveredAt).not.toBeNull();
    expect(await orderStatusOf(t, orderId)).toBe(ORDER_STATUS.Delivered);

    const again = await refuseDeliver(id);
    expectStatus(again, 400);
    expect(message(again)).toBe('This order has already Delivered!');
    const notDeletable = await refuseRemove(id);
    expectStatus(notDeletable, 400);
    expect(message(notDeletable)).toBe(DISPATCH_MESSAGES.deliveredNotDeletable);
  });

  it('moves the order to Delivered only when every live dispatch is delivered and every line in full', async () => {
    const { orderId, boxesA, boxesB } = await orderWithStock();
    const first = await ok200(add({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), 1000)] }));
    const second = await ok200(
      add({
        orderId,
        dispatchingDetails: [detail(boxesA[1], productA(), 1000), detail(boxesB[0], productB(), 1000)],
      }),
    );
    const cancelled = await ok200(add({ orderId, dispatchingDetails: [detail(boxesA[2], productA(), 5)] }));
    await ok200(remove(cancelled.dispatchId));

    await ok200(complete(first.dispatchId));
    await ok200(deliver(first.dispatchId));
    expect(await orderStatusOf(t, orderId)).toBe(ORDER_STATUS.Dispatch);
    await ok200(complete(second.dispatchId));
    expect(await orderStatusOf(t, orderId)).toBe(ORDER_STATUS.Dispatch);
    await ok200(deliver(second.dispatchId));
    expect(await orderStatusOf(t, orderId)).toBe(ORDER_STATUS.Delivered);
  });

  it('leaves the order in Dispatch when everything sent is delivered but a line is short', async () => {
    const { orderId, boxesA, boxesB } = await orderWithStock();
    const only = await ok200(
      add({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), 1000), detail(boxesB[0], productB(), 1000)] }),
    );
    await ok200(complete(only.dispatchId));
    await ok200(deliver(only.dispatchId));
    expect(await orderStatusOf(t, orderId)).toBe(ORDER_STATUS.Dispatch);
  });

  it('moves an order in Production through Warehouse to Dispatch, each step logged', async () => {
    const { orderId, boxesA } = await orderWithStock([1], ORDER_STATUS.Production);
    await ok200(add({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), 1000)] }));
    expect(await orderStatusOf(t, orderId)).toBe(ORDER_STATUS.Dispatch);
    expect((await listOrderStatusLog(t.db, orderId)).map((step) => step.toStatusId)).toEqual([
      ORDER_STATUS.New,
      ORDER_STATUS.Approved,
      ORDER_STATUS.Production,
      ORDER_STATUS.Warehouse,
      ORDER_STATUS.Dispatch,
    ]);
  });
});

describe('DeleteDispatching', () => {
  it('cancels a picking dispatch: the boxes get their pieces back exactly, lines and pallet log too', async () => {
    const { orderId, boxesA, boxesB } = await orderWithStock();
    const before = await readBoxes(t, [...boxesA, ...boxesB]);
    const created = await ok200(
      add({
        orderId,
        dispatchingDetails: [
          detail(boxesA[0], productA(), 1000),
          detail(boxesA[1], productA(), 333),
          detail(boxesA[1], productA(), 17),
          detail(boxesB[0], productB(), 999),
        ],
        palletInfo: { plateTypeId: PALLET_TYPE_CHEP, quantity: 1 },
      }),
    );
    const cancelled = await ok200(remove(created.dispatchId));
    expect(cancelled).toMatchObject({ status: DISPATCH_STATUS.Cancelled, statusName: 'Cancelled', palletStockLog: [] });
    const after = await readBoxes(t, [...boxesA, ...boxesB]);
    expect(after.map((b) => [b.quantity, b.status])).toEqual(before.map((b) => [b.quantity, b.status]));
    expect(await readLines(t, orderId)).toMatchObject([{ dispatchedQuantity: 0 }, { dispatchedQuantity: 0 }]);
    expect(await t.db.select().from(palletStockLog).where(eq(palletStockLog.dispatchId, created.dispatchId))).toEqual(
      [],
    );
    // The details stay on the cancelled dispatch for the record.
    expect((await single(created.dispatchId)).dispatchingDetails).toHaveLength(4);
    const again = await refuseRemove(created.dispatchId);
    expectStatus(again, 400);
    expect(message(again)).toBe(DISPATCH_MESSAGES.alreadyCancelled);
    expectStatus(await refuseRemove(999_999), 404);
  });

  it('cancels a completed dispatch: boxes back in stock, delivered pieces gone, the invoice kept and credited', async () => {
    const { orderId, boxesA } = await orderWithStock([2]);
    const created = await ok200(
      add({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), 1000), detail(boxesA[1], productA(), 250)] }),
    );
    await ok200(complete(created.dispatchId));
    expect(await t.db.select().from(invoice).where(eq(invoice.dispatchId, created.dispatchId))).toHaveLength(1);
    await ok200(remove(created.dispatchId));
    expect(await readBoxes(t, boxesA)).toMatchObject([
      { quantity: 1000, status: BOX_STATUS.InStock, location: null, dispatchedAt: null },
      { quantity: 1000, status: BOX_STATUS.InStock },
      { quantity: 1000, status: BOX_STATUS.InStock },
    ]);
    expect(await readLines(t, orderId)).toMatchObject([{ dispatchedQuantity: 0, deliveredQuantity: 0 }]);
    const [kept] = await t.db.select().from(invoice).where(eq(invoice.dispatchId, created.dispatchId));
    const credits = await t.db.select().from(invoice).where(eq(invoice.creditsInvoiceId, kept.invoiceId));
    expect(credits).toHaveLength(1);
    expect(Number(credits[0].priceInclgst)).toBe(-Number(kept.priceInclgst));
    expect([kept.paid, credits[0].paid]).toEqual([1, 1]);
  });

  it('refuses to cancel a completed dispatch whose invoice is paid', async () => {
    const { orderId, boxesA } = await orderWithStock([2]);
    const created = await ok200(add({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), 1000)] }));
    await ok200(complete(created.dispatchId));
    await t.db.update(invoice).set({ paid: 1 }).where(eq(invoice.dispatchId, created.dispatchId));
    const res = await refuseRemove(created.dispatchId);
    expectStatus(res, 400);
    expect(message(res)).toBe(DISPATCH_MESSAGES.paidNotDeletable);
    expect((await readBoxes(t, [boxesA[0]]))[0]).toMatchObject({ status: BOX_STATUS.Out, quantity: 0 });
  });

  it('keeps a box shared by two dispatches in dispatching until the last one holding it completes', async () => {
    const { orderId, boxesA } = await orderWithStock([2]);
    const first = await ok200(add({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), 600)] }));
    const second = await ok200(add({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), 400)] }));
    expect((await readBoxes(t, [boxesA[0]]))[0]).toMatchObject({ quantity: 0, status: BOX_STATUS.InDispatching });
    await ok200(complete(first.dispatchId));
    expect((await readBoxes(t, [boxesA[0]]))[0]).toMatchObject({ status: BOX_STATUS.InDispatching });
    await ok200(complete(second.dispatchId));
    expect((await readBoxes(t, [boxesA[0]]))[0]).toMatchObject({ status: BOX_STATUS.Out });
  });
});

describe('the lists', () => {
  it('lists by created day (Auckland) without details, by status, and by order with the picked boxes', async () => {
    const { orderId, boxesA } = await orderWithStock([2]);
    const picking = await ok200(add({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), 100)] }));
    const sent = await ok200(add({ orderId, dispatchingDetails: [detail(boxesA[1], productA(), 100)] }));
    await ok200(complete(sent.dispatchId));
    const aWeekAgo = new Date(Date.now() - 7 * 86_400_000);
    const old = await ok200(add({ orderId, dispatchingDetails: [detail(boxesA[2], productA(), 100)] }));
    await t.db.update(dispatching).set({ createdAt: aWeekAgo }).where(eq(dispatching.dispatchId, old.dispatchId));

    const ids = (rows: readonly { dispatchId: number }[]) => rows.map((row) => row.dispatchId);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
    const slash = today.replaceAll('-', '/');
    const todays = await ok200(
      api().get(`/api/Dispatching/GetAllDispatching?start=${slash}&end=${slash}`, z.array(ZDispatch)),
    );
    expect(ids(todays)).toEqual(expect.arrayContaining([picking.dispatchId, sent.dispatchId]));
    expect(ids(todays)).not.toContain(old.dispatchId);
    expect(todays.find((row) => row.dispatchId === sent.dispatchId)).toMatchObject({
      status: 1,
      totalQuantity: 100,
      dispatchingDetails: [],
      customer: { customerId: cafe.customerId },
    });
    const lastMonth = await ok200(api().get('/api/Dispatching/GetAllDispatching', z.array(ZDispatch)));
    expect(ids(lastMonth)).toContain(old.dispatchId);
    const pickingOnly = await ok200(
      api().get(`/api/Dispatching/GetAllDispatching?orderId=${orderId}&status=3`, z.array(ZDispatch)),
    );
    expect(ids(pickingOnly)).toEqual([old.dispatchId, picking.dispatchId]);
    const both = await ok200(
      api().get(`/api/Dispatching/GetAllDispatching?orderId=${orderId}&status=3,1`, z.array(ZDispatch)),
    );
    expect(ids(both)).toEqual([old.dispatchId, sent.dispatchId, picking.dispatchId]);
    const ofOrder = await ok200(api().get(`/api/Dispatching/GetByOrderId?orderId=${orderId}`, ZDispatchList));
    expect(ids(ofOrder)).toEqual([old.dispatchId, sent.dispatchId, picking.dispatchId]);

    // spec 01 §3: by order, each dispatch carries its picked boxes (boxId, productId, quantity, box.barCode, product).
    const sentRow = found(both, (row) => row.dispatchId === sent.dispatchId);
    expect(sentRow.dispatchingDetails).toEqual([
      expect.objectContaining({
        boxId: boxesA[1],
        productId: productA(),
        quantity: 100,
        box: { barCode: expect.any(String) },
        product: expect.objectContaining({ productCode: expect.any(String) }),
      }),
    ]);
    expect(found(both, (row) => row.dispatchId === picking.dispatchId).dispatchingDetails).toEqual([
      expect.objectContaining({ boxId: boxesA[0], quantity: 100 }),
    ]);

    const bad = await api().get('/api/Dispatching/GetAllDispatching?start=yesterday', REFUSED);
    expectStatus(bad, 400);
    expect(message(bad)).toBe('start must be a date (YYYY/MM/DD)');
    expectStatus(await api().get('/api/Dispatching/GetSingleDispatching?dispatchId=999999', REFUSED), 404);
  });

  it('shows a salesperson only the dispatches of their own orders', async () => {
    const { orderId, boxesA } = await orderWithStock([1]);
    const created = await ok200(add({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), 1)] }));
    const seller = await t.createStaff({ pages: ['/sales-order-management-for-sales'] });
    expectStatus(
      await t.api(seller.token).get(`/api/Dispatching/GetSingleDispatching?dispatchId=${created.dispatchId}`, REFUSED),
      404,
    );
    await t.db.update(salesOrder).set({ employeeId: seller.employeeId }).where(eq(salesOrder.orderId, orderId));
    expect(
      await ok200(
        t.api(seller.token).get(`/api/Dispatching/GetSingleDispatching?dispatchId=${created.dispatchId}`, ZDispatch),
      ),
    ).toMatchObject({ dispatchId: created.dispatchId });
  });
});

describe('GetPackingSlip', () => {
  it('answers the PDF named PS{slipNo}_{customerCode}.pdf', async () => {
    const { orderId, boxesA } = await orderWithStock([1]);
    const created = await ok200(add({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), 1000)] }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Dispatching/GetPackingSlip?dispatchId=${created.dispatchId}`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [row] = await t.db.select().from(salesOrder).where(eq(salesOrder.orderId, orderId));
    expect(row.deliveryMethodId).toBe(methodId);
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`PS${created.packingSlipNo}_${created.customer.customerCode}.pdf`),
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an order without a delivery method', async () => {
    const { orderId, boxesA } = await orderWithStock([1]);
    const created = await ok200(add({ orderId, dispatchingDetails: [detail(boxesA[0], productA(), 1000)] }));
    await t.db.update(salesOrder).set({ deliveryMethodId: null }).where(eq(salesOrder.orderId, orderId));
    const res = await api().get(`/api/Dispatching/GetPackingSlip?dispatchId=${created.dispatchId}`, REFUSED);
    expectStatus(res, 400);
    expect(message(res)).toBe(DISPATCH_MESSAGES.noDeliveryMethod);
  });
});
