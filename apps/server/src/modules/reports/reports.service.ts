import {
  REPORT_GST_RATE,
  REPORT_MESSAGES,
  salesReportDefaultRange,
  type TNewSaleReportRow,
  todayInAuckland,
} from '@packline/domain';
import { ForbiddenError } from '../../core/errors.ts';
import { holdsAnyPage, type TCaller } from '../../http/access.ts';
import type { TXlsxColumn } from '../../http/xlsx-export.ts';
import type { TReportRange } from './reports-read.ts';

// Who sees whose sales, and the report's range (README.md). The server, not the screen, limits an employee without
// the all-sales page to their own sales (spec 02 §6: sales report id 1).

type TStaff = Extract<TCaller, { kind: 'staff' }>;

/**
 * The salesperson whose sales the caller reads: anyone's (or everyone's: null) with the all-sales page; else only their
 * own — another employee's id is 403 (REPORT_MESSAGES.ownSalesOnly), none means their own.
 */
export function salesIdFor(caller: TStaff, requested: number | undefined, allSalesPage: string): number | null {
  if (holdsAnyPage(caller, [allSalesPage])) return requested ?? null;
  if (requested !== undefined && requested !== caller.employeeId)
    throw new ForbiddenError(REPORT_MESSAGES.ownSalesOnly);
  return caller.employeeId;
}

/** The asked range, each end defaulting to the Sales Report's (a month back to tomorrow, spec 02 §9 as corrected). */
export function reportRange(query: { start?: string; end?: string }, today = todayInAuckland()): TReportRange {
  const fallback = salesReportDefaultRange(today);
  return { start: query.start ?? fallback.start, end: query.end ?? fallback.end };
}

const gstOf = (total: string) => Math.round(Number(total) * REPORT_GST_RATE * 100) / 100;

/** The New Sales Report's Excel columns: the spec 02 §3 row with its derived figures and GST 15 % (spec 02 §9). */
export const NEW_SALE_REPORT_COLUMNS: TXlsxColumn<TNewSaleReportRow>[] = [
  { header: 'Product / Option', value: (r) => r.productOrOptionName, width: 40 },
  { header: 'Unit Price', value: (r) => r.unitPrice, type: 'money' },
  { header: 'Reserve Price', value: (r) => r.reservePrice, type: 'money' },
  { header: 'Cartons', value: (r) => r.packageQty, type: 'number' },
  { header: 'Pieces per Carton', value: (r) => r.numberQuantity, type: 'number' },
  { header: 'Total Qty', value: (r) => r.totalQty, type: 'number' },
  { header: 'Total (excl. GST)', value: (r) => r.totalPrice, type: 'money' },
  { header: 'GST', value: (r) => gstOf(r.totalPrice), type: 'money' },
  { header: 'Total (incl. GST)', value: (r) => Number(r.totalPrice) + gstOf(r.totalPrice), type: 'money' },
  { header: 'Reserve Total', value: (r) => r.reserveTotalPrice, type: 'money' },
  { header: 'Profit Rate', value: (r) => r.profitRate, type: 'percent' },
];
