import {
  INVOICE_PAID_NAMES,
  invoiceDefaultRange,
  multiplyMoney,
  packingSlipNoOf,
  type TInvoice,
  type TInvoiceItem,
  type TInvoiceListQuery,
  type TInvoiceSortField,
  type TPageMeta,
  todayInAuckland,
} from '@packline/domain';
import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { ilikeAny, listPage, namedMatches, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { products } from '../catalogue/catalogue.reads.ts';
import { customers } from '../customers/customers.reads.ts';
import { productOptions } from '../lookups/lookups.reads.ts';
import { salesOrders, salesRepOfOrder, withOrderAndCustomer } from '../sales-orders/sales-orders.reads.ts';
import { invoiceSearchText } from './invoice-search-text.ts';
import { invoice, invoiceItem } from './invoices.tables.ts';

// The invoice list: one query for the invoices (order, customer and salesperson joined), one for their items. The list
// screens read it a page at a time (modules/README.md "Lists that page").

/** The sales rep of the invoice's order. */
const salesRep = salesRepOfOrder();

const apiDate = (value: string) => value.replaceAll('/', '-');

/** What the invoice lists' column headers sort by (domain INVOICE_SORT_FIELDS). */
export const INVOICE_SORTS: Record<TInvoiceSortField, TSortable> = {
  invoiceDate: invoice.invoiceDate,
  dueDate: invoice.dueDate,
  orderNo: salesOrders.orderNo,
  company: customers.company,
  totalPrice: invoice.totalPrice,
  priceInclgst: invoice.priceInclgst,
  profit: invoice.profit,
  paid: invoice.paid,
  paymentDate: invoice.paymentDate,
};

/**
 * The search box of the invoice lists, matching what its client-side search did: the invoice's own note and packing
 * slip number (one trigram-indexed expression), its order's numbers and account note, the customer, the salesperson's
 * name, and the paid state by name ('Paid' / 'Unpaid').
 */
export function invoiceSearch(text: string | undefined): SQL | undefined {
  return searchOf(text, (pattern, word) => {
    return [
      ...ilikeAny(pattern, [
        invoiceSearchText(invoice),
        salesOrders.orderNo,
        salesOrders.custOrderNo,
        salesOrders.accountNote,
        customers.company,
        customers.customerCode,
      ]),
      salesRep.nameMatches(pattern, salesOrders.employeeId),
      ...namedMatches(word, invoice.paid, INVOICE_PAID_NAMES),
    ];
  });
}

/**
 * The list's filter: an order's invoices, or a date range (default the last 3 months) with customer, brands, the paid
 * state and the search. It reads the invoice, its order and its customer (every read joins those).
 */
export function invoiceFilter(query: TInvoiceListQuery, today = todayInAuckland()): SQL | undefined {
  if (query.orderId) return and(eq(invoice.orderId, query.orderId), invoiceSearch(query.search));
  const range = query.start || query.end ? { start: query.start, end: query.end } : invoiceDefaultRange(today);
  const brandIds = query.brandIds ? query.brandIds.split(/[,&]/).map(Number) : [];
  return and(
    range.start ? gte(invoice.invoiceDate, apiDate(range.start)) : undefined,
    range.end ? lte(invoice.invoiceDate, apiDate(range.end)) : undefined,
    query.customerId ? eq(salesOrders.customerId, query.customerId) : undefined,
    brandIds.length > 0 ? inArray(customers.brandId, brandIds) : undefined,
    query.paid === undefined ? undefined : eq(invoice.paid, query.paid),
    invoiceSearch(query.search),
  );
}

async function listItems(db: DbOrTx, invoiceIds: readonly number[]): Promise<Map<number, TInvoiceItem[]>> {
  const byInvoice = new Map<number, TInvoiceItem[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const select = db
    .select({
      invoiceId: invoiceItem.invoiceId,
      invoiceItemId: invoiceItem.invoiceItemId,
      productId: invoiceItem.productId,
      optionId: invoiceItem.optionId,
      productOrOptionName: sql<string>`coalesce(${products.productName}, ${productOptions.optionName}, '')`,
      quantity: invoiceItem.quantity,
      packageQty: invoiceItem.packageQty,
      unitPrice: invoiceItem.unitPrice,
      totalPrice: invoiceItem.totalPrice,
      reservePrice: invoiceItem.reservePrice,
    })
    .from(invoiceItem)
    .$dynamic();
  const rows = await productOptions
    .leftJoin(products.leftJoin(select, invoiceItem.productId), invoiceItem.optionId)
    .where(inArray(invoiceItem.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceItem.invoiceId), asc(invoiceItem.invoiceItemId));
  for (const { invoiceId, ...row } of rows) {
    const packageQty = row.packageQty === null ? null : Number(row.packageQty);
    const item: TInvoiceItem = {
      ...row,
      quantity: Number(row.quantity),
      packageQty,
      reserveTotalPrice:
        row.reservePrice === null || packageQty === null
          ? null
          : multiplyMoney(row.reservePrice, packageQty).toFixed(2),
    };
    const list = byInvoice.get(invoiceId) ?? [];
    list.push(item);
    byInvoice.set(invoiceId, list);
  }
  return byInvoice;
}

const invoiceColumns = {
  invoiceId: invoice.invoiceId,
  orderId: invoice.orderId,
  orderNo: salesOrders.orderNo,
  dispatchId: invoice.dispatchId,
  customerId: salesOrders.customerId,
  company: customers.company,
  customerCode: customers.customerCode,
  brandId: customers.brandId,
  invoiceNote: invoice.invoiceNote,
  totalPrice: invoice.totalPrice,
  gst: invoice.gst,
  priceInclgst: invoice.priceInclgst,
  paid: invoice.paid,
  invoiceDate: invoice.invoiceDate,
  dueDate: invoice.dueDate,
  accountNote: salesOrders.accountNote,
  PoNo: salesOrders.custOrderNo,
  profit: invoice.profit,
  paymentDate: invoice.paymentDate,
  employeeName: salesRep.name,
};

/** The invoices `where` selects in the list's order (default: newest invoice date first). Exported for the bench. */
export function invoiceListQuery(db: DbOrTx, where: SQL | undefined, query: TInvoiceListQuery = {}) {
  return withJoins(
    db.select(invoiceColumns).from(invoice).$dynamic(),
    (q) => withOrderAndCustomer(q, invoice.orderId),
    (q) => salesRep.leftJoin(q),
  )
    .where(where)
    .orderBy(...orderByOf(INVOICE_SORTS, query, { field: 'invoiceDate', order: 'descend' }, invoice.invoiceId));
}

type TInvoiceRow = Awaited<ReturnType<typeof invoiceListQuery>>[number];

/** The rows with their items (one more query for all of them). */
async function withItems(db: DbOrTx, rows: TInvoiceRow[]): Promise<TInvoice[]> {
  const items = await listItems(
    db,
    rows.map((row) => row.invoiceId),
  );
  return rows.map((row) => ({
    ...row,
    // The dispatch's packing slip number is its id, six digits (no join into the dispatch module's tables).
    packingSlipNo: row.dispatchId === null ? null : packingSlipNoOf(row.dispatchId),
    paid: row.paid === 1 ? 1 : 0,
    invoiceItem: items.get(row.invoiceId) ?? [],
  }));
}

/** The invoices `where` selects, newest invoice first, each with its items. */
export async function listInvoices(db: DbOrTx, where: SQL | undefined): Promise<TInvoice[]> {
  return withItems(db, await invoiceListQuery(db, where));
}

/**
 * GET Invoice/GetAllInvoice: one page and the total with `page`, else every invoice of the filter (docs/architecture.md
 * §3); the items are read for the page's invoices only.
 */
export async function listInvoicePage(
  db: DbOrTx,
  query: TInvoiceListQuery,
): Promise<{ rows: TInvoice[]; meta: TPageMeta | null }> {
  const where = invoiceFilter(query);
  const page = await listPage(query, {
    rows: invoiceListQuery(db, where, query),
    count: withOrderAndCustomer(db.select({ total: count() }).from(invoice).$dynamic(), invoice.orderId).where(where),
    toRow: (row: TInvoiceRow) => row,
  });
  return { rows: await withItems(db, page.rows), meta: page.meta };
}
