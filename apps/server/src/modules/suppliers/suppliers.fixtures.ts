import { CURRENCY, SUPPLIER_TYPE, ZSupplier } from '@packline/domain';
import type { TTestApp } from '../../../test/test-app.ts';
import { uniqueName } from '../../../test/test-app.ts';
import { aProduct, aRawMaterial } from '../catalogue/catalogue.fixtures.ts';
import { ok200 } from '../quotations/quotation.fixtures.ts';

// The rows the purchasing tests need: suppliers through the API, raw materials and outsourced products through the
// catalogue's factories.

export { ok200 };

export async function createSupplier(
  t: TTestApp,
  token: string,
  fields: { currencyId?: number; suplierType?: number; active?: number; suplierName?: string } = {},
) {
  return ok200(
    t.api(token).post(
      '/api/Supplier/AddSupplier',
      {
        suplierName: fields.suplierName ?? uniqueName('Supplier'),
        currencyId: fields.currencyId ?? CURRENCY.NZD,
        suplierType: fields.suplierType ?? SUPPLIER_TYPE.RawMaterial,
        active: fields.active ?? 1,
        email: 'orders@supplier.example.nz',
        address: '1 Wharf Road, Auckland',
      },
      ZSupplier,
    ),
  );
}

export async function createRawMaterial(t: TTestApp, name = 'Paper board 280gsm') {
  const row = await aRawMaterial(t.db, { rawMaterialCode: uniqueName('PB'), rawMaterialName: name });
  return { rawMaterialId: row.rawMaterialId, rawMaterialCode: row.rawMaterialCode };
}

export async function createProduct(t: TTestApp, outsourced: boolean) {
  const row = await aProduct(t.db, {
    productCode: uniqueName('OUT'),
    productName: 'Bamboo cutlery set',
    manufactured: outsourced ? 1 : 0,
  });
  return { productId: row.productId, productCode: row.productCode };
}
