import { LAYOUT_MESSAGES, type TPlate } from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { BusinessError, ConflictError, databaseErrorCode, NotFoundError } from '../../http/errors.ts';
import { cell, plate, tempZone } from './warehouse.tables.ts';
import { createPallets } from './warehouse-layout.service.ts';
import { getPlate, plateTypeExists } from './warehouse-layout-read.ts';

// Pallets from Warehouse Management (spec 02 §2, §7 Plate and ShelfPlate; issue 14): the Pallet Management panel
// creates temporary pallets, and a pallet is put in a shelf cell or moved to another. A pallet stands in one place
// and a cell holds one pallet: placing it takes it out of its temporary zone, and the unique index on plate.cell_id
// refuses a second pallet in a cell whatever the race.

async function requirePlateType(tx: Transaction, plateTypeId: number): Promise<void> {
  if (!(await plateTypeExists(tx, plateTypeId))) throw new NotFoundError('No pallet type with this id.');
}

/** POST Plate/AddTemporaryPallets: qty new empty pallets of the type (1–19, checked by the query schema); their codes. */
export function addTemporaryPallets(
  db: Database,
  input: { plateTypeId: number; packagingFlag: number; qty: number },
  actor: number | null,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await requirePlateType(tx, input.plateTypeId);
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
export async function addTemporaryPlate(
  db: Database,
  input: { plateTypeId: number; packagingFlag: number },
  actor: number | null,
): Promise<TPlate> {
  const plateId = await db.transaction(async (tx) => {
    await requirePlateType(tx, input.plateTypeId);
    const [created] = await createPallets(tx, {
      count: 1,
      plateTypeId: input.plateTypeId,
      packageFlag: input.packagingFlag,
      createdBy: actor,
    });
    return created.plateId;
  });
  return getPlate(db, { plateId });
}

/**
 * Locks a pallet's row (FOR UPDATE) and answers it; 404 'No pallet information.' when there is none. Every move of a
 * pallet (into a cell, into a temporary zone) and every change of what stands on it takes this lock first, so two
 * people acting on one pallet queue.
 */
export async function lockPlate(tx: Transaction, plateId: number) {
  const [pallet] = await tx.select().from(plate).where(eq(plate.plateId, plateId)).for('update');
  if (!pallet) throw new NotFoundError(LAYOUT_MESSAGES.noPallet);
  return pallet;
}

/**
 * A pallet into a cell, in one transaction: the pallet's row is locked, then the cell's, so two people placing
 * pallets in the same cell queue and the second is told the cell is taken. `AddShelfPlate` places a pallet that stands
 * in no cell yet ('Already moved to cell' otherwise); `MovePlateToAnotherCell` and `TempZone/MovePlateToShelf` move it
 * from wherever it stands (another cell or a temporary zone).
 */
export async function placePlateInCell(
  db: Database,
  input: { plateId: number; cellId: number; move: boolean },
  actor: number | null,
): Promise<TPlate> {
  try {
    await db.transaction(async (tx) => {
      const pallet = await lockPlate(tx, input.plateId);
      if (!input.move && pallet.cellId !== null) throw new BusinessError(LAYOUT_MESSAGES.alreadyInCell);
      const [target] = await tx.select().from(cell).where(eq(cell.cellId, input.cellId)).for('update');
      if (!target) throw new NotFoundError('No cell with this id.');
      if (pallet.cellId === target.cellId) return;
      if (target.active !== 1) throw new BusinessError(LAYOUT_MESSAGES.cellInactive);
      const [occupant] = await tx.select({ plateId: plate.plateId }).from(plate).where(eq(plate.cellId, target.cellId));
      if (occupant) throw new ConflictError(LAYOUT_MESSAGES.cellTaken);
      await tx
        .update(plate)
        .set({ cellId: target.cellId, updatedAt: new Date(), updatedBy: actor })
        .where(eq(plate.plateId, pallet.plateId));
      await tx.delete(tempZone).where(eq(tempZone.plateId, pallet.plateId));
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new ConflictError(LAYOUT_MESSAGES.cellTaken);
    throw error;
  }
  return getPlate(db, { plateId: input.plateId });
}
