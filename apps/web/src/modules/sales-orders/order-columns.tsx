import {
  cutText,
  DUE_STATUS,
  formatDate,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  type TOrderRow,
  type TOrderSortField,
} from '@packline/domain';
import { Badge, Button, Checkbox, Space, Tag, Tooltip, Typography } from 'antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';
import { useState } from 'react';
import type { TCrudColumn } from '../../ui/crud-table.tsx';
import { dateColumn } from '../../ui/date-column.tsx';
import { moneyColumn } from '../../ui/money-column.tsx';
import { CustomerProductsPopover, OrderDetailsPopover } from './order-popovers.tsx';

// The sales-order table's columns (spec 01 §2): the default set, and the awaiting, invoice and newInvoice sets.

/** Column sets: default, awaiting (dispatch), invoice and newInvoice. */
export type TOrderColumnSet = 'default' | 'awaiting' | 'invoice' | 'newInvoice';

/** The Status and Due columns' filters of a list the server pages (its query's `statuses` and `dues`). */
export interface TOrderColumnFilters {
  statuses: number[];
  dues: number[];
}

export interface TOrderColumnOptions {
  columnSet: TOrderColumnSet;
  /** spec 01 §2: an online customer never sees Location, Paid, Created By or Order Details. */
  customerView: boolean;
  onOpen?: (row: TOrderRow) => void;
  /**
   * The list is paged by the server: the headers sort there (`sortField`), and the Status and Due filters are these,
   * sent with the query, instead of filtering the rows on screen.
   */
  server?: { filters: TOrderColumnFilters; onFilter: (filters: TOrderColumnFilters) => void };
}

const STATUS_COLOURS: Record<number, string> = {
  [ORDER_STATUS.New]: 'default',
  [ORDER_STATUS.Online]: 'purple',
  [ORDER_STATUS.Approved]: 'blue',
  [ORDER_STATUS.Production]: 'orange',
  [ORDER_STATUS.Warehouse]: 'gold',
  [ORDER_STATUS.Dispatch]: 'cyan',
  [ORDER_STATUS.Delivered]: 'green',
  [ORDER_STATUS.Paid]: 'lime',
  [ORDER_STATUS.Closed]: 'default',
};

const statusName = (row: TOrderRow) => ORDER_STATUS_NAMES[row.orderStatusId] ?? row.orderStatus;
const dueOf = (row: TOrderRow) => DUE_STATUS.find((due) => due.id === row.dueStatus);
const yesNo = (flag: 0 | 1) => (flag === 1 ? 'Yes' : 'No');

/** spec 01 §5: a lead-time order shows its working days beside the required date. */
function requiredText(row: TOrderRow): string {
  const date = formatDate(row.requiredDate);
  if (row.leadtimeFlag !== 1 || !row.leadtime) return date;
  const days = `${row.leadtime} working days`;
  return date ? `${date} (${days})` : days;
}

function orderNoColumn(onOpen: TOrderColumnOptions['onOpen']): TCrudColumn<TOrderRow> {
  return {
    key: 'orderNo',
    title: 'Order No',
    searchText: (row) => `${row.orderNo} ${row.custOrderNo ?? ''}`,
    sorter: (a, b) => a.orderNo.localeCompare(b.orderNo),
    render: (_value, row) => (
      <>
        {onOpen ? <Typography.Link onClick={() => onOpen(row)}>{row.orderNo}</Typography.Link> : row.orderNo}
        {row.custOrderNo && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {row.custOrderNo}
          </Typography.Text>
        )}
      </>
    ),
  };
}

function customerColumn(customerView: boolean): TCrudColumn<TOrderRow> {
  const name = (row: TOrderRow) => (row.customerCode ? `${row.company} (${row.customerCode})` : row.company);
  return {
    key: 'customer',
    title: 'Customer',
    searchText: name,
    sorter: (a, b) => a.company.localeCompare(b.company),
    // The customised-products card reads a staff route; an online customer just sees their name.
    render: (_value, row) =>
      customerView ? (
        name(row)
      ) : (
        <CustomerProductsPopover customerId={row.customerId} company={row.company}>
          <span>{name(row)}</span>
        </CustomerProductsPopover>
      ),
  };
}

const REQUIRED_COLUMN: TCrudColumn<TOrderRow> = {
  key: 'requiredDate',
  title: 'Required Date',
  searchText: requiredText,
  sorter: (a, b) => (a.requiredDate ?? '').localeCompare(b.requiredDate ?? ''),
  render: (_value, row) => (
    <>
      {requiredText(row)}
      {row.deliveryAsap === 1 && <Tag style={{ marginInlineStart: 4 }}>ASAP</Tag>}
    </>
  ),
};

const STATUS_COLUMN: TCrudColumn<TOrderRow> = {
  key: 'orderStatus',
  title: 'Status',
  searchText: statusName,
  filters: Object.entries(ORDER_STATUS_NAMES).map(([id, name]) => ({ text: name, value: Number(id) })),
  onFilter: (value, row) => row.orderStatusId === value,
  render: (_value, row) => (
    <Tag color={STATUS_COLOURS[row.orderStatusId]} data-testid="order-status">
      {statusName(row)}
    </Tag>
  ),
};

const DUE_COLUMN: TCrudColumn<TOrderRow> = {
  key: 'dueStatus',
  title: 'Due',
  searchText: (row) => dueOf(row)?.name ?? '',
  filters: DUE_STATUS.map((due) => ({ text: due.name, value: due.id })),
  onFilter: (value, row) => row.dueStatus === value,
  render: (_value, row) => {
    const due = dueOf(row);
    if (!due) return null;
    const badge = <Badge color={due.color} text={due.name} data-testid="order-due" />;
    return row.urgentNote ? <Tooltip title={row.urgentNote}>{badge}</Tooltip> : badge;
  },
};

const SALES_COLUMN: TCrudColumn<TOrderRow> = { key: 'salesName', dataIndex: 'salesName', title: 'Sales' };

const orderMoneyColumn = (key: 'totalPrice' | 'priceInclgst', title: string) =>
  moneyColumn<TOrderRow>(key, title, (row) => row[key]);

const LOCATION_COLUMN: TCrudColumn<TOrderRow> = {
  key: 'deliveryAddress',
  title: 'Location',
  defaultHidden: true,
  searchText: (row) => row.deliveryAddress,
  render: (_value, row) => {
    const cut = cutText(row.deliveryAddress);
    return cut === row.deliveryAddress ? cut : <Tooltip title={row.deliveryAddress}>{cut}</Tooltip>;
  },
};

const PAID_COLUMN: TCrudColumn<TOrderRow> = {
  key: 'paid',
  title: 'Paid',
  searchText: (row) => yesNo(row.paid),
  render: (_value, row) => <Tag color={row.paid === 1 ? 'green' : undefined}>{yesNo(row.paid)}</Tag>,
};

const CREATED_BY_COLUMN: TCrudColumn<TOrderRow> = {
  key: 'createdEmployee',
  dataIndex: 'createdEmployee',
  title: 'Created By',
  defaultHidden: true,
};

const DETAILS_COLUMN: TCrudColumn<TOrderRow> = {
  key: 'orderDetails',
  title: 'Order Details',
  searchText: () => '',
  render: (_value, row) => <OrderDetailsPopover orderId={row.orderId} orderNo={row.orderNo} />,
};

const DELIVERY_METHOD_COLUMN: TCrudColumn<TOrderRow> = {
  key: 'deliveryMethodName',
  title: 'Delivery Method',
  searchText: (row) => `${row.deliveryMethodName ?? ''} ${row.pickupFlag === 1 ? 'Picking' : ''}`,
  render: (_value, row) => (
    <>
      {row.deliveryMethodName}
      {row.pickupFlag === 1 && (
        <Tag color="orange" style={{ marginInlineStart: 4 }}>
          Picking
        </Tag>
      )}
    </>
  ),
};

const INVOICE_NUMBER_COLUMN: TCrudColumn<TOrderRow> = {
  key: 'invoiceNumber',
  dataIndex: 'invoiceNumber',
  title: 'Invoice Number',
};

/** The columns of a column set, in the order they show. */
export function orderColumns(options: TOrderColumnOptions): TCrudColumn<TOrderRow>[] {
  const { columnSet, customerView } = options;
  const staffOnly = (column: TCrudColumn<TOrderRow>) => (customerView ? [] : [column]);
  const totals =
    columnSet === 'newInvoice'
      ? [orderMoneyColumn('totalPrice', 'Total (excl. GST)'), orderMoneyColumn('priceInclgst', 'Total (incl. GST)')]
      : [orderMoneyColumn('priceInclgst', 'Total')];
  const columns = [
    orderNoColumn(options.onOpen),
    customerColumn(customerView),
    { ...dateColumn<TOrderRow>('orderDate', 'Order Date', (row) => row.orderDate), defaultHidden: true },
    REQUIRED_COLUMN,
    STATUS_COLUMN,
    DUE_COLUMN,
    SALES_COLUMN,
    ...totals,
    ...(columnSet === 'awaiting' ? [DELIVERY_METHOD_COLUMN] : []),
    ...(columnSet === 'invoice'
      ? [INVOICE_NUMBER_COLUMN, dateColumn<TOrderRow>('paymentDate', 'Payment Date', (row) => row.paymentDate)]
      : []),
    ...staffOnly(LOCATION_COLUMN),
    ...staffOnly(PAID_COLUMN),
    ...staffOnly(CREATED_BY_COLUMN),
    ...staffOnly(DETAILS_COLUMN),
  ];
  const { server } = options;
  return server ? columns.map((column) => serverColumn(column, server)) : columns;
}

/** What each sortable column sorts by on the server (domain ORDER_SORT_FIELDS). */
const SORT_FIELDS: Partial<Record<string, TOrderSortField>> = {
  orderNo: 'orderNo',
  customer: 'company',
  orderDate: 'orderDate',
  requiredDate: 'requiredDate',
  orderStatus: 'orderStatusId',
  dueStatus: 'dueStatus',
  salesName: 'salesName',
  totalPrice: 'totalPrice',
  priceInclgst: 'priceInclgst',
  paymentDate: 'paymentDate',
};

type TFilterOption = { text: string; value: number };

/** A column filter whose choice goes to the server: ticks, then OK (or Reset). */
function ServerFilter(props: {
  options: readonly TFilterOption[];
  value: number[];
  onChange: (value: number[]) => void;
  close: () => void;
}) {
  const [picked, setPicked] = useState(props.value);
  const apply = (value: number[]) => {
    props.onChange(value);
    props.close();
  };
  return (
    <div style={{ padding: 8 }}>
      <Checkbox.Group
        options={props.options.map((option) => ({ label: option.text, value: option.value }))}
        value={picked}
        onChange={(values) => setPicked(values.map(Number))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      />
      <Space style={{ marginTop: 8 }}>
        <Button size="small" onClick={() => apply([])}>
          Reset
        </Button>
        <Button type="primary" size="small" onClick={() => apply(picked)}>
          OK
        </Button>
      </Space>
    </div>
  );
}

/** The Status or Due column of a server list: its filter sets the query's `statuses` / `dues`. */
function serverFiltered(
  column: TCrudColumn<TOrderRow>,
  key: keyof TOrderColumnFilters,
  server: NonNullable<TOrderColumnOptions['server']>,
): TCrudColumn<TOrderRow> {
  const { filters: options = [], onFilter: _onFilter, ...rest } = column;
  const value = server.filters[key];
  return {
    ...rest,
    filteredValue: value.length ? value : null,
    filterDropdown: ({ close }: FilterDropdownProps) => (
      <ServerFilter
        options={options as TFilterOption[]}
        value={value}
        onChange={(next) => server.onFilter({ ...server.filters, [key]: next })}
        close={close}
      />
    ),
  };
}

/** A column of a server list: sorted by the server when it has a sort field, else not sortable (one page is no list). */
function serverColumn(
  column: TCrudColumn<TOrderRow>,
  server: NonNullable<TOrderColumnOptions['server']>,
): TCrudColumn<TOrderRow> {
  const { sorter: _sorter, ...rest } = column;
  const sortField = SORT_FIELDS[String(column.key)];
  const sortable = sortField ? { ...rest, sortField } : rest;
  if (column.key === 'orderStatus') return serverFiltered(sortable, 'statuses', server);
  if (column.key === 'dueStatus') return serverFiltered(sortable, 'dues', server);
  return sortable;
}
