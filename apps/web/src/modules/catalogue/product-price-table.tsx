import {
  ALL_GROUPS,
  formatUnitPrice,
  QUOTATION_MESSAGES,
  type TProductPrice,
  ZAddProductPrice,
} from '@packline/domain';
import { App, Button, Form, Input } from 'antd';
import { reportFailure } from '../../api/failures.ts';
import { useSession } from '../../api/session.ts';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { CrudTable, type TCrudColumn, type TFormValues } from '../../ui/crud-table.tsx';
import { numberRules, requiredRule, zodRule } from '../../ui/form-rules.ts';
import { blankToNull } from '../../ui/form-values.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { useBaseProductPrices, useGenerateQuotationsByProductPrice } from './product-price.api.ts';

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

/**
 * spec 02 §2: a draft (bulk, draft 2) quotation of this base product for every customer at its group's price; the
 * server refuses while a customer group has no price ('Please set the price for all customer group!').
 */
function GenerateQuotationsButton({ baseProductId }: { baseProductId: number }) {
  const { modal, message } = App.useApp();
  const session = useSession();
  const generate = useGenerateQuotationsByProductPrice();
  const confirm = () =>
    modal.confirm({
      title: QUOTATION_MESSAGES.generateConfirm,
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: async () => {
        if (session?.kind !== 'staff') return;
        const drafts = await generate
          .mutateAsync({ id: baseProductId, userId: session.employeeId })
          .catch(reportFailure);
        if (drafts) message.success(`${drafts.length} draft quotations generated`);
      },
    });
  return (
    <Button onClick={confirm} loading={generate.isPending} data-testid="generate-quotations">
      Generate Quotations
    </Button>
  );
}

/** Product Price Management (spec 02 §2): a carton price per customer group 1; an empty group means every group. */
export function ProductPriceTable(props: {
  baseProductId: number;
  defaultQuantity?: number;
  testId?: string;
  /** The base product page offers Generate Quotations. */
  canGenerateQuotations?: boolean;
}) {
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
      toolbar={props.canGenerateQuotations && <GenerateQuotationsButton baseProductId={baseProductId} />}
      toFormValues={(row) => ({ ...row, price: Number(row.price) })}
      toBody={toBody}
      renderForm={() => (
        <>
          <Form.Item name="group1" label="Customer Group" extra={`Empty = ${ALL_GROUPS}`}>
            <ReferenceSelect catalogue="customerGroup1" allowClear />
          </Form.Item>
          <Form.Item name="quantiy" label="Quantity Per Carton" rules={numberRules({ min: 0, precision: 0 })}>
            <NumberInput min={0} precision={0} />
          </Form.Item>
          <Form.Item
            name="price"
            label="Price"
            validateFirst
            rules={[requiredRule(), ...numberRules({ min: 0, precision: 3 }), zodRule(shape.price)]}
          >
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
