import {
  MONITOR_MESSAGES,
  MONITOR_TYPE_REMOVED,
  STOCK_ALERT_STATUS,
  STOCK_ALERT_STATUS_NAMES,
  type TAddMonitorProducts,
  type TChangeMslQuery,
  type TStockAlert,
} from '@packline/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { setProductMsl } from '../catalogue/products.service.ts';
import { employeeNameSql } from '../employees/employees.service.ts';
import { employee } from '../employees/employees.tables.ts';
import { liveProducts, stockFigureSources } from '../inventory/stock-figures-read.ts';
import { monitorProduct, mslChange, stockAlert } from './monitoring.tables.ts';

// The monitor's writes (issue 17): an MSL change with who and when, which group a product is watched in, and the
// low-stock alerts that open once per shortage. Rules: README.md.

/** PUT Product/ChangeMsl: the session's employee changes the product's MSL; the change is recorded. */
export async function changeMsl(db: Database, query: TChangeMslQuery, actorId: number | null) {
  return db.transaction(async (tx) => {
    const fromMsl = await setProductMsl(tx, query.productId, query.msl, actorId, MONITOR_MESSAGES.mslUnchanged);
    await tx.insert(mslChange).values({ productId: query.productId, fromMsl, toMsl: query.msl, employeeId: actorId });
    return { productId: query.productId, productMsl: query.msl };
  });
}

/** POST ProductType/AddMonitorProducts: each product into the group of its type; type 0 takes it out. One transaction. */
export async function addMonitorProducts(db: Database, items: TAddMonitorProducts, actorId: number | null) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(items.map((item) => item.productId))];
    const found = await tx
      .select({ productId: product.productId })
      .from(product)
      .where(and(inArray(product.productId, ids), liveProducts()));
    const known = new Set(found.map((row) => row.productId));
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw new NotFoundError(`Product ${missing} was not found.`);
    // The last word for a product wins when a list names it twice.
    const typeOf = new Map(items.map((item) => [item.productId, item.type]));
    const removed = [...typeOf].filter(([, type]) => type === MONITOR_TYPE_REMOVED).map(([id]) => id);
    const kept = [...typeOf].filter(([, type]) => type !== MONITOR_TYPE_REMOVED);
    if (removed.length) await tx.delete(monitorProduct).where(inArray(monitorProduct.productId, removed));
    if (kept.length) {
      await tx
        .insert(monitorProduct)
        .values(kept.map(([productId, type]) => ({ productId, type, createdBy: actorId })))
        .onConflictDoUpdate({
          target: monitorProduct.productId,
          set: { type: sql`excluded.type`, updatedAt: new Date(), updatedBy: actorId },
        });
    }
    return { monitored: kept.length, removed: removed.length };
  });
}

/** GET Product/GetMonitorProduct: the monitored products with their group type. */
export async function listMonitorProducts(db: DbOrTx) {
  return db
    .select({
      productId: product.productId,
      productCode: product.productCode,
      productName: product.productName,
      type: monitorProduct.type,
    })
    .from(monitorProduct)
    .innerJoin(product, eq(product.productId, monitorProduct.productId))
    .where(liveProducts())
    .orderBy(asc(monitorProduct.type), asc(product.productCode), asc(product.productId));
}

/** A key no other job uses, for pg_try_advisory_xact_lock: one server refreshes the alerts at a time. */
const ALERT_LOCK_KEY = 170_001;

/**
 * Opens an alert for every product that is low and has none unresolved, and resolves the unresolved alerts of products
 * that are no longer low — in one transaction, under a transaction-level advisory lock, so several servers running the
 * job at once do the work once (the others skip). The partial unique index keeps a second open alert out regardless.
 * Answers what it did, or null when another server held the lock.
 */
export async function refreshStockAlerts(db: Database): Promise<{ opened: number; resolved: number } | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${ALERT_LOCK_KEY}) as locked`);
    const [lock] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!lock?.locked) return null;
    return syncStockAlerts(tx);
  });
}

/** The alert refresh itself, inside the caller's transaction (the job above; the demo seeder). */
export async function syncStockAlerts(tx: Transaction): Promise<{ opened: number; resolved: number }> {
  const products = sql`(select ${product.productId} from ${product} where ${liveProducts()} and ${product.active} = 1 and coalesce(${product.productMsl}, 0) > 0)`;
  const f = stockFigureSources(tx, products);
  const lowRows = await tx
    .with(...f.ctes)
    .select({ productId: product.productId })
    .from(product)
    .leftJoin(f.stock, eq(f.stock.productId, product.productId))
    .leftJoin(f.works, eq(f.works.productId, product.productId))
    .leftJoin(f.orders, eq(f.orders.productId, product.productId))
    .where(and(sql`${product.productId} in ${products}`, f.low));
  const low = lowRows.map((row) => row.productId);
  const opened = low.length
    ? await tx
        .insert(stockAlert)
        .values(low.map((productId) => ({ productId, status: STOCK_ALERT_STATUS.Open })))
        .onConflictDoNothing()
        .returning({ id: stockAlert.stockAlertId })
    : [];
  const resolved = await tx
    .update(stockAlert)
    .set({ status: STOCK_ALERT_STATUS.Resolved, resolvedAt: new Date() })
    .where(
      and(
        ne(stockAlert.status, STOCK_ALERT_STATUS.Resolved),
        low.length ? sql`${stockAlert.productId} <> all(${sql.param(low)}::int[])` : undefined,
      ),
    )
    .returning({ id: stockAlert.stockAlertId });
  return { opened: opened.length, resolved: resolved.length };
}

/** GET StockAlert/GetOpenStockAlerts (ours): the alerts not yet resolved, oldest first. */
export async function listOpenStockAlerts(db: DbOrTx): Promise<TStockAlert[]> {
  const rows = await db
    .select({
      stockAlertId: stockAlert.stockAlertId,
      productId: stockAlert.productId,
      productCode: product.productCode,
      productName: product.productName,
      status: stockAlert.status,
      openedAt: stockAlert.openedAt,
      acknowledgedBy: employeeNameSql(),
      acknowledgedAt: stockAlert.acknowledgedAt,
    })
    .from(stockAlert)
    .innerJoin(product, eq(product.productId, stockAlert.productId))
    .leftJoin(employee, eq(employee.employeeId, stockAlert.acknowledgedBy))
    .where(ne(stockAlert.status, STOCK_ALERT_STATUS.Resolved))
    .orderBy(asc(stockAlert.openedAt), asc(stockAlert.stockAlertId));
  return rows.map((r) => ({
    ...r,
    statusName: STOCK_ALERT_STATUS_NAMES[r.status] ?? '',
    openedAt: r.openedAt.toISOString(),
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
  }));
}

/** PUT StockAlert/Acknowledge (ours): an open alert is acknowledged by the session's employee. */
export async function acknowledgeStockAlert(db: Database, stockAlertId: number, actorId: number | null) {
  const [row] = await db
    .update(stockAlert)
    .set({ status: STOCK_ALERT_STATUS.Acknowledged, acknowledgedBy: actorId, acknowledgedAt: new Date() })
    .where(and(eq(stockAlert.stockAlertId, stockAlertId), eq(stockAlert.status, STOCK_ALERT_STATUS.Open)))
    .returning({ stockAlertId: stockAlert.stockAlertId });
  if (row) return row;
  const [existing] = await db
    .select({ status: stockAlert.status })
    .from(stockAlert)
    .where(eq(stockAlert.stockAlertId, stockAlertId));
  if (!existing) throw new NotFoundError(`Stock alert ${stockAlertId} was not found.`);
  throw new BusinessError(MONITOR_MESSAGES.alertNotOpen);
}
