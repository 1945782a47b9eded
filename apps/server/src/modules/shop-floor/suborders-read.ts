import {
  BUSINESS_TIME_ZONE,
  DEFAULT_MACHINE_SUBORDER_STATUSES,
  SUBORDER_MESSAGES,
  SUBORDER_STATUS_NAMES,
  type TSuborder,
  type TSuborderLog,
} from '@packline/domain';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { boxes } from '../boxes/boxes.reads.ts';
import { products } from '../catalogue/catalogue.reads.ts';
import { employees } from '../employees/employees.reads.ts';
import { machines } from '../lookups/lookups.reads.ts';
import { productPackQuantities } from '../sales-orders/sales-order-read.ts';
import { suborderLogs, suborders, type TSuborderRow, workOrders } from '../work-orders/work-orders.reads.ts';

// Suborder reads (spec 02 §7 Suborders; issue 15): the machine's jobs, one job's log, the jobs completed on a day.

async function selectSuborders(db: DbOrTx, where: SQL | undefined, order: SQL[]): Promise<TSuborder[]> {
  const select = suborders.select(db, {
    s: suborders.row,
    workOrderNo: workOrders.workOrderNo,
    productId: workOrders.productId,
    urgent: workOrders.urgent,
    productCode: products.productCode,
    productName: products.productName,
    machineName: machines.machineName,
  });
  const rows = await withJoins(
    select,
    (q) => workOrders.innerJoin(q, suborders.workOrderId),
    (q) => products.innerJoin(q, workOrders.productId),
    (q) => machines.leftJoin(q, suborders.machineId),
  )
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
  s: TSuborderRow,
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
  const [row] = await selectSuborders(db, eq(suborders.suborderId, suborderId), []);
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
    sql`${suborders.machineId} = ${machineId} and ${inArray(suborders.suborderStatusId, [...statuses])}`,
    [desc(workOrders.urgent), asc(workOrders.requiredDate), asc(suborders.suborderId)],
  );
}

/** GET Suborder/GetSuborderByDate?completeDate: the suborders completed on that Auckland day. */
export function listSubordersCompletedOn(db: DbOrTx, day: string): Promise<TSuborder[]> {
  return selectSuborders(
    db,
    sql`(${suborders.completedDate} at time zone ${BUSINESS_TIME_ZONE})::date = ${day}::date`,
    [asc(suborders.completedDate), asc(suborders.suborderId)],
  );
}

/** GET Suborder/GetSuborderLog?suborderId: every action on the suborder, oldest first. */
export async function listSuborderLog(db: DbOrTx, suborderId: number): Promise<TSuborderLog[]> {
  await getSuborder(db, suborderId);
  const rows = await employees
    .leftJoin(
      suborderLogs.select(db, { l: suborderLogs.row, firstName: employees.firstName, lastName: employees.lastName }),
      suborderLogs.operEmployeeId,
    )
    .where(eq(suborderLogs.suborderId, suborderId))
    .orderBy(asc(suborderLogs.createdAt), asc(suborderLogs.suborderLogId));
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
  const [row] = await employees
    .select(db, { firstName: employees.firstName, lastName: employees.lastName })
    .where(eq(employees.employeeId, employeeId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

/** The first of the boxes that was not made for the job (its barcode), or null when all were (packaging). */
export async function boxNotOfJob(db: DbOrTx, boxIds: readonly number[], suborderId: number): Promise<string | null> {
  if (boxIds.length === 0) return null;
  const rows = await boxes
    .select(db, { barCode: boxes.barCode, suborderId: boxes.suborderId })
    .where(inArray(boxes.boxId, [...boxIds]))
    .orderBy(asc(boxes.boxId));
  return rows.find((row) => row.suborderId !== suborderId)?.barCode ?? null;
}
