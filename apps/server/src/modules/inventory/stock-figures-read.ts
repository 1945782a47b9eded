import {
  BOX_STATUS,
  DEFAULT_PO_STATUSES,
  ORDER_STATUS,
  shiftDate,
  todayInAuckland,
  WORK_ORDER_STATUS,
} from '@packline/domain';
import { and, eq, gt, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { baseProduct, product, productPrice } from '../catalogue/catalogue.tables.ts';
import { packagingType } from '../lookups/lookups.tables.ts';
import { suborder, workOrder } from '../production/production.tables.ts';
import { poDetail, purchaseOrder } from '../purchasing/purchasing.tables.ts';
import { liveOrders } from '../sales-orders/sales-order-read.ts';
import { orderProduct, salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { box, plateBox } from '../warehouse/warehouse.tables.ts';

// The one place that computes a product's stock figures (spec 02 §3 stock monitor row, issue 17): for any set of
// products at once, in set-based SQL — one aggregate per source (boxes, work orders, order lines), grouped by product,
// joined to the products. The stock monitor, the inventory value and the order screens' productInventoryInfo all
// read it, so a figure means the same everywhere. Rules (module README of inventory):
// - in stock: pieces in boxes In stock (semi-finished boxes apart); pending warehouse: of those, the pieces in boxes
//   that stand on no pallet yet (made and labelled, not put away);
// - pending work orders: open work orders (New, Approved) of finished goods (order types 1 and 3; type 2 counts as
//   semi-finished), each the quantity less what its last step has completed;
// - pending orders: live orders not yet delivered, each line's quantity less what was delivered;
// - order counts: live orders with the product, by order date in the last three 6-month windows (Auckland days);
// - PO qty: open purchase orders (Awaiting approval, Approved, Received) of a bought-in product, each open line's
//   quantity less what was received.

const OPEN_WORK_ORDERS = [WORK_ORDER_STATUS.New, WORK_ORDER_STATUS.Approved, WORK_ORDER_STATUS.ApprovedToo];
const SEMI_ORDER_TYPE = 2;

const num = (value: SQLWrapper) => sql<string>`coalesce(${value}, 0)`;

/** The aggregates for the products `products` selects (a subquery of product ids). */
export function stockFigureSources(db: DbOrTx, products: SQL) {
  const today = todayInAuckland();
  const monthsBack = (months: number) => shiftDate(today, -months, 'month');
  const onNoPallet = sql`not exists (select 1 from ${plateBox} where ${plateBox.boxId} = ${box.boxId} and ${plateBox.active})`;
  const stock = db.$with('stock_figures').as(
    db
      .select({
        productId: box.productId,
        inStock: sql<string>`sum(${box.quantity}) filter (where ${box.isSemi} = 0)`.as('sf_in_stock'),
        semiInStock: sql<string>`sum(${box.quantity}) filter (where ${box.isSemi} = 1)`.as('sf_semi_in_stock'),
        unplaced: sql<string>`sum(${box.quantity}) filter (where ${box.isSemi} = 0 and ${onNoPallet})`.as(
          'sf_unplaced',
        ),
      })
      .from(box)
      .where(and(eq(box.status, BOX_STATUS.InStock), gt(box.quantity, 0), sql`${box.productId} in ${products}`))
      .groupBy(box.productId),
  );
  const left = sql`greatest(${workOrder.quantity} - coalesce((select ${suborder.completedQuantity} from ${suborder} where ${suborder.workOrderId} = ${workOrder.workOrderId} order by ${suborder.sequenceNo} desc limit 1), 0), 0)`;
  const works = db.$with('work_figures').as(
    db
      .select({
        productId: workOrder.productId,
        pending: sql<string>`sum(${left}) filter (where ${workOrder.orderTypeId} <> ${SEMI_ORDER_TYPE})`.as(
          'wf_pending',
        ),
        semiPending: sql<string>`sum(${left}) filter (where ${workOrder.orderTypeId} = ${SEMI_ORDER_TYPE})`.as(
          'wf_semi_pending',
        ),
      })
      .from(workOrder)
      .where(and(inArray(workOrder.workOrderStatusId, OPEN_WORK_ORDERS), sql`${workOrder.productId} in ${products}`))
      .groupBy(workOrder.productId),
  );
  const since = (months: number) => sql`${salesOrder.orderDate} >= ${monthsBack(months)}`;
  const before = (months: number) => sql`${salesOrder.orderDate} < ${monthsBack(months)}`;
  const notDelivered = sql`${salesOrder.orderStatusId} < ${ORDER_STATUS.Delivered}`;
  const orders = db.$with('order_figures').as(
    db
      .select({
        productId: orderProduct.productId,
        pending:
          sql<string>`sum(greatest(${orderProduct.quantity} - ${orderProduct.deliveredQuantity}, 0)) filter (where ${notDelivered})`.as(
            'of_pending',
          ),
        last6: sql<number>`count(distinct ${orderProduct.orderId}) filter (where ${since(6)})`.as('of_last6'),
        lastlast6: sql<number>`count(distinct ${orderProduct.orderId}) filter (where ${since(12)} and ${before(6)})`.as(
          'of_lastlast6',
        ),
        lastlastlast6:
          sql<number>`count(distinct ${orderProduct.orderId}) filter (where ${since(18)} and ${before(12)})`.as(
            'of_lastlastlast6',
          ),
      })
      .from(orderProduct)
      .innerJoin(salesOrder, eq(salesOrder.orderId, orderProduct.orderId))
      .where(and(liveOrders(), sql`(${notDelivered} or ${since(18)})`, sql`${orderProduct.productId} in ${products}`))
      .groupBy(orderProduct.productId),
  );
  const openPoLeft = sql`greatest(${poDetail.quantity} - ${poDetail.totalRevQty}, 0)`;
  const purchases = db.$with('po_figures').as(
    db
      .select({
        productId: poDetail.outSourceProd,
        open: sql<string>`sum(${openPoLeft})`.as('po_open'),
      })
      .from(poDetail)
      .innerJoin(purchaseOrder, eq(purchaseOrder.poId, poDetail.poId))
      .where(
        and(
          eq(poDetail.completed, 0),
          inArray(purchaseOrder.poStatusId, [...DEFAULT_PO_STATUSES]),
          sql`${poDetail.outSourceProd} in ${products}`,
        ),
      )
      .groupBy(poDetail.outSourceProd),
  );
  // The four sources joined once per product, so a list joins one CTE (product_figures) by its product id.
  const all = db.$with('product_figures').as(
    db
      .select({
        productId: product.productId,
        productInStock: sql<string>`coalesce(${stock.inStock}, 0)`.as('pf_in_stock'),
        semiProductInStock: sql<string>`coalesce(${stock.semiInStock}, 0)`.as('pf_semi_in_stock'),
        pendingWarehouseQuantity: sql<string>`coalesce(${stock.unplaced}, 0)`.as('pf_unplaced'),
        pendingWorkOrderQuantity: sql<string>`coalesce(${works.pending}, 0)`.as('pf_wo_pending'),
        semiPendingWorkOrderQuantity: sql<string>`coalesce(${works.semiPending}, 0)`.as('pf_wo_semi_pending'),
        pendingOrderQuantity: sql<string>`coalesce(${orders.pending}, 0)`.as('pf_order_pending'),
        poQty: sql<string>`coalesce(${purchases.open}, 0)`.as('pf_po_qty'),
        last6: sql<number>`coalesce(${orders.last6}, 0)::int`.as('pf_last6'),
        lastlast6: sql<number>`coalesce(${orders.lastlast6}, 0)::int`.as('pf_lastlast6'),
        lastlastlast6: sql<number>`coalesce(${orders.lastlastlast6}, 0)::int`.as('pf_lastlastlast6'),
      })
      .from(product)
      .leftJoin(stock, eq(stock.productId, product.productId))
      .leftJoin(works, eq(works.productId, product.productId))
      .leftJoin(orders, eq(orders.productId, product.productId))
      .leftJoin(purchases, eq(purchases.productId, product.productId))
      .where(sql`${product.productId} in ${products}`),
  );
  const figures = {
    productInStock: num(all.productInStock),
    semiProductInStock: num(all.semiProductInStock),
    pendingWarehouseQuantity: num(all.pendingWarehouseQuantity),
    pendingWorkOrderQuantity: num(all.pendingWorkOrderQuantity),
    semiPendingWorkOrderQuantity: num(all.semiPendingWorkOrderQuantity),
    pendingOrderQuantity: num(all.pendingOrderQuantity),
    poQty: num(all.poQty),
    last6: sql<number>`coalesce(${all.last6}, 0)::int`,
    lastlast6: sql<number>`coalesce(${all.lastlast6}, 0)::int`,
    lastlastlast6: sql<number>`coalesce(${all.lastlastlast6}, 0)::int`,
  };
  /** stock + PO + work orders − pending orders, the projection the low rule compares with the MSL (spec 02 §9). */
  const projected = sql`(${figures.productInStock} + ${figures.poQty} + ${figures.pendingWorkOrderQuantity} - ${figures.pendingOrderQuantity})`;
  const low = sql`(coalesce(${product.productMsl}, 0) > 0 and ${projected} < ${product.productMsl})`;
  /** Join it as `.leftJoin(f.all, f.joinOn)` to a select from product, with `db.with(...f.ctes)`. */
  const joinOn = eq(all.productId, product.productId);
  return { ctes: [stock, works, orders, purchases, all] as const, stock, all, joinOn, figures, projected, low };
}

/** A product's carton quantity: its list price's, else its own packaging's, else its base product's packaging's. */
export function cartonQuantitySql() {
  return sql<number | null>`coalesce(
    (select ${productPrice.quantiy} from ${productPrice} where ${productPrice.baseProductId} = ${product.baseProductId} and ${productPrice.group1} is null),
    (select ${packagingType.quantity} from ${packagingType} where ${packagingType.packagingTypeId} = ${product.packagingTypeId}),
    (select ${packagingType.quantity} from ${packagingType} join ${baseProduct} on ${baseProduct.packagingTypeId} = ${packagingType.packagingTypeId} where ${baseProduct.baseProductId} = ${product.baseProductId})
  )`;
}

/** The list price per carton of the product's base product (every customer group), null when none. */
export function listPriceSql() {
  return sql<
    string | null
  >`(select ${productPrice.price} from ${productPrice} where ${productPrice.baseProductId} = ${product.baseProductId} and ${productPrice.group1} is null)`;
}

/** Products that count: not deleted. */
export const liveProducts = () => isNull(product.deletedAt);

/** One product's figures (GET StockMonitor/GetStockInfoByProductId). */
export async function readProductFigures(db: DbOrTx, productId: number) {
  const f = stockFigureSources(db, sql`(${productId})`);
  const [row] = await db
    .with(...f.ctes)
    .select({
      productInStock: f.figures.productInStock,
      pendingWorkOrderQuantity: f.figures.pendingWorkOrderQuantity,
      pendingWarehouseQuantity: f.figures.pendingWarehouseQuantity,
      pendingOrderQuantity: f.figures.pendingOrderQuantity,
    })
    .from(product)
    .leftJoin(f.all, f.joinOn)
    .where(eq(product.productId, productId));
  return row;
}
