import { ZRecentOrderOfProduct } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { createQuotedCustomer, insertOrder, ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { orderProduct } from '../sales-orders/sales-orders.tables.ts';

// GET Product/GetRecentOrderByProd (spec 01 §7 Supporting lookups): the latest live order of a product.

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

describe('Product/GetRecentOrderByProd', () => {
  it('gives the order date and quantity of the latest live order with the product, or nulls', async () => {
    const cafe = await createQuotedCustomer(t, admin, [80, 40]);
    const [productId, otherId] = cafe.products.map((p: { productId: number }) => p.productId);
    const recent = () =>
      ok200(t.api(admin).get(`/api/Product/GetRecentOrderByProd?id=${productId}`, ZRecentOrderOfProduct));
    expect(await recent()).toEqual({ recentDate: null, recentOrderQty: null });

    const order = async (orderDate: string, quantity: number, extra: Record<string, unknown> = {}, id = productId) => {
      const orderId = await insertOrder(t.db, cafe.customerId, { orderDate, ...extra });
      await t.db.insert(orderProduct).values({
        orderId,
        productId: id,
        unitPrice: '80',
        packagingQty: '1',
        quantity: String(quantity),
        price: '80',
      });
    };
    await order('2026-01-10', 2000);
    await order('2026-02-01', 3000);
    await order('2026-01-20', 5000);
    // Later, but a draft, deleted, or another product: not counted.
    await order('2026-03-01', 9000, { draft: 1 });
    await order('2026-03-02', 9000, { deletedAt: new Date() });
    await order('2026-03-03', 9000, {}, otherId);
    expect(await recent()).toEqual({ recentDate: '2026-02-01', recentOrderQty: '3000.000' });
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await t.api(admin).get('/api/Product/GetRecentOrderByProd?id=987654', REFUSED);
    expect(res.status).toBe(404);
    expect(res.body.message.message).toBe('Product 987654 was not found.');
  });
});
