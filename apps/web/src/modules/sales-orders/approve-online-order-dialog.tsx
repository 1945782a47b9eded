import { ORDER_MESSAGES, type TOrderRow } from '@packline/domain';
import { PaymentNoteDialog, type TPaymentNote } from '../../ui/payment-note-dialog.tsx';
import { useApproveOnlineOrder } from '../invoices/invoices.api.ts';

// Prepaid Order Approval (spec 01 §5): an online order is approved with its invoice number (required) and the
// payment date (default today).

export function ApproveOnlineOrderDialog(props: {
  order: Pick<TOrderRow, 'orderId' | 'orderNo' | 'company'>;
  onClose: () => void;
}) {
  const approve = useApproveOnlineOrder();
  const submit = (payment: TPaymentNote) => approve.mutateAsync({ id: props.order.orderId, ...payment });
  return (
    <PaymentNoteDialog
      title={`Approve Order ${props.order.orderNo} (${props.order.company})`}
      noteLabel="Invoice Number"
      noteRequired={ORDER_MESSAGES.invoiceNumberRequired}
      noteMax={100}
      submitLabel="Approve"
      testId="online-approve"
      noteTestSuffix="invoice"
      onSubmit={submit}
      onClose={props.onClose}
    />
  );
}
