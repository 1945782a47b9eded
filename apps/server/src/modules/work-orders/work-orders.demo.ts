import { ORDER_STATUS, WORK_ORDER_SOURCE, WORK_ORDER_STATUS } from '@packline/domain';
import { and, asc, eq, exists, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { baseProduct, product } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { productTypeAction } from '../lookups/lookups.tables.ts';
import { orderProduct, salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { createSuborders, insertWorkOrders } from './work-orders.service.ts';
import { suborder, workOrder } from './work-orders.tables.ts';

// Demo work orders: a handful in every state on the demo products whose type has actions (lookups demo) and whose
// base product maps its actions to the demo machines (catalogue demo). The approved ones have their suborders, the
// completed one its steps complete; the cancelled one is hidden from tracking. Then every sales order in Production
// gets an approved work order for one of its lines (issue 30: Production Tracking shows the orders Home lists as in
// Production); these draw nothing from the random generator, so the demo data after them stays as it was.

const PLAN = [
  { status: WORK_ORDER_STATUS.New, urgent: 1 as const },
  { status: WORK_ORDER_STATUS.New, urgent: 0 as const },
  { status: WORK_ORDER_STATUS.Approved, urgent: 1 as const },
  { status: WORK_ORDER_STATUS.Approved, urgent: 0 as const },
  { status: WORK_ORDER_STATUS.Approved, urgent: 0 as const },
  { status: WORK_ORDER_STATUS.Completed, urgent: 0 as const },
  { status: WORK_ORDER_STATUS.Cancelled, urgent: 0 as const },
];

/** The product's base product has a type with actions for order type 1 (so approval splits it into steps). */
function typeHasActionsOf(tx: Transaction): SQL {
  return exists(
    tx
      .select({ one: productTypeAction.productTypeActionId })
      .from(productTypeAction)
      .where(and(eq(productTypeAction.productTypeId, baseProduct.productTypeId), eq(productTypeAction.orderType, 1))),
  );
}

export async function seedWorkOrderDemo(tx: Transaction, random: TRandom): Promise<void> {
  const typeHasActions = typeHasActionsOf(tx);
  const products = await tx
    .select({ productId: product.productId })
    .from(product)
    .innerJoin(baseProduct, eq(baseProduct.baseProductId, product.baseProductId))
    .where(and(isNotNull(baseProduct.productTypeId), typeHasActions))
    .orderBy(asc(product.productId))
    .limit(PLAN.length);
  const [creator] = await tx.select().from(employee).orderBy(asc(employee.employeeId)).limit(1);
  if (products.length === 0 || !creator) return;

  for (const [index, step] of PLAN.entries()) {
    const productId = products[index % products.length].productId;
    const [workOrderId] = await insertWorkOrders(
      tx,
      {
        productId,
        quantity: random.int(10, 60) * 500,
        orderTypeId: 1,
        workOrderSourceId: index % 3 === 0 ? WORK_ORDER_SOURCE.Inventory : WORK_ORDER_SOURCE.Manual,
        urgent: step.urgent,
        urgentNote: step.urgent ? 'Customer is out of stock' : null,
        comments: index === 0 ? 'Check the print proof first' : null,
        workOrderStatusId: WORK_ORDER_STATUS.New,
      },
      1,
      creator.employeeId,
    );
    if (step.status === WORK_ORDER_STATUS.New) continue;
    const now = new Date();
    const [row] = await tx
      .update(workOrder)
      .set({
        workOrderStatusId: step.status,
        approvedEmployeeId: creator.employeeId,
        approvedAt: now,
        approvedComments: 'OK to run',
        completedAt: step.status === WORK_ORDER_STATUS.Completed ? now : null,
      })
      .where(eq(workOrder.workOrderId, workOrderId))
      .returning();
    if (step.status === WORK_ORDER_STATUS.Cancelled) continue;
    await createSuborders(tx, row, creator.employeeId);
    if (step.status === WORK_ORDER_STATUS.Completed) {
      await tx
        .update(suborder)
        .set({
          suborderStatusId: 10,
          completedQuantity: row.quantity,
          receivedQuantity: row.quantity,
          completedDate: now,
        })
        .where(inArray(suborder.workOrderId, [workOrderId]));
    }
  }
}

/**
 * Each live sales order in Production without a work order gets one, approved (its steps Awaiting, then Not ready),
 * for its first line whose product can be split into steps, of that line's pieces, made for the order (source Sales
 * Order). An order none of whose products can be made is left alone.
 */
export async function seedSalesOrderWorkOrders(tx: Transaction): Promise<void> {
  const [creator] = await tx.select().from(employee).orderBy(asc(employee.employeeId)).limit(1);
  if (!creator) return;
  const linked = await tx
    .selectDistinct({ orderId: workOrder.orderId })
    .from(workOrder)
    .where(isNotNull(workOrder.orderId));
  const hasWorkOrder = new Set(linked.map((row) => row.orderId));
  const lines = await tx
    .select({
      orderId: salesOrder.orderId,
      customerId: salesOrder.customerId,
      productId: orderProduct.productId,
      quantity: orderProduct.quantity,
    })
    .from(salesOrder)
    .innerJoin(orderProduct, eq(orderProduct.orderId, salesOrder.orderId))
    .innerJoin(product, eq(product.productId, orderProduct.productId))
    .innerJoin(baseProduct, eq(baseProduct.baseProductId, product.baseProductId))
    .where(
      and(
        eq(salesOrder.orderStatusId, ORDER_STATUS.Production),
        isNull(salesOrder.deletedAt),
        isNotNull(baseProduct.productTypeId),
        typeHasActionsOf(tx),
      ),
    )
    .orderBy(asc(salesOrder.orderId), asc(orderProduct.sortOrder), asc(orderProduct.orderProductId));
  for (const line of lines) {
    if (hasWorkOrder.has(line.orderId)) continue;
    hasWorkOrder.add(line.orderId);
    await insertWorkOrders(
      tx,
      {
        productId: line.productId,
        quantity: Math.max(1, Math.round(Number(line.quantity))),
        orderTypeId: 1,
        workOrderSourceId: WORK_ORDER_SOURCE.SalesOrder,
        urgent: 0,
        workOrderStatusId: WORK_ORDER_STATUS.Approved,
        orderId: line.orderId,
        customerId: line.customerId,
      },
      1,
      creator.employeeId,
    );
  }
}
