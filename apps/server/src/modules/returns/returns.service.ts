import {
  CREDIT_REPLACEMENT,
  DISPATCH_STATUS,
  ORDER_STATUS,
  RETURN_MESSAGES,
  RETURN_TYPE,
  returnNoOf,
  type TReturn,
  type TReturnDispatch,
  type TReturnItemInput,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { lockById, orNotFound } from '../../db/rows.ts';
import { receiveReturnedBoxes } from '../boxes/boxes.service.ts';
import { raiseRefundInvoice } from '../invoices/invoices.service.ts';
import { lockSalesOrder } from '../sales-orders/sales-order-lock.ts';
import { reopenLinesForReplacement, type TLinePieces } from '../sales-orders/sales-orders.service.ts';
import { returnDetail, returnItem } from './returns.tables.ts';
import {
  findDispatchIdByNo,
  getDispatchHead,
  getReturn,
  getReturnDispatch,
  isAddressOfCustomer,
  listReturnableLines,
  orderIsInvoiced,
} from './returns-read.ts';

// Returns (spec 02 §2, §4, §5, §7; README.md): goods of a delivered dispatch come back onto a pallet, on hold; the
// confirmation credits them (a refund invoice) or owes them again (a replacement). Each write is one transaction that
// locks the order first (sales-order-lock.ts, the lock order of every dispatch call), so two returns of one dispatch
// queue and the second sees what the first took back.

/** GET Dispatching/GetByBoxCodeOrPackingSlipNo?NO: the dispatch the box barcode or packing slip names (404 else). */
export async function findReturnDispatch(db: Database, no: string): Promise<TReturnDispatch> {
  const dispatchId = orNotFound(await findDispatchIdByNo(db, no), RETURN_MESSAGES.noDispatch);
  const found = await getReturnDispatch(db, dispatchId);
  if (found.status !== DISPATCH_STATUS.Delivered) throw new BusinessError(RETURN_MESSAGES.notReturnable);
  return found;
}

/** The invoice fields a return of an invoiced order needs (spec 02 §5), each missing one named. */
function checkInvoicedFields(input: TReturnItemInput): void {
  const missing: Record<string, string[]> = {};
  if (!input.reason?.trim()) missing.reason = [RETURN_MESSAGES.reasonRequired];
  if (input.creditReplacement === null || input.creditReplacement === undefined) {
    missing.creditReplacement = [RETURN_MESSAGES.creditReplacementRequired];
  }
  if (!input.returnAddressId) missing.returnAddressId = [RETURN_MESSAGES.addressRequired];
  if (!input.deliveryMethodId) missing.deliveryMethodId = [RETURN_MESSAGES.deliveryMethodRequired];
  const first = Object.values(missing)[0]?.[0];
  if (first) throw new BusinessError(first, missing);
}

async function checkAddressOfCustomer(tx: Transaction, addressId: number, customerId: number): Promise<void> {
  if (!(await isAddressOfCustomer(tx, addressId, customerId))) {
    throw new BusinessError(RETURN_MESSAGES.addressNotOfCustomer, {
      returnAddressId: [RETURN_MESSAGES.addressNotOfCustomer],
    });
  }
}

/**
 * POST Dispatching/ReturnItem: pieces of a delivered dispatch's boxes come back. Under the order's row lock each box's
 * return quantity is checked against what the dispatch took from it minus what earlier returns brought back; the
 * pieces come back as new boxes on the pallet, on hold (the warehouse's box service, with the ledger). Nothing is
 * credited or owed until Confirm.
 */
export async function addReturn(db: Database, input: TReturnItemInput, employeeId: number | null): Promise<TReturn> {
  return db.transaction(async (tx) => {
    const before = await getDispatchHead(tx, input.dispatchingId);
    await lockSalesOrder(tx, before.orderId);
    const head = await getDispatchHead(tx, input.dispatchingId);
    if (head.status !== DISPATCH_STATUS.Delivered) throw new BusinessError(RETURN_MESSAGES.notReturnable);
    const invoiced = await orderIsInvoiced(tx, head.orderId);
    if (invoiced) {
      checkInvoicedFields(input);
      await checkAddressOfCustomer(tx, input.returnAddressId as number, head.customerId);
    }

    const lines = new Map((await listReturnableLines(tx, head.dispatchId)).map((line) => [line.boxId, line]));
    const asked = new Map<number, number>();
    for (const { boxId, returnQuantity } of input.selectboxes) {
      asked.set(boxId, (asked.get(boxId) ?? 0) + returnQuantity);
    }
    const taken = [...asked].map(([boxId, quantity]) => {
      const line = lines.get(boxId);
      if (!line) throw new BusinessError(RETURN_MESSAGES.boxNotOnDispatch(String(boxId)));
      if (quantity > line.returnableQuantity) {
        throw new BusinessError(RETURN_MESSAGES.overReturn(line.barCode, line.returnableQuantity));
      }
      return { line, quantity };
    });

    // The boxes first: the warehouse checks the pallet (404 'No pallet information.') before anything refers to it.
    const boxes = await receiveReturnedBoxes(tx, {
      plateId: input.plateId,
      lines: taken.map(({ line, quantity }) => ({ productId: line.productId, quantity })),
      notes: 'Customer return',
      employeeId,
    });
    const [created] = await tx
      .insert(returnItem)
      .values({
        returnNo: '',
        dispatchId: head.dispatchId,
        employeeId,
        type: invoiced ? RETURN_TYPE.Invoiced : RETURN_TYPE.Dispatch,
        reason: input.reason?.trim() || null,
        creditReplacement: invoiced ? (input.creditReplacement ?? null) : null,
        returnAddressId: invoiced ? (input.returnAddressId ?? null) : null,
        deliveryMethodId: invoiced ? (input.deliveryMethodId ?? null) : null,
        plateId: input.plateId,
        createdBy: employeeId,
      })
      .returning({ returnId: returnItem.returnId });
    const returnNo = returnNoOf(created.returnId);
    await tx.update(returnItem).set({ returnNo }).where(eq(returnItem.returnId, created.returnId));

    await tx.insert(returnDetail).values(
      taken.map(({ line, quantity }, i) => ({
        returnId: created.returnId,
        boxId: line.boxId,
        productId: line.productId,
        orderProductId: line.orderProductId,
        quantity,
        returnedBoxId: boxes[i]?.boxId ?? null,
        createdBy: employeeId,
      })),
    );
    return getReturn(tx, created.returnId);
  });
}

/** The returned pieces per order line. */
async function returnedLines(tx: Transaction, returnId: number): Promise<TLinePieces[]> {
  const rows = await tx
    .select({ orderProductId: returnDetail.orderProductId, quantity: returnDetail.quantity })
    .from(returnDetail)
    .where(eq(returnDetail.returnId, returnId));
  const sums = new Map<number, number>();
  for (const row of rows) sums.set(row.orderProductId, (sums.get(row.orderProductId) ?? 0) + Number(row.quantity));
  return [...sums].map(([orderProductId, pieces]) => ({ orderProductId, pieces }));
}

/**
 * PUT Dispatching/ConfirmReturnItem?returnId&invoiceNote: once ('This return is confirmed already.'), with a note
 * ('Please inupt invoice note'). A credit raises the refund invoice (the invoices service); a replacement, or a return
 * of an order that had no invoice, owes the pieces again (the sales-orders service; a Delivered or Paid order goes back
 * to Dispatch, a Closed one is refused).
 */
export async function confirmReturn(
  db: Database,
  returnId: number,
  invoiceNote: string | undefined,
  employeeId: number | null,
): Promise<TReturn> {
  const note = invoiceNote?.trim();
  if (!note) throw new BusinessError(RETURN_MESSAGES.noteRequired, { invoiceNote: [RETURN_MESSAGES.noteRequired] });
  return db.transaction(async (tx) => {
    const found = await getReturn(tx, returnId);
    const order = await lockSalesOrder(tx, found.dispatch.order.orderId);
    const locked = await lockById(tx, returnItem, returnId, `Return ${returnId} was not found.`);
    if (locked.isConfirm) throw new BusinessError(RETURN_MESSAGES.alreadyConfirmed);

    const lines = await returnedLines(tx, returnId);
    let refundInvoiceId: number | null = null;
    if (locked.type === RETURN_TYPE.Invoiced && locked.creditReplacement === CREDIT_REPLACEMENT.Credit) {
      refundInvoiceId = await raiseRefundInvoice(
        tx,
        { orderId: order.orderId, returnNo: locked.returnNo, lines, invoiceNote: note },
        employeeId,
      );
    } else {
      if (order.orderStatusId === ORDER_STATUS.Closed) throw new BusinessError(RETURN_MESSAGES.orderClosed);
      await reopenLinesForReplacement(tx, order.orderId, lines, employeeId);
    }
    const now = new Date();
    await tx
      .update(returnItem)
      .set({
        isConfirm: true,
        invoiceNote: note,
        confirmedAt: now,
        confirmedBy: employeeId,
        refundInvoiceId,
        updatedBy: employeeId,
      })
      .where(eq(returnItem.returnId, returnId));
    return getReturn(tx, returnId);
  });
}
