import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { product, rawMaterial } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { productOption } from '../lookups/lookups.tables.ts';
import { supplier } from '../suppliers/suppliers.tables.ts';

// Purchase orders (spec 02 §3 Purchase order, PO detail, PO option; §4; issue 16). The wire keeps the spec's spelling
// `suplier`; the tables are named in plain English.

export const purchaseOrder = pgTable(
  'purchase_order',
  {
    poId: id(),
    /** poNumberOf(poId), written with the INSERT (ids drawn first: db/sequences.ts drawIds). */
    poNo: text().notNull(),
    /** PO_STATUS: 1 Awaiting Approval, 2 Approved, 10 Received/Unloaded, 3 Completed, 0 Cancelled. */
    poStatusId: integer().notNull(),
    suplierId: integer()
      .notNull()
      .references(() => supplier.suplierId),
    /** The supplier's currency when the order was raised: the order's GST follows it. */
    currencyId: integer().notNull(),
    createdEmployeeId: integer().references(() => employee.employeeId),
    approvedEmployeeId: integer().references(() => employee.employeeId),
    approvedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** ETA. */
    deliveryDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }),
    telNo: text(),
    deliveryInstruction: text(),
    deliveryAddr: text(),
    notes: text(),
    /** Lines plus options, excl GST (3 decimals); gst and inclGstPrice only for NZD. */
    price: numeric({ precision: 16, scale: 3 }).notNull(),
    gst: numeric({ precision: 16, scale: 3 }).notNull(),
    inclGstPrice: numeric({ precision: 16, scale: 3 }).notNull(),
    /** PAYMENT_STATUS: 0 unpaid, 1 paid (MarkPaid, with the invoice number and payment date). */
    paid: integer().notNull().default(0),
    invoiceNote: text(),
    paymentDate: date({ mode: 'string' }),
    /** CancelPurchaseOrder (issue 31): why, when and by whom (status 0). */
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: integer().references(() => employee.employeeId),
    ...audit,
  },
  (t) => [
    uniqueIndex().on(t.poNo),
    index().on(t.cancelledBy),
    index().on(t.suplierId),
    index().on(t.createdEmployeeId),
    index().on(t.approvedEmployeeId),
    index().on(t.poStatusId, t.createdAt),
    index().on(t.createdAt, t.poId),
    index().on(t.deliveryDate, t.poId),
    index().on(t.paid),
    check('purchase_order_price_not_negative', sql`${t.price} >= 0`),
  ],
);

export const poDetail = pgTable(
  'po_detail',
  {
    poDetailId: id(),
    poId: integer()
      .notNull()
      .references(() => purchaseOrder.poId, { onDelete: 'cascade' }),
    /** Exactly one of a raw material and an outsourced product. */
    rawMaterialId: integer().references(() => rawMaterial.rawMaterialId),
    outSourceProd: integer().references(() => product.productId),
    suplierProductCode: text(),
    unit: text(),
    unitPrice: numeric({ precision: 14, scale: 3 }).notNull(),
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    /** unitPrice × quantity to 3 decimals, by the server. */
    price: numeric({ precision: 16, scale: 3 }).notNull(),
    comments: text(),
    /** 1 once CompletePoDetail closed the line. */
    completed: integer().notNull().default(0),
    /** Issue 31: why the buyer closed the line short (less received than ordered), when and by whom. */
    closedReason: text(),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: integer().references(() => employee.employeeId),
    /** Received and handled quantities, rolled up by receiving. */
    totalRevQty: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    totalHandledQty: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    packagingQty: numeric({ precision: 14, scale: 3 }),
    ...audit,
  },
  (t) => [
    index().on(t.poId),
    index().on(t.rawMaterialId),
    index().on(t.outSourceProd),
    index().on(t.closedBy),
    check('po_detail_one_item', sql`(${t.rawMaterialId} is null) <> (${t.outSourceProd} is null)`),
    check('po_detail_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
    check('po_detail_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('po_detail_received_not_negative', sql`${t.totalRevQty} >= 0 and ${t.totalHandledQty} >= 0`),
  ],
);

export const poOption = pgTable(
  'po_option',
  {
    poOptionId: id(),
    poId: integer()
      .notNull()
      .references(() => purchaseOrder.poId, { onDelete: 'cascade' }),
    /** 1 Delivery Fee, 2 Urgent Fee, 3 Setup Fee. */
    optionId: integer()
      .notNull()
      .references(() => productOption.optionId),
    price: numeric({ precision: 14, scale: 3 }).notNull(),
    ...audit,
  },
  (t) => [index().on(t.poId), index().on(t.optionId), check('po_option_price_not_negative', sql`${t.price} >= 0`)],
);
