import {
  addWorkingDays,
  DUE,
  DUE_STATUS,
  DUE_WAITING_WORKING_DAYS,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  productDisplayName,
  type TDueStatus,
  type TOrder,
  type TOrderOption,
  type TOrderPageQuery,
  type TOrderProduct,
  type TOrderRow,
  type TOrderSortField,
  toApiDate,
  todayInAuckland,
} from '@packline/domain';
import { and, asc, desc, eq, inArray, isNull, type SQL, type SQLChunk, sql } from 'drizzle-orm';
import { type PgSelect, PgTransaction } from 'drizzle-orm/pg-core';
import { NotFoundError } from '../../core/errors.ts';
import { ilikeAny, lookupNameMatches, namedMatches, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type JsonList, jsonFlag, jsonFrom, jsonListOf, jsonNumber, jsonRows, jsonText } from '../../db/json-rows.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { withJoins } from '../../db/read-view.ts';
import { baseProducts, products } from '../catalogue/catalogue.reads.ts';
import { customers } from '../customers/customers.reads.ts';
import { employees, employeesAs } from '../employees/employees.reads.ts';
import { deliveryMethods, packagingTypesAs, productOptions } from '../lookups/lookups.reads.ts';
import { activeApprovedLine } from '../quotations/quotation-read.ts';
import { quotationLines, quotations } from '../quotations/quotations.reads.ts';
import { orderSearchText } from './sales-order-search-text.ts';
import { orderOption, orderProduct, salesOrder } from './sales-orders.tables.ts';

// The read side of sales orders: the list rows (one select with its joins, the due status computed in SQL), one
// whole order with its lines and options, and the base filter every list starts from.

/** Orders that count anywhere: not deleted and not drafts. */
export const liveOrders = () => and(isNull(salesOrder.deletedAt), eq(salesOrder.draft, 0));

/** Is the order one of the customer's live orders? */
export async function isLiveOrderOfCustomer(db: DbOrTx, orderId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ orderId: salesOrder.orderId })
    .from(salesOrder)
    .where(and(eq(salesOrder.orderId, orderId), eq(salesOrder.customerId, customerId), liveOrders()));
  return row !== undefined;
}

/**
 * The last day "in waiting" from `today` (a pure function of it), the last answer kept: every read of a day asks for
 * the same, and the time-zone arithmetic costs about half a millisecond of CPU per call.
 */
const waitingFromOf = (() => {
  let last = { today: '', waitingFrom: '' };
  return (today: string) => {
    if (last.today !== today) {
      last = { today, waitingFrom: toApiDate(addWorkingDays(today, DUE_WAITING_WORKING_DAYS)) };
    }
    return last.waitingFrom;
  };
})();

/**
 * The due status of `computeDueStatus` as an SQL expression for `today` (YYYY-MM-DD, Auckland), so lists and the
 * dashboard's grouped counts filter and group on it without reading rows into JS.
 */
export function dueStatusSql(today: string): SQL<TDueStatus> {
  return dueStatusOn(sql`${today}`, sql`${waitingFromOf(today)}`);
}

/** The due status of a prepared read: its day is given at each call (`dueDayOf`), never the day it was prepared. */
const preparedDueStatus = () => dueStatusOn(sql.placeholder('today'), sql.placeholder('waitingFrom'));

/** The values of a prepared read's due day (`preparedDueStatus`). */
const dueDayOf = (today: string) => ({ today, waitingFrom: waitingFromOf(today) });

function dueStatusOn(today: SQLChunk, waitingFrom: SQLChunk): SQL<TDueStatus> {
  return sql<TDueStatus>`(case
    when ${salesOrder.orderStatusId} >= ${ORDER_STATUS.Delivered} then ${sql.raw(String(DUE.Finished))}
    when coalesce(trim(${salesOrder.urgentNote}), '') <> '' then ${sql.raw(String(DUE.Urgent))}
    when ${salesOrder.requiredDate} is null then ${sql.raw(String(DUE.HaveTime))}
    when ${salesOrder.requiredDate} <= ${today}::date then ${sql.raw(String(DUE.Urgent))}
    when ${salesOrder.requiredDate} <= ${waitingFrom}::date then ${sql.raw(String(DUE.InWaiting))}
    else ${sql.raw(String(DUE.HaveTime))} end)::int`;
}

const sales = employeesAs('sales');
const creator = employeesAs('creator');

function rowColumns(dueStatus: SQL<TDueStatus>) {
  return {
    orderId: salesOrder.orderId,
    orderNo: salesOrder.orderNo,
    custOrderNo: salesOrder.custOrderNo,
    customerId: salesOrder.customerId,
    company: customers.company,
    customerCode: customers.customerCode,
    employeeId: salesOrder.employeeId,
    salesName: sales.name,
    createdEmployeeId: salesOrder.createdEmployeeId,
    createdEmployee: creator.name,
    orderDate: salesOrder.orderDate,
    requiredDate: salesOrder.requiredDate,
    deliveryDate: salesOrder.deliveryDate,
    approvedDate: salesOrder.approvedDate,
    createdAt: salesOrder.createdAt,
    leadtime: salesOrder.leadtime,
    leadtimeFlag: salesOrder.leadtimeFlag,
    deliveryAsap: salesOrder.deliveryAsap,
    deliveryName: salesOrder.deliveryName,
    deliveryAddress: salesOrder.deliveryAddress,
    deliveryMethodId: salesOrder.deliveryMethodId,
    deliveryMethodName: deliveryMethods.deliveryMethodName,
    orderStatusId: salesOrder.orderStatusId,
    dueStatus,
    paid: salesOrder.paid,
    totalPrice: salesOrder.totalPrice,
    priceInclgst: salesOrder.priceInclgst,
    paymentCycleId: salesOrder.paymentCycleId,
    urgentNote: salesOrder.urgentNote,
    comments: salesOrder.comments,
    accountNote: salesOrder.accountNote,
    warehouseNote: salesOrder.warehouseNote,
    newWarehouseNote: salesOrder.newWarehouseNote,
    invoiceNumber: salesOrder.invoiceNumber,
    paymentDate: salesOrder.paymentDate,
    draft: salesOrder.draft,
    online: salesOrder.online,
    pickupFlag: salesOrder.pickupFlag,
  };
}

/**
 * The order list's query, newest first unless `orderBy` says otherwise (`orderByOf`, sales-order-lists.ts); `where`
 * usually starts from `liveOrders()`. Exported for the bench.
 */
export function orderListQuery(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[] = [desc(salesOrder.orderId)],
  today = todayInAuckland(),
) {
  return withListJoins(
    db
      .select(rowColumns(dueStatusSql(today)))
      .from(salesOrder)
      .$dynamic(),
  )
    .where(where)
    .orderBy(...orderBy);
}

/** A select from sales order with the joins of its list rows. */
function withListJoins<T extends PgSelect>(select: T) {
  return withJoins(
    select,
    (q) => customers.innerJoin(q, salesOrder.customerId),
    (q) => sales.leftJoin(q, salesOrder.employeeId),
    (q) => creator.leftJoin(q, salesOrder.createdEmployeeId),
    (q) => deliveryMethods.leftJoin(q, salesOrder.deliveryMethodId),
  );
}

/** The rows `toRow` makes on `today`, read from text (db/json-rows.ts). */
function orderJsonOn(today: string) {
  const dueStatus = dueStatusSql(today);
  return jsonRows({
    ...rowColumns(dueStatus),
    salesName: jsonText(sales.name),
    createdEmployee: jsonText(creator.name),
    orderStatus: jsonFrom(salesOrder.orderStatusId, (statusId) => orderStatusName(Number(statusId))),
    dueStatus: jsonNumber(dueStatus),
    leadtimeFlag: jsonFlag(salesOrder.leadtimeFlag),
    deliveryAsap: jsonFlag(salesOrder.deliveryAsap),
    paid: jsonFlag(salesOrder.paid),
    draft: jsonFlag(salesOrder.draft),
    online: jsonFlag(salesOrder.online),
    pickupFlag: jsonFlag(salesOrder.pickupFlag),
  });
}

/** A whole order list, in the list's order (the order lists without `page`). */
export function wholeOrderList(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  today: string,
): Promise<JsonList<TOrderRow>> {
  const rows = orderJsonOn(today);
  const query = withListJoins(db.select(rows.selection).from(salesOrder).$dynamic());
  return jsonListOf(db, query.where(where).orderBy(...orderBy), rows);
}

/** What an order list sorts by (domain ORDER_SORT_FIELDS) on `today`; the order's own columns have an index. */
export const orderSortsOf = (today: string): Record<TOrderSortField, TSortable> => ({
  orderId: salesOrder.orderId,
  orderNo: salesOrder.orderNo,
  company: customers.company,
  orderDate: salesOrder.orderDate,
  requiredDate: salesOrder.requiredDate,
  orderStatusId: salesOrder.orderStatusId,
  dueStatus: dueStatusSql(today),
  salesName: sales.name,
  totalPrice: salesOrder.totalPrice,
  priceInclgst: salesOrder.priceInclgst,
  paymentDate: salesOrder.paymentDate,
  createdAt: salesOrder.createdAt,
});

type TRawRow = Awaited<ReturnType<typeof orderListQuery>>[number];

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

const orderStatusName = (statusId: number) => ORDER_STATUS_NAMES[statusId] ?? String(statusId);

export function toRow(row: TRawRow): TOrderRow {
  return {
    ...row,
    orderStatus: orderStatusName(row.orderStatusId),
    dueStatus: Number(row.dueStatus) as TDueStatus,
    approvedDate: row.approvedDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    leadtimeFlag: flag(row.leadtimeFlag),
    deliveryAsap: flag(row.deliveryAsap),
    paid: flag(row.paid),
    draft: flag(row.draft),
    online: flag(row.online),
    pickupFlag: flag(row.pickupFlag),
  };
}

export async function listOrderRows(db: DbOrTx, where: SQL | undefined): Promise<TOrderRow[]> {
  return (await orderListQuery(db, where)).map(toRow);
}

// ---- The order lists' search box and column filters -------------------------------------------------------------

const customerName = sql`(${customers.company} || ' ' || coalesce(${customers.customerCode}, ''))`;

const DUE_NAMES: Record<number, string> = Object.fromEntries(DUE_STATUS.map((due) => [due.id, due.name]));

/**
 * The order lists' search box, matching what its client-side search did: the order's own text (order number,
 * customer's order number, delivery name and address: one trigram-indexed expression), the customer's name and
 * trading name, the sales, who created it, the delivery method (each through the order's indexed foreign key), and the
 * Status and Due words.
 */
function orderSearch(text: string | undefined, today: string): SQL | undefined {
  return searchOf(text, (pattern, word) => {
    return [
      ...ilikeAny(pattern, [orderSearchText(salesOrder)]),
      lookupNameMatches(pattern, salesOrder.customerId, customers.customerId, customerName),
      employees.nameMatches(pattern, salesOrder.employeeId),
      employees.nameMatches(pattern, salesOrder.createdEmployeeId),
      lookupNameMatches(
        pattern,
        salesOrder.deliveryMethodId,
        deliveryMethods.deliveryMethodId,
        deliveryMethods.deliveryMethodName,
      ),
      ...namedMatches(word, salesOrder.orderStatusId, ORDER_STATUS_NAMES),
      ...namedMatches(word, dueStatusSql(today), DUE_NAMES),
    ];
  });
}

/** The Status and Due columns' filters and the search box, the same for every order list. */
export function orderPageFilter(query: TOrderPageQuery, today: string): SQL | undefined {
  return and(
    query.statuses?.length ? inArray(salesOrder.orderStatusId, query.statuses) : undefined,
    query.dues?.length ? inArray(dueStatusSql(today), query.dues) : undefined,
    orderSearch(query.search, today),
  );
}

const basePackaging = packagingTypesAs('base_packaging');
const ownPackaging = packagingTypesAs('own_packaging');
/** Pieces per carton: the base product's packaging type, else an outsourced product's own. */
const packQuantitySql = sql<number | null>`coalesce(${basePackaging.quantity}, ${ownPackaging.quantity})`;

/** A select that has `products` with the joins `packQuantitySql` reads: the base product and both packagings. */
function withPackQuantity<T extends PgSelect>(select: T) {
  return withJoins(
    select,
    (q) => baseProducts.leftJoin(q, products.baseProductId),
    (q) => basePackaging.leftJoin(q, baseProducts.packagingTypeId),
    (q) => ownPackaging.leftJoin(q, products.packagingTypeId),
  );
}

/**
 * Pieces per carton of each product: its base product's packaging type, an outsourced product's own (null when
 * neither says); NotFoundError for a product that does not exist.
 */
export async function productPackQuantities(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, number | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await withPackQuantity(
    products.select(db, { productId: products.productId, packQuantity: packQuantitySql }),
  ).where(inArray(products.productId, [...new Set(productIds)]));
  const found = new Map(
    rows.map((row) => [row.productId, row.packQuantity === null ? null : Number(row.packQuantity)]),
  );
  for (const productId of productIds) {
    if (!found.has(productId)) throw new NotFoundError(`Product ${productId} was not found.`);
  }
  return found;
}

/** The quote line that prices a product for a customer now: the latest active approved quotation's (spec 01 §5). */
export interface TLineQuote {
  quotationId: number;
  quotationItemId: number;
  price: string;
  /** The quote line's reserve price (its origin price), 3 decimals; null when the quote has none. */
  reservePrice: string | null;
}

/** What pricing an order line needs to know of its product: pieces per carton and the quote that prices it. */
export interface TProductToPrice {
  packQuantity: number | null;
  quote: TLineQuote | null;
}

/** Each product of `productIds` (an int array) with its pack quantity and latest quote line for `customerId` on `today`. */
const productsWithQuote = preparedQuery('products_with_quote', (db) => {
  const lines = quotationLines.select(db, {
    quotationId: quotations.quotationId,
    quotationItemId: quotationLines.quotationItemId,
    price: quotationLines.price,
    originPrice: quotationLines.originPrice,
  });
  const latestQuote = quotations
    .innerJoin(lines, quotationLines.quotationId)
    .where(
      and(
        eq(quotationLines.productId, products.productId),
        eq(quotations.customerId, sql.placeholder('customerId')),
        activeApprovedLine(sql.placeholder('today')),
        isNull(products.deletedAt),
      ),
    )
    .orderBy(desc(quotations.quotationId), asc(quotationLines.sortOrder))
    .limit(1)
    .as('latest_quote');
  return withPackQuantity(
    products.select(db, {
      productId: products.productId,
      packQuantity: packQuantitySql,
      quotationId: latestQuote.quotationId,
      quotationItemId: latestQuote.quotationItemId,
      price: latestQuote.price,
      originPrice: latestQuote.originPrice,
    }),
  )
    .leftJoinLateral(latestQuote, sql`true`)
    .where(sql`${products.productId} = any(${sql.placeholder('productIds')}::int[])`);
});

/**
 * The products of an order's lines as `priceLines` prices them, in one select: each product's pack quantity and its
 * latest quote line in an active approved quotation of the customer (none for a deleted product, as
 * `quotedProductsOf` reads them: the latest quotation first, then the line's sort order); a product that does not
 * exist is missing from the map.
 */
export async function productsToPrice(
  db: DbOrTx,
  customerId: number,
  productIds: readonly number[],
): Promise<Map<number, TProductToPrice>> {
  if (productIds.length === 0) return new Map();
  const rows = await productsWithQuote(db, {
    customerId,
    productIds: [...new Set(productIds)],
    today: todayInAuckland(),
  });
  const found = new Map(
    rows.map(
      ({ productId, packQuantity, quotationId, quotationItemId, price, originPrice }): [number, TProductToPrice] => [
        productId,
        {
          packQuantity: packQuantity === null ? null : Number(packQuantity),
          quote:
            quotationId === null || quotationItemId === null || price === null
              ? null
              : {
                  quotationId,
                  quotationItemId,
                  price,
                  reservePrice: originPrice === null ? null : Number(originPrice).toFixed(3),
                },
        },
      ],
    ),
  );
  return found;
}

/** The product lines of some orders, in their order, with each product's pack quantity (one select). */
export async function listOrderProducts(db: DbOrTx, orderIds: readonly number[]): Promise<TOrderProduct[]> {
  if (orderIds.length === 0) return [];
  const rows =
    orderIds.length === 1
      ? await linesOfOneOrder(db, { orderId: orderIds[0] })
      : await orderProductsQuery(db, inArray(orderProduct.orderId, [...orderIds]));
  return rows.map(({ line, productCode, productName, active, deletedAt, packQuantity }) => ({
    orderProductId: line.orderProductId,
    orderId: line.orderId,
    productId: line.productId,
    productCode,
    productName: productDisplayName({ productName, active, deletedAt }),
    packQuantity: packQuantity === null ? null : Number(packQuantity),
    unitPrice: line.unitPrice,
    packagingQty: line.packagingQty,
    quantity: line.quantity,
    price: line.price,
    purchPrice: line.purchPrice,
    marginOfError: line.marginOfError,
    quotationId: line.quotationId,
    deliveredQuantity: line.deliveredQuantity,
    dispatchedQuantity: line.dispatchedQuantity,
    belowQuoteConfirmedBy: line.belowQuoteConfirmedBy,
  }));
}

function orderProductsQuery(db: DbOrTx, where: SQL) {
  const select = db
    .select({
      line: orderProduct,
      productCode: products.productCode,
      productName: products.productName,
      active: products.active,
      deletedAt: products.deletedAt,
      packQuantity: packQuantitySql,
    })
    .from(orderProduct)
    .$dynamic();
  return withPackQuantity(products.innerJoin(select, orderProduct.productId))
    .where(where)
    .orderBy(asc(orderProduct.orderId), asc(orderProduct.sortOrder), asc(orderProduct.orderProductId));
}

/** The lines of one order (the saves, the order's screen, dispatch and invoicing ask for one order at a time). */
const linesOfOneOrder = preparedQuery('order_lines', (db) =>
  orderProductsQuery(db, eq(orderProduct.orderId, sql.placeholder('orderId'))),
);

/** The option lines of some orders. */
export async function listOrderOptions(db: DbOrTx, orderIds: readonly number[]): Promise<TOrderOption[]> {
  if (orderIds.length === 0) return [];
  if (orderIds.length === 1) return optionsOfOneOrder(db, { orderId: orderIds[0] });
  return orderOptionsQuery(db, inArray(orderOption.orderId, [...orderIds]));
}

function orderOptionsQuery(db: DbOrTx, where: SQL) {
  const select = db
    .select({
      orderOptionId: orderOption.orderOptionId,
      orderId: orderOption.orderId,
      optionId: orderOption.optionId,
      optionName: productOptions.optionName,
      quantity: orderOption.quantity,
      unitPrice: orderOption.unitPrice,
      price: orderOption.price,
    })
    .from(orderOption)
    .$dynamic();
  return productOptions
    .innerJoin(select, orderOption.optionId)
    .where(where)
    .orderBy(asc(orderOption.orderId), asc(orderOption.orderOptionId));
}

const optionsOfOneOrder = preparedQuery('order_options', (db) =>
  orderOptionsQuery(db, eq(orderOption.orderId, sql.placeholder('orderId'))),
);

/** The names of some order surcharge options. */
export async function optionNamesOf(db: DbOrTx, optionIds: readonly number[]): Promise<Map<number, string>> {
  if (optionIds.length === 0) return new Map();
  const rows = await productOptions
    .select(db, { optionId: productOptions.optionId, optionName: productOptions.optionName })
    .where(inArray(productOptions.optionId, [...optionIds]));
  return new Map(rows.map((row) => [row.optionId, row.optionName]));
}

/** An order's header with its customer: prepared, its due status for the day of each call. */
const orderHeader = preparedQuery('order_header', (db) =>
  withListJoins(
    db
      .select({
        ...rowColumns(preparedDueStatus()),
        postalCode: salesOrder.postalCode,
        deliveryCityId: salesOrder.deliveryCityId,
        operEmployeeId: salesOrder.operEmployeeId,
        customer: {
          company: customers.company,
          customerCode: customers.customerCode,
          address1: customers.address1,
          statusId: customers.statusId,
          paymentCycleId: customers.paymentCycleId,
          deliveryFeeFlag: customers.deliveryFeeFlag,
          employeeId: customers.employeeId,
          cityId: customers.cityId,
          showPriceOnPackingSlip: customers.showPriceOnPackingSlip,
          noteToWarehouse: customers.noteToWarehouse,
          noteToProduction: customers.noteToProduction,
        },
      })
      .from(salesOrder)
      .$dynamic(),
  ).where(and(eq(salesOrder.orderId, sql.placeholder('orderId')), isNull(salesOrder.deletedAt))),
);

const orderHeaderQuery = (db: DbOrTx, orderId: number) => orderHeader(db, { orderId, ...dueDayOf(todayInAuckland()) });

/**
 * The header, lines and options of an order by id (three indexed reads): side by side on the pool, one after the
 * other in a transaction (one connection runs one query at a time).
 */
async function readOrderParts(db: DbOrTx, orderId: number) {
  if (db instanceof PgTransaction) {
    const header = await orderHeaderQuery(db, orderId);
    return { header, lines: await listOrderProducts(db, [orderId]), options: await listOrderOptions(db, [orderId]) };
  }
  const [header, lines, options] = await Promise.all([
    orderHeaderQuery(db, orderId),
    listOrderProducts(db, [orderId]),
    listOrderOptions(db, [orderId]),
  ]);
  return { header, lines, options };
}

/** One order that is not deleted (drafts too) with its customer, lines and options; NotFoundError when none. */
export async function getOrder(db: DbOrTx, orderId: number): Promise<TOrder> {
  const { header, lines, options } = await readOrderParts(db, orderId);
  const [row] = header;
  if (!row) throw new NotFoundError(`Order ${orderId} was not found.`);
  const { postalCode, deliveryCityId, operEmployeeId, customer: customerRow, ...listRow } = row;
  return {
    ...toRow(listRow),
    postalCode,
    deliveryCityId,
    operEmployeeId,
    customer: customerRow,
    orderProduct: lines,
    orderOption: options,
  };
}
