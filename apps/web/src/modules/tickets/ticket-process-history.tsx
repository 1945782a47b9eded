import { commentPreview, TICKET_PROCESS_PAGE_SIZE, type TTicketProcess } from '@packline/domain';
import { Tag, Tooltip } from 'antd';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { dateTimeColumn } from '../../ui/date-column.tsx';
import { employeeName } from './ticket-employees.tsx';

// A ticket's process history (spec 01 §6): its steps, 5 a page, each comment as a preview.

const STEP_COLUMNS: TCrudColumn<TTicketProcess>[] = [
  {
    key: 'assignee',
    title: 'Assignee',
    searchText: (step) => employeeName(step.assignedEmployee),
    render: (_value, step) => employeeName(step.assignedEmployee),
  },
  {
    key: 'comments',
    title: 'Comments',
    dataIndex: 'comments',
    // spec 01 §9: a preview above 15 characters; the whole comment on hover.
    render: (_value, step) => {
      const preview = commentPreview(step.comments);
      return preview === (step.comments ?? '') ? preview : <Tooltip title={step.comments}>{preview}</Tooltip>;
    },
  },
  {
    key: 'processed',
    title: 'Status',
    searchText: (step) => (step.processed ? 'Processed' : 'Open'),
    render: (_value, step) => (step.processed ? <Tag color="green">Processed</Tag> : <Tag color="orange">Open</Tag>),
  },
  dateTimeColumn<TTicketProcess>('createdAt', 'Assigned', (step) => step.createdAt),
  dateTimeColumn<TTicketProcess>('completedAt', 'Completed', (step) => step.completedAt),
];

export function TicketProcessHistory(props: { steps: TTicketProcess[]; loading: boolean }) {
  return (
    <CrudTable<TTicketProcess>
      dataSource={props.steps}
      loading={props.loading}
      rowKey="processId"
      columns={STEP_COLUMNS}
      pageSize={TICKET_PROCESS_PAGE_SIZE}
      testId="ticket-history"
    />
  );
}
