import {
  DEFAULT_MACHINE_SUBORDER_STATUSES,
  type TSalesOrderTracking,
  type TSalesOrderTrackingQuery,
  type TSuborderTracking,
  type TSuborderTrackingQuery,
  WORK_ORDER_STATUS,
} from '@packline/domain';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ilikeAny, listPage, orderByOf, searchOf } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { products } from '../catalogue/catalogue.reads.ts';
import { customers } from '../customers/customers.reads.ts';
import { employees } from '../employees/employees.reads.ts';
import { machines, orderStatuses } from '../lookups/lookups.reads.ts';
import { customerOfOrder, salesOrders } from '../sales-orders/sales-orders.reads.ts';
import { suborderFieldsOf } from '../shop-floor/suborders-read.ts';
import { suborderLogs, suborders, workOrders } from '../work-orders/work-orders.reads.ts';
import { listWorkOrderDetailsOfOrders } from '../work-orders/work-orders-read.ts';

// Production tracking (spec 02 §2; issue 15 "tracking"): the real pages behind the original's placeholders, i.e.
// production progress per sales order (/production-Tracking/sales-order) and every suborder across the machines
// (/sub-orders). Both follow the list contract (a page with `page`).

// ---- Sales orders -------------------------------------------------------------------------------------------------

const OPEN_STATUSES = [WORK_ORDER_STATUS.New, WORK_ORDER_STATUS.Approved, WORK_ORDER_STATUS.ApprovedToo];

/** The sales order has a work order (not cancelled; with `open`, one still New or Approved). */
const hasWorkOrders = (open: boolean): SQL =>
  workOrders.existsOfOrder(
    salesOrders.orderId,
    open
      ? inArray(workOrders.workOrderStatusId, OPEN_STATUSES)
      : sql`${workOrders.workOrderStatusId} <> ${WORK_ORDER_STATUS.Cancelled}`,
  );

const ORDER_SORTS = {
  orderDate: salesOrders.orderDate,
  requiredDate: salesOrders.requiredDate,
  orderNo: salesOrders.orderNo,
};

/** GET WorkOrder/GetSalesOrderTracking: the sales orders with work orders, each with its work orders and their steps. */
export async function listSalesOrderTracking(db: DbOrTx, query: TSalesOrderTrackingQuery) {
  const where = and(
    hasWorkOrders(query.open === '1'),
    searchOf(query.search, (pattern) =>
      ilikeAny(pattern, [salesOrders.orderNo, salesOrders.custOrderNo, customers.company, customers.customerCode]),
    ),
  );
  const page = await listPage(query, {
    rows: withJoins(
      salesOrders.select(db, {
        orderId: salesOrders.orderId,
        orderNo: salesOrders.orderNo,
        custOrderNo: salesOrders.custOrderNo,
        customerId: salesOrders.customerId,
        company: customers.company,
        orderStatusId: salesOrders.orderStatusId,
        orderStatusName: orderStatuses.orderStatusName,
        orderDate: salesOrders.orderDate,
        requiredDate: salesOrders.requiredDate,
      }),
      (q) => customerOfOrder.innerJoin(q),
      (q) => orderStatuses.innerJoin(q, salesOrders.orderStatusId),
    )
      .where(where)
      .orderBy(...orderByOf(ORDER_SORTS, query, { field: 'orderDate', order: 'descend' }, salesOrders.orderId)),
    count: customerOfOrder.innerJoin(salesOrders.select(db, { total: count() })).where(where),
    toRow: (row) => row,
  });
  const workOrders = await listWorkOrderDetailsOfOrders(
    db,
    page.rows.map((row) => row.orderId),
  );
  const rows: TSalesOrderTracking[] = page.rows.map((row) => ({
    ...row,
    workOrders: workOrders.filter((w) => w.orderId === row.orderId),
  }));
  return { rows, meta: page.meta };
}

// ---- Suborders ----------------------------------------------------------------------------------------------------

/** The last action on each suborder (its newest log row, by the (suborderId, createdAt) index) and who did it. */
const lastActionAt = suborderLogs.lastActionAtOf(suborders.suborderId);
const lastOperator = (db: DbOrTx) =>
  sql<string | null>`(${employees
    .innerJoin(
      suborderLogs.select(db, { name: sql`${employees.firstName} || ' ' || ${employees.lastName}` }),
      suborderLogs.operEmployeeId,
    )
    .where(eq(suborderLogs.suborderId, suborders.suborderId))
    .orderBy(desc(suborderLogs.createdAt), desc(suborderLogs.suborderLogId))
    .limit(1)})`;

const SUBORDER_SORTS = {
  createdAt: suborders.createdAt,
  requiredDate: workOrders.requiredDate,
  completedDate: suborders.completedDate,
  workOrderNo: workOrders.workOrderNo,
};

/** A select from the suborders with their work order, product and machine. */
const withStepJoins = <T extends PgSelect>(select: T) =>
  withJoins(
    select,
    (q) => workOrders.innerJoin(q, suborders.workOrderId),
    (q) => products.innerJoin(q, workOrders.productId),
    (q) => machines.leftJoin(q, suborders.machineId),
  );

function suborderFilter(query: TSuborderTrackingQuery): SQL | undefined {
  const statuses = query.status?.length ? query.status : [...DEFAULT_MACHINE_SUBORDER_STATUSES];
  return and(
    inArray(suborders.suborderStatusId, statuses),
    query.machineId === undefined ? undefined : eq(suborders.machineId, query.machineId),
    query.actionId === undefined ? undefined : eq(suborders.actionId, query.actionId),
    searchOf(query.search, (pattern) =>
      ilikeAny(pattern, [workOrders.workOrderNo, products.productCode, products.productName, machines.machineName]),
    ),
  );
}

/** GET Suborder/GetSuborderTracking: every suborder across the machines, filtered by state, machine and step. */
export function listSuborderTracking(db: DbOrTx, query: TSuborderTrackingQuery) {
  const where = suborderFilter(query);
  return listPage(query, {
    rows: withStepJoins(
      suborders.select(db, {
        s: suborders.row,
        workOrderNo: workOrders.workOrderNo,
        productId: workOrders.productId,
        urgent: workOrders.urgent,
        requiredDate: workOrders.requiredDate,
        productCode: products.productCode,
        productName: products.productName,
        machineName: machines.machineName,
        lastActionAt,
        operatorName: lastOperator(db),
      }),
    )
      .where(where)
      .orderBy(...orderByOf(SUBORDER_SORTS, query, { field: 'createdAt', order: 'descend' }, suborders.suborderId)),
    count: withStepJoins(suborders.select(db, { total: count() })).where(where),
    toRow: ({ s, ...row }): TSuborderTracking => ({
      ...suborderFieldsOf(s, row),
      requiredDate: row.requiredDate,
      createdAt: s.createdAt.toISOString(),
      lastActionAt: row.lastActionAt === null ? null : new Date(row.lastActionAt).toISOString(),
      operatorName: row.operatorName,
    }),
  });
}
