import {
  computeGst,
  computeTotal,
  DISPATCH_MESSAGES,
  invoiceDueDate,
  ORDER_STATUS,
  PAYMENT_TERM_PREPAY,
  type TInvoice,
  ZInvoice,
  ZOrder,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, type TTestApp } from '../../../test/test-app.ts';
import { raiseInvoiceOfDispatch } from '../dispatch/dispatch.service.ts';
import { dispatching } from '../dispatch/dispatch.tables.ts';
import { createQuotedCustomer, ok200, type TQuotedCustomer, today } from '../sales-orders/sales-order.fixtures.ts';
import { listOrderStatusLog } from '../sales-orders/sales-order-state.ts';
import { completeDispatch, createOrder, insertDispatch, pickOf, setOrder, setPurchPrice } from './invoice.fixtures.ts';
import { cancelDispatchInvoice, settleOrderIfPaid } from './invoices.service.ts';
import { invoice, invoiceItem } from './invoices.tables.ts';

// When invoices are raised (README.md): at dispatch completion for what the dispatch delivered, the options on the
// order's first invoice; at prepaid approval one paid invoice for the whole order; cancelling and settling.

let t: TTestApp;
let admin: string;
let adminId: number;
let cafe: TQuotedCustomer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  adminId = (await t.staffSession(admin)).employeeId;
  cafe = await createQuotedCustomer(t, admin, [80, 12.345]);
});
afterAll(() => t?.close());

const cup = () => cafe.products[0].productId;
const lid = () => cafe.products[1].productId;
const invoicesOf = async (orderId: number): Promise<TInvoice[]> =>
  ok200(t.api(admin).get(`/api/Invoice/GetAllInvoice?orderId=${orderId}`, z.array(ZInvoice)));

/** 3 cartons (3000) of cups at 80, 2 cartons (2000) of lids at 12.345, a setup fee 2 × 85. */
const twoLineOrder = (extra: Record<string, unknown> = {}) =>
  createOrder(
    t,
    admin,
    cafe.customerId,
    [
      { productId: cup(), cartons: 3, unitPrice: 80 },
      { productId: lid(), cartons: 2, unitPrice: 12.345 },
    ],
    { orderOption: [{ optionId: 3, quantity: 2, unitPrice: 85, price: 170 }], custOrderNo: 'PO-9', ...extra },
  );

describe('at dispatch completion', () => {
  it('invoices what the dispatch delivered, with the options on the first invoice only', async () => {
    const order = await twoLineOrder({ accountNote: 'Pay by card' });
    const seller = await t.createStaff({ firstName: 'Sam', lastName: 'Seller' });
    await setOrder(t.db, order.orderId, { paymentCycleId: 1, employeeId: seller.employeeId });
    await setPurchPrice(t.db, order.orderProduct[0].orderProductId, '50');
    await setPurchPrice(t.db, order.orderProduct[1].orderProductId, '5');
    // Two boxes of cups for one line count as one item; half the lids.
    const first = await insertDispatch(t.db, order.orderId, [
      pickOf(order, 0, 1500),
      pickOf(order, 0, 500),
      pickOf(order, 1, 1000),
    ]);
    const invoiceId = await completeDispatch(t.db, first, adminId);
    expect(invoiceId).toEqual(expect.any(Number));

    const [raised] = await invoicesOf(order.orderId);
    // 2 × 80 + 24.69 × 1000 / 2000 (12.345 → 12.35) + 170 = 342.35.
    expect(raised).toMatchObject({
      invoiceId,
      orderId: order.orderId,
      orderNo: order.orderNo,
      dispatchId: first,
      customerId: cafe.customerId,
      totalPrice: '342.35',
      gst: computeGst(342.35).toFixed(2),
      priceInclgst: computeTotal(342.35).toFixed(2),
      paid: 0,
      paymentDate: null,
      invoiceNote: null,
      invoiceDate: today,
      dueDate: invoiceDueDate(today, 1),
      PoNo: 'PO-9',
      accountNote: 'Pay by card',
      packingSlipNo: String(first).padStart(6, '0'),
      employeeName: 'Sam Seller',
      // 342.35 − (50 × 2 + 5 × 1)
      profit: '237.35',
    });
    expect(raised.gst).toBe('51.35');
    expect(raised.priceInclgst).toBe('393.70');
    expect(raised.invoiceItem).toEqual([
      expect.objectContaining({
        productId: cup(),
        optionId: null,
        productOrOptionName: cafe.products[0].productName,
        quantity: 2000,
        packageQty: 2,
        unitPrice: '80.000',
        totalPrice: '160.00',
        reservePrice: '50.000',
        reserveTotalPrice: '100.00',
      }),
      expect.objectContaining({ productId: lid(), quantity: 1000, packageQty: 1, totalPrice: '12.35' }),
      expect.objectContaining({
        productId: null,
        optionId: 3,
        productOrOptionName: 'Setup Fee',
        quantity: 2,
        packageQty: null,
        unitPrice: '85.000',
        totalPrice: '170.00',
        reservePrice: null,
        reserveTotalPrice: null,
      }),
    ]);

    // Completing twice raises nothing new.
    expect(await t.db.transaction((tx) => raiseInvoiceOfDispatch(tx, first, adminId))).toBe(invoiceId);

    // The rest: no options again; a line without a purchase price leaves the profit unknown.
    await setPurchPrice(t.db, order.orderProduct[0].orderProductId, null);
    const second = await insertDispatch(t.db, order.orderId, [pickOf(order, 0, 1000), pickOf(order, 1, 1000)]);
    const secondId = await completeDispatch(t.db, second, adminId);
    const rest = found(await invoicesOf(order.orderId), (row) => row.invoiceId === secondId);
    // 80 + (24.69 × 1000 / 2000 → 12.35)
    expect(rest).toMatchObject({ dispatchId: second, totalPrice: '92.35', profit: null });
    expect(rest.invoiceItem.map((item) => item.optionId)).toEqual([null, null]);
  });

  it('raises nothing for a dispatch that took nothing, and refuses an unknown dispatch', async () => {
    const order = await twoLineOrder();
    const empty = await insertDispatch(t.db, order.orderId, []);
    expect(await completeDispatch(t.db, empty, adminId)).toBeNull();
    expect(await invoicesOf(order.orderId)).toEqual([]);
    await expect(t.db.transaction((tx) => raiseInvoiceOfDispatch(tx, 999_999, adminId))).rejects.toThrow(
      'Dispatch 999999 was not found.',
    );
  });

  it('dates the due date by the order payment term', async () => {
    const order = await twoLineOrder();
    await setOrder(t.db, order.orderId, { paymentCycleId: 3 });
    const dispatchId = await insertDispatch(t.db, order.orderId, [pickOf(order, 0, 3000)]);
    await completeDispatch(t.db, dispatchId, adminId);
    const [raised] = await invoicesOf(order.orderId);
    expect(raised.dueDate).toBe(invoiceDueDate(today, 3));
    // The whole line: the line total itself, options on the first invoice.
    expect(raised.totalPrice).toBe('410.00');
  });
});

describe('prepaid approval', () => {
  it('raises one paid invoice for the whole order carrying the invoice number, and no dispatch invoice', async () => {
    const order = await twoLineOrder();
    await setOrder(t.db, order.orderId, {
      orderStatusId: ORDER_STATUS.Online,
      online: 1,
      paymentCycleId: PAYMENT_TERM_PREPAY,
    });
    const approved = await ok200(
      t
        .api(admin)
        .put(
          `/api/SalesOrder/ApproveOrder?id=${order.orderId}&invoiceNote=INV-777&paymentDate=2030/01/15`,
          undefined,
          ZOrder,
        ),
    );
    expect(approved.orderStatusId).toBe(ORDER_STATUS.Approved);

    const [prepaid] = await invoicesOf(order.orderId);
    expect(prepaid).toMatchObject({
      dispatchId: null,
      packingSlipNo: null,
      paid: 1,
      invoiceNote: 'INV-777',
      paymentDate: '2030-01-15',
      invoiceDate: today,
      dueDate: today,
      totalPrice: order.totalPrice,
      priceInclgst: order.priceInclgst,
    });
    expect(prepaid.invoiceItem).toMatchObject([
      { productId: cup(), quantity: 3000, packageQty: 3, totalPrice: '240.00' },
      { productId: lid(), quantity: 2000, packageQty: 2, totalPrice: '24.69' },
      { optionId: 3, totalPrice: '170.00' },
    ]);

    const dispatchId = await insertDispatch(t.db, order.orderId, [pickOf(order, 0, 3000)]);
    expect(await completeDispatch(t.db, dispatchId, adminId)).toBeNull();
    expect(await invoicesOf(order.orderId)).toHaveLength(1);
  });

  it('approval without a payment date pays today', async () => {
    const order = await twoLineOrder();
    await setOrder(t.db, order.orderId, { orderStatusId: ORDER_STATUS.Online, online: 1 });
    await ok200(
      t.api(admin).put(`/api/SalesOrder/ApproveOrder?id=${order.orderId}&invoiceNote=INV-778`, undefined, ZOrder),
    );
    expect(await invoicesOf(order.orderId)).toMatchObject([{ paid: 1, invoiceNote: 'INV-778', paymentDate: today }]);
  });
});

describe('cancelling a dispatch invoice', () => {
  it('keeps the invoice and cancels it by a credit note (the next one carries the options), and refuses a paid one', async () => {
    const order = await twoLineOrder();
    const first = await insertDispatch(t.db, order.orderId, [pickOf(order, 0, 1000)]);
    const firstId = (await completeDispatch(t.db, first, adminId)) as number;
    const creditId = await t.db.transaction((tx) => cancelDispatchInvoice(tx, first, adminId));
    const [original, credit] = await invoicesOf(order.orderId).then((rows) =>
      [...rows].sort((a, b) => a.invoiceId - b.invoiceId),
    );
    expect(original).toMatchObject({ invoiceId: firstId, paid: 1, paymentDate: today });
    expect(original.invoiceNote).toBe(`Cancelled with dispatch ${first}: credited by invoice ${creditId}`);
    expect(credit).toMatchObject({ invoiceId: creditId, paid: 1, paymentDate: today, dispatchId: null });
    expect(Number(credit.priceInclgst)).toBe(-Number(original.priceInclgst));
    expect(credit.invoiceItem.map((item) => [item.optionId, Number(item.quantity)])).toEqual(
      original.invoiceItem.map((item) => [item.optionId, -Number(item.quantity)]),
    );
    // The original's items are still there.
    expect(await t.db.select().from(invoiceItem).where(eq(invoiceItem.invoiceId, firstId))).toHaveLength(
      original.invoiceItem.length,
    );
    await t.db.update(dispatching).set({ status: 0 }).where(eq(dispatching.dispatchId, first));

    const second = await insertDispatch(t.db, order.orderId, [pickOf(order, 0, 1000)]);
    const secondId = await completeDispatch(t.db, second, adminId);
    const again = found(await invoicesOf(order.orderId), (row) => row.invoiceId === secondId);
    expect(again.invoiceItem.map((item) => item.optionId)).toEqual([null, 3]);

    await ok200(
      t
        .api(admin)
        .put(`/api/Invoice/InvoiceMarkPaid?invoiceId=${secondId}&paid=1&invoiceNote=Bank`, undefined, ZInvoice),
    );
    await expect(t.db.transaction((tx) => cancelDispatchInvoice(tx, second, adminId))).rejects.toThrow(
      DISPATCH_MESSAGES.paidNotDeletable,
    );
    expect(await invoicesOf(order.orderId)).toHaveLength(3);
  });

  it('cancels quietly a dispatch that raised no invoice', async () => {
    const order = await twoLineOrder();
    const dispatchId = await insertDispatch(t.db, order.orderId, [pickOf(order, 0, 1000)]);
    expect(await t.db.transaction((tx) => cancelDispatchInvoice(tx, dispatchId, adminId))).toBeNull();
    expect(await invoicesOf(order.orderId)).toEqual([]);
  });
});

describe('settling an order', () => {
  it('moves a Delivered order to Paid only when every invoice of it is paid', async () => {
    const order = await twoLineOrder();
    const first = await completeDispatch(
      t.db,
      await insertDispatch(t.db, order.orderId, [pickOf(order, 0, 3000)]),
      adminId,
    );
    const second = await completeDispatch(
      t.db,
      await insertDispatch(t.db, order.orderId, [pickOf(order, 1, 2000)]),
      adminId,
    );
    await setOrder(t.db, order.orderId, { orderStatusId: ORDER_STATUS.Dispatch });
    const pay = (invoiceId: number | null, paid = 1) =>
      ok200(
        t
          .api(admin)
          .put(
            `/api/Invoice/InvoiceMarkPaid?invoiceId=${invoiceId}&paid=${paid}&invoiceNote=Bank`,
            undefined,
            ZInvoice,
          ),
      );
    const status = async () =>
      (await ok200(t.api(admin).get(`/api/SalesOrder/GetOrderById?id=${order.orderId}`, ZOrder))).orderStatusId;

    // Not yet delivered: paying everything leaves the status alone.
    await pay(first);
    await pay(second);
    expect(await status()).toBe(ORDER_STATUS.Dispatch);
    await pay(second, 0);

    await setOrder(t.db, order.orderId, { orderStatusId: ORDER_STATUS.Delivered });
    await t.db.transaction((tx) => settleOrderIfPaid(tx, order.orderId, adminId));
    expect(await status()).toBe(ORDER_STATUS.Delivered);
    await pay(second);
    expect(await status()).toBe(ORDER_STATUS.Paid);
    const log = await listOrderStatusLog(t.db, order.orderId);
    expect(log.at(-1)).toMatchObject({ fromStatusId: 15, toStatusId: 16, employeeId: adminId });
    const paidOrder = await ok200(t.api(admin).get(`/api/SalesOrder/GetOrderById?id=${order.orderId}`, ZOrder));
    expect(paidOrder.paid).toBe(1);
  });

  it('leaves a Delivered order without invoices as it is', async () => {
    const order = await twoLineOrder();
    await setOrder(t.db, order.orderId, { orderStatusId: ORDER_STATUS.Delivered });
    await t.db.transaction((tx) => settleOrderIfPaid(tx, order.orderId, adminId));
    expect(await t.db.select().from(invoice).where(eq(invoice.orderId, order.orderId))).toEqual([]);
    const row = await ok200(t.api(admin).get(`/api/SalesOrder/GetOrderById?id=${order.orderId}`, ZOrder));
    expect(row.orderStatusId).toBe(ORDER_STATUS.Delivered);
  });
});
