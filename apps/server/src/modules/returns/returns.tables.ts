import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { box } from '../boxes/boxes.tables.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { extraAddress } from '../customers/customers.tables.ts';
import { dispatching } from '../dispatch/dispatch.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { invoice } from '../invoices/invoices.tables.ts';
import { deliveryMethod } from '../lookups/lookups.tables.ts';
import { orderProduct } from '../sales-orders/sales-orders.tables.ts';
import { pallet } from '../warehouse-layout/warehouse-layout.tables.ts';

// spec 02 §3 Return item: goods of one completed dispatch coming back (README.md). Only returns.service.ts writes these.

export const returnItem = pgTable(
  'return_item',
  {
    returnId: id(),
    /** returnNoOf(returnId), written right after the insert. */
    returnNo: text().notNull(),
    dispatchId: integer()
      .notNull()
      .references(() => dispatching.dispatchId),
    /** Who recorded it (the caller). */
    employeeId: integer().references(() => employee.employeeId),
    /** RETURN_TYPE: 1 when the order had an invoice. */
    type: integer().notNull(),
    reason: text(),
    /** CREDIT_REPLACEMENT; null for a return of an order without an invoice. */
    creditReplacement: integer(),
    isConfirm: boolean().notNull().default(false),
    invoiceNote: text(),
    returnAddressId: integer().references(() => extraAddress.addressId, { onDelete: 'set null' }),
    deliveryMethodId: integer().references(() => deliveryMethod.deliveryMethodId),
    /** The pallet the returned boxes stand on. */
    plateId: integer()
      .notNull()
      .references(() => pallet.plateId),
    confirmedAt: timestamp({ withTimezone: true }),
    confirmedBy: integer().references(() => employee.employeeId),
    /** The refund invoice a confirmed credit raised. */
    refundInvoiceId: integer().references(() => invoice.invoiceId),
    ...audit,
  },
  (t) => [
    index().on(t.dispatchId),
    index().on(t.employeeId),
    index().on(t.plateId),
    index().on(t.returnAddressId),
    index().on(t.deliveryMethodId),
    index().on(t.refundInvoiceId),
    index().on(t.createdAt, t.returnId),
    index().on(t.isConfirm, t.returnId),
  ],
);

/** One returned line: pieces of one dispatched box, back in a new box (on hold). */
export const returnDetail = pgTable(
  'return_detail',
  {
    returnDetailId: id(),
    returnId: integer()
      .notNull()
      .references(() => returnItem.returnId, { onDelete: 'cascade' }),
    /** The dispatched box the pieces left in. */
    boxId: integer()
      .notNull()
      .references(() => box.boxId),
    productId: integer()
      .notNull()
      .references(() => product.productId),
    orderProductId: integer()
      .notNull()
      .references(() => orderProduct.orderProductId),
    quantity: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
    /** The box the pieces came back in. */
    returnedBoxId: integer().references(() => box.boxId),
    ...audit,
  },
  (t) => [
    index().on(t.returnId),
    index().on(t.boxId),
    index().on(t.productId),
    index().on(t.orderProductId),
    index().on(t.returnedBoxId),
    check('return_detail_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
