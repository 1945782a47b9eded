import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { rawMaterial } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { pallet } from '../warehouse-layout/warehouse-layout.tables.ts';

const qty = () => numeric({ precision: 14, scale: 3, mode: 'number' });

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
    plateId: integer().references(() => pallet.plateId),
    poNumber: text(),
    /** The supplier's lot the box was received from (the receiving line's; issue 33): a recall starts from it. */
    supplierLot: text(),
    exWarehouse: integer().notNull().default(0),
    active: integer().notNull().default(1),
    ...audit,
  },
  (t) => [
    index().on(t.rawMaterialId, t.active, t.exWarehouse),
    index().on(t.plateId),
    index().on(t.active, t.createdAt, t.rawMaterialBoxId),
    index().on(t.poNumber.asc().nullsFirst(), t.rawMaterialBoxId),
    index().on(t.supplierLot),
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
    fromPlateId: integer().references(() => pallet.plateId),
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
