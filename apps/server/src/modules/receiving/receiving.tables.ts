import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { box } from '../boxes/boxes.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { poDetail, purchaseOrder } from '../purchase-orders/purchase-orders.tables.ts';
import { rawMaterialBox } from '../raw-materials/raw-materials.tables.ts';

/**
 * Receiving = unloading inspection (spec 02 §3 Unloading inspection, §4; issue 16 "Receiving"). Issue 31: an order
 * with a balance takes another receiving once the last is completed — at most one in processing per order.
 */
export const unloadingInspection = pgTable(
  'unloading_inspection',
  {
    inspectionId: id(),
    /** receivingNumberOf(inspectionId), written with the INSERT. */
    no: text().notNull(),
    poId: integer()
      .notNull()
      .references(() => purchaseOrder.poId),
    /** The reference number. */
    containerNo: text().notNull(),
    arrivalTime: timestamp({ withTimezone: true }).notNull(),
    unloadingDate: date({ mode: 'string' }),
    takeAwayDate: date({ mode: 'string' }),
    /** The receiver. */
    unloadingPeople: text().notNull(),
    conditionOfProduct: text(),
    notes: text(),
    /** Up to 5 images, JSON items joined by '---' (spec 02 §3). */
    images: text(),
    /** RECEIVING_STATUS: 1 in processing, 10 completed. */
    status: integer().notNull().default(1),
    completedAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [
    // Issue 31: at most one receiving in processing per order (spec 02 §4's 'no receiving yet', read as 'no open one').
    uniqueIndex('unloading_inspection_open_po_id_index').on(t.poId).where(sql`${t.status} = 1`),
    index().on(t.poId),
    uniqueIndex().on(t.no),
    index().on(t.arrivalTime, t.inspectionId),
    index().on(t.createdAt, t.inspectionId),
    index().on(t.status),
  ],
);

export const unloadingDetail = pgTable(
  'unloading_detail',
  {
    detailId: id(),
    inspectionId: integer()
      .notNull()
      .references(() => unloadingInspection.inspectionId, { onDelete: 'cascade' }),
    poDetailId: integer()
      .notNull()
      .references(() => poDetail.poDetailId),
    /** What arrived this time. */
    revQuantity: numeric({ precision: 14, scale: 3 }).notNull(),
    /** Put into boxes, onto pallets, sent on: rolled up from the stock steps. */
    handledQuantity: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    palletQuantity: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    dispatchedQuantity: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    note: text(),
    /** The supplier's lot of what arrived (issue 33), copied onto the raw material boxes made from the line. */
    supplierLot: text(),
    /** Issue 31: a confirmed over-receipt: what the order's line received beyond its quantity, who confirmed, when. */
    overReceiptQty: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    overReceiptConfirmedBy: integer().references(() => employee.employeeId),
    overReceiptConfirmedAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [
    uniqueIndex().on(t.inspectionId, t.poDetailId),
    index().on(t.overReceiptConfirmedBy),
    index().on(t.poDetailId),
    check(
      'unloading_detail_quantities_not_negative',
      sql`${t.revQuantity} >= 0 and ${t.handledQuantity} >= 0 and ${t.palletQuantity} >= 0 and ${t.dispatchedQuantity} >= 0`,
    ),
  ],
);

/**
 * The boxes a receiving line was handled into (receiving-boxes.service.ts): a raw material box or, on an outsourced
 * product's line, a box of the product. `sequence` is the box's place among its line's boxes (the pallet-sequence rule
 * of spec 02 §8); `onPallet` is 1 once the stock step put it on a pallet (palletQuantity).
 */
export const receivingBox = pgTable(
  'receiving_box',
  {
    receivingBoxId: id(),
    inspectionId: integer()
      .notNull()
      .references(() => unloadingInspection.inspectionId),
    detailId: integer()
      .notNull()
      .references(() => unloadingDetail.detailId),
    rawMaterialBoxId: integer().references(() => rawMaterialBox.rawMaterialBoxId),
    boxId: integer().references(() => box.boxId),
    sequence: integer().notNull(),
    /** KG or pieces in the box when generated. */
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    onPallet: integer().notNull().default(0),
    ...audit,
  },
  (t) => [
    index().on(t.inspectionId),
    index().on(t.detailId, t.sequence),
    uniqueIndex().on(t.rawMaterialBoxId),
    uniqueIndex().on(t.boxId),
    check('receiving_box_one_kind', sql`(${t.rawMaterialBoxId} is null) <> (${t.boxId} is null)`),
    check('receiving_box_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);
