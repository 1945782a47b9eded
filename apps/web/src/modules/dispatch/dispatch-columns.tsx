import {
  DISPATCH_STATUS,
  DISPATCH_STATUS_NAMES,
  formatCount,
  formatDate,
  formatQuantity,
  type TDispatch,
} from '@packline/domain';
import { Tag } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';
import { dateColumn } from '../../ui/date-column.tsx';

// The columns of the Dispatch and Delivered lists (spec 01 §2 Dispatch screens, §3 Dispatch fields). The server sorts
// (a column's sortField, domain DISPATCH_SORT_FIELDS), so no column sorts the page it shows.

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
  row.palletQuantity ? `${row.palletTypeName ?? 'Pallet'} × ${formatCount(row.palletQuantity)}` : '';

/** A date column of the helper, sorted by the server rather than on the page. */
const serverDateColumn = (key: 'createdAt' | 'deliveredAt', title: string): TCrudColumn<TDispatch> => ({
  ...dateColumn<TDispatch>(key, title, (row) => row[key]),
  sorter: undefined,
  sortField: key,
});

export const DISPATCH_COLUMNS: TCrudColumn<TDispatch>[] = [
  { key: 'packingSlipNo', title: 'Packing Slip No', dataIndex: 'packingSlipNo', sortField: 'packingSlipNo' },
  { key: 'orderNo', title: 'Order No', dataIndex: 'orderNo', sortField: 'orderNo' },
  { key: 'customer', title: 'Customer', render: (_value, row) => customerText(row), sortField: 'company' },
  { key: 'custOrderNo', title: 'Cust Order No', dataIndex: 'custOrderNo' },
  {
    key: 'status',
    title: 'Status',
    sortField: 'status',
    render: (_value, row) => <Tag color={STATUS_COLOURS[row.status]}>{statusName(row)}</Tag>,
  },
  serverDateColumn('createdAt', 'Created'),
  { key: 'employee', title: 'Created By', render: (_value, row) => employeeText(row) },
  { key: 'courier', title: 'Courier', render: (_value, row) => row.courier?.courierName },
  { key: 'trackingNo', title: 'Tracking No', dataIndex: 'trackingNo' },
  { key: 'pallet', title: 'Pallet', render: (_value, row) => palletText(row) },
  serverDateColumn('deliveredAt', 'Delivered At'),
  {
    key: 'totalQuantity',
    title: 'Pieces',
    align: 'right',
    render: (_value, row) => formatQuantity(row.totalQuantity),
    sortField: 'totalQuantity',
  },
];

/** The dispatch's slip and order numbers, to name it in a question. */
export const dispatchTitle = (row: TDispatch) =>
  `packing slip ${row.packingSlipNo} (order ${row.orderNo}, ${formatDate(row.createdAt)})`;
