import { formatDateTime, RECEIVING_STATUS, type TUnloadingInspection } from '@packline/domain';
import { Tag } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';

// The columns the receiving lists share (the Purchase Receiving List and the Inspection Report): each screen picks
// them in its own order, and may hide one by default or cap its width.

type TReceivingColumn = TCrudColumn<TUnloadingInspection>;

export const RECEIVING_COLUMNS = {
  arrivalTime: {
    title: 'Arrival Time',
    key: 'arrivalTime',
    sortField: 'arrivalTime',
    render: (_v, row) => formatDateTime(row.arrivalTime),
  },
  no: { title: 'No', dataIndex: 'no', sortField: 'no' },
  supplier: { title: 'Supplier', dataIndex: 'suplierName', sortField: 'suplierName', maxWidth: 180 },
  poNo: { title: 'PO Number', dataIndex: 'poNo', sortField: 'poNo' },
  referenceNo: { title: 'Reference Number', dataIndex: 'containerNo' },
  receiver: { title: 'Receiver', dataIndex: 'unloadingPeople' },
  condition: { title: 'Condition', dataIndex: 'conditionOfProduct' },
  notes: { title: 'Notes', dataIndex: 'notes' },
  status: {
    title: 'Status',
    key: 'status',
    sortField: 'status',
    render: (_v, row) => (
      <Tag color={row.status === RECEIVING_STATUS.Completed ? 'green' : 'blue'}>{row.statusName}</Tag>
    ),
  },
} satisfies Record<string, TReceivingColumn>;
