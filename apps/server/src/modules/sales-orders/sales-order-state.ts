import {
  canMoveOrder,
  ORDER_MESSAGES,
  ORDER_REOPEN_FROM,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  ORDER_TRANSITIONS,
  type TOrderStatusId,
  todayInAuckland,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { lockSalesOrder } from './sales-order-lock.ts';
import { orderStatusLog, salesOrder } from './sales-orders.tables.ts';

// The order state machine (README.md): the one way any module changes an order's status.

export interface TOrderMove {
  /** Who moved it (null for the system or an online customer). */
  employeeId: number | null;
  reason?: string | null;
}

const statusName = (statusId: number) => ORDER_STATUS_NAMES[statusId] ?? String(statusId);

/**
 * Moves a live order one edge of ORDER_TRANSITIONS and logs it; refuses any other move with
 * ORDER_MESSAGES.transitionRefused. Side effects: approvedDate on Approved, deliveryDate (today) on Delivered,
 * paid on Paid. The order stays locked until the caller's transaction ends, so two moves cannot interleave.
 */
export async function moveOrder(tx: Transaction, orderId: number, toStatus: number, by: TOrderMove): Promise<void> {
  const from = (await lockSalesOrder(tx, orderId)).orderStatusId;
  if (!canMoveOrder(from, toStatus)) {
    throw new BusinessError(ORDER_MESSAGES.transitionRefused(statusName(from), statusName(toStatus)));
  }
  await writeMove(tx, orderId, from, toStatus, by, {
    ...(toStatus === ORDER_STATUS.Approved ? { approvedDate: new Date() } : {}),
    ...(toStatus === ORDER_STATUS.Delivered ? { deliveryDate: todayInAuckland() } : {}),
    ...(toStatus === ORDER_STATUS.Paid ? { paid: 1 } : {}),
  });
}

/** Writes a move the caller has checked: the order's new status (and `extra` columns) and its status-log row. */
async function writeMove(
  tx: Transaction,
  orderId: number,
  from: number,
  toStatus: number,
  by: TOrderMove,
  extra: Partial<typeof salesOrder.$inferInsert> = {},
): Promise<void> {
  await tx
    .update(salesOrder)
    .set({ orderStatusId: toStatus, ...extra, updatedBy: by.employeeId })
    .where(eq(salesOrder.orderId, orderId));
  await tx.insert(orderStatusLog).values({
    orderId,
    fromStatusId: from,
    toStatusId: toStatus,
    reason: by.reason ?? null,
    employeeId: by.employeeId,
    createdBy: by.employeeId,
  });
}

/**
 * A Delivered or Paid order back to Dispatch (ORDER_REOPEN_FROM: a replacement return owes pieces again), logged; the
 * move outside ORDER_TRANSITIONS. Other statuses are left as they are.
 */
export async function reopenOrderForDispatch(tx: Transaction, orderId: number, by: TOrderMove): Promise<boolean> {
  const from = (await lockSalesOrder(tx, orderId)).orderStatusId;
  if (!ORDER_REOPEN_FROM.includes(from as TOrderStatusId)) return false;
  await writeMove(tx, orderId, from, ORDER_STATUS.Dispatch, by);
  return true;
}

/**
 * A Production order back to Approved: production cancelled its last open work order and none was completed
 * (production's README "Sales orders and production"), logged. Like the reopen, outside ORDER_TRANSITIONS, so no edit
 * or chain of moves takes it. Other statuses are left as they are.
 */
export async function returnOrderFromProduction(tx: Transaction, orderId: number, by: TOrderMove): Promise<boolean> {
  const from = (await lockSalesOrder(tx, orderId)).orderStatusId;
  if (from !== ORDER_STATUS.Production) return false;
  await writeMove(tx, orderId, from, ORDER_STATUS.Approved, by);
  return true;
}

/** The shortest chain of allowed moves from one status to another ([] when already there, null when none). */
export function orderPath(from: number, to: number): TOrderStatusId[] | null {
  if (from === to) return [];
  const previous = new Map<number, number>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift() as number;
    for (const next of ORDER_TRANSITIONS[at as TOrderStatusId] ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, at);
      if (next === to) {
        const path: TOrderStatusId[] = [];
        for (let step: number = to; step !== from; step = previous.get(step) as number) {
          path.unshift(step as TOrderStatusId);
        }
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}

/** Moves an order along `orderPath` to `toStatus`, each step checked and logged; refused when there is no path. */
export async function moveOrderThrough(
  tx: Transaction,
  orderId: number,
  toStatus: number,
  by: TOrderMove,
): Promise<void> {
  const from = (await lockSalesOrder(tx, orderId)).orderStatusId;
  const path = orderPath(from, toStatus);
  if (path === null) {
    throw new BusinessError(ORDER_MESSAGES.transitionRefused(statusName(from), statusName(toStatus)));
  }
  for (const step of path) await moveOrder(tx, orderId, step, by);
}

/** The status history of an order, oldest first. */
export async function listOrderStatusLog(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderStatusLog)
    .where(eq(orderStatusLog.orderId, orderId))
    .orderBy(orderStatusLog.orderStatusLogId);
}
