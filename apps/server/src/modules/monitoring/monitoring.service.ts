import {
  MONITOR_MESSAGES,
  MONITOR_TYPE_REMOVED,
  STOCK_ALERT_STATUS,
  type TAddMonitorProducts,
  type TChangeMslQuery,
} from '@packline/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { JOB_LOCK, underJobLock } from '../../db/scheduled-jobs.ts';
import { setProductMsl } from '../catalogue/products.service.ts';
import { monitorProduct, mslChange, stockAlert } from './monitoring.tables.ts';
import { listLiveProducts, listLowProducts } from './monitoring-read.ts';

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
    const found = await listLiveProducts(tx, ids);
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
          set: { type: sql`excluded.type`, updatedBy: actorId },
        });
    }
    return { monitored: kept.length, removed: removed.length };
  });
}

/**
 * Opens an alert for every product that is low and has none unresolved, and resolves the unresolved alerts of products
 * that are no longer low — in one transaction, under a transaction-level advisory lock, so several servers running the
 * job at once do the work once (the others skip). The partial unique index keeps a second open alert out regardless.
 * Answers what it did, or null when another server held the lock.
 */
export async function refreshStockAlerts(db: Database): Promise<{ opened: number; resolved: number } | null> {
  return underJobLock(db, JOB_LOCK.stockAlerts, syncStockAlerts);
}

/** The alert refresh itself, inside the caller's transaction (the job above; the demo seeder). */
export async function syncStockAlerts(tx: Transaction): Promise<{ opened: number; resolved: number }> {
  const lowRows = await listLowProducts(tx);
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

/** PUT StockAlert/Acknowledge (ours): an open alert is acknowledged by the session's employee. */
export async function acknowledgeStockAlert(db: Database, stockAlertId: number, actorId: number | null) {
  const [row] = await db
    .update(stockAlert)
    .set({ status: STOCK_ALERT_STATUS.Acknowledged, acknowledgedBy: actorId, acknowledgedAt: new Date() })
    .where(and(eq(stockAlert.stockAlertId, stockAlertId), eq(stockAlert.status, STOCK_ALERT_STATUS.Open)))
    .returning({ stockAlertId: stockAlert.stockAlertId });
  if (row) return row;
  const _existing = await firstOrNotFound(
    db.select({ status: stockAlert.status }).from(stockAlert).where(eq(stockAlert.stockAlertId, stockAlertId)),
    `Stock alert ${stockAlertId} was not found.`,
  );
  throw new BusinessError(MONITOR_MESSAGES.alertNotOpen);
}
