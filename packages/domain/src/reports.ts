import { z } from 'zod';
import { listQueryOf, ZDateText, ZDecimalText } from './api.ts';
import { queryIdSchema } from './catalogue.ts';
import { queryDateSchema, shiftDate } from './dates.ts';
import { INVOICE_PAID } from './invoice.ts';

// The sales reports of spec 02 §2 (Sales Report, New Sales Report), §3 (Invoice as used by reports, New sale report
// row), §6 (sales report id 1) and §9 (issue 18). The rules are in the reports module's README.

/** The Sales Report pages: /salesReport/0 every salesperson's sales, /salesReport/1 the caller's own. */
export const SALES_REPORT_ALL_PAGE = '/salesReport/0';
export const SALES_REPORT_PAGES = [SALES_REPORT_ALL_PAGE, '/salesReport/1'] as const;
export const NEW_SALES_REPORT_ALL_PAGE = '/newSalesReport/0';
export const NEW_SALES_REPORT_PAGES = [NEW_SALES_REPORT_ALL_PAGE, '/newSalesReport/1'] as const;

export const REPORT_MESSAGES = {
  /** spec 02 §5 New Sales Report Confirm: dates, export-by and the matching selection (the form's words). */
  datesRequired: 'Date is required!',
  exportByRequired: 'Export By is required!',
  selectionRequired: 'Please select one to export by.',
  /** Ours: an employee without the all-sales page asking for another employee's sales (403). */
  ownSalesOnly: 'You can only see your own sales.',
} as const;

/** spec 02 §3 option ids: null a product, 1 delivery fee, 2 urgent fee, 3 setup fee. */
export const REPORT_OPTION = { DeliveryFee: 1, UrgentFee: 2, SetupFee: 3 } as const;

/**
 * spec 02 §9 reads "from one month ahead to one day ahead"; the original surely meant one month back to tomorrow (a
 * report of the future is empty), which is what we do (README).
 */
export function salesReportDefaultRange(today: string): { start: string; end: string } {
  return { start: shiftDate(today, -1, 'month'), end: shiftDate(today, 1, 'day') };
}

/** spec 02 §9: (unit price − reserve price) / reserve price; null when the reserve price is 0 or unknown. */
export function profitRateOf(unitPrice: number | string, reservePrice: number | string | null): number | null {
  if (reservePrice === null || reservePrice === '') return null;
  const reserve = Number(reservePrice);
  if (!Number.isFinite(reserve) || reserve === 0) return null;
  return Math.round(((Number(unitPrice) - reserve) / reserve) * 10_000) / 10_000;
}

/** spec 02 §9: GST 15 % in the sales export. */
export const REPORT_GST_RATE = 0.15;

// ---- Requests ------------------------------------------------------------------------------------------------------

const reportDate = (label: string) => queryDateSchema(label, `${label} must be a date (YYYY-MM-DD)`);

export const SALE_REPORT_SORT_FIELDS = ['invoiceDate', 'invoiceId', 'totalPrice', 'profit', 'company'] as const;

/** GET Invoice/GetSaleReport?start&end[&employeeId]; `paid` (the Paid filter) and the list contract are ours. */
export const ZSaleReportQuery = listQueryOf(SALE_REPORT_SORT_FIELDS).extend({
  start: reportDate('start').optional(),
  end: reportDate('end').optional(),
  employeeId: queryIdSchema('employeeId').optional(),
  paid: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
      z.union([z.literal(INVOICE_PAID.NotPaid), z.literal(INVOICE_PAID.Paid)], { error: 'paid must be 0 or 1' }),
    )
    .optional(),
});
export type TSaleReportQuery = z.infer<typeof ZSaleReportQuery>;

export const NEW_SALE_REPORT_EXPORT_BY = ['product', 'customer', 'sales'] as const;
export type TNewSaleReportExportBy = (typeof NEW_SALE_REPORT_EXPORT_BY)[number];

/** GET Invoice/GetNewSaleReport?start&end[&productId|customerId|salesId][&employeeId]. */
export const ZNewSaleReportQuery = z.object({
  start: reportDate('start').optional(),
  end: reportDate('end').optional(),
  productId: queryIdSchema('productId').optional(),
  customerId: queryIdSchema('customerId').optional(),
  salesId: queryIdSchema('salesId').optional(),
  employeeId: queryIdSchema('employeeId').optional(),
});
export type TNewSaleReportQuery = z.infer<typeof ZNewSaleReportQuery>;

// ---- Replies -------------------------------------------------------------------------------------------------------

export const ZSaleReportItem = z.object({
  productId: z.number().int().nullable(),
  optionId: z.number().int().nullable(),
  quantity: z.number(),
  totalPrice: ZDecimalText,
  product: z.object({ productName: z.string() }).nullable(),
  option: z.object({ optionName: z.string() }).nullable(),
});

/** spec 02 §3 "Invoice (as used by reports)". */
export const ZSaleReportInvoice = z.object({
  orderId: z.number().int(),
  invoiceId: z.number().int(),
  invoiceDate: ZDateText,
  dueDate: ZDateText,
  paid: z.number().int(),
  profit: ZDecimalText.nullable(),
  deliveryCityId: z.number().int().nullable(),
  deliveryCity: z.string().nullable(),
  totalPrice: ZDecimalText,
  priceInclgst: ZDecimalText,
  invoiceNote: z.string().nullable(),
  paymentDate: ZDateText.nullable(),
  company: z.string(),
  invoiceItem: z.array(ZSaleReportItem),
  order: z.object({
    orderNo: z.string(),
    custOrderNo: z.string().nullable(),
    accountNote: z.string().nullable(),
    employee: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    dispatching: z.array(z.object({ packingSlipNo: z.string() })),
  }),
});
export type TSaleReportInvoice = z.infer<typeof ZSaleReportInvoice>;

/** Ours: the totals of the Sales Report over the whole range and filter (not one page). */
export const ZSaleReportTotals = z.object({
  invoiceCount: z.number().int(),
  productSales: ZDecimalText,
  profit: ZDecimalText,
  deliveryFee: ZDecimalText,
  urgentFee: ZDecimalText,
  setupFee: ZDecimalText,
  products: z.array(
    z.object({ productId: z.number().int(), productName: z.string(), quantity: z.number(), totalPrice: ZDecimalText }),
  ),
});
export type TSaleReportTotals = z.infer<typeof ZSaleReportTotals>;

/** spec 02 §3 New sale report row, with its derived figures (README). */
export const ZNewSaleReportRow = z.object({
  productOrOptionName: z.string(),
  optionId: z.number().int().nullable(),
  unitPrice: ZDecimalText,
  reservePrice: ZDecimalText.nullable(),
  /** Pieces (an option: its quantity). */
  quantity: z.number(),
  totalPrice: ZDecimalText,
  reserveTotalPrice: ZDecimalText.nullable(),
  /** Cartons. */
  packageQty: z.number().nullable(),
  /** Pieces per carton. */
  numberQuantity: z.number().nullable(),
  /** Pieces in all: the quantity. */
  totalQty: z.number(),
  profitRate: z.number().nullable(),
});
export type TNewSaleReportRow = z.infer<typeof ZNewSaleReportRow>;
