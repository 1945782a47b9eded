import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { pallet } from '../warehouse-layout/warehouse-layout.tables.ts';

// Boxes of finished goods (spec 02 §3): a box sits on at most one pallet through the pallet-box link, and every change
// of its quantity or place is a row of the box ledger (box_movement). Stock is the boxes in the warehouse.

const qty = () => numeric({ precision: 14, scale: 3, mode: 'number' });

/** spec 02 §3 Box: status 1 in stock, 2 in dispatching, 0 out (location 1 delivered, 0 deleted). */
export const box = pgTable(
  'box',
  {
    boxId: id(),
    barCode: text().notNull().unique(),
    productId: integer()
      .notNull()
      .references(() => product.productId),
    /** Pieces still in the warehouse in this box. */
    quantity: qty().notNull(),
    status: integer().notNull().default(1),
    source: integer().notNull().default(0),
    location: integer(),
    isSemi: integer().notNull().default(0),
    notes: text(),
    empNotes: text(),
    sequence: integer(),
    suborderId: integer(),
    purchaseNo: text(),
    poNo: text(),
    exWarehouse: integer().notNull().default(0),
    printedAt: timestamp({ withTimezone: true }),
    productionAt: timestamp({ withTimezone: true }),
    packagedAt: timestamp({ withTimezone: true }),
    dispatchedAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [
    index().on(t.productId, t.status),
    index().on(t.suborderId),
    // Boxes Info and Obsolete Box (box-info-read.ts): sorted by the day made, filtered by status, searched by barcode.
    index().on(t.createdAt, t.boxId),
    index().on(t.status, t.createdAt),
    index('box_bar_code_trgm').using('gin', sql`${t.barCode} gin_trgm_ops`),
    // Quantities never go below zero (docs/architecture.md §5, issue 14 Boxes).
    check('box_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/** The pallet-box link: a box is on at most one pallet at a time (the active link). */
export const palletBox = pgTable(
  'plate_box',
  {
    plateBoxId: id(),
    plateId: integer()
      .notNull()
      .references(() => pallet.plateId),
    boxId: integer()
      .notNull()
      .references(() => box.boxId),
    active: boolean().notNull().default(true),
    exWarehouseQty: qty(),
    removedAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [index().on(t.plateId), uniqueIndex('plate_box_active_box').on(t.boxId).where(sql`${t.active}`)],
);

/**
 * The stock movement ledger (issue 14 Boxes): one row per change of a box's quantity, status or pallet, written in the
 * same transaction as the change (box-ledger.ts recordBoxMovement). Delete History reads the deletions.
 */
export const boxMovement = pgTable(
  'box_movement',
  {
    boxMovementId: id(),
    boxId: integer()
      .notNull()
      .references(() => box.boxId),
    /** BOX_MOVEMENT_REASON. */
    reasonId: integer().notNull(),
    fromStatus: integer(),
    toStatus: integer(),
    fromPlateId: integer().references(() => pallet.plateId),
    toPlateId: integer().references(() => pallet.plateId),
    quantityBefore: qty().notNull(),
    quantityAfter: qty().notNull(),
    notes: text(),
    empNotes: text(),
    /** Who made the change (an employee id; null for the system). */
    employeeId: integer(),
    movedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.boxId, t.movedAt),
    index().on(t.reasonId, t.movedAt),
    index().on(t.fromPlateId),
    index().on(t.toPlateId),
    index().on(t.employeeId),
    check('box_movement_quantity_not_negative', sql`${t.quantityBefore} >= 0 and ${t.quantityAfter} >= 0`),
  ],
);
