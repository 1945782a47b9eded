import {
  CURRENCY,
  rawMaterialOutlook,
  ZONE_TYPE,
  ZPurchaseOrder,
  ZPurchaseOrderDefaults,
  ZRawMaterialList,
  ZRawMaterialStock,
  ZSupplierOptionList,
  ZSupplierRawMaterial,
  ZUnloadingInspection,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { aRawMaterial } from '../catalogue/catalogue.fixtures.ts';
import { createRawMaterial, stockRawMaterialBoxes } from '../raw-materials/raw-material-applications.fixtures.ts';
import { rawMaterialApplication } from '../raw-materials/raw-materials.tables.ts';
import { createSupplier, ok200 } from '../suppliers/suppliers.fixtures.ts';
import { createPallets, placePalletsInTempZones } from '../warehouse-layout/warehouse-layout.service.ts';

// Stock Alarm (RawMaterialStock/GetRawMaterialStock; spec 02 §2, §3; issue 16): in stock, Unloading area, pending PO
// (ordered less received, per supplier), pending applications, the low flag and suggested PO, the cheapest supplier
// price for New Order, the low-first order and filter, and the pages.

let t: TTestApp;
let admin: string;
const api = (token = admin) => t.api(token);
const stockOf = async (rawMaterialId: number, code: string) => {
  const rows = await ok200(
    api().get(`/api/RawMaterialStock/GetRawMaterialStock?search=${code}`, z.array(ZRawMaterialStock)),
  );
  return rows.find((row) => row.rawMaterialId === rawMaterialId);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

describe('rawMaterialOutlook', () => {
  it('is low when stock, unloading and pending PO less applications fall below the alarm limit', () => {
    const base = { inStock: 100, unloadingZone: 20, pendingPo: 30, pendingApplication: 40 };
    expect(rawMaterialOutlook({ ...base, alarmLimit: 110 })).toEqual({ low: false, suggestedPo: 0 });
    expect(rawMaterialOutlook({ ...base, alarmLimit: 200.5 })).toEqual({ low: true, suggestedPo: 91 });
    expect(rawMaterialOutlook({ ...base, alarmLimit: null })).toEqual({ low: false, suggestedPo: 0 });
  });
});

describe('GetRawMaterialStock', () => {
  it('adds up the boxes, the Unloading area, open orders and applications; flags it low with a suggested order', async () => {
    const material = await aRawMaterial(t.db, { rawMaterialName: 'Stock alarm board', alarmLimit: 500 });
    const [unloading] = await createPallets(t.db, { count: 1, plateTypeId: 3 });
    await placePalletsInTempZones(t.db, [{ plateId: unloading.plateId, zoneTypeId: ZONE_TYPE.Unloading }]);
    await stockRawMaterialBoxes(t.db, material.rawMaterialId, 4, { quantity: 25 });
    await stockRawMaterialBoxes(t.db, material.rawMaterialId, 2, { quantity: 30, plateId: unloading.plateId });

    const cheap = await createSupplier(t, admin, { currencyId: CURRENCY.NZD, suplierName: 'Cheap board Ltd' });
    const dear = await createSupplier(t, admin, { currencyId: CURRENCY.NZD, suplierName: 'Dear board Ltd' });
    for (const [s, unitPrice] of [
      [cheap, 1.2],
      [dear, 1.9],
    ] as const) {
      await ok200(
        api().post(
          '/api/SupplierRawMaterial/AddSupplierRawMaterial',
          {
            suplierId: s.suplierId,
            rawMaterialId: material.rawMaterialId,
            suplierProductCode: `BRD-${s.suplierId}`,
            unitPrice,
            unit: 'kg',
          },
          ZSupplierRawMaterial,
        ),
      );
    }
    const po = await ok200(
      api().post(
        '/api/PurchaseOrder/AddPurchaseOrder',
        {
          suplierId: dear.suplierId,
          deliveryDate: '2030-01-31',
          poDetail: [{ rawMaterialId: material.rawMaterialId, unitPrice: 1.9, quantity: 200 }],
        },
        ZPurchaseOrder,
      ),
    );
    await ok200(api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${po.poId}`, undefined, ZPurchaseOrder));
    await ok200(
      api().post(
        '/api/UnloadingInspection/AddUnloadingInspection',
        {
          poId: po.poId,
          suplierId: dear.suplierId,
          containerNo: 'REF-1',
          arrivalTime: '2026-11-20T01:00:00.000Z',
          unloadingPeople: 'Sam',
          unloadingDetail: [{ poDetailId: po.poDetail[0].poDetailId, revQuantity: 50 }],
        },
        ZUnloadingInspection,
      ),
    );
    const applicant = await t.createStaff({ pages: ['/raw-material-application-management'] });
    await t.db.insert(rawMaterialApplication).values([
      { rawMaterialId: material.rawMaterialId, applyQuantity: 80, applyEmployeeId: applicant.employeeId },
      {
        rawMaterialId: material.rawMaterialId,
        applyQuantity: 999,
        applyEmployeeId: applicant.employeeId,
        processed: 1,
      },
    ]);

    const row = await stockOf(material.rawMaterialId, material.rawMaterialCode);
    // 100 + 60 + 150 − 80 = 230 < 500: low, 270 to order.
    expect(row).toMatchObject({
      rawMaterialCode: material.rawMaterialCode,
      alarmLimit: 500,
      inStock: 100,
      unloadingZone: 60,
      pendingPo: 150,
      pendingApplication: 80,
      low: true,
      suggestedPo: 270,
      isProduct: 0,
      rawMaterialSuplierStock: [{ suplierId: dear.suplierId, suplierName: 'Dear board Ltd', quantity: 150 }],
      cheapestPrice: {
        suplierId: cheap.suplierId,
        unitPrice: 1.2,
        unit: 'kg',
        suplierProductCode: `BRD-${cheap.suplierId}`,
      },
    });

    const low = await ok200(api().get('/api/RawMaterialStock/GetRawMaterialStock?low=1', z.array(ZRawMaterialStock)));
    expect(low.every((r) => r.low)).toBe(true);
    expect(low.map((r) => r.rawMaterialId)).toContain(material.rawMaterialId);
  });

  it('is not low without an alarm limit; lists the low ones first, a page at a time', async () => {
    const plain = await createRawMaterial(t.db, 'No limit ink');
    const row = await stockOf(plain.rawMaterialId, plain.rawMaterialCode);
    expect(row).toMatchObject({
      inStock: 0,
      low: false,
      suggestedPo: 0,
      cheapestPrice: null,
      rawMaterialSuplierStock: [],
    });
    await aRawMaterial(t.db, { rawMaterialName: 'Low glue', alarmLimit: 10 });
    const all = await ok200(api().get('/api/RawMaterialStock/GetRawMaterialStock', z.array(ZRawMaterialStock)));
    const firstHigh = all.findIndex((r) => !r.low);
    expect(all.slice(firstHigh).some((r) => r.low)).toBe(false);
    const page = await api().get(
      '/api/RawMaterialStock/GetRawMaterialStock?page=1&pageSize=2&sortField=rawMaterialCode',
      z.array(ZRawMaterialStock),
    );
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta?.total).toBeGreaterThanOrEqual(2);
  });

  it('is read on the Stock Alarm page, which raises orders too; not on others', async () => {
    const buyer = await t.createStaff({ pages: ['/raw-material-stock-monitor'] });
    expect(
      (await api(buyer.token).get('/api/RawMaterialStock/GetRawMaterialStock', z.array(ZRawMaterialStock))).status,
    ).toBe(200);
    expect((await api(buyer.token).get('/api/Supplier/GetSupplierPicker', ZSupplierOptionList)).status).toBe(200);
    expect((await api(buyer.token).get('/api/RawMaterial/GetAllRawMaterial', ZRawMaterialList)).status).toBe(200);
    expect(
      (await api(buyer.token).get('/api/PurchaseOrder/GetPurchaseOrderDefaults', ZPurchaseOrderDefaults)).status,
    ).toBe(200);
    const other = await t.createStaff({ pages: ['/purchase-order'] });
    expect((await api(other.token).get('/api/RawMaterialStock/GetRawMaterialStock', REFUSED)).status).toBe(403);
  });
});
