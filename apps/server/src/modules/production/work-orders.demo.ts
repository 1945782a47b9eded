import { WORK_ORDER_SOURCE, WORK_ORDER_STATUS } from '@packline/domain';
import { and, asc, eq, exists, inArray, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../seed/random.ts';
import { baseProduct, product } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { productTypeAction } from '../lookups/lookups.tables.ts';
import { suborder, workOrder } from './production.tables.ts';
import { createSuborders, insertWorkOrders } from './work-orders.service.ts';

// Demo work orders: a handful in every state on the demo products whose type has actions (lookups demo) and whose
// base product maps its actions to the demo machines (catalogue demo). The approved ones have their suborders, the
// completed one its steps complete; the cancelled one is hidden from tracking.

const PLAN = [
  { status: WORK_ORDER_STATUS.New, urgent: 1 as const },
  { status: WORK_ORDER_STATUS.New, urgent: 0 as const },
  { status: WORK_ORDER_STATUS.Approved, urgent: 1 as const },
  { status: WORK_ORDER_STATUS.Approved, urgent: 0 as const },
  { status: WORK_ORDER_STATUS.Approved, urgent: 0 as const },
  { status: WORK_ORDER_STATUS.Completed, urgent: 0 as const },
  { status: WORK_ORDER_STATUS.Cancelled, urgent: 0 as const },
];

export async function seedWorkOrderDemo(tx: Transaction, random: TRandom): Promise<void> {
  const typeHasActions = exists(
    tx
      .select({ one: productTypeAction.productTypeActionId })
      .from(productTypeAction)
      .where(and(eq(productTypeAction.productTypeId, baseProduct.productTypeId), eq(productTypeAction.orderType, 1))),
  );
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
