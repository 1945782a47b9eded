import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { customer } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { city, deliveryMethod, orderStatus, paymentCycle, productOption } from '../lookups/lookups.tables.ts';
import { quotation } from '../quotations/quotations.tables.ts';
import { orderSearchText } from './sales-order-search-text.ts';

// Sales orders of spec 01 §3: the order, its product lines and its option lines. Money is numeric; quantities are
// numeric too (pieces and cartons may be fractional on a line until picked).

const money = (scale = 2) => numeric({ precision: 14, scale, mode: 'string' });
const qty = () => numeric({ precision: 14, scale: 3, mode: 'string' });

export const salesOrder = pgTable(
  'sales_order',
  {
    orderId: id(),
    /** 'SO' and the id, zero-padded to six digits; written right after the insert. */
    orderNo: text().notNull(),
    custOrderNo: text(),
    customerId: integer()
      .notNull()
      .references(() => customer.customerId),
    /** The salesperson (the customer's, unless chosen). */
    employeeId: integer().references(() => employee.employeeId),
    createdEmployeeId: integer().references(() => employee.employeeId),
    operEmployeeId: integer().references(() => employee.employeeId),
    orderDate: date({ mode: 'string' }).notNull(),
    requiredDate: date({ mode: 'string' }),
    deliveryDate: date({ mode: 'string' }),
    approvedDate: timestamp({ withTimezone: true }),
    leadtime: integer(),
    leadtimeFlag: integer().notNull().default(0),
    deliveryAsap: integer().notNull().default(0),
    deliveryName: text(),
    deliveryAddress: text().notNull(),
    postalCode: text(),
    deliveryCityId: integer().references(() => city.cityId),
    deliveryMethodId: integer().references(() => deliveryMethod.deliveryMethodId),
    orderStatusId: integer()
      .notNull()
      .default(1)
      .references(() => orderStatus.orderStatusId),
    paid: integer().notNull().default(0),
    /** Subtotal excluding GST. */
    totalPrice: money().notNull().default('0'),
    priceInclgst: money().notNull().default('0'),
    paymentCycleId: integer().references(() => paymentCycle.paymentCycleId),
    urgentNote: text(),
    /** Note to production. */
    comments: text(),
    accountNote: text(),
    /** Delivery instruction. */
    warehouseNote: text(),
    newWarehouseNote: text(),
    invoiceNumber: text(),
    paymentDate: date({ mode: 'string' }),
    /** 1 while a draft (Draft Orders, by salesperson). */
    draft: integer().notNull().default(0),
    /** 1 when the customer placed it online. */
    online: integer().notNull().default(0),
    /** 1 picking (collected by the customer), 0 dispatching (ChangeOrderPickup). */
    pickupFlag: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
    deletePerson: text(),
    deleteEmployee: integer().references(() => employee.employeeId),
    deleteNote: text(),
    ...audit,
  },
  (t) => [
    index().on(t.customerId),
    index().on(t.employeeId),
    index().on(t.createdEmployeeId),
    index().on(t.operEmployeeId),
    index().on(t.orderStatusId),
    index().on(t.deliveryCityId),
    index().on(t.deliveryMethodId),
    index().on(t.paymentCycleId),
    index().on(t.deleteEmployee),
    index().on(t.draft),
    // The order lists' sorts (sales-order-read.ts ORDER_SORTS), each with the id; a nullable one nulls first.
    index().on(t.orderNo, t.orderId),
    index().on(t.orderDate, t.orderId),
    index().on(t.requiredDate.asc().nullsFirst(), t.orderId),
    index().on(t.totalPrice, t.orderId),
    index().on(t.priceInclgst, t.orderId),
    index().on(t.paymentDate.asc().nullsFirst(), t.orderId),
    index().on(t.createdAt, t.orderId),
    index('sales_order_search_trgm').using('gin', sql`${orderSearchText(t)} gin_trgm_ops`),
  ],
);

export const orderProduct = pgTable(
  'order_product',
  {
    orderProductId: id(),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.orderId, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => product.productId),
    /** Price per carton. */
    unitPrice: money(3).notNull(),
    /** Cartons. */
    packagingQty: qty().notNull(),
    /** Pieces. */
    quantity: qty().notNull(),
    /** Line total. */
    price: money().notNull(),
    purchPrice: money(3),
    marginOfError: numeric({ precision: 7, scale: 2, mode: 'string' }),
    quotationId: integer().references(() => quotation.quotationId, { onDelete: 'set null' }),
    deliveredQuantity: qty().notNull().default('0'),
    dispatchedQuantity: qty().notNull().default('0'),
    sortOrder: integer().notNull().default(0),
    /** The employee who confirmed a unit price below the quoted price (from the session, never the body). */
    belowQuoteConfirmedBy: integer().references(() => employee.employeeId),
    ...audit,
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.productId),
    index().on(t.quotationId),
    index().on(t.belowQuoteConfirmedBy),
  ],
);

export const orderOption = pgTable(
  'order_option',
  {
    orderOptionId: id(),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.orderId, { onDelete: 'cascade' }),
    optionId: integer()
      .notNull()
      .references(() => productOption.optionId),
    quantity: qty().notNull(),
    unitPrice: money(3).notNull(),
    price: money().notNull(),
    ...audit,
  },
  (t) => [index().on(t.orderId), index().on(t.optionId)],
);

/** Every status change of an order: who, when, from and to (the state machine of the module README). */
export const orderStatusLog = pgTable(
  'order_status_log',
  {
    orderStatusLogId: id(),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.orderId, { onDelete: 'cascade' }),
    fromStatusId: integer(),
    toStatusId: integer().notNull(),
    reason: text(),
    employeeId: integer().references(() => employee.employeeId),
    ...audit,
  },
  (t) => [index().on(t.orderId), index().on(t.employeeId)],
);
