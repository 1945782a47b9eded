import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { box } from '../boxes/boxes.tables.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { customer } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { machine, orderType, workOrderSource } from '../lookups/lookups.tables.ts';
import { rawMaterialBox } from '../raw-materials/raw-materials.tables.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';

// Work orders (spec 02 §3 Work order, Suborder; §4 states; issue 15). A work order asks for a quantity of a product;
// approving it splits it into suborders, one per step of its product type's actions, each on the machine the
// product's machine mapping names for that step. Every action on a suborder writes a log row, and a completion the
// boxes it used. No delete cascades through this history (issue 29): a work order is cancelled, never erased, and a
// machine with steps is refused (409) rather than taking them with it.

export const workOrder = pgTable(
  'work_order',
  {
    workOrderId: id(),
    /** workOrderNumberOf(workOrderId), written with the INSERT (ids drawn first: db/sequences.ts drawIds). */
    workOrderNo: text().notNull(),
    serialNumber: text(),
    productId: integer()
      .notNull()
      .references(() => product.productId),
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    orderTypeId: integer()
      .notNull()
      .references(() => orderType.orderTypeId),
    workOrderSourceId: integer()
      .notNull()
      .references(() => workOrderSource.workOrderSourceId),
    /** WORK_ORDER_STATUS: -1 New, 1 Approved (2 shown as Approved), 10 Completed, 0 Cancelled. */
    workOrderStatusId: integer().notNull(),
    requiredDate: date({ mode: 'string' }),
    urgent: integer().notNull().default(0),
    urgentNote: text(),
    comments: text(),
    approvedComments: text(),
    rawMaterialNote: text(),
    createdEmployeeId: integer().references(() => employee.employeeId),
    approvedEmployeeId: integer().references(() => employee.employeeId),
    approvedAt: timestamp({ withTimezone: true }),
    /** A work order for a sales order: that order, its customer and its salesperson. */
    orderId: integer().references(() => salesOrder.orderId),
    customerId: integer().references(() => customer.customerId),
    employeeId: integer().references(() => employee.employeeId),
    completedAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [
    uniqueIndex().on(t.workOrderNo),
    index().on(t.productId),
    index().on(t.orderTypeId),
    index().on(t.workOrderSourceId),
    index().on(t.workOrderStatusId, t.createdAt),
    index().on(t.createdEmployeeId),
    index().on(t.approvedEmployeeId),
    index().on(t.orderId),
    index().on(t.customerId),
    index().on(t.employeeId),
    index().on(t.createdAt, t.workOrderId),
    index().on(t.requiredDate, t.workOrderId),
    check('work_order_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

export const suborder = pgTable(
  'suborder',
  {
    suborderId: id(),
    workOrderId: integer()
      .notNull()
      .references(() => workOrder.workOrderId),
    /** The step: ProductTypeAction's action (1 Printing, 2 Die-Cutting, 3 Production, 4 Packaging), in sequenceNo order. */
    actionId: integer().notNull(),
    sequenceNo: integer().notNull(),
    machineId: integer().references(() => machine.machineId),
    /** SUBORDER_STATUS: -1 Pending, 1 Awaiting, 2 In process, 3 Paused, 4 Not ready, 9 Partly complete, 10 Complete, 0 Cancelled. */
    suborderStatusId: integer().notNull(),
    /** What the step was asked for (the work order's quantity), what it received from the step before, what it made. */
    orginalQuantity: numeric({ precision: 14, scale: 3 }).notNull(),
    receivedQuantity: numeric({ precision: 14, scale: 3 }),
    completedQuantity: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    completedDate: timestamp({ withTimezone: true }),
    /** The last semi-finished step (a Print button for it once complete or partly complete). */
    isSemiLast: integer().notNull().default(0),
    /** Production is finished, so packaging may complete (the warehouse view's Complete). */
    isProdFinishForPak: integer().notNull().default(0),
    ...audit,
  },
  (t) => [
    uniqueIndex().on(t.workOrderId, t.sequenceNo),
    index().on(t.machineId, t.suborderStatusId),
    index().on(t.suborderStatusId, t.createdAt),
    index().on(t.completedDate),
    check(
      'suborder_quantities_not_negative',
      sql`${t.orginalQuantity} >= 0 and ${t.completedQuantity} >= 0 and (${t.receivedQuantity} is null or ${t.receivedQuantity} >= 0)`,
    ),
  ],
);

/** One action on a suborder (taken, paused, resumed, completed…), stamped by the server. */
export const suborderLog = pgTable(
  'suborder_log',
  {
    suborderLogId: id(),
    suborderId: integer()
      .notNull()
      .references(() => suborder.suborderId),
    fromStatusId: integer(),
    toStatusId: integer().notNull(),
    quantity: numeric({ precision: 14, scale: 3 }),
    comment: text(),
    rawmaterialNotes: text(),
    operEmployeeId: integer().references(() => employee.employeeId),
    machineId: integer().references(() => machine.machineId),
    ...audit,
  },
  (t) => [
    index().on(t.suborderId, t.createdAt),
    index().on(t.operEmployeeId),
    index().on(t.machineId, t.createdAt),
    check('suborder_log_quantity_not_negative', sql`${t.quantity} is null or ${t.quantity} >= 0`),
  ],
);

/**
 * The boxes a completion used (Finish / PartlyComplete's `boxId`, `rawMaterialBoxId`, `rawMaterialBoxId2`; issue 15,
 * issue 16 "Traceability, upstream"): one row per box named, tied to the completion's log row. A row names either a
 * raw material box or a (semi-finished) box, never both.
 */
export const suborderUsedBox = pgTable(
  'suborder_used_box',
  {
    suborderUsedBoxId: id(),
    suborderLogId: integer()
      .notNull()
      .references(() => suborderLog.suborderLogId),
    suborderId: integer()
      .notNull()
      .references(() => suborder.suborderId),
    rawMaterialBoxId: integer().references(() => rawMaterialBox.rawMaterialBoxId),
    boxId: integer().references(() => box.boxId),
    ...audit,
  },
  (t) => [
    index().on(t.suborderLogId),
    index().on(t.suborderId),
    index().on(t.rawMaterialBoxId),
    index().on(t.boxId),
    check('suborder_used_box_one_box', sql`num_nonnulls(${t.rawMaterialBoxId}, ${t.boxId}) = 1`),
  ],
);
