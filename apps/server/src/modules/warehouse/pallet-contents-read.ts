import {
  BOX_MANAGEMENT_MESSAGES,
  BOX_STATUS,
  LAYOUT_MESSAGES,
  PICKER_LIMIT,
  type TBoxInfo,
  type TInZoneQuery,
  type TPickerQuery,
  type TPlate,
  type TPlateListQuery,
} from '@packline/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { listBoxInfosWhere } from './box-info-read.ts';
import { holdsBoxes } from './pallet-load-read.ts';
import { inTempZone } from './temp-zones-read.ts';
import { box, plate, plateBox } from './warehouse.tables.ts';
import { getPlate, listPlates } from './warehouse-layout-read.ts';

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
 * GET Plate/GetAllPlateCode: the pallet picker (?search&limit&selectedId): pallets by code, matched on code and
 * notes; the chosen one always included, so its label shows.
 */
export async function listPlatePicker(db: DbOrTx, query: TPickerQuery): Promise<TPlate[]> {
  const { rows } = await listPlates(db, {
    page: 1,
    pageSize: query.limit ?? PICKER_LIMIT,
    search: query.search,
    sortField: 'plateCode',
    sortOrder: 'ascend',
  });
  if (query.selectedId && !rows.some((p) => p.plateId === query.selectedId)) {
    const chosen = await listPlates(db, {}, eq(plate.plateId, query.selectedId));
    rows.unshift(...chosen.rows);
  }
  return rows;
}
