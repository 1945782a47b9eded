import type { TBoxMovementReason } from '@packline/domain';
import type { Transaction } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import { boxMovement } from './boxes.tables.ts';

// The stock movement ledger (issue 14 Boxes): every change of a box's quantity, status or pallet writes one row, in
// the transaction of the change, so the ledger and the boxes never disagree. Delete History reads the deletions;
// traceability and monitoring read the rest.

/** One change of one box: where it was (status, pallet, pieces) and where it is now. */
export interface TBoxMovement {
  boxId: number;
  reasonId: TBoxMovementReason;
  fromStatus: number | null;
  toStatus: number | null;
  fromPlateId: number | null;
  toPlateId: number | null;
  quantityBefore: number;
  quantityAfter: number;
  notes?: string | null;
  empNotes?: string | null;
  /** Who made the change; null for the system. */
  employeeId: number | null;
}

/**
 * Writes the ledger rows of box changes. Takes only a Transaction: the rows must commit (or roll back) with the
 * change they describe. Other slices moving boxes (dispatch, relocation, packaging) call it too.
 */
export async function recordBoxMovement(
  tx: Transaction,
  movements: TBoxMovement | readonly TBoxMovement[],
): Promise<void> {
  const rows = Array.isArray(movements) ? movements : [movements as TBoxMovement];
  if (rows.length === 0) return;
  const movedAt = new Date();
  await insertInChunks(
    tx,
    boxMovement,
    rows.map((m) => ({ ...m, notes: m.notes ?? null, empNotes: m.empNotes ?? null, movedAt })),
  );
}
