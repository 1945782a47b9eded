import { INVOICE_MESSAGES, INVOICE_PAID, type TInvoice, type TOrder, todayInAuckland } from '@packline/domain';
import { inArray } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { Database } from '../../db/client.ts';
import { getOrder } from '../sales-orders/sales-order-read.ts';
import type { TOrderActor } from '../sales-orders/sales-order-scope.ts';
import { approveOnlineOrder, type TApproveOnline } from '../sales-orders/sales-orders.service.ts';
import { raisePrepaidInvoice, settleOrderIfPaid } from './invoice-raising.ts';
import { invoice } from './invoices.tables.ts';
import { listInvoices } from './invoices-read.ts';

// Invoices (README.md): the functions the dispatch module calls inside its transactions, the prepaid approval of an
// online order (it raises the order's paid invoice) and paying invoices.

export {
  cancelDispatchInvoice,
  raiseDispatchInvoice,
  raisePrepaidInvoice,
  raiseRefundInvoice,
  settleOrderIfPaid,
  type TCreditedReturn,
  type TDeliveredDispatch,
} from './invoice-raising.ts';

export interface TMarkPaid {
  paid: number;
  invoiceNote?: string | undefined;
  paymentDate?: string | null | undefined;
}

/**
 * InvoiceMarkPaid / InvoicesMarkPaid: paid 1 records the note and the payment date (today unless given); paid 0 clears
 * the payment date. Then each order whose every invoice is paid and which is Delivered moves to Paid. One transaction.
 */
export async function markInvoicesPaid(
  db: Database,
  invoiceIds: readonly number[],
  change: TMarkPaid,
  employeeId: number | null,
): Promise<TInvoice[]> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(invoiceIds)];
    const paid = change.paid === INVOICE_PAID.Paid;
    const note = change.invoiceNote?.trim();
    if (paid && !note)
      throw new BusinessError(INVOICE_MESSAGES.noteRequired, { invoiceNote: [INVOICE_MESSAGES.noteRequired] });
    const changed = await tx
      .update(invoice)
      .set({
        paid: paid ? INVOICE_PAID.Paid : INVOICE_PAID.NotPaid,
        ...(note ? { invoiceNote: note } : {}),
        paymentDate: paid ? (change.paymentDate?.replaceAll('/', '-') ?? todayInAuckland()) : null,
        updatedBy: employeeId,
      })
      .where(inArray(invoice.invoiceId, ids))
      .returning({ invoiceId: invoice.invoiceId, orderId: invoice.orderId });
    if (changed.length !== ids.length) {
      const missing = ids.filter((id) => !changed.some((row) => row.invoiceId === id));
      throw new NotFoundError(`Invoice ${missing.join(', ')} was not found.`);
    }
    for (const orderId of [...new Set(changed.map((row) => row.orderId))].sort((a, b) => a - b)) {
      await settleOrderIfPaid(tx, orderId, employeeId);
    }
    return listInvoices(tx, inArray(invoice.invoiceId, ids));
  });
}

/**
 * PUT SalesOrder/ApproveOrder (Prepaid Order Approval, spec 01 §5): the sales-orders module approves the online order
 * with its invoice number and payment date, and its one paid invoice for the whole order is raised, in one transaction.
 */
export async function approvePrepaidOrder(db: Database, input: TApproveOnline, actor: TOrderActor): Promise<TOrder> {
  return db.transaction(async (tx) => {
    const { paymentDate } = await approveOnlineOrder(tx, input, actor);
    await raisePrepaidInvoice(tx, input.id, {
      invoiceNote: input.invoiceNote,
      paymentDate,
      employeeId: actor.employeeId,
    });
    return getOrder(tx, input.id);
  });
}
