import {
  profitRateOf,
  REPORT_OPTION,
  type TNewSaleReportQuery,
  type TNewSaleReportRow,
  TOP_CUSTOMERS,
  type TSaleReportCharts,
  type TSaleReportInvoice,
  type TSaleReportQuery,
  type TSaleReportTotals,
} from '@packline/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { listPage, orderByOf } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { products } from '../catalogue/catalogue.reads.ts';
import { customers } from '../customers/customers.reads.ts';
import { dispatches } from '../dispatch/dispatch.reads.ts';
import { invoiceItems, invoices } from '../invoices/invoices.reads.ts';
import { cities, productOptions } from '../lookups/lookups.reads.ts';
import { customerOfOrder, salesOrders, salesRepOfOrder } from '../sales-orders/sales-orders.reads.ts';

// The reads of the sales reports (README.md): invoices of live orders by invoice date, optionally of one salesperson
// (the order's employee). Every figure is summed in SQL; only a page of invoices (and their items) is read into memory.

export interface TReportRange {
  start: string;
  end: string;
}

const day = (value: string) => value.replaceAll('/', '-');

/** The select with the invoice's order (every invoice has one). */
const withInvoiceOrder = <T extends PgSelect>(select: T) => salesOrders.innerJoin(select, invoices.orderId);

/** The select of invoice items with their invoice and its order. */
const withItemInvoiceOrder = <T extends PgSelect>(select: T) =>
  withInvoiceOrder(invoices.innerJoin(select, invoiceItems.invoiceId));

const salesRep = salesRepOfOrder();

/** Invoices of live orders dated in the range, of the salesperson when given. */
function invoicesIn(range: TReportRange, salesId: number | null, extra: (SQL | undefined)[] = []) {
  return and(
    gte(invoices.invoiceDate, day(range.start)),
    lte(invoices.invoiceDate, day(range.end)),
    isNull(salesOrders.deletedAt),
    salesId === null ? undefined : eq(salesOrders.employeeId, salesId),
    ...extra,
  );
}

const SALE_REPORT_SORTS = {
  invoiceDate: invoices.invoiceDate,
  invoiceId: invoices.invoiceId,
  totalPrice: invoices.totalPrice,
  profit: invoices.profit,
  company: customers.company,
};

/** GET Invoice/GetSaleReport: one page of the invoices (newest first), or all of them, each with its items. */
export async function listSaleReport(db: DbOrTx, query: TSaleReportQuery, range: TReportRange, salesId: number | null) {
  const where = invoicesIn(range, salesId, [query.paid === undefined ? undefined : eq(invoices.paid, query.paid)]);
  const orderBy = orderByOf(SALE_REPORT_SORTS, query, { field: 'invoiceDate', order: 'descend' }, invoices.invoiceId);
  const select = invoices
    .select(db, {
      orderId: invoices.orderId,
      invoiceId: invoices.invoiceId,
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.dueDate,
      paid: invoices.paid,
      profit: invoices.profit,
      deliveryCityId: salesOrders.deliveryCityId,
      deliveryCity: cities.cityName,
      totalPrice: invoices.totalPrice,
      priceInclgst: invoices.priceInclgst,
      invoiceNote: invoices.invoiceNote,
      paymentDate: invoices.paymentDate,
      company: customers.company,
      orderNo: salesOrders.orderNo,
      custOrderNo: salesOrders.custOrderNo,
      accountNote: salesOrders.accountNote,
      firstName: salesRep.firstName,
      lastName: salesRep.lastName,
    })
    .$dynamic();
  const rows = withJoins(
    select,
    (q) => withInvoiceOrder(q),
    (q) => customerOfOrder.innerJoin(q),
    (q) => cities.leftJoin(q, salesOrders.deliveryCityId),
    (q) => salesRep.leftJoin(q),
  )
    .where(where)
    .orderBy(...orderBy);
  const page = await listPage(query, {
    rows,
    count: withInvoiceOrder(invoices.select(db, { total: count() })).where(where),
    toRow: (row) => row,
  });
  const invoiceIds = page.rows.map((row) => row.invoiceId);
  const orderIds = [...new Set(page.rows.map((row) => row.orderId))];
  const items = invoiceIds.length
    ? await withJoins(
        invoiceItems.select(db, {
          invoiceId: invoiceItems.invoiceId,
          productId: invoiceItems.productId,
          optionId: invoiceItems.optionId,
          quantity: invoiceItems.quantity,
          totalPrice: invoiceItems.totalPrice,
          productName: products.productName,
          optionName: productOptions.optionName,
        }),
        (q) => products.leftJoin(q, invoiceItems.productId),
        (q) => productOptions.leftJoin(q, invoiceItems.optionId),
      )
        .where(inArray(invoiceItems.invoiceId, invoiceIds))
        .orderBy(asc(invoiceItems.invoiceItemId))
    : [];
  const slips = orderIds.length
    ? await dispatches
        .select(db, { orderId: dispatches.orderId, packingSlipNo: dispatches.packingSlipNo })
        .where(inArray(dispatches.orderId, orderIds))
        .orderBy(asc(dispatches.dispatchId))
    : [];
  const rowsOut: TSaleReportInvoice[] = page.rows.map((row) => ({
    orderId: row.orderId,
    invoiceId: row.invoiceId,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    paid: row.paid,
    profit: row.profit,
    deliveryCityId: row.deliveryCityId,
    deliveryCity: row.deliveryCity,
    totalPrice: row.totalPrice,
    priceInclgst: row.priceInclgst,
    invoiceNote: row.invoiceNote,
    paymentDate: row.paymentDate,
    company: row.company,
    invoiceItem: items
      .filter((item) => item.invoiceId === row.invoiceId)
      .map((item) => ({
        productId: item.productId,
        optionId: item.optionId,
        quantity: Number(item.quantity),
        totalPrice: item.totalPrice,
        product: item.productName === null ? null : { productName: item.productName },
        option: item.optionName === null ? null : { optionName: item.optionName },
      })),
    order: {
      orderNo: row.orderNo,
      custOrderNo: row.custOrderNo,
      accountNote: row.accountNote,
      employee: row.firstName === null ? null : { firstName: row.firstName, lastName: row.lastName ?? '' },
      dispatching: slips
        .filter((slip) => slip.orderId === row.orderId)
        .map((slip) => ({ packingSlipNo: slip.packingSlipNo })),
    },
  }));
  return { rows: rowsOut, meta: page.meta };
}

const money = (value: unknown) => Number(value ?? 0).toFixed(2);

/**
 * The Sales Report's charts over the same filter as its totals (invoicesIn): revenue (excl. GST) of every month of the
 * range, months without an invoice included, and the TOP_CUSTOMERS customers with the most revenue.
 */
export async function saleReportCharts(
  db: DbOrTx,
  range: TReportRange,
  salesId: number | null,
  paid: number | undefined,
): Promise<TSaleReportCharts> {
  const where = invoicesIn(range, salesId, [paid === undefined ? undefined : eq(invoices.paid, paid)]);
  const monthOf = sql<string>`to_char(${invoices.invoiceDate}, 'YYYY-MM')`;
  const [sums, topCustomers] = await Promise.all([
    withInvoiceOrder(
      invoices.select(db, { month: monthOf, total: sql<string>`sum(${invoices.totalPrice})`, invoiceCount: count() }),
    )
      .where(where)
      .groupBy(monthOf),
    customerOfOrder
      .innerJoin(
        withInvoiceOrder(
          invoices.select(db, {
            customerId: customers.customerId,
            company: customers.company,
            total: sql<string>`sum(${invoices.totalPrice})`,
          }),
        ),
      )
      .where(where)
      .groupBy(customers.customerId, customers.company)
      .orderBy(desc(sql`sum(${invoices.totalPrice})`), asc(customers.company))
      .limit(TOP_CUSTOMERS),
  ]);
  const byMonth = new Map(sums.map((row) => [row.month, row]));
  return {
    months: monthsOf(range).map((month) => ({
      month,
      total: money(byMonth.get(month)?.total),
      invoiceCount: byMonth.get(month)?.invoiceCount ?? 0,
    })),
    customers: topCustomers.map((row) => ({
      customerId: row.customerId,
      company: row.company,
      total: money(row.total),
    })),
  };
}

/** Every month (YYYY-MM) from the range's start to its end, both included. */
function monthsOf(range: TReportRange): string[] {
  const monthIndex = (value: string) => {
    const [year, month] = day(value).split('-').map(Number);
    return year * 12 + month - 1;
  };
  const months: string[] = [];
  for (let index = monthIndex(range.start); index <= monthIndex(range.end); index++)
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  return months;
}

/** The Sales Report's totals over the whole range and filter: product sales, profit, the three fees, per product. */
export async function saleReportTotals(
  db: DbOrTx,
  range: TReportRange,
  salesId: number | null,
  paid: number | undefined,
): Promise<TSaleReportTotals> {
  const where = invoicesIn(range, salesId, [paid === undefined ? undefined : eq(invoices.paid, paid)]);
  const [head] = await withInvoiceOrder(
    invoices.select(db, {
      invoiceCount: count(),
      profit: sql<string>`coalesce(sum(${invoices.profit}), 0)`,
    }),
  ).where(where);
  const fee = (optionId: number) =>
    sql<string>`coalesce(sum(${invoiceItems.totalPrice}) filter (where ${invoiceItems.optionId} = ${optionId}), 0)`;
  const [sums] = await withItemInvoiceOrder(
    invoiceItems.select(db, {
      productSales: sql<string>`coalesce(sum(${invoiceItems.totalPrice}) filter (where ${invoiceItems.optionId} is null), 0)`,
      deliveryFee: fee(REPORT_OPTION.DeliveryFee),
      urgentFee: fee(REPORT_OPTION.UrgentFee),
      setupFee: fee(REPORT_OPTION.SetupFee),
    }),
  ).where(where);
  const productRows = await products
    .innerJoin(
      withItemInvoiceOrder(
        invoiceItems.select(db, {
          productId: products.productId,
          productName: products.productName,
          quantity: sql<string>`sum(${invoiceItems.quantity})`,
          totalPrice: sql<string>`sum(${invoiceItems.totalPrice})`,
        }),
      ),
      invoiceItems.productId,
    )
    .where(where)
    .groupBy(products.productId, products.productName)
    .orderBy(desc(sql`sum(${invoiceItems.totalPrice})`), asc(products.productId));
  return {
    invoiceCount: head?.invoiceCount ?? 0,
    productSales: money(sums?.productSales),
    profit: money(head?.profit),
    deliveryFee: money(sums?.deliveryFee),
    urgentFee: money(sums?.urgentFee),
    setupFee: money(sums?.setupFee),
    products: productRows.map((row) => ({
      productId: row.productId,
      productName: row.productName,
      quantity: Number(row.quantity),
      totalPrice: money(row.totalPrice),
    })),
  };
}

/**
 * GET Invoice/GetNewSaleReport: the invoice items of the range (of one product, customer or salesperson when asked),
 * summed per product or option at one unit and reserve price (spec 02 §3 New sale report row), largest total first.
 */
export async function listNewSaleReport(
  db: DbOrTx,
  query: TNewSaleReportQuery,
  range: TReportRange,
  salesId: number | null,
): Promise<TNewSaleReportRow[]> {
  const name = sql<string>`coalesce(${products.productName}, ${productOptions.optionName}, '')`;
  const where = invoicesIn(range, salesId, [
    query.productId === undefined ? undefined : eq(invoiceItems.productId, query.productId),
    query.customerId === undefined ? undefined : eq(salesOrders.customerId, query.customerId),
    query.salesId === undefined ? undefined : eq(salesOrders.employeeId, query.salesId),
  ]);
  const select = invoiceItems.select(db, {
    productOrOptionName: name,
    optionId: invoiceItems.optionId,
    unitPrice: invoiceItems.unitPrice,
    reservePrice: invoiceItems.reservePrice,
    quantity: sql<string>`sum(${invoiceItems.quantity})`,
    totalPrice: sql<string>`sum(${invoiceItems.totalPrice})`,
    packageQty: sql<string | null>`sum(${invoiceItems.packageQty})`,
    reserveTotalPrice: sql<string | null>`sum(${invoiceItems.reservePrice} * ${invoiceItems.packageQty})`,
  });
  const rows = await withJoins(
    select,
    (q) => withItemInvoiceOrder(q),
    (q) => products.leftJoin(q, invoiceItems.productId),
    (q) => productOptions.leftJoin(q, invoiceItems.optionId),
  )
    .where(where)
    .groupBy(name, invoiceItems.optionId, invoiceItems.unitPrice, invoiceItems.reservePrice)
    .orderBy(desc(sql`sum(${invoiceItems.totalPrice})`), asc(name));
  return rows.map((row) => {
    const quantity = Number(row.quantity);
    const cartons = row.packageQty === null ? null : Number(row.packageQty);
    return {
      productOrOptionName: row.productOrOptionName,
      optionId: row.optionId,
      unitPrice: row.unitPrice,
      reservePrice: row.reservePrice,
      quantity,
      totalPrice: money(row.totalPrice),
      reserveTotalPrice: row.reserveTotalPrice === null ? null : money(row.reserveTotalPrice),
      packageQty: cartons,
      numberQuantity: cartons ? Math.round((quantity / cartons) * 1000) / 1000 : null,
      totalQty: quantity,
      profitRate: profitRateOf(row.unitPrice, row.reservePrice),
    };
  });
}
