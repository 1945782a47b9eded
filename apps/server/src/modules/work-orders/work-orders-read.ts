import {
  DEFAULT_WORK_ORDER_STATUSES,
  STARTED_SUBORDER_STATUSES,
  SUBORDER_STATUS,
  TRACKED_WORK_ORDER_STATUSES,
  type TWorkOrder,
  type TWorkOrderDetail,
  type TWorkOrderListQuery,
  type TWorkOrderMade,
  type TWorkOrderStep,
  type TWorkOrderSummary,
  WORK_ORDER_ACTION_NAMES,
  WORK_ORDER_STATUS,
  workOrderStatusName,
} from '@packline/domain';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import { ilikeAny, listPage, orderByOf, searchOf } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { boxes as boxesRead } from '../boxes/boxes.reads.ts';
import { baseProducts, productMachineMappings, products } from '../catalogue/catalogue.reads.ts';
import { employeesAs } from '../employees/employees.reads.ts';
import { machines, orderTypes, productTypeActions, workOrderSources } from '../lookups/lookups.reads.ts';
import { salesOrders } from '../sales-orders/sales-orders.reads.ts';
import { suborder, workOrder } from './work-orders.tables.ts';

// The reads of work orders (spec 02 §7 Work orders; issue 15): the Work Order screen's paged list and its totals, the
// work orders of a machine and of a product, and tracking (every work order but the cancelled, with its steps).

const creator = employeesAs('created_employee');

/**
 * What the work order can still deliver once one of its steps is Partly complete (spec 02 §4: the next step receives
 * what it made): the least any finished step (Partly complete or Complete) made; null while none is Partly complete.
 * A correlated subquery, so every list reads it in its one query (issue 30: the shortfall on every row).
 */
const madeOf = sql<string | null>`(
  select case when bool_or(made_step.suborder_status_id = ${SUBORDER_STATUS.PartlyComplete})
    then min(made_step.completed_quantity) end
  from ${suborder} as made_step
  where made_step.work_order_id = ${workOrder.workOrderId}
    and made_step.suborder_status_id in (${SUBORDER_STATUS.PartlyComplete}, ${SUBORDER_STATUS.Complete}))`;

const rowColumns = {
  workOrder,
  productCode: products.productCode,
  productName: products.productName,
  orderTypeName: orderTypes.orderTypeName,
  workOrderSourceName: workOrderSources.workOrderSourceName,
  creatorFirstName: creator.firstName,
  creatorLastName: creator.lastName,
  orderNo: salesOrders.orderNo,
  made: madeOf,
};

function selectRows(db: DbOrTx) {
  return withJoins(
    db.select(rowColumns).from(workOrder).$dynamic(),
    (q) => products.innerJoin(q, workOrder.productId),
    (q) => orderTypes.innerJoin(q, workOrder.orderTypeId),
    (q) => workOrderSources.innerJoin(q, workOrder.workOrderSourceId),
    (q) => creator.leftJoin(q, workOrder.createdEmployeeId),
    (q) => salesOrders.leftJoin(q, workOrder.orderId),
  );
}

/** A count of work orders with their product joined (what the list's search reads). */
const countWithProduct = (db: DbOrTx) =>
  products.innerJoin(db.select({ total: count() }).from(workOrder).$dynamic(), workOrder.productId);

type TRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toWorkOrder(row: TRow): TWorkOrder {
  const w = row.workOrder;
  const made = row.made === null ? null : Number(row.made);
  return {
    workOrderId: w.workOrderId,
    workOrderNo: w.workOrderNo,
    serialNumber: w.serialNumber,
    productId: w.productId,
    productCode: row.productCode,
    productName: row.productName,
    quantity: Number(w.quantity),
    orderTypeId: w.orderTypeId,
    orderTypeName: row.orderTypeName,
    workOrderSourceId: w.workOrderSourceId,
    workOrderSourceName: row.workOrderSourceName,
    workOrderStatusId: w.workOrderStatusId,
    workOrderStatus: { workOrderStatusName: workOrderStatusName(w.workOrderStatusId) },
    requiredDate: w.requiredDate,
    urgent: w.urgent,
    urgentNote: w.urgentNote,
    comments: w.comments,
    approvedComments: w.approvedComments,
    rawMaterialNote: w.rawMaterialNote,
    createdEmployeeId: w.createdEmployeeId,
    createdEmployee:
      row.creatorFirstName === null ? null : { firstName: row.creatorFirstName, lastName: row.creatorLastName ?? '' },
    approvedEmployeeId: w.approvedEmployeeId,
    approvedAt: w.approvedAt?.toISOString() ?? null,
    orderId: w.orderId,
    customerId: w.customerId,
    employeeId: w.employeeId,
    createdAt: w.createdAt.toISOString(),
    orderNo: row.orderNo,
    made,
    shortfall: made === null ? 0 : Math.max(0, Number(w.quantity) - made),
  };
}

/** The work order has a suborder on the machine. */
const onMachine = (machineId: number): SQL =>
  sql`exists (select 1 from ${suborder} where ${suborder.workOrderId} = ${workOrder.workOrderId} and ${suborder.machineId} = ${machineId})`;

/** The filter of the list and its totals: statuses (New, 1, 2 by default), machine, product, sales order, search. */
function listFilter(
  query: TWorkOrderListQuery,
  defaultStatuses: readonly number[] = DEFAULT_WORK_ORDER_STATUSES,
): SQL | undefined {
  const statuses = query.status?.length ? query.status : [...defaultStatuses];
  const search = searchOf(query.search, (pattern) =>
    ilikeAny(pattern, [workOrder.workOrderNo, products.productCode, products.productName, workOrder.comments]),
  );
  return and(
    inArray(workOrder.workOrderStatusId, statuses),
    query.machineId === undefined ? undefined : onMachine(query.machineId),
    query.productId === undefined ? undefined : eq(workOrder.productId, query.productId),
    query.orderId === undefined ? undefined : eq(workOrder.orderId, query.orderId),
    search,
  );
}

const SORTS = {
  createdAt: workOrder.createdAt,
  requiredDate: workOrder.requiredDate,
  workOrderNo: workOrder.workOrderNo,
  quantity: workOrder.quantity,
};

/** GET WorkOrder/GetAllWorkOrder: the list contract, newest first by default. */
export function listWorkOrders(db: DbOrTx, query: TWorkOrderListQuery) {
  const where = listFilter(query);
  const orderBy = orderByOf(SORTS, query, { field: 'createdAt', order: 'descend' }, workOrder.workOrderId);
  return listPage(query, {
    rows: selectRows(db)
      .where(where)
      .orderBy(...orderBy),
    count: countWithProduct(db).where(where),
    toRow: toWorkOrder,
  });
}

/** GET WorkOrder/GetWorkOrderSummary: Total Jobs / Qty and Approved Jobs / Qty of the whole filter. */
export async function summariseWorkOrders(db: DbOrTx, query: TWorkOrderListQuery): Promise<TWorkOrderSummary> {
  const approved = sql`${workOrder.workOrderStatusId} in (${WORK_ORDER_STATUS.Approved}, ${WORK_ORDER_STATUS.ApprovedToo})`;
  const select = db
    .select({
      totalJobs: sql<number>`count(*)::int`,
      totalQty: sql<string>`coalesce(sum(${workOrder.quantity}), 0)`,
      approvedJobs: sql<number>`(count(*) filter (where ${approved}))::int`,
      approvedQty: sql<string>`coalesce(sum(${workOrder.quantity}) filter (where ${approved}), 0)`,
    })
    .from(workOrder)
    .$dynamic();
  const [row] = await products.innerJoin(select, workOrder.productId).where(listFilter(query));
  return {
    totalJobs: Number(row?.totalJobs ?? 0),
    totalQty: Number(row?.totalQty ?? 0),
    approvedJobs: Number(row?.approvedJobs ?? 0),
    approvedQty: Number(row?.approvedQty ?? 0),
  };
}

/** GET WorkOrder/GetWorkOrderByMachineId: the open work orders (New, 1, 2) with a step on the machine. */
export async function listWorkOrdersOfMachine(db: DbOrTx, machineId: number): Promise<TWorkOrder[]> {
  const rows = await selectRows(db)
    .where(and(inArray(workOrder.workOrderStatusId, [...DEFAULT_WORK_ORDER_STATUSES]), onMachine(machineId)))
    .orderBy(asc(workOrder.requiredDate), asc(workOrder.workOrderId));
  return rows.map(toWorkOrder);
}

/** GET WorkOrder/GetWorkOrderyProductId: every work order of the product, newest first. */
export async function listWorkOrdersOfProduct(db: DbOrTx, productId: number): Promise<TWorkOrder[]> {
  const rows = await selectRows(db)
    .where(eq(workOrder.productId, productId))
    .orderBy(sql`${workOrder.createdAt} desc`, sql`${workOrder.workOrderId} desc`);
  return rows.map(toWorkOrder);
}

/** The steps (suborders) of the work orders, by work order, in sequence. */
async function stepsOf(db: DbOrTx, workOrderIds: number[]): Promise<Map<number, TWorkOrderStep[]>> {
  const byWorkOrder = new Map<number, TWorkOrderStep[]>();
  if (workOrderIds.length === 0) return byWorkOrder;
  const rows = await machines
    .leftJoin(db.select({ suborder, machineName: machines.machineName }).from(suborder).$dynamic(), suborder.machineId)
    .where(inArray(suborder.workOrderId, workOrderIds))
    .orderBy(asc(suborder.workOrderId), asc(suborder.sequenceNo));
  for (const { suborder: s, machineName } of rows) {
    const list = byWorkOrder.get(s.workOrderId) ?? [];
    list.push({
      suborderId: s.suborderId,
      actionId: s.actionId,
      actionDto: { actionId: s.actionId, actionName: WORK_ORDER_ACTION_NAMES[s.actionId] ?? String(s.actionId) },
      sequenceNo: s.sequenceNo,
      machineId: s.machineId,
      machineName,
      suborderStatusId: s.suborderStatusId,
      orginalQuantity: Number(s.orginalQuantity),
      receivedQuantity: s.receivedQuantity === null ? null : Number(s.receivedQuantity),
      completedQuantity: Number(s.completedQuantity),
      isSemiLast: s.isSemiLast,
    });
    byWorkOrder.set(s.workOrderId, list);
  }
  return byWorkOrder;
}

/** One work order with its steps; 404 when there is none. */
export async function getWorkOrderDetail(db: DbOrTx, workOrderId: number): Promise<TWorkOrderDetail> {
  const [row] = await selectRows(db).where(eq(workOrder.workOrderId, workOrderId));
  if (!row) throw new NotFoundError(`Work order ${workOrderId} was not found.`);
  const steps = await stepsOf(db, [workOrderId]);
  return { ...toWorkOrder(row), suborders: steps.get(workOrderId) ?? [] };
}

/**
 * GET WorkOrder/GetWorkOrderMade?id (ours): the boxes the work order's steps labelled (count and the pieces they hold)
 * and its started steps, in sequence; 404 when there is none.
 */
export async function getWorkOrderMade(db: DbOrTx, workOrderId: number): Promise<TWorkOrderMade> {
  const [order] = await db
    .select({ workOrderNo: workOrder.workOrderNo })
    .from(workOrder)
    .where(eq(workOrder.workOrderId, workOrderId));
  if (!order) throw new NotFoundError(`Work order ${workOrderId} was not found.`);
  const [boxes] = await boxesRead
    .select(db, { boxes: count(), pieces: sql<string>`coalesce(sum(${boxesRead.quantity}), 0)` })
    .innerJoin(suborder, eq(suborder.suborderId, boxesRead.suborderId))
    .where(eq(suborder.workOrderId, workOrderId));
  const steps = await db
    .select({
      suborderId: suborder.suborderId,
      actionId: suborder.actionId,
      suborderStatusId: suborder.suborderStatusId,
      completedQuantity: suborder.completedQuantity,
    })
    .from(suborder)
    .where(
      and(eq(suborder.workOrderId, workOrderId), inArray(suborder.suborderStatusId, [...STARTED_SUBORDER_STATUSES])),
    )
    .orderBy(asc(suborder.sequenceNo));
  return {
    workOrderId,
    workOrderNo: order.workOrderNo,
    boxes: boxes?.boxes ?? 0,
    pieces: Number(boxes?.pieces ?? 0),
    steps: steps.map((step) => ({
      suborderId: step.suborderId,
      actionName: WORK_ORDER_ACTION_NAMES[step.actionId] ?? String(step.actionId),
      suborderStatusId: step.suborderStatusId,
      completedQuantity: Number(step.completedQuantity),
    })),
  };
}

/**
 * GET WorkOrder/GetTrackingInfo: the work orders with their steps, every one but the cancelled (status 0 is hidden even
 * when asked for); the list contract (a page with `page`) and GetAllWorkOrder's filters, newest first by default.
 */
export async function listTrackingInfo(db: DbOrTx, query: TWorkOrderListQuery = {}) {
  const tracked = (query.status?.length ? query.status : TRACKED_WORK_ORDER_STATUSES).filter(
    (status) => status !== WORK_ORDER_STATUS.Cancelled,
  );
  const where = and(listFilter(query, TRACKED_WORK_ORDER_STATUSES), inArray(workOrder.workOrderStatusId, tracked));
  const orderBy = orderByOf(SORTS, query, { field: 'createdAt', order: 'descend' }, workOrder.workOrderId);
  const page = await listPage(query, {
    rows: selectRows(db)
      .where(where)
      .orderBy(...orderBy),
    count: countWithProduct(db).where(where),
    toRow: toWorkOrder,
  });
  return { ...page, rows: await withSteps(db, page.rows) };
}

/** The work orders (but the cancelled) of these sales orders with their steps, oldest first (production tracking). */
export async function listWorkOrderDetailsOfOrders(db: DbOrTx, orderIds: number[]): Promise<TWorkOrderDetail[]> {
  if (orderIds.length === 0) return [];
  const rows = await selectRows(db)
    .where(and(inArray(workOrder.orderId, orderIds), ne(workOrder.workOrderStatusId, WORK_ORDER_STATUS.Cancelled)))
    .orderBy(asc(workOrder.createdAt), asc(workOrder.workOrderId));
  return withSteps(db, rows.map(toWorkOrder));
}

/**
 * GET WorkOrder/GetWorkOrdersOfSalesOrder?orderId (ours): the work orders made for the sales order (not the cancelled),
 * oldest first, each with what it made and its shortfall (issue 30), in one query.
 */
export async function listWorkOrdersOfSalesOrder(db: DbOrTx, orderId: number): Promise<TWorkOrder[]> {
  const rows = await selectRows(db)
    .where(and(eq(workOrder.orderId, orderId), ne(workOrder.workOrderStatusId, WORK_ORDER_STATUS.Cancelled)))
    .orderBy(asc(workOrder.createdAt), asc(workOrder.workOrderId));
  return rows.map(toWorkOrder);
}

/** The work orders with their steps (one query for all). */
async function withSteps(db: DbOrTx, workOrders: TWorkOrder[]): Promise<TWorkOrderDetail[]> {
  const steps = await stepsOf(
    db,
    workOrders.map((w) => w.workOrderId),
  );
  return workOrders.map((w) => ({ ...w, suborders: steps.get(w.workOrderId) ?? [] }));
}

/** The product's type (its own, or its base product's) and base product; 404 when there is no such product. */
export async function productOf(db: DbOrTx, productId: number) {
  const select = products.select(db, {
    productTypeId: products.productTypeId,
    baseTypeId: baseProducts.productTypeId,
    baseProductId: products.baseProductId,
  });
  const [row] = await baseProducts.leftJoin(select, products.baseProductId).where(eq(products.productId, productId));
  if (!row) throw new NotFoundError(`Product ${productId} was not found.`);
  return { productTypeId: row.productTypeId ?? row.baseTypeId, baseProductId: row.baseProductId };
}

/** The steps of a product type for an order type (ProductTypeAction), in sequenceNo order. */
export async function actionsOfProductType(db: DbOrTx, productTypeId: number, orderTypeId: number) {
  return productTypeActions
    .select(db, { action: productTypeActions.action, sequenceNo: productTypeActions.sequenceNo })
    .where(and(eq(productTypeActions.productTypeId, productTypeId), eq(productTypeActions.orderType, orderTypeId)))
    .orderBy(asc(productTypeActions.sequenceNo), asc(productTypeActions.productTypeActionId));
}

/**
 * GET WorkOrder/GetOrderTypesOfProduct?productId (ours): the order types the product's type has actions for, so the
 * New WorkOrder dialog offers only those (issue 30); none when the product has no type. 404 for no such product.
 */
export async function orderTypesOfProduct(db: DbOrTx, productId: number): Promise<number[]> {
  const { productTypeId } = await productOf(db, productId);
  if (productTypeId === null) return [];
  const rows = await productTypeActions
    .selectDistinct(db, { orderType: productTypeActions.orderType })
    .where(eq(productTypeActions.productTypeId, productTypeId))
    .orderBy(asc(productTypeActions.orderType));
  return rows.map((row) => row.orderType);
}

/** The machine a base product's mapping names for each action (the first mapping of an action counts). */
export async function machineMappingsOf(db: DbOrTx, baseProductId: number) {
  return productMachineMappings
    .select(db, { action: productMachineMappings.action, machine: productMachineMappings.machine })
    .where(eq(productMachineMappings.baseProductId, baseProductId))
    .orderBy(asc(productMachineMappings.productMachineMappingId));
}
