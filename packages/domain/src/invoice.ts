import { z } from 'zod';
import { listQueryOf, ZDateText, ZDecimalText } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { monthsUpTo, queryDateSchema, shiftDate } from './dates.ts';
import { PAYMENT_TERM_PREPAY } from './reference-data.ts';
import { ORDER_READ_PAGES } from './sales-order.ts';

// Invoices of spec 01 §3, §4, §7 and §8 (issue 6). When an invoice is raised is written in the invoices module's
// README: at dispatch completion for what that dispatch delivered (the order's options on its first invoice), and at
// approval for a prepaid order (carrying the invoice number). A negative total is a refund.

export const INVOICE_PAID = { NotPaid: 0, Paid: 1 } as const;
/** The invoice list's status tag (issue 20: the paid state is a status; the row's actions are Mark paid / Mark unpaid). */
export const INVOICE_PAID_NAMES: Record<number, string> = { 0: 'Unpaid', 1: 'Paid' };

export const INVOICE_MESSAGES = {
  noteRequired: 'Please inupt invoice note',
  /** Ours. */
  selectInvoices: 'Please select at least one invoice.',
} as const;

/** The pages that read and pay invoices. */
export const INVOICE_PAGES = ['/invoice', '/invoice22', '/invoice23&41'] as const;
/** GetAllInvoice: the invoice pages, and the order pages for the invoices of one order they reach. */
export const INVOICE_READ_PAGES = [...INVOICE_PAGES, ...ORDER_READ_PAGES] as const;
/** spec 01 §2 default range of the invoice list: the last 3 months. */
export const INVOICE_DEFAULT_RANGE_MONTHS = 3;

/** The invoice list's default range for `today` (YYYY-MM-DD): the last INVOICE_DEFAULT_RANGE_MONTHS months to today. */
export function invoiceDefaultRange(today: string): { start: string; end: string } {
  return monthsUpTo(today, INVOICE_DEFAULT_RANGE_MONTHS);
}

/**
 * spec 01 §2: the invoice page's address may carry a brand id list separated by ampersands
 * ('/invoice23&41' → [23, 41]; '/invoice' → []).
 */
export function brandIdsOfInvoicePath(path: string): number[] {
  const tail = decodeURIComponent(path).replace(/^.*\/invoice/, '');
  return tail
    .split('&')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

/**
 * The due date of an invoice by the order's payment term (seeded ids: 1 '7 days', 2 '20th of the following month',
 * 3 '30 days'; cash terms and Prepay are due on the invoice date).
 */
export function invoiceDueDate(invoiceDate: string, paymentCycleId: number | null): string {
  switch (paymentCycleId) {
    case 1:
      return shiftDate(invoiceDate, 7, 'day');
    case 2:
      return `${shiftDate(invoiceDate, 1, 'month').slice(0, 7)}-20`;
    case 3:
      return shiftDate(invoiceDate, 30, 'day');
    case PAYMENT_TERM_PREPAY:
      return invoiceDate;
    default:
      return invoiceDate;
  }
}

/** A decimal (number or numeric text) as an exact integer count of millionths. */
function toMillionths(value: number | string): bigint {
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || `${match[2]}${match[3] ?? ''}` === '') throw new RangeError(`Not a decimal: '${text}'`);
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt(`${whole || '0'}${fraction.slice(0, 6).padEnd(6, '0')}`);
  return sign === '-' ? -digits : digits;
}

/**
 * The share of an order line's total that `part` of its `whole` pieces carry, exactly and rounded once to cents
 * (half away from zero): an invoice item's totalPrice = line.price × delivered / line.quantity.
 */
export function prorateMoney(amount: number | string, part: number | string, whole: number | string): number {
  const denominator = toMillionths(whole) * 1_000_000n;
  if (denominator === 0n) throw new RangeError('Cannot prorate over zero pieces');
  const numerator = toMillionths(amount) * toMillionths(part) * 100n;
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const cents = (n * 2n + d) / (2n * d);
  return Number(negative ? -cents : cents) / 100;
}

// ---- Requests ------------------------------------------------------------------------------------------------------

/** The columns the invoice lists sort by (default: newest invoice date first). */
export const INVOICE_SORT_FIELDS = [
  'invoiceDate',
  'dueDate',
  'orderNo',
  'company',
  'totalPrice',
  'priceInclgst',
  'profit',
  'paid',
  'paymentDate',
] as const;
export type TInvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

/**
 * GET Invoice/GetAllInvoice?orderId | start&end; customerId, brandIds ('23,41') and paid (0|1) are ours (the list
 * screens), as are the list contract's page, sort and search.
 */
export const ZInvoiceListQuery = listQueryOf(INVOICE_SORT_FIELDS).extend({
  orderId: queryIdSchema('orderId').optional(),
  start: queryDateSchema('start').optional(),
  end: queryDateSchema('end').optional(),
  customerId: queryIdSchema('customerId').optional(),
  brandIds: z
    .string()
    .regex(/^\d+([,&]\d+)*$/, 'brandIds must be a list of brand ids')
    .optional(),
  paid: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
      z.union([z.literal(INVOICE_PAID.NotPaid), z.literal(INVOICE_PAID.Paid)], { error: 'paid must be 0 or 1' }),
    )
    .optional(),
});
export type TInvoiceListQuery = z.infer<typeof ZInvoiceListQuery>;

const paidFlag = z.coerce
  .number('paid must be 0 or 1')
  .int()
  .min(0, 'paid must be 0 or 1')
  .max(1, 'paid must be 0 or 1');
const paymentDate = queryDateSchema('Payment Date').nullish();
const invoiceNote = z
  .string(INVOICE_MESSAGES.noteRequired)
  .trim()
  .max(300, 'Invoice note must be at most 300 characters');

/** PUT Invoice/InvoiceMarkPaid?invoiceId&paid&invoiceNote&paymentDate: a note is required to mark paid. */
export const ZInvoiceMarkPaidQuery = z
  .object({ invoiceId: queryIdSchema('invoiceId'), paid: paidFlag, invoiceNote: invoiceNote.optional(), paymentDate })
  .refine((q) => q.paid === 0 || !!q.invoiceNote, { message: INVOICE_MESSAGES.noteRequired, path: ['invoiceNote'] });
export type TInvoiceMarkPaidQuery = z.infer<typeof ZInvoiceMarkPaidQuery>;

/** PUT Invoice/InvoicesMarkPaid {invoiceId: [..], paid, invoiceNote, paymentDate}. */
export const ZInvoicesMarkPaid = z
  .object({
    invoiceId: z
      .array(z.number().int().positive().max(MAX_ID), INVOICE_MESSAGES.selectInvoices)
      .min(1, INVOICE_MESSAGES.selectInvoices)
      .max(1000),
    paid: paidFlag,
    invoiceNote: invoiceNote.optional(),
    paymentDate,
  })
  .refine((q) => q.paid === 0 || !!q.invoiceNote, { message: INVOICE_MESSAGES.noteRequired, path: ['invoiceNote'] });
export type TInvoicesMarkPaid = z.infer<typeof ZInvoicesMarkPaid>;

// ---- Replies (the response contract of each call) -----------------------------------------------------------------

/** spec 01 §3 invoice item, with the new-invoice row fields. */
export const ZInvoiceItem = z.object({
  invoiceItemId: z.number().int(),
  productId: z.number().int().nullable(),
  /** null = product; 1 delivery fee, 2 urgent fee, 3 setup fee. */
  optionId: z.number().int().nullable(),
  productOrOptionName: z.string(),
  /** Pieces (an option: its quantity). */
  quantity: z.number(),
  /** Cartons. */
  packageQty: z.number().nullable(),
  unitPrice: ZDecimalText,
  totalPrice: ZDecimalText,
  reservePrice: ZDecimalText.nullable(),
  reserveTotalPrice: ZDecimalText.nullable(),
});
export type TInvoiceItem = z.infer<typeof ZInvoiceItem>;

export const ZInvoice = z.object({
  invoiceId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  dispatchId: z.number().int().nullable(),
  customerId: z.number().int(),
  company: z.string(),
  customerCode: z.string().nullable(),
  brandId: z.number().int().nullable(),
  invoiceNote: z.string().nullable(),
  /** Excl. GST; negative means a refund. */
  totalPrice: ZDecimalText,
  gst: ZDecimalText,
  priceInclgst: ZDecimalText,
  paid: z.literal([INVOICE_PAID.NotPaid, INVOICE_PAID.Paid]),
  invoiceDate: ZDateText,
  dueDate: ZDateText,
  accountNote: z.string().nullable(),
  PoNo: z.string().nullable(),
  packingSlipNo: z.string().nullable(),
  profit: ZDecimalText.nullable(),
  paymentDate: ZDateText.nullable(),
  employeeName: z.string().nullable(),
  invoiceItem: z.array(ZInvoiceItem),
});
export type TInvoice = z.infer<typeof ZInvoice>;
/** GetAllInvoice, InvoicesMarkPaid. */
export const ZInvoiceList = z.array(ZInvoice);
