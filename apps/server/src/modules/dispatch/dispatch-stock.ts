import { BOX_OUT_LOCATION, BOX_STATUS, DISPATCH_MESSAGES, DISPATCH_STATUS } from '@packline/domain';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { orderProduct } from '../sales-orders/sales-orders.tables.ts';
import { box } from '../warehouse/warehouse.tables.ts';
import { dispatching, dispatchingDetail } from './dispatch.tables.ts';

// The stock moves of a dispatch (README.md "Stock"): boxes give pieces with one conditional UPDATE each, so two people
// picking the same box at once cannot both take it and no box goes below zero; order lines count the pieces on open
// dispatches (dispatchedQuantity) and the pieces delivered (deliveredQuantity).

/** One picked box: `quantity` pieces of `productId` for the order line `orderProductId`. */
export interface TPick {
  boxId: number;
  productId: number;
  orderProductId: number;
  quantity: number;
}

const byBox = (a: { boxId: number }, b: { boxId: number }) => a.boxId - b.boxId;

/** The barcodes of some boxes, checking each exists and holds the product it is picked for (boxWrongProduct). */
async function checkBoxProducts(db: DbOrTx, picks: readonly TPick[]): Promise<Map<number, string>> {
  const ids = [...new Set(picks.map((pick) => pick.boxId))];
  const rows = await db
    .select({ boxId: box.boxId, barCode: box.barCode, productId: box.productId })
    .from(box)
    .where(inArray(box.boxId, ids));
  const found = new Map(rows.map((row) => [row.boxId, row]));
  for (const pick of picks) {
    const row = found.get(pick.boxId);
    if (!row) throw new NotFoundError(`Box ${pick.boxId} was not found.`);
    if (row.productId !== pick.productId) throw new BusinessError(DISPATCH_MESSAGES.boxWrongProduct(row.barCode));
  }
  return new Map(rows.map((row) => [row.boxId, row.barCode]));
}

/**
 * Takes the picked pieces out of their boxes: per pick `quantity -= q` only while the box is in stock, holds the
 * product and has q pieces left (a box emptied goes to status 2, in dispatching). Zero rows updated means someone else
 * took them first: DISPATCH_MESSAGES.boxUnavailable. Boxes are updated in id order so two dispatches never wait on
 * each other in a circle.
 */
export async function takeBoxes(db: DbOrTx, picks: readonly TPick[], employeeId: number | null): Promise<void> {
  if (picks.length === 0) return;
  const barCodes = await checkBoxProducts(db, picks);
  for (const pick of [...picks].sort(byBox)) {
    const pieces = sql`${pick.quantity}::numeric`;
    const taken = await db
      .update(box)
      .set({
        quantity: sql`${box.quantity} - ${pieces}`,
        status: sql`case when ${box.quantity} - ${pieces} = 0 then ${BOX_STATUS.InDispatching}::int else ${BOX_STATUS.InStock}::int end`,
        updatedAt: new Date(),
        updatedBy: employeeId,
      })
      .where(
        and(
          eq(box.boxId, pick.boxId),
          eq(box.status, BOX_STATUS.InStock),
          eq(box.productId, pick.productId),
          gte(box.quantity, pieces),
        ),
      )
      .returning({ boxId: box.boxId });
    if (taken.length === 0) {
      throw new BusinessError(DISPATCH_MESSAGES.boxUnavailable(barCodes.get(pick.boxId) ?? '', pick.quantity));
    }
  }
}

/** The pieces a dispatch holds per box and per order line (from its details). */
export async function picksOf(db: DbOrTx, dispatchId: number): Promise<TPick[]> {
  const rows = await db
    .select({
      boxId: dispatchingDetail.boxId,
      productId: dispatchingDetail.productId,
      orderProductId: dispatchingDetail.orderProductId,
      quantity: dispatchingDetail.quantity,
    })
    .from(dispatchingDetail)
    .where(eq(dispatchingDetail.dispatchId, dispatchId))
    .orderBy(dispatchingDetail.dispatchingDetailId);
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
}

function sumBy<K>(picks: readonly TPick[], key: (pick: TPick) => K): Map<K, number> {
  const sums = new Map<K, number>();
  for (const pick of picks) sums.set(key(pick), (sums.get(key(pick)) ?? 0) + pick.quantity);
  return sums;
}

/** A dispatch cancelled: each box gets its pieces back and is in stock again (status 1, no out location). */
export async function returnBoxes(db: DbOrTx, picks: readonly TPick[], employeeId: number | null): Promise<void> {
  const perBox = [...sumBy(picks, (pick) => pick.boxId)].sort(([a], [b]) => a - b);
  for (const [boxId, pieces] of perBox) {
    await db
      .update(box)
      .set({
        quantity: sql`${box.quantity} + ${pieces}::numeric`,
        status: BOX_STATUS.InStock,
        location: null,
        dispatchedAt: null,
        updatedAt: new Date(),
        updatedBy: employeeId,
      })
      .where(eq(box.boxId, boxId));
  }
}

/**
 * A dispatch completed: the boxes it emptied (status 2) leave the warehouse (status 0, location 1 Delivered) unless
 * another dispatch still being picked took pieces of the same box (it leaves when that one completes).
 */
export async function markBoxesDelivered(db: DbOrTx, dispatchId: number, employeeId: number | null): Promise<void> {
  const now = new Date();
  await db
    .update(box)
    .set({
      status: BOX_STATUS.Out,
      location: BOX_OUT_LOCATION.Delivered,
      dispatchedAt: now,
      updatedAt: now,
      updatedBy: employeeId,
    })
    .where(
      and(
        eq(box.status, BOX_STATUS.InDispatching),
        inArray(
          box.boxId,
          db
            .select({ boxId: dispatchingDetail.boxId })
            .from(dispatchingDetail)
            .where(eq(dispatchingDetail.dispatchId, dispatchId)),
        ),
        // Written out: inside the subquery an unqualified box_id would name the detail's column.
        sql`not exists (select 1 from dispatching_detail other_detail
          join dispatching other on other.dispatch_id = other_detail.dispatch_id
          where other_detail.box_id = "box"."box_id" and other.status = ${DISPATCH_STATUS.Picking}
          and other.dispatch_id <> ${dispatchId})`,
      ),
    );
}

/** Adds to the order lines' counters: `dispatched` pieces now on open dispatches, `delivered` pieces delivered. */
async function moveLineQuantities(
  db: DbOrTx,
  picks: readonly TPick[],
  change: { dispatched: -1 | 0 | 1; delivered: -1 | 0 | 1 },
  employeeId: number | null,
): Promise<void> {
  const perLine = [...sumBy(picks, (pick) => pick.orderProductId)].sort(([a], [b]) => a - b);
  for (const [orderProductId, pieces] of perLine) {
    await db
      .update(orderProduct)
      .set({
        dispatchedQuantity: sql`${orderProduct.dispatchedQuantity} + ${change.dispatched * pieces}::numeric`,
        deliveredQuantity: sql`${orderProduct.deliveredQuantity} + ${change.delivered * pieces}::numeric`,
        updatedAt: new Date(),
        updatedBy: employeeId,
      })
      .where(eq(orderProduct.orderProductId, orderProductId));
  }
}

/** Picked: the lines' dispatchedQuantity grows. */
export const linesPicked = (db: DbOrTx, picks: readonly TPick[], employeeId: number | null) =>
  moveLineQuantities(db, picks, { dispatched: 1, delivered: 0 }, employeeId);
/** A picking dispatch cancelled: dispatchedQuantity shrinks. */
export const linesUnpicked = (db: DbOrTx, picks: readonly TPick[], employeeId: number | null) =>
  moveLineQuantities(db, picks, { dispatched: -1, delivered: 0 }, employeeId);
/** Completed: the picked pieces move from dispatchedQuantity to deliveredQuantity. */
export const linesDelivered = (db: DbOrTx, picks: readonly TPick[], employeeId: number | null) =>
  moveLineQuantities(db, picks, { dispatched: -1, delivered: 1 }, employeeId);
/** A completed, undelivered dispatch cancelled: deliveredQuantity shrinks. */
export const linesUndelivered = (db: DbOrTx, picks: readonly TPick[], employeeId: number | null) =>
  moveLineQuantities(db, picks, { dispatched: 0, delivered: -1 }, employeeId);

/** Is any live (not cancelled) dispatch of the order still open (Picking or Dispatch)? */
export async function hasUndeliveredDispatch(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ dispatchId: dispatching.dispatchId })
    .from(dispatching)
    .where(
      and(
        eq(dispatching.orderId, orderId),
        ne(dispatching.status, DISPATCH_STATUS.Cancelled),
        ne(dispatching.status, DISPATCH_STATUS.Delivered),
      ),
    )
    .limit(1);
  return row !== undefined;
}
