import {
  BOX_MANAGEMENT_MESSAGES,
  BOX_STATUS,
  LAYOUT_MESSAGES,
  PICKER_LIMIT,
  type TBoxInfo,
  type TInZoneQuery,
  type TPalletOption,
  type TPalletOptionQuery,
  type TPlate,
  type TPlateListQuery,
} from '@packline/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { listBoxInfosWhere } from './box-info-read.ts';
import { holdsBoxes, palletContentsOf } from './pallet-load-read.ts';
import { inTempZone } from './temp-zones-read.ts';
import { box, plate, plateBox, tempZone } from './warehouse.tables.ts';
import { getPlate, listPlates, listPlatesOrdered, plateListFilter } from './warehouse-layout-read.ts';

// What stands on a pallet and which pallets are in use (spec 02 §7 Plate; issue 14): a pallet's boxes, a box's pallet,
// the pallets in the temporary zones, the ones holding boxes and the packaging pallets in use. The pallet lists are
// Plate/GetAllPlate's list contract (warehouse-layout-read.ts listPlates) with a fixed scope.

/**
 * GET Plate/GetBoxByPlateId?plateId: the boxes standing on the pallet (its active links, the boxes still in the
 * warehouse: a delivered box keeps its last link) with their product.
 */
export async function listBoxesOnPlate(db: DbOrTx, plateId: number): Promise<TBoxInfo[]> {
  await getPlate(db, { plateId });
  return listBoxInfosWhere(db, and(eq(plate.plateId, plateId), ne(box.status, BOX_STATUS.Out)));
}

/** GET Plate/GetPlateByBoxId?boxId: the pallet the box stands on; 'No pallet information.' when it is on none. */
export async function getPlateOfBox(db: DbOrTx, boxId: number): Promise<TPlate> {
  const [found] = await db
    .select({ boxId: box.boxId, plateId: plateBox.plateId })
    .from(box)
    .leftJoin(plateBox, and(eq(plateBox.boxId, box.boxId), eq(plateBox.active, true)))
    .where(eq(box.boxId, boxId));
  if (!found) throw new NotFoundError(BOX_MANAGEMENT_MESSAGES.boxNotFound(boxId));
  if (found.plateId === null) throw new NotFoundError(LAYOUT_MESSAGES.noPallet);
  return getPlate(db, { plateId: found.plateId });
}

/** GET Plate/GetInZone[?zonetype]: the pallets standing in the temporary zones (of that type). */
export function listPlatesInZone(db: DbOrTx, query: TInZoneQuery) {
  const { zonetype, ...list } = query;
  return listPlates(db, list, inTempZone(zonetype));
}

/** GET Plate/GetInUsingPallet: the pallets in use, those holding at least one box of any kind. */
export function listPlatesInUse(db: DbOrTx, query: TPlateListQuery) {
  return listPlates(db, query, holdsBoxes(plate.plateId));
}

/**
 * GET Plate/GetUsing2PackagingPallet: the packaging pallets in use — active pallets with the package flag that hold
 * at least one box (the pallets a packaging line is filling).
 */
export function listPackagingPlatesInUse(db: DbOrTx, query: TPlateListQuery) {
  return listPlates(db, query, and(eq(plate.packageFlag, 1), eq(plate.active, 1), holdsBoxes(plate.plateId)));
}

/**
 * GET Plate/GetAllPlateCode, the pallet picker (issue 30 §14, the one pallet-option read of every pallet picker): the
 * pallets matched on code and notes, each with where it stands and what is on it (pallet-load-read.ts). Those at hand
 * first (in the temporary zone `zoneTypeId`, or standing nowhere), the empty ones before the loaded; then those in
 * another zone or on a shelf, again the empty ones first; pallets not in use last. The chosen one is always included,
 * so its label shows.
 */
export async function listPalletOptions(db: DbOrTx, query: TPalletOptionQuery): Promise<TPalletOption[]> {
  const inZone = (zoneTypeId?: number) =>
    sql`exists (select 1 from ${tempZone} where ${tempZone.plateId} = ${plate.plateId}${zoneTypeId ? sql` and ${tempZone.zoneTypeId} = ${zoneTypeId}` : sql``})`;
  const nearness = sql`case when ${query.zoneTypeId ? inZone(query.zoneTypeId) : sql`false`} then 0 when ${plate.cellId} is not null then 3 when ${inZone()} then 2 else 1 end`;
  const rows = await listPlatesOrdered(
    db,
    plateListFilter({ search: query.search } as TPlateListQuery, undefined),
    // At hand (nearby or standing nowhere) before shelved or in another zone; within each, the empty ones first.
    [sql`${plate.active} <> 1`, sql`${nearness} > 1`, holdsBoxes(plate.plateId), nearness, asc(plate.plateCode)],
    query.limit ?? PICKER_LIMIT,
  );
  if (query.selectedId && !rows.some((p) => p.plateId === query.selectedId)) {
    rows.unshift(...(await listPlatesOrdered(db, eq(plate.plateId, query.selectedId), [])));
  }
  const contents = await palletContentsOf(
    db,
    rows.map((p) => p.plateId),
  );
  return rows.map((p) => ({ ...p, contents: contents.get(p.plateId) ?? [] }));
}
