import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { joinsBy } from '../../db/read-view.ts';
import { invoice, invoiceItem } from './invoices.tables.ts';

// What other modules may read of invoices (modules/README.md "Reads other modules may use"): an invoice's order,
// dates, totals and payment, and its items (the reports, the returns).

/** Invoices as another module reads them. */
export const invoices = {
  invoiceId: invoice.invoiceId,
  orderId: invoice.orderId,
  dispatchId: invoice.dispatchId,
  returnNo: invoice.returnNo,
  invoiceDate: invoice.invoiceDate,
  dueDate: invoice.dueDate,
  invoiceNote: invoice.invoiceNote,
  totalPrice: invoice.totalPrice,
  priceInclgst: invoice.priceInclgst,
  gst: invoice.gst,
  profit: invoice.profit,
  paid: invoice.paid,
  paymentDate: invoice.paymentDate,
  ...joinsBy(invoice, invoice.invoiceId),
  /** A select of `fields` from the invoices. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(invoice).$dynamic(),
};

/** Invoice items as another module reads them. */
export const invoiceItems = {
  invoiceItemId: invoiceItem.invoiceItemId,
  invoiceId: invoiceItem.invoiceId,
  productId: invoiceItem.productId,
  optionId: invoiceItem.optionId,
  quantity: invoiceItem.quantity,
  packageQty: invoiceItem.packageQty,
  unitPrice: invoiceItem.unitPrice,
  reservePrice: invoiceItem.reservePrice,
  totalPrice: invoiceItem.totalPrice,
  ...joinsBy(invoiceItem, invoiceItem.invoiceItemId),
  /** A select of `fields` from the invoice items. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(invoiceItem).$dynamic(),
};
