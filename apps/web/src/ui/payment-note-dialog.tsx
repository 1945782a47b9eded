import { API_DATE_FORMAT, DATE_FORMAT } from '@packline/domain';
import { Button, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { businessToday } from './date-range-filter.tsx';

// A payment recorded with a note (an invoice number, an invoice note) and the payment date, today by default: the
// Prepaid Order Approval (spec 01 §5) and Mark Paid on the invoice list (spec 01 §7).

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
  saving: boolean;
  /** `{testId}-dialog`, `{testId}-submit`, and `{testId}-{noteTestSuffix}` on the note. */
  testId: string;
  noteTestSuffix: string;
  /** Rejects when the call failed (the API client has shown why): the dialog stays open for a correction. */
  onSubmit: (values: TPaymentNote) => Promise<unknown>;
  onCancel: () => void;
}

export function PaymentNoteDialog(props: TPaymentNoteDialogProps) {
  const [form] = Form.useForm<TFormValues>();
  const submit = async (values: TFormValues) => {
    await props
      .onSubmit({ invoiceNote: values.invoiceNote.trim(), paymentDate: values.paymentDate.format(API_DATE_FORMAT) })
      .catch(() => undefined);
  };
  const noteTestId = `${props.testId}-${props.noteTestSuffix}`;
  return (
    <Modal
      open
      title={props.title}
      onCancel={() => !props.saving && props.onCancel()}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={props.onCancel} disabled={props.saving}>
          Cancel
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={props.saving}
          onClick={() => form.submit()}
          data-testid={`${props.testId}-submit`}
        >
          {props.submitLabel}
        </Button>,
      ]}
    >
      <Form<TFormValues>
        form={form}
        layout="vertical"
        name={props.testId}
        initialValues={{ invoiceNote: '', paymentDate: businessToday() }}
        onFinish={submit}
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
        <Form.Item name="paymentDate" label="Payment Date" rules={[{ required: true }]}>
          <DatePicker format={DATE_FORMAT} allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
