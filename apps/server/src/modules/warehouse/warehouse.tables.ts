import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { plateType } from '../lookups/lookups.tables.ts';

// The stock model of spec 02 §3 (issue 6): zones hold shelves, shelves hold cells, a pallet (plate) stands in one cell
// or in one temporary zone, boxes sit on pallets through the plate-box link. Stock is the boxes in the warehouse.

const qty = () => numeric({ precision: 14, scale: 3, mode: 'number' });

/** A shelving zone ('A', 'B', …); zoneType 1 is the racked warehouse (GetAllZone?zoneType=1). */
export const zone = pgTable('zone', {
  zoneId: id(),
  zoneCode: text().notNull().unique(),
  zoneType: integer().notNull().default(1),
  active: integer().notNull().default(1),
  ...audit,
});

/** Temporary zone types (Packaging Area, Picking Area, …): seeded from ZONE_TYPES. */
export const zoneType = pgTable('zone_type', {
  zoneTypeId: id(),
  zoneTypeName: text().notNull(),
  ...audit,
});

export const shelf = pgTable(
  'shelf',
  {
    shelfId: id(),
    /** A letter plus a two-digit position ('A01'). */
    shelfCode: text().notNull().unique(),
    zoneId: integer()
      .notNull()
      .references(() => zone.zoneId),
    position: integer().notNull(),
    totalRows: integer().notNull(),
    totalCols: integer().notNull(),
    ...audit,
  },
  (t) => [index().on(t.zoneId)],
);

export const cell = pgTable(
  'cell',
  {
    cellId: id(),
    shelfId: integer()
      .notNull()
      .references(() => shelf.shelfId, { onDelete: 'cascade' }),
    /** '{shelfCode}-{rowNo}-{colNo}'. */
    code: text().notNull().unique(),
    rowNo: integer().notNull(),
    colNo: integer().notNull(),
    rowName: text().notNull(),
    colName: text().notNull(),
    active: integer().notNull().default(1),
    ...audit,
  },
  (t) => [index().on(t.shelfId)],
);

/** A pallet. It stands in at most one cell (cellId) or one temporary zone (temp_zone row), or nowhere yet. */
export const plate = pgTable(
  'plate',
  {
    plateId: id(),
    plateCode: text().notNull().unique(),
    plateTypeId: integer()
      .notNull()
      .references(() => plateType.plateTypeId),
    /** spec 02 §3 package flag: 1 a packaging pallet. */
    packageFlag: integer().notNull().default(0),
    cellId: integer().references(() => cell.cellId),
    notes: text(),
    active: integer().notNull().default(1),
    ...audit,
  },
  (t) => [uniqueIndex('plate_cell_unique').on(t.cellId).where(sql`${t.cellId} is not null`)],
);

/** A pallet standing in a temporary zone (one row per pallet). */
export const tempZone = pgTable(
  'temp_zone',
  {
    tempZoneId: id(),
    plateId: integer()
      .notNull()
      .unique()
      .references(() => plate.plateId, { onDelete: 'cascade' }),
    zoneTypeId: integer()
      .notNull()
      .references(() => zoneType.zoneTypeId),
    ...audit,
  },
  (t) => [index().on(t.zoneTypeId)],
);

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
  (t) => [index().on(t.productId, t.status), index().on(t.suborderId)],
);

/** The plate-box link: a box is on at most one pallet at a time (the active link). */
export const plateBox = pgTable(
  'plate_box',
  {
    plateBoxId: id(),
    plateId: integer()
      .notNull()
      .references(() => plate.plateId),
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
