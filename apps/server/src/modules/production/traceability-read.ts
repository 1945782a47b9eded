import {
  BOX_STATUS_NAMES,
  DISPATCH_STATUS_NAMES,
  SUBORDER_STATUS,
  SUBORDER_STATUS_NAMES,
  TRACEABILITY_MESSAGES,
  type TSameBatch,
  type TTracedBox,
  type TTracedStep,
} from '@packline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { customer } from '../customers/customers.tables.ts';
import { dispatching, dispatchingDetail } from '../dispatch/dispatch.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { box, plate, plateBox } from '../warehouse/warehouse.tables.ts';
import { suborder, suborderLog } from './production.tables.ts';
import { getWorkOrderDetail } from './work-orders-read.ts';

// Product Traceability (spec 02 §2; issue 15): a box's batch is the work order that made it (the box's suborder, set
// when its packaging job labelled it). From there: each step with its machine, operators and times (the suborder
// logs), and every box of the batch with its pallet and the dispatches, orders and customers it went to.

/** The work order that made the box of this barcode: 404 for an unknown barcode, 400 for a box no work order made. */
async function workOrderOfBox(db: DbOrTx, barCode: string): Promise<number> {
  const [found] = await db
    .select({ suborderId: box.suborderId, workOrderId: suborder.workOrderId })
    .from(box)
    .leftJoin(suborder, eq(suborder.suborderId, box.suborderId))
    .where(eq(box.barCode, barCode));
  if (!found) throw new NotFoundError(TRACEABILITY_MESSAGES.boxNotFound(barCode));
  if (found.workOrderId === null) throw new BusinessError(TRACEABILITY_MESSAGES.notMade);
  return found.workOrderId;
}

/** Who acted on each suborder (in order, each once) and when it first went In process. */
async function logsOf(db: DbOrTx, suborderIds: number[]) {
  const rows = await db
    .select({
      suborderId: suborderLog.suborderId,
      toStatusId: suborderLog.toStatusId,
      createdAt: suborderLog.createdAt,
      firstName: employee.firstName,
      lastName: employee.lastName,
    })
    .from(suborderLog)
    .leftJoin(employee, eq(employee.employeeId, suborderLog.operEmployeeId))
    .where(inArray(suborderLog.suborderId, suborderIds))
    .orderBy(asc(suborderLog.createdAt), asc(suborderLog.suborderLogId));
  const bySuborder = new Map<number, { operators: string[]; startedAt: Date | null }>();
  for (const row of rows) {
    const entry = bySuborder.get(row.suborderId) ?? { operators: [], startedAt: null };
    // The approval's row names the approver, not an operator: only the actions on the machine count.
    const onMachine = row.toStatusId !== SUBORDER_STATUS.Awaiting && row.toStatusId !== SUBORDER_STATUS.NotReady;
    const name = row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim();
    if (onMachine && name && !entry.operators.includes(name)) entry.operators.push(name);
    if (row.toStatusId === SUBORDER_STATUS.InProcess && !entry.startedAt) entry.startedAt = row.createdAt;
    bySuborder.set(row.suborderId, entry);
  }
  return bySuborder;
}

/** The boxes of the batch with their pallet now and the dispatches that took from them. */
async function boxesOf(db: DbOrTx, suborderIds: number[]): Promise<TTracedBox[]> {
  const boxes = await db
    .select({
      boxId: box.boxId,
      barCode: box.barCode,
      quantity: box.quantity,
      status: box.status,
      createdAt: box.createdAt,
      plateCode: plate.plateCode,
    })
    .from(box)
    .leftJoin(plateBox, and(eq(plateBox.boxId, box.boxId), eq(plateBox.active, true)))
    .leftJoin(plate, eq(plate.plateId, plateBox.plateId))
    .where(inArray(box.suborderId, suborderIds))
    .orderBy(asc(box.boxId));
  const dispatches =
    boxes.length === 0
      ? []
      : await db
          .select({
            boxId: dispatchingDetail.boxId,
            dispatchId: dispatching.dispatchId,
            packingSlipNo: dispatching.packingSlipNo,
            status: dispatching.status,
            orderId: salesOrder.orderId,
            orderNo: salesOrder.orderNo,
            company: customer.company,
            quantity: dispatchingDetail.quantity,
            completedAt: dispatching.completedAt,
          })
          .from(dispatchingDetail)
          .innerJoin(dispatching, eq(dispatching.dispatchId, dispatchingDetail.dispatchId))
          .innerJoin(salesOrder, eq(salesOrder.orderId, dispatching.orderId))
          .innerJoin(customer, eq(customer.customerId, salesOrder.customerId))
          .where(
            inArray(
              dispatchingDetail.boxId,
              boxes.map((b) => b.boxId),
            ),
          )
          .orderBy(asc(dispatching.dispatchId), asc(dispatchingDetail.dispatchingDetailId));
  return boxes.map((b) => ({
    boxId: b.boxId,
    barCode: b.barCode,
    quantity: Number(b.quantity),
    status: b.status,
    statusName: BOX_STATUS_NAMES[b.status] ?? String(b.status),
    createdAt: b.createdAt.toISOString(),
    plateCode: b.plateCode,
    dispatches: dispatches
      .filter((d) => d.boxId === b.boxId)
      .map(({ boxId: _box, status, completedAt, ...d }) => ({
        ...d,
        dispatchStatusName: DISPATCH_STATUS_NAMES[status] ?? String(status),
        completedAt: completedAt?.toISOString() ?? null,
      })),
  }));
}

/** GET Box/GetSameBatch?barCode: the box's work order, its steps and the boxes of the same batch. */
export async function traceSameBatch(db: DbOrTx, barCode: string): Promise<TSameBatch> {
  const { suborders, ...workOrder } = await getWorkOrderDetail(db, await workOrderOfBox(db, barCode));
  const suborderIds = suborders.map((s) => s.suborderId);
  const [logs, boxes, dates] = await Promise.all([
    logsOf(db, suborderIds),
    boxesOf(db, suborderIds),
    db
      .select({ suborderId: suborder.suborderId, completedDate: suborder.completedDate })
      .from(suborder)
      .where(inArray(suborder.suborderId, suborderIds)),
  ]);
  const completedOf = new Map(dates.map((d) => [d.suborderId, d.completedDate]));
  const steps: TTracedStep[] = suborders.map((s) => ({
    suborderId: s.suborderId,
    sequenceNo: s.sequenceNo,
    actionId: s.actionId,
    actionName: s.actionDto.actionName,
    machineId: s.machineId,
    machineName: s.machineName,
    suborderStatusId: s.suborderStatusId,
    suborderStatusName: SUBORDER_STATUS_NAMES[s.suborderStatusId] ?? String(s.suborderStatusId),
    completedQuantity: s.completedQuantity,
    startedAt: logs.get(s.suborderId)?.startedAt?.toISOString() ?? null,
    completedDate: completedOf.get(s.suborderId)?.toISOString() ?? null,
    operators: logs.get(s.suborderId)?.operators ?? [],
  }));
  return { barCode, workOrder, steps, boxes };
}
