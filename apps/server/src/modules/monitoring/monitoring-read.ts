import { STOCK_ALERT_STATUS, STOCK_ALERT_STATUS_NAMES, type TStockAlert } from '@packline/domain';
import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { employeeNameSql } from '../employees/employees.service.ts';
import { employee } from '../employees/employees.tables.ts';
import { liveProducts, stockFigureSources } from '../inventory/stock-figures-read.ts';
import { liveOrders } from '../sales-orders/sales-order-read.ts';
import { orderProduct, salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { monitorProduct, stockAlert } from './monitoring.tables.ts';

// The monitoring reads that join products and people: the monitored products, the open alerts, and which products
// are low now (the alert job's question).

/** The live products among `ids`. */
export function listLiveProducts(db: DbOrTx, ids: number[]) {
  return db
    .select({ productId: product.productId })
    .from(product)
    .where(and(inArray(product.productId, ids), liveProducts()));
}

/** Active live products with an MSL that the low rule (spec 02 §9) calls low now. */
export function listLowProducts(db: DbOrTx) {
  const products = sql`(select ${product.productId} from ${product} where ${liveProducts()} and ${product.active} = 1 and coalesce(${product.productMsl}, 0) > 0)`;
  const f = stockFigureSources(db, products);
  return db
    .with(...f.ctes)
    .select({ productId: product.productId })
    .from(product)
    .leftJoin(f.all, f.joinOn)
    .where(and(sql`${product.productId} in ${products}`, f.low));
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

/**
 * Per product with order lines since `since` (live orders, by order date): the median line's pieces, and the lines
 * and pieces kept after leaving out those larger than `multiple` × the median (the suggested MSL's history).
 */
export async function orderLineQuantitiesSince(db: DbOrTx, since: string, multiple: number) {
  const lines = db.$with('msl_lines').as(
    db
      .select({ productId: orderProduct.productId, quantity: orderProduct.quantity })
      .from(orderProduct)
      .innerJoin(salesOrder, eq(salesOrder.orderId, orderProduct.orderId))
      .where(and(liveOrders(), gte(salesOrder.orderDate, since))),
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
