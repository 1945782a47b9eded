import {
  CREDIT_REPLACEMENT_NAMES,
  DISPATCH_STATUS,
  DISPATCH_STATUS_NAMES,
  RETURN_MESSAGES,
  RETURN_TYPE,
  type TReturn,
  type TReturnableLine,
  type TReturnDispatch,
  type TReturnListQuery,
} from '@packline/domain';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { NotFoundError } from '../../core/errors.ts';
import { ilikeAny, listPage, namedMatches, orderByOf, searchOf } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { boxes, boxesAs } from '../boxes/boxes.reads.ts';
import { products } from '../catalogue/catalogue.reads.ts';
import { customers, extraAddresses } from '../customers/customers.reads.ts';
import { dispatchedBoxes, dispatches } from '../dispatch/dispatch.reads.ts';
import { employees } from '../employees/employees.reads.ts';
import { invoices } from '../invoices/invoices.reads.ts';
import { couriers, deliveryMethods } from '../lookups/lookups.reads.ts';
import { salesOrders, withOrderAndCustomer } from '../sales-orders/sales-orders.reads.ts';
import { pallets } from '../warehouse-layout/warehouse-layout.reads.ts';
import { returnDetail, returnItem } from './returns.tables.ts';

// The reads of returns (README.md): finding a dispatch by a box barcode or its packing slip, what each of its boxes
// can still take back, and the returns list. The one file of the module that joins other modules' rows, through their
// published reads (boxes and pallets through boxes.reads.ts and warehouse-layout.reads.ts).

/**
 * The dispatch a search names: a packing slip number (digits, leading zeros or not) or the barcode of a box it took
 * (the latest live dispatch of that box). Undefined when none.
 */
export async function findDispatchIdByNo(db: DbOrTx, no: string): Promise<number | undefined> {
  const text = no.trim();
  if (/^\d{1,9}$/.test(text)) {
    const [bySlip] = await dispatches
      .select(db, { dispatchId: dispatches.dispatchId })
      .where(eq(dispatches.dispatchId, Number(text)));
    if (bySlip) return bySlip.dispatchId;
  }
  const ofBox = boxes.innerJoin(
    dispatchedBoxes.select(db, { dispatchId: dispatches.dispatchId }),
    dispatchedBoxes.boxId,
  );
  const [byBox] = await dispatches
    .innerJoin(ofBox, dispatchedBoxes.dispatchId)
    .where(and(eq(sql`upper(${boxes.barCode})`, text.toUpperCase()), ne(dispatches.status, DISPATCH_STATUS.Cancelled)))
    .orderBy(desc(dispatches.dispatchId))
    .limit(1);
  return byBox?.dispatchId;
}

/** The head of a dispatch as a return needs it; 404 when there is none. */
export async function getDispatchHead(db: DbOrTx, dispatchId: number) {
  const select = dispatches.select(db, {
    dispatchId: dispatches.dispatchId,
    packingSlipNo: dispatches.packingSlipNo,
    status: dispatches.status,
    deliveredAt: dispatches.deliveredAt,
    courierName: couriers.courierName,
    orderId: salesOrders.orderId,
    orderNo: salesOrders.orderNo,
    custOrderNo: salesOrders.custOrderNo,
    orderStatusId: salesOrders.orderStatusId,
    customerId: customers.customerId,
    company: customers.company,
  });
  const [head] = await withJoins(
    select,
    (q) => withOrderAndCustomer(q, dispatches.orderId),
    (q) => couriers.leftJoin(q, dispatches.courierId),
  ).where(eq(dispatches.dispatchId, dispatchId));
  if (!head) throw new NotFoundError(RETURN_MESSAGES.noDispatch);
  return head;
}

/** Whether the order has an invoice (a sale, not a refund): then a return is type 1 (spec 02 §4). */
export async function orderIsInvoiced(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await invoices
    .select(db, { invoiceId: invoices.invoiceId })
    .where(and(eq(invoices.orderId, orderId), sql`${invoices.returnNo} is null`))
    .limit(1);
  return row !== undefined;
}

/** Whether the address is one of the customer's extra addresses. */
export async function isAddressOfCustomer(db: DbOrTx, addressId: number, customerId: number): Promise<boolean> {
  const [found] = await extraAddresses
    .select(db, { addressId: extraAddresses.addressId })
    .where(and(eq(extraAddresses.addressId, addressId), eq(extraAddresses.customerId, customerId)));
  return found !== undefined;
}

/**
 * Each box of the dispatch: the pieces it took (its details summed; a box picked for two lines of one product counts
 * for the first), the pieces earlier returns of this dispatch brought back, and what is left to return.
 */
export async function listReturnableLines(db: DbOrTx, dispatchId: number): Promise<TReturnableLine[]> {
  const lines = dispatchedBoxes.select(db, {
    boxId: dispatchedBoxes.boxId,
    barCode: boxes.barCode,
    productId: dispatchedBoxes.productId,
    productCode: products.productCode,
    productName: products.productName,
    orderProductId: sql<number>`min(${dispatchedBoxes.orderProductId})`.mapWith(Number),
    quantity: sql<number>`sum(${dispatchedBoxes.quantity})`.mapWith(Number),
  });
  const taken = await products
    .innerJoin(boxes.innerJoin(lines, dispatchedBoxes.boxId), dispatchedBoxes.productId)
    .where(eq(dispatchedBoxes.dispatchId, dispatchId))
    .groupBy(
      dispatchedBoxes.boxId,
      boxes.barCode,
      dispatchedBoxes.productId,
      products.productCode,
      products.productName,
    )
    .orderBy(asc(dispatchedBoxes.boxId));
  const returned = await db
    .select({
      boxId: returnDetail.boxId,
      quantity: sql<number>`sum(${returnDetail.quantity})`.mapWith(Number),
    })
    .from(returnDetail)
    .innerJoin(returnItem, eq(returnItem.returnId, returnDetail.returnId))
    .where(eq(returnItem.dispatchId, dispatchId))
    .groupBy(returnDetail.boxId);
  const back = new Map(returned.map((row) => [row.boxId, row.quantity]));
  return taken.map((line) => {
    const returnedQuantity = back.get(line.boxId) ?? 0;
    return { ...line, returnedQuantity, returnableQuantity: line.quantity - returnedQuantity };
  });
}

/** GET Dispatching/GetByBoxCodeOrPackingSlipNo: the dispatch, its boxes and what each can still take back. */
export async function getReturnDispatch(db: DbOrTx, dispatchId: number): Promise<TReturnDispatch> {
  const head = await getDispatchHead(db, dispatchId);
  const invoiced = await orderIsInvoiced(db, head.orderId);
  const addresses = await extraAddresses
    .select(db, {
      addressId: extraAddresses.addressId,
      address: extraAddresses.address,
      deliveryName: extraAddresses.deliveryName,
    })
    .where(eq(extraAddresses.customerId, head.customerId))
    .orderBy(asc(extraAddresses.addressId));
  return {
    dispatchId: head.dispatchId,
    packingSlipNo: head.packingSlipNo,
    status: head.status,
    statusName: DISPATCH_STATUS_NAMES[head.status] ?? String(head.status),
    deliveredAt: head.deliveredAt?.toISOString() ?? null,
    courier: head.courierName === null ? null : { courierName: head.courierName },
    order: {
      orderId: head.orderId,
      orderNo: head.orderNo,
      custOrderNo: head.custOrderNo,
      customer: { customerId: head.customerId, company: head.company },
    },
    invoiced,
    type: invoiced ? RETURN_TYPE.Invoiced : RETURN_TYPE.Dispatch,
    addresses,
    dispatchingDetails: await listReturnableLines(db, dispatchId),
  };
}

// ---- The returns list ------------------------------------------------------------------------------------------------

const returnedBox = boxesAs('returned_box');

const RETURN_SORTS = {
  returnNo: returnItem.returnId,
  packingSlipNo: returnItem.dispatchId,
  company: customers.company,
  createdAt: returnItem.createdAt,
  isConfirm: returnItem.isConfirm,
};

const headColumns = {
  returnId: returnItem.returnId,
  returnNo: returnItem.returnNo,
  dispatchId: dispatches.dispatchId,
  packingSlipNo: dispatches.packingSlipNo,
  orderId: salesOrders.orderId,
  orderNo: salesOrders.orderNo,
  custOrderNo: salesOrders.custOrderNo,
  customerId: customers.customerId,
  company: customers.company,
  employeeId: employees.employeeId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  type: returnItem.type,
  reason: returnItem.reason,
  creditReplacement: returnItem.creditReplacement,
  isConfirm: returnItem.isConfirm,
  invoiceNote: returnItem.invoiceNote,
  returnAddressId: returnItem.returnAddressId,
  returnAddress: extraAddresses.address,
  deliveryMethodId: returnItem.deliveryMethodId,
  deliveryMethodName: deliveryMethods.deliveryMethodName,
  plateId: pallets.plateId,
  plateCode: pallets.plateCode,
  refundInvoiceId: returnItem.refundInvoiceId,
  createdAt: returnItem.createdAt,
  confirmedAt: returnItem.confirmedAt,
};
type THead = { [K in keyof typeof headColumns]: (typeof headColumns)[K]['_']['data'] | null };

function returnSearch(text: string | undefined): SQL | undefined {
  return searchOf(text, (pattern, word) => [
    ...ilikeAny(pattern, [
      returnItem.returnNo,
      dispatches.packingSlipNo,
      salesOrders.orderNo,
      salesOrders.custOrderNo,
      customers.company,
      returnItem.reason,
      returnItem.invoiceNote,
    ]),
    ...namedMatches(word, returnItem.creditReplacement, CREDIT_REPLACEMENT_NAMES),
  ]);
}

function headSelect(db: DbOrTx, where: SQL | undefined) {
  return withJoins(
    db.select(headColumns).from(returnItem).$dynamic(),
    (q) => withReturnOrder(q),
    (q) => pallets.innerJoin(q, returnItem.plateId),
    (q) => employees.leftJoin(q, returnItem.employeeId),
    (q) => extraAddresses.leftJoin(q, returnItem.returnAddressId),
    (q) => deliveryMethods.leftJoin(q, returnItem.deliveryMethodId),
  ).where(where);
}

/** The select with the return's dispatch, its order and the order's customer. */
function withReturnOrder<T extends PgSelect>(select: T) {
  return withOrderAndCustomer(dispatches.innerJoin(select, returnItem.dispatchId), dispatches.orderId);
}

async function detailsOf(db: DbOrTx, returnIds: readonly number[]) {
  if (returnIds.length === 0) return new Map<number, TReturn['returnDetail']>();
  const select = db
    .select({
      returnId: returnDetail.returnId,
      returnDetailId: returnDetail.returnDetailId,
      boxId: returnDetail.boxId,
      barCode: boxes.barCode,
      productId: returnDetail.productId,
      productCode: products.productCode,
      productName: products.productName,
      quantity: returnDetail.quantity,
      returnedBoxId: returnDetail.returnedBoxId,
      returnedBarCode: returnedBox.barCode,
    })
    .from(returnDetail)
    .$dynamic();
  const rows = await withJoins(
    select,
    (q) => boxes.innerJoin(q, returnDetail.boxId),
    (q) => products.innerJoin(q, returnDetail.productId),
    (q) => returnedBox.leftJoin(q, returnDetail.returnedBoxId),
  )
    .where(inArray(returnDetail.returnId, [...returnIds]))
    .orderBy(asc(returnDetail.returnDetailId));
  const byReturn = new Map<number, TReturn['returnDetail']>();
  for (const { returnId, ...row } of rows) {
    const list = byReturn.get(returnId) ?? [];
    list.push({ ...row, quantity: Number(row.quantity) });
    byReturn.set(returnId, list);
  }
  return byReturn;
}

function toReturn(head: THead, details: TReturn['returnDetail']): TReturn {
  return {
    returnId: head.returnId as number,
    returnNo: head.returnNo as string,
    dispatch: {
      dispatchId: head.dispatchId as number,
      packingSlipNo: head.packingSlipNo as string,
      order: {
        orderId: head.orderId as number,
        orderNo: head.orderNo as string,
        custOrderNo: head.custOrderNo,
        customer: { customerId: head.customerId as number, company: head.company as string },
      },
    },
    employee:
      head.employeeId === null
        ? null
        : { employeeId: head.employeeId, firstName: head.firstName ?? '', lastName: head.lastName ?? '' },
    type: head.type as number,
    reason: head.reason,
    creditReplacement: head.creditReplacement,
    isConfirm: head.isConfirm as boolean,
    invoiceNote: head.invoiceNote,
    returnAddressId: head.returnAddressId,
    returnAddress: head.returnAddress,
    deliveryMethodId: head.deliveryMethodId,
    deliveryMethodName: head.deliveryMethodName,
    plate: { plateId: head.plateId as number, plateCode: head.plateCode as string },
    refundInvoiceId: head.refundInvoiceId,
    createdAt: (head.createdAt as Date).toISOString(),
    confirmedAt: head.confirmedAt?.toISOString() ?? null,
    returnDetail: details,
  };
}

/** GET Dispatching/GetReturnItem: the returns, newest first; one page (with its total) or all of them. */
export async function listReturns(db: DbOrTx, query: TReturnListQuery) {
  const where = returnSearch(query.search);
  const orderBy = orderByOf(RETURN_SORTS, query, { field: 'returnNo', order: 'descend' }, returnItem.returnId);
  const page = await listPage(query, {
    rows: headSelect(db, where).orderBy(...orderBy),
    count: withReturnOrder(db.select({ total: count() }).from(returnItem).$dynamic()).where(where),
    toRow: (row) => row as THead,
  });
  const details = await detailsOf(
    db,
    page.rows.map((row) => row.returnId as number),
  );
  return { rows: page.rows.map((row) => toReturn(row, details.get(row.returnId as number) ?? [])), meta: page.meta };
}

/** One return with its lines; 404 when there is none. */
export async function getReturn(db: DbOrTx, returnId: number): Promise<TReturn> {
  const [head] = await headSelect(db, eq(returnItem.returnId, returnId));
  if (!head) throw new NotFoundError(`Return ${returnId} was not found.`);
  const details = await detailsOf(db, [returnId]);
  return toReturn(head as THead, details.get(returnId) ?? []);
}
