import {
  invoiceDefaultRange,
  multiplyMoney,
  packingSlipNoOf,
  type TInvoice,
  type TInvoiceItem,
  type TInvoiceListQuery,
  todayInAuckland,
} from '@packline/domain';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { customer } from '../customers/customers.tables.ts';
import { employeeNameSql } from '../employees/employees.service.ts';
import { employee } from '../employees/employees.tables.ts';
import { productOption } from '../lookups/lookups.tables.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { invoice, invoiceItem } from './invoices.tables.ts';

// The invoice list: one query for the invoices (order, customer and salesperson joined), one for their items.

const apiDate = (value: string) => value.replaceAll('/', '-');

/** The list's filter: an order's invoices, or a date range (default the last 3 months) with customer and brands. */
export function invoiceFilter(query: TInvoiceListQuery, today = todayInAuckland()): SQL | undefined {
  if (query.orderId) return eq(invoice.orderId, query.orderId);
  const range = query.start || query.end ? { start: query.start, end: query.end } : invoiceDefaultRange(today);
  const brandIds = query.brandIds ? query.brandIds.split(/[,&]/).map(Number) : [];
  return and(
    range.start ? gte(invoice.invoiceDate, apiDate(range.start)) : undefined,
    range.end ? lte(invoice.invoiceDate, apiDate(range.end)) : undefined,
    query.customerId ? eq(salesOrder.customerId, query.customerId) : undefined,
    brandIds.length > 0 ? inArray(customer.brandId, brandIds) : undefined,
  );
}

async function listItems(db: DbOrTx, invoiceIds: readonly number[]): Promise<Map<number, TInvoiceItem[]>> {
  const byInvoice = new Map<number, TInvoiceItem[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({
      invoiceId: invoiceItem.invoiceId,
      invoiceItemId: invoiceItem.invoiceItemId,
      productId: invoiceItem.productId,
      optionId: invoiceItem.optionId,
      productOrOptionName: sql<string>`coalesce(${product.productName}, ${productOption.optionName}, '')`,
      quantity: invoiceItem.quantity,
      packageQty: invoiceItem.packageQty,
      unitPrice: invoiceItem.unitPrice,
      totalPrice: invoiceItem.totalPrice,
      reservePrice: invoiceItem.reservePrice,
    })
    .from(invoiceItem)
    .leftJoin(product, eq(product.productId, invoiceItem.productId))
    .leftJoin(productOption, eq(productOption.optionId, invoiceItem.optionId))
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

/** GET Invoice/GetAllInvoice: newest invoice first, each with its items. */
export async function listInvoices(db: DbOrTx, where: SQL | undefined): Promise<TInvoice[]> {
  const rows = await db
    .select({
      invoiceId: invoice.invoiceId,
      orderId: invoice.orderId,
      orderNo: salesOrder.orderNo,
      dispatchId: invoice.dispatchId,
      customerId: salesOrder.customerId,
      company: customer.company,
      customerCode: customer.customerCode,
      brandId: customer.brandId,
      invoiceNote: invoice.invoiceNote,
      totalPrice: invoice.totalPrice,
      gst: invoice.gst,
      priceInclgst: invoice.priceInclgst,
      paid: invoice.paid,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      accountNote: salesOrder.accountNote,
      PoNo: salesOrder.custOrderNo,
      profit: invoice.profit,
      paymentDate: invoice.paymentDate,
      employeeName: employeeNameSql(),
    })
    .from(invoice)
    .innerJoin(salesOrder, eq(salesOrder.orderId, invoice.orderId))
    .innerJoin(customer, eq(customer.customerId, salesOrder.customerId))
    .leftJoin(employee, eq(employee.employeeId, salesOrder.employeeId))
    .where(where)
    .orderBy(desc(invoice.invoiceDate), desc(invoice.invoiceId));
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
