import { INVOICE_MESSAGES, INVOICE_PAID } from '@packline/domain';
import { PaymentNoteDialog, type TPaymentNote } from '../../ui/payment-note-dialog.tsx';
import { useInvoiceMarkPaid, useInvoicesMarkPaid } from './invoices.api.ts';

// Mark Paid (spec 01 §7 Invoice): the invoice note is required ('Please inupt invoice note'), the payment date defaults
// to today. One invoice goes through InvoiceMarkPaid, the selected ones through InvoicesMarkPaid.

export function InvoiceMarkPaidDialog(props: { invoiceIds: number[]; onClose: (paid: boolean) => void }) {
  const one = useInvoiceMarkPaid();
  const many = useInvoicesMarkPaid();
  const submit = async (payment: TPaymentNote) => {
    const change = { paid: INVOICE_PAID.Paid, ...payment };
    const [invoiceId] = props.invoiceIds;
    if (props.invoiceIds.length === 1 && invoiceId !== undefined) await one.mutateAsync({ invoiceId, ...change });
    else await many.mutateAsync({ invoiceId: props.invoiceIds, ...change });
  };
  const count = props.invoiceIds.length;
  return (
    <PaymentNoteDialog
      title={count === 1 ? 'Mark Paid' : `Mark ${count} Invoices Paid`}
      noteLabel="Invoice Note"
      noteRequired={INVOICE_MESSAGES.noteRequired}
      noteMax={300}
      multiline
      submitLabel="Mark Paid"
      testId="invoice-mark-paid"
      noteTestSuffix="note"
      onSubmit={submit}
      onClose={props.onClose}
    />
  );
}
