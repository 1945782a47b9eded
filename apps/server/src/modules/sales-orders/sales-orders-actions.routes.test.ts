import {
  ORDER_MESSAGES,
  orderLinePrice,
  orderTotals,
  type TApiError,
  ZCustomerOrderDefaults,
  ZOrder,
  ZOrderRow,
  ZOrderRowList,
  ZPickupOrderRowList,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestApp,
  found,
  REFUSED,
  type TReply,
  type TTestApp,
  type TTestCustomer,
} from '../../../test/test-app.ts';
import { extraAddress } from '../customers/customers.tables.ts';
import { deliveryMethod } from '../lookups/lookups.tables.ts';
import {
  createQuotedCustomer,
  insertOrder,
  ok200,
  orderBody,
  orderLine,
  PACK_QUANTITY,
  quoteProducts,
  setCustomer,
  type TQuotedCustomer,
  today,
} from './sales-order.fixtures.ts';
import { listOrderStatusLog } from './sales-order-state.ts';
import { orderProduct, salesOrder } from './sales-orders.tables.ts';

// The explicit order actions (spec 01 §4, §7): online approval, finish dispatch, picking or dispatching, delete;
// the lists; and who reaches which orders: an online customer, a salesperson, staff without the pages.

let t: TTestApp;
let admin: string;
let adminId: number;
let cafe: TQuotedCustomer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  adminId = (await t.staffSession(admin)).employeeId;
  cafe = await createQuotedCustomer(t, admin, [80]);
});
afterAll(() => t?.close());

const message = (res: TReply<TApiError>) => res.body.message.message;
const ids = (rows: readonly { orderId: number }[]) => rows.map((row) => row.orderId);
/** A paged order list read whole (GetAllOrder, GetByCust, GetBySales, …). */
const orderRows = z.array(ZOrderRow);
const get = async <S extends z.ZodType>(path: string, reply: S, token = admin) =>
  ok200(t.api(token).get(`/api/SalesOrder/${path}`, reply));
const newOrder = async (token = admin, customerId = cafe.customerId, productId = cafe.products[0].productId) =>
  ok200(t.api(token).post('/api/SalesOrder', orderBody(customerId, [orderLine(productId, 1, 80)]), ZOrder));

describe('ApproveOrder (prepaid online approval)', () => {
  it('approves an online order with its invoice number, paid, on today unless a date is given', async () => {
    const orderId = await insertOrder(t.db, cafe.customerId, { orderStatusId: 2, online: 1 });
    const approved = await ok200(
      t.api(admin).put(`/api/SalesOrder/ApproveOrder?id=${orderId}&invoiceNote=INV-42`, undefined, ZOrder),
    );
    expect(approved).toMatchObject({ orderStatusId: 3, invoiceNumber: 'INV-42', paymentDate: today, paid: 1 });
    expect(approved.approvedDate).not.toBeNull();
    expect(await listOrderStatusLog(t.db, orderId)).toMatchObject([
      { fromStatusId: 2, toStatusId: 3, employeeId: adminId },
    ]);

    const dated = await insertOrder(t.db, cafe.customerId, { orderStatusId: 2, online: 1 });
    const withDate = await ok200(
      t
        .api(admin)
        .put(`/api/SalesOrder/ApproveOrder?id=${dated}&invoiceNote=INV-43&paymentDate=2030/01/15`, undefined, ZOrder),
    );
    expect(withDate.paymentDate).toBe('2030-01-15');
  });

  it('needs the invoice number and an order awaiting approval', async () => {
    const orderId = await insertOrder(t.db, cafe.customerId, { orderStatusId: 2, online: 1 });
    for (const query of ['', '&invoiceNote=', '&invoiceNote=%20%20']) {
      const res = await t.api(admin).put(`/api/SalesOrder/ApproveOrder?id=${orderId}${query}`, undefined, REFUSED);
      expect(res.status).toBe(400);
      expect(message(res)).toBe(ORDER_MESSAGES.invoiceNumberRequired);
    }
    const fresh = await insertOrder(t.db, cafe.customerId);
    const res = await t
      .api(admin)
      .put(`/api/SalesOrder/ApproveOrder?id=${fresh}&invoiceNote=INV-1`, undefined, REFUSED);
    expect(res.status).toBe(400);
    expect(message(res)).toBe(ORDER_MESSAGES.notOnline);
  });
});

describe('FinishDispatch', () => {
  it('delivers an approved order through the statuses between, and refuses a second time', async () => {
    const orderId = await insertOrder(t.db, cafe.customerId, { orderStatusId: 3 });
    const done = await ok200(t.api(admin).put(`/api/SalesOrder/FinishDispatch?id=${orderId}`, undefined, ZOrder));
    expect(done).toMatchObject({ orderStatusId: 15, deliveryDate: today, dueStatus: 3 });
    const log = await listOrderStatusLog(t.db, orderId);
    expect(log.map((row) => [row.fromStatusId, row.toStatusId])).toEqual([
      [3, 12],
      [12, 15],
    ]);
    const again = await t.api(admin).put(`/api/SalesOrder/FinishDispatch?id=${orderId}`, undefined, REFUSED);
    expect(again.status).toBe(400);
    expect(message(again)).toBe(ORDER_MESSAGES.alreadyDelivered);
  });

  it('takes a prepaid order on to Paid: its invoice was paid at approval', async () => {
    const orderId = await insertOrder(t.db, cafe.customerId, { orderStatusId: 2, online: 1 });
    await ok200(t.api(admin).put(`/api/SalesOrder/ApproveOrder?id=${orderId}&invoiceNote=INV-77`, undefined, ZOrder));
    const done = await ok200(t.api(admin).put(`/api/SalesOrder/FinishDispatch?id=${orderId}`, undefined, ZOrder));
    expect(done.orderStatusId).toBe(16);
  });

  it('refuses an order not yet approved', async () => {
    const orderId = await insertOrder(t.db, cafe.customerId);
    const res = await t.api(admin).put(`/api/SalesOrder/FinishDispatch?id=${orderId}`, undefined, REFUSED);
    expect(message(res)).toBe(ORDER_MESSAGES.transitionRefused('New', 'Delivered'));
  });
});

describe('picking and dispatching', () => {
  it('ChangeOrderPickup moves orders between the dispatchable and pickupable lists', async () => {
    const approved = await insertOrder(t.db, cafe.customerId, { orderStatusId: 3 });
    const inWarehouse = await insertOrder(t.db, cafe.customerId, { orderStatusId: 11 });
    const fresh = await insertOrder(t.db, cafe.customerId);
    const delivered = await insertOrder(t.db, cafe.customerId, { orderStatusId: 15, pickupFlag: 1 });
    const draft = await insertOrder(t.db, cafe.customerId, { orderStatusId: 3, draft: 1 });

    let dispatchable = ids(await get('GetDispachableOrder', ZOrderRowList));
    expect(dispatchable).toEqual(expect.arrayContaining([approved, inWarehouse]));
    expect(dispatchable).not.toContain(fresh);
    expect(dispatchable).not.toContain(draft);
    expect(ids(await get('GetPickupableOrder', ZPickupOrderRowList))).not.toContain(delivered);

    const rows = await ok200(
      t.api(admin).put('/api/SalesOrder/ChangeOrderPickup?pickupFlag=1', [approved, inWarehouse], ZOrderRowList),
    );
    expect(rows.map((row) => row.pickupFlag)).toEqual([1, 1]);
    dispatchable = ids(await get('GetDispachableOrder', ZOrderRowList));
    expect(dispatchable).not.toContain(approved);
    expect(ids(await get('GetPickupableOrder', ZPickupOrderRowList))).toEqual(
      expect.arrayContaining([approved, inWarehouse]),
    );

    await ok200(t.api(admin).put('/api/SalesOrder/ChangeOrderPickup?pickupFlag=0', [approved], ZOrderRowList));
    expect(ids(await get('GetDispachableOrder', ZOrderRowList))).toContain(approved);
    expect(ids(await get('GetPickupableOrder', ZPickupOrderRowList))).not.toContain(approved);

    const unknown = await t
      .api(admin)
      .put('/api/SalesOrder/ChangeOrderPickup?pickupFlag=1', [approved, 987_654], REFUSED);
    expect(unknown.status).toBe(404);
    const empty = await t.api(admin).put('/api/SalesOrder/ChangeOrderPickup?pickupFlag=1', [], REFUSED);
    expect(message(empty)).toBe('Please select at least one order.');
  });

  it('GetPickupableOrder says which orders are whole cartons and may be picked (spec 01 §4)', async () => {
    const whole = (await newOrder()).orderId;
    const broken = await insertOrder(t.db, cafe.customerId, { orderStatusId: 3 });
    await t.db.insert(orderProduct).values({
      orderId: broken,
      productId: cafe.products[0].productId,
      unitPrice: '80',
      packagingQty: '1.5',
      quantity: String(PACK_QUANTITY * 1.5),
      price: '120',
    });
    await t.db.update(salesOrder).set({ orderStatusId: 3 }).where(eq(salesOrder.orderId, whole));
    await ok200(t.api(admin).put('/api/SalesOrder/ChangeOrderPickup?pickupFlag=1', [whole, broken], ZOrderRowList));
    const rows = await get('GetPickupableOrder', ZPickupOrderRowList);
    const pickable = (orderId: number) => found(rows, (row) => row.orderId === orderId).pickable;
    expect(pickable(whole)).toBe(true);
    expect(pickable(broken)).toBe(false);
  });
});

describe('DeleteOrder', () => {
  it('soft-deletes at any status, recording who and why', async () => {
    const orderId = await insertOrder(t.db, cafe.customerId, { orderStatusId: 10 });
    const deleted = await ok200(
      t.api(admin).delete(`/api/SalesOrder/DeleteOrder?id=${orderId}&userName=Aroha&Notes=Duplicate`, ZOrder),
    );
    expect(deleted.orderId).toBe(orderId);
    const [row] = await t.db.select().from(salesOrder).where(eq(salesOrder.orderId, orderId));
    expect(row).toMatchObject({ deletePerson: 'Aroha', deleteNote: 'Duplicate', deleteEmployee: adminId });
    expect(row.deletedAt).not.toBeNull();
    expect((await t.api(admin).get(`/api/SalesOrder/GetOrderById?id=${orderId}`, REFUSED)).status).toBe(404);
    expect(ids(await get(`GetByCust?customerId=${cafe.customerId}`, orderRows))).not.toContain(orderId);
    expect((await t.api(admin).delete(`/api/SalesOrder/DeleteOrder?id=${orderId}`, REFUSED)).status).toBe(404);
  });
});

describe('lists', () => {
  it('GetAllOrder: the last three months up to tomorrow by default, a range, or a status and due status', async () => {
    const old = await insertOrder(t.db, cafe.customerId, { orderDate: '2020-03-01' });
    const recent = await insertOrder(t.db, cafe.customerId);
    const online = await insertOrder(t.db, cafe.customerId, { orderStatusId: 2, requiredDate: '2099-01-01' });
    const urgentOnline = await insertOrder(t.db, cafe.customerId, { orderStatusId: 2, urgentNote: 'Asap' });

    const byDefault = ids(await get('GetAllOrder', orderRows));
    expect(byDefault).toContain(recent);
    expect(byDefault).not.toContain(old);
    expect(ids(await get('GetAllOrder?start=2020/02/01&end=2020-03-31', orderRows))).toEqual([old]);
    const onlineIds = ids(await get('GetAllOrder?orderStatusId=2', orderRows));
    expect(onlineIds).toEqual(expect.arrayContaining([online, urgentOnline]));
    expect(onlineIds).not.toContain(recent);
    const ofThese = (rows: readonly { orderId: number }[]) =>
      ids(rows).filter((id) => id === online || id === urgentOnline);
    expect(ofThese(await get('GetAllOrder?orderStatusId=2&dueStatus=2', orderRows))).toEqual([urgentOnline]);
    expect(ofThese(await get('GetAllOrder?orderStatusId=2&dueStatus=0', orderRows))).toEqual([online]);
  });

  it('GetBySales and GetInProcessBySales: the salesperson’s orders, outstanding ones for the second', async () => {
    const seller = await t.createStaff({ pages: [] });
    const open = await insertOrder(t.db, cafe.customerId, { employeeId: seller.employeeId, orderStatusId: 12 });
    const done = await insertOrder(t.db, cafe.customerId, { employeeId: seller.employeeId, orderStatusId: 15 });
    expect(ids(await get(`GetBySales?salesId=${seller.employeeId}`, orderRows))).toEqual([done, open]);
    expect(ids(await get(`GetInProcessBySales?salesId=${seller.employeeId}`, orderRows))).toEqual([open]);
  });
});

describe('an online customer', () => {
  let shopper: TTestCustomer;
  let productId: number;
  let methodId: number;

  beforeAll(async () => {
    shopper = await t.createCustomer();
    ({
      products: [{ productId }],
    } = await quoteProducts(t, admin, { customerId: shopper.customerId, group1: null }, [25]));
    const [method] = await t.db.insert(deliveryMethod).values({ deliveryMethodName: 'Courier' }).returning();
    methodId = method.deliveryMethodId;
    await setCustomer(t.db, shopper.customerId, { deliveryMethodId: methodId, employeeId: adminId, statusId: 1 });
  });

  const ordered = (extra: Record<string, unknown> = {}) =>
    t
      .api(shopper.token)
      .post(
        '/api/SalesOrder',
        orderBody(cafe.customerId, [orderLine(productId, 2, 1)], { deliveryMethodId: methodId, ...extra }),
        ZOrder,
      );
  const refusedOrder = (extra: Record<string, unknown> = {}) =>
    t
      .api(shopper.token)
      .post(
        '/api/SalesOrder',
        orderBody(cafe.customerId, [orderLine(productId, 2, 1)], { deliveryMethodId: methodId, ...extra }),
        REFUSED,
      );

  it('places an Online order for their own customer at the quoted price with their delivery method', async () => {
    const order = await ok200(ordered({ deliveryMethodId: undefined }));
    expect(order).toMatchObject({
      customerId: shopper.customerId,
      orderStatusId: 2,
      online: 1,
      paid: 0,
      deliveryMethodId: methodId,
      deliveryMethodName: 'Courier',
      employeeId: adminId,
      createdEmployeeId: null,
      totalPrice: '50.00',
    });
    expect(order.orderProduct[0].unitPrice).toBe('25.000');

    const other = await t.db.insert(deliveryMethod).values({ deliveryMethodName: 'Truck' }).returning();
    const res = await refusedOrder({ deliveryMethodId: other[0].deliveryMethodId });
    expect(res.status).toBe(400);
    expect(message(res)).toBe(ORDER_MESSAGES.customerDeliveryMethod);
  });

  it('reads only their own orders', async () => {
    const mine = await ok200(ordered());
    const theirs = await newOrder();
    const list = ids(await get(`GetByCust?customerId=${cafe.customerId}`, orderRows, shopper.token));
    expect(list).toContain(mine.orderId);
    expect(list).not.toContain(theirs.orderId);
    expect((await t.api(shopper.token).get(`/api/SalesOrder/GetOrderById?id=${mine.orderId}`, ZOrder)).status).toBe(
      200,
    );
    expect((await t.api(shopper.token).get(`/api/SalesOrder/GetOrderById?id=${theirs.orderId}`, REFUSED)).status).toBe(
      404,
    );
    const draft = await insertOrder(t.db, shopper.customerId, { draft: 1 });
    expect((await t.api(shopper.token).get(`/api/SalesOrder/GetOrderById?id=${draft}`, REFUSED)).status).toBe(404);
    for (const path of ['GetAllOrder', `GetBySales?salesId=${adminId}`, 'GetDispachableOrder']) {
      expect((await t.api(shopper.token).get(`/api/SalesOrder/${path}`, REFUSED)).status).toBe(403);
    }
    expect(
      (await t.api(shopper.token).post('/api/SalesOrder/AddDraftOrder', orderBody(shopper.customerId, []), REFUSED))
        .status,
    ).toBe(403);
  });

  it('starts a new order from their own record and offers only their own delivery addresses', async () => {
    await setCustomer(t.db, shopper.customerId, {
      address1: '5 Aroha Lane',
      address2: 'Ponsonby',
      postalCode: '1011',
      deliveryFeeFlag: 2,
    });
    await t.db.insert(extraAddress).values([
      { customerId: shopper.customerId, address: '9 Back Door Road', deliveryName: 'Kitchen', postalCode: '1010' },
      { customerId: cafe.customerId, address: '1 Someone Else Street' },
    ]);
    const defaults = await ok200(
      t.api(shopper.token).get('/api/SalesOrder/GetOwnOrderDefaults', ZCustomerOrderDefaults),
    );
    expect(defaults).toMatchObject({
      customerId: shopper.customerId,
      deliveryName: defaults.company,
      deliveryAddress: '5 Aroha Lane, Ponsonby',
      postalCode: '1011',
      deliveryMethodId: methodId,
      deliveryMethodName: 'Courier',
      addresses: [{ deliveryName: 'Kitchen', address: '9 Back Door Road', postalCode: '1010' }],
      orderOption: [{ optionId: 1, quantity: 1, unitPrice: 1, price: 1 }],
    });
    expect(defaults.orderOption[0].optionName).not.toBe('');
    expect((await t.api(admin).get('/api/SalesOrder/GetOwnOrderDefaults', REFUSED)).status).toBe(403);

    // What the dialog shows from the quote and these defaults is what the server saves (a typed price is not taken).
    const line = orderLine(productId, 3, 1);
    const order = await ok200(
      t.api(shopper.token).post(
        '/api/SalesOrder',
        orderBody(shopper.customerId, [line], {
          deliveryAddress: defaults.deliveryAddress,
          orderOption: defaults.orderOption,
        }),
        ZOrder,
      ),
    );
    const shown = orderTotals({ orderProduct: [{ price: orderLinePrice(3, 25) }], orderOption: defaults.orderOption });
    expect(order.totalPrice).toBe(shown.subtotal.toFixed(2));
    expect(order.priceInclgst).toBe(shown.total.toFixed(2));
    expect(order.orderOption).toHaveLength(1);
    await setCustomer(t.db, shopper.customerId, { deliveryFeeFlag: 0 });
  });

  it('changes only their own order, and only while it awaits approval', async () => {
    const mine = await ok200(ordered());
    const body = {
      ...orderBody(shopper.customerId, [orderLine(productId, 4, 0)]),
      orderId: mine.orderId,
      deliveryMethodId: methodId,
    };
    const changed = await ok200(t.api(shopper.token).put('/api/SalesOrder/UpdateFullOrder', body, ZOrder));
    expect(changed).toMatchObject({ orderStatusId: 2, totalPrice: '100.00' });

    const theirs = await newOrder();
    const foreign = await t
      .api(shopper.token)
      .put('/api/SalesOrder/UpdateOrder', { ...body, orderId: theirs.orderId }, REFUSED);
    expect(foreign.status).toBe(404);

    await ok200(
      t.api(admin).put(`/api/SalesOrder/ApproveOrder?id=${mine.orderId}&invoiceNote=INV-9`, undefined, ZOrder),
    );
    const late = await t.api(shopper.token).put('/api/SalesOrder/UpdateOrder', body, REFUSED);
    expect(late.status).toBe(400);
    expect(message(late)).toBe(ORDER_MESSAGES.customerEditsOnlyOnline);
  });
});

describe('a salesperson', () => {
  it('reaches only orders and customers whose sales they are', async () => {
    const seller = await t.createStaff({
      pages: ['/sales-order-management-for-sales', '/customer-only-sales', '/home'],
    });
    const own = await createQuotedCustomer(t, admin, [40], { employeeId: seller.employeeId });
    const mine = await newOrder(seller.token, own.customerId, own.products[0].productId);
    expect(mine.employeeId).toBe(seller.employeeId);
    const body = orderBody(own.customerId, [], { employeeId: adminId });
    expect((await ok200(t.api(seller.token).post('/api/SalesOrder', body, ZOrder))).employeeId).toBe(seller.employeeId);

    const theirs = await newOrder();
    expect(ids(await get('GetAllOrder', orderRows, seller.token))).toEqual(expect.arrayContaining([mine.orderId]));
    expect(ids(await get('GetAllOrder', orderRows, seller.token))).not.toContain(theirs.orderId);
    expect(await get(`GetBySales?salesId=${adminId}`, orderRows, seller.token)).toEqual([]);
    expect((await t.api(seller.token).get(`/api/SalesOrder/GetOrderById?id=${theirs.orderId}`, REFUSED)).status).toBe(
      404,
    );
    expect((await t.api(seller.token).delete(`/api/SalesOrder/DeleteOrder?id=${theirs.orderId}`, REFUSED)).status).toBe(
      404,
    );
    const foreignCustomer = await t.api(seller.token).post('/api/SalesOrder', orderBody(cafe.customerId, []), REFUSED);
    expect(foreignCustomer.status).toBe(404);
  });
});

describe('staff without the pages', () => {
  it('get 403 from every order call', async () => {
    const nobody = await t.createStaff({ pages: ['/quotation-management'] });
    const api = t.api(nobody.token);
    const orderId = await insertOrder(t.db, cafe.customerId, { orderStatusId: 2 });
    const responses = [
      await api.get('/api/SalesOrder/GetAllOrder', REFUSED),
      await api.get(`/api/SalesOrder/GetOrderById?id=${orderId}`, REFUSED),
      await api.get('/api/SalesOrder/GetDispachableOrder', REFUSED),
      await api.post('/api/SalesOrder', orderBody(cafe.customerId, []), REFUSED),
      await api.put(`/api/SalesOrder/ApproveOrder?id=${orderId}&invoiceNote=X`, undefined, REFUSED),
      await api.put(`/api/SalesOrder/FinishDispatch?id=${orderId}`, undefined, REFUSED),
      await api.delete(`/api/SalesOrder/DeleteOrder?id=${orderId}`, REFUSED),
    ];
    expect(responses.map((res) => res.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    const reader = await t.createStaff({ pages: ['/home'] });
    expect((await t.api(reader.token).get('/api/SalesOrder/GetAllOrder', orderRows)).status).toBe(200);
    expect((await t.api(reader.token).post('/api/SalesOrder', orderBody(cafe.customerId, []), REFUSED)).status).toBe(
      403,
    );
  });
});
