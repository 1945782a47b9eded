import { BOX_STATUS, ORDER_STATUS, PALLET_TYPE, shelfCode, ZONE_TYPE } from '@packline/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { listBoxLocationsOfProduct } from '../boxes/box-read.ts';
import { box, palletBox } from '../boxes/boxes.tables.ts';
import { listPalletBalances } from '../dispatch/pallet-stock-log-read.ts';
import { orderProduct, salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { cell, pallet, shelf, tempZone, zone } from '../warehouse-layout/warehouse-layout.tables.ts';

// The demo stock: zones A-D of shelves, pallets in cells and temporary zones, boxes for the orders waiting for
// dispatch (so each can be picked), a few cartons on no pallet, and customers' pallet balances.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

describe('demo stock', () => {
  it('has zones A-D of shelves with 3 × 2 cells named by row number and column letter', async () => {
    const { db } = handle;
    const zones = await db.select().from(zone);
    expect(zones.map((z) => z.zoneCode).sort()).toEqual(['A', 'B', 'C', 'D']);
    const shelves = await db.select().from(shelf);
    expect(shelves.length).toBeGreaterThanOrEqual(16);
    expect(shelves.map((s) => s.shelfCode)).toContain(shelfCode('A', 1));
    expect(shelves.every((s) => /^[A-D]\d{2}$/.test(s.shelfCode) && s.totalRows === 3 && s.totalCols === 2)).toBe(true);
    const cells = await db.select().from(cell);
    expect(cells).toHaveLength(shelves.length * 6);
    expect(new Set(cells.map((c) => `${c.rowName}${c.colName}`))).toEqual(
      new Set(['1A', '1B', '2A', '2B', '3A', '3B']),
    );
  });

  it('stands pallets in cells and in the Picking, Dispatching, Packaging and Unloading areas, some empty', async () => {
    const { db } = handle;
    const pallets = await db.select().from(pallet);
    const zones = await db.select().from(tempZone);
    const shelved = pallets.filter((p) => p.cellId !== null);
    expect(shelved.length).toBeGreaterThan(0);
    expect(new Set(shelved.map((p) => p.cellId)).size).toBe(shelved.length);
    expect(zones.length).toBeGreaterThanOrEqual(3);
    // Packaging, Picking and Dispatching from the warehouse demo; Unloading from purchasing's received boxes.
    expect(new Set(zones.map((z) => z.zoneTypeId))).toEqual(
      new Set([ZONE_TYPE.Packaging, ZONE_TYPE.Picking, ZONE_TYPE.Dispatching, ZONE_TYPE.Unloading]),
    );
    const temporary = new Set(pallets.filter((p) => p.plateTypeId === PALLET_TYPE.Temporary).map((p) => p.plateId));
    // The warehouse demo's area pallets are temporary ones; the received boxes stand on new CHEP pallets.
    const areas = zones.filter((z) => z.zoneTypeId !== ZONE_TYPE.Unloading);
    expect(areas.every((z) => temporary.has(z.plateId))).toBe(true);
    expect(shelved.every((p) => p.plateTypeId === PALLET_TYPE.Default)).toBe(true);
    const loaded = new Set((await db.select().from(palletBox)).map((l) => l.plateId));
    expect(shelved.some((p) => !loaded.has(p.plateId))).toBe(true);
    const unloading = new Set(zones.filter((z) => z.zoneTypeId === ZONE_TYPE.Unloading).map((z) => z.plateId));
    expect(pallets.every((p) => p.cellId !== null || temporary.has(p.plateId) || unloading.has(p.plateId))).toBe(true);
  });

  it('has whole cartons in stock for every order waiting for dispatch, and a few on no pallet', async () => {
    const { db } = handle;
    const waiting = await db
      .select({
        productId: orderProduct.productId,
        // Still to pick: not delivered and not on an open dispatch (the dispatch demo picks some after this seeder).
        pieces: sql<string>`sum(${orderProduct.quantity} - greatest(${orderProduct.deliveredQuantity}, ${orderProduct.dispatchedQuantity}))`,
      })
      .from(orderProduct)
      .innerJoin(salesOrder, eq(salesOrder.orderId, orderProduct.orderId))
      .where(
        and(
          isNull(salesOrder.deletedAt),
          eq(salesOrder.draft, 0),
          inArray(salesOrder.orderStatusId, [
            ORDER_STATUS.Approved,
            ORDER_STATUS.Production,
            ORDER_STATUS.Warehouse,
            ORDER_STATUS.Dispatch,
          ]),
        ),
      )
      .groupBy(orderProduct.productId);
    expect(waiting.length).toBeGreaterThan(5);
    const stock = await db
      .select({ productId: box.productId, pieces: sql<string>`sum(${box.quantity})` })
      .from(box)
      .where(eq(box.status, BOX_STATUS.InStock))
      .groupBy(box.productId);
    const stockOf = new Map(stock.map((s) => [s.productId, Number(s.pieces)]));
    for (const need of waiting) {
      expect(stockOf.get(need.productId) ?? 0, `product ${need.productId}`).toBeGreaterThanOrEqual(Number(need.pieces));
    }
    // Bounded: the budget of a size-1 data set, plus up to two spare cartons and one loose carton per product.
    const boxes = await db.select().from(box).where(eq(box.status, BOX_STATUS.InStock));
    expect(boxes.length).toBeLessThanOrEqual(1_500 + 3 * stock.length);
    const barCodes = new Set((await db.select({ barCode: box.barCode }).from(box)).map((b) => b.barCode));
    expect(barCodes.size).toBe((await db.select({ boxId: box.boxId }).from(box)).length);
    const onPallet = new Set((await db.select().from(palletBox).where(eq(palletBox.active, true))).map((l) => l.boxId));
    const unplaced = boxes.filter((b) => !onPallet.has(b.boxId));
    expect(unplaced.length).toBeGreaterThan(0);
    expect(unplaced.length).toBeLessThan(boxes.length / 10);

    // The Locations dialog sees a product's boxes with their places.
    const locations = await listBoxLocationsOfProduct(db, waiting[0].productId);
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.some((l) => l.cell !== null || l.tempzone !== null)).toBe(true);
  });

  it('has customers holding pallets and some who gave every pallet back', async () => {
    const balances = await listPalletBalances(handle.db);
    expect(balances.length).toBeGreaterThanOrEqual(10);
    expect(balances.every((b) => b.balance >= 0)).toBe(true);
    expect(balances.some((b) => b.balance > 0)).toBe(true);
    expect(balances.some((b) => b.balance === 0)).toBe(true);
  });
});
