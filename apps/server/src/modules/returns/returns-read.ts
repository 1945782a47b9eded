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
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { ilikeAny, listPage, namedMatches, orderByOf, searchOf } from '../../http/list-query.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { customer, extraAddress } from '../customers/customers.tables.ts';
import { dispatching, dispatchingDetail } from '../dispatch/dispatch.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { invoice } from '../invoices/invoices.tables.ts';
import { courier, deliveryMethod } from '../lookups/lookups.tables.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { box, plate } from '../warehouse/warehouse.tables.ts';
import { returnDetail, returnItem } from './returns.tables.ts';

// The reads of returns (README.md): finding a dispatch by a box barcode or its packing slip, what each of its boxes
// can still take back, and the returns list. The one file of the module that joins other modules' tables.

/**
 * The dispatch a search names: a packing slip number (digits, leading zeros or not) or the barcode of a box it took
 * (the latest live dispatch of that box). Undefined when none.
 */
export async function findDispatchIdByNo(db: DbOrTx, no: string): Promise<number | undefined> {
  const text = no.trim();
  if (/^\d{1,9}$/.test(text)) {
    const [bySlip] = await db
      .select({ dispatchId: dispatching.dispatchId })
      .from(dispatching)
      .where(eq(dispatching.dispatchId, Number(text)));
    if (bySlip) return bySlip.dispatchId;
  }
  const [byBox] = await db
    .select({ dispatchId: dispatching.dispatchId })
    .from(dispatchingDetail)
    .innerJoin(box, eq(box.boxId, dispatchingDetail.boxId))
    .innerJoin(dispatching, eq(dispatching.dispatchId, dispatchingDetail.dispatchId))
    .where(and(eq(sql`upper(${box.barCode})`, text.toUpperCase()), ne(dispatching.status, DISPATCH_STATUS.Cancelled)))
    .orderBy(desc(dispatching.dispatchId))
    .limit(1);
  return byBox?.dispatchId;
}

/** The head of a dispatch as a return needs it; 404 when there is none. */
export async function getDispatchHead(db: DbOrTx, dispatchId: number) {
  const [head] = await db
    .select({
      dispatchId: dispatching.dispatchId,
      packingSlipNo: dispatching.packingSlipNo,
      status: dispatching.status,
      deliveredAt: dispatching.deliveredAt,
      courierName: courier.courierName,
      orderId: salesOrder.orderId,
      orderNo: salesOrder.orderNo,
      custOrderNo: salesOrder.custOrderNo,
      orderStatusId: salesOrder.orderStatusId,
      customerId: customer.customerId,
      company: customer.company,
    })
    .from(dispatching)
    .innerJoin(salesOrder, eq(salesOrder.orderId, dispatching.orderId))
    .innerJoin(customer, eq(customer.customerId, salesOrder.customerId))
    .leftJoin(courier, eq(courier.courierId, dispatching.courierId))
    .where(eq(dispatching.dispatchId, dispatchId));
  if (!head) throw new NotFoundError(RETURN_MESSAGES.noDispatch);
  return head;
}

/** Whether the order has an invoice (a sale, not a refund): then a return is type 1 (spec 02 §4). */
export async function orderIsInvoiced(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ invoiceId: invoice.invoiceId })
    .from(invoice)
    .where(and(eq(invoice.orderId, orderId), sql`${invoice.returnNo} is null`))
    .limit(1);
  return row !== undefined;
}

/** Whether the address is one of the customer's extra addresses. */
export async function isAddressOfCustomer(db: DbOrTx, addressId: number, customerId: number): Promise<boolean> {
  const [found] = await db
    .select({ addressId: extraAddress.addressId })
    .from(extraAddress)
    .where(and(eq(extraAddress.addressId, addressId), eq(extraAddress.customerId, customerId)));
  return found !== undefined;
}

/**
 * Each box of the dispatch: the pieces it took (its details summed; a box picked for two lines of one product counts
 * for the first), the pieces earlier returns of this dispatch brought back, and what is left to return.
 */
export async function listReturnableLines(db: DbOrTx, dispatchId: number): Promise<TReturnableLine[]> {
  const taken = await db
    .select({
      boxId: dispatchingDetail.boxId,
      barCode: box.barCode,
      productId: dispatchingDetail.productId,
      productCode: product.productCode,
      productName: product.productName,
      orderProductId: sql<number>`min(${dispatchingDetail.orderProductId})`.mapWith(Number),
      quantity: sql<number>`sum(${dispatchingDetail.quantity})`.mapWith(Number),
    })
    .from(dispatchingDetail)
    .innerJoin(box, eq(box.boxId, dispatchingDetail.boxId))
    .innerJoin(product, eq(product.productId, dispatchingDetail.productId))
    .where(eq(dispatchingDetail.dispatchId, dispatchId))
    .groupBy(
      dispatchingDetail.boxId,
      box.barCode,
      dispatchingDetail.productId,
      product.productCode,
      product.productName,
    )
    .orderBy(asc(dispatchingDetail.boxId));
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
  const addresses = await db
    .select({
      addressId: extraAddress.addressId,
      address: extraAddress.address,
      deliveryName: extraAddress.deliveryName,
    })
    .from(extraAddress)
    .where(eq(extraAddress.customerId, head.customerId))
    .orderBy(asc(extraAddress.addressId));
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

const returnedBox = alias(box, 'returned_box');

const RETURN_SORTS = {
  returnNo: returnItem.returnId,
  packingSlipNo: returnItem.dispatchId,
  company: customer.company,
  createdAt: returnItem.createdAt,
  isConfirm: returnItem.isConfirm,
};

const headColumns = {
  returnId: returnItem.returnId,
  returnNo: returnItem.returnNo,
  dispatchId: dispatching.dispatchId,
  packingSlipNo: dispatching.packingSlipNo,
  orderId: salesOrder.orderId,
  orderNo: salesOrder.orderNo,
  custOrderNo: salesOrder.custOrderNo,
  customerId: customer.customerId,
  company: customer.company,
  employeeId: employee.employeeId,
  firstName: employee.firstName,
  lastName: employee.lastName,
  type: returnItem.type,
  reason: returnItem.reason,
  creditReplacement: returnItem.creditReplacement,
  isConfirm: returnItem.isConfirm,
  invoiceNote: returnItem.invoiceNote,
  returnAddressId: returnItem.returnAddressId,
  returnAddress: extraAddress.address,
  deliveryMethodId: returnItem.deliveryMethodId,
  deliveryMethodName: deliveryMethod.deliveryMethodName,
  plateId: plate.plateId,
  plateCode: plate.plateCode,
  refundInvoiceId: returnItem.refundInvoiceId,
  createdAt: returnItem.createdAt,
  confirmedAt: returnItem.confirmedAt,
};
type THead = { [K in keyof typeof headColumns]: (typeof headColumns)[K]['_']['data'] | null };

function returnSearch(text: string | undefined): SQL | undefined {
  return searchOf(text, (pattern, word) => [
    ...ilikeAny(pattern, [
      returnItem.returnNo,
      dispatching.packingSlipNo,
      salesOrder.orderNo,
      salesOrder.custOrderNo,
      customer.company,
      returnItem.reason,
      returnItem.invoiceNote,
    ]),
    ...namedMatches(word, returnItem.creditReplacement, CREDIT_REPLACEMENT_NAMES),
  ]);
}

function headSelect(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(headColumns)
    .from(returnItem)
    .innerJoin(dispatching, eq(dispatching.dispatchId, returnItem.dispatchId))
    .innerJoin(salesOrder, eq(salesOrder.orderId, dispatching.orderId))
    .innerJoin(customer, eq(customer.customerId, salesOrder.customerId))
    .innerJoin(plate, eq(plate.plateId, returnItem.plateId))
    .leftJoin(employee, eq(employee.employeeId, returnItem.employeeId))
    .leftJoin(extraAddress, eq(extraAddress.addressId, returnItem.returnAddressId))
    .leftJoin(deliveryMethod, eq(deliveryMethod.deliveryMethodId, returnItem.deliveryMethodId))
    .where(where)
    .$dynamic();
}

async function detailsOf(db: DbOrTx, returnIds: readonly number[]) {
  if (returnIds.length === 0) return new Map<number, TReturn['returnDetail']>();
  const rows = await db
    .select({
      returnId: returnDetail.returnId,
      returnDetailId: returnDetail.returnDetailId,
      boxId: returnDetail.boxId,
      barCode: box.barCode,
      productId: returnDetail.productId,
      productCode: product.productCode,
      productName: product.productName,
      quantity: returnDetail.quantity,
      returnedBoxId: returnDetail.returnedBoxId,
      returnedBarCode: returnedBox.barCode,
    })
    .from(returnDetail)
    .innerJoin(box, eq(box.boxId, returnDetail.boxId))
    .innerJoin(product, eq(product.productId, returnDetail.productId))
    .leftJoin(returnedBox, eq(returnedBox.boxId, returnDetail.returnedBoxId))
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
    count: db
      .select({ total: count() })
      .from(returnItem)
      .innerJoin(dispatching, eq(dispatching.dispatchId, returnItem.dispatchId))
      .innerJoin(salesOrder, eq(salesOrder.orderId, dispatching.orderId))
      .innerJoin(customer, eq(customer.customerId, salesOrder.customerId))
      .where(where),
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
