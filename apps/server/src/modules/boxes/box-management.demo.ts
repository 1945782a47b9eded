import {
  BOX_MOVEMENT_REASON,
  BOX_OUT_LOCATION,
  BOX_SOURCE,
  BOX_STATUS,
  type TBoxMovementReason,
} from '@packline/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { createBoxes } from './boxes.service.ts';
import { box, boxMovement } from './boxes.tables.ts';

// Demo data for Obsolete Box, the hold list and Delete History: extra cartons of a few products (the stock made for the
// orders waiting for dispatch stays as it is), some on hold, one rejected to dead stock, some deleted over the last six
// weeks (a few older than Delete History's default 31 days), each change with its ledger row.

const DAY_MS = 86_400_000;
const PRODUCTS = 6;
const BOXES_PER_PRODUCT = 5;
const HOLD_NOTES = ['Torn sleeve', 'Carton crushed', 'Print smudged', 'Wrong label', 'Water damage'];
const DELETE_NOTES = ['Expired stock', 'Damaged in handling', 'Stocktake adjustment', 'Customer discontinued'];

export async function seedBoxManagementDemo(tx: DbOrTx, random: TRandom): Promise<void> {
  const [keeper] = await tx
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(eq(employee.userName, 'warehouse'));
  const who = keeper?.employeeId ?? null;
  const products = await tx
    .select({ productId: product.productId })
    .from(product)
    .where(and(eq(product.active, 1), isNull(product.deletedAt)))
    .orderBy(asc(product.productId))
    .limit(PRODUCTS * 4);
  const chosen = products.filter((_, i) => i % 4 === 0).slice(0, PRODUCTS);

  const movements: (typeof boxMovement.$inferInsert)[] = [];
  const move = (
    boxId: number,
    pieces: number,
    reasonId: TBoxMovementReason,
    to: number,
    from: number,
    at: Date,
    notes: string,
  ) =>
    movements.push({
      boxId,
      reasonId,
      fromStatus: from,
      toStatus: to,
      quantityBefore: pieces,
      quantityAfter: pieces,
      notes,
      employeeId: who,
      movedAt: at,
    });

  for (const [p, { productId }] of chosen.entries()) {
    const pieces = random.pick([100, 200, 250, 500]);
    const madeAt = new Date(Date.now() - random.int(45, 90) * DAY_MS);
    const made = await createBoxes(tx, {
      productId,
      quantityPerBox: pieces,
      count: BOXES_PER_PRODUCT,
      source: BOX_SOURCE.ManualCreated,
      createdBy: who,
      createdAt: madeAt,
    });
    for (const [i, { boxId }] of made.entries()) {
      // Per product: two on hold, one deleted, the rest in stock; the first product's third box is dead stock.
      const at = new Date(Date.now() - random.int(1, 42) * DAY_MS);
      if (i < 2 || (p === 0 && i === 2)) {
        const notes = random.pick(HOLD_NOTES);
        await tx
          .update(box)
          .set({ status: BOX_STATUS.OnHold, notes, updatedBy: who, updatedAt: at })
          .where(eq(box.boxId, boxId));
        move(boxId, pieces, BOX_MOVEMENT_REASON.MarkedDefect, BOX_STATUS.OnHold, BOX_STATUS.InStock, at, notes);
        if (p === 0 && i === 2) {
          const later = new Date(at.getTime() + DAY_MS / 2);
          await tx.update(box).set({ status: BOX_STATUS.DeadStock, updatedAt: later }).where(eq(box.boxId, boxId));
          move(
            boxId,
            pieces,
            BOX_MOVEMENT_REASON.RejectedToDeadStock,
            BOX_STATUS.DeadStock,
            BOX_STATUS.OnHold,
            later,
            notes,
          );
        }
      } else if (i === 2 || i === 3) {
        const notes = random.pick(DELETE_NOTES);
        await tx
          .update(box)
          .set({ status: BOX_STATUS.Out, location: BOX_OUT_LOCATION.Deleted, notes, updatedBy: who, updatedAt: at })
          .where(eq(box.boxId, boxId));
        move(boxId, pieces, BOX_MOVEMENT_REASON.Deleted, BOX_STATUS.Out, BOX_STATUS.InStock, at, notes);
      }
    }
  }
  if (movements.length) await tx.insert(boxMovement).values(movements);
}
