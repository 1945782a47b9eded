import { sql } from 'drizzle-orm';
import { type AnyPgColumn, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { dispatching } from '../dispatch/dispatch.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { productOption } from '../lookups/lookups.tables.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { invoiceSearchText } from './invoice-search-text.ts';

// spec 01 §3 Invoice: raised at dispatch completion (dispatchId set) or at prepaid approval (dispatchId null); a
// negative total is a refund. When each is raised: the module README.

const money = (scale = 2) => numeric({ precision: 14, scale, mode: 'string' });

export const invoice = pgTable(
  'invoice',
  {
    invoiceId: id(),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.orderId),
    dispatchId: integer().references(() => dispatching.dispatchId),
    /** A refund (negative total): the return it credits (returns module); null for a sale. */
    returnNo: text(),
    /** A credit note: the invoice it cancels (a completed dispatch deleted before delivery); the invoice is kept. */
    creditsInvoiceId: integer().references((): AnyPgColumn => invoice.invoiceId),
    invoiceNote: text(),
    /** Excl. GST. */
    totalPrice: money().notNull(),
    gst: money().notNull(),
    priceInclgst: money().notNull(),
    profit: money(),
    paid: integer().notNull().default(0),
    invoiceDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    paymentDate: date({ mode: 'string' }),
    employeeId: integer().references(() => employee.employeeId),
    ...audit,
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.dispatchId),
    index().on(t.employeeId),
    index().on(t.creditsInvoiceId),
    // The invoice lists' sorts (the id breaks ties, list-query.ts), the paid filter and the search.
    index().on(t.invoiceDate, t.invoiceId),
    index().on(t.dueDate, t.invoiceId),
    index().on(t.totalPrice, t.invoiceId),
    index().on(t.priceInclgst, t.invoiceId),
    index().on(t.profit.asc().nullsFirst(), t.invoiceId),
    index().on(t.paid, t.invoiceDate),
    index().on(t.paymentDate.asc().nullsFirst(), t.invoiceId),
    index('invoice_search_trgm').using('gin', sql`${invoiceSearchText(t)} gin_trgm_ops`),
  ],
);

export const invoiceItem = pgTable(
  'invoice_item',
  {
    invoiceItemId: id(),
    invoiceId: integer()
      .notNull()
      .references(() => invoice.invoiceId, { onDelete: 'cascade' }),
    productId: integer().references(() => product.productId),
    optionId: integer().references(() => productOption.optionId),
    /** Pieces (an option: its quantity). */
    quantity: numeric({ precision: 14, scale: 3, mode: 'string' }).notNull(),
    /** Cartons. */
    packageQty: numeric({ precision: 14, scale: 3, mode: 'string' }),
    /** Per carton (an option: per unit). */
    unitPrice: money(3).notNull(),
    totalPrice: money().notNull(),
    /** Cost per carton (the order line's purchase price). */
    reservePrice: money(3),
    ...audit,
  },
  (t) => [index().on(t.invoiceId), index().on(t.productId), index().on(t.optionId)],
);
