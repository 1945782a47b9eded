import {
  addWorkingDays,
  computeTotal,
  ORDER_MESSAGES,
  requiredDateFromLeadTime,
  type TApiError,
  type TOrder,
  toApiDate,
  ZCustomer,
  ZOrder,
  ZOrderRow,
  ZQuotation,
} from '@packline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, REFUSED, type TReply, type TTestApp } from '../../../test/test-app.ts';
import {
  addQuotation,
  createCustomerProduct,
  createGroupCustomer,
  createPricedBaseProduct,
  updateBody,
} from '../quotations/quotation.fixtures.ts';
import {
  createQuotedCustomer,
  ok200,
  orderBody,
  orderLine,
  PACK_QUANTITY,
  setCustomer,
  type TQuotedCustomer,
  today,
} from './sales-order.fixtures.ts';
import { listOrderStatusLog } from './sales-order-state.ts';
import { orderNumberOf, orderNumberSql } from './sales-orders.service.ts';
import { orderProduct } from './sales-orders.tables.ts';

// Saving an order (spec 01 §5, §7): validation, the customer and quotation rules, the money the server works out,
// the delivery fee line, drafts, and UpdateOrder against UpdateFullOrder.

let t: TTestApp;
let admin: string;
let adminId: number;
let cafe: TQuotedCustomer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  adminId = (await t.staffSession(admin)).employeeId;
  cafe = await createQuotedCustomer(t, admin, [80, 12.345], { employeeId: adminId });
});
afterAll(() => t?.close());

const post = (body: unknown, token = admin) => t.api(token).post('/api/SalesOrder', body, ZOrder);
const refusePost = (body: unknown) => t.api(admin).post('/api/SalesOrder', body, REFUSED);
const put = (call: string, body: unknown, token = admin) => t.api(token).put(`/api/SalesOrder/${call}`, body, ZOrder);
const refusePut = (call: string, body: unknown) => t.api(admin).put(`/api/SalesOrder/${call}`, body, REFUSED);
const message = (res: TReply<TApiError>) => res.body.message.message;
const cup = () => cafe.products[0].productId;
const lid = () => cafe.products[1].productId;

/** The body an editor sends back for a saved order, with changes. */
function editBody(
  order: TOrder,
  changes: Record<string, unknown> = {},
): { orderProduct: Record<string, unknown>[]; orderOption: Record<string, unknown>[]; [field: string]: unknown } {
  return {
    orderId: order.orderId,
    customerId: order.customerId,
    orderDate: order.orderDate,
    requiredDate: order.requiredDate,
    deliveryAddress: order.deliveryAddress,
    orderProduct: order.orderProduct.map((line) => ({
      orderProductId: line.orderProductId,
      productId: line.productId,
      unitPrice: Number(line.unitPrice),
      packagingQty: Number(line.packagingQty),
      quantity: Number(line.quantity),
      price: Number(line.price),
    })),
    orderOption: order.orderOption.map((option) => ({
      optionId: option.optionId,
      quantity: Number(option.quantity),
      unitPrice: Number(option.unitPrice),
      price: Number(option.price),
    })),
    ...changes,
  };
}

describe('the order number', () => {
  it('is made in SQL (the id is drawn inside the INSERT) as orderNumberOf makes it: six digits or more, never cut', async () => {
    for (const id of [1, 42, 999_999, 1_000_000, 12_345_678]) {
      const result = (await t.db.execute(sql`select ${orderNumberSql(sql<number>`${id}::int`)} as no`)) as unknown as {
        rows: { no: string }[];
      };
      expect(result.rows[0]?.no).toBe(orderNumberOf(id));
    }
    expect(orderNumberOf(1_000_000)).toBe('SO1000000');
  });
});

describe('a new order', () => {
  it('is New, numbered, priced by the server and read back with its lines', async () => {
    const order = await ok200(
      post(
        orderBody(cafe.customerId, [orderLine(cup(), 3, 80), orderLine(lid(), 2, 12.345)], {
          custOrderNo: 'PO-77',
          orderOption: [{ optionId: 3, quantity: 2, unitPrice: 85, price: 1 }],
          totalPrice: 1,
          priceInclgst: 2,
          comments: 'Print both sides',
        }),
      ),
    );
    expect(order.orderNo).toBe(`SO${String(order.orderId).padStart(6, '0')}`);
    expect(order.orderNo).toBe(orderNumberOf(order.orderId));
    // 3 × 80 + 2 × 12.345 (24.69) + the option 2 × 85: the client's own totals are ignored.
    expect(order).toMatchObject({
      customerId: cafe.customerId,
      company: expect.any(String),
      custOrderNo: 'PO-77',
      orderStatusId: 1,
      orderStatus: 'New',
      draft: 0,
      online: 0,
      pickupFlag: 0,
      employeeId: adminId,
      createdEmployeeId: adminId,
      operEmployeeId: adminId,
      totalPrice: '434.69',
      priceInclgst: computeTotal(434.69).toFixed(2),
      dueStatus: 2,
      comments: 'Print both sides',
      customer: { statusId: 1, employeeId: adminId },
    });
    expect(order.priceInclgst).toBe('499.89');
    expect(order.orderProduct).toMatchObject([
      {
        productId: cup(),
        productCode: cafe.products[0].productCode,
        productName: cafe.products[0].productName,
        packQuantity: PACK_QUANTITY,
        unitPrice: '80.000',
        packagingQty: '3.000',
        quantity: '3000.000',
        price: '240.00',
        quotationId: cafe.quotation.quotationId,
        deliveredQuantity: '0.000',
        // The quotation line's minimum price per carton (base price 70) is the line's reserve price.
        purchPrice: '70.000',
      },
      { productId: lid(), price: '24.69', quantity: '2000.000' },
    ]);
    expect(order.orderOption).toMatchObject([
      { optionId: 3, optionName: 'Setup Fee', quantity: '2.000', unitPrice: '85.000', price: '170.00' },
    ]);
    const log = await listOrderStatusLog(t.db, order.orderId);
    expect(log).toMatchObject([{ fromStatusId: null, toStatusId: 1, employeeId: adminId }]);
    expect(await ok200(t.api(admin).get(`/api/SalesOrder/GetOrderById?id=${order.orderId}`, ZOrder))).toEqual(order);
    // The customer's Last Order column follows.
    const customerRow = await ok200(t.api(admin).get(`/api/Customer/GetCustomerById?id=${cafe.customerId}`, ZCustomer));
    expect(Date.parse(customerRow.lastOrderDate ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lets the dispatch screens read an order (the dispatch dialog picks boxes for its lines)', async () => {
    const order = await ok200(post(orderBody(cafe.customerId, [orderLine(cup(), 1, 80)])));
    const dispatcher = await t.createStaff({ pages: ['/awaiting-dispatch'] });
    const read = await ok200(t.api(dispatcher.token).get(`/api/SalesOrder/GetOrderById?id=${order.orderId}`, ZOrder));
    expect(read.orderProduct).toHaveLength(1);
    const outsider = await t.createStaff({ pages: ['/invoice'] });
    expect((await t.api(outsider.token).get(`/api/SalesOrder/GetOrderById?id=${order.orderId}`, REFUSED)).status).toBe(
      403,
    );
  });

  it('takes the sales from the body, else from the customer', async () => {
    const other = await t.createStaff({ pages: [] });
    const order = await ok200(
      post(orderBody(cafe.customerId, [orderLine(cup(), 1, 80)], { employeeId: other.employeeId })),
    );
    expect(order.employeeId).toBe(other.employeeId);
    expect(order.salesName).toBe('Test Person');
  });

  it('works out the required date from the lead time in working days', async () => {
    const order = await ok200(
      post(orderBody(cafe.customerId, [], { requiredDate: undefined, leadtimeFlag: 1, leadtime: 10 })),
    );
    expect(order.requiredDate).toBe(requiredDateFromLeadTime(today, 10));
    expect(order.requiredDate).toBe(toApiDate(addWorkingDays(today, 10)));
    expect(order).toMatchObject({ leadtimeFlag: 1, leadtime: 10 });

    const byDate = await ok200(post(orderBody(cafe.customerId, [], { leadtime: 10, requiredDate: '2031-02-03' })));
    expect(byDate).toMatchObject({ leadtimeFlag: 0, leadtime: null, requiredDate: '2031-02-03' });
  });

  it.each([
    ['customer', { customerId: undefined }, 'customerId', 'Customer is required!'],
    ['order date', { orderDate: undefined }, 'orderDate', 'Order Date is required!'],
    ['delivery address', { deliveryAddress: '  ' }, 'deliveryAddress', 'Delivery Address is required!'],
    ['required date without lead time', { requiredDate: null }, 'requiredDate', 'Required Date is required!'],
    ['lead time with the flag', { leadtimeFlag: 1, leadtime: null }, 'leadtime', 'Lead Time is required!'],
    ['a lead time not offered', { leadtimeFlag: 1, leadtime: 3 }, 'leadtime', 'Lead Time must be one of 2, 10, 15, 20'],
    [
      'a negative unit price',
      { orderProduct: [orderLine(1, 1, -1)] },
      'orderProduct.0.unitPrice',
      'Unit Price must be at least 0',
    ],
    [
      'negative cartons',
      { orderProduct: [orderLine(1, -2, 1)] },
      'orderProduct.0.packagingQty',
      'Packaging Qty must be at least 0',
    ],
    [
      'a negative option price',
      { orderOption: [{ optionId: 2, quantity: 1, price: -5 }] },
      'orderOption.0.price',
      'Price must be at least 0',
    ],
    [
      'a note over 300 characters',
      { warehouseNote: 'x'.repeat(301) },
      'warehouseNote',
      'Delivery Instruction must be at most 300 characters',
    ],
    [
      'an urgent note over 150 characters',
      { urgentNote: 'x'.repeat(151) },
      'urgentNote',
      'Urgent Note must be at most 150 characters',
    ],
  ])('refuses to save without a valid %s (400 with the field)', async (_label, change, field, text) => {
    const res = await refusePost({ ...orderBody(cafe.customerId, []), ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toContain(text);
  });

  it('refuses an inactive customer', async () => {
    const inactive = await createQuotedCustomer(t, admin, [50]);
    await setCustomer(t.db, inactive.customerId, { statusId: 2 });
    const res = await refusePost(orderBody(inactive.customerId, [orderLine(inactive.products[0].productId, 1, 50)]));
    expect(res.status).toBe(400);
    expect(message(res)).toBe(ORDER_MESSAGES.inactiveCustomer);
  });

  it('needs an active quotation that contains each product', async () => {
    const bare = await createGroupCustomer(t, admin, { statusId: 1 });
    const base = await createPricedBaseProduct(t, admin, { group1: bare.group1, price: 40 });
    const own = await createCustomerProduct(t, admin, bare.customerId, base.baseProductId);
    const line = [orderLine(own.productId, 1, 40)];

    const none = await refusePost(orderBody(bare.customerId, line));
    expect(message(none)).toBe(ORDER_MESSAGES.noActiveQuotation);

    // A quotation of base products only: active, but no product line in it.
    const baseOnly = await addQuotation(t, admin, bare.customerId, [{ baseProductId: base.baseProductId, price: 45 }]);
    await ok200(t.api(admin).put('/api/Quotation/UpdateQuotationDraftStatus', updateBody(baseOnly), ZQuotation));
    const noProducts = await refusePost(orderBody(bare.customerId, line));
    expect(noProducts.status).toBe(400);
    expect(message(noProducts)).toBe(ORDER_MESSAGES.noProductInQuotation);

    const missing = await refusePost(
      orderBody(cafe.customerId, [orderLine(cup(), 1, 80), orderLine(own.productId, 1, 40)]),
    );
    expect(missing.status).toBe(400);
    expect(message(missing)).toBe(ORDER_MESSAGES.productNotInQuotation);

    // An order without lines needs no quotation.
    expect((await post(orderBody(bare.customerId, []))).status).toBe(200);
  });

  it('adds the delivery fee line for a customer with delivery fee flag 2, once', async () => {
    const fee = await createQuotedCustomer(t, admin, [10]);
    await setCustomer(t.db, fee.customerId, { deliveryFeeFlag: 2 });
    const line = [orderLine(fee.products[0].productId, 1, 10)];
    const order = await ok200(post(orderBody(fee.customerId, line)));
    expect(order.orderOption).toMatchObject([
      { optionId: 1, optionName: 'Delivery Fee', quantity: '1.000', price: '1.00' },
    ]);
    expect(order.totalPrice).toBe('11.00');

    const sent = await ok200(
      post(orderBody(fee.customerId, line, { orderOption: [{ optionId: 1, quantity: 2, unitPrice: 1, price: 2 }] })),
    );
    expect(sent.orderOption).toMatchObject([{ optionId: 1, quantity: '2.000', price: '2.00' }]);

    const plain = await ok200(post(orderBody(cafe.customerId, [orderLine(cup(), 1, 80)])));
    expect(plain.orderOption).toEqual([]);
  });
});

describe('drafts', () => {
  it('are saved, listed by sales, changed and approved into orders', async () => {
    const draft = await ok200(
      t.api(admin).post('/api/SalesOrder/AddDraftOrder', orderBody(cafe.customerId, [orderLine(cup(), 1, 80)]), ZOrder),
    );
    expect(draft).toMatchObject({ draft: 1, orderStatusId: 1 });
    const drafts = await ok200(t.api(admin).get(`/api/SalesOrder/GetDraft?salesId=${adminId}`, z.array(ZOrderRow)));
    expect(drafts.map((row) => row.orderId)).toContain(draft.orderId);
    const all = await ok200(t.api(admin).get('/api/SalesOrder/GetAllOrder', z.array(ZOrderRow)));
    expect(all.some((row) => row.orderId === draft.orderId)).toBe(false);
    const bySales = await ok200(t.api(admin).get(`/api/SalesOrder/GetBySales?salesId=${adminId}`, z.array(ZOrderRow)));
    expect(bySales.some((row) => row.orderId === draft.orderId)).toBe(false);

    const changed = await ok200(
      put('UpdateDraftOrder', editBody(draft, { orderProduct: [orderLine(lid(), 4, 12.345)], orderStatusId: 3 })),
    );
    // A draft stays New whatever the body says.
    expect(changed).toMatchObject({ draft: 1, orderStatusId: 1, totalPrice: '49.38' });
    expect(changed.orderProduct.map((line) => line.productId)).toEqual([lid()]);

    const approved = await ok200(
      t.api(admin).put(`/api/SalesOrder/ApprovedDraftOrder?id=${draft.orderId}`, undefined, ZOrder),
    );
    expect(approved).toMatchObject({ draft: 0, orderStatusId: 1 });
    const again = await t.api(admin).put(`/api/SalesOrder/ApprovedDraftOrder?id=${draft.orderId}`, undefined, REFUSED);
    expect(again.status).toBe(400);
    expect(message(again)).toBe(ORDER_MESSAGES.notDraft);
    const notDraft = await refusePut('UpdateDraftOrder', editBody(approved));
    expect(message(notDraft)).toBe(ORDER_MESSAGES.notDraft);
  });

  it('cannot become orders while the customer is inactive', async () => {
    const later = await createQuotedCustomer(t, admin, [30]);
    const draft = await ok200(
      t
        .api(admin)
        .post(
          '/api/SalesOrder/AddDraftOrder',
          orderBody(later.customerId, [orderLine(later.products[0].productId, 1, 30)]),
          ZOrder,
        ),
    );
    await setCustomer(t.db, later.customerId, { statusId: 2 });
    const res = await t.api(admin).put(`/api/SalesOrder/ApprovedDraftOrder?id=${draft.orderId}`, undefined, REFUSED);
    expect(message(res)).toBe(ORDER_MESSAGES.inactiveCustomer);
  });
});

describe('changing an order', () => {
  it('UpdateOrder changes the header and leaves the lines as stored', async () => {
    const order = await ok200(post(orderBody(cafe.customerId, [orderLine(cup(), 3, 80)])));
    const updated = await ok200(
      put(
        'UpdateOrder',
        editBody(order, {
          deliveryAddress: '99 Dominion Road',
          orderProduct: [orderLine(lid(), 9, 1)],
          urgentNote: 'Asap',
        }),
      ),
    );
    expect(updated).toMatchObject({ deliveryAddress: '99 Dominion Road', urgentNote: 'Asap', totalPrice: '240.00' });
    expect(updated.orderProduct).toEqual(order.orderProduct);
  });

  it('UpdateFullOrder replaces lines and options; a kept line keeps its delivered quantity', async () => {
    const order = await ok200(post(orderBody(cafe.customerId, [orderLine(cup(), 3, 80), orderLine(lid(), 1, 12.345)])));
    const [kept, dropped] = order.orderProduct;
    await t.db
      .update(orderProduct)
      .set({ deliveredQuantity: '500' })
      .where(eq(orderProduct.orderProductId, kept.orderProductId));

    const body = editBody(order);
    body.orderProduct = [
      { ...body.orderProduct[0], packagingQty: 5, unitPrice: 70, belowQuoteConfirmed: true },
      orderLine(lid(), 2, 12.345),
    ];
    body.orderOption = [{ optionId: 2, quantity: 1, unitPrice: 50, price: 50 }];
    const updated = await ok200(put('UpdateFullOrder', body));
    expect(updated.orderProduct).toMatchObject([
      {
        orderProductId: kept.orderProductId,
        packagingQty: '5.000',
        quantity: '5000.000',
        price: '350.00',
        deliveredQuantity: '500.000',
        belowQuoteConfirmedBy: adminId,
      },
      { productId: lid(), price: '24.69', deliveredQuantity: '0.000' },
    ]);
    expect(updated.orderProduct.some((line) => line.orderProductId === dropped.orderProductId)).toBe(false);
    expect(updated.orderOption).toMatchObject([{ optionId: 2, optionName: 'Urgent Fee', price: '50.00' }]);
    expect(updated.totalPrice).toBe('424.69');
    expect(updated.priceInclgst).toBe(computeTotal(424.69).toFixed(2));

    const foreign = await refusePut(
      'UpdateFullOrder',
      editBody(updated, { orderProduct: [{ ...body.orderProduct[1], orderProductId: 987_654 }] }),
    );
    expect(foreign.status).toBe(404);
    const unquoted = await refusePut(
      'UpdateFullOrder',
      editBody(updated, { orderProduct: [orderLine(cafe.products[0].productId + 999_000, 1, 1)] }),
    );
    expect(message(unquoted)).toBe(ORDER_MESSAGES.productNotInQuotation);
  });

  it('refuses a unit price below the quoted price unless staff confirm it, and records who confirmed', async () => {
    const below = [orderLine(cup(), 2, 79.999), orderLine(lid(), 1, 12.345)];
    const refused = await refusePost(orderBody(cafe.customerId, below));
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(ORDER_MESSAGES.belowQuoteUnconfirmed);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['orderProduct.0.belowQuoteConfirmed']);

    // The confirmer comes from the session: a confirmer named in the body is not taken.
    const confirmed = [{ ...below[0], belowQuoteConfirmed: true, belowQuoteConfirmedBy: 999 }, below[1]];
    const order = await ok200(post(orderBody(cafe.customerId, confirmed)));
    expect(order.orderProduct).toMatchObject([
      { unitPrice: '79.999', price: '160.00', belowQuoteConfirmedBy: adminId },
      { unitPrice: '12.345', belowQuoteConfirmedBy: null },
    ]);
    expect(order.totalPrice).toBe('172.35');

    // Kept at its stored price the line keeps its confirmation; priced lower again it asks again.
    const kept = await ok200(put('UpdateFullOrder', editBody(order, { custOrderNo: 'again' })));
    expect(kept.orderProduct[0].belowQuoteConfirmedBy).toBe(adminId);
    const lower = editBody(kept);
    lower.orderProduct[0] = { ...lower.orderProduct[0], unitPrice: 50 };
    const again = await refusePut('UpdateFullOrder', lower);
    expect(again.status).toBe(400);
    expect(again.body.errors?.['orderProduct.0.belowQuoteConfirmed']).toEqual([ORDER_MESSAGES.belowQuoteUnconfirmed]);
    // At the quoted price or above, no confirmation and no confirmer.
    const quotedAgain = editBody(kept);
    quotedAgain.orderProduct[0] = { ...quotedAgain.orderProduct[0], unitPrice: 80, belowQuoteConfirmed: true };
    expect((await ok200(put('UpdateFullOrder', quotedAgain))).orderProduct[0].belowQuoteConfirmedBy).toBeNull();
  });

  it('moves the status only along the state machine', async () => {
    const order = await ok200(post(orderBody(cafe.customerId, [])));
    const approved = await ok200(put('UpdateOrder', editBody(order, { orderStatusId: 3 })));
    expect(approved.orderStatusId).toBe(3);
    expect(approved.approvedDate).not.toBeNull();
    const back = await refusePut('UpdateOrder', editBody(approved, { orderStatusId: 1, deliveryAddress: 'Changed' }));
    expect(back.status).toBe(400);
    expect(message(back)).toBe(ORDER_MESSAGES.transitionRefused('Approved', 'New'));
    // The whole save is one transaction: the header change is not kept either.
    const read = await ok200(t.api(admin).get(`/api/SalesOrder/GetOrderById?id=${order.orderId}`, ZOrder));
    expect(read.deliveryAddress).toBe(order.deliveryAddress);
  });
});
