import { BOX_STATUS, type TBoxInfo, type TTempZonePlate, type TZoneType, ZONE_TYPE } from '@packline/domain';
import { and, asc, count, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listBoxInfosWhere } from '../boxes/box-info-read.ts';
import { box, palletBox } from '../boxes/boxes.tables.ts';
import { pallet, tempZone, zoneType } from '../warehouse-layout/warehouse-layout.tables.ts';
import { palletContentsOf } from './pallet-load-read.ts';
import { listPallets } from './warehouse-map-read.ts';

// The reads of the Temporary Zone screen and the temporary-zone tiles of Warehouse Management (spec 02 §2, §7
// TempZone): the zone types with their pallet counts, the pallets standing in the zones with what is on them, the
// boxes of the Holding Area and the printed boxes on no pallet yet.

/** GET TempZone/GetZoneType: every temporary zone type and how many pallets stand in it now. */
export function listZoneTypes(db: DbOrTx): Promise<TZoneType[]> {
  return db
    .select({
      zoneTypeId: zoneType.zoneTypeId,
      zoneTypeName: zoneType.zoneTypeName,
      plateCount: sql<number>`count(${tempZone.tempZoneId})::int`,
    })
    .from(zoneType)
    .leftJoin(tempZone, eq(tempZone.zoneTypeId, zoneType.zoneTypeId))
    .groupBy(zoneType.zoneTypeId)
    .orderBy(asc(zoneType.zoneTypeId));
}

/** The pallets standing in a temporary zone (of that type, or any). */
export const inTempZone = (zoneTypeId?: number): SQL =>
  zoneTypeId === undefined
    ? sql`exists (select 1 from ${tempZone} where ${tempZone.plateId} = ${pallet.plateId})`
    : sql`exists (select 1 from ${tempZone} where ${tempZone.plateId} = ${pallet.plateId} and ${tempZone.zoneTypeId} = ${zoneTypeId})`;

/**
 * GET TempZone/GetZone[?zoneType] (and GetPackageZone, GetPickingZone, GetDispatchingZone): the pallets standing in
 * the temporary zones (of that type), zone by zone, the longest there first, each with what stands on it.
 */
export async function listTempZonePallets(db: DbOrTx, zoneTypeId?: number): Promise<TTempZonePlate[]> {
  const places = await db
    .select({
      tempZoneId: tempZone.tempZoneId,
      plateId: tempZone.plateId,
      zoneTypeId: tempZone.zoneTypeId,
      zoneTypeName: zoneType.zoneTypeName,
      enteredAt: tempZone.createdAt,
    })
    .from(tempZone)
    .innerJoin(zoneType, eq(zoneType.zoneTypeId, tempZone.zoneTypeId))
    .where(zoneTypeId === undefined ? undefined : eq(tempZone.zoneTypeId, zoneTypeId))
    .orderBy(asc(tempZone.zoneTypeId), asc(tempZone.createdAt), asc(tempZone.tempZoneId));
  if (places.length === 0) return [];
  const plateIds = places.map((p) => p.plateId);
  const [pallets, contents] = await Promise.all([
    listPallets(db, {}, inArray(pallet.plateId, plateIds)),
    palletContentsOf(db, plateIds),
  ]);
  const palletOf = new Map(pallets.rows.map((p) => [p.plateId, p]));
  return places.flatMap(({ plateId, enteredAt, ...place }) => {
    const found = palletOf.get(plateId);
    if (!found) return [];
    return [{ ...place, enteredAt: enteredAt.toISOString(), plate: found, contents: contents.get(plateId) ?? [] }];
  });
}

/** The box stands on a pallet that stands in the Holding Area. */
const onHoldingAreaPallet = sql`exists (select 1 from ${palletBox} join ${tempZone} on ${tempZone.plateId} = ${palletBox.plateId} where ${palletBox.boxId} = ${box.boxId} and ${palletBox.active} and ${tempZone.zoneTypeId} = ${ZONE_TYPE.Holding})`;

/**
 * GET TempZone/GetHoldingBoxes: the Holding Area tile — the boxes on hold (Hold Product, wherever they stand) and the
 * boxes in stock on the pallets standing in the Holding Area, oldest first.
 */
export function listHoldingBoxes(db: DbOrTx): Promise<TBoxInfo[]> {
  return listBoxInfosWhere(
    db,
    or(eq(box.status, BOX_STATUS.OnHold), and(eq(box.status, BOX_STATUS.InStock), onHoldingAreaPallet)),
  );
}

const onNoPallet = sql`not exists (select 1 from ${palletBox} where ${palletBox.boxId} = ${box.boxId} and ${palletBox.active})`;

/**
 * GET TempZone/GetSticker: the Printed Barcode tile — boxes whose labels are printed, in stock, on no pallet yet
 * (the boxes Add to stock puts on a pallet), oldest first.
 */
export function listStickerBoxes(db: DbOrTx): Promise<TBoxInfo[]> {
  return listBoxInfosWhere(db, and(eq(box.status, BOX_STATUS.InStock), isNotNull(box.printedAt), onNoPallet));
}

/** Whether a temporary zone type exists. */
export async function zoneTypeExists(db: DbOrTx, zoneTypeId: number): Promise<boolean> {
  const [found] = await db.select({ total: count() }).from(zoneType).where(eq(zoneType.zoneTypeId, zoneTypeId));
  return (found?.total ?? 0) > 0;
}
