import { LAYOUT_MESSAGES, type TPlate } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { BusinessError, ConflictError, databaseErrorCode, NotFoundError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { createPallets } from '../warehouse-layout/warehouse-layout.service.ts';
import { cell, pallet, tempZone } from '../warehouse-layout/warehouse-layout.tables.ts';
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
): Promise<TPlate> {
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
 * Locks a pallet's row (FOR UPDATE) and answers it; 404 'No pallet information.' when there is none. Every move of a
 * pallet (into a cell, into a temporary zone) and every change of what stands on it takes this lock first, so two
 * people acting on one pallet queue.
 */
export async function lockPallet(tx: Transaction, plateId: number) {
  const [palletRow] = await tx.select().from(pallet).where(eq(pallet.plateId, plateId)).for('update');
  if (!palletRow) throw new NotFoundError(LAYOUT_MESSAGES.noPallet);
  return palletRow;
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
): Promise<TPlate> {
  try {
    await db.transaction(async (tx) => {
      const palletRow = await lockPallet(tx, input.plateId);
      if (!input.move && palletRow.cellId !== null) throw new BusinessError(LAYOUT_MESSAGES.alreadyInCell);
      const [target] = await tx.select().from(cell).where(eq(cell.cellId, input.cellId)).for('update');
      if (!target) throw new NotFoundError('No cell with this id.');
      if (palletRow.cellId === target.cellId) return;
      if (target.active !== 1) throw new BusinessError(LAYOUT_MESSAGES.cellInactive);
      const [occupant] = await tx
        .select({ plateId: pallet.plateId })
        .from(pallet)
        .where(eq(pallet.cellId, target.cellId));
      if (occupant) throw new ConflictError(LAYOUT_MESSAGES.cellTaken);
      await tx
        .update(pallet)
        .set({ cellId: target.cellId, updatedAt: new Date(), updatedBy: actor })
        .where(eq(pallet.plateId, palletRow.plateId));
      await tx.delete(tempZone).where(eq(tempZone.plateId, palletRow.plateId));
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new ConflictError(LAYOUT_MESSAGES.cellTaken);
    throw error;
  }
  return getPallet(db, { plateId: input.plateId });
}
