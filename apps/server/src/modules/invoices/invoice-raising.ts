import {
  computeGst,
  computeTotal,
  DISPATCH_MESSAGES,
  INVOICE_PAID,
  invoiceDueDate,
  multiplyMoney,
  ORDER_STATUS,
  prorateMoney,
  sumMoney,
  type TOrderOption,
  type TOrderProduct,
  todayInAuckland,
} from '@packline/domain';
import { eq, sql } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { lockSalesOrder } from '../sales-orders/sales-order-lock.ts';
import { listOrderOptions, listOrderProducts } from '../sales-orders/sales-order-read.ts';
import { moveOrder } from '../sales-orders/sales-order-state.ts';
import type { TLinePieces } from '../sales-orders/sales-orders.service.ts';
import { invoice, invoiceItem } from './invoices.tables.ts';

// When invoices are raised (README.md): at dispatch completion for what that dispatch delivered (the dispatch module
// passes its lines), the order's options on its first invoice; at prepaid approval one paid invoice for the whole
// order. Called inside the caller's transaction; the order is locked first (sales-order-lock.ts), so two completions
// of one order cannot both raise its first invoice.

type TNewItem = Omit<typeof invoiceItem.$inferInsert, 'invoiceId'>;

interface TOrderTerms {
  orderId: number;
  paymentCycleId: number | null;
  orderStatusId: number;
}

/** Cartons of `pieces` on a line: by the product's pack quantity, else in the line's own pieces-per-carton ratio. */
function cartonsOf(line: TOrderProduct, pieces: number): number {
  if (line.packQuantity) return Math.round((pieces / line.packQuantity) * 1000) / 1000;
  const quantity = Number(line.quantity);
  return quantity === 0 ? 0 : Math.round(((pieces * Number(line.packagingQty)) / quantity) * 1000) / 1000;
}

/** The item of `pieces` of an order line, priced as its share of the line total. */
function productItem(line: TOrderProduct, pieces: number): TNewItem {
  const whole = Number(line.quantity) === pieces;
  return {
    productId: line.productId,
    optionId: null,
    quantity: String(pieces),
    packageQty: String(whole ? Number(line.packagingQty) : cartonsOf(line, pieces)),
    unitPrice: line.unitPrice,
    totalPrice: String(whole ? Number(line.price) : prorateMoney(line.price, pieces, line.quantity)),
    reservePrice: line.purchPrice,
  };
}

function optionItem(option: TOrderOption): TNewItem {
  return {
    productId: null,
    optionId: option.optionId,
    quantity: option.quantity,
    packageQty: null,
    unitPrice: option.unitPrice,
    totalPrice: option.price,
    reservePrice: null,
  };
}

/**
 * Total − Σ(reservePrice × cartons) of the product items; null when a product item has no reserve price. Option items
 * (fees) carry no cost.
 */
export function profitOf(items: readonly TNewItem[]): number | null {
  const products = items.filter((item) => item.optionId === null);
  if (products.some((item) => item.reservePrice === null || item.reservePrice === undefined)) return null;
  const cost = sumMoney(products.map((item) => multiplyMoney(item.reservePrice as string, item.packageQty ?? 0)));
  return sumMoney([sumMoney(items.map((item) => item.totalPrice)), -cost]);
}

async function insertInvoice(
  db: Transaction,
  order: TOrderTerms,
  items: readonly TNewItem[],
  fields: Pick<
    typeof invoice.$inferInsert,
    'dispatchId' | 'employeeId' | 'paid' | 'invoiceNote' | 'paymentDate' | 'returnNo' | 'creditsInvoiceId'
  >,
): Promise<number> {
  const total = sumMoney(items.map((item) => item.totalPrice));
  const invoiceDate = todayInAuckland();
  const profit = profitOf(items);
  const [created] = await db
    .insert(invoice)
    .values({
      orderId: order.orderId,
      totalPrice: String(total),
      gst: String(computeGst(total)),
      priceInclgst: String(computeTotal(total)),
      profit: profit === null ? null : String(profit),
      invoiceDate,
      dueDate: invoiceDueDate(invoiceDate, order.paymentCycleId),
      createdBy: fields.employeeId,
      ...fields,
    })
    .returning({ invoiceId: invoice.invoiceId });
  if (items.length > 0) {
    await db
      .insert(invoiceItem)
      .values(items.map((item) => ({ ...item, invoiceId: created.invoiceId, createdBy: fields.employeeId ?? null })));
  }
  return created.invoiceId;
}

/**
 * The order's invoices: `all` counts the live ones (neither a credit note nor an invoice one cancels: each credit note
 * cancels exactly one), `prepaid` the prepaid approval's, `unpaid` every unpaid one.
 */
async function invoiceCount(db: DbOrTx, orderId: number): Promise<{ all: number; prepaid: number; unpaid: number }> {
  const creditNotes = sql`count(*) filter (where ${invoice.creditsInvoiceId} is not null)`;
  const [row] = await db
    .select({
      all: sql<number>`count(*) - 2 * ${creditNotes}`.mapWith(Number),
      prepaid: sql<number>`count(*) filter (where ${invoice.dispatchId} is null and ${invoice.returnNo} is null
        and ${invoice.creditsInvoiceId} is null)`.mapWith(Number),
      unpaid: sql<number>`count(*) filter (where ${invoice.paid} <> ${INVOICE_PAID.Paid})`.mapWith(Number),
    })
    .from(invoice)
    .where(eq(invoice.orderId, orderId));
  return row ?? { all: 0, prepaid: 0, unpaid: 0 };
}

/** What a completed dispatch delivered: its pieces per order line (the dispatch module sums its picked boxes). */
export interface TDeliveredDispatch {
  dispatchId: number;
  orderId: number;
  lines: readonly TLinePieces[];
}

/**
 * At dispatch completion (inside its transaction): one invoice for what that dispatch delivered, with the order's
 * option lines on the order's first invoice. Returns the invoice id (the existing one when called twice), or null when
 * the order was invoiced in full at prepaid approval or the dispatch delivered nothing.
 */
export async function raiseDispatchInvoice(
  tx: Transaction,
  delivered: TDeliveredDispatch,
  employeeId: number | null,
): Promise<number | null> {
  const { dispatchId } = delivered;
  const order = await lockSalesOrder(tx, delivered.orderId);
  const [already] = await tx
    .select({ invoiceId: invoice.invoiceId })
    .from(invoice)
    .where(eq(invoice.dispatchId, dispatchId));
  if (already) return already.invoiceId;
  const invoices = await invoiceCount(tx, order.orderId);
  if (invoices.prepaid > 0) return null;

  const lines = await listOrderProducts(tx, [order.orderId]);
  const items: TNewItem[] = [];
  for (const line of lines) {
    const pieces = delivered.lines
      .filter((row) => row.orderProductId === line.orderProductId)
      .reduce((sum, row) => sum + row.pieces, 0);
    if (pieces > 0) items.push(productItem(line, pieces));
  }
  if (items.length === 0) return null;
  if (invoices.all === 0) items.push(...(await listOrderOptions(tx, [order.orderId])).map(optionItem));
  return insertInvoice(tx, order, items, {
    dispatchId,
    employeeId,
    paid: INVOICE_PAID.NotPaid,
    invoiceNote: null,
    paymentDate: null,
  });
}

/**
 * At prepaid approval (ApproveOrder, inside its transaction): one paid invoice for the whole order carrying the invoice
 * number as its note and the payment date.
 */
export async function raisePrepaidInvoice(
  tx: Transaction,
  orderId: number,
  paid: { invoiceNote: string; paymentDate: string; employeeId: number | null },
): Promise<number> {
  const order = await lockSalesOrder(tx, orderId);
  const lines = await listOrderProducts(tx, [orderId]);
  const options = await listOrderOptions(tx, [orderId]);
  const items = [...lines.map((line) => productItem(line, Number(line.quantity))), ...options.map(optionItem)];
  return insertInvoice(tx, order, items, {
    dispatchId: null,
    employeeId: paid.employeeId,
    paid: INVOICE_PAID.Paid,
    invoiceNote: paid.invoiceNote,
    paymentDate: paid.paymentDate.replaceAll('/', '-'),
  });
}

/** What a return credits: its return number and the pieces per order line. */
export interface TCreditedReturn {
  orderId: number;
  returnNo: string;
  lines: readonly TLinePieces[];
  invoiceNote: string;
}

/**
 * A credit return confirmed (the returns module, inside its transaction): one refund invoice, the returned pieces of
 * each line at the line's price (the same share of the line total a dispatch invoice takes), negated; GST and the
 * total follow (negative too), and so does the profit. Unpaid until the refund is paid out; the note is the
 * confirmation's. Returns the invoice id.
 */
export async function raiseRefundInvoice(
  tx: Transaction,
  credited: TCreditedReturn,
  employeeId: number | null,
): Promise<number> {
  const order = await lockSalesOrder(tx, credited.orderId);
  const lines = await listOrderProducts(tx, [order.orderId]);
  const items: TNewItem[] = [];
  for (const line of lines) {
    const pieces = credited.lines
      .filter((row) => row.orderProductId === line.orderProductId)
      .reduce((sum, row) => sum + row.pieces, 0);
    if (pieces > 0) items.push(negated(productItem(line, pieces)));
  }
  return insertInvoice(tx, order, items, {
    dispatchId: null,
    returnNo: credited.returnNo,
    employeeId,
    paid: INVOICE_PAID.NotPaid,
    invoiceNote: credited.invoiceNote,
    paymentDate: null,
  });
}

const negate = (value: string | null | undefined) =>
  value === null || value === undefined ? value : String(-Number(value));
/** The same item with its quantity, cartons and total negative (a refund); prices per carton stay. */
const negated = (item: TNewItem): TNewItem => ({
  ...item,
  quantity: negate(item.quantity) as string,
  packageQty: negate(item.packageQty),
  totalPrice: negate(item.totalPrice) as string,
});

/** The invoice of a dispatch being cancelled, locked; undefined when that dispatch raised none. */
async function dispatchInvoiceForUpdate(tx: Transaction, dispatchId: number) {
  const [row] = await tx
    .select({ invoiceId: invoice.invoiceId, orderId: invoice.orderId, paid: invoice.paid })
    .from(invoice)
    .where(eq(invoice.dispatchId, dispatchId))
    .for('update');
  return row;
}

/**
 * A completed, undelivered dispatch deleted (inside its transaction): its invoice is kept — an issued invoice is never
 * erased — and cancelled by a credit note of its items negated; both are settled against each other (paid, today).
 * Refused (BusinessError DISPATCH_MESSAGES.paidNotDeletable) when the invoice is paid. Answers the credit note's id, or null when the
 * dispatch raised no invoice.
 */
export async function cancelDispatchInvoice(
  tx: Transaction,
  dispatchId: number,
  employeeId: number | null,
): Promise<number | null> {
  const raised = await dispatchInvoiceForUpdate(tx, dispatchId);
  if (!raised) return null;
  if (raised.paid === INVOICE_PAID.Paid) throw new BusinessError(DISPATCH_MESSAGES.paidNotDeletable);
  const order = await lockSalesOrder(tx, raised.orderId);
  const items = await tx
    .select({
      productId: invoiceItem.productId,
      optionId: invoiceItem.optionId,
      quantity: invoiceItem.quantity,
      packageQty: invoiceItem.packageQty,
      unitPrice: invoiceItem.unitPrice,
      totalPrice: invoiceItem.totalPrice,
      reservePrice: invoiceItem.reservePrice,
    })
    .from(invoiceItem)
    .where(eq(invoiceItem.invoiceId, raised.invoiceId))
    .orderBy(invoiceItem.invoiceItemId);
  const today = todayInAuckland();
  const creditNoteId = await insertInvoice(tx, order, items.map(negated), {
    dispatchId: null,
    returnNo: null,
    creditsInvoiceId: raised.invoiceId,
    employeeId,
    paid: INVOICE_PAID.Paid,
    invoiceNote: `Credits invoice ${raised.invoiceId}: dispatch ${dispatchId} cancelled`,
    paymentDate: today,
  });
  await tx
    .update(invoice)
    .set({
      paid: INVOICE_PAID.Paid,
      paymentDate: today,
      invoiceNote: `Cancelled with dispatch ${dispatchId}: credited by invoice ${creditNoteId}`,
      updatedBy: employeeId,
    })
    .where(eq(invoice.invoiceId, raised.invoiceId));
  return creditNoteId;
}

/** After an order reaches Delivered or an invoice is paid: a Delivered order whose every invoice is paid moves to Paid. */
export async function settleOrderIfPaid(tx: Transaction, orderId: number, employeeId: number | null): Promise<void> {
  const order = await lockSalesOrder(tx, orderId);
  if (order.orderStatusId !== ORDER_STATUS.Delivered) return;
  const invoices = await invoiceCount(tx, orderId);
  if (invoices.all === 0 || invoices.unpaid > 0) return;
  await moveOrder(tx, orderId, ORDER_STATUS.Paid, { employeeId, reason: 'Every invoice paid' });
}
