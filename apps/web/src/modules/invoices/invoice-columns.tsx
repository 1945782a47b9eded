import {
  formatMoney,
  formatQuantity,
  formatUnitPrice,
  INVOICE_PAID_NAMES,
  type TInvoice,
  type TInvoiceItem,
} from '@packline/domain';
import { Table, Tag, Typography } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';
import { dateColumn } from '../../ui/date-column.tsx';
import { moneyColumn } from '../../ui/money-column.tsx';

// The invoice list's columns (spec 01 §3 Invoice) and the items shown when a row opens.

const amount = (value: string | null) => (value === null ? 0 : Number(value));
export const isRefund = (row: Pick<TInvoice, 'totalPrice'>) => amount(row.totalPrice) < 0;

const invoiceMoneyColumn = (key: 'totalPrice' | 'gst' | 'priceInclgst' | 'profit', title: string) =>
  moneyColumn<TInvoice>(key, title, (row) => row[key]);

/** A negative total is a refund (spec 01 §3): red, with a Refund tag. */
const INCL_GST_COLUMN: TCrudColumn<TInvoice> = {
  ...invoiceMoneyColumn('priceInclgst', 'Total incl. GST'),
  searchText: (row) => `${formatMoney(row.priceInclgst)}${isRefund(row) ? ' Refund' : ''}`,
  render: (_value, row) =>
    isRefund(row) ? (
      <span data-testid={`invoice-${row.invoiceId}-refund`}>
        <Typography.Text type="danger">{formatMoney(row.priceInclgst)}</Typography.Text>
        <Tag color="red" style={{ marginInlineStart: 4 }}>
          Refund
        </Tag>
      </span>
    ) : (
      formatMoney(row.priceInclgst)
    ),
};

const PAID_COLUMN: TCrudColumn<TInvoice> = {
  key: 'paid',
  title: 'Paid',
  searchText: (row) => INVOICE_PAID_NAMES[row.paid] ?? '',
  filters: Object.entries(INVOICE_PAID_NAMES).map(([value, text]) => ({ text, value: Number(value) })),
  onFilter: (value, row) => row.paid === value,
  render: (_value, row) => (
    <Tag color={row.paid === 1 ? 'green' : 'orange'} data-testid={`invoice-${row.invoiceId}-paid`}>
      {INVOICE_PAID_NAMES[row.paid]}
    </Tag>
  ),
};

const text = (key: keyof TInvoice, title: string): TCrudColumn<TInvoice> => ({ key, dataIndex: key, title });

export const INVOICE_COLUMNS: TCrudColumn<TInvoice>[] = [
  dateColumn<TInvoice>('invoiceDate', 'Invoice Date', (row) => row.invoiceDate),
  dateColumn<TInvoice>('dueDate', 'Due Date', (row) => row.dueDate),
  text('orderNo', 'Order No'),
  {
    key: 'company',
    title: 'Customer',
    searchText: (row) => `${row.company} ${row.customerCode ?? ''}`,
    render: (_value, row) => row.company,
  },
  text('PoNo', 'PO No'),
  text('packingSlipNo', 'Packing Slip No'),
  invoiceMoneyColumn('totalPrice', 'Total (excl. GST)'),
  invoiceMoneyColumn('gst', 'GST'),
  INCL_GST_COLUMN,
  invoiceMoneyColumn('profit', 'Profit'),
  PAID_COLUMN,
  dateColumn<TInvoice>('paymentDate', 'Payment Date', (row) => row.paymentDate),
  text('invoiceNote', 'Invoice Note'),
  text('accountNote', 'Account Note'),
  text('employeeName', 'Sales'),
];

/** The items of one invoice (the row's expansion). */
export function InvoiceItemsTable({ invoice }: { invoice: TInvoice }) {
  return (
    <Table<TInvoiceItem>
      size="small"
      rowKey="invoiceItemId"
      dataSource={invoice.invoiceItem}
      pagination={false}
      data-testid={`invoice-${invoice.invoiceId}-items`}
      columns={[
        { key: 'name', title: 'Product / Option', dataIndex: 'productOrOptionName' },
        {
          key: 'packageQty',
          title: 'Cartons',
          align: 'right',
          render: (_value, item) => (item.packageQty === null ? '' : formatQuantity(item.packageQty)),
        },
        { key: 'quantity', title: 'Quantity', align: 'right', render: (_value, item) => formatQuantity(item.quantity) },
        {
          key: 'unitPrice',
          title: 'Unit Price',
          align: 'right',
          render: (_value, item) => formatUnitPrice(item.unitPrice),
        },
        {
          key: 'totalPrice',
          title: 'Total Price',
          align: 'right',
          render: (_value, item) => formatMoney(item.totalPrice),
        },
      ]}
    />
  );
}
