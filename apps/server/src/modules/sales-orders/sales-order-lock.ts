import { and, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { lockById } from '../../db/rows.ts';
import { inScope, type TOrderScope } from './sales-order-scope.ts';
import { salesOrder } from './sales-orders.tables.ts';

// The one lock on a sales order. Every transaction that changes an order or what hangs off it (its status, lines,
// dispatches, boxes picked for it, invoices) takes its locks in this order, so two of them never wait on each other
// in a circle:
//   1. the sales order row (lockSalesOrder), before anything else of that order;
//   2. the dispatch row (dispatch service);
//   3. the boxes, in box-id order (warehouse box service);
//   4. the order lines, in line-id order (moveLinePieces);
//   5. the invoice rows (invoices service).
// Locking the order again later in the same transaction is harmless: a row lock is held until the transaction ends.

export type TLockedOrder = typeof salesOrder.$inferSelect;

/**
 * Locks a sales order (drafts too) until the transaction ends and answers its row; "not found" when it does not exist,
 * is deleted (unless `deleted`) or is out of `scope`.
 */
export async function lockSalesOrder(
  tx: Transaction,
  orderId: number,
  options: { scope?: TOrderScope; deleted?: boolean } = {},
): Promise<TLockedOrder> {
  return lockById(
    tx,
    salesOrder,
    orderId,
    `Order ${orderId} was not found.`,
    and(options.deleted ? undefined : isNull(salesOrder.deletedAt), options.scope ? inScope(options.scope) : undefined),
  );
}
