import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { box } from '../boxes/boxes.tables.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { customer } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { courier, plateType } from '../lookups/lookups.tables.ts';
import { orderProduct, salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { dispatchSearchText } from './dispatch-search-text.ts';

// spec 01 §3 Dispatch: one delivery of boxes for one order (status: DISPATCH_STATUS; flow in the module README).

export const dispatching = pgTable(
  'dispatching',
  {
    dispatchId: id(),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.orderId),
    /** packingSlipNoOf(dispatchId), written right after the insert. */
    packingSlipNo: text().notNull(),
    status: integer().notNull().default(3),
    employeeId: integer().references(() => employee.employeeId),
    courierId: integer().references(() => courier.courierId),
    trackingNo: text(),
    palletType: integer().references(() => plateType.plateTypeId),
    palletQuantity: integer(),
    /** JSON list of {name, url} photos. */
    imgs: text().notNull().default('[]'),
    completedAt: timestamp({ withTimezone: true }),
    completedBy: integer().references(() => employee.employeeId),
    deliveredAt: timestamp({ withTimezone: true }),
    deliveredBy: integer().references(() => employee.employeeId),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: integer().references(() => employee.employeeId),
    ...audit,
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.status, t.createdAt),
    index().on(t.employeeId),
    index().on(t.courierId),
    index().on(t.palletType),
    // The Dispatch and Delivered lists' sorts (the id breaks ties, list-query.ts) and their search; their range filter
    // reads (status, createdAt).
    index().on(t.createdAt, t.dispatchId),
    index().on(t.deliveredAt.asc().nullsFirst(), t.dispatchId),
    index('dispatching_search_trgm').using('gin', sql`${dispatchSearchText(t)} gin_trgm_ops`),
  ],
);

/** One picked box: the pieces this dispatch took from it for one order line. */
export const dispatchingDetail = pgTable(
  'dispatching_detail',
  {
    dispatchingDetailId: id(),
    dispatchId: integer()
      .notNull()
      .references(() => dispatching.dispatchId, { onDelete: 'cascade' }),
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
    ...audit,
  },
  (t) => [index().on(t.dispatchId), index().on(t.boxId), index().on(t.orderProductId), index().on(t.productId)],
);

/** spec 02 §3 pallet stock log: our pallets a customer holds, by action (PALLET_TRANSACTIONS); quantity is signed. */
export const palletStockLog = pgTable(
  'pallet_stock_log',
  {
    palletStockLogId: id(),
    customerId: integer()
      .notNull()
      .references(() => customer.customerId),
    plateTypeId: integer()
      .notNull()
      .references(() => plateType.plateTypeId),
    employeeId: integer().references(() => employee.employeeId),
    tranTypeId: integer().notNull(),
    quantity: integer().notNull(),
    notes: text(),
    /** The dispatch that sent the pallets. */
    dispatchId: integer().references(() => dispatching.dispatchId),
    ...audit,
  },
  (t) => [index().on(t.customerId, t.plateTypeId), index().on(t.dispatchId), index().on(t.employeeId)],
);
