import { ORDER_STATUS, WORK_ORDER_STATUS, workOrderNumberOf } from '@packline/domain';
import { and, eq, notInArray, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { lockSalesOrder } from '../sales-orders/sales-order-lock.ts';
import { moveOrder, returnOrderFromProduction } from '../sales-orders/sales-order-state.ts';
import { workOrder } from './work-orders.tables.ts';

// A sales order moves with the work orders made for it (README "Sales orders and production"): Approved → Production
// when one of its work orders is approved; Production → Warehouse when the last of them is completed; Production →
// Approved when the last open one is cancelled and none was completed. An order in any other status (still New, already
// Warehouse or further) is left where it is. All run inside the production action's transaction, after the work order's
// own change.

/** Still open: neither Completed nor Cancelled. */
const open = notInArray(workOrder.workOrderStatusId, [WORK_ORDER_STATUS.Completed, WORK_ORDER_STATUS.Cancelled]);

/** The locked order's status; null once it was deleted (a work order outlives its order). */
async function liveStatusOf(tx: Transaction, orderId: number): Promise<number | null> {
  const order = await lockSalesOrder(tx, orderId, { deleted: true });
  return order.deletedAt === null ? order.orderStatusId : null;
}

/** The first approved work order of an Approved sales order puts the order into Production. */
export async function salesOrderStartsProduction(
  tx: Transaction,
  order: { workOrderId: number; orderId: number | null },
  employeeId: number | null,
): Promise<void> {
  if (order.orderId === null) return;
  if ((await liveStatusOf(tx, order.orderId)) !== ORDER_STATUS.Approved) return;
  await moveOrder(tx, order.orderId, ORDER_STATUS.Production, {
    employeeId,
    reason: `Work order ${workOrderNumberOf(order.workOrderId)} approved`,
  });
}

/** Whether the order is in Production with none of its work orders still open. */
async function productionIsOver(tx: Transaction, orderId: number): Promise<boolean> {
  return (await liveStatusOf(tx, orderId)) === ORDER_STATUS.Production && !(await hasWorkOrder(tx, orderId, open));
}

/** A sales order in Production whose work orders are all completed (or cancelled) goes to the Warehouse. */
export async function salesOrderLeavesProduction(
  tx: Transaction,
  order: { workOrderId: number; orderId: number | null },
  employeeId: number | null,
): Promise<void> {
  if (order.orderId === null || !(await productionIsOver(tx, order.orderId))) return;
  await moveOrder(tx, order.orderId, ORDER_STATUS.Warehouse, {
    employeeId,
    reason: `Work order ${workOrderNumberOf(order.workOrderId)} completed`,
  });
}

/**
 * A work order cancelled: when none of the order's work orders is still open, a Production order goes back to
 * Approved (nothing was made for it), or on to the Warehouse when one of them was completed.
 */
export async function salesOrderAfterCancel(
  tx: Transaction,
  order: { workOrderId: number; orderId: number | null },
  employeeId: number | null,
): Promise<void> {
  if (order.orderId === null || !(await productionIsOver(tx, order.orderId))) return;
  const reason = `Work order ${workOrderNumberOf(order.workOrderId)} cancelled`;
  if (await hasWorkOrder(tx, order.orderId, eq(workOrder.workOrderStatusId, WORK_ORDER_STATUS.Completed))) {
    await moveOrder(tx, order.orderId, ORDER_STATUS.Warehouse, { employeeId, reason });
  } else {
    await returnOrderFromProduction(tx, order.orderId, { employeeId, reason });
  }
}

/** Has the sales order a work order that meets `condition`? */
async function hasWorkOrder(tx: Transaction, orderId: number, condition: SQL): Promise<boolean> {
  const [row] = await tx
    .select({ workOrderId: workOrder.workOrderId })
    .from(workOrder)
    .where(and(eq(workOrder.orderId, orderId), condition))
    .limit(1);
  return row !== undefined;
}
