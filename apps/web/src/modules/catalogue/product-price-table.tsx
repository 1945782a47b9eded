import { ALL_GROUPS, formatUnitPrice, type TProductPrice, ZAddProductPrice } from '@packline/domain';
import { Form, Input } from 'antd';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { CrudTable, type TCrudColumn, type TFormValues } from '../../ui/crud-table.tsx';
import { requiredRule, zodRule } from '../../ui/form-rules.ts';
import { blankToNull } from '../../ui/form-values.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { useBaseProductPrices } from './product-price.api.ts';

const shape = ZAddProductPrice.shape;

const columns: TCrudColumn<TProductPrice>[] = [
  { key: 'group1Name', dataIndex: 'group1Name', title: 'Customer Group' },
  { key: 'quantiy', dataIndex: 'quantiy', title: 'Quantity Per Carton', align: 'right' },
  {
    key: 'price',
    title: 'Price (per carton)',
    align: 'right',
    searchText: (row) => row.price,
    render: (_value, row) => formatUnitPrice(row.price),
  },
  { key: 'description', dataIndex: 'description', title: 'MOQ' },
  {
    key: 'originalPrice',
    title: 'Last Price',
    align: 'right',
    render: (_value, row) => (row.originalPrice === null ? '' : formatUnitPrice(row.originalPrice)),
  },
];

/** Product Price Management (spec 02 §2): a carton price per customer group 1; an empty group means every group. */
export function ProductPriceTable(props: { baseProductId: number; defaultQuantity?: number; testId?: string }) {
  const { baseProductId } = props;
  const prices = useBaseProductPrices(baseProductId);
  const toBody = (values: TFormValues) => ({
    baseProductId,
    group1: values.group1 ?? null,
    quantiy: values.quantiy ?? null,
    price: values.price,
    description: blankToNull(values.description),
  });
  return (
    <CrudTable<TProductPrice>
      {...prices.tableProps}
      columns={columns}
      entityName="Price"
      testId={props.testId ?? 'product-price-table'}
      pagination={false}
      addValues={{ quantiy: props.defaultQuantity }}
      toFormValues={(row) => ({ ...row, price: Number(row.price) })}
      toBody={toBody}
      renderForm={() => (
        <>
          <Form.Item name="group1" label="Customer Group" extra={`Empty = ${ALL_GROUPS}`}>
            <ReferenceSelect catalogue="customerGroup1" allowClear />
          </Form.Item>
          <Form.Item name="quantiy" label="Quantity Per Carton">
            <NumberInput min={0} precision={0} />
          </Form.Item>
          <Form.Item name="price" label="Price" validateFirst rules={[requiredRule(), zodRule(shape.price)]}>
            <NumberInput min={0} precision={3} />
          </Form.Item>
          <Form.Item name="description" label="MOQ" rules={[zodRule(shape.description)]}>
            <Input maxLength={300} placeholder="e.g. MOQ 10 cartons" />
          </Form.Item>
        </>
      )}
    />
  );
}
