import { catalogueRowSchema, PRODUCT_BARCODE_CATALOGUE, ZProductBarcodeList } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { product } from './catalogue.tables.ts';

// Product barcode management's list names each row's product, so the screen reads no whole product list.

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

describe('GET ProductBarcode/GetAllProductBarcode', () => {
  it("carries each barcode's product code and name, and the barcode's own fields", async () => {
    const [cup] = await t.db
      .insert(product)
      .values({ productName: uniqueName('Aroha cup'), productCode: uniqueName('PBC') })
      .returning();
    const api = t.api(admin);
    const barCode = uniqueName('9421900');
    const add = await api.post(
      '/api/ProductBarcode/AddProductBarcode',
      {
        productId: cup.productId,
        barCode,
        description: 'Carton',
      },
      catalogueRowSchema(PRODUCT_BARCODE_CATALOGUE),
    );
    expect(add.status).toBe(200);
    const id = add.body.data.productBarcodeId;

    const list = await api.get('/api/ProductBarcode/GetAllProductBarcode', ZProductBarcodeList);
    expect(list.status).toBe(200);
    const row = list.body.data.find((r) => r.productBarcodeId === id);
    expect(row).toMatchObject({
      productBarcodeId: id,
      productId: cup.productId,
      barCode,
      description: 'Carton',
      productCode: cup.productCode,
      productName: cup.productName,
    });
    expect(row).toHaveProperty('createdAt');
    // Rows stay in id order, as the generic list answers them.
    const ids = list.body.data.map((r) => r.productBarcodeId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The single-row calls answer the catalogue's row as before.
    const one = await api.get(
      `/api/ProductBarcode/GetProductBarcodeById?id=${id}`,
      catalogueRowSchema(PRODUCT_BARCODE_CATALOGUE),
    );
    expect(one.body.data.barCode).toBe(barCode);
    expect(one.body.data).not.toHaveProperty('productName');
  });

  it('is read only by the Product barcode management page', async () => {
    const staff = await t.createStaff({ pages: [] });
    expect((await t.api(staff.token).get('/api/ProductBarcode/GetAllProductBarcode', REFUSED)).status).toBe(403);
    const barcodeStaff = await t.createStaff({ pages: ['/product-barcode-management'] });
    expect(
      (await t.api(barcodeStaff.token).get('/api/ProductBarcode/GetAllProductBarcode', ZProductBarcodeList)).status,
    ).toBe(200);
  });
});
