import { CURRENCY, PO_STATUS, purchaseTotalsOf, RECEIVING_STATUS, SETTING, todayInAuckland } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { listPurchaseOrders } from '../purchase-orders/purchase-orders-read.ts';
import { appSetting } from '../settings/settings.tables.ts';
import { supplier } from '../suppliers/suppliers.tables.ts';
import { listSupplierRawMaterials, listSuppliers } from '../suppliers/suppliers-read.ts';
import { listReceivingBoxes } from './receiving-boxes-read.ts';
import { addReceiving, completeReceiving } from './unloading-inspections.service.ts';
import { listReceivings } from './unloading-inspections-read.ts';

// The demo purchasing data is what the screens expect: NZ, Chinese and US suppliers with price lists and a
// qualification about to expire, the company's delivery defaults, and orders in every state and currency whose
// totals are the server's.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

describe('demo purchasing', () => {
  it('has suppliers in NZD, RMB and USD, price lists, and a qualification about to expire', async () => {
    const { rows } = await listSuppliers(handle.db, {});
    expect(new Set(rows.map((s) => s.currencyId))).toEqual(new Set([CURRENCY.NZD, CURRENCY.RMB, CURRENCY.USD]));
    const alerts = rows.flatMap((s) => s.qualificationAlerts);
    expect(alerts.some((a) => !a.expired)).toBe(true);
    expect((await listSupplierRawMaterials(handle.db)).length).toBeGreaterThanOrEqual(8);
    const [delivery] = await handle.db
      .select()
      .from(appSetting)
      .where(eq(appSetting.key, SETTING.purchaseDelivery.key));
    expect((delivery.value as { deliveryAddr: string }).deliveryAddr).toMatch(/Auckland/);
  });

  it('has orders in every state, their totals computed as the server does, within the default range', async () => {
    const { rows } = await listPurchaseOrders(handle.db, { status: 'all' });
    expect(new Set(rows.map((po) => po.poStatusId))).toEqual(new Set(Object.values(PO_STATUS)));
    expect(new Set(rows.map((po) => po.currencyId))).toEqual(new Set([CURRENCY.NZD, CURRENCY.RMB, CURRENCY.USD]));
    for (const po of rows) {
      const totals = purchaseTotalsOf(po.poDetail, po.poOption, po.currencyId);
      expect(po).toMatchObject({ price: totals.price, gst: totals.gst, inclGstPrice: totals.inclGstPrice });
      expect(po.deliveryDate >= '2000-01-01').toBe(true);
    }
    expect(rows.some((po) => po.paid === 1 && po.paymentDate && po.paymentDate <= todayInAuckland())).toBe(true);
    const active = await handle.db.select().from(supplier).where(eq(supplier.active, 1));
    expect(active.length).toBe(5);
  });

  it('has the receivings of the orders that arrived, their quantities rolled up to the order lines', async () => {
    const { rows } = await listReceivings(handle.db, {});
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set([RECEIVING_STATUS.InProcessing, RECEIVING_STATUS.Completed]),
    );
    const orders = new Map((await listPurchaseOrders(handle.db, { status: 'all' })).rows.map((po) => [po.poId, po]));
    for (const receiving of rows) {
      const po = orders.get(receiving.poId);
      expect(po?.poStatusId).toBeOneOf([PO_STATUS.Approved, PO_STATUS.Received, PO_STATUS.Completed]);
      for (const line of receiving.unloadingDetail) {
        expect(po?.poDetail.find((d) => d.poDetailId === line.poDetailId)?.totalRevQty).toBe(line.revQuantity);
      }
    }
    expect(rows.some((r) => orders.get(r.poId)?.poStatusId === PO_STATUS.Approved)).toBe(true);
  });

  it('has a receiving handled into raw material boxes on pallets in the Unloading Zone, carrying the PO number', async () => {
    const { rows } = await listReceivings(handle.db, {});
    const handled = rows.filter((r) => r.unloadingDetail.some((line) => line.handledQuantity > 0));
    expect(handled).toHaveLength(1);
    const [receiving] = handled;
    const boxes = await listReceivingBoxes(handle.db, receiving?.inspectionId as number);
    expect(boxes.length).toBeGreaterThanOrEqual(4);
    for (const box of boxes) {
      expect(box).toMatchObject({ kind: 'rawMaterialBox', poNumber: receiving?.poNo, live: true });
      expect(box.tempzone?.zoneTypeNavigation.zoneTypeName).toBe('Unloading Zone');
    }
    for (const line of receiving?.unloadingDetail ?? []) {
      const own = boxes.filter((b) => b.detailId === line.detailId);
      const sum = own.reduce((total, b) => total + b.quantity, 0);
      expect(line.handledQuantity).toBeCloseTo(sum, 3);
      expect(line.palletQuantity).toBeCloseTo(sum, 3);
    }
  });

  it("lets the partly received order ('Rest to follow on the next sailing') take the rest and be finished (issue 31)", async () => {
    const partial = (await listReceivings(handle.db, {})).rows.find(
      (r) => r.notes === 'Rest to follow on the next sailing.',
    );
    if (!partial) throw new Error('The demo has no partly received order');
    await completeReceiving(handle.db, partial.inspectionId, null);
    const [order] = (await listPurchaseOrders(handle.db, { withOutUnloding: '1', search: partial.poNo })).rows;
    expect(order?.poNo).toBe(partial.poNo);
    const rest = await addReceiving(
      handle.db,
      {
        poId: partial.poId,
        suplierId: partial.suplierId,
        containerNo: 'NEXT-SAILING',
        arrivalTime: new Date().toISOString(),
        unloadingPeople: 'Warehouse team',
        unloadingDetail: (order?.poDetail ?? []).map((line) => ({
          poDetailId: line.poDetailId,
          revQuantity: line.quantity - line.totalRevQty,
        })),
      },
      null,
    );
    expect(rest.poStatusId).toBe(PO_STATUS.Received);
  });
});
