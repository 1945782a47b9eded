import {
  BOX_MANAGEMENT_MESSAGES,
  BOX_MOVEMENT_REASON,
  BOX_OUT_LOCATION,
  BOX_STATUS,
  LAYOUT_MESSAGES,
  type TApiError,
  TEMP_ZONE_MESSAGES,
  type TZoneType,
  ZBoxInfoList,
  ZCellList,
  ZClearedCount,
  ZONE_TYPE,
  ZONE_TYPES,
  ZPallet,
  ZPalletList,
  ZTempZonePalletList,
  ZZoneTypeList,
} from '@packline/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TReply, type TTestApp } from '../../../test/test-app.ts';
import { stockBoxes } from '../boxes/boxes.fixtures.ts';
import { box, boxMovement, palletBox } from '../boxes/boxes.tables.ts';
import { createRawMaterial, stockRawMaterialBoxes } from '../raw-materials/raw-material-applications.fixtures.ts';
import { rawMaterialBox } from '../raw-materials/raw-materials.tables.ts';
import { createQuotedCustomer, ok200, type TQuotedCustomer } from '../sales-orders/sales-order.fixtures.ts';
import {
  createPallets,
  createZoneWithShelves,
  placePalletsInCells,
  placePalletsInTempZones,
} from '../warehouse-layout/warehouse-layout.service.ts';
import { pallet, tempZone } from '../warehouse-layout/warehouse-layout.tables.ts';

// Temporary zones (spec 02 §2 Temporary Zone / Relocate Pallet, §4, §7 TempZone; issue 14): a pallet moves from its
// cell to a temporary zone and back (a cell still holds one pallet, also when two people move at once), empty pallets
// are cleared out of the zones, boxes are stored to a pallet with their ledger rows, and the zone reads.

let t: TTestApp;
let admin: string;
let cafe: TQuotedCustomer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  cafe = await createQuotedCustomer(t, admin, [40]);
});
afterAll(() => t?.close());

const api = (token = admin) => t.api(token);
const message = (res: TReply<TApiError>) => res.body?.message?.message;
const productId = () => cafe.products[0].productId as number;
const ids = (rows: readonly { plateId: number }[]) => rows.map((row) => row.plateId);
const boxIds = (rows: readonly { boxId: number }[]) => rows.map((row) => row.boxId);

let zoneNumber = 0;
/** A new shelf of `cells` cells (one row) in a zone of its own; its cells. */
async function newCells(cells: number) {
  zoneNumber += 1;
  return createZoneWithShelves(t.db, { zoneCode: `TZ${zoneNumber}`, shelfCount: 1, totalRows: 1, totalCols: cells });
}
/** `count` boxes of `pieces` on the pallet (or on none); their ids. */
const newBoxes = async (count: number, pieces: number, plateId: number | null) =>
  (await stockBoxes(t.db, productId(), count, pieces, plateId)).map((b) => b.boxId);
const zoneOf = async (plateId: number) =>
  (await t.db.select().from(tempZone).where(eq(tempZone.plateId, plateId)))[0]?.zoneTypeId ?? null;
const palletOf = async (boxId: number) =>
  (
    await t.db
      .select({ plateId: palletBox.plateId })
      .from(palletBox)
      .where(and(eq(palletBox.boxId, boxId), eq(palletBox.active, true)))
  )[0]?.plateId ?? null;

describe('TempZone/MovePlateToTempZone and MovePlateToShelf', () => {
  it('moves a pallet from its cell to a temporary zone, to another zone, and back into a cell', async () => {
    const [first, second] = await newCells(2);
    const [palletRow, other] = await createPallets(t.db, { count: 2 });
    await ok200(
      api().put(
        `/api/TempZone/MovePlateToShelf?plateId=${palletRow.plateId}&cellId=${first.cellId}`,
        undefined,
        ZPallet,
      ),
    );

    const picked = await ok200(
      api().put(
        `/api/TempZone/MovePlateToTempZone?plateId=${palletRow.plateId}&zoneTypeId=${ZONE_TYPE.Picking}`,
        undefined,
        ZPallet,
      ),
    );
    expect(picked).toMatchObject({
      plateId: palletRow.plateId,
      cellId: null,
      cell: null,
      tempzone: { zoneTypeId: ZONE_TYPE.Picking, zoneTypeName: 'Picking Area' },
      position: 'Picking Area',
    });
    const empties = await ok200(api().get('/api/ShelfPlate/GetEmptyCell', ZCellList));
    expect(empties.map((c) => c.cellId)).toContain(first.cellId);

    const dispatching = await ok200(
      api().put(
        `/api/TempZone/MovePlateToTempZone?plateId=${palletRow.plateId}&zoneTypeId=${ZONE_TYPE.Dispatching}`,
        undefined,
        ZPallet,
      ),
    );
    expect(dispatching.tempzone).toMatchObject({ zoneTypeId: ZONE_TYPE.Dispatching });
    expect(await t.db.select().from(tempZone).where(eq(tempZone.plateId, palletRow.plateId))).toHaveLength(1);
    // The same zone again changes nothing.
    await ok200(
      api().put(
        `/api/TempZone/MovePlateToTempZone?plateId=${palletRow.plateId}&zoneTypeId=${ZONE_TYPE.Dispatching}`,
        undefined,
        ZPallet,
      ),
    );
    expect(await zoneOf(palletRow.plateId)).toBe(ZONE_TYPE.Dispatching);

    const shelved = await ok200(
      api().put(
        `/api/TempZone/MovePlateToShelf?plateId=${palletRow.plateId}&cellId=${second.cellId}`,
        undefined,
        ZPallet,
      ),
    );
    expect(shelved).toMatchObject({
      cellId: second.cellId,
      tempzone: null,
      position: `${second.code.split('-')[0]} 1-B`,
    });
    expect(await zoneOf(palletRow.plateId)).toBeNull();

    // The cell holds one pallet: a second one is refused and stays in its zone.
    await placePalletsInTempZones(t.db, [{ plateId: other.plateId, zoneTypeId: ZONE_TYPE.Picking }]);
    const taken = await api().put(
      `/api/TempZone/MovePlateToShelf?plateId=${other.plateId}&cellId=${second.cellId}`,
      undefined,
      REFUSED,
    );
    expect(taken.status).toBe(409);
    expect(message(taken)).toBe(LAYOUT_MESSAGES.cellTaken);
    expect(await zoneOf(other.plateId)).toBe(ZONE_TYPE.Picking);
  });

  it("asks for a pallet ('Please select a pallet firstly.'), refuses an unknown one ('No pallet information.')", async () => {
    const [cell] = await newCells(1);
    for (const path of [
      `/api/TempZone/MovePlateToTempZone?zoneTypeId=${ZONE_TYPE.Picking}`,
      `/api/TempZone/MovePlateToTempZone?plateId=&zoneTypeId=${ZONE_TYPE.Picking}`,
      `/api/TempZone/MovePlateToShelf?cellId=${cell.cellId}`,
    ]) {
      const res = await api().put(path, undefined, REFUSED);
      expect(res.status, path).toBe(400);
      expect(message(res), path).toBe(TEMP_ZONE_MESSAGES.selectPallet);
    }
    for (const path of [
      `/api/TempZone/MovePlateToTempZone?plateId=987654&zoneTypeId=${ZONE_TYPE.Picking}`,
      `/api/TempZone/MovePlateToShelf?plateId=987654&cellId=${cell.cellId}`,
    ]) {
      const res = await api().put(path, undefined, REFUSED);
      expect(res.status, path).toBe(404);
      expect(message(res), path).toBe(LAYOUT_MESSAGES.noPallet);
    }
    const [palletRow] = await createPallets(t.db, { count: 1 });
    const noZone = await api().put(
      `/api/TempZone/MovePlateToTempZone?plateId=${palletRow.plateId}&zoneTypeId=99`,
      undefined,
      REFUSED,
    );
    expect(noZone.status).toBe(404);
    expect(message(noZone)).toBe(TEMP_ZONE_MESSAGES.zoneTypeNotFound);
    const noType = await api().put(
      `/api/TempZone/MovePlateToTempZone?plateId=${palletRow.plateId}`,
      undefined,
      REFUSED,
    );
    expect(message(noType)).toBe(TEMP_ZONE_MESSAGES.zoneTypeRequired);
    const noCell = await api().put(`/api/TempZone/MovePlateToShelf?plateId=${palletRow.plateId}`, undefined, REFUSED);
    expect(message(noCell)).toBe(TEMP_ZONE_MESSAGES.cellRequired);
  });

  it('lets exactly one of two pallets moved at the same moment into the same cell', async () => {
    const [target] = await newCells(1);
    const pallets = await createPallets(t.db, { count: 2 });
    await placePalletsInTempZones(
      t.db,
      pallets.map((p) => ({ plateId: p.plateId, zoneTypeId: ZONE_TYPE.Packaging })),
    );
    const replies = await Promise.all(
      pallets.map((p) => api().put(`/api/TempZone/MovePlateToShelf?plateId=${p.plateId}&cellId=${target.cellId}`)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const standing = await t.db.select().from(pallet).where(eq(pallet.cellId, target.cellId));
    expect(standing).toHaveLength(1);
    const loser = pallets.find((p) => p.plateId !== standing[0].plateId);
    expect(await zoneOf(loser?.plateId ?? 0)).toBe(ZONE_TYPE.Packaging);
  });
});

describe('TempZone reads', () => {
  it('GetZoneType counts the pallets of each zone; GetZone and the per-zone calls list them with their products', async () => {
    const before = await ok200(api().get('/api/TempZone/GetZoneType', ZZoneTypeList));
    expect(before.map((z) => [z.zoneTypeId, z.zoneTypeName])).toEqual(
      ZONE_TYPES.map((z) => [z.zoneTypeId, z.zoneTypeName]),
    );
    const [packing, picking, dispatching] = await createPallets(t.db, { count: 3 });
    await placePalletsInTempZones(t.db, [
      { plateId: packing.plateId, zoneTypeId: ZONE_TYPE.Packaging },
      { plateId: picking.plateId, zoneTypeId: ZONE_TYPE.Picking },
      { plateId: dispatching.plateId, zoneTypeId: ZONE_TYPE.Dispatching },
    ]);
    await newBoxes(3, 40, picking.plateId);
    const after = await ok200(api().get('/api/TempZone/GetZoneType', ZZoneTypeList));
    const countOf = (list: readonly TZoneType[], id: number) => found(list, (z) => z.zoneTypeId === id).plateCount;
    for (const id of [ZONE_TYPE.Packaging, ZONE_TYPE.Picking, ZONE_TYPE.Dispatching]) {
      expect(countOf(after, id), String(id)).toBe(countOf(before, id) + 1);
    }

    const all = await ok200(api().get('/api/TempZone/GetZone', ZTempZonePalletList));
    expect(ids(all.map((row) => row.plate))).toEqual(
      expect.arrayContaining([packing.plateId, picking.plateId, dispatching.plateId]),
    );
    const pickingRows = await ok200(
      api().get(`/api/TempZone/GetZone?zoneType=${ZONE_TYPE.Picking}`, ZTempZonePalletList),
    );
    expect(pickingRows.every((row) => row.zoneTypeId === ZONE_TYPE.Picking)).toBe(true);
    const row = found(pickingRows, (r) => r.plate.plateId === picking.plateId);
    expect(row).toMatchObject({
      zoneTypeName: 'Picking Area',
      plate: { plateCode: picking.plateCode, boxCount: 3, position: 'Picking Area' },
      contents: [{ kind: 'product', itemId: productId(), boxCount: 3, quantity: 120 }],
    });
    expect(typeof row.enteredAt).toBe('string');

    for (const [path, palletRow] of [
      ['GetPackageZone', packing],
      ['GetPickingZone', picking],
      ['GetDispatchingZone', dispatching],
    ] as const) {
      const rows = await ok200(api().get(`/api/TempZone/${path}`, ZTempZonePalletList));
      expect(ids(rows.map((r) => r.plate)), path).toContain(palletRow.plateId);
      expect(new Set(rows.map((r) => r.zoneTypeId)).size, path).toBe(1);
    }
  });

  it('GetSticker answers the printed boxes on no pallet; GetHoldingBoxes the boxes on hold and in the Holding Area', async () => {
    const [holding, picking] = await createPallets(t.db, { count: 2 });
    await placePalletsInTempZones(t.db, [
      { plateId: holding.plateId, zoneTypeId: ZONE_TYPE.Holding },
      { plateId: picking.plateId, zoneTypeId: ZONE_TYPE.Picking },
    ]);
    const [loose] = await newBoxes(1, 10, null);
    const [inHolding] = await newBoxes(1, 10, holding.plateId);
    const [held, notHeld] = await newBoxes(2, 10, picking.plateId);
    await ok200(api().put('/api/Box/MarkDefects?Notes=Damaged', [held], ZBoxInfoList));

    const stickers = boxIds(await ok200(api().get('/api/TempZone/GetSticker', ZBoxInfoList)));
    expect(stickers).toContain(loose);
    expect(stickers).not.toContain(inHolding);
    expect(stickers).not.toContain(notHeld);

    const holdingBoxes = await ok200(api().get('/api/TempZone/GetHoldingBoxes', ZBoxInfoList));
    expect(boxIds(holdingBoxes)).toEqual(expect.arrayContaining([inHolding, held]));
    expect(boxIds(holdingBoxes)).not.toContain(notHeld);
    expect(boxIds(holdingBoxes)).not.toContain(loose);
    expect(holdingBoxes.find((b) => b.boxId === held)).toMatchObject({ statusName: 'On Hold' });
  });
});

describe('TempZone/AddTempZone (Add to stock, Store To Pallet)', () => {
  it('stores boxes to a pallet with their pieces, writes the ledger, and puts a pallet standing nowhere in a zone', async () => {
    const [palletRow, from] = await createPallets(t.db, { count: 2 });
    const [printed, recounted] = await newBoxes(2, 50, null);
    const [moved] = await newBoxes(1, 50, from.plateId);

    const stored = await ok200(
      api().post(
        `/api/TempZone/AddTempZone?plateId=${palletRow.plateId}`,
        [
          { boxId: printed, quantity: 50 },
          { boxId: recounted, quantity: 45 },
          { boxId: moved, quantity: 50 },
        ],
        ZPallet,
      ),
    );
    expect(stored).toMatchObject({
      plateId: palletRow.plateId,
      boxCount: 3,
      tempzone: { zoneTypeId: ZONE_TYPE.Packaging, zoneTypeName: 'Packaging Area' },
    });
    for (const boxId of [printed, recounted, moved]) expect(await palletOf(boxId)).toBe(palletRow.plateId);
    const [row] = await t.db.select().from(box).where(eq(box.boxId, recounted));
    expect(Number(row.quantity)).toBe(45);
    const ledger = await t.db
      .select()
      .from(boxMovement)
      .where(inArray(boxMovement.boxId, [printed, recounted, moved]))
      .orderBy(asc(boxMovement.boxId));
    expect(
      ledger.map((m) => [m.boxId, m.reasonId, m.fromPlateId, m.toPlateId, m.quantityBefore, m.quantityAfter]),
    ).toEqual([
      [printed, BOX_MOVEMENT_REASON.PalletChanged, null, palletRow.plateId, 50, 50],
      [recounted, BOX_MOVEMENT_REASON.PalletChanged, null, palletRow.plateId, 50, 45],
      [moved, BOX_MOVEMENT_REASON.PalletChanged, from.plateId, palletRow.plateId, 50, 50],
    ]);
    const onPallet = await ok200(api().get(`/api/Plate/GetBoxByPlateId?plateId=${palletRow.plateId}`, ZBoxInfoList));
    expect(boxIds(onPallet).sort()).toEqual([printed, recounted, moved].sort());
    expect(boxIds(await ok200(api().get('/api/TempZone/GetSticker', ZBoxInfoList)))).not.toContain(printed);

    // Stored again with a new count: only the count changes (one more ledger row); the pallet stays in its zone.
    await ok200(
      api().post(
        `/api/TempZone/AddTempZone?plateId=${palletRow.plateId}`,
        [{ boxId: recounted, quantity: 40 }],
        ZPallet,
      ),
    );
    const again = await t.db.select().from(boxMovement).where(eq(boxMovement.boxId, recounted));
    expect(again.map((m) => m.reasonId)).toEqual([
      BOX_MOVEMENT_REASON.PalletChanged,
      BOX_MOVEMENT_REASON.QuantityChanged,
    ]);
    expect(await zoneOf(palletRow.plateId)).toBe(ZONE_TYPE.Packaging);

    // A pallet standing nowhere goes to the zone asked for.
    const [picking] = await createPallets(t.db, { count: 1 });
    const [next] = await newBoxes(1, 50, null);
    await ok200(
      api().post(
        `/api/TempZone/AddTempZone?plateId=${picking.plateId}&zoneTypeId=${ZONE_TYPE.Picking}`,
        [{ boxId: next, quantity: 50 }],
        ZPallet,
      ),
    );
    expect(await zoneOf(picking.plateId)).toBe(ZONE_TYPE.Picking);
  });

  it("refuses without boxes ('Please add boxes firstly.'), without a pallet, and any box not in stock (all or none)", async () => {
    const [palletRow] = await createPallets(t.db, { count: 1 });
    const [good, bad] = await newBoxes(2, 20, null);
    await ok200(api().put('/api/Box/MarkDefects?Notes=Damaged', [bad], ZBoxInfoList));

    const none = await api().post(`/api/TempZone/AddTempZone?plateId=${palletRow.plateId}`, [], REFUSED);
    expect(none.status).toBe(400);
    expect(message(none)).toBe(TEMP_ZONE_MESSAGES.addBoxes);
    const noPallet = await api().post('/api/TempZone/AddTempZone', [{ boxId: good, quantity: 20 }], REFUSED);
    expect(noPallet.status).toBe(400);
    expect(message(noPallet)).toBe(TEMP_ZONE_MESSAGES.selectPallet);
    const unknown = await api().post(
      '/api/TempZone/AddTempZone?plateId=987654',
      [{ boxId: good, quantity: 20 }],
      REFUSED,
    );
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(LAYOUT_MESSAGES.noPallet);
    const noBox = await api().post(
      `/api/TempZone/AddTempZone?plateId=${palletRow.plateId}`,
      [{ boxId: 987654, quantity: 20 }],
      REFUSED,
    );
    expect(noBox.status).toBe(404);
    expect(message(noBox)).toBe(BOX_MANAGEMENT_MESSAGES.boxNotFound(987654));
    const twice = await api().post(
      `/api/TempZone/AddTempZone?plateId=${palletRow.plateId}`,
      [
        { boxId: good, quantity: 20 },
        { boxId: good, quantity: 10 },
      ],
      REFUSED,
    );
    expect(message(twice)).toBe(TEMP_ZONE_MESSAGES.boxTwice);
    const zero = await api().post(
      `/api/TempZone/AddTempZone?plateId=${palletRow.plateId}`,
      [{ boxId: good, quantity: 0 }],
      REFUSED,
    );
    expect(zero.status).toBe(400);

    const [held] = await t.db.select().from(box).where(eq(box.boxId, bad));
    const mixed = await api().post(
      `/api/TempZone/AddTempZone?plateId=${palletRow.plateId}`,
      [
        { boxId: good, quantity: 20 },
        { boxId: bad, quantity: 20 },
      ],
      REFUSED,
    );
    expect(mixed.status).toBe(400);
    expect(message(mixed)).toBe(TEMP_ZONE_MESSAGES.boxNotInStock(held.barCode));
    expect(await palletOf(good)).toBeNull();
    expect(await zoneOf(palletRow.plateId)).toBeNull();
    expect(await t.db.select().from(boxMovement).where(eq(boxMovement.boxId, good))).toHaveLength(0);
  });
});

describe('TempZone/ClearEmptyPlateFromTempZone', () => {
  it('takes the pallets holding no box out of their zones and answers how many', async () => {
    const [empty, loaded, emptied, dispatched] = await createPallets(t.db, { count: 4 });
    await placePalletsInTempZones(t.db, [
      { plateId: empty.plateId, zoneTypeId: ZONE_TYPE.Picking },
      { plateId: loaded.plateId, zoneTypeId: ZONE_TYPE.Picking },
      { plateId: emptied.plateId, zoneTypeId: ZONE_TYPE.Dispatching },
      { plateId: dispatched.plateId, zoneTypeId: ZONE_TYPE.Dispatching },
    ]);
    await newBoxes(1, 10, loaded.plateId);
    const [gone] = await newBoxes(1, 10, emptied.plateId);
    await ok200(api().put('/api/Box/ObsoleteBoxs?Notes=broken', [gone], ZBoxInfoList));
    // A delivered box keeps its last link (dispatch does not end it), yet its pallet is empty.
    const [delivered] = await newBoxes(1, 10, dispatched.plateId);
    await t.db
      .update(box)
      .set({ status: BOX_STATUS.Out, location: BOX_OUT_LOCATION.Delivered, quantity: 0 })
      .where(eq(box.boxId, delivered));

    const zones = await t.db.select({ plateId: tempZone.plateId }).from(tempZone);
    const stillLoaded = await t.db
      .select({ plateId: palletBox.plateId })
      .from(palletBox)
      .innerJoin(box, eq(box.boxId, palletBox.boxId))
      .where(and(eq(palletBox.active, true), ne(box.status, BOX_STATUS.Out)));
    const loadedIds = new Set(stillLoaded.map((l) => l.plateId));
    const expected = zones.filter((z) => !loadedIds.has(z.plateId)).length;
    expect(expected).toBeGreaterThanOrEqual(3);

    expect(await ok200(api().delete('/api/TempZone/ClearEmptyPlateFromTempZone', ZClearedCount))).toBe(expected);
    expect(await zoneOf(empty.plateId)).toBeNull();
    expect(await zoneOf(emptied.plateId)).toBeNull();
    expect(await zoneOf(dispatched.plateId)).toBeNull();
    expect(await zoneOf(loaded.plateId)).toBe(ZONE_TYPE.Picking);
    expect(await ok200(api().delete('/api/TempZone/ClearEmptyPlateFromTempZone', ZClearedCount))).toBe(0);
  });
});

describe('a pallet holding only raw material boxes (issue 30 §2)', () => {
  it('is counted, listed and kept by Clear Empty Pallet; its boxes taken off, it is empty', async () => {
    const ink = await createRawMaterial(t.db, 'Ink');
    const [unloading, shelved] = await createPallets(t.db, { count: 2 });
    await placePalletsInTempZones(t.db, [{ plateId: unloading.plateId, zoneTypeId: ZONE_TYPE.Unloading }]);
    const [firstCell] = await newCells(1);
    await placePalletsInCells(t.db, [{ plateId: shelved.plateId, cellId: firstCell.cellId }]);
    const onUnloading = await stockRawMaterialBoxes(t.db, ink.rawMaterialId, 4, {
      quantity: 12.5,
      plateId: unloading.plateId,
    });
    await stockRawMaterialBoxes(t.db, ink.rawMaterialId, 2, { plateId: shelved.plateId });

    // The Unloading Area tile: the count and the contents line of the raw material (KG).
    const tiles = await ok200(api().get(`/api/TempZone/GetZone?zoneType=${ZONE_TYPE.Unloading}`, ZTempZonePalletList));
    expect(tiles.find((row) => row.plate.plateId === unloading.plateId)).toMatchObject({
      plate: { boxCount: 4 },
      contents: [
        { kind: 'rawMaterial', itemId: ink.rawMaterialId, code: ink.rawMaterialCode, boxCount: 4, quantity: 50 },
      ],
    });
    // The shelf dialog's cell, Relocate Pallet's pallet, the in-use and empty lists.
    const [cellRow] = await ok200(
      api().get(`/api/Cell/GetCellByShelfNo?shelfNo=${firstCell.code.split('-')[0]}`, ZCellList),
    );
    expect(cellRow.plate).toMatchObject({ plateId: shelved.plateId, boxCount: 2 });
    const found = await ok200(api().get(`/api/Plate/GetPlateByPlateCode?code=${unloading.plateCode}`, ZPallet));
    expect(found).toMatchObject({ boxCount: 4, position: 'Unloading Zone' });
    const inUse = await ok200(api().get('/api/Plate/GetInUsingPallet', z.array(ZPallet)));
    expect(ids(inUse)).toEqual(expect.arrayContaining([unloading.plateId, shelved.plateId]));
    expect(ids(await ok200(api().get('/api/Plate/GetEmptyAvailable', ZPalletList)))).not.toContain(unloading.plateId);

    // Clear Empty Pallet keeps it in its zone.
    await ok200(api().delete('/api/TempZone/ClearEmptyPlateFromTempZone', ZClearedCount));
    expect(await zoneOf(unloading.plateId)).toBe(ZONE_TYPE.Unloading);

    // Its boxes obsolete (off the pallet), it is empty: cleared.
    await t.db
      .update(rawMaterialBox)
      .set({ active: 0, plateId: null })
      .where(
        inArray(
          rawMaterialBox.rawMaterialBoxId,
          onUnloading.map((b) => b.rawMaterialBoxId),
        ),
      );
    expect(
      await ok200(api().delete('/api/TempZone/ClearEmptyPlateFromTempZone', ZClearedCount)),
    ).toBeGreaterThanOrEqual(1);
    expect(await zoneOf(unloading.plateId)).toBeNull();
    expect(ids(await ok200(api().get('/api/Plate/GetEmptyAvailable', ZPalletList)))).toContain(unloading.plateId);
  });
});

describe('who may call the TempZone calls', () => {
  it('reads for the pallet screens and the pallet list, writes for the pallet screens; 403 for others', async () => {
    const [palletRow] = await createPallets(t.db, { count: 1 });
    const [cell] = await newCells(1);
    const reads = [
      '/api/TempZone/GetZoneType',
      '/api/TempZone/GetZone',
      '/api/TempZone/GetPackageZone',
      '/api/TempZone/GetPickingZone',
      '/api/TempZone/GetDispatchingZone',
      '/api/TempZone/GetHoldingBoxes',
      '/api/TempZone/GetSticker',
    ];
    const writes = (token: string) => [
      api(token).put(
        `/api/TempZone/MovePlateToTempZone?plateId=${palletRow.plateId}&zoneTypeId=${ZONE_TYPE.Picking}`,
        undefined,
        REFUSED,
      ),
      api(token).put(
        `/api/TempZone/MovePlateToShelf?plateId=${palletRow.plateId}&cellId=${cell.cellId}`,
        undefined,
        REFUSED,
      ),
      api(token).delete('/api/TempZone/ClearEmptyPlateFromTempZone', REFUSED),
      api(token).post(`/api/TempZone/AddTempZone?plateId=${palletRow.plateId}`, [{ boxId: 1, quantity: 1 }], REFUSED),
    ];
    const other = await t.createStaff({ pages: ['/customer-pallet'] });
    for (const path of reads) expect((await api(other.token).get(path, REFUSED)).status, path).toBe(403);
    for (const res of await Promise.all(writes(other.token))) expect(res.status).toBe(403);

    const palletList = await t.createStaff({ pages: ['/pallet-list'] });
    for (const path of reads) expect((await api(palletList.token).get(path)).status, path).toBe(200);
    for (const res of await Promise.all(writes(palletList.token))) expect(res.status).toBe(403);

    const keeper = await t.createStaff({ pages: ['/temporary-zone'] });
    expect((await api(keeper.token).get('/api/TempZone/GetZone', ZTempZonePalletList)).status).toBe(200);
    await ok200(
      api(keeper.token).put(
        `/api/TempZone/MovePlateToTempZone?plateId=${palletRow.plateId}&zoneTypeId=${ZONE_TYPE.Picking}`,
        undefined,
        ZPallet,
      ),
    );
    const [row] = await t.db.select().from(tempZone).where(eq(tempZone.plateId, palletRow.plateId));
    expect(row.createdBy).toBe(keeper.employeeId);
    const mover = await t.createStaff({ pages: ['/relocate-pallet'] });
    await ok200(
      api(mover.token).put(
        `/api/TempZone/MovePlateToShelf?plateId=${palletRow.plateId}&cellId=${cell.cellId}`,
        undefined,
        ZPallet,
      ),
    );
  });
});
