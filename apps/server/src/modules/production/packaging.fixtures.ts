import { expect } from 'vitest';
import { type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { createBaseProduct } from '../catalogue/base-product.fixtures.ts';

/** A customer's product whose packaging type holds 1,000 pieces a carton (base-product.fixtures createPackagingType). */
export async function createPackedProduct(t: TTestApp, token: string): Promise<number> {
  const customerId = (await t.createCustomer()).customerId;
  const base = await createBaseProduct(t, token);
  const res = await t.api(token).post('/api/Product/AddProduct', {
    productName: uniqueName('Job cup'),
    productCode: uniqueName('JC'),
    customerId,
    baseProductId: base.baseProductId,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.productId;
}
