import {
  defaultOrderRange,
  isPickable,
  ORDER_STATUS,
  type TOrderListQuery,
  type TOrderPageQuery,
  type TOrderRow,
  type TPickupOrderRow,
  todayInAuckland,
} from '@packline/domain';
import { and, count, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { listPage, orderByOf } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  dueStatusSql,
  listOrderProducts,
  listOrderRows,
  liveOrders,
  orderListQuery,
  orderPageFilter,
  orderSortsOf,
  toRow,
  wholeOrderList,
} from './sales-order-read.ts';
import { inScope, type TOrderScope } from './sales-order-scope.ts';
import { salesOrder } from './sales-orders.tables.ts';

// The order lists of spec 01 §7: one select each (sales-order-read.ts), drafts and deleted orders left out. The lists
// a screen shows page, sort, search and filter in SQL (modules/README.md "Lists that page"); without `page`, whole.

/**
 * One page of the orders of `base` (the list's own filter and the caller's scope) and their total, or the whole
 * list without `page`: newest first unless a column's sort is asked for.
 */
function pageOrders(db: DbOrTx, base: SQL | undefined, query: TOrderPageQuery) {
  const today = todayInAuckland();
  const where = and(base, orderPageFilter(query, today));
  const orderBy = orderByOf(orderSortsOf(today), query, { field: 'orderId', order: 'descend' }, salesOrder.orderId);
  return listPage(query, {
    rows: orderListQuery(db, where, orderBy, today),
    count: db.select({ total: count() }).from(salesOrder).where(where),
    toRow,
    whole: () => wholeOrderList(db, where, orderBy, today),
  });
}

/** Statuses an order can be dispatched from. */
export const DISPATCHABLE = [
  ORDER_STATUS.Approved,
  ORDER_STATUS.Production,
  ORDER_STATUS.Warehouse,
  ORDER_STATUS.Dispatch,
];

const apiDate = (value: string) => value.replaceAll('/', '-');

export type TOrderListFilter = Pick<TOrderListQuery, 'start' | 'end' | 'orderStatusId' | 'dueStatus'>;

/**
 * GET SalesOrder/GetAllOrder's filter: by status (and due status, for the dashboard's detail), else by order date
 * range. Exported so the bench times `orderListQuery(db, allOrdersWhere({}, { kind: 'all' }))`.
 */
export function allOrdersWhere(filter: TOrderListFilter, scope: TOrderScope, today = todayInAuckland()) {
  const byStatus = filter.orderStatusId !== undefined;
  const range = defaultOrderRange(today);
  return and(
    liveOrders(),
    inScope(scope),
    byStatus ? eq(salesOrder.orderStatusId, filter.orderStatusId as number) : undefined,
    byStatus ? undefined : gte(salesOrder.orderDate, apiDate(filter.start ?? range.start)),
    byStatus ? undefined : lte(salesOrder.orderDate, apiDate(filter.end ?? range.end)),
    filter.dueStatus === undefined ? undefined : sql`${dueStatusSql(today)} = ${filter.dueStatus}`,
  );
}

/** GET SalesOrder/GetAllOrder: Order Management (a date range), Prepaid Order Approval (status 2), the dashboard. */
export function listOrders(db: DbOrTx, query: TOrderListQuery, scope: TOrderScope) {
  return pageOrders(db, allOrdersWhere(query, scope), query);
}

/** A customer's live orders; an online customer always gets their own. */
const ordersOfCustomer = (customerId: number, scope: TOrderScope) =>
  and(
    liveOrders(),
    inScope(scope),
    eq(salesOrder.customerId, scope.kind === 'customer' ? scope.customerId : customerId),
  );

/** GET SalesOrder/GetByCust: one page of a customer's orders, or all of them. */
export function pageOrdersOfCustomer(db: DbOrTx, customerId: number, scope: TOrderScope, query: TOrderPageQuery) {
  return pageOrders(db, ordersOfCustomer(customerId, scope), query);
}

/** Every live order of a customer, newest first (a new ticket's order picker). */
export function listOrdersOfCustomer(db: DbOrTx, customerId: number, scope: TOrderScope): Promise<TOrderRow[]> {
  return listOrderRows(db, ordersOfCustomer(customerId, scope));
}

/** GET SalesOrder/GetBySales and GetInProcessBySales (not yet delivered). */
export function listOrdersOfSales(
  db: DbOrTx,
  salesId: number,
  inProcess: boolean,
  scope: TOrderScope,
  query: TOrderPageQuery = {},
) {
  return pageOrders(
    db,
    and(
      liveOrders(),
      inScope(scope),
      eq(salesOrder.employeeId, salesId),
      inProcess ? lt(salesOrder.orderStatusId, ORDER_STATUS.Delivered) : undefined,
    ),
    query,
  );
}

/** GET SalesOrder/GetDraft?salesId: the salesperson's drafts. */
export function listDrafts(db: DbOrTx, salesId: number, scope: TOrderScope, query: TOrderPageQuery = {}) {
  return pageOrders(
    db,
    and(isNull(salesOrder.deletedAt), eq(salesOrder.draft, 1), inScope(scope), eq(salesOrder.employeeId, salesId)),
    query,
  );
}

/** GET SalesOrder/GetDispachableOrder: approved and not yet delivered, to be dispatched (pickup flag 0). */
export function listDispatchableOrders(db: DbOrTx, scope: TOrderScope): Promise<TOrderRow[]> {
  return listOrderRows(
    db,
    and(liveOrders(), inScope(scope), inArray(salesOrder.orderStatusId, DISPATCHABLE), eq(salesOrder.pickupFlag, 0)),
  );
}

/**
 * GET SalesOrder/GetPickupableOrder: to be collected by the customer (pickup flag 1), not yet delivered. Each row says
 * whether it may be picked (spec 01 §4: every line a whole number of cartons), from one read of all their lines.
 */
export async function listPickupableOrders(db: DbOrTx, scope: TOrderScope): Promise<TPickupOrderRow[]> {
  const rows = await listOrderRows(
    db,
    and(
      liveOrders(),
      inScope(scope),
      eq(salesOrder.pickupFlag, 1),
      lt(salesOrder.orderStatusId, ORDER_STATUS.Delivered),
    ),
  );
  const lines = await listOrderProducts(
    db,
    rows.map((row) => row.orderId),
  );
  const unpickable = new Set(
    lines
      .filter((line) => !isPickable([{ quantity: Number(line.quantity), packQuantity: line.packQuantity }]))
      .map((line) => line.orderId),
  );
  return rows.map((row) => ({ ...row, pickable: !unpickable.has(row.orderId) }));
}
