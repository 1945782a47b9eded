import { type TCompleteSuborderBody, type TUsedBoxField, USED_BOX_FIELDS } from '@packline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { boxes as boxesRead } from '../boxes/boxes.reads.ts';
import { rawMaterialBoxes } from '../raw-materials/raw-materials.reads.ts';

// The boxes a completion names as used (Finish / PartlyComplete: boxId, rawMaterialBoxId, rawMaterialBoxId2) and the
// semi-finished boxes of a step: production reads the warehouse's boxes here, never writes them.

export interface TUsedBox {
  field: TUsedBoxField;
  id: number;
}

/** The used boxes the body names, in field order (a missing or null field names none). */
export function usedBoxesOf(body: Partial<Pick<TCompleteSuborderBody, TUsedBoxField>>): TUsedBox[] {
  return USED_BOX_FIELDS.flatMap((field) => {
    const id = body[field];
    return id === null || id === undefined ? [] : [{ field, id }];
  });
}

/** The first used box that does not exist, or null when every one does. */
export async function missingUsedBox(db: DbOrTx, used: readonly TUsedBox[]): Promise<TUsedBox | null> {
  const rawIds = used.filter((u) => u.field !== 'boxId').map((u) => u.id);
  const boxIds = used.filter((u) => u.field === 'boxId').map((u) => u.id);
  const [raws, boxes] = await Promise.all([
    rawIds.length === 0
      ? []
      : rawMaterialBoxes
          .select(db, { id: rawMaterialBoxes.rawMaterialBoxId })
          .where(inArray(rawMaterialBoxes.rawMaterialBoxId, rawIds)),
    boxIds.length === 0 ? [] : boxesRead.select(db, { id: boxesRead.boxId }).where(inArray(boxesRead.boxId, boxIds)),
  ]);
  const found = { raw: new Set(raws.map((r) => r.id)), box: new Set(boxes.map((r) => r.id)) };
  return used.find((u) => !(u.field === 'boxId' ? found.box : found.raw).has(u.id)) ?? null;
}

/** The semi-finished boxes labelled for a step (box.isSemi 1), oldest first. */
export async function semiBoxIdsOf(db: DbOrTx, suborderId: number): Promise<number[]> {
  const rows = await boxesRead
    .select(db, { boxId: boxesRead.boxId })
    .where(and(eq(boxesRead.suborderId, suborderId), eq(boxesRead.isSemi, 1)))
    .orderBy(asc(boxesRead.boxId));
  return rows.map((r) => r.boxId);
}
