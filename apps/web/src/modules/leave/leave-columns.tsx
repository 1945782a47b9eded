import { formatDate, formatDateTime, LEAVE_STATUS, leaveStatusName, type TLeaveRequest } from '@packline/domain';
import { Tag } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';

// The columns of the employee's leave list and the approver's tabs.

const COLOURS: Record<number, string> = {
  [LEAVE_STATUS.Pending]: 'blue',
  [LEAVE_STATUS.Approved]: 'green',
  [LEAVE_STATUS.Rejected]: 'red',
};

export function leaveColumns(showEmployee: boolean): TCrudColumn<TLeaveRequest>[] {
  return [
    ...(showEmployee ? [{ title: 'Employee', dataIndex: 'employeeName', sortField: 'employeeName' }] : []),
    { title: 'Leave Type', dataIndex: 'leaveTypeName' },
    { title: 'Start Date', key: 'startDate', sortField: 'startDate', render: (_v, row) => formatDate(row.startDate) },
    { title: 'End Date', key: 'endDate', render: (_v, row) => formatDate(row.endDate) },
    { title: 'Reason', dataIndex: 'leaveReason' },
    {
      title: 'Status',
      key: 'approvalStatus',
      render: (_v, row) => <Tag color={COLOURS[row.approvalStatus]}>{leaveStatusName(row.approvalStatus)}</Tag>,
    },
    { title: 'Comment', dataIndex: 'approvalComment' },
    { title: 'Decided By', dataIndex: 'approvedByName' },
    {
      title: 'Requested',
      key: 'createdAt',
      sortField: 'createdAt',
      render: (_v, row) => formatDateTime(row.createdAt),
    },
  ];
}
