import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { joinsBy } from '../../db/read-view.ts';
import { suborder, suborderLog, suborderUsedBox, workOrder } from './work-orders.tables.ts';

// What other modules may read of work orders (modules/README.md "Reads other modules may use"): a work order's number,
// product, quantity, dates and status; its steps (suborders) with their machines and quantities; the log of what was
// done on each step (by whom, when, how much) and the boxes a step used. The shop floor, tracking, traceability and the
// stock figures read them; only work orders and the shop floor's services change them.

/** Work orders as another module reads them. */
export const workOrders = {
  workOrderId: workOrder.workOrderId,
  workOrderNo: workOrder.workOrderNo,
  productId: workOrder.productId,
  quantity: workOrder.quantity,
  orderTypeId: workOrder.orderTypeId,
  workOrderStatusId: workOrder.workOrderStatusId,
  requiredDate: workOrder.requiredDate,
  urgent: workOrder.urgent,
  orderId: workOrder.orderId,
  customerId: workOrder.customerId,
  createdAt: workOrder.createdAt,
  completedAt: workOrder.completedAt,
  ...joinsBy(workOrder, workOrder.workOrderId),
  /** `exists` a work order of the sales order `orderId` (a column of the caller's select) meeting `where`. */
  existsOfOrder: (orderId: AnyPgColumn, where: SQL | undefined): SQL =>
    sql`exists (select 1 from ${workOrder} where ${workOrder.orderId} = ${orderId} and ${where})`,
  /** A select of `fields` from the work orders. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(workOrder).$dynamic(),
};

/** A step's row as the shop floor reads it (every column a Suborder reply carries). */
const suborderRow = {
  suborderId: suborder.suborderId,
  workOrderId: suborder.workOrderId,
  actionId: suborder.actionId,
  sequenceNo: suborder.sequenceNo,
  machineId: suborder.machineId,
  suborderStatusId: suborder.suborderStatusId,
  orginalQuantity: suborder.orginalQuantity,
  receivedQuantity: suborder.receivedQuantity,
  completedQuantity: suborder.completedQuantity,
  completedDate: suborder.completedDate,
  isSemiLast: suborder.isSemiLast,
  isProdFinishForPak: suborder.isProdFinishForPak,
  createdAt: suborder.createdAt,
};

/** The values of a step's row (`suborders.row` selected as one field). */
export type TSuborderRow = Pick<typeof suborder.$inferSelect, keyof typeof suborderRow>;

/** The steps (suborders) of work orders as another module reads them. */
export const suborders = {
  ...suborderRow,
  /** Every column a Suborder reply carries, as one field of a select (`{ s: suborders.row }`). */
  row: suborderRow,
  /**
   * What the last step (highest sequence) of the work order `workOrderId` has completed, null before it has a step:
   * what is left to make of a work order (the stock figures, a product's stock chart).
   */
  lastCompletedOf: (workOrderId: AnyPgColumn) =>
    sql<
      string | null
    >`(select ${suborder.completedQuantity} from ${suborder} where ${suborder.workOrderId} = ${workOrderId} order by ${suborder.sequenceNo} desc limit 1)`,
  ...joinsBy(suborder, suborder.suborderId),
  /** A select of `fields` from the steps. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(suborder).$dynamic(),
};

/** A log row as the shop floor reads it (every column a Suborder log reply carries). */
const suborderLogRow = {
  suborderLogId: suborderLog.suborderLogId,
  suborderId: suborderLog.suborderId,
  fromStatusId: suborderLog.fromStatusId,
  toStatusId: suborderLog.toStatusId,
  quantity: suborderLog.quantity,
  comment: suborderLog.comment,
  rawmaterialNotes: suborderLog.rawmaterialNotes,
  operEmployeeId: suborderLog.operEmployeeId,
  machineId: suborderLog.machineId,
  createdAt: suborderLog.createdAt,
};

/** What was done on each step (status moves, quantities, operator, machine) as another module reads it. */
export const suborderLogs = {
  ...suborderLogRow,
  /** Every column a Suborder log reply carries, as one field of a select (`{ l: suborderLogs.row }`). */
  row: suborderLogRow,
  /** When the step `suborderId` was last acted on (its newest log row, by the (suborderId, createdAt) index). */
  lastActionAtOf: (suborderId: AnyPgColumn) =>
    sql<
      Date | string | null
    >`(select ${suborderLog.createdAt} from ${suborderLog} where ${suborderLog.suborderId} = ${suborderId} order by ${suborderLog.createdAt} desc, ${suborderLog.suborderLogId} desc limit 1)`,
  ...joinsBy(suborderLog, suborderLog.suborderLogId),
  /** A select of `fields` from the log. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(suborderLog).$dynamic(),
  /** A select of `fields` from the log, one row per value of `on` (the first in the select's order). */
  selectDistinctOn: <F extends SelectedFields>(db: DbOrTx, on: (PgColumn | SQL)[], fields: F) =>
    db.selectDistinctOn(on, fields).from(suborderLog).$dynamic(),
};

/** The boxes (raw material boxes and semi-finished boxes) a step's completion used, as another module reads them. */
export const suborderUsedBoxes = {
  suborderUsedBoxId: suborderUsedBox.suborderUsedBoxId,
  suborderLogId: suborderUsedBox.suborderLogId,
  suborderId: suborderUsedBox.suborderId,
  rawMaterialBoxId: suborderUsedBox.rawMaterialBoxId,
  boxId: suborderUsedBox.boxId,
  createdAt: suborderUsedBox.createdAt,
  ...joinsBy(suborderUsedBox, suborderUsedBox.suborderUsedBoxId),
  /** A select of `fields` from the used boxes. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(suborderUsedBox).$dynamic(),
};
