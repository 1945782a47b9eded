import {
  formatCartons,
  formatMoney,
  formatQuantity,
  formatUnitPrice,
  INVOICE_PAID,
  INVOICE_PAID_NAMES,
  type TInvoice,
  type TInvoiceItem,
  type TInvoiceSortField,
} from '@packline/domain';
import { Tag, Typography } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';
import { dateColumn } from '../../ui/date-column.tsx';
import { ListTable } from '../../ui/list-table.tsx';
import { moneyColumn } from '../../ui/money-column.tsx';

// The invoice list's columns (spec 01 §3 Invoice) and the items shown when a row opens. The server sorts (a column's
// sortField, domain INVOICE_SORT_FIELDS), so no column sorts the page it shows.

const amount = (value: string | null) => (value === null ? 0 : Number(value));
export const isRefund = (row: Pick<TInvoice, 'totalPrice'>) => amount(row.totalPrice) < 0;

/** A column of the shared helpers, sorted by the server (or not at all) rather than on the page. */
const onServer = (column: TCrudColumn<TInvoice>, sortField?: TInvoiceSortField): TCrudColumn<TInvoice> => ({
  ...column,
  sorter: undefined,
  sortField,
});

const invoiceMoneyColumn = (key: 'totalPrice' | 'gst' | 'priceInclgst' | 'profit', title: string) =>
  onServer(
    moneyColumn<TInvoice>(key, title, (row) => row[key]),
    key === 'gst' ? undefined : key,
  );
const invoiceDateColumn = (key: 'invoiceDate' | 'dueDate' | 'paymentDate', title: string) =>
  onServer(
    dateColumn<TInvoice>(key, title, (row) => row[key]),
    key,
  );

/** A negative total is a refund (spec 01 §3): red, with a Refund tag. */
const INCL_GST_COLUMN: TCrudColumn<TInvoice> = {
  ...invoiceMoneyColumn('priceInclgst', 'Total incl. GST'),
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

/** issue 20: the paid state is a status (a tag), apart from the row's actions (Mark paid / Mark unpaid). */
const PAID_COLUMN: TCrudColumn<TInvoice> = {
  key: 'paid',
  title: 'Paid',
  sortField: 'paid',
  render: (_value, row) => (
    <Tag color={row.paid === INVOICE_PAID.Paid ? 'green' : 'orange'} data-testid={`invoice-${row.invoiceId}-paid`}>
      {INVOICE_PAID_NAMES[row.paid]}
    </Tag>
  ),
};

const text = (key: keyof TInvoice, title: string, sortField?: TInvoiceSortField): TCrudColumn<TInvoice> => ({
  key,
  dataIndex: key,
  title,
  sortField,
});

export const INVOICE_COLUMNS: TCrudColumn<TInvoice>[] = [
  invoiceDateColumn('invoiceDate', 'Invoice Date'),
  invoiceDateColumn('dueDate', 'Due Date'),
  text('orderNo', 'Order No', 'orderNo'),
  { key: 'company', title: 'Customer', sortField: 'company', maxWidth: 200, render: (_value, row) => row.company },
  // issue 30 item 12: the rest of the invoice behind the Columns chooser, so the list fits 1,440 px.
  { ...text('PoNo', 'PO No'), defaultHidden: true },
  { ...text('packingSlipNo', 'Packing Slip No'), defaultHidden: true },
  invoiceMoneyColumn('totalPrice', 'Total (excl. GST)'),
  { ...invoiceMoneyColumn('gst', 'GST'), defaultHidden: true },
  INCL_GST_COLUMN,
  { ...invoiceMoneyColumn('profit', 'Profit'), defaultHidden: true },
  PAID_COLUMN,
  { ...invoiceDateColumn('paymentDate', 'Payment Date'), defaultHidden: true },
  { ...text('invoiceNote', 'Invoice Note'), maxWidth: 160 },
  { ...text('accountNote', 'Account Note'), defaultHidden: true },
  text('employeeName', 'Sales'),
];

/** The items of one invoice (the row's expansion). */
export function InvoiceItemsTable({ invoice }: { invoice: TInvoice }) {
  return (
    <ListTable<TInvoiceItem>
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
          render: (_value, item) => formatCartons(item.packageQty),
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
