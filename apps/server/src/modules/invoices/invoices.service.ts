import { DISPATCH_MESSAGES, INVOICE_MESSAGES, INVOICE_PAID, type TInvoice } from '@packline/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { todayInAuckland } from '../sales-orders/sales-order-read.ts';
import { dispatchInvoiceForUpdate, settleOrderIfPaid } from './invoice-raising.ts';
import { invoice } from './invoices.tables.ts';
import { listInvoices } from './invoices-read.ts';

// Invoices (README.md): the functions the dispatch and sales-orders modules call inside their transactions, and
// paying invoices. Each takes the caller's transaction handle.

export { raiseDispatchInvoice, raisePrepaidInvoice, settleOrderIfPaid } from './invoice-raising.ts';

/**
 * When a completed, undelivered dispatch is deleted (cancelled): its invoice goes too; refused (BusinessError
 * DISPATCH_MESSAGES.paidNotDeletable) when that invoice is paid.
 */
export async function cancelDispatchInvoice(db: DbOrTx, dispatchId: number): Promise<void> {
  const raised = await dispatchInvoiceForUpdate(db, dispatchId);
  if (!raised) return;
  if (raised.paid === INVOICE_PAID.Paid) throw new BusinessError(DISPATCH_MESSAGES.paidNotDeletable);
  await db.delete(invoice).where(eq(invoice.invoiceId, raised.invoiceId));
}

export interface TMarkPaid {
  paid: number;
  invoiceNote?: string | undefined;
  paymentDate?: string | null | undefined;
}

/**
 * InvoiceMarkPaid / InvoicesMarkPaid: paid 1 records the note and the payment date (today unless given); paid 0 clears
 * the payment date. Then each order whose every invoice is paid and which is Delivered moves to Paid. Call it in one
 * transaction.
 */
export async function markInvoicesPaid(
  db: DbOrTx,
  invoiceIds: readonly number[],
  change: TMarkPaid,
  employeeId: number | null,
): Promise<TInvoice[]> {
  const ids = [...new Set(invoiceIds)];
  const paid = change.paid === INVOICE_PAID.Paid;
  const note = change.invoiceNote?.trim();
  if (paid && !note)
    throw new BusinessError(INVOICE_MESSAGES.noteRequired, { invoiceNote: [INVOICE_MESSAGES.noteRequired] });
  const changed = await db
    .update(invoice)
    .set({
      paid: paid ? INVOICE_PAID.Paid : INVOICE_PAID.NotPaid,
      ...(note ? { invoiceNote: note } : {}),
      paymentDate: paid ? (change.paymentDate?.replaceAll('/', '-') ?? todayInAuckland()) : null,
      updatedAt: new Date(),
      updatedBy: employeeId,
    })
    .where(inArray(invoice.invoiceId, ids))
    .returning({ invoiceId: invoice.invoiceId, orderId: invoice.orderId });
  if (changed.length !== ids.length) {
    const missing = ids.filter((id) => !changed.some((row) => row.invoiceId === id));
    throw new NotFoundError(`Invoice ${missing.join(', ')} was not found.`);
  }
  for (const orderId of [...new Set(changed.map((row) => row.orderId))].sort((a, b) => a - b)) {
    await settleOrderIfPaid(db, orderId, employeeId);
  }
  return listInvoices(db, inArray(invoice.invoiceId, ids));
}
