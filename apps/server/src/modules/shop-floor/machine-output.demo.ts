import {
  SUBORDER_STATUS,
  shiftDate,
  startOfBusinessDay,
  todayInAuckland,
  WORK_ORDER_SOURCE,
  WORK_ORDER_STATUS,
} from '@packline/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { employee } from '../employees/employees.tables.ts';
import { createSuborders, insertWorkOrders } from '../work-orders/work-orders.service.ts';
import { suborder, suborderLog, workOrder } from '../work-orders/work-orders.tables.ts';

// Demo machine output (issue 31, the daily report's week chart): one work order run and completed on each weekday of
// the week before today, on the demo products that have work orders, each step taken at 08:00 and finished in the
// afternoon on its machine, so every seeding day has a week of output to set against the week's reported loss.

const DAYS_BACK = 7;
const HOUR = 3600_000;

export async function seedMachineOutputDemo(tx: Transaction, random: TRandom): Promise<void> {
  // Products whose demo work orders have steps: their type has actions and their base product maps them to machines.
  const products = await tx
    .selectDistinct({ productId: workOrder.productId })
    .from(workOrder)
    .innerJoin(suborder, eq(suborder.workOrderId, workOrder.workOrderId))
    .orderBy(asc(workOrder.productId));
  const [creator] = await tx.select().from(employee).orderBy(asc(employee.employeeId)).limit(1);
  if (products.length === 0 || !creator) return;
  const today = todayInAuckland();
  const weekdays = Array.from({ length: DAYS_BACK }, (_, i) => shiftDate(today, -(DAYS_BACK - i), 'day')).filter(
    (day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()),
  );
  for (const [index, day] of weekdays.entries()) {
    const start = startOfBusinessDay(day).getTime();
    const at = (hours: number) => new Date(start + hours * HOUR);
    const quantity = random.int(8, 40) * 500;
    const [workOrderId] = await insertWorkOrders(
      tx,
      {
        productId: products[index % products.length].productId,
        quantity,
        orderTypeId: 1,
        workOrderSourceId: WORK_ORDER_SOURCE.Inventory,
        urgent: 0,
        workOrderStatusId: WORK_ORDER_STATUS.New,
      },
      1,
      creator.employeeId,
    );
    const [row] = await tx
      .update(workOrder)
      .set({
        workOrderStatusId: WORK_ORDER_STATUS.Completed,
        approvedEmployeeId: creator.employeeId,
        approvedAt: at(7),
        approvedComments: 'OK to run',
        completedAt: at(16),
        createdAt: at(7),
      })
      .where(eq(workOrder.workOrderId, workOrderId))
      .returning();
    await createSuborders(tx, row, creator.employeeId);
    const steps = await tx
      .select()
      .from(suborder)
      .where(eq(suborder.workOrderId, workOrderId))
      .orderBy(asc(suborder.sequenceNo));
    const ids = steps.map((step) => step.suborderId);
    if (ids.length === 0) continue;
    await tx
      .update(suborderLog)
      .set({ createdAt: at(7) })
      .where(inArray(suborderLog.suborderId, ids));
    for (const [position, step] of steps.entries()) {
      // Each step makes a little less than the one before (start-up waste), all on the same day.
      const made = quantity - position * random.int(0, 3) * 50;
      const finishedAt = at(10 + position * 2);
      await tx
        .update(suborder)
        .set({
          suborderStatusId: SUBORDER_STATUS.Complete,
          receivedQuantity: String(position === 0 ? quantity : made),
          completedQuantity: String(made),
          completedDate: finishedAt,
          createdAt: at(7),
        })
        .where(eq(suborder.suborderId, step.suborderId));
      await tx.insert(suborderLog).values([
        {
          suborderId: step.suborderId,
          fromStatusId: SUBORDER_STATUS.Awaiting,
          toStatusId: SUBORDER_STATUS.InProcess,
          machineId: step.machineId,
          operEmployeeId: creator.employeeId,
          createdAt: at(8 + position * 2),
          createdBy: creator.employeeId,
        },
        {
          suborderId: step.suborderId,
          fromStatusId: SUBORDER_STATUS.InProcess,
          toStatusId: SUBORDER_STATUS.Complete,
          quantity: String(made),
          machineId: step.machineId,
          operEmployeeId: creator.employeeId,
          createdAt: finishedAt,
          createdBy: creator.employeeId,
        },
      ]);
    }
  }
}
