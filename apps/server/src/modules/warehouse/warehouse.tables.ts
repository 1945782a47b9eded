import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { product, rawMaterial } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
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
  (t) => [
    index().on(t.productId, t.status),
    index().on(t.suborderId),
    // Boxes Info and Obsolete Box (box-info-read.ts): sorted by the day made, filtered by status, searched by barcode.
    index().on(t.createdAt, t.boxId),
    index().on(t.status, t.createdAt),
    index('box_bar_code_trgm').using('gin', sql`${t.barCode} gin_trgm_ops`),
    // Quantities never go below zero (ARCHITECTURE §5, issue 14 Boxes).
    check('box_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
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
    fromPlateId: integer().references(() => plate.plateId),
    toPlateId: integer().references(() => plate.plateId),
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

// ---- Raw material boxes and raw material applications (spec 02 §3/§4; raw-material-boxes.service.ts,
// raw-material-applications.service.ts). A raw material box stands where its pallet stands (cell or temporary zone).

/** spec 02 §3 Raw material box: exWarehouse 1 once an application picked it, active 0 once obsolete. */
export const rawMaterialBox = pgTable(
  'raw_material_box',
  {
    rawMaterialBoxId: id(),
    boxCode: text().notNull().unique(),
    rawMaterialId: integer()
      .notNull()
      .references(() => rawMaterial.rawMaterialId),
    /** KG in the box. */
    quantity: qty().notNull(),
    plateId: integer().references(() => plate.plateId),
    poNumber: text(),
    exWarehouse: integer().notNull().default(0),
    active: integer().notNull().default(1),
    ...audit,
  },
  (t) => [
    index().on(t.rawMaterialId, t.active, t.exWarehouse),
    index().on(t.plateId),
    index().on(t.active, t.createdAt, t.rawMaterialBoxId),
    index().on(t.poNumber.asc().nullsFirst(), t.rawMaterialBoxId),
    index().on(t.quantity, t.rawMaterialBoxId),
    index('raw_material_box_search_trgm').using(
      'gin',
      sql`(${t.boxCode} || ' ' || coalesce(${t.poNumber}, '')) gin_trgm_ops`,
    ),
    check('raw_material_box_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/** spec 02 §3 Raw material application: processed 0 not picked, 1 picked; complete once receivedAt is set. */
export const rawMaterialApplication = pgTable(
  'raw_material_application',
  {
    applicationId: id(),
    rawMaterialId: integer()
      .notNull()
      .references(() => rawMaterial.rawMaterialId),
    /** KG applied for. */
    applyQuantity: qty().notNull(),
    applyEmployeeId: integer()
      .notNull()
      .references(() => employee.employeeId),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processed: integer().notNull().default(0),
    warehouseEmployeeId: integer().references(() => employee.employeeId),
    processedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    /** KG production received. */
    receivedQuantity: qty(),
    ...audit,
  },
  (t) => [
    index().on(t.rawMaterialId),
    index().on(t.applyEmployeeId),
    index().on(t.warehouseEmployeeId),
    index().on(t.appliedAt, t.applicationId),
    index().on(t.processed, t.appliedAt),
    index().on(t.receivedAt.asc().nullsFirst(), t.applicationId),
    check(
      'raw_material_application_quantity_not_negative',
      sql`${t.applyQuantity} >= 0 and (${t.receivedQuantity} is null or ${t.receivedQuantity} >= 0)`,
    ),
  ],
);

/** spec 02 §3 Application detail: a raw material box picked for an application; runout 1 once used up. */
export const applicationDetails = pgTable(
  'application_details',
  {
    detailsId: id(),
    applicationId: integer()
      .notNull()
      .references(() => rawMaterialApplication.applicationId, { onDelete: 'cascade' }),
    rawMaterialBoxId: integer()
      .notNull()
      .references(() => rawMaterialBox.rawMaterialBoxId),
    /** KG picked. */
    quantity: qty().notNull(),
    runout: integer().notNull().default(0),
    /** The pallet the box was picked from: it goes back there when the pick is undone. */
    fromPlateId: integer().references(() => plate.plateId),
    ...audit,
  },
  (t) => [
    index().on(t.applicationId),
    index().on(t.fromPlateId),
    // A box is picked for one application at a time.
    uniqueIndex('application_details_box_unique').on(t.rawMaterialBoxId),
    index().on(t.runout, t.createdAt),
    index().on(t.createdAt, t.detailsId),
    check('application_details_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);
