import {
  DEFAULT_MACHINE_SUBORDER_STATUSES,
  type TSalesOrderTracking,
  type TSalesOrderTrackingQuery,
  type TSuborderTracking,
  type TSuborderTrackingQuery,
  WORK_ORDER_STATUS,
} from '@packline/domain';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ilikeAny, listPage, orderByOf, searchOf } from '../../http/list-query.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { customer } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { machine, orderStatus } from '../lookups/lookups.tables.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { suborder, suborderLog, workOrder } from './production.tables.ts';
import { suborderFieldsOf } from './suborders-read.ts';
import { listWorkOrderDetailsOfOrders } from './work-orders-read.ts';

// Production tracking (spec 02 §2; issue 15 "tracking"): the real pages behind the original's placeholders, i.e.
// production progress per sales order (/production-Tracking/sales-order) and every suborder across the machines
// (/sub-orders). Both follow the list contract (a page with `page`).

// ---- Sales orders -------------------------------------------------------------------------------------------------

const OPEN_STATUSES = [WORK_ORDER_STATUS.New, WORK_ORDER_STATUS.Approved, WORK_ORDER_STATUS.ApprovedToo];

/** The sales order has a work order (not cancelled; with `open`, one still New or Approved). */
const hasWorkOrders = (open: boolean): SQL =>
  sql`exists (select 1 from ${workOrder} where ${workOrder.orderId} = ${salesOrder.orderId} and ${
    open
      ? inArray(workOrder.workOrderStatusId, OPEN_STATUSES)
      : sql`${workOrder.workOrderStatusId} <> ${WORK_ORDER_STATUS.Cancelled}`
  })`;

const ORDER_SORTS = {
  orderDate: salesOrder.orderDate,
  requiredDate: salesOrder.requiredDate,
  orderNo: salesOrder.orderNo,
};

/** GET WorkOrder/GetSalesOrderTracking: the sales orders with work orders, each with its work orders and their steps. */
export async function listSalesOrderTracking(db: DbOrTx, query: TSalesOrderTrackingQuery) {
  const where = and(
    hasWorkOrders(query.open === '1'),
    searchOf(query.search, (pattern) =>
      ilikeAny(pattern, [salesOrder.orderNo, salesOrder.custOrderNo, customer.company, customer.customerCode]),
    ),
  );
  const page = await listPage(query, {
    rows: db
      .select({
        orderId: salesOrder.orderId,
        orderNo: salesOrder.orderNo,
        custOrderNo: salesOrder.custOrderNo,
        customerId: salesOrder.customerId,
        company: customer.company,
        orderStatusId: salesOrder.orderStatusId,
        orderStatusName: orderStatus.orderStatusName,
        orderDate: salesOrder.orderDate,
        requiredDate: salesOrder.requiredDate,
      })
      .from(salesOrder)
      .innerJoin(customer, eq(customer.customerId, salesOrder.customerId))
      .innerJoin(orderStatus, eq(orderStatus.orderStatusId, salesOrder.orderStatusId))
      .where(where)
      .orderBy(...orderByOf(ORDER_SORTS, query, { field: 'orderDate', order: 'descend' }, salesOrder.orderId)),
    count: db
      .select({ total: count() })
      .from(salesOrder)
      .innerJoin(customer, eq(customer.customerId, salesOrder.customerId))
      .where(where),
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
const lastActionAt = sql<
  Date | string | null
>`(select ${suborderLog.createdAt} from ${suborderLog} where ${suborderLog.suborderId} = ${suborder.suborderId} order by ${suborderLog.createdAt} desc, ${suborderLog.suborderLogId} desc limit 1)`;
const lastOperator = sql<
  string | null
>`(select ${employee.firstName} || ' ' || ${employee.lastName} from ${suborderLog} join ${employee} on ${employee.employeeId} = ${suborderLog.operEmployeeId} where ${suborderLog.suborderId} = ${suborder.suborderId} order by ${suborderLog.createdAt} desc, ${suborderLog.suborderLogId} desc limit 1)`;

const SUBORDER_SORTS = {
  createdAt: suborder.createdAt,
  requiredDate: workOrder.requiredDate,
  completedDate: suborder.completedDate,
  workOrderNo: workOrder.workOrderNo,
};

function suborderFilter(query: TSuborderTrackingQuery): SQL | undefined {
  const statuses = query.status?.length ? query.status : [...DEFAULT_MACHINE_SUBORDER_STATUSES];
  return and(
    inArray(suborder.suborderStatusId, statuses),
    query.machineId === undefined ? undefined : eq(suborder.machineId, query.machineId),
    query.actionId === undefined ? undefined : eq(suborder.actionId, query.actionId),
    searchOf(query.search, (pattern) =>
      ilikeAny(pattern, [workOrder.workOrderNo, product.productCode, product.productName, machine.machineName]),
    ),
  );
}

/** GET Suborder/GetSuborderTracking: every suborder across the machines, filtered by state, machine and step. */
export function listSuborderTracking(db: DbOrTx, query: TSuborderTrackingQuery) {
  const where = suborderFilter(query);
  return listPage(query, {
    rows: db
      .select({
        s: suborder,
        workOrderNo: workOrder.workOrderNo,
        productId: workOrder.productId,
        urgent: workOrder.urgent,
        requiredDate: workOrder.requiredDate,
        productCode: product.productCode,
        productName: product.productName,
        machineName: machine.machineName,
        lastActionAt,
        operatorName: lastOperator,
      })
      .from(suborder)
      .innerJoin(workOrder, eq(workOrder.workOrderId, suborder.workOrderId))
      .innerJoin(product, eq(product.productId, workOrder.productId))
      .leftJoin(machine, eq(machine.machineId, suborder.machineId))
      .where(where)
      .orderBy(...orderByOf(SUBORDER_SORTS, query, { field: 'createdAt', order: 'descend' }, suborder.suborderId)),
    count: db
      .select({ total: count() })
      .from(suborder)
      .innerJoin(workOrder, eq(workOrder.workOrderId, suborder.workOrderId))
      .innerJoin(product, eq(product.productId, workOrder.productId))
      .leftJoin(machine, eq(machine.machineId, suborder.machineId))
      .where(where),
    toRow: ({ s, ...row }): TSuborderTracking => ({
      ...suborderFieldsOf(s, row),
      requiredDate: row.requiredDate,
      createdAt: s.createdAt.toISOString(),
      lastActionAt: row.lastActionAt === null ? null : new Date(row.lastActionAt).toISOString(),
      operatorName: row.operatorName,
    }),
  });
}
