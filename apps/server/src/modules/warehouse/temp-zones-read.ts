import {
  BOX_STATUS,
  type TBoxInfo,
  type TPalletProduct,
  type TTempZonePlate,
  type TZoneType,
  ZONE_TYPE,
} from '@packline/domain';
import { type AnyColumn, and, asc, count, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { listBoxInfosWhere } from './box-info-read.ts';
import { box, plate, plateBox, tempZone, zoneType } from './warehouse.tables.ts';
import { listPlates } from './warehouse-layout-read.ts';

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

/**
 * The pallet (its id column given) holds at least one box: an active plate-box link to a box still in the warehouse.
 * A delivered box keeps its last link (dispatch does not end it), so it is left out here.
 */
export const holdsBoxes = (plateId: AnyColumn): SQL =>
  sql`exists (select 1 from ${plateBox} join ${box} on ${box.boxId} = ${plateBox.boxId} where ${plateBox.plateId} = ${plateId} and ${plateBox.active} and ${box.status} <> ${BOX_STATUS.Out})`;

/** A pallet's boxes (still in the warehouse) by product: how many boxes and pieces of each, for the pallets given. */
export async function productsOnPlates(db: DbOrTx, plateIds: readonly number[]) {
  const byPlate = new Map<number, TPalletProduct[]>();
  if (plateIds.length === 0) return byPlate;
  const rows = await db
    .select({
      plateId: plateBox.plateId,
      productId: product.productId,
      productCode: product.productCode,
      productName: product.productName,
      boxCount: sql<number>`count(*)::int`,
      quantity: sql<string>`sum(${box.quantity})`,
    })
    .from(plateBox)
    .innerJoin(box, eq(box.boxId, plateBox.boxId))
    .innerJoin(product, eq(product.productId, box.productId))
    .where(and(eq(plateBox.active, true), inArray(plateBox.plateId, [...plateIds]), ne(box.status, BOX_STATUS.Out)))
    .groupBy(plateBox.plateId, product.productId)
    .orderBy(asc(product.productCode));
  for (const { plateId, ...row } of rows) {
    const list = byPlate.get(plateId) ?? [];
    list.push({ ...row, boxCount: Number(row.boxCount), quantity: Number(row.quantity) });
    byPlate.set(plateId, list);
  }
  return byPlate;
}

/** The pallets standing in a temporary zone (of that type, or any). */
export const inTempZone = (zoneTypeId?: number): SQL =>
  zoneTypeId === undefined
    ? sql`exists (select 1 from ${tempZone} where ${tempZone.plateId} = ${plate.plateId})`
    : sql`exists (select 1 from ${tempZone} where ${tempZone.plateId} = ${plate.plateId} and ${tempZone.zoneTypeId} = ${zoneTypeId})`;

/**
 * GET TempZone/GetZone[?zoneType] (and GetPackageZone, GetPickingZone, GetDispatchingZone): the pallets standing in
 * the temporary zones (of that type), zone by zone, the longest there first, each with its products.
 */
export async function listTempZonePlates(db: DbOrTx, zoneTypeId?: number): Promise<TTempZonePlate[]> {
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
  const [plates, products] = await Promise.all([
    listPlates(db, {}, inArray(plate.plateId, plateIds)),
    productsOnPlates(db, plateIds),
  ]);
  const plateOf = new Map(plates.rows.map((p) => [p.plateId, p]));
  return places.flatMap(({ plateId, enteredAt, ...place }) => {
    const found = plateOf.get(plateId);
    if (!found) return [];
    return [{ ...place, enteredAt: enteredAt.toISOString(), plate: found, products: products.get(plateId) ?? [] }];
  });
}

/** The box stands on a pallet that stands in the Holding Area. */
const onHoldingAreaPallet = sql`exists (select 1 from ${plateBox} join ${tempZone} on ${tempZone.plateId} = ${plateBox.plateId} where ${plateBox.boxId} = ${box.boxId} and ${plateBox.active} and ${tempZone.zoneTypeId} = ${ZONE_TYPE.Holding})`;

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

const onNoPallet = sql`not exists (select 1 from ${plateBox} where ${plateBox.boxId} = ${box.boxId} and ${plateBox.active})`;

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
