import { API_DATE_FORMAT, DATE_FORMAT, PO_MESSAGES } from '@packline/domain';
import { Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { businessToday, DatePicker } from './business-date-picker.tsx';
import { useFormDialog } from './use-form-dialog.tsx';

// A payment recorded with a note (an invoice number, an invoice note) and the payment date, today by default: the
// Prepaid Order Approval (spec 01 §5) and Mark Paid on the invoice list (spec 01 §7).

const PAYMENT_DATE_FUTURE = PO_MESSAGES.paymentDateFuture;

export interface TPaymentNote {
  invoiceNote: string;
  /** YYYY-MM-DD. */
  paymentDate: string;
}

interface TFormValues {
  invoiceNote: string;
  paymentDate: Dayjs;
}

export interface TPaymentNoteDialogProps {
  title: string;
  noteLabel: string;
  /** Shown when the note is empty or blank. */
  noteRequired: string;
  noteMax: number;
  /** A multi-line note with a character count, else one line. */
  multiline?: boolean;
  submitLabel: string;
  /** `{testId}-dialog`, `{testId}-submit`, and `{testId}-{noteTestSuffix}` on the note. */
  testId: string;
  noteTestSuffix: string;
  /** The payment date cannot be after today (issue 31: Payable). */
  notAfterToday?: boolean;
  /** Saves the payment; a rejection (the API client has shown why) keeps the dialog open for a correction. */
  onSubmit: (values: TPaymentNote) => Promise<unknown>;
  /** The dialog closed: after a save (`saved`), or on Cancel. */
  onClose: (saved: boolean) => void;
}

/** Rendered while open. */
export function PaymentNoteDialog(props: TPaymentNoteDialogProps) {
  const dialog = useFormDialog<TFormValues>({
    open: true,
    onClose: props.onClose,
    initialValues: { invoiceNote: '', paymentDate: businessToday() },
    saveText: props.submitLabel,
    saveTestId: `${props.testId}-submit`,
    onSave: (values) =>
      props.onSubmit({
        invoiceNote: values.invoiceNote.trim(),
        paymentDate: values.paymentDate.format(API_DATE_FORMAT),
      }),
  });
  const noteTestId = `${props.testId}-${props.noteTestSuffix}`;
  return (
    <Modal {...dialog.modalProps} title={props.title}>
      <Form<TFormValues>
        {...dialog.formProps}
        layout="vertical"
        name={props.testId}
        data-testid={`${props.testId}-dialog`}
      >
        <Form.Item
          name="invoiceNote"
          label={props.noteLabel}
          rules={[{ required: true, whitespace: true, message: props.noteRequired }]}
        >
          {props.multiline ? (
            <Input.TextArea maxLength={props.noteMax} showCount autoFocus data-testid={noteTestId} />
          ) : (
            <Input maxLength={props.noteMax} autoFocus data-testid={noteTestId} />
          )}
        </Form.Item>
        <Form.Item
          name="paymentDate"
          label="Payment Date"
          rules={[
            { required: true },
            {
              validator: async (_rule, value: Dayjs | null) => {
                if (props.notAfterToday && value?.isAfter(businessToday(), 'day')) {
                  throw new Error(PAYMENT_DATE_FUTURE);
                }
              },
            },
          ]}
        >
          <DatePicker
            format={DATE_FORMAT}
            allowClear={false}
            disabledDate={props.notAfterToday ? (day) => day.isAfter(businessToday(), 'day') : undefined}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
