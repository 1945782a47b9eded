import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { pricedLine, type TOrderFormValues, type TOrderLineValues } from './order-form.ts';
import { OrderTotals } from './order-totals.tsx';

// spec 01 §2: a line's price is its cartons × unit price, exactly to the cent; the footer shows Subtotal, GST (15 %)
// and Total, the total always the sum of the two lines above it.

describe('pricedLine', () => {
  it('prices cartons × unit price to the cent and counts the pieces the cartons hold', () => {
    const line = pricedLine({ productId: 1, packagingQty: 3, packQuantity: 24, unitPrice: 0.145 });
    expect(line.price).toBe(0.44);
    expect(line.quantity).toBe(72);
  });

  it('leaves the price empty until the unit price is known, and the typed pieces without a pack quantity', () => {
    const line = pricedLine({ productId: 1, packagingQty: 2, quantity: 5, unitPrice: null });
    expect(line.price).toBeNull();
    expect(line.quantity).toBe(5);
  });
});

function Footer({ lines, options }: { lines: TOrderLineValues[]; options: TOrderFormValues['orderOption'] }) {
  const [form] = Form.useForm<TOrderFormValues>();
  return (
    <Form form={form} initialValues={{ orderProduct: lines, orderOption: options }}>
      <OrderTotals form={form} />
    </Form>
  );
}

describe('OrderTotals', () => {
  it('adds the lines and options, GST 15 % and the total to the cent', async () => {
    const lines = [
      pricedLine({ productId: 1, packagingQty: 3, packQuantity: 10, unitPrice: 0.1 }),
      pricedLine({ productId: 2, packagingQty: 7, packQuantity: 10, unitPrice: 12.35 }),
    ];
    render(<Footer lines={lines} options={[{ optionId: 1, quantity: 1, unitPrice: 25, price: 25 }]} />);
    // 0.30 + 86.45 + 25.00 = 111.75; GST 16.7625 → 16.76; total 128.51.
    expect((await screen.findByTestId('order-subtotal')).textContent).toBe('111.75');
    expect(screen.getByTestId('order-gst').textContent).toBe('16.76');
    expect(screen.getByTestId('order-total').textContent).toBe('128.51');
  });

  it('shows zero for an order without priced lines', async () => {
    render(<Footer lines={[{ productId: 1 }]} options={[]} />);
    expect((await screen.findByTestId('order-total')).textContent).toBe('0.00');
  });
});
