import { INACTIVE_PRODUCT_NAME } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TJson, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { createRandom } from '../../db/random.ts';
import { packagingType, palletStacking, productType } from '../lookups/lookups.tables.ts';
import { baseProduct, product, productBarcode } from './catalogue.tables.ts';
import { seedProductDemo } from './products.demo.ts';

// The demo products: built from the base products and customers already in the database.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const [type] = await t.db.insert(productType).values({ productTypeName: 'Cup' }).returning();
  const [packaging] = await t.db
    .insert(packagingType)
    .values({ packagingTypeName: '1000 cups (50 x 20)', quantity: 1000, sleeveQty: 50, sleevePkt: 20 })
    .returning();
  await t.db.insert(palletStacking).values({ palletStackingName: '5 x 8 cartons', quantity: 40 });
  await t.db.insert(baseProduct).values(
    ['8OZ-DW', '12OZ-DW', '16OZ-SW'].map((code) => ({
      baseProductName: `${code} cup`,
      productCode: code,
      productTypeId: type.productTypeId,
      packagingTypeId: packaging.packagingTypeId,
    })),
  );
  for (let i = 0; i < 3; i++) await t.createCustomer({ company: uniqueName('Aroha Café') });
});
afterAll(() => t?.close());

describe('seedProductDemo', () => {
  it('adds 100+ customer products, a few inactive, 5 outsourced with their base products, and barcodes', async () => {
    await t.db.transaction((tx) => seedProductDemo(tx, createRandom(1), 1));
    const rows = await t.db.select().from(product);
    const customerProducts = rows.filter((row) => row.manufactured === 0);
    expect(customerProducts.length).toBeGreaterThanOrEqual(100);
    expect(customerProducts.every((row) => row.customerId !== null && /^AROHA-/.test(row.productCode))).toBe(true);
    expect(new Set(rows.map((row) => row.productCode)).size).toBe(rows.length);
    expect(customerProducts.some((row) => row.active === 0)).toBe(true);
    const outsourced = rows.filter((row) => row.manufactured === 1);
    expect(outsourced).toHaveLength(5);
    for (const row of outsourced) {
      const [base] = await t.db
        .select()
        .from(baseProduct)
        .where(eq(baseProduct.baseProductId, row.baseProductId ?? 0));
      expect(base).toMatchObject({ manufactured: 1, productCode: row.productCode });
    }
    expect((await t.db.select().from(productBarcode)).length).toBeGreaterThanOrEqual(20);

    const admin = await t.loginAdmin();
    const names = (await t.api(admin).get('/api/Product/GetAllProductName')).body.data;
    expect(names.some((row: TJson) => row.productName === INACTIVE_PRODUCT_NAME)).toBe(true);
  });
});
