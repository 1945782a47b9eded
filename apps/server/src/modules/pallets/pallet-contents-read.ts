import {
  BOX_MANAGEMENT_MESSAGES,
  BOX_STATUS,
  LAYOUT_MESSAGES,
  PICKER_LIMIT,
  type TBoxInfo,
  type TInZoneQuery,
  type TPallet,
  type TPalletListQuery,
  type TPalletOption,
  type TPalletOptionQuery,
} from '@packline/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listBoxInfosWhere } from '../boxes/box-info-read.ts';
import { boxes, palletBoxes } from '../boxes/boxes.reads.ts';
import { pallets, tempZones } from '../warehouse-layout/warehouse-layout.reads.ts';
import { holdsBoxes, palletContentsOf } from './pallet-load-read.ts';
import { inTempZone } from './temp-zones-read.ts';
import { getPallet, listPallets, listPalletsOrdered, palletListFilter } from './warehouse-map-read.ts';

// What stands on a pallet and which pallets are in use (spec 02 §7 Plate; issue 14): a pallet's boxes, a box's pallet,
// the pallets in the temporary zones, the ones holding boxes and the packaging pallets in use. The pallet lists are
// Plate/GetAllPlate's list contract (warehouse-layout-read.ts listPlates) with a fixed scope.

/**
 * GET Plate/GetBoxByPlateId?plateId: the boxes standing on the pallet (its active links, the boxes still in the
 * warehouse: a delivered box keeps its last link) with their product.
 */
export async function listBoxesOnPallet(db: DbOrTx, plateId: number): Promise<TBoxInfo[]> {
  await getPallet(db, { plateId });
  return listBoxInfosWhere(db, and(eq(pallets.plateId, plateId), ne(boxes.status, BOX_STATUS.Out)));
}

/** GET Plate/GetPlateByBoxId?boxId: the pallet the box stands on; 'No pallet information.' when it is on none. */
export async function getPalletOfBox(db: DbOrTx, boxId: number): Promise<TPallet> {
  const [found] = await palletBoxes
    .leftJoinActive(boxes.select(db, { boxId: boxes.boxId, plateId: palletBoxes.plateId }), boxes.boxId)
    .where(eq(boxes.boxId, boxId));
  if (!found) throw new NotFoundError(BOX_MANAGEMENT_MESSAGES.boxNotFound(boxId));
  if (found.plateId === null) throw new NotFoundError(LAYOUT_MESSAGES.noPallet);
  return getPallet(db, { plateId: found.plateId });
}

/** GET Plate/GetInZone[?zonetype]: the pallets standing in the temporary zones (of that type). */
export function listPalletsInZone(db: DbOrTx, query: TInZoneQuery) {
  const { zonetype, ...list } = query;
  return listPallets(db, list, inTempZone(zonetype));
}

/** GET Plate/GetInUsingPallet: the pallets in use, those holding at least one box of any kind. */
export function listPalletsInUse(db: DbOrTx, query: TPalletListQuery) {
  return listPallets(db, query, holdsBoxes(pallets.plateId));
}

/**
 * GET Plate/GetUsing2PackagingPallet: the packaging pallets in use — active pallets with the package flag that hold
 * at least one box (the pallets a packaging line is filling).
 */
export function listPackagingPalletsInUse(db: DbOrTx, query: TPalletListQuery) {
  return listPallets(db, query, and(eq(pallets.packageFlag, 1), eq(pallets.active, 1), holdsBoxes(pallets.plateId)));
}

/**
 * GET Plate/GetAllPlateCode, the pallet picker (issue 30 §14, the one pallet-option read of every pallet picker): the
 * pallets matched on code and notes, each with where it stands and what is on it (pallet-load-read.ts). Those at hand
 * first (in the temporary zone `zoneTypeId`, or standing nowhere), the empty ones before the loaded; then those in
 * another zone or on a shelf, again the empty ones first; pallets not in use last. The chosen one is always included,
 * so its label shows.
 */
export async function listPalletOptions(db: DbOrTx, query: TPalletOptionQuery): Promise<TPalletOption[]> {
  const inZone = (zoneTypeId?: number) => tempZones.holds(pallets.plateId, zoneTypeId || undefined);
  const nearness = sql`case when ${query.zoneTypeId ? inZone(query.zoneTypeId) : sql`false`} then 0 when ${pallets.cellId} is not null then 3 when ${inZone()} then 2 else 1 end`;
  const rows = await listPalletsOrdered(
    db,
    palletListFilter({ search: query.search } as TPalletListQuery, undefined),
    // At hand (nearby or standing nowhere) before shelved or in another zone; within each, the empty ones first.
    [sql`${pallets.active} <> 1`, sql`${nearness} > 1`, holdsBoxes(pallets.plateId), nearness, asc(pallets.plateCode)],
    query.limit ?? PICKER_LIMIT,
  );
  if (query.selectedId && !rows.some((p) => p.plateId === query.selectedId)) {
    rows.unshift(...(await listPalletsOrdered(db, eq(pallets.plateId, query.selectedId), [])));
  }
  const contents = await palletContentsOf(
    db,
    rows.map((p) => p.plateId),
  );
  return rows.map((p) => ({ ...p, contents: contents.get(p.plateId) ?? [] }));
}
