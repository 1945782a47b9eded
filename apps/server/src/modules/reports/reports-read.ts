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
import type { DbOrTx } from '../../db/client.ts';
import { listPage, orderByOf } from '../../http/list-query.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { customer } from '../customers/customers.tables.ts';
import { dispatching } from '../dispatch/dispatch.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { invoice, invoiceItem } from '../invoices/invoices.tables.ts';
import { city, productOption } from '../lookups/lookups.tables.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';

// The reads of the sales reports (README.md): invoices of live orders by invoice date, optionally of one salesperson
// (the order's employee). Every figure is summed in SQL; only a page of invoices (and their items) is read into memory.

export interface TReportRange {
  start: string;
  end: string;
}

const day = (value: string) => value.replaceAll('/', '-');

/** Invoices of live orders dated in the range, of the salesperson when given. */
function invoicesIn(range: TReportRange, salesId: number | null, extra: (SQL | undefined)[] = []) {
  return and(
    gte(invoice.invoiceDate, day(range.start)),
    lte(invoice.invoiceDate, day(range.end)),
    isNull(salesOrder.deletedAt),
    salesId === null ? undefined : eq(salesOrder.employeeId, salesId),
    ...extra,
  );
}

const SALE_REPORT_SORTS = {
  invoiceDate: invoice.invoiceDate,
  invoiceId: invoice.invoiceId,
  totalPrice: invoice.totalPrice,
  profit: invoice.profit,
  company: customer.company,
};

/** GET Invoice/GetSaleReport: one page of the invoices (newest first), or all of them, each with its items. */
export async function listSaleReport(db: DbOrTx, query: TSaleReportQuery, range: TReportRange, salesId: number | null) {
  const where = invoicesIn(range, salesId, [query.paid === undefined ? undefined : eq(invoice.paid, query.paid)]);
  const orderBy = orderByOf(SALE_REPORT_SORTS, query, { field: 'invoiceDate', order: 'descend' }, invoice.invoiceId);
  const rows = db
    .select({
      orderId: invoice.orderId,
      invoiceId: invoice.invoiceId,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      paid: invoice.paid,
      profit: invoice.profit,
      deliveryCityId: salesOrder.deliveryCityId,
      deliveryCity: city.cityName,
      totalPrice: invoice.totalPrice,
      priceInclgst: invoice.priceInclgst,
      invoiceNote: invoice.invoiceNote,
      paymentDate: invoice.paymentDate,
      company: customer.company,
      orderNo: salesOrder.orderNo,
      custOrderNo: salesOrder.custOrderNo,
      accountNote: salesOrder.accountNote,
      firstName: employee.firstName,
      lastName: employee.lastName,
    })
    .from(invoice)
    .innerJoin(salesOrder, eq(salesOrder.orderId, invoice.orderId))
    .innerJoin(customer, eq(customer.customerId, salesOrder.customerId))
    .leftJoin(city, eq(city.cityId, salesOrder.deliveryCityId))
    .leftJoin(employee, eq(employee.employeeId, salesOrder.employeeId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  const page = await listPage(query, {
    rows,
    count: db
      .select({ total: count() })
      .from(invoice)
      .innerJoin(salesOrder, eq(salesOrder.orderId, invoice.orderId))
      .where(where),
    toRow: (row) => row,
  });
  const invoiceIds = page.rows.map((row) => row.invoiceId);
  const orderIds = [...new Set(page.rows.map((row) => row.orderId))];
  const items = invoiceIds.length
    ? await db
        .select({
          invoiceId: invoiceItem.invoiceId,
          productId: invoiceItem.productId,
          optionId: invoiceItem.optionId,
          quantity: invoiceItem.quantity,
          totalPrice: invoiceItem.totalPrice,
          productName: product.productName,
          optionName: productOption.optionName,
        })
        .from(invoiceItem)
        .leftJoin(product, eq(product.productId, invoiceItem.productId))
        .leftJoin(productOption, eq(productOption.optionId, invoiceItem.optionId))
        .where(inArray(invoiceItem.invoiceId, invoiceIds))
        .orderBy(asc(invoiceItem.invoiceItemId))
    : [];
  const slips = orderIds.length
    ? await db
        .select({ orderId: dispatching.orderId, packingSlipNo: dispatching.packingSlipNo })
        .from(dispatching)
        .where(inArray(dispatching.orderId, orderIds))
        .orderBy(asc(dispatching.dispatchId))
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
  const where = invoicesIn(range, salesId, [paid === undefined ? undefined : eq(invoice.paid, paid)]);
  const monthOf = sql<string>`to_char(${invoice.invoiceDate}, 'YYYY-MM')`;
  const [sums, customers] = await Promise.all([
    db
      .select({ month: monthOf, total: sql<string>`sum(${invoice.totalPrice})`, invoiceCount: count() })
      .from(invoice)
      .innerJoin(salesOrder, eq(salesOrder.orderId, invoice.orderId))
      .where(where)
      .groupBy(monthOf),
    db
      .select({
        customerId: customer.customerId,
        company: customer.company,
        total: sql<string>`sum(${invoice.totalPrice})`,
      })
      .from(invoice)
      .innerJoin(salesOrder, eq(salesOrder.orderId, invoice.orderId))
      .innerJoin(customer, eq(customer.customerId, salesOrder.customerId))
      .where(where)
      .groupBy(customer.customerId, customer.company)
      .orderBy(desc(sql`sum(${invoice.totalPrice})`), asc(customer.company))
      .limit(TOP_CUSTOMERS),
  ]);
  const byMonth = new Map(sums.map((row) => [row.month, row]));
  return {
    months: monthsOf(range).map((month) => ({
      month,
      total: money(byMonth.get(month)?.total),
      invoiceCount: byMonth.get(month)?.invoiceCount ?? 0,
    })),
    customers: customers.map((row) => ({ customerId: row.customerId, company: row.company, total: money(row.total) })),
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
  const where = invoicesIn(range, salesId, [paid === undefined ? undefined : eq(invoice.paid, paid)]);
  const [head] = await db
    .select({
      invoiceCount: count(),
      profit: sql<string>`coalesce(sum(${invoice.profit}), 0)`,
    })
    .from(invoice)
    .innerJoin(salesOrder, eq(salesOrder.orderId, invoice.orderId))
    .where(where);
  const fee = (optionId: number) =>
    sql<string>`coalesce(sum(${invoiceItem.totalPrice}) filter (where ${invoiceItem.optionId} = ${optionId}), 0)`;
  const [sums] = await db
    .select({
      productSales: sql<string>`coalesce(sum(${invoiceItem.totalPrice}) filter (where ${invoiceItem.optionId} is null), 0)`,
      deliveryFee: fee(REPORT_OPTION.DeliveryFee),
      urgentFee: fee(REPORT_OPTION.UrgentFee),
      setupFee: fee(REPORT_OPTION.SetupFee),
    })
    .from(invoiceItem)
    .innerJoin(invoice, eq(invoice.invoiceId, invoiceItem.invoiceId))
    .innerJoin(salesOrder, eq(salesOrder.orderId, invoice.orderId))
    .where(where);
  const products = await db
    .select({
      productId: product.productId,
      productName: product.productName,
      quantity: sql<string>`sum(${invoiceItem.quantity})`,
      totalPrice: sql<string>`sum(${invoiceItem.totalPrice})`,
    })
    .from(invoiceItem)
    .innerJoin(invoice, eq(invoice.invoiceId, invoiceItem.invoiceId))
    .innerJoin(salesOrder, eq(salesOrder.orderId, invoice.orderId))
    .innerJoin(product, eq(product.productId, invoiceItem.productId))
    .where(where)
    .groupBy(product.productId, product.productName)
    .orderBy(desc(sql`sum(${invoiceItem.totalPrice})`), asc(product.productId));
  return {
    invoiceCount: head?.invoiceCount ?? 0,
    productSales: money(sums?.productSales),
    profit: money(head?.profit),
    deliveryFee: money(sums?.deliveryFee),
    urgentFee: money(sums?.urgentFee),
    setupFee: money(sums?.setupFee),
    products: products.map((row) => ({
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
  const name = sql<string>`coalesce(${product.productName}, ${productOption.optionName}, '')`;
  const where = invoicesIn(range, salesId, [
    query.productId === undefined ? undefined : eq(invoiceItem.productId, query.productId),
    query.customerId === undefined ? undefined : eq(salesOrder.customerId, query.customerId),
    query.salesId === undefined ? undefined : eq(salesOrder.employeeId, query.salesId),
  ]);
  const rows = await db
    .select({
      productOrOptionName: name,
      optionId: invoiceItem.optionId,
      unitPrice: invoiceItem.unitPrice,
      reservePrice: invoiceItem.reservePrice,
      quantity: sql<string>`sum(${invoiceItem.quantity})`,
      totalPrice: sql<string>`sum(${invoiceItem.totalPrice})`,
      packageQty: sql<string | null>`sum(${invoiceItem.packageQty})`,
      reserveTotalPrice: sql<string | null>`sum(${invoiceItem.reservePrice} * ${invoiceItem.packageQty})`,
    })
    .from(invoiceItem)
    .innerJoin(invoice, eq(invoice.invoiceId, invoiceItem.invoiceId))
    .innerJoin(salesOrder, eq(salesOrder.orderId, invoice.orderId))
    .leftJoin(product, eq(product.productId, invoiceItem.productId))
    .leftJoin(productOption, eq(productOption.optionId, invoiceItem.optionId))
    .where(where)
    .groupBy(name, invoiceItem.optionId, invoiceItem.unitPrice, invoiceItem.reservePrice)
    .orderBy(desc(sql`sum(${invoiceItem.totalPrice})`), asc(name));
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
