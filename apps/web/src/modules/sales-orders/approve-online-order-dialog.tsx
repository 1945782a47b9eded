import { API_DATE_FORMAT, DATE_FORMAT, ORDER_MESSAGES, type TOrderRow } from '@packline/domain';
import { Button, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { businessToday } from '../../ui/date-range-filter.tsx';
import { useApproveOnlineOrder } from './sales-orders.api.ts';

// Prepaid Order Approval (spec 01 §5): an online order is approved with its invoice number (required) and the
// payment date (default today).

interface TApproveValues {
  invoiceNote: string;
  paymentDate: Dayjs;
}

export function ApproveOnlineOrderDialog(props: {
  order: Pick<TOrderRow, 'orderId' | 'orderNo' | 'company'>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TApproveValues>();
  const approve = useApproveOnlineOrder();
  const submit = async (values: TApproveValues) => {
    try {
      await approve.mutateAsync({
        id: props.order.orderId,
        invoiceNote: values.invoiceNote.trim(),
        paymentDate: values.paymentDate.format(API_DATE_FORMAT),
      });
      props.onClose();
    } catch {
      // The API client has shown the Error! dialog; the dialog stays open for a correction.
    }
  };
  return (
    <Modal
      open
      title={`Approve Order ${props.order.orderNo} (${props.order.company})`}
      onCancel={() => !approve.isPending && props.onClose()}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={props.onClose} disabled={approve.isPending}>
          Cancel
        </Button>,
        <Button
          key="approve"
          type="primary"
          loading={approve.isPending}
          onClick={() => form.submit()}
          data-testid="online-approve-submit"
        >
          Approve
        </Button>,
      ]}
    >
      <Form<TApproveValues>
        form={form}
        layout="vertical"
        name="online-approve"
        initialValues={{ invoiceNote: '', paymentDate: businessToday() }}
        onFinish={submit}
        data-testid="online-approve-dialog"
      >
        <Form.Item
          name="invoiceNote"
          label="Invoice Number"
          rules={[{ required: true, whitespace: true, message: ORDER_MESSAGES.invoiceNumberRequired }]}
        >
          <Input maxLength={100} autoFocus data-testid="online-approve-invoice" />
        </Form.Item>
        <Form.Item name="paymentDate" label="Payment Date" rules={[{ required: true }]}>
          <DatePicker format={DATE_FORMAT} allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
