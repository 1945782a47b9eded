import {
  BOX_DELETABLE_STATUSES,
  BOX_MANAGEMENT_MESSAGES,
  BOX_MOVEMENT_REASON,
  BOX_OUT_LOCATION,
  BOX_STATUS,
  type TBoxInfo,
  type TBoxMovementReason,
  type TBoxNotes,
} from '@packline/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { BusinessError } from '../../http/errors.ts';
import { listBoxInfosWhere } from './box-info-read.ts';
import { recordBoxMovement } from './box-ledger.ts';
import { endPalletLinks, lockBoxes } from './boxes.service.ts';
import { box } from './warehouse.tables.ts';

// Box management (spec 02 §2 Obsolete Box and the hold list, §4 hold list, issue 14 Boxes): delete boxes, put them on
// hold, release them to stock or reject them to dead stock, correct a box's pieces. Each call is one transaction that
// locks its boxes in id order, changes them with an UPDATE conditional on the status it checked (so of two people
// acting on the same box at once exactly one succeeds) and writes the ledger.
//
//   In Stock (1) ──Hold Product──▶ On Hold (3) ──UnMarkDefects──▶ In Stock (1)
//                                             └──DeleteToDead──▶ Dead Stock (4, off its pallet)
//   In Stock (1) / On Hold (3) ──Delete / Obsolete──▶ Out of Stock (0, location Deleted, off its pallet)

/** A status change of some boxes: from which statuses, to which, and what else goes with it. */
interface TStatusChange {
  from: readonly number[];
  to: number;
  /** The refusal for a box in another status. */
  refuse: (barCode: string) => string;
  reasonId: TBoxMovementReason;
  /** The out location (Deleted) for a box leaving the warehouse. */
  location?: number | null;
  /** The box comes off its pallet (the plate-box link ends). */
  offPallet: boolean;
  notes?: TBoxNotes;
}

async function changeBoxStatus(
  db: Database,
  boxIds: readonly number[],
  change: TStatusChange,
  employeeId: number | null,
): Promise<TBoxInfo[]> {
  return db.transaction(async (tx) => {
    const boxes = await lockBoxes(tx, boxIds);
    const refused = boxes.find((b) => !change.from.includes(b.status));
    if (refused) throw new BusinessError(change.refuse(refused.barCode));
    const now = new Date();
    const ids = boxes.map((b) => b.boxId);
    const changed = await tx
      .update(box)
      .set({
        status: change.to,
        ...(change.location !== undefined ? { location: change.location } : {}),
        ...(change.notes?.Notes ? { notes: change.notes.Notes } : {}),
        ...(change.notes?.empNotes ? { empNotes: change.notes.empNotes } : {}),
        updatedAt: now,
        updatedBy: employeeId,
      })
      .where(and(inArray(box.boxId, ids), inArray(box.status, [...change.from])))
      .returning({ boxId: box.boxId });
    // The rows are locked, so this only fails if a status changed under the lock (it cannot): refuse all the same.
    if (changed.length !== ids.length) throw new BusinessError(change.refuse(boxes[0]?.barCode ?? ''));
    if (change.offPallet) await endPalletLinks(tx, ids, employeeId, now);
    await recordBoxMovement(
      tx,
      boxes.map((b) => ({
        boxId: b.boxId,
        reasonId: change.reasonId,
        fromStatus: b.status,
        toStatus: change.to,
        fromPlateId: b.plateId,
        toPlateId: change.offPallet ? null : b.plateId,
        quantityBefore: b.quantity,
        quantityAfter: b.quantity,
        notes: change.notes?.Notes ?? null,
        empNotes: change.notes?.empNotes ?? null,
        employeeId,
      })),
    );
    return listBoxInfosWhere(tx, inArray(box.boxId, ids));
  });
}

/**
 * DELETE Box/DeleteBox, PUT Box/DeleteBox and PUT Box/ObsoleteBoxs (Batch delete): the boxes leave the warehouse
 * (status 0, location Deleted) and their pallets; only boxes in stock or on hold, all of them or none.
 */
export function deleteBoxes(
  db: Database,
  boxIds: readonly number[],
  notes: TBoxNotes,
  employeeId: number | null,
): Promise<TBoxInfo[]> {
  return changeBoxStatus(
    db,
    boxIds,
    {
      from: BOX_DELETABLE_STATUSES,
      to: BOX_STATUS.Out,
      refuse: BOX_MANAGEMENT_MESSAGES.notDeletable,
      reasonId: BOX_MOVEMENT_REASON.Deleted,
      location: BOX_OUT_LOCATION.Deleted,
      offPallet: true,
      notes,
    },
    employeeId,
  );
}

/** PUT Box/MarkDefects (Hold Product): boxes in stock go on hold; they stay on their pallets. */
export function markDefects(
  db: Database,
  boxIds: readonly number[],
  notes: TBoxNotes,
  employeeId: number | null,
): Promise<TBoxInfo[]> {
  return changeBoxStatus(
    db,
    boxIds,
    {
      from: [BOX_STATUS.InStock],
      to: BOX_STATUS.OnHold,
      refuse: BOX_MANAGEMENT_MESSAGES.notInStock,
      reasonId: BOX_MOVEMENT_REASON.MarkedDefect,
      offPallet: false,
      notes,
    },
    employeeId,
  );
}

/** PUT Box/UnMarkDefects: boxes on hold are released to normal stock (spec 02 §4). */
export function unmarkDefects(db: Database, boxIds: readonly number[], employeeId: number | null): Promise<TBoxInfo[]> {
  return changeBoxStatus(
    db,
    boxIds,
    {
      from: [BOX_STATUS.OnHold],
      to: BOX_STATUS.InStock,
      refuse: BOX_MANAGEMENT_MESSAGES.notOnHold,
      reasonId: BOX_MOVEMENT_REASON.ReleasedToStock,
      offPallet: false,
    },
    employeeId,
  );
}

/** PUT Box/DeleteToDead: boxes on hold are rejected to dead stock (spec 02 §4) and come off their pallets. */
export function rejectToDeadStock(
  db: Database,
  boxIds: readonly number[],
  employeeId: number | null,
): Promise<TBoxInfo[]> {
  return changeBoxStatus(
    db,
    boxIds,
    {
      from: [BOX_STATUS.OnHold],
      to: BOX_STATUS.DeadStock,
      refuse: BOX_MANAGEMENT_MESSAGES.notOnHold,
      reasonId: BOX_MOVEMENT_REASON.RejectedToDeadStock,
      offPallet: true,
    },
    employeeId,
  );
}

/**
 * PUT Box/UpdateStockBoxQuantity and Box/UpdateBoxQuantity (the per-row Edit): the box now holds `quantity` pieces
 * (a whole number above 0, checked by the request schema). Only a box in stock or on hold; one ledger row.
 */
export async function updateBoxQuantity(
  db: Database,
  boxId: number,
  quantity: number,
  employeeId: number | null,
): Promise<TBoxInfo> {
  return db.transaction(async (tx) => {
    const [locked] = await lockBoxes(tx, [boxId]);
    if (!locked || !(BOX_DELETABLE_STATUSES as readonly number[]).includes(locked.status)) {
      throw new BusinessError(BOX_MANAGEMENT_MESSAGES.notInStock(locked?.barCode ?? ''));
    }
    const changed = await tx
      .update(box)
      .set({ quantity, updatedAt: new Date(), updatedBy: employeeId })
      .where(
        and(eq(box.boxId, boxId), eq(box.status, locked.status), eq(box.quantity, sql`${locked.quantity}::numeric`)),
      )
      .returning({ boxId: box.boxId });
    if (changed.length === 0) throw new BusinessError(BOX_MANAGEMENT_MESSAGES.notInStock(locked.barCode));
    await recordBoxMovement(tx, {
      boxId,
      reasonId: BOX_MOVEMENT_REASON.QuantityChanged,
      fromStatus: locked.status,
      toStatus: locked.status,
      fromPlateId: locked.plateId,
      toPlateId: locked.plateId,
      quantityBefore: locked.quantity,
      quantityAfter: quantity,
      employeeId,
    });
    const [updated] = await listBoxInfosWhere(tx, eq(box.boxId, boxId));
    return updated as TBoxInfo;
  });
}
