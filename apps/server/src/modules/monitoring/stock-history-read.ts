import {
  STOCK_HISTORY_DAYS,
  shiftDate,
  type TStockHistory,
  type TStockHistoryMark,
  todayInAuckland,
  WORK_ORDER_STATUS,
} from '@packline/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { boxMovements } from '../boxes/boxes.reads.ts';
import { getProduct } from '../catalogue/products.service.ts';
import { suborders, workOrders } from '../work-orders/work-orders.reads.ts';
import { listPendingOrdersOfProduct } from './stock-monitor-read.ts';

// A product's stock chart (issue 31): its pieces In stock at the end of each Auckland day of the last
// STOCK_HISTORY_DAYS, from the box ledger (box_movement), with its MSL and its open orders and work orders to mark.
// In stock means what the stock monitor counts (stock-figures-read.ts): finished (not semi) boxes In stock.

const AUCKLAND = 'Pacific/Auckland';
/** Open work orders of finished goods, as the stock monitor's pending work order quantity counts them. */
const OPEN_WORK_ORDERS = [WORK_ORDER_STATUS.New, WORK_ORDER_STATUS.Approved, WORK_ORDER_STATUS.ApprovedToo];
const SEMI_ORDER_TYPE = 2;

/**
 * The product's stock at the end of each day from `start` to `end`, in one query: every change of in-stock pieces —
 * each ledger row (pieces after less before, counting only the In stock side), and each box as it was made (its state
 * before its first ledger row; a box never moved, as it is now) — summed per Auckland day and run over the days of a
 * generate_series, so the last day is the stock the monitor shows now.
 */
async function stockByDay(db: DbOrTx, productId: number, start: string, end: string) {
  const result = await db.execute(sql`
    with changes as (${boxMovements.stockChangesOf(productId)}),
    daily as (
      select (at at time zone ${AUCKLAND})::date as day, sum(delta) as delta from changes group by 1
    ),
    days as (
      select d::date as day from generate_series(${start}::date, ${end}::date, interval '1 day') as d
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      (select coalesce(sum(delta), 0) from daily where daily.day < ${start}::date)
        + sum(coalesce(daily.delta, 0)) over (order by days.day) as stock
    from days left join daily on daily.day = days.day
    order by days.day
  `);
  // Both drivers answer { rows } (the HKT types it loosely).
  const { rows } = result as unknown as { rows: { day: string; stock: string | number }[] };
  return rows.map((row) => ({ day: row.day, stock: Number(row.stock) }));
}

/** The product's open work orders of finished goods, each with what is left to make (quantity less its last step). */
async function openWorkOrdersOf(db: DbOrTx, productId: number) {
  const made = sql<string>`coalesce(${suborders.lastCompletedOf(workOrders.workOrderId)}, 0)`;
  return workOrders
    .select(db, {
      workOrderId: workOrders.workOrderId,
      workOrderNo: workOrders.workOrderNo,
      createdAt: workOrders.createdAt,
      requiredDate: workOrders.requiredDate,
      quantity: workOrders.quantity,
      made,
    })
    .where(
      and(
        eq(workOrders.productId, productId),
        inArray(workOrders.workOrderStatusId, OPEN_WORK_ORDERS),
        ne(workOrders.orderTypeId, SEMI_ORDER_TYPE),
      ),
    )
    .orderBy(asc(workOrders.createdAt), asc(workOrders.workOrderId));
}

const aucklandDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: AUCKLAND });

/** GET StockMonitor/GetStockHistory?productId: the last STOCK_HISTORY_DAYS of stock, the MSL, open orders to mark. */
export async function readStockHistory(
  db: DbOrTx,
  productId: number,
  today = todayInAuckland(),
): Promise<TStockHistory> {
  const found = await getProduct(db, productId);
  const start = shiftDate(today, -(STOCK_HISTORY_DAYS - 1), 'day');
  const onChart = (day: string) => (day < start ? start : day);
  const [days, orders, workOrders] = await Promise.all([
    stockByDay(db, productId, start, today),
    listPendingOrdersOfProduct(db, productId),
    openWorkOrdersOf(db, productId),
  ]);
  const orderMarks: TStockHistoryMark[] = orders
    .filter((order) => order.pendingQuantity > 0)
    .map((order) => ({
      id: order.orderId,
      no: order.orderNo,
      day: onChart(order.orderDate),
      requiredDate: order.requiredDate,
      pending: order.pendingQuantity,
    }));
  const workOrderMarks: TStockHistoryMark[] = workOrders
    .map((row) => ({
      id: row.workOrderId,
      no: row.workOrderNo,
      day: onChart(aucklandDay(row.createdAt)),
      requiredDate: row.requiredDate,
      pending: Math.max(Number(row.quantity) - Number(row.made), 0),
    }))
    .filter((mark) => mark.pending > 0);
  return { productId, msl: found.productMsl ?? null, days, orders: orderMarks, workOrders: workOrderMarks };
}
