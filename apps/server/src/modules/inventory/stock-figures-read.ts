import { DEFAULT_PO_STATUSES, ORDER_STATUS, shiftDate, todayInAuckland, WORK_ORDER_STATUS } from '@packline/domain';
import { and, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { boxes, palletBoxes } from '../boxes/boxes.reads.ts';
import { baseProducts, productPrices, products } from '../catalogue/catalogue.reads.ts';
import { packagingTypes } from '../lookups/lookups.reads.ts';
import { poDetails, purchaseOrders } from '../purchase-orders/purchase-orders.reads.ts';
import { liveOrders } from '../sales-orders/sales-order-read.ts';
import { orderLines, salesOrders } from '../sales-orders/sales-orders.reads.ts';
import { suborders, workOrders } from '../work-orders/work-orders.reads.ts';

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

/** The aggregates for the products `productIds` selects (a subquery of product ids). */
export function stockFigureSources(db: DbOrTx, productIds: SQL) {
  const today = todayInAuckland();
  const monthsBack = (months: number) => shiftDate(today, -months, 'month');
  const onNoPallet = palletBoxes.onNoPallet(boxes.boxId);
  const stock = db.$with('stock_figures').as(
    boxes
      .select(db, {
        productId: boxes.productId,
        inStock: sql<string>`sum(${boxes.quantity}) filter (where ${boxes.isSemi} = 0)`.as('sf_in_stock'),
        semiInStock: sql<string>`sum(${boxes.quantity}) filter (where ${boxes.isSemi} = 1)`.as('sf_semi_in_stock'),
        unplaced: sql<string>`sum(${boxes.quantity}) filter (where ${boxes.isSemi} = 0 and ${onNoPallet})`.as(
          'sf_unplaced',
        ),
      })
      .where(and(boxes.inStock, sql`${boxes.productId} in ${productIds}`))
      .groupBy(boxes.productId),
  );
  const left = sql`greatest(${workOrders.quantity} - coalesce(${suborders.lastCompletedOf(workOrders.workOrderId)}, 0), 0)`;
  const works = db.$with('work_figures').as(
    workOrders
      .select(db, {
        productId: workOrders.productId,
        pending: sql<string>`sum(${left}) filter (where ${workOrders.orderTypeId} <> ${SEMI_ORDER_TYPE})`.as(
          'wf_pending',
        ),
        semiPending: sql<string>`sum(${left}) filter (where ${workOrders.orderTypeId} = ${SEMI_ORDER_TYPE})`.as(
          'wf_semi_pending',
        ),
      })
      .where(
        and(inArray(workOrders.workOrderStatusId, OPEN_WORK_ORDERS), sql`${workOrders.productId} in ${productIds}`),
      )
      .groupBy(workOrders.productId),
  );
  const since = (months: number) => sql`${salesOrders.orderDate} >= ${monthsBack(months)}`;
  const before = (months: number) => sql`${salesOrders.orderDate} < ${monthsBack(months)}`;
  const notDelivered = sql`${salesOrders.orderStatusId} < ${ORDER_STATUS.Delivered}`;
  const orders = db.$with('order_figures').as(
    salesOrders
      .innerJoin(
        orderLines.select(db, {
          productId: orderLines.productId,
          pending:
            sql<string>`sum(greatest(${orderLines.quantity} - ${orderLines.deliveredQuantity}, 0)) filter (where ${notDelivered})`.as(
              'of_pending',
            ),
          last6: sql<number>`count(distinct ${orderLines.orderId}) filter (where ${since(6)})`.as('of_last6'),
          lastlast6: sql<number>`count(distinct ${orderLines.orderId}) filter (where ${since(12)} and ${before(6)})`.as(
            'of_lastlast6',
          ),
          lastlastlast6:
            sql<number>`count(distinct ${orderLines.orderId}) filter (where ${since(18)} and ${before(12)})`.as(
              'of_lastlastlast6',
            ),
        }),
        orderLines.orderId,
      )
      .where(and(liveOrders(), sql`(${notDelivered} or ${since(18)})`, sql`${orderLines.productId} in ${productIds}`))
      .groupBy(orderLines.productId),
  );
  const openPoLeft = sql`greatest(${poDetails.quantity} - ${poDetails.totalRevQty}, 0)`;
  const purchases = db.$with('po_figures').as(
    purchaseOrders
      .innerJoin(
        poDetails.select(db, {
          productId: poDetails.outSourceProd,
          open: sql<string>`sum(${openPoLeft})`.as('po_open'),
        }),
        poDetails.poId,
      )
      .where(
        and(
          eq(poDetails.completed, 0),
          inArray(purchaseOrders.poStatusId, [...DEFAULT_PO_STATUSES]),
          sql`${poDetails.outSourceProd} in ${productIds}`,
        ),
      )
      .groupBy(poDetails.outSourceProd),
  );
  // The four sources joined once per product, so a list joins one CTE (product_figures) by its product id.
  const all = db.$with('product_figures').as(
    products
      .select(db, {
        productId: products.productId,
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
      .leftJoin(stock, eq(stock.productId, products.productId))
      .leftJoin(works, eq(works.productId, products.productId))
      .leftJoin(orders, eq(orders.productId, products.productId))
      .leftJoin(purchases, eq(purchases.productId, products.productId))
      .where(sql`${products.productId} in ${productIds}`),
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
  const low = sql`(coalesce(${products.productMsl}, 0) > 0 and ${projected} < ${products.productMsl})`;
  /** Join it as `.leftJoin(f.all, f.joinOn)` to a select from product, with `db.with(...f.ctes)`. */
  const joinOn = eq(all.productId, products.productId);
  return { ctes: [stock, works, orders, purchases, all] as const, stock, all, joinOn, figures, projected, low };
}

/** A product's carton quantity: its list price's, else its own packaging's, else its base product's packaging's. */
export function cartonQuantitySql() {
  return sql<number | null>`coalesce(
    ${productPrices.listCartonQuantityOf(products.baseProductId)},
    ${packagingTypes.quantityOf(products.packagingTypeId)},
    ${packagingTypes.quantityOf(baseProducts.packagingTypeIdOf(products.baseProductId))}
  )`;
}

/** The list price per carton of the product's base product (every customer group), null when none. */
export function listPriceSql() {
  return productPrices.listPriceOf(products.baseProductId);
}

/** Products that count: not deleted. */
export const liveProducts = () => isNull(products.deletedAt);

/** One product's figures (GET StockMonitor/GetStockInfoByProductId). */
export async function readProductFigures(db: DbOrTx, productId: number) {
  const f = stockFigureSources(db, sql`(${productId})`);
  const [row] = await products
    .select(db.with(...f.ctes), {
      productInStock: f.figures.productInStock,
      pendingWorkOrderQuantity: f.figures.pendingWorkOrderQuantity,
      pendingWarehouseQuantity: f.figures.pendingWarehouseQuantity,
      pendingOrderQuantity: f.figures.pendingOrderQuantity,
    })
    .leftJoin(f.all, f.joinOn)
    .where(eq(products.productId, productId));
  return row;
}
