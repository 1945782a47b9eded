import { BOX_STATUS, formatCount, formatDateTime, type TBoxInfo } from '@packline/domain';
import { Tag } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';

// The columns of a box (spec 02 §3 Box) as Boxes Info, Obsolete Box, the hold list and Delete History show them. A
// column with a sortField sorts on the server where the list is paged there.

const STATUS_COLORS: Record<number, string> = {
  [BOX_STATUS.InStock]: 'green',
  [BOX_STATUS.InDispatching]: 'blue',
  [BOX_STATUS.Out]: 'default',
  [BOX_STATUS.OnHold]: 'orange',
  [BOX_STATUS.DeadStock]: 'red',
};

/** When a box was made, printed or dispatched, in Auckland time. */
const timeColumn = <T extends TBoxInfo>(
  key: string,
  title: string,
  value: (row: T) => string | null,
  sortField?: string,
): TCrudColumn<T> => ({
  key,
  title,
  sortField,
  searchText: (row) => formatDateTime(value(row)),
  render: (_value, row) => formatDateTime(value(row)),
});

/** Every box column, keyed, in the order Boxes Info shows them. */
export function boxColumns<T extends TBoxInfo>(): TCrudColumn<T>[] {
  return [
    { key: 'barCode', dataIndex: 'barCode', title: 'Barcode', sortField: 'barCode' },
    { key: 'productCode', dataIndex: ['product', 'productCode'], title: 'Product Code', sortField: 'productCode' },
    { key: 'productName', dataIndex: ['product', 'productName'], title: 'Product Name', sortField: 'productName' },
    { key: 'company', dataIndex: 'company', title: 'Customer', sortField: 'company' },
    {
      key: 'quantity',
      dataIndex: 'quantity',
      title: 'Quantity',
      align: 'right',
      sortField: 'quantity',
      render: formatCount,
    },
    {
      key: 'status',
      title: 'Status',
      sortField: 'status',
      searchText: (row) => row.statusName,
      render: (_value, row) => (
        <Tag color={STATUS_COLORS[row.status]} data-testid="box-status">
          {row.statusName}
        </Tag>
      ),
    },
    { key: 'locationName', dataIndex: 'locationName', title: 'Location' },
    { key: 'palletCode', dataIndex: 'palletCode', title: 'Pallet' },
    { key: 'sourceName', dataIndex: 'sourceName', title: 'Source' },
    { key: 'sequence', dataIndex: 'sequence', title: 'Sequence', align: 'right' },
    { key: 'notes', dataIndex: 'notes', title: 'Notes' },
    { key: 'empNotes', dataIndex: 'empNotes', title: 'Employee Notes' },
    timeColumn<T>('createdAt', 'Created At', (row) => row.createdAt, 'createdAt'),
    timeColumn<T>('printedAt', 'Printed At', (row) => row.printedAt),
    timeColumn<T>('dispatchedAt', 'Dispatched At', (row) => row.dispatchedAt),
  ];
}

/** The columns named by `keys`, in that order. */
export function pickBoxColumns<T extends TBoxInfo>(keys: readonly string[]): TCrudColumn<T>[] {
  const all = boxColumns<T>();
  return keys.flatMap((key) => all.filter((column) => column.key === key));
}
