import { BOX_STATUS, type TBoxInfo, type TTempZonePallet, type TZoneType, ZONE_TYPE } from '@packline/domain';
import { and, asc, count, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { listBoxInfosWhere } from '../boxes/box-info-read.ts';
import { boxes, palletBoxes } from '../boxes/boxes.reads.ts';
import { pallets, tempZones, zoneTypes } from '../warehouse-layout/warehouse-layout.reads.ts';
import { palletContentsOf } from './pallet-load-read.ts';
import { listPallets } from './warehouse-map-read.ts';

// The reads of the Temporary Zone screen and the temporary-zone tiles of Warehouse Management (spec 02 §2, §7
// TempZone): the zone types with their pallet counts, the pallets standing in the zones with what is on them, the
// boxes of the Holding Area and the printed boxes on no pallet yet.

/** GET TempZone/GetZoneType: every temporary zone type and how many pallets stand in it now. */
export function listZoneTypes(db: DbOrTx): Promise<TZoneType[]> {
  const select = zoneTypes.select(db, {
    zoneTypeId: zoneTypes.zoneTypeId,
    zoneTypeName: zoneTypes.zoneTypeName,
    plateCount: sql<number>`count(${tempZones.tempZoneId})::int`,
  });
  return tempZones.ofZoneType
    .leftJoin(select, zoneTypes.zoneTypeId)
    .groupBy(zoneTypes.zoneTypeId)
    .orderBy(asc(zoneTypes.zoneTypeId));
}

/** The pallets standing in a temporary zone (of that type, or any). */
export const inTempZone = (zoneTypeId?: number): SQL => tempZones.holds(pallets.plateId, zoneTypeId);

/**
 * GET TempZone/GetZone[?zoneType] (and GetPackageZone, GetPickingZone, GetDispatchingZone): the pallets standing in
 * the temporary zones (of that type), zone by zone, the longest there first, each with what stands on it.
 */
export async function listTempZonePallets(db: DbOrTx, zoneTypeId?: number): Promise<TTempZonePallet[]> {
  const select = tempZones.select(db, {
    tempZoneId: tempZones.tempZoneId,
    plateId: tempZones.plateId,
    zoneTypeId: tempZones.zoneTypeId,
    zoneTypeName: zoneTypes.zoneTypeName,
    enteredAt: tempZones.createdAt,
  });
  const places = await withJoins(select, (q) => zoneTypes.innerJoin(q, tempZones.zoneTypeId))
    .where(zoneTypeId === undefined ? undefined : eq(tempZones.zoneTypeId, zoneTypeId))
    .orderBy(asc(tempZones.zoneTypeId), asc(tempZones.createdAt), asc(tempZones.tempZoneId));
  if (places.length === 0) return [];
  const plateIds = places.map((p) => p.plateId);
  const [found, contents] = await Promise.all([
    listPallets(db, {}, inArray(pallets.plateId, plateIds)),
    palletContentsOf(db, plateIds),
  ]);
  const palletOf = new Map(found.rows.map((p) => [p.plateId, p]));
  return places.flatMap(({ plateId, enteredAt, ...place }) => {
    const plate = palletOf.get(plateId);
    if (!plate) return [];
    return [{ ...place, enteredAt: enteredAt.toISOString(), plate, contents: contents.get(plateId) ?? [] }];
  });
}

/** The box stands on a pallet that stands in the Holding Area. */
const onHoldingAreaPallet = palletBoxes.onPalletWhere(
  boxes.boxId,
  tempZones.holds(palletBoxes.plateId, ZONE_TYPE.Holding),
);

/**
 * GET TempZone/GetHoldingBoxes: the Holding Area tile — the boxes on hold (Hold Product, wherever they stand) and the
 * boxes in stock on the pallets standing in the Holding Area, oldest first.
 */
export function listHoldingBoxes(db: DbOrTx): Promise<TBoxInfo[]> {
  return listBoxInfosWhere(
    db,
    or(eq(boxes.status, BOX_STATUS.OnHold), and(eq(boxes.status, BOX_STATUS.InStock), onHoldingAreaPallet)),
  );
}

const onNoPallet = palletBoxes.onNoPallet(boxes.boxId);

/**
 * GET TempZone/GetSticker: the Printed Barcode tile — boxes whose labels are printed, in stock, on no pallet yet
 * (the boxes Add to stock puts on a pallet), oldest first.
 */
export function listStickerBoxes(db: DbOrTx): Promise<TBoxInfo[]> {
  return listBoxInfosWhere(db, and(eq(boxes.status, BOX_STATUS.InStock), isNotNull(boxes.printedAt), onNoPallet));
}

/** Whether a temporary zone type exists. */
export async function zoneTypeExists(db: DbOrTx, zoneTypeId: number): Promise<boolean> {
  const [found] = await zoneTypes.select(db, { total: count() }).where(eq(zoneTypes.zoneTypeId, zoneTypeId));
  return (found?.total ?? 0) > 0;
}
