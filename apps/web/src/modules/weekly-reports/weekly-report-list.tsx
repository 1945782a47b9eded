import {
  formatDate,
  formatDateTime,
  isApprovedReport,
  shiftDate,
  type TWeeklyReport,
  WEEKLY_REPORT_STATUS,
  weeklyReportStatusName,
} from '@packline/domain';
import { Tag } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';

// The columns every weekly report list shows (employee, manager, viewer), and the status tag.

const STATUS_COLOURS: Record<number, string> = {
  [WEEKLY_REPORT_STATUS.Draft]: 'default',
  [WEEKLY_REPORT_STATUS.NotApproved]: 'blue',
  [WEEKLY_REPORT_STATUS.Rejected]: 'red',
};

export function WeeklyReportStatusTag({ status }: { status: number }) {
  const colour = isApprovedReport(status) ? 'green' : STATUS_COLOURS[status];
  return <Tag color={colour}>{weeklyReportStatusName(status)}</Tag>;
}

/** The status filter's choices: the four states of spec 02 §4. */
export const STATUS_FILTER_OPTIONS = [
  WEEKLY_REPORT_STATUS.Draft,
  WEEKLY_REPORT_STATUS.NotApproved,
  WEEKLY_REPORT_STATUS.Rejected,
  WEEKLY_REPORT_STATUS.Approved,
].map((value) => ({ value, label: weeklyReportStatusName(value) }));

export function weeklyReportColumns(showEmployee: boolean): TCrudColumn<TWeeklyReport>[] {
  return [
    ...(showEmployee ? [{ title: 'Employee', dataIndex: 'employeeName', sortField: 'employeeName' }] : []),
    {
      title: 'Week',
      key: 'reportDate',
      sortField: 'reportDate',
      render: (_v, row) => `${formatDate(row.reportDate)} – ${formatDate(shiftDate(row.reportDate, 6, 'day'))}`,
    },
    {
      title: 'Status',
      key: 'approvalStatus',
      sortField: 'approvalStatus',
      render: (_v, row) => <WeeklyReportStatusTag status={row.approvalStatus} />,
    },
    { title: 'Total Hours', dataIndex: 'totalHours', align: 'right' },
    { title: 'Summary', dataIndex: 'content', ellipsis: true },
    { title: 'Reject Reason', dataIndex: 'rejectReason' },
    { title: 'Decided By', dataIndex: 'approvedByName' },
    {
      title: 'Updated',
      key: 'updatedAt',
      sortField: 'updatedAt',
      render: (_v, row) => formatDateTime(row.updatedAt ?? row.createdAt),
    },
  ];
}
