import { DISPATCH_STATUS, DISPATCH_STATUS_NAMES, formatDate, formatQuantity, type TDispatch } from '@packline/domain';
import { Tag } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';
import { dateColumn } from '../../ui/date-column.tsx';

// The columns of the Dispatch and Delivered lists (spec 01 §2 Dispatch screens, §3 Dispatch fields).

const STATUS_COLOURS: Record<number, string> = {
  [DISPATCH_STATUS.Cancelled]: 'default',
  [DISPATCH_STATUS.Dispatch]: 'blue',
  [DISPATCH_STATUS.Delivered]: 'green',
  [DISPATCH_STATUS.Picking]: 'orange',
};

const statusName = (row: TDispatch) => DISPATCH_STATUS_NAMES[row.status] ?? row.statusName;
const customerText = (row: TDispatch) =>
  row.customer.customerCode ? `${row.customer.company} / ${row.customer.customerCode}` : row.customer.company;
const employeeText = (row: TDispatch) => (row.employee ? `${row.employee.firstName} ${row.employee.lastName}` : '');
/** The pallets sent with it: type × quantity. */
const palletText = (row: TDispatch) =>
  row.palletQuantity ? `${row.palletTypeName ?? 'Pallet'} × ${row.palletQuantity}` : '';

const IDENTITY_COLUMNS: TCrudColumn<TDispatch>[] = [
  {
    key: 'packingSlipNo',
    title: 'Packing Slip No',
    dataIndex: 'packingSlipNo',
    sorter: (a, b) => a.packingSlipNo.localeCompare(b.packingSlipNo),
  },
  { key: 'orderNo', title: 'Order No', dataIndex: 'orderNo', sorter: (a, b) => a.orderNo.localeCompare(b.orderNo) },
  {
    key: 'customer',
    title: 'Customer',
    searchText: customerText,
    render: (_value, row) => customerText(row),
    sorter: (a, b) => a.customer.company.localeCompare(b.customer.company),
  },
  { key: 'custOrderNo', title: 'Cust Order No', dataIndex: 'custOrderNo' },
];

const DELIVERY_COLUMNS: TCrudColumn<TDispatch>[] = [
  dateColumn<TDispatch>('createdAt', 'Created', (row) => row.createdAt),
  { key: 'employee', title: 'Created By', searchText: employeeText, render: (_value, row) => employeeText(row) },
  {
    key: 'courier',
    title: 'Courier',
    searchText: (row) => row.courier?.courierName ?? '',
    render: (_value, row) => row.courier?.courierName,
  },
  { key: 'trackingNo', title: 'Tracking No', dataIndex: 'trackingNo' },
  { key: 'pallet', title: 'Pallet', searchText: palletText, render: (_value, row) => palletText(row) },
  dateColumn<TDispatch>('deliveredAt', 'Delivered At', (row) => row.deliveredAt),
  {
    key: 'totalQuantity',
    title: 'Pieces',
    align: 'right',
    searchText: (row) => String(row.totalQuantity),
    render: (_value, row) => formatQuantity(row.totalQuantity),
    sorter: (a, b) => a.totalQuantity - b.totalQuantity,
  },
];

/** The columns; a list of several statuses can filter by them. */
export function dispatchColumns(statuses: readonly number[]): TCrudColumn<TDispatch>[] {
  return [
    ...IDENTITY_COLUMNS,
    {
      key: 'status',
      title: 'Status',
      searchText: statusName,
      render: (_value, row) => <Tag color={STATUS_COLOURS[row.status]}>{statusName(row)}</Tag>,
      ...(statuses.length > 1 && {
        filters: statuses.map((status) => ({ text: DISPATCH_STATUS_NAMES[status], value: status })),
        onFilter: (value, row) => row.status === value,
      }),
    },
    ...DELIVERY_COLUMNS,
  ];
}

/** The dispatch's slip and order numbers, to name it in a question. */
export const dispatchTitle = (row: TDispatch) =>
  `packing slip ${row.packingSlipNo} (order ${row.orderNo}, ${formatDate(row.createdAt)})`;
