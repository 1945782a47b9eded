import { shiftDate, todayInAuckland, ZPurchaseOrder } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TTestApp } from '../../../test/test-app.ts';
import { createProduct, createRawMaterial, createSupplier, ok200 } from '../suppliers/suppliers.fixtures.ts';

// Issue 31 §20: the purchase order search also reads the order's lines (raw material or outsourced product, by code or
// name, and the supplier's product code), on the server and still paged.

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

describe('GetAllPurchaseOrder search', () => {
  it("finds an order by its lines' codes and names; the supplier's other orders stay out", async () => {
    const supplier = await createSupplier(t, admin);
    const kraft = await createRawMaterial(t, 'Kraft board 300gsm');
    const ink = await createRawMaterial(t, 'Water-based ink black');
    const bamboo = await createProduct(t, true);
    const add = (poDetail: unknown[]) =>
      ok200(
        t.api(admin).post(
          '/api/PurchaseOrder/AddPurchaseOrder',
          {
            suplierId: supplier.suplierId,
            deliveryDate: shiftDate(todayInAuckland(), 14, 'day'),
            poDetail,
          },
          ZPurchaseOrder,
        ),
      );
    const board = await add([
      { rawMaterialId: ink.rawMaterialId, unitPrice: 1, quantity: 1 },
      { rawMaterialId: kraft.rawMaterialId, suplierProductCode: 'KB-300', unitPrice: 1, quantity: 5000 },
    ]);
    const cutlery = await add([{ outSourceProd: bamboo.productId, unitPrice: 2, quantity: 10 }]);
    const other = await add([{ rawMaterialId: ink.rawMaterialId, unitPrice: 1, quantity: 2 }]);

    const ids = async (search: string) =>
      (
        await ok200(
          t
            .api(admin)
            .get(
              `/api/PurchaseOrder/GetAllPurchaseOrder?suplierId=${supplier.suplierId}&search=${encodeURIComponent(search)}`,
              z.array(ZPurchaseOrder),
            ),
        )
      ).map((po) => po.poId);
    expect(await ids('kraft')).toEqual([board.poId]);
    expect(await ids('KB-300')).toEqual([board.poId]);
    expect(await ids(kraft.rawMaterialCode.toLowerCase())).toEqual([board.poId]);
    expect(await ids(bamboo.productCode)).toEqual([cutlery.poId]);
    expect(await ids('bamboo cutlery')).toEqual([cutlery.poId]);
    expect(await ids('ink')).toEqual([other.poId, board.poId]);
    expect(await ids('kraft ink')).toEqual([board.poId]);

    const page = await t
      .api(admin)
      .get(
        `/api/PurchaseOrder/GetAllPurchaseOrder?suplierId=${supplier.suplierId}&search=ink&page=1&pageSize=1`,
        z.array(ZPurchaseOrder),
      );
    expect(page.body.meta).toEqual({ total: 2, page: 1, pageSize: 1 });
    expect(page.body.data.map((po) => po.poId)).toEqual([other.poId]);
  });
});
