import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { rawMaterial } from '../catalogue/catalogue.tables.ts';

// Suppliers (spec 02 §3 Supplier, Supplier qualification, Supplier raw material; issue 16). The wire keeps the spec's
// spelling `suplier`; the tables are named in plain English.

export const supplier = pgTable(
  'supplier',
  {
    suplierId: id(),
    suplierName: text().notNull(),
    address: text(),
    primaryPerson: text(),
    phone: text(),
    office: text(),
    email: text(),
    gstNumber: text(),
    taxRate: numeric({ precision: 6, scale: 3, mode: 'number' }),
    /** CURRENCY: 1 NZD (GST applies), 2 RMB, 3 USD. */
    currencyId: integer().notNull().default(1),
    /** SUPPLIER_TYPE: 0 raw material price list, 1 with qualifications. */
    suplierType: integer().notNull().default(0),
    note: text(),
    paymentTerm: text(),
    active: integer().notNull().default(1),
    ...audit,
  },
  (t) => [
    index().on(t.suplierName, t.suplierId),
    index().on(t.active),
    index().on(t.currencyId, t.suplierId),
    index().on(t.suplierType, t.suplierId),
  ],
);

export const supplierQualification = pgTable(
  'supplier_qualification',
  {
    qualificationId: id(),
    suplierId: integer()
      .notNull()
      .references(() => supplier.suplierId, { onDelete: 'cascade' }),
    qualificationName: text().notNull(),
    /** The uploaded file's address (upload service). */
    qualificationUrls: text(),
    expDate: date({ mode: 'string' }),
    ...audit,
  },
  (t) => [index().on(t.suplierId), index().on(t.expDate)],
);

export const supplierRawMaterial = pgTable(
  'supplier_raw_material',
  {
    suplierRawMaterialId: id(),
    suplierId: integer()
      .notNull()
      .references(() => supplier.suplierId, { onDelete: 'cascade' }),
    rawMaterialId: integer()
      .notNull()
      .references(() => rawMaterial.rawMaterialId),
    suplierProductCode: text(),
    description: text(),
    unitPrice: numeric({ precision: 14, scale: 3 }).notNull(),
    priceBreak: numeric({ precision: 14, scale: 3 }),
    unit: text(),
    ...audit,
  },
  (t) => [
    // DeleteSupplierRawMaterial names a row by {suplierId, rawMaterialId}: one price per material and supplier.
    uniqueIndex().on(t.suplierId, t.rawMaterialId),
    index().on(t.rawMaterialId),
    check('supplier_raw_material_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
  ],
);
