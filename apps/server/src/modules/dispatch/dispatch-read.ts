import {
  DISPATCH_CLEAR_RANGE_MONTHS,
  DISPATCH_STATUS_NAMES,
  parseImages,
  shiftDate,
  startOfBusinessDay,
  type TDispatch,
  type TDispatchingDetail,
  type TDispatchListQuery,
  type TDispatchOutstanding,
  type TDispatchSortField,
  type TDispatchStatus,
  type TPageMeta,
  todayInAuckland,
} from '@packline/domain';
import { and, asc, count, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { NotFoundError } from '../../core/errors.ts';
import type { TListRows } from '../../core/list-query.ts';
import {
  ilikeAny,
  listPage,
  lookupNameMatches,
  namedMatches,
  orderByOf,
  searchOf,
  type TSortable,
} from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  type JsonList,
  jsonConstant,
  jsonFrom,
  jsonFromAll,
  jsonListOf,
  jsonNumber,
  jsonObject,
  jsonRows,
  jsonText,
} from '../../db/json-rows.ts';
import { withJoins } from '../../db/read-view.ts';
import { boxes } from '../boxes/boxes.reads.ts';
import { products } from '../catalogue/catalogue.reads.ts';
import { customers } from '../customers/customers.reads.ts';
import { employees } from '../employees/employees.reads.ts';
import { couriers, deliveryMethods, plateTypes } from '../lookups/lookups.reads.ts';
import { listOrderProducts } from '../sales-orders/sales-order-read.ts';
import { inScope, type TOrderScope } from '../sales-orders/sales-order-scope.ts';
import { salesOrders, withOrderAndCustomer } from '../sales-orders/sales-orders.reads.ts';
import { dispatching, dispatchingDetail, palletStockLog } from './dispatch.tables.ts';
import { dispatchSearchText } from './dispatch-search-text.ts';

// The read side of dispatch (spec 01 §3, §7): list rows in one select with their joins (no details), and one whole
// dispatch with its picked boxes, what each order line still needs, and the pallets it sent. The list screens read a
// page at a time (modules/README.md "Lists that page").

const totalPieces = sql<string>`(select coalesce(sum(${dispatchingDetail.quantity}), 0)
  from ${dispatchingDetail} where ${dispatchingDetail.dispatchId} = ${dispatching.dispatchId})`;

const rowColumns = {
  dispatchId: dispatching.dispatchId,
  orderId: dispatching.orderId,
  orderNo: salesOrders.orderNo,
  custOrderNo: salesOrders.custOrderNo,
  packingSlipNo: dispatching.packingSlipNo,
  status: dispatching.status,
  createdAt: dispatching.createdAt,
  completedAt: dispatching.completedAt,
  deliveredAt: dispatching.deliveredAt,
  courierId: dispatching.courierId,
  courierName: couriers.courierName,
  trackingNo: dispatching.trackingNo,
  employeeId: employees.employeeId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  customerId: customers.customerId,
  company: customers.company,
  customerCode: customers.customerCode,
  deliveryAddress: salesOrders.deliveryAddress,
  deliveryMethodName: deliveryMethods.deliveryMethodName,
  palletType: dispatching.palletType,
  palletTypeName: plateTypes.plateTypeName,
  palletQuantity: dispatching.palletQuantity,
  imgs: dispatching.imgs,
  totalQuantity: totalPieces,
};

/** What the Dispatch and Delivered lists' column headers sort by (domain DISPATCH_SORT_FIELDS). */
export const DISPATCH_SORTS: Record<TDispatchSortField, TSortable> = {
  // The packing slip number is the dispatch's id in six digits (packingSlipNoOf): its order is the id's.
  packingSlipNo: dispatching.dispatchId,
  orderNo: salesOrders.orderNo,
  company: customers.company,
  status: dispatching.status,
  createdAt: dispatching.createdAt,
  deliveredAt: dispatching.deliveredAt,
  totalQuantity: totalPieces,
};

/** The dispatch list's query (newest packing slip first, or the asked sort). Exported for the bench. */
export function dispatchListQuery(db: DbOrTx, where: SQL | undefined, query: TDispatchListQuery = {}) {
  return withListJoins(db.select(rowColumns).from(dispatching).$dynamic())
    .where(where)
    .orderBy(...dispatchListOrder(query));
}

const dispatchListOrder = (query: TDispatchListQuery) =>
  orderByOf(DISPATCH_SORTS, query, { field: 'packingSlipNo', order: 'descend' }, dispatching.dispatchId);

/** A select from dispatching with the joins of its list rows. */
function withListJoins<T extends PgSelect>(select: T) {
  return withJoins(
    select,
    (q) => withOrderAndCustomer(q, dispatching.orderId),
    (q) => couriers.leftJoin(q, dispatching.courierId),
    (q) => employees.leftJoin(q, dispatching.employeeId),
    (q) => plateTypes.leftJoin(q, dispatching.palletType),
    (q) => deliveryMethods.leftJoin(q, salesOrders.deliveryMethodId),
  );
}

type TRawRow = Awaited<ReturnType<typeof dispatchListQuery>>[number];

const statusNameOf = (status: number) => DISPATCH_STATUS_NAMES[status] ?? String(status);

/** The dispatch's photos as the list sends them: name and address. */
const imagesOf = (imgs: string | null) => parseImages(imgs).map(({ name, url }) => ({ name, url }));

/** The pallets a dispatch sent, as its list row carries them: its pallet type and count, when both are known. */
const palletsOf = (palletTypeName: string | null, palletQuantity: number | null) =>
  palletTypeName !== null && palletQuantity !== null
    ? [{ plateType: { plateTypeName: palletTypeName }, quantity: palletQuantity }]
    : [];

/** A list row: the dispatch without its details (the single read has them). */
function toDispatch(row: TRawRow): TDispatch {
  return {
    dispatchId: row.dispatchId,
    orderId: row.orderId,
    orderNo: row.orderNo,
    custOrderNo: row.custOrderNo,
    packingSlipNo: row.packingSlipNo,
    status: row.status as TDispatchStatus,
    statusName: statusNameOf(row.status),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    courierId: row.courierId,
    courier: row.courierName === null ? null : { courierName: row.courierName },
    trackingNo: row.trackingNo,
    employee:
      row.employeeId === null
        ? null
        : { employeeId: row.employeeId, firstName: row.firstName ?? '', lastName: row.lastName ?? '' },
    customer: { customerId: row.customerId, company: row.company, customerCode: row.customerCode },
    deliveryAddress: row.deliveryAddress,
    deliveryMethodName: row.deliveryMethodName,
    palletType: row.palletType,
    palletTypeName: row.palletTypeName,
    palletQuantity: row.palletQuantity,
    imgs: imagesOf(row.imgs),
    totalQuantity: Number(row.totalQuantity),
    dispatchingDetails: [],
    dispatchingOutStanding: [],
    palletStockLog: palletsOf(row.palletTypeName, row.palletQuantity),
  };
}

// The columns `toDispatch` nests or works out; the rest go into the row as they are.
const {
  courierName,
  employeeId,
  firstName,
  lastName,
  customerId,
  company,
  customerCode,
  imgs,
  totalQuantity,
  ...flat
} = rowColumns;

/** The rows `toDispatch` makes, read from text (db/json-rows.ts). */
const dispatchJson = jsonRows({
  ...flat,
  statusName: jsonFrom(dispatching.status, (status) => statusNameOf(Number(status))),
  courier: jsonObject({ courierName }, courierName),
  employee: jsonObject(
    {
      employeeId,
      firstName: jsonText(sql`coalesce(${firstName}, '')`),
      lastName: jsonText(sql`coalesce(${lastName}, '')`),
    },
    employeeId,
  ),
  customer: jsonObject({ customerId, company, customerCode }),
  imgs: jsonFrom(imgs, imagesOf),
  totalQuantity: jsonNumber(totalQuantity),
  dispatchingDetails: jsonConstant([]),
  dispatchingOutStanding: jsonConstant([]),
  palletStockLog: jsonFromAll([flat.palletTypeName, flat.palletQuantity], ([name, quantity]) =>
    palletsOf(name ?? null, quantity == null ? null : Number(quantity)),
  ),
});

/** A whole dispatch list, in the list's order (GetAllDispatching by dates, without `page`). */
function wholeDispatchList(
  db: DbOrTx,
  where: SQL | undefined,
  query: TDispatchListQuery,
): Promise<JsonList<TDispatch>> {
  const select = withListJoins(db.select(dispatchJson.selection).from(dispatching).$dynamic());
  return jsonListOf(db, select.where(where).orderBy(...dispatchListOrder(query)), dispatchJson);
}

export interface TDispatchListFilter {
  start?: string | undefined;
  end?: string | undefined;
  orderId?: number | undefined;
  status?: string | undefined;
  search?: string | undefined;
}

/**
 * The search box of the Dispatch and Delivered lists, matching what its client-side search did: the dispatch's packing
 * slip and tracking numbers (one trigram-indexed expression), its order's numbers, the customer, who created it, the
 * courier and pallet type (through the dispatch's indexed foreign keys) and the status by name.
 */
export function dispatchSearch(text: string | undefined): SQL | undefined {
  return searchOf(text, (pattern, word) => {
    return [
      ...ilikeAny(pattern, [
        dispatchSearchText(dispatching),
        salesOrders.orderNo,
        salesOrders.custOrderNo,
        customers.company,
        customers.customerCode,
      ]),
      employees.nameMatches(pattern, dispatching.employeeId),
      lookupNameMatches(pattern, dispatching.courierId, couriers.courierId, couriers.courierName),
      lookupNameMatches(pattern, dispatching.palletType, plateTypes.plateTypeId, plateTypes.plateTypeName),
      ...namedMatches(word, dispatching.status, DISPATCH_STATUS_NAMES),
    ];
  });
}

/**
 * GET Dispatching/GetAllDispatching: an order's dispatches (?orderId), else those created from `start` to `end`
 * (Auckland days, both included; default the last DISPATCH_CLEAR_RANGE_MONTHS month), optionally of some statuses and
 * matching the search. It reads the dispatch, its order and its customer.
 */
export function dispatchListWhere(filter: TDispatchListFilter, scope: TOrderScope, today = todayInAuckland()) {
  const statuses = filter.status ? filter.status.split(',').map(Number) : undefined;
  const byOrder = filter.orderId !== undefined;
  const start = filter.start ?? shiftDate(today, -DISPATCH_CLEAR_RANGE_MONTHS, 'month');
  const end = filter.end ?? today;
  return and(
    isNull(salesOrders.deletedAt),
    inScope(scope),
    byOrder ? eq(dispatching.orderId, filter.orderId as number) : undefined,
    byOrder ? undefined : gte(dispatching.createdAt, startOfBusinessDay(start)),
    byOrder ? undefined : lt(dispatching.createdAt, startOfBusinessDay(end, 1)),
    statuses ? inArray(dispatching.status, statuses) : undefined,
    dispatchSearch(filter.search),
  );
}

/**
 * GET Dispatching/GetAllDispatching: with `page` one page of the list and its total; else every dispatch of the filter.
 * An order's dispatches (?orderId, a handful) carry their picked boxes (spec 01 §3); a date range lists them without.
 */
export async function listDispatches(
  db: DbOrTx,
  query: TDispatchListQuery,
  scope: TOrderScope,
): Promise<{ rows: TListRows<TDispatch>; meta: TPageMeta | null }> {
  const where = dispatchListWhere(query, scope);
  const select = {
    rows: dispatchListQuery(db, where, query),
    count: withOrderAndCustomer(db.select({ total: count() }).from(dispatching).$dynamic(), dispatching.orderId).where(
      where,
    ),
    toRow: toDispatch,
  };
  // A range of dispatches is a list that can be large; an order's dispatches (a handful) get their details below.
  if (query.orderId === undefined)
    return listPage(query, { ...select, whole: () => wholeDispatchList(db, where, query) });
  const page = await listPage(query, select);
  const details = await listDetails(
    db,
    page.rows.map((dispatch) => dispatch.dispatchId),
  );
  const rows = page.rows.map((dispatch) => ({
    ...dispatch,
    dispatchingDetails: details.filter((detail) => detail.dispatchId === dispatch.dispatchId).map(withoutDispatchId),
  }));
  return { rows, meta: page.meta };
}

const withoutDispatchId = ({ dispatchId: _dispatchId, ...detail }: TDetailRow): TDispatchingDetail => detail;

/** GET Dispatching/GetByOrderId: every dispatch of an order, cancelled ones included (for the record). */
export async function listDispatchesOfOrder(db: DbOrTx, orderId: number, scope: TOrderScope): Promise<TDispatch[]> {
  return (
    await dispatchListQuery(db, and(isNull(salesOrders.deletedAt), inScope(scope), eq(dispatching.orderId, orderId)))
  ).map(toDispatch);
}

type TDetailRow = TDispatchingDetail & { dispatchId: number };

/** The picked boxes of these dispatches, in the order they were picked. */
async function listDetails(db: DbOrTx, dispatchIds: number[]): Promise<TDetailRow[]> {
  if (dispatchIds.length === 0) return [];
  const select = db
    .select({
      dispatchId: dispatchingDetail.dispatchId,
      dispatchingDetailId: dispatchingDetail.dispatchingDetailId,
      boxId: dispatchingDetail.boxId,
      productId: dispatchingDetail.productId,
      orderProductId: dispatchingDetail.orderProductId,
      quantity: dispatchingDetail.quantity,
      barCode: boxes.barCode,
      productCode: products.productCode,
      productName: products.productName,
    })
    .from(dispatchingDetail)
    .$dynamic();
  const rows = await withJoins(
    select,
    (q) => boxes.innerJoin(q, dispatchingDetail.boxId),
    (q) => products.innerJoin(q, dispatchingDetail.productId),
  )
    .where(inArray(dispatchingDetail.dispatchId, dispatchIds))
    .orderBy(asc(dispatchingDetail.dispatchingDetailId));
  return rows.map(({ barCode, productCode, productName, quantity, ...detail }) => ({
    ...detail,
    quantity: Number(quantity),
    box: { barCode },
    product: { productCode, productName },
  }));
}

/** spec 01 §3 dispatchingOutStanding: each order line, what was ordered, delivered and is on open dispatches. */
export async function listOutstanding(db: DbOrTx, orderId: number): Promise<TDispatchOutstanding[]> {
  const lines = await listOrderProducts(db, [orderId]);
  return lines.map((line) => ({
    orderProductId: line.orderProductId,
    productId: line.productId,
    product: { productCode: line.productCode, productName: line.productName, packQuantity: line.packQuantity },
    quantity: Number(line.quantity),
    dispatchedQuantity: Number(line.deliveredQuantity),
    inDeliveryingQuantity: Number(line.dispatchedQuantity),
    unitPrice: line.unitPrice,
    packagingQty: Number(line.packagingQty),
  }));
}

async function listPalletLog(db: DbOrTx, dispatchId: number): Promise<TDispatch['palletStockLog']> {
  const select = db
    .select({ plateTypeName: plateTypes.plateTypeName, quantity: palletStockLog.quantity })
    .from(palletStockLog)
    .$dynamic();
  const rows = await plateTypes
    .innerJoin(select, palletStockLog.plateTypeId)
    .where(eq(palletStockLog.dispatchId, dispatchId))
    .orderBy(asc(palletStockLog.palletStockLogId));
  return rows.map((row) => ({ plateType: { plateTypeName: row.plateTypeName }, quantity: row.quantity }));
}

/** GET Dispatching/GetSingleDispatching: one dispatch whole; out of the caller's order scope it is "not found". */
export async function getDispatch(
  db: DbOrTx,
  dispatchId: number,
  scope: TOrderScope = { kind: 'all' },
): Promise<TDispatch> {
  const [row] = await dispatchListQuery(db, and(eq(dispatching.dispatchId, dispatchId), inScope(scope)));
  if (!row) throw new NotFoundError(`Dispatch ${dispatchId} was not found.`);
  // One after the other: a transaction runs one query at a time.
  const details = (await listDetails(db, [dispatchId])).map(withoutDispatchId);
  const outstanding = await listOutstanding(db, row.orderId);
  const pallets = await listPalletLog(db, dispatchId);
  return {
    ...toDispatch(row),
    dispatchingDetails: details,
    dispatchingOutStanding: outstanding,
    palletStockLog: pallets,
  };
}
