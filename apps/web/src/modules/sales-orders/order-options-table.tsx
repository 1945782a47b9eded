import { PlusOutlined } from '@ant-design/icons';
import { CATALOGUES, catalogueListSchema, REFERENCE_SOURCES } from '@packline/domain';
import { Button, Form, type FormInstance, Select } from 'antd';
import type { z } from 'zod';
import { numberRules } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { useApiList } from '../../ui/use-crud-resource.ts';
import { pricedOption, type TOrderFormValues, type TOrderOptionValues } from './order-form.ts';
import { OrderFormList, type TListColumn, type TListField } from './order-form-list.tsx';

// The order's surcharge options (spec 01 §3 OrderOption, §5): an option of the ProductOption catalogue, a quantity
// and a price. Picking an option starts its unit price at the catalogue's price.

/** The rows of the ProductOption catalogue ('Order Surcharge Option'). */
const ZProductOptionRows = catalogueListSchema(CATALOGUES.productOption);
type TProductOptionRow = z.output<typeof ZProductOptionRows>[number];

export interface TOrderOptionsTableProps {
  form: FormInstance<TOrderFormValues>;
  readOnly: boolean;
  /** The saved options' names, for an online customer who cannot read the catalogue. */
  savedNames?: ReadonlyMap<number, string>;
}

/** Staff pick from the catalogue; an online customer sees the saved option's name only. */
function useOptionRows(enabled: boolean) {
  return useApiList(ZProductOptionRows, REFERENCE_SOURCES.productOption.path, undefined, { enabled });
}

function optionColumns(
  props: TOrderOptionsTableProps,
  rows: TProductOptionRow[],
  loading: boolean,
): (TListColumn | false)[] {
  const { form, savedNames } = props;
  const options = savedNames
    ? [...savedNames].map(([value, label]) => ({ value, label }))
    : rows.map((row) => ({ value: Number(row.optionId), label: String(row.optionName) }));
  const choose = (name: number, optionId: number) => {
    const row = rows.find((candidate) => candidate.optionId === optionId);
    const current = form.getFieldValue(['orderOption', name]) as TOrderOptionValues;
    form.setFieldValue(
      ['orderOption', name],
      pricedOption({
        ...current,
        optionId,
        quantity: current.quantity ?? 1,
        unitPrice: row?.price == null ? (current.unitPrice ?? 0) : Number(row.price),
      }),
    );
  };
  const number =
    (field: 'quantity' | 'unitPrice' | 'price', label: string, testId: string, precision: number) =>
    (_: unknown, { name }: TListField) => (
      <Form.Item
        name={[name, field]}
        rules={[
          { required: field !== 'unitPrice', message: `${label} is required!` },
          ...numberRules({ min: 0, precision }),
        ]}
        style={{ marginBottom: 0, minWidth: 110 }}
      >
        <NumberInput min={0} precision={precision} data-testid={`order-option-${name + 1}-${testId}`} />
      </Form.Item>
    );
  return [
    { key: 'no', title: 'No.', width: 50, render: (_value, { name }) => name + 1 },
    {
      key: 'option',
      title: 'Option',
      render: (_value, { name }) => (
        <Form.Item
          name={[name, 'optionId']}
          rules={[{ required: true, message: 'Option is required!' }]}
          style={{ marginBottom: 0, minWidth: 220 }}
        >
          <Select<number>
            options={options}
            loading={loading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Option"
            onChange={(optionId) => choose(name, optionId)}
            data-testid={`order-option-${name + 1}-option`}
          />
        </Form.Item>
      ),
    },
    { key: 'quantity', title: 'Quantity', render: number('quantity', 'Quantity', 'quantity', 2) },
    { key: 'unitPrice', title: 'Unit Price', render: number('unitPrice', 'Unit Price', 'unit-price', 3) },
    { key: 'price', title: 'Price', render: number('price', 'Price', 'price', 2) },
  ];
}

export function OrderOptionsTable(props: TOrderOptionsTableProps) {
  const catalogue = useOptionRows(!props.savedNames);
  return (
    <OrderFormList
      name="orderOption"
      rowTestId="option"
      columns={optionColumns(props, catalogue.data ?? [], catalogue.isLoading)}
      readOnly={props.readOnly}
      testId="order-options"
      addButtons={(add) => (
        <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })} data-testid="order-add-option">
          Add Option
        </Button>
      )}
    />
  );
}
