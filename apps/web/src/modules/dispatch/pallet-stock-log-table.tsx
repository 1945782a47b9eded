import {
  formatCount,
  PALLET_TRANSACTIONS,
  type TAddPalletStockLog,
  type TPalletStockLog,
  WAREHOUSE_MESSAGES,
  ZAddPalletStockLog,
} from '@packline/domain';
import { Form, Input, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CrudTable, type TCrudColumn, type TFormValues } from '../../ui/crud-table.tsx';
import { dateTimeColumn } from '../../ui/date-column.tsx';
import { numberRules, requiredRule, zodRule } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { OptionSelect } from '../../ui/option-select.tsx';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { useReferenceOptions } from '../../ui/use-reference.ts';
import { CUSTOMER_PICKER } from '../customers/customers.api.ts';
import { useAddPalletStockLog } from './pallet-stock-log.api.ts';

// The pallet stock log table (spec 02 §3 Pallet stock log) with its Add dialog: the log screen and a customer's log
// in the balances screen both show it.

const NOTES_MAX = 300;

/** Pallets the customer received count up (green), pallets back or written off count down (red). */
export function SignedQuantity({ value }: { value: number }) {
  return (
    <Typography.Text type={value < 0 ? 'danger' : 'success'} data-testid="pallet-quantity">
      {value > 0 ? `+${formatCount(value)}` : formatCount(value)}
    </Typography.Text>
  );
}

const COLUMNS: TCrudColumn<TPalletStockLog>[] = [
  dateTimeColumn<TPalletStockLog>('createdAt', 'Date', (row) => row.createdAt),
  {
    key: 'customer',
    title: 'Customer',
    searchText: (row) => `${row.customer.company} ${row.customer.customerCode ?? ''}`,
    render: (_value, row) => row.customer.company,
  },
  { key: 'plateType', dataIndex: ['plateType', 'plateTypeName'], title: 'Pallet Type' },
  { key: 'tranTypeName', dataIndex: 'tranTypeName', title: 'Action' },
  {
    key: 'quantity',
    title: 'Quantity',
    align: 'right',
    searchText: (row) => String(row.quantity),
    render: (_value, row) => <SignedQuantity value={row.quantity} />,
  },
  { key: 'balance', dataIndex: 'balance', title: 'Balance', align: 'right', render: formatCount },
  { key: 'packingSlipNo', dataIndex: ['dispatch', 'packingSlipNo'], title: 'Packing Slip No' },
  { key: 'employeeName', dataIndex: 'employeeName', title: 'Employee' },
  { key: 'notes', dataIndex: 'notes', title: 'Notes' },
];

const ACTION_OPTIONS = PALLET_TRANSACTIONS.map((t) => ({
  value: t.tranTypeId,
  label: `${t.tranTypeName} (${t.sign > 0 ? '+' : '−'})`,
}));

export function CustomerSelect(props: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  allowClear?: boolean;
}) {
  return <RemoteSelect {...props} source={CUSTOMER_PICKER} />;
}

export function PalletTypeSelect(props: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  allowClear?: boolean;
}) {
  const palletTypes = useReferenceOptions('plateType');
  return <OptionSelect {...props} options={palletTypes.options} loading={palletTypes.loading} />;
}

function PalletLogForm() {
  return (
    <>
      <Form.Item name="customerId" label="Customer" rules={[requiredRule('Customer is required!')]}>
        <CustomerSelect />
      </Form.Item>
      <Form.Item name="plateTypeId" label="Pallet Type" rules={[requiredRule('Pallet type is required!')]}>
        <PalletTypeSelect />
      </Form.Item>
      <Form.Item name="tranTypeId" label="Action" rules={[requiredRule(WAREHOUSE_MESSAGES.palletActionRequired)]}>
        <Select<number> options={ACTION_OPTIONS} placeholder="Select" data-testid="pallet-action" />
      </Form.Item>
      <Form.Item
        name="quantity"
        label="Quantity"
        validateFirst
        rules={[
          requiredRule(WAREHOUSE_MESSAGES.palletQuantityRequired),
          ...numberRules({ min: 1, precision: 0 }),
          zodRule(ZAddPalletStockLog.shape.quantity),
        ]}
      >
        <NumberInput min={1} precision={0} data-testid="pallet-quantity-input" />
      </Form.Item>
      <Form.Item name="notes" label="Notes">
        <Input.TextArea rows={3} showCount maxLength={NOTES_MAX} />
      </Form.Item>
    </>
  );
}

function toBody(values: TFormValues): TAddPalletStockLog {
  return {
    customerId: Number(values.customerId),
    plateTypeId: Number(values.plateTypeId),
    tranTypeId: Number(values.tranTypeId),
    quantity: Number(values.quantity),
    notes: typeof values.notes === 'string' && values.notes.trim() !== '' ? values.notes.trim() : null,
  };
}

export function PalletStockLogTable(props: {
  /** The log's rows (`queryTableProps(usePalletStockLog(...))`). */
  dataSource: TPalletStockLog[] | undefined;
  loading: boolean;
  /** The Add dialog starts with this customer (a customer's own log). */
  customerId?: number;
  toolbar?: ReactNode;
  testId?: string;
}) {
  const add = useAddPalletStockLog();
  return (
    <CrudTable<TPalletStockLog>
      dataSource={props.dataSource}
      loading={props.loading}
      rowKey="palletStockLogId"
      columns={COLUMNS}
      entityName="Pallet Stock Log"
      onAdd={(body) => add.mutateAsync(body as unknown as TAddPalletStockLog)}
      renderForm={() => <PalletLogForm />}
      addValues={props.customerId ? { customerId: props.customerId } : undefined}
      toBody={(values) => ({ ...toBody(values) })}
      toolbar={props.toolbar}
      testId={props.testId ?? 'pallet-log'}
    />
  );
}
