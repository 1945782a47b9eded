import { InfoCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  formatDate,
  formatUnitPrice,
  orderLineColour,
  type TOrderLineColour,
  type TProductWithQuota,
} from '@packline/domain';
import { Button, Descriptions, Form, type FormInstance, Popover, Select, Space } from 'antd';
import { numberRangeRule, numberRules } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { useStockInfo } from '../inventory/inventory.api.ts';
import {
  addAllQuoted,
  linePiecesSettled,
  quotedLine,
  type TOrderFormValues,
  type TOrderLineValues,
} from './order-form.ts';
import { OrderFormList, type TListColumn, type TListField } from './order-form-list.tsx';
import { useRecentOrderOfProduct } from './sales-orders.api.ts';

// The order's product lines (spec 01 §3 OrderProduct, §5): a quoted product each, in cartons at a price per carton.
// Lines are numbered from 1 in their test ids. Each line shows its colour (spec 01 §4) and, on hover, its stock.

export interface TQuotedProducts {
  rows: TProductWithQuota[];
  loading: boolean;
}

export interface TOrderLinesTableProps {
  form: FormInstance<TOrderFormValues>;
  quoted: TQuotedProducts;
  readOnly: boolean;
  /** A saved order: its delivered and dispatched quantities are shown. */
  showDispatch: boolean;
  /** Staff: each line's stock, colour and recent order (an online customer reads none of these). */
  showStock: boolean;
  /** An online customer: the unit price is the quoted one, shown read-only (the server prices by the quote). */
  priceLocked: boolean;
  /** spec 01 §2: Add All Products, on a new order only. */
  canAddAll: boolean;
}

const COLOURS: Record<TOrderLineColour, string> = {
  red: '#cf1322',
  green: '#389e0d',
  blue: '#1677ff',
  black: '#141414',
};
const COLOUR_MEANING: Record<TOrderLineColour, string> = {
  red: 'Delivered',
  green: 'Stock covers the remainder',
  blue: 'Stock covers part',
  black: 'No stock',
};

const quotedLabel = (product: TProductWithQuota) =>
  `${product.productCode} — ${product.productName} · ${formatUnitPrice(product.price)}`;

function useLine(form: FormInstance<TOrderFormValues>, name: number): TOrderLineValues {
  const watched = Form.useWatch(['orderProduct', name], { form, preserve: true }) as TOrderLineValues | undefined;
  // The watch reports after the first render; the store has the line already.
  return watched ?? (form.getFieldValue(['orderProduct', name]) as TOrderLineValues | undefined) ?? {};
}

function LineProductCell({
  form,
  quoted,
  name,
}: {
  form: FormInstance<TOrderFormValues>;
  quoted: TQuotedProducts;
  name: number;
}) {
  const line = useLine(form, name);
  const options = quoted.rows.map((product) => ({ value: product.productId, label: quotedLabel(product) }));
  // A saved line whose quotation has since ended keeps its product on show.
  if (line.productId && line.productLabel && !options.some((option) => option.value === line.productId)) {
    options.push({ value: line.productId, label: line.productLabel });
  }
  const choose = (productId: number) => {
    const product = quoted.rows.find((row) => row.productId === productId);
    const current = form.getFieldValue(['orderProduct', name]) as TOrderLineValues;
    if (product) form.setFieldValue(['orderProduct', name], quotedLine(current, product));
  };
  return (
    <Form.Item name={[name, 'productId']} rules={[{ required: true, message: 'Product is required!' }]} noStyle>
      <Select<number>
        options={options}
        loading={quoted.loading}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Product"
        onChange={choose}
        style={{ width: '100%', minWidth: 280 }}
        notFoundContent="No product in an active quotation"
        data-testid={`order-line-${name + 1}-product`}
      />
    </Form.Item>
  );
}

function StockDetails({ productId }: { productId: number }) {
  const stock = useStockInfo(productId);
  const recent = useRecentOrderOfProduct(productId);
  const info = stock.data;
  return (
    <Descriptions size="small" column={1} bordered style={{ minWidth: 260 }}>
      <Descriptions.Item label="In stock">{info?.productInStock ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Pending work orders">{info?.pendingWorkOrderQuantity ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Pending warehouse">{info?.pendingWarehouseQuantity ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Pending orders">{info?.pendingOrderQuantity ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Recent order">
        {recent.data?.recentDate
          ? `${formatDate(recent.data.recentDate)} · ${recent.data.recentOrderQty ?? ''}`
          : 'None'}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The line's colour from its stock (spec 01 §4) as a marker, with the stock figures on hover. */
function LineStockCell({ form, name }: { form: FormInstance<TOrderFormValues>; name: number }) {
  const line = useLine(form, name);
  const stock = useStockInfo(line.productId);
  if (!line.productId) return null;
  // A line without a quantity yet has nothing to cover.
  const colour =
    stock.data && line.quantity
      ? orderLineColour({
          quantity: line.quantity ?? 0,
          deliveredQuantity: line.deliveredQuantity ?? 0,
          stock: stock.data.productInStock,
        })
      : null;
  return (
    <Popover title="Stock" content={<StockDetails productId={line.productId} />}>
      <Space size={4} data-testid={`order-line-${name + 1}-colour`} data-colour={colour ?? ''}>
        <span
          title={colour ? COLOUR_MEANING[colour] : 'Stock unknown'}
          style={{
            display: 'inline-block',
            width: 12,
            height: 12,
            borderRadius: 6,
            background: colour ? COLOURS[colour] : 'transparent',
            border: `1px solid ${colour ? COLOURS[colour] : '#d9d9d9'}`,
          }}
        />
        <InfoCircleOutlined aria-label="Stock details" />
      </Space>
    </Popover>
  );
}

function number(
  field: keyof TOrderLineValues,
  label: string,
  options: { precision?: number; testId?: string; disabled?: boolean; required?: boolean } = {},
) {
  return (_: unknown, { name }: TListField) => (
    <Form.Item
      name={[name, field]}
      rules={[
        ...(options.required === false ? [] : [{ required: true, message: `${label} is required!` }]),
        numberRangeRule({ min: 0 }),
      ]}
      style={{ marginBottom: 0, minWidth: 100 }}
    >
      <NumberInput
        min={0}
        precision={options.precision}
        disabled={options.disabled}
        data-testid={options.testId ? `order-line-${name + 1}-${options.testId}` : undefined}
      />
    </Form.Item>
  );
}

/** Pieces: typing them sets whole cartons (rounded up, with a note); leaving the field shows the pieces they hold. */
function LineQuantityCell({ form, name }: { form: FormInstance<TOrderFormValues>; name: number }) {
  const line = useLine(form, name);
  const settle = () => {
    const current = form.getFieldValue(['orderProduct', name]) as TOrderLineValues | undefined;
    if (current) form.setFieldValue(['orderProduct', name], linePiecesSettled(current));
  };
  return (
    <Form.Item
      name={[name, 'quantity']}
      rules={[{ required: true, message: 'Quantity is required!' }, ...numberRules({ min: 0, precision: 0 })]}
      extra={line.piecesNote ? <span data-testid={`order-line-${name + 1}-pieces-note`}>{line.piecesNote}</span> : null}
      style={{ marginBottom: 0, minWidth: 120 }}
    >
      <NumberInput min={0} precision={0} onBlur={settle} data-testid={`order-line-${name + 1}-quantity`} />
    </Form.Item>
  );
}

function shown(field: 'deliveredQuantity' | 'dispatchedQuantity', form: FormInstance<TOrderFormValues>) {
  return (_: unknown, { name }: TListField) =>
    (form.getFieldValue(['orderProduct', name, field]) as number | undefined) ?? 0;
}

function lineColumns(props: TOrderLinesTableProps): (TListColumn | false)[] {
  const { form, quoted } = props;
  return [
    props.showStock && {
      key: 'stock',
      title: '',
      width: 48,
      render: (_value, { name }) => <LineStockCell form={form} name={name} />,
    },
    { key: 'no', title: 'No.', width: 50, render: (_value, { name }) => name + 1 },
    {
      key: 'product',
      title: 'Product',
      render: (_value, { name }) => (
        <Form.Item style={{ marginBottom: 0 }}>
          <LineProductCell form={form} quoted={quoted} name={name} />
        </Form.Item>
      ),
    },
    { key: 'packagingQty', title: 'Cartons', render: number('packagingQty', 'Cartons', { testId: 'cartons' }) },
    {
      key: 'quantity',
      title: 'Quantity',
      render: (_value, { name }) => <LineQuantityCell form={form} name={name} />,
    },
    {
      key: 'unitPrice',
      title: 'Unit Price',
      render: number('unitPrice', 'Unit Price', {
        precision: 3,
        testId: 'unit-price',
        disabled: props.readOnly || props.priceLocked,
      }),
    },
    {
      key: 'price',
      title: 'Price',
      render: number('price', 'Price', { precision: 2, testId: 'price', disabled: true }),
    },
    {
      key: 'marginOfError',
      title: 'Margin Of Error',
      render: number('marginOfError', 'Margin Of Error', { required: false }),
    },
    props.showDispatch && { key: 'delivered', title: 'Delivered', render: shown('deliveredQuantity', form) },
    props.showDispatch && { key: 'dispatched', title: 'Dispatched', render: shown('dispatchedQuantity', form) },
  ];
}

export function OrderLinesTable(props: TOrderLinesTableProps) {
  const { form, quoted } = props;
  const addAll = () => {
    const lines = (form.getFieldValue('orderProduct') ?? []) as TOrderLineValues[];
    form.setFieldValue('orderProduct', addAllQuoted(lines, quoted.rows));
  };
  return (
    <OrderFormList
      name="orderProduct"
      rowTestId="line"
      columns={lineColumns(props)}
      readOnly={props.readOnly}
      testId="order-lines"
      addButtons={(add) => (
        <>
          <Button icon={<PlusOutlined />} onClick={() => add({})} data-testid="order-add-line">
            Add Product
          </Button>
          {props.canAddAll && (
            <Button icon={<PlusOutlined />} onClick={addAll} disabled={!quoted.rows.length} data-testid="order-add-all">
              Add All Products
            </Button>
          )}
        </>
      )}
    />
  );
}
