import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { plateType } from '../lookups/lookups.tables.ts';

// The stock model of spec 02 §3 (issue 6): zones hold shelves, shelves hold cells, a pallet (plate) stands in one cell
// or in one temporary zone, boxes sit on pallets through the pallet-box link. Stock is the boxes in the warehouse.

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
export const pallet = pgTable(
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
  (t) => [
    uniqueIndex('plate_cell_unique').on(t.cellId).where(sql`${t.cellId} is not null`),
    // The pallet list sorts and filters by type and by date (Plate/GetAllPlate).
    index().on(t.plateTypeId, t.plateId),
    index().on(t.createdAt, t.plateId),
  ],
);

/** A pallet standing in a temporary zone (one row per pallet). */
export const tempZone = pgTable(
  'temp_zone',
  {
    tempZoneId: id(),
    plateId: integer()
      .notNull()
      .unique()
      .references(() => pallet.plateId, { onDelete: 'cascade' }),
    zoneTypeId: integer()
      .notNull()
      .references(() => zoneType.zoneTypeId),
    ...audit,
  },
  (t) => [index().on(t.zoneTypeId)],
);
