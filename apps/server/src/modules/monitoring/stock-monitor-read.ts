import {
  changeRateOf,
  isLowStock,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  suggestedQuantityOf,
  type TStockMonitorQuery,
  type TStockMonitorRow,
  type TStockMonitorSortField,
  type TStockPriceQuery,
  type TStockPriceRow,
} from '@packline/domain';
import { and, asc, count, eq, lt, type SQL, sql } from 'drizzle-orm';
import { ilikeAny, listPage, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../catalogue/catalogue.reads.ts';
import { customers } from '../customers/customers.reads.ts';
import { cartonQuantitySql, listPriceSql, liveProducts, stockFigureSources } from '../inventory/stock-figures-read.ts';
import { liveOrders } from '../sales-orders/sales-order-read.ts';
import { customerOfOrder, orderLines, salesOrders } from '../sales-orders/sales-orders.reads.ts';
import { monitorProduct, suggestedMsl } from './monitoring.tables.ts';

// The Stock Monitor, Inventory Monitoring, Purchase Product Inventory Monitoring and Inventory lists: the products a
// screen asks for, each with the inventory module's figures (stock-figures-read.ts), filtered, sorted and paged in SQL.

export interface TMonitorScope {
  /** Purchase Product Inventory Monitoring: the bought-in (outsourced) products only. */
  purchased?: boolean;
}

function productFilter(query: TStockMonitorQuery, scope: TMonitorScope): SQL | undefined {
  return and(
    liveProducts(),
    eq(products.active, 1),
    scope.purchased ? eq(products.manufactured, 1) : undefined,
    query.productId ? eq(products.productId, query.productId) : undefined,
    query.type
      ? sql`${products.productId} in (select ${monitorProduct.productId} from ${monitorProduct} where ${monitorProduct.type} = ${query.type})`
      : undefined,
    searchOf(query.search, (pattern) => ilikeAny(pattern, [products.productCode, products.productName])),
  );
}

/** One page of the stock monitor (GET StockMonitor/GetMonitor, GetPOMonitor). */
export async function listStockMonitor(db: DbOrTx, query: TStockMonitorQuery, scope: TMonitorScope = {}) {
  const where = productFilter(query, scope);
  const productIds = products.idsWhere(where);
  const f = stockFigureSources(db, productIds);
  const carton = cartonQuantitySql();
  const shortfall = sql`greatest(coalesce(${products.productMsl}, 0) - ${f.projected}, 0)`;
  const changeRate = sql`(${f.figures.last6} - ${f.figures.lastlast6})::numeric / nullif(${f.figures.lastlast6}, 0)`;
  const sorts: Record<TStockMonitorSortField, TSortable> = {
    productCode: products.productCode,
    productName: products.productName,
    productInStock: f.figures.productInStock,
    productMsl: products.productMsl,
    suggestedQuantity: shortfall,
    changeRate,
  };
  const filter = and(where, query.low === '1' ? f.low : undefined);
  const rows = customers
    .leftJoin(
      products
        .select(db.with(...f.ctes), {
          productId: products.productId,
          productCode: products.productCode,
          productName: products.productName,
          company: customers.company,
          productMsl: products.productMsl,
          semiMsl: products.semiMsl,
          cartonQuantity: carton,
          type: sql<number>`coalesce(${monitorProduct.type}, 0)`,
          ...f.figures,
          suggested: {
            suggestedMsl: suggestedMsl.suggestedMsl,
            averageDailyUsage: suggestedMsl.averageDailyUsage,
            orderLines: suggestedMsl.orderLines,
            leftOut: suggestedMsl.leftOut,
            computedAt: suggestedMsl.computedAt,
          },
        })
        .leftJoin(f.all, f.joinOn),
      products.customerId,
    )
    .leftJoin(monitorProduct, eq(monitorProduct.productId, products.productId))
    .leftJoin(suggestedMsl, eq(suggestedMsl.productId, products.productId))
    .where(filter)
    .orderBy(...orderByOf(sorts, query, { field: 'productCode', order: 'ascend' }, products.productId));
  const total =
    query.low === '1'
      ? products
          .select(db.with(...f.ctes), { total: count() })
          .leftJoin(f.all, f.joinOn)
          .where(filter)
      : products.select(db, { total: count() }).where(where);
  return listPage(query, { rows, count: total, toRow: toStockMonitorRow });
}

type TFigureRow = {
  productId: number;
  productCode: string;
  productName: string;
  company: string | null;
  productMsl: number | null;
  semiMsl: number | null;
  cartonQuantity: number | null;
  type: number;
  productInStock: string;
  semiProductInStock: string;
  pendingWarehouseQuantity: string;
  pendingWorkOrderQuantity: string;
  semiPendingWorkOrderQuantity: string;
  pendingOrderQuantity: string;
  poQty: string;
  last6: number;
  lastlast6: number;
  lastlastlast6: number;
  suggested: {
    suggestedMsl: number;
    averageDailyUsage: string;
    orderLines: number;
    leftOut: number;
    computedAt: Date;
  } | null;
};

export function toStockMonitorRow(r: TFigureRow): TStockMonitorRow {
  const cartonQuantity = r.cartonQuantity === null ? null : Number(r.cartonQuantity);
  const figures = {
    productInStock: Number(r.productInStock),
    productMsl: r.productMsl,
    pendingWorkOrderQuantity: Number(r.pendingWorkOrderQuantity),
    pendingOrderQuantity: Number(r.pendingOrderQuantity),
    pendingWarehouseQuantity: Number(r.pendingWarehouseQuantity),
    poQty: Number(r.poQty),
  };
  const projected =
    figures.productInStock + figures.poQty + figures.pendingWorkOrderQuantity - figures.pendingOrderQuantity;
  const semiInStock = Number(r.semiProductInStock);
  const semiPending = Number(r.semiPendingWorkOrderQuantity);
  return {
    productId: r.productId,
    productCode: r.productCode,
    productName: r.productName,
    company: r.company,
    cartonQuantity,
    productInventoryInfo: {
      ...figures,
      suggestedQuantity: suggestedQuantityOf(projected, r.productMsl, cartonQuantity),
      changeRate: changeRateOf(r.last6, r.lastlast6),
      last6monthsOrderCount: r.last6,
      lastlast6monthsOrderCount: r.lastlast6,
      lastlastlast6monthsOrderCount: r.lastlastlast6,
      type: Number(r.type),
    },
    semiProductInventoryInfo: {
      semiProductInStock: semiInStock,
      semiProductMsl: r.semiMsl,
      pendingWorkOrderQuantity: semiPending,
      suggestedQuantity: suggestedQuantityOf(semiInStock + semiPending, r.semiMsl, cartonQuantity),
    },
    low: isLowStock(figures),
    suggestedMsl: r.suggested && {
      ...r.suggested,
      averageDailyUsage: Number(r.suggested.averageDailyUsage),
      computedAt: r.suggested.computedAt.toISOString(),
    },
  };
}

const STOCK_PRICE_FIELDS = ['productCode', 'productName', 'productInStock', 'price'] as const;

/** Pieces in stock from the stock source alone (the Inventory value needs no order or work-order figures). */
const stockOnly = (f: ReturnType<typeof stockFigureSources>) => sql<string>`coalesce(${f.stock.inStock}, 0)`;

const stockPriceFilter = (query: TStockPriceQuery) =>
  and(
    liveProducts(),
    searchOf(query.search, (pattern) => ilikeAny(pattern, [products.productCode, products.productName])),
  );

/** GET StockMonitor/GetStockPrice: every live product's stock, cartons, list price per carton and value. */
export async function listStockPrices(db: DbOrTx, query: TStockPriceQuery) {
  const where = stockPriceFilter(query);
  const productIds = products.idsWhere(where);
  const f = stockFigureSources(db, productIds);
  const carton = cartonQuantitySql();
  const price = listPriceSql();
  const value = sql`coalesce(${stockOnly(f)} / nullif(${carton}, 0) * ${price}, 0)`;
  const sorts: Record<(typeof STOCK_PRICE_FIELDS)[number], TSortable> = {
    productCode: products.productCode,
    productName: products.productName,
    productInStock: stockOnly(f),
    price: value,
  };
  const rows = products
    .select(db.with(f.stock), {
      productId: products.productId,
      productCode: products.productCode,
      productName: products.productName,
      productInStock: stockOnly(f),
      cartonQuantity: carton,
      unitPrice: price,
    })
    .leftJoin(f.stock, eq(f.stock.productId, products.productId))
    .where(where)
    .orderBy(...orderByOf(sorts, query, { field: 'productCode', order: 'ascend' }, products.productId));
  return listPage(query, {
    rows,
    count: products.select(db, { total: count() }).where(where),
    toRow: toStockPriceRow,
  });
}

export function toStockPriceRow(r: {
  productId: number;
  productCode: string;
  productName: string;
  productInStock: string;
  cartonQuantity: number | null;
  unitPrice: string | null;
}): TStockPriceRow {
  const productInStock = Number(r.productInStock);
  const cartonQuantity = r.cartonQuantity === null ? null : Number(r.cartonQuantity);
  const unitPrice = r.unitPrice === null ? null : Number(r.unitPrice);
  const cartonStock = cartonQuantity ? Math.floor(productInStock / cartonQuantity) : 0;
  // The value counts every piece: the whole cartons at the carton price, the loose pieces pro rata (1,600 pieces at 250
  // a carton: 6 cartons + 100 pieces = 6.4 cartons' worth), and the row shows both parts.
  const loosePieces = cartonQuantity ? productInStock - cartonStock * cartonQuantity : productInStock;
  const price =
    cartonQuantity && unitPrice !== null ? Math.round((productInStock / cartonQuantity) * unitPrice * 100) / 100 : 0;
  return { ...r, productInStock, cartonQuantity, unitPrice, cartonStock, loosePieces, price };
}

/** The Sales Order drill-down: live orders not yet delivered that hold the product, with what each still owes. */
export async function listPendingOrdersOfProduct(db: DbOrTx, productId: number) {
  const select = orderLines.select(db, {
    orderId: salesOrders.orderId,
    orderNo: salesOrders.orderNo,
    company: customers.company,
    orderDate: salesOrders.orderDate,
    requiredDate: salesOrders.requiredDate,
    orderStatusId: salesOrders.orderStatusId,
    quantity: sql<string>`sum(${orderLines.quantity})`,
    deliveredQuantity: sql<string>`sum(${orderLines.deliveredQuantity})`,
  });
  const rows = await customerOfOrder
    .leftJoin(salesOrders.innerJoin(select, orderLines.orderId))
    .where(
      and(eq(orderLines.productId, productId), liveOrders(), lt(salesOrders.orderStatusId, ORDER_STATUS.Delivered)),
    )
    .groupBy(salesOrders.orderId, customers.company)
    .orderBy(asc(salesOrders.requiredDate), asc(salesOrders.orderId));
  return rows.map((r) => {
    const quantity = Number(r.quantity);
    const deliveredQuantity = Number(r.deliveredQuantity);
    return {
      ...r,
      orderStatusName: ORDER_STATUS_NAMES[r.orderStatusId] ?? '',
      quantity,
      deliveredQuantity,
      pendingQuantity: Math.max(quantity - deliveredQuantity, 0),
    };
  });
}

/**
 * GET StockMonitor/GetStockPriceTotals (ours): the Inventory footer — pieces, cartons and value of the whole filter,
 * and what the value leaves out (issue 31): the products with no list price or carton quantity, and their pieces.
 */
export async function sumStockPrices(db: DbOrTx, query: TStockPriceQuery) {
  const where = stockPriceFilter(query);
  const productIds = products.idsWhere(where);
  const f = stockFigureSources(db, productIds);
  const carton = cartonQuantitySql();
  const cartons = sql`floor(${stockOnly(f)} / nullif(${carton}, 0))`;
  const price = listPriceSql();
  const value = sql`round(${stockOnly(f)} / nullif(${carton}, 0) * ${price}, 2)`;
  const unpriced = sql`(${price} is null or coalesce(${carton}, 0) = 0)`;
  const [row] = await products
    .select(db.with(f.stock), {
      productInStock: sql<string>`coalesce(sum(${stockOnly(f)}), 0)`,
      cartonStock: sql<string>`coalesce(sum(${cartons}), 0)`,
      price: sql<string>`coalesce(sum(${value}), 0)`,
      unpricedProducts: sql<string>`count(*) filter (where ${unpriced})`,
      unpricedPieces: sql<string>`coalesce(sum(${stockOnly(f)}) filter (where ${unpriced}), 0)`,
    })
    .leftJoin(f.stock, eq(f.stock.productId, products.productId))
    .where(where);
  return {
    productInStock: Number(row?.productInStock ?? 0),
    cartonStock: Number(row?.cartonStock ?? 0),
    price: Number(row?.price ?? 0),
    unpricedProducts: Number(row?.unpricedProducts ?? 0),
    unpricedPieces: Number(row?.unpricedPieces ?? 0),
  };
}

/**
 * One batch of the Inventory export (StockMonitor/ExportStockPrice): the next `size` products after `after` by code and
 * id, each with its stock and value; the figures are computed for that batch's products only.
 */
export async function readStockPriceBatch(
  db: DbOrTx,
  query: TStockPriceQuery,
  after: TStockPriceRow | null,
  size: number,
): Promise<TStockPriceRow[]> {
  const where = and(
    stockPriceFilter(query),
    after
      ? sql`(${products.productCode}, ${products.productId}) > (${after.productCode}, ${after.productId})`
      : undefined,
  );
  const productIds = products.idsWhere(
    sql`${where} order by ${products.productCode}, ${products.productId} limit ${size}`,
  );
  const f = stockFigureSources(db, productIds);
  const rows = await products
    .select(db.with(f.stock), {
      productId: products.productId,
      productCode: products.productCode,
      productName: products.productName,
      productInStock: stockOnly(f),
      cartonQuantity: cartonQuantitySql(),
      unitPrice: listPriceSql(),
    })
    .leftJoin(f.stock, eq(f.stock.productId, products.productId))
    .where(sql`${products.productId} in ${productIds}`)
    .orderBy(asc(products.productCode), asc(products.productId));
  return rows.map(toStockPriceRow);
}
