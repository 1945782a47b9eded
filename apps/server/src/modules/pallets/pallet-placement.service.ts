import { LAYOUT_MESSAGES, type TPallet } from '@packline/domain';
import { BusinessError, ConflictError, databaseErrorCode, NotFoundError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { createPallets, lockPallet, putPalletInCell } from '../warehouse-layout/warehouse-layout.service.ts';
import { getPallet, palletTypeExists } from './warehouse-map-read.ts';

// Pallets from Warehouse Management (spec 02 §2, §7 Plate and ShelfPlate; issue 14): the Pallet Management panel
// creates temporary pallets, and a pallet is put in a shelf cell or moved to another. A pallet stands in one place
// and a cell holds one pallet: placing it takes it out of its temporary zone, and the unique index on pallet.cell_id
// refuses a second pallet in a cell whatever the race.

async function requirePalletType(tx: Transaction, plateTypeId: number): Promise<void> {
  if (!(await palletTypeExists(tx, plateTypeId))) throw new NotFoundError('No pallet type with this id.');
}

/** POST Plate/AddTemporaryPallets: qty new empty pallets of the type (1–19, checked by the query schema); their codes. */
export function addTemporaryPallets(
  db: Database,
  input: { plateTypeId: number; packagingFlag: number; qty: number },
  actor: number | null,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await requirePalletType(tx, input.plateTypeId);
    const created = await createPallets(tx, {
      count: input.qty,
      plateTypeId: input.plateTypeId,
      packageFlag: input.packagingFlag,
      createdBy: actor,
    });
    return created.map((p) => p.plateCode);
  });
}

/** POST Plate/AddTemporaryPlate: one new empty pallet (type 2, temporary, unless told); answers it. */
export async function addTemporaryPallet(
  db: Database,
  input: { plateTypeId: number; packagingFlag: number },
  actor: number | null,
): Promise<TPallet> {
  const plateId = await db.transaction(async (tx) => {
    await requirePalletType(tx, input.plateTypeId);
    const [created] = await createPallets(tx, {
      count: 1,
      plateTypeId: input.plateTypeId,
      packageFlag: input.packagingFlag,
      createdBy: actor,
    });
    return created.plateId;
  });
  return getPallet(db, { plateId });
}

/**
 * A pallet into a cell, in one transaction: the pallet's row is locked, then the cell's, so two people placing
 * pallets in the same cell queue and the second is told the cell is taken. `AddShelfPlate` places a pallet that stands
 * in no cell yet ('Already moved to cell' otherwise); `MovePlateToAnotherCell` and `TempZone/MovePlateToShelf` move it
 * from wherever it stands (another cell or a temporary zone).
 */
export async function placePalletInCell(
  db: Database,
  input: { plateId: number; cellId: number; move: boolean },
  actor: number | null,
): Promise<TPallet> {
  try {
    await db.transaction(async (tx) => {
      const palletRow = await lockPallet(tx, input.plateId);
      if (!input.move && palletRow.cellId !== null) throw new BusinessError(LAYOUT_MESSAGES.alreadyInCell);
      await putPalletInCell(tx, palletRow, input.cellId, actor);
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new ConflictError(LAYOUT_MESSAGES.cellTaken);
    throw error;
  }
  return getPallet(db, { plateId: input.plateId });
}
