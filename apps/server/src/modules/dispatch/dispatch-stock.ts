import { DISPATCH_STATUS } from '@packline/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { markBoxesDelivered, returnBoxPieces, type TBoxReturn, takeBoxPieces } from '../boxes/boxes.service.ts';
import { moveLinePieces, type TLinePieces } from '../sales-orders/sales-orders.service.ts';
import { dispatching, dispatchingDetail } from './dispatch.tables.ts';

// The stock moves of a dispatch (README.md "Stock"): which boxes and order lines a dispatch moves, and by how many
// pieces. The boxes change only through the warehouse's box service (one conditional UPDATE per box, so two people
// picking the same box at once cannot both take it), the order lines' counters only through the sales-orders service.

/** One picked box: `quantity` pieces of `productId` for the order line `orderProductId`. */
export interface TPick {
  boxId: number;
  productId: number;
  orderProductId: number;
  quantity: number;
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

/** The picked pieces per order line. */
export const linesOf = (picks: readonly TPick[]): TLinePieces[] =>
  [...sumBy(picks, (pick) => pick.orderProductId)].map(([orderProductId, pieces]) => ({ orderProductId, pieces }));

const boxesOf = (picks: readonly TPick[]): TBoxReturn[] =>
  [...sumBy(picks, (pick) => pick.boxId)].map(([boxId, pieces]) => ({ boxId, pieces }));

/** Picked: the pieces leave their boxes (boxUnavailable when someone took them first). */
export const takeBoxes = (tx: Transaction, picks: readonly TPick[], employeeId: number | null) =>
  takeBoxPieces(tx, picks, employeeId);

/** A dispatch cancelled: each box gets its pieces back and is in stock again. */
export const returnBoxes = (tx: Transaction, picks: readonly TPick[], employeeId: number | null) =>
  returnBoxPieces(tx, boxesOf(picks), employeeId);

/**
 * A dispatch completed: the boxes it emptied leave the warehouse, unless another dispatch still being picked took
 * pieces of the same box (it leaves when that one completes).
 */
export async function markDispatchBoxesDelivered(
  tx: Transaction,
  dispatchId: number,
  employeeId: number | null,
): Promise<void> {
  const rows = await tx
    .selectDistinct({ boxId: dispatchingDetail.boxId })
    .from(dispatchingDetail)
    .where(
      and(
        eq(dispatchingDetail.dispatchId, dispatchId),
        // Written out: inside the subquery an unqualified box_id would name the other detail's column.
        sql`not exists (select 1 from dispatching_detail other_detail
          join dispatching other on other.dispatch_id = other_detail.dispatch_id
          where other_detail.box_id = ${dispatchingDetail.boxId} and other.status = ${DISPATCH_STATUS.Picking}
          and other.dispatch_id <> ${dispatchId})`,
      ),
    );
  await markBoxesDelivered(
    tx,
    rows.map((row) => row.boxId),
    employeeId,
  );
}

/** Picked: the lines' dispatchedQuantity grows. */
export const linesPicked = (tx: Transaction, picks: readonly TPick[], employeeId: number | null) =>
  moveLinePieces(tx, linesOf(picks), { dispatched: 1, delivered: 0 }, employeeId);
/** A picking dispatch cancelled: dispatchedQuantity shrinks. */
export const linesUnpicked = (tx: Transaction, picks: readonly TPick[], employeeId: number | null) =>
  moveLinePieces(tx, linesOf(picks), { dispatched: -1, delivered: 0 }, employeeId);
/** Completed: the picked pieces move from dispatchedQuantity to deliveredQuantity. */
export const linesDelivered = (tx: Transaction, picks: readonly TPick[], employeeId: number | null) =>
  moveLinePieces(tx, linesOf(picks), { dispatched: -1, delivered: 1 }, employeeId);
/** A completed, undelivered dispatch cancelled: deliveredQuantity shrinks. */
export const linesUndelivered = (tx: Transaction, picks: readonly TPick[], employeeId: number | null) =>
  moveLinePieces(tx, linesOf(picks), { dispatched: 0, delivered: -1 }, employeeId);

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
