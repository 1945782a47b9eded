import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { customer } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import {
  customerGroup1,
  machine,
  packagingType,
  palletStacking,
  plateType,
  productType,
} from '../lookups/lookups.tables.ts';
import { baseProductSearchText, productSearchText } from './catalogue-search-text.ts';

// The catalogue of spec 02 §3: raw materials, base products with their prices and machine actions, customer and
// outsourced products. Deletes archive the row (deletedAt, the person and the note) instead of erasing it.

const archive = {
  deletedAt: timestamp({ withTimezone: true }),
  /** The name the user typed in the delete dialog. */
  deletePerson: text(),
  deleteEmployee: integer().references(() => employee.employeeId),
  deleteNote: text(),
};

const money = (scale = 3) => numeric({ precision: 14, scale, mode: 'string' });

export const rawMaterial = pgTable(
  'raw_material',
  {
    rawMaterialId: id(),
    rawMaterialCode: text().notNull(),
    rawMaterialName: text().notNull(),
    alarmLimit: numeric({ precision: 14, scale: 3, mode: 'number' }),
    /** 1 when made in-house: code, name and alarm limit are then not editable (spec 02 §5). */
    manufactured: integer().notNull().default(0),
    ...archive,
    ...audit,
  },
  (t) => [index().on(t.rawMaterialCode), index().on(t.deletedAt)],
);

export const baseProduct = pgTable(
  'base_product',
  {
    baseProductId: id(),
    baseProductName: text().notNull(),
    productCode: text().notNull(),
    productTypeId: integer()
      .notNull()
      .references(() => productType.productTypeId),
    packagingTypeId: integer()
      .notNull()
      .references(() => packagingType.packagingTypeId),
    rawMaterial: integer().references(() => rawMaterial.rawMaterialId),
    rawMaterialId2: integer().references(() => rawMaterial.rawMaterialId),
    description: text(),
    /** The specification shown on a quote. */
    rawmaterialDesc: text(),
    imgUrl: text(),
    sampleImage: text(),
    /** 1 when customers may see it. */
    visible: integer().notNull().default(1),
    /** 1 for an outsourced product: not editable in the base product table. */
    manufactured: integer().notNull().default(0),
    ...archive,
    ...audit,
  },
  (t) => [
    index().on(t.productTypeId),
    index().on(t.packagingTypeId),
    index().on(t.rawMaterial),
    index().on(t.rawMaterialId2),
    index().on(t.deletedAt),
    // The Base Product table's sorts (the id breaks ties, list-query.ts), its search and the picker's.
    index().on(t.productCode, t.baseProductId),
    index().on(t.baseProductName, t.baseProductId),
    index().on(t.rawmaterialDesc.asc().nullsFirst(), t.baseProductId),
    index().on(t.visible, t.baseProductId),
    index().on(t.manufactured, t.baseProductId),
    index('base_product_search_trgm').using('gin', sql`${baseProductSearchText(t)} gin_trgm_ops`),
  ],
);

export const productMachineMapping = pgTable(
  'product_machine_mapping',
  {
    productMachineMappingId: id(),
    baseProductId: integer()
      .notNull()
      .references(() => baseProduct.baseProductId, { onDelete: 'cascade' }),
    /** Action id: 1 Printing, 2 Die-Cutting, 3 Production, 4 Packaging (spec 02 §9). */
    action: integer().notNull(),
    machine: integer()
      .notNull()
      .references(() => machine.machineId),
    ...audit,
  },
  (t) => [index().on(t.baseProductId), index().on(t.machine)],
);

export const productPrice = pgTable(
  'product_price',
  {
    productPriceId: id(),
    baseProductId: integer()
      .notNull()
      .references(() => baseProduct.baseProductId, { onDelete: 'cascade' }),
    /** Customer group 1 the price is for; null means every group. */
    group1: integer().references(() => customerGroup1.group1Id),
    /** Quantity per carton (the spec's spelling). */
    quantiy: integer(),
    price: money().notNull(),
    /** MOQ text shown on the quote. */
    description: text(),
    /** The previous price, kept when the price changes. */
    originalPrice: money(),
    ...audit,
  },
  (t) => [
    index().on(t.baseProductId),
    index().on(t.group1),
    // One price per (base product, customer group); null (all groups) counts as one group of its own.
    uniqueIndex('product_price_group_unique').on(t.baseProductId, sql`coalesce(${t.group1}, 0)`),
  ],
);

export const product = pgTable(
  'product',
  {
    productId: id(),
    productName: text().notNull(),
    productCode: text().notNull(),
    customerId: integer().references(() => customer.customerId),
    baseProductId: integer().references(() => baseProduct.baseProductId),
    palletStackingId: integer().references(() => palletStacking.palletStackingId),
    description: text(),
    rawmaterialDesc: text(),
    plateTypeId: integer().references(() => plateType.plateTypeId),
    /** 1 in stock, 0 not, -1 out of stock. */
    inStock: integer().notNull().default(1),
    /** Percent; 100 when not given (spec 02 §5). */
    marginOfError: numeric({ precision: 7, scale: 2, mode: 'number' }).notNull().default(100),
    /** Cartons. */
    minOrderQuantity: integer(),
    /** Minimum stock level in pieces. */
    productMsl: integer(),
    semiMsl: integer(),
    /** JSON items {uid, name, url} joined by '---' (spec 02 §3). */
    images: text(),
    /** 0 Normal, 1 With Customer Logo, 2 Without brand logo, 3 Without made in NZ, 4 print-QR variant. */
    logoType: integer().notNull().default(0),
    logoUrl: text(),
    showImgUrl: text(),
    /** Settable only when the product is added. */
    plain: integer().notNull().default(0),
    minPrice: money(),
    employeeId: integer().references(() => employee.employeeId),
    /** 1 for an outsourced product (Outsource Product screen). */
    manufactured: integer().notNull().default(0),
    /** Outsourced products carry their own type, packaging, alarm limit and quote note. */
    productTypeId: integer().references(() => productType.productTypeId),
    packagingTypeId: integer().references(() => packagingType.packagingTypeId),
    alermLimit: numeric({ precision: 14, scale: 3, mode: 'number' }),
    noteOnQuote: text(),
    /** 0 shows as 'Inactive product' (spec 01 §8). */
    active: integer().notNull().default(1),
    ...archive,
    ...audit,
  },
  (t) => [
    index().on(t.customerId),
    index().on(t.baseProductId),
    index().on(t.palletStackingId),
    index().on(t.plateTypeId),
    index().on(t.employeeId),
    index().on(t.productTypeId),
    index().on(t.packagingTypeId),
    index().on(t.deletedAt),
    // The Products table's sorts (the id breaks ties, list-query.ts), its search and the product picker's.
    index().on(t.productName, t.productId),
    index().on(t.productCode, t.productId),
    index().on(t.minOrderQuantity.asc().nullsFirst(), t.productId),
    index().on(t.productMsl.asc().nullsFirst(), t.productId),
    index().on(t.inStock, t.productId),
    index().on(t.marginOfError, t.productId),
    index().on(t.logoType, t.productId),
    index().on(t.manufactured, t.productId),
    index('product_search_trgm').using('gin', sql`${productSearchText(t)} gin_trgm_ops`),
  ],
);

export const productBarcode = pgTable(
  'product_barcode',
  {
    productBarcodeId: id(),
    productId: integer()
      .notNull()
      .references(() => product.productId, { onDelete: 'cascade' }),
    barCode: text().notNull(),
    description: text(),
    ...audit,
  },
  (t) => [index().on(t.productId), uniqueIndex().on(t.barCode)],
);
