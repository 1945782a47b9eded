import {
  BUSINESS_TIME_ZONE,
  DASHBOARD_COLUMNS,
  DUE,
  PERMISSION,
  type TDashboardCounts,
  type TDueStatus,
  type TRecentOrderAmount,
  type TRecentOrderOfProduct,
  todayInAuckland,
} from '@packline/domain';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ForbiddenError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { getProduct } from '../catalogue/products.service.ts';
import { permissionsOf } from '../settings/settings.service.ts';
import { dueStatusSql, liveOrders } from './sales-order-read.ts';
import { orderProduct, salesOrder } from './sales-orders.tables.ts';

// Figures over many orders: the Home dashboard's counts, Today / Yesterday Sold, and the per-product order figures
// the inventory service and the order dialog read. Each is one SQL statement.

const DASHBOARD_STATUSES = [...new Set(DASHBOARD_COLUMNS.flatMap((column) => column.statuses))];
const NO_RECENT_SOLD = 'You do not have permission to see the recent sales.';

/**
 * The dashboard's one grouped count: live orders of the dashboard's statuses per status and due status. Grouped by
 * position: the due-status expression carries bound parameters, so PostgreSQL cannot match it written twice.
 */
export function dashboardCountsQuery(db: DbOrTx, today = todayInAuckland()) {
  const dueStatus = dueStatusSql(today);
  return db
    .select({ orderStatusId: salesOrder.orderStatusId, dueStatus, orders: count() })
    .from(salesOrder)
    .where(and(liveOrders(), inArray(salesOrder.orderStatusId, DASHBOARD_STATUSES)))
    .groupBy(sql`1`, sql`2`);
}

const noCounts = (): Record<TDueStatus, number> => ({
  [DUE.HaveTime]: 0,
  [DUE.InWaiting]: 0,
  [DUE.Urgent]: 0,
  [DUE.Finished]: 0,
});

/** GET SalesOrder/GetDashboardCounts: per dashboard column, the count of orders per due status. */
export async function getDashboardCounts(db: DbOrTx, today = todayInAuckland()): Promise<TDashboardCounts> {
  const groups = await dashboardCountsQuery(db, today);
  return {
    columns: DASHBOARD_COLUMNS.map((column) => {
      const counts = noCounts();
      for (const group of groups) {
        if (!(column.statuses as readonly number[]).includes(group.orderStatusId)) continue;
        const due = Number(group.dueStatus) as TDueStatus;
        counts[due] += Number(group.orders);
      }
      return { title: column.title, statuses: [...column.statuses], counts };
    }),
  };
}

/** The instant an Auckland calendar day (`today` plus `days`) starts, in SQL: the filter stays on the createdAt index. */
const aucklandDayStart = (today: string, days: number) =>
  sql`((${today}::date + ${days}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

/** Sums and counts of the live orders created yesterday and today (Auckland), one row per day that has any. */
export function recentOrderAmountQuery(db: DbOrTx, today = todayInAuckland()) {
  const isToday = sql<boolean>`${salesOrder.createdAt} >= ${aucklandDayStart(today, 0)}`;
  return db
    .select({
      isToday,
      sold: sql<string>`coalesce(sum(${salesOrder.totalPrice}), 0)::numeric(14, 2)::text`,
      orders: count(),
    })
    .from(salesOrder)
    .where(
      and(
        liveOrders(),
        gte(salesOrder.createdAt, aucklandDayStart(today, -1)),
        lt(salesOrder.createdAt, aucklandDayStart(today, 1)),
      ),
    )
    .groupBy(sql`1`);
}

/**
 * GET Salesorder/GetRecentOrderAmount: Today Sold / Yesterday Sold, the subtotals (excl. GST) of the orders created
 * on each day; only for holders of PERMISSION.ViewRecentSold (spec 01 §6).
 */
export async function getRecentOrderAmount(
  db: DbOrTx,
  employeeId: number,
  today = todayInAuckland(),
): Promise<TRecentOrderAmount> {
  if (!(await permissionsOf(db, employeeId)).includes(PERMISSION.ViewRecentSold)) {
    throw new ForbiddenError(NO_RECENT_SOLD);
  }
  const groups = await recentOrderAmountQuery(db, today);
  const day = (isToday: boolean) => groups.find((group) => Boolean(group.isToday) === isToday);
  return {
    todaySold: day(true)?.sold ?? '0.00',
    yesterdaySold: day(false)?.sold ?? '0.00',
    todayOrders: Number(day(true)?.orders ?? 0),
    yesterdayOrders: Number(day(false)?.orders ?? 0),
  };
}

/** GET Product/GetRecentOrderByProd: the order date and quantity of the latest live order of the product. */
export async function getRecentOrderOfProduct(db: DbOrTx, productId: number): Promise<TRecentOrderOfProduct> {
  await getProduct(db, productId);
  const [latest] = await db
    .select({ recentDate: salesOrder.orderDate, recentOrderQty: orderProduct.quantity })
    .from(orderProduct)
    .innerJoin(salesOrder, eq(salesOrder.orderId, orderProduct.orderId))
    .where(and(eq(orderProduct.productId, productId), liveOrders()))
    .orderBy(desc(salesOrder.orderDate), desc(salesOrder.orderId), desc(orderProduct.orderProductId))
    .limit(1);
  return { recentDate: latest?.recentDate ?? null, recentOrderQty: latest?.recentOrderQty ?? null };
}
