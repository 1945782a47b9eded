import { STOCK_ALERT_STATUS, STOCK_ALERT_STATUS_NAMES, type TStockAlert } from '@packline/domain';
import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../catalogue/catalogue.reads.ts';
import { employees } from '../employees/employees.reads.ts';
import { liveProducts, stockFigureSources } from '../inventory/stock-figures-read.ts';
import { liveOrders } from '../sales-orders/sales-order-read.ts';
import { orderLines, salesOrders } from '../sales-orders/sales-orders.reads.ts';
import { monitorProduct, stockAlert } from './monitoring.tables.ts';

// The monitoring reads that join products and people: the monitored products, the open alerts, and which products
// are low now (the alert job's question).

/** The live products among `ids`. */
export function listLiveProducts(db: DbOrTx, ids: number[]) {
  return products
    .select(db, { productId: products.productId })
    .where(and(inArray(products.productId, ids), liveProducts()));
}

/** Active live products with an MSL that the low rule (spec 02 §9) calls low now. */
export function listLowProducts(db: DbOrTx) {
  const lowCandidates = products.idsWhere(
    sql`${liveProducts()} and ${products.active} = 1 and coalesce(${products.productMsl}, 0) > 0`,
  );
  const f = stockFigureSources(db, lowCandidates);
  return products
    .select(db.with(...f.ctes), { productId: products.productId })
    .leftJoin(f.all, f.joinOn)
    .where(and(sql`${products.productId} in ${lowCandidates}`, f.low));
}

/** GET Product/GetMonitorProduct: the monitored products with their group type. */
export async function listMonitorProducts(db: DbOrTx) {
  const select = db
    .select({
      productId: products.productId,
      productCode: products.productCode,
      productName: products.productName,
      type: monitorProduct.type,
    })
    .from(monitorProduct)
    .$dynamic();
  return products
    .innerJoin(select, monitorProduct.productId)
    .where(liveProducts())
    .orderBy(asc(monitorProduct.type), asc(products.productCode), asc(products.productId));
}

/** GET StockAlert/GetOpenStockAlerts (ours): the alerts not yet resolved, oldest first. */
export async function listOpenStockAlerts(db: DbOrTx): Promise<TStockAlert[]> {
  const select = db
    .select({
      stockAlertId: stockAlert.stockAlertId,
      productId: stockAlert.productId,
      productCode: products.productCode,
      productName: products.productName,
      status: stockAlert.status,
      openedAt: stockAlert.openedAt,
      acknowledgedBy: employees.name,
      acknowledgedAt: stockAlert.acknowledgedAt,
    })
    .from(stockAlert)
    .$dynamic();
  const rows = await employees
    .leftJoin(products.innerJoin(select, stockAlert.productId), stockAlert.acknowledgedBy)
    .where(ne(stockAlert.status, STOCK_ALERT_STATUS.Resolved))
    .orderBy(asc(stockAlert.openedAt), asc(stockAlert.stockAlertId));
  return rows.map((r) => ({
    ...r,
    statusName: STOCK_ALERT_STATUS_NAMES[r.status] ?? '',
    openedAt: r.openedAt.toISOString(),
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
  }));
}

/**
 * Per product with order lines since `since` (live orders, by order date): the median line's pieces, and the lines
 * and pieces kept after leaving out those larger than `multiple` × the median (the suggested MSL's history).
 */
export async function orderLineQuantitiesSince(db: DbOrTx, since: string, multiple: number) {
  const lines = db
    .$with('msl_lines')
    .as(
      salesOrders
        .innerJoin(
          orderLines.select(db, { productId: orderLines.productId, quantity: orderLines.quantity }),
          orderLines.orderId,
        )
        .where(and(liveOrders(), gte(salesOrders.orderDate, since))),
    );
  const medians = db.$with('msl_medians').as(
    db
      .select({
        productId: lines.productId,
        median: sql<string>`percentile_cont(0.5) within group (order by ${lines.quantity})`.as('msl_median'),
      })
      .from(lines)
      .groupBy(lines.productId),
  );
  const kept = sql`${lines.quantity} <= ${multiple} * ${medians.median}`;
  return db
    .with(lines, medians)
    .select({
      productId: lines.productId,
      keptQuantity: sql<string>`coalesce(sum(${lines.quantity}) filter (where ${kept}), 0)`,
      keptLines: sql<number>`count(*) filter (where ${kept})`,
      leftOut: sql<number>`count(*) filter (where not ${kept})`,
    })
    .from(lines)
    .innerJoin(medians, eq(medians.productId, lines.productId))
    .groupBy(lines.productId);
}
