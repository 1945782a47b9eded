import { BOX_STATUS, ORDER_STATUS, ZOrder, ZProductInventoryInfo, ZPurchaseInfoList } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { stockBoxes } from '../boxes/boxes.fixtures.ts';
import { box } from '../boxes/boxes.tables.ts';
import {
  createQuotedCustomer,
  insertOrder,
  ok200,
  orderBody,
  orderLine,
  PACK_QUANTITY,
  type TQuotedCustomer,
} from '../sales-orders/sales-order.fixtures.ts';
import { orderProduct, salesOrder } from '../sales-orders/sales-orders.tables.ts';

// The inventory service's figures and lookups by product (spec 01 §3 productInventoryInfo, §7 Supporting lookups).

let t: TTestApp;
let admin: string;
let cafe: TQuotedCustomer;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  cafe = await createQuotedCustomer(t, admin, [80, 45]);
  productId = cafe.products[0].productId;
});
afterAll(() => t?.close());

const stockInfo = (id: number, token = admin) =>
  ok200(t.api(token).get(`/api/StockMonitor/GetStockInfoByProductId?productId=${id}`, ZProductInventoryInfo));

/** An order of `pieces` of the product inserted directly in `status`, with `delivered` pieces delivered. */
async function orderOf(pieces: number, values: Partial<typeof salesOrder.$inferInsert> = {}, delivered = 0) {
  const orderId = await insertOrder(t.db, cafe.customerId, values);
  await t.db.insert(orderProduct).values({
    orderId,
    productId,
    unitPrice: '80',
    packagingQty: String(pieces / PACK_QUANTITY),
    quantity: String(pieces),
    price: '0',
    deliveredQuantity: String(delivered),
  });
  return orderId;
}

describe('StockMonitor/GetStockInfoByProductId', () => {
  it('counts the pieces still to deliver on live orders not yet delivered', async () => {
    expect(await stockInfo(productId)).toEqual({
      productId,
      productInStock: 0,
      pendingWorkOrderQuantity: 0,
      pendingWarehouseQuantity: 0,
      pendingOrderQuantity: 0,
    });

    // An order saved through the API: 3 cartons of 1000 pieces.
    const created = await ok200(
      t.api(admin).post('/api/SalesOrder', orderBody(cafe.customerId, [orderLine(productId, 3, 80)]), ZOrder),
    );
    expect((await stockInfo(productId)).pendingOrderQuantity).toBe(3000);

    const partly = await orderOf(2000, { orderStatusId: ORDER_STATUS.Dispatch }, 500);
    expect((await stockInfo(productId)).pendingOrderQuantity).toBe(4500);

    // Delivered, drafts and deleted orders promise nothing more; neither do other products.
    await orderOf(7000, { orderStatusId: ORDER_STATUS.Delivered }, 7000);
    await orderOf(1000, { orderStatusId: ORDER_STATUS.Paid });
    await orderOf(1000, { draft: 1 });
    await orderOf(1000, { deletedAt: new Date() });
    expect((await stockInfo(productId)).pendingOrderQuantity).toBe(4500);
    expect((await stockInfo(cafe.products[1].productId)).pendingOrderQuantity).toBe(0);

    // Delivering the rest of a line lowers it; delivering the order removes it.
    await t.db.update(orderProduct).set({ deliveredQuantity: '2000' }).where(eq(orderProduct.orderId, partly));
    expect((await stockInfo(productId)).pendingOrderQuantity).toBe(3000);
    await t.db
      .update(salesOrder)
      .set({ orderStatusId: ORDER_STATUS.Delivered })
      .where(eq(salesOrder.orderId, created.orderId));
    expect((await stockInfo(productId)).pendingOrderQuantity).toBe(0);
  });
});

describe('productInStock', () => {
  it('is the pieces of the product in stock: status-1 boxes with pieces left', async () => {
    const other = cafe.products[1].productId;
    expect((await stockInfo(other)).productInStock).toBe(0);
    const boxes = await stockBoxes(t.db, other, 4, 1000);
    await stockBoxes(t.db, productId, 1, 1000);
    expect((await stockInfo(other)).productInStock).toBe(4000);
    // A dispatch took 400 pieces of one box and the whole of another; a third was delivered.
    await t.db.update(box).set({ quantity: 600 }).where(eq(box.boxId, boxes[0].boxId));
    await t.db.update(box).set({ quantity: 0, status: BOX_STATUS.InDispatching }).where(eq(box.boxId, boxes[1].boxId));
    await t.db.update(box).set({ status: BOX_STATUS.Out, location: 1 }).where(eq(box.boxId, boxes[2].boxId));
    expect((await stockInfo(other)).productInStock).toBe(1600);
  });
});

describe('the lookups of tables that later issues add', () => {
  it('answers no rows for an existing product and an existing order', async () => {
    const api = t.api(admin);
    for (const url of [`/api/StockMonitor/GetPoQtyByProductId?productId=${productId}`]) {
      expect(await ok200(api.get(url, ZPurchaseInfoList)), url).toEqual([]);
    }
  });

  it("answers 404 for a product or order that doesn't exist", async () => {
    const api = t.api(admin);
    for (const path of ['StockMonitor/GetStockInfoByProductId', 'StockMonitor/GetPoQtyByProductId']) {
      const res = await api.get(`/api/${path}?productId=987654`, REFUSED);
      expect(res.status, path).toBe(404);
      expect(res.body.message.message).toBe('Product 987654 was not found.');
    }
    expect((await api.get('/api/StockMonitor/GetStockInfoByProductId', REFUSED)).status).toBe(400);
  });
});

describe('access', () => {
  it('serves staff with an order, stock or quotation page, never an online customer', async () => {
    const url = `/api/StockMonitor/GetStockInfoByProductId?productId=${productId}`;
    // The quotation editor's lines show the product's stock.
    const quoting = await t.createStaff({ pages: ['/quote-only-draft'] });
    expect((await t.api(quoting.token).get(url, ZProductInventoryInfo)).status).toBe(200);
    const stock = await t.createStaff({ pages: ['/stock-monitor'] });
    expect((await t.api(stock.token).get(url, ZProductInventoryInfo)).status).toBe(200);
    const sales = await t.createStaff({ pages: ['/sales-order-management-for-sales'] });
    expect((await t.api(sales.token).get(url, ZProductInventoryInfo)).status).toBe(200);
    const other = await t.createStaff({ pages: ['/product'] });
    expect((await t.api(other.token).get(url, REFUSED)).status).toBe(403);
    const online = await t.createCustomer();
    expect((await t.api(online.token).get(url, REFUSED)).status).toBe(403);
  });
});
