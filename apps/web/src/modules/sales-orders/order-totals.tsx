import { formatMoney, orderTotals } from '@packline/domain';
import { Form, type FormInstance, Space, Typography } from 'antd';
import type { TOrderFormValues, TOrderLineValues, TOrderOptionValues } from './order-form.ts';

// spec 01 §2: the order dialog's footer shows Subtotal, GST and Total, following every line as it is typed.

export function OrderTotals({ form }: { form: FormInstance<TOrderFormValues> }) {
  const lines = (Form.useWatch('orderProduct', { form, preserve: true }) ?? []) as TOrderLineValues[];
  const options = (Form.useWatch('orderOption', { form, preserve: true }) ?? []) as TOrderOptionValues[];
  // A half-removed row reads as undefined while the list settles.
  const totals = orderTotals({ orderProduct: lines.filter(Boolean), orderOption: options.filter(Boolean) });
  const figure = (label: string, value: number, testId: string) => (
    <Typography.Text>
      {label}:{' '}
      <Typography.Text strong data-testid={testId}>
        {formatMoney(value)}
      </Typography.Text>
    </Typography.Text>
  );
  return (
    <Space size="large" wrap style={{ width: '100%', justifyContent: 'flex-end', marginTop: 12 }}>
      {figure('Subtotal', totals.subtotal, 'order-subtotal')}
      {figure('GST', totals.gst, 'order-gst')}
      {figure('Total', totals.total, 'order-total')}
    </Space>
  );
}
