import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';

// Stock monitoring (spec 02 §3 Monitor product group, §4; issue 17): the monitor groups, which group each product is
// watched in, who changed an MSL when, and the low-stock alerts.

/** A monitor group: its `type` is the number a product's monitor type names (MonitorProductGroup/*); groups are
 * keyed by type, so one group per type (issue 31). */
export const monitorProductGroup = pgTable(
  'monitor_product_group',
  {
    monitorProductGroupId: id(),
    type: integer().notNull(),
    name: text().notNull(),
    active: integer().notNull().default(1),
    ...audit,
  },
  (t) => [uniqueIndex().on(t.type)],
);

/** The group type a product is monitored in (ProductType/AddMonitorProducts; type 0 removes the row). */
export const monitorProduct = pgTable(
  'monitor_product',
  {
    productId: integer()
      .primaryKey()
      .references(() => product.productId),
    type: integer().notNull(),
    ...audit,
  },
  (t) => [index().on(t.type)],
);

/** Every MSL change (Product/ChangeMsl): from, to, who and when. */
export const mslChange = pgTable(
  'msl_change',
  {
    mslChangeId: id(),
    productId: integer()
      .notNull()
      .references(() => product.productId),
    fromMsl: integer(),
    toMsl: integer().notNull(),
    employeeId: integer().references(() => employee.employeeId),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.productId, t.changedAt), index().on(t.employeeId)],
);

/**
 * A shortage of one product: open when it turned low, acknowledged by someone, resolved when stock is back above the
 * MSL. At most one unresolved alert per product (the partial unique index), so a shortage never alerts twice.
 */
export const stockAlert = pgTable(
  'stock_alert',
  {
    stockAlertId: id(),
    productId: integer()
      .notNull()
      .references(() => product.productId),
    /** 1 open, 2 acknowledged, 10 resolved (domain STOCK_ALERT_STATUS). */
    status: integer().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acknowledgedBy: integer().references(() => employee.employeeId),
    acknowledgedAt: timestamp({ withTimezone: true }),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alert_one_open').on(t.productId).where(sql`${t.status} <> 10`),
    index().on(t.status, t.openedAt),
    index().on(t.acknowledgedBy),
  ],
);

/** The nightly suggested MSL of each product with the figures that produced it (README "Suggested MSL"). */
export const suggestedMsl = pgTable('suggested_msl', {
  productId: integer()
    .primaryKey()
    .references(() => product.productId),
  suggestedMsl: integer().notNull(),
  averageDailyUsage: numeric({ precision: 14, scale: 2 }).notNull(),
  orderLines: integer().notNull(),
  leftOut: integer().notNull(),
  computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
