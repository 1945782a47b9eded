import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatStock, QUOTATION_MARGIN_MIN, QUOTATION_NOTES_MAX } from '@packline/domain';
import { Button, Form, type FormInstance, Input, Select, Space, Table, type TableColumnType, Tag } from 'antd';
import { numberPrecisionRule, numberRules } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { BASE_PRODUCT_OPTIONS } from '../catalogue/products.api.ts';
import { useStockInfo } from '../inventory/inventory.api.ts';
import { lineDefaults, type TLineLookups, useLineBaseName } from './quotation-editor-lines.ts';
import type { TLineKind, TLineValues, TQuotationFormValues } from './quotation-form.ts';

// The quotation's editable lines (spec 01 §3 QuotationItem, §9): a product or a base product each, priced per carton.
// Lines are numbered from 1 in their test ids, as in the carton quantity message.

type TField = { key: number; name: number };

export interface TQuotationItemsTableProps {
  form: FormInstance<TQuotationFormValues>;
  lookups: TLineLookups;
  /** spec 01 §6: only min-price editors may change the minimum price. */
  canEditMinPrice: boolean;
  readOnly: boolean;
  /** Called before a line is removed (pending recomputes use line indexes). */
  beforeRemove: () => void;
}

/** A product line's stock from the inventory service, K from 1,000 and M from 100,000 (spec 01 §9). */
function LineStockCell({ form, name }: { form: FormInstance<TQuotationFormValues>; name: number }) {
  const productId = Form.useWatch(['quotationItem', name, 'productId'], { form, preserve: true }) as
    | number
    | null
    | undefined;
  const stock = useStockInfo(productId);
  if (!productId) return '—';
  return (
    <span data-testid={`quotation-line-${name + 1}-stock`}>
      {stock.data ? formatStock(stock.data.productInStock) : '…'}
    </span>
  );
}

function LineProductCell({
  form,
  lookups,
  name,
}: {
  form: FormInstance<TQuotationFormValues>;
  lookups: TLineLookups;
  name: number;
}) {
  const watched = Form.useWatch(['quotationItem', name, 'kind'], { form, preserve: true }) as TLineKind | undefined;
  // The watch reports after the first render; the store has the kind already.
  const kind = watched ?? (form.getFieldValue(['quotationItem', name, 'kind']) as TLineKind | undefined);
  const line = Form.useWatch(['quotationItem', name], { form, preserve: true }) as TLineValues | undefined;
  useLineBaseName(line, lookups);
  const field = kind === 'product' ? 'productId' : 'baseProductId';
  // A new product or base product brings its own minimum price, carton quantity and MOQ; the price starts there.
  const choose = (id: number | null) => {
    const current = form.getFieldValue(['quotationItem', name]) as TLineValues;
    const next = { ...current, [field]: id, price: null };
    form.setFieldValue(['quotationItem', name], lineDefaults(next, lookups.priceRowOf(next)));
  };
  const testId = `quotation-line-${name + 1}-product`;
  return (
    <Space.Compact style={{ width: '100%', minWidth: 260 }}>
      <Tag color={kind === 'product' ? 'blue' : 'gold'}>{kind === 'product' ? 'Product' : 'Base'}</Tag>
      {kind === 'product' ? (
        <Form.Item name={[name, field]} rules={[{ required: true, message: 'Product is required!' }]} noStyle>
          <Select<number>
            options={lookups.productOptions}
            loading={lookups.loading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Product"
            onChange={choose}
            style={{ width: '100%' }}
            data-testid={testId}
          />
        </Form.Item>
      ) : (
        // The base products are too many to load: the server searches them as the user types.
        <Form.Item name={[name, field]} rules={[{ required: true, message: 'Base Product is required!' }]} noStyle>
          <RemoteSelect
            source={BASE_PRODUCT_OPTIONS}
            placeholder="Base Product"
            onChange={choose}
            style={{ width: '100%' }}
            testId={testId}
          />
        </Form.Item>
      )}
    </Space.Compact>
  );
}

function lineColumns(props: TQuotationItemsTableProps, remove: (index: number) => void): TableColumnType<TField>[] {
  const { form, lookups, canEditMinPrice, readOnly } = props;
  const text =
    (field: keyof TLineValues, max: number, width: number) =>
    (_: unknown, { name }: TField) => (
      <Form.Item name={[name, field]} style={{ marginBottom: 0, minWidth: width }}>
        <Input maxLength={max} />
      </Form.Item>
    );
  return [
    { key: 'no', title: 'No.', width: 50, render: (_value, { name }) => name + 1 },
    {
      key: 'product',
      title: 'Product',
      render: (_value, { name }) => (
        <Form.Item style={{ marginBottom: 0 }}>
          <LineProductCell form={form} lookups={lookups} name={name} />
        </Form.Item>
      ),
    },
    { key: 'itemDesc', title: 'Description', render: text('itemDesc', 300, 180) },
    {
      key: 'originPrice',
      title: 'Min Price',
      render: (_value, { name }) => (
        <Form.Item
          name={[name, 'originPrice']}
          rules={numberRules({ min: 0, precision: 3 })}
          style={{ marginBottom: 0, minWidth: 100 }}
        >
          <NumberInput min={0} precision={3} disabled={!canEditMinPrice || readOnly} />
        </Form.Item>
      ),
    },
    {
      key: 'price',
      title: 'Price per carton',
      render: (_value, { name }) => (
        <Form.Item
          name={[name, 'price']}
          rules={[
            { required: true, message: 'Price is required!' },
            { type: 'number', min: 0, message: 'Price must be at least 0' },
            numberPrecisionRule(3),
          ]}
          style={{ marginBottom: 0, minWidth: 110 }}
        >
          <NumberInput min={0} precision={3} data-testid={`quotation-line-${name + 1}-price`} />
        </Form.Item>
      ),
    },
    {
      key: 'margin',
      title: 'Margin %',
      render: (_value, { name }) => (
        <Form.Item
          name={[name, 'margin']}
          rules={[
            { type: 'number', message: 'Margin is not a valid number!' },
            { type: 'number', min: QUOTATION_MARGIN_MIN, message: `Margin must be at least ${QUOTATION_MARGIN_MIN}` },
            numberPrecisionRule(2),
          ]}
          style={{ marginBottom: 0, minWidth: 100 }}
        >
          <NumberInput min={QUOTATION_MARGIN_MIN} precision={2} data-testid={`quotation-line-${name + 1}-margin`} />
        </Form.Item>
      ),
    },
    {
      key: 'cartonQuantity',
      title: 'Carton Qty',
      render: (_value, { name }) => (
        <Form.Item
          name={[name, 'cartonQuantity']}
          rules={numberRules({ min: 1, precision: 0 })}
          style={{ marginBottom: 0, minWidth: 90 }}
        >
          <NumberInput min={1} precision={0} />
        </Form.Item>
      ),
    },
    {
      key: 'stock',
      title: 'Stock',
      width: 70,
      render: (_value, { name }) => <LineStockCell form={form} name={name} />,
    },
    { key: 'notes', title: 'Quantity', render: text('notes', QUOTATION_NOTES_MAX, 120) },
    { key: 'notes2', title: 'MOQ', render: text('notes2', QUOTATION_NOTES_MAX, 120) },
    {
      key: 'remove',
      title: '',
      width: 48,
      render: (_value, { name }) =>
        readOnly ? null : (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label="Remove line"
            onClick={() => {
              props.beforeRemove();
              remove(name);
            }}
            data-testid={`quotation-line-${name + 1}-remove`}
          />
        ),
    },
  ];
}

export function QuotationItemsTable(props: TQuotationItemsTableProps) {
  return (
    <Form.List name="quotationItem">
      {(fields, { add, remove }) => (
        <>
          <Table<TField>
            rowKey="key"
            dataSource={fields}
            columns={lineColumns(props, remove)}
            pagination={false}
            size="small"
            scroll={{ x: 'max-content' }}
          />
          {!props.readOnly && (
            <Space style={{ marginTop: 8 }}>
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ kind: 'product' } satisfies TLineValues)}
                data-testid="quotation-add-product-line"
              >
                Add product line
              </Button>
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ kind: 'base' } satisfies TLineValues)}
                data-testid="quotation-add-base-line"
              >
                Add base product line
              </Button>
            </Space>
          )}
        </>
      )}
    </Form.List>
  );
}
