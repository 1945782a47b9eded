import {
  RAW_MATERIAL_APPLICATION_MESSAGES as MESSAGES,
  RAW_MATERIAL_BOX_ACTIVE,
  RAW_MATERIAL_BOX_EX_WAREHOUSE,
  toApiDate,
} from '@packline/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { drawIds } from '../../db/sequences.ts';
import { boxBarCode } from '../boxes/boxes.service.ts';
import { rawMaterialBoxInWarehouse } from './raw-material-boxes-read.ts';
import { applicationDetails, rawMaterialBox } from './raw-materials.tables.ts';

// The moves of a raw material box (only this module writes raw_material_box): made on a pallet, taken out of the
// warehouse by an application's pick, put back on its pallet when the pick is undone.

export interface TNewRawMaterialBox {
  boxCode: string;
  rawMaterialId: number;
  /** KG in the box. */
  quantity: number;
  plateId: number | null;
  poNumber: string | null;
  /** The supplier's lot (issue 33). */
  supplierLot?: string | null;
  createdBy: number | null;
}

/** Raw material boxes in the warehouse (receiving makes them; the demo and tests too). */
export async function createRawMaterialBoxes(db: DbOrTx, boxes: TNewRawMaterialBox[]) {
  if (boxes.length === 0) return [];
  return db
    .insert(rawMaterialBox)
    .values(boxes)
    .returning({ rawMaterialBoxId: rawMaterialBox.rawMaterialBoxId, boxCode: rawMaterialBox.boxCode });
}

/**
 * Takes a box out of the warehouse for an application of `rawMaterialId`: one conditional UPDATE (active, still in
 * the warehouse), so of two people picking the same box at once exactly one gets it. Answers the pallet it stood on.
 */
export async function takeRawMaterialBox(
  tx: Transaction,
  pick: { rawMaterialBoxId: number; rawMaterialId: number; quantity: number; employeeId: number | null },
): Promise<{ fromPlateId: number | null }> {
  const [found] = await tx
    .select()
    .from(rawMaterialBox)
    .where(eq(rawMaterialBox.rawMaterialBoxId, pick.rawMaterialBoxId))
    .for('update');
  if (!found) throw new NotFoundError(MESSAGES.boxNotFound);
  if (found.rawMaterialId !== pick.rawMaterialId) throw new BusinessError(MESSAGES.boxOtherMaterial);
  if (pick.quantity > Number(found.quantity)) {
    throw new BusinessError(`The box ${found.boxCode} holds ${Number(found.quantity)} KG.`);
  }
  const taken = await tx
    .update(rawMaterialBox)
    .set({
      exWarehouse: RAW_MATERIAL_BOX_EX_WAREHOUSE.Taken,
      plateId: null,
      updatedAt: new Date(),
      updatedBy: pick.employeeId,
    })
    .where(
      and(
        eq(rawMaterialBox.rawMaterialBoxId, pick.rawMaterialBoxId),
        eq(rawMaterialBox.active, RAW_MATERIAL_BOX_ACTIVE.Active),
        eq(rawMaterialBox.exWarehouse, RAW_MATERIAL_BOX_EX_WAREHOUSE.InWarehouse),
      ),
    )
    .returning({ rawMaterialBoxId: rawMaterialBox.rawMaterialBoxId });
  if (taken.length === 0) throw new BusinessError(MESSAGES.boxUnavailable);
  return { fromPlateId: found.plateId };
}

/** Puts a picked box back in the warehouse, on the pallet it was picked from. */
export async function returnRawMaterialBox(
  tx: Transaction,
  back: { rawMaterialBoxId: number; plateId: number | null; employeeId: number | null },
): Promise<void> {
  await tx
    .update(rawMaterialBox)
    .set({
      exWarehouse: RAW_MATERIAL_BOX_EX_WAREHOUSE.InWarehouse,
      plateId: back.plateId,
      updatedAt: new Date(),
      updatedBy: back.employeeId,
    })
    .where(
      and(
        eq(rawMaterialBox.rawMaterialBoxId, back.rawMaterialBoxId),
        eq(rawMaterialBox.exWarehouse, RAW_MATERIAL_BOX_EX_WAREHOUSE.Taken),
      ),
    );
}

/** What receiving labels: `count` boxes of a raw material, each holding `quantityPerBox` KG, on no pallet yet. */
export interface TNewRawMaterialBoxes {
  rawMaterialId: number;
  rawMaterialCode: string;
  quantityPerBox: number;
  count: number;
  poNumber: string | null;
  /** The supplier's lot (issue 33). */
  supplierLot?: string | null;
  createdBy: number | null;
}

/**
 * New raw material boxes with their codes made as box barcodes are (`boxBarCode`: the raw material's code, today's
 * date, the box's own id), so two receivings labelling at the same moment never collide. Answers them in order.
 */
export async function labelNewRawMaterialBoxes(tx: Transaction, boxes: TNewRawMaterialBoxes) {
  const ids = await drawIds(tx, rawMaterialBox, rawMaterialBox.rawMaterialBoxId, boxes.count);
  const today = toApiDate(new Date());
  const rows = ids.map((rawMaterialBoxId) => ({
    rawMaterialBoxId,
    boxCode: boxBarCode(boxes.rawMaterialCode, today, rawMaterialBoxId),
    rawMaterialId: boxes.rawMaterialId,
    quantity: boxes.quantityPerBox,
    plateId: null,
    poNumber: boxes.poNumber,
    supplierLot: boxes.supplierLot ?? null,
    createdBy: boxes.createdBy,
  }));
  await tx.insert(rawMaterialBox).values(rows);
  return rows.map((row) => ({ rawMaterialBoxId: row.rawMaterialBoxId, boxCode: row.boxCode }));
}

/** A raw material box as locked for a change. */
export interface TLockedRawMaterialBox {
  rawMaterialBoxId: number;
  boxCode: string;
  plateId: number | null;
  active: number;
  exWarehouse: number;
  /** An application picked it at some time (its details name it). */
  picked: boolean;
}

/** Locks raw material boxes (FOR UPDATE, in id order) and answers them; an unknown id is 404. */
export async function lockRawMaterialBoxes(
  tx: Transaction,
  rawMaterialBoxIds: readonly number[],
): Promise<TLockedRawMaterialBox[]> {
  const ids = [...new Set(rawMaterialBoxIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      rawMaterialBoxId: rawMaterialBox.rawMaterialBoxId,
      boxCode: rawMaterialBox.boxCode,
      plateId: rawMaterialBox.plateId,
      active: rawMaterialBox.active,
      exWarehouse: rawMaterialBox.exWarehouse,
      picked: sql<boolean>`exists (select 1 from ${applicationDetails} where ${applicationDetails.rawMaterialBoxId} = ${rawMaterialBox.rawMaterialBoxId})`,
    })
    .from(rawMaterialBox)
    .where(inArray(rawMaterialBox.rawMaterialBoxId, ids))
    .orderBy(rawMaterialBox.rawMaterialBoxId)
    .for('update', { of: rawMaterialBox });
  const missing = ids.find((id) => !rows.some((row) => row.rawMaterialBoxId === id));
  if (missing !== undefined) throw new NotFoundError(MESSAGES.boxNotFound);
  return rows.map((row) => ({ ...row, picked: Boolean(row.picked) }));
}

/** Puts live boxes in the warehouse on pallets (the caller locked them and checked the pallets). */
export async function putRawMaterialBoxesOnPallets(
  tx: Transaction,
  moves: readonly { rawMaterialBoxId: number; plateId: number }[],
  employeeId: number | null,
): Promise<void> {
  const now = new Date();
  for (const move of [...moves].sort((a, b) => a.rawMaterialBoxId - b.rawMaterialBoxId)) {
    await tx
      .update(rawMaterialBox)
      .set({ plateId: move.plateId, updatedAt: now, updatedBy: employeeId })
      .where(and(eq(rawMaterialBox.rawMaterialBoxId, move.rawMaterialBoxId), rawMaterialBoxInWarehouse()));
  }
}

/** Removes boxes that were never picked (the caller locked them and checked): a box made by mistake. */
export async function deleteUnusedRawMaterialBoxes(tx: Transaction, rawMaterialBoxIds: readonly number[]) {
  if (rawMaterialBoxIds.length === 0) return;
  await tx.delete(rawMaterialBox).where(inArray(rawMaterialBox.rawMaterialBoxId, [...rawMaterialBoxIds]));
}

/** Obsolete boxes (active 0) leave their pallets; the caller locked them and checked they are live. */
export async function obsoleteRawMaterialBoxes(
  tx: Transaction,
  rawMaterialBoxIds: readonly number[],
  employeeId: number | null,
): Promise<void> {
  if (rawMaterialBoxIds.length === 0) return;
  await tx
    .update(rawMaterialBox)
    .set({ active: RAW_MATERIAL_BOX_ACTIVE.Obsolete, plateId: null, updatedAt: new Date(), updatedBy: employeeId })
    .where(and(inArray(rawMaterialBox.rawMaterialBoxId, [...rawMaterialBoxIds]), rawMaterialBoxInWarehouse()));
}
