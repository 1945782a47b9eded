import {
  RAW_MATERIAL_APPLICATION_MESSAGES as MESSAGES,
  RAW_MATERIAL_BOX_ACTIVE,
  RAW_MATERIAL_BOX_EX_WAREHOUSE,
} from '@packline/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { rawMaterialBox } from './warehouse.tables.ts';

// The moves of a raw material box (only this module writes raw_material_box): made on a pallet, taken out of the
// warehouse by an application's pick, put back on its pallet when the pick is undone.

export interface TNewRawMaterialBox {
  boxCode: string;
  rawMaterialId: number;
  /** KG in the box. */
  quantity: number;
  plateId: number | null;
  poNumber: string | null;
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
