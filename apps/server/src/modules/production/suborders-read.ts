import {
  BUSINESS_TIME_ZONE,
  DEFAULT_MACHINE_SUBORDER_STATUSES,
  SUBORDER_MESSAGES,
  SUBORDER_STATUS_NAMES,
  type TSuborder,
  type TSuborderLog,
} from '@packline/domain';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { machine } from '../lookups/lookups.tables.ts';
import { productPackQuantities } from '../sales-orders/sales-order-read.ts';
import { box } from '../warehouse/warehouse.tables.ts';
import { suborder, suborderLog, workOrder } from './production.tables.ts';

// Suborder reads (spec 02 §7 Suborders; issue 15): the machine's jobs, one job's log, the jobs completed on a day.

async function selectSuborders(db: DbOrTx, where: SQL | undefined, order: SQL[]): Promise<TSuborder[]> {
  const rows = await db
    .select({
      s: suborder,
      workOrderNo: workOrder.workOrderNo,
      productId: workOrder.productId,
      urgent: workOrder.urgent,
      productCode: product.productCode,
      productName: product.productName,
      machineName: machine.machineName,
    })
    .from(suborder)
    .innerJoin(workOrder, eq(workOrder.workOrderId, suborder.workOrderId))
    .innerJoin(product, eq(product.productId, workOrder.productId))
    .leftJoin(machine, eq(machine.machineId, suborder.machineId))
    .where(where)
    .orderBy(...order);
  const packOf = await productPackQuantities(db, [...new Set(rows.map((row) => row.productId))]);
  return rows.map(({ s, ...row }) => ({
    ...suborderFieldsOf(s, row),
    packQuantity: packOf.get(row.productId) ?? null,
  }));
}

/** A suborder row with its work order's and machine's names, as the Suborder reply (and tracking's) carry them. */
export function suborderFieldsOf(
  s: typeof suborder.$inferSelect,
  row: {
    workOrderNo: string;
    productId: number;
    productCode: string;
    productName: string;
    urgent: number;
    machineName: string | null;
  },
) {
  return {
    suborderId: s.suborderId,
    workOrderId: s.workOrderId,
    workOrderNo: row.workOrderNo,
    productId: row.productId,
    productCode: row.productCode,
    productName: row.productName,
    urgent: row.urgent,
    actionId: s.actionId,
    sequenceNo: s.sequenceNo,
    machineId: s.machineId,
    machineName: row.machineName,
    suborderStatusId: s.suborderStatusId,
    suborderStatusName: SUBORDER_STATUS_NAMES[s.suborderStatusId] ?? String(s.suborderStatusId),
    orginalQuantity: Number(s.orginalQuantity),
    receivedQuantity: s.receivedQuantity === null ? null : Number(s.receivedQuantity),
    completedQuantity: Number(s.completedQuantity),
    completedDate: s.completedDate?.toISOString() ?? null,
    isSemiLast: s.isSemiLast,
    isProdFinishForPak: s.isProdFinishForPak,
  };
}

/** One suborder; 404 when there is none. */
export async function getSuborder(db: DbOrTx, suborderId: number): Promise<TSuborder> {
  const [row] = await selectSuborders(db, eq(suborder.suborderId, suborderId), []);
  if (!row) throw new NotFoundError(SUBORDER_MESSAGES.notFound(suborderId));
  return row;
}

/** GET Suborder/GetSuborderByMachineId?id[&status]: the machine's jobs (Awaiting, In process, Paused by default), urgent first. */
export function listSubordersOfMachine(
  db: DbOrTx,
  machineId: number,
  statuses: readonly number[] = DEFAULT_MACHINE_SUBORDER_STATUSES,
): Promise<TSuborder[]> {
  return selectSuborders(
    db,
    sql`${suborder.machineId} = ${machineId} and ${inArray(suborder.suborderStatusId, [...statuses])}`,
    [desc(workOrder.urgent), asc(workOrder.requiredDate), asc(suborder.suborderId)],
  );
}

/** GET Suborder/GetSuborderByDate?completeDate: the suborders completed on that Auckland day. */
export function listSubordersCompletedOn(db: DbOrTx, day: string): Promise<TSuborder[]> {
  return selectSuborders(db, sql`(${suborder.completedDate} at time zone ${BUSINESS_TIME_ZONE})::date = ${day}::date`, [
    asc(suborder.completedDate),
    asc(suborder.suborderId),
  ]);
}

/** GET Suborder/GetSuborderLog?suborderId: every action on the suborder, oldest first. */
export async function listSuborderLog(db: DbOrTx, suborderId: number): Promise<TSuborderLog[]> {
  await getSuborder(db, suborderId);
  const rows = await db
    .select({ l: suborderLog, firstName: employee.firstName, lastName: employee.lastName })
    .from(suborderLog)
    .leftJoin(employee, eq(employee.employeeId, suborderLog.operEmployeeId))
    .where(eq(suborderLog.suborderId, suborderId))
    .orderBy(asc(suborderLog.createdAt), asc(suborderLog.suborderLogId));
  return rows.map(({ l, firstName, lastName }) => ({
    suborderLogId: l.suborderLogId,
    suborderId: l.suborderId,
    fromStatusId: l.fromStatusId,
    toStatusId: l.toStatusId,
    quantity: l.quantity === null ? null : Number(l.quantity),
    comment: l.comment,
    rawmaterialNotes: l.rawmaterialNotes,
    operEmployeeId: l.operEmployeeId,
    operEmployeeName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    machineId: l.machineId,
    createdAt: l.createdAt.toISOString(),
  }));
}

/** An operator's name ("First Last"), '' when there is no such employee. */
export async function operatorNameOf(db: DbOrTx, employeeId: number): Promise<string> {
  const [row] = await db
    .select({ firstName: employee.firstName, lastName: employee.lastName })
    .from(employee)
    .where(eq(employee.employeeId, employeeId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

/** The first of the boxes that was not made for the job (its barcode), or null when all were (packaging). */
export async function boxNotOfJob(db: DbOrTx, boxIds: readonly number[], suborderId: number): Promise<string | null> {
  if (boxIds.length === 0) return null;
  const rows = await db
    .select({ barCode: box.barCode, suborderId: box.suborderId })
    .from(box)
    .where(inArray(box.boxId, [...boxIds]))
    .orderBy(asc(box.boxId));
  return rows.find((row) => row.suborderId !== suborderId)?.barCode ?? null;
}
