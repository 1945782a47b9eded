import { cutText, openStepsOf, TICKET_STATUS_NAMES, type TTicket } from '@packline/domain';
import { Button, Tag, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { dateColumn } from '../../ui/date-column.tsx';
import type { TListTableBinding, TSearchProps } from '../../ui/use-server-table.ts';
import { TicketDialog } from './ticket-dialog.tsx';
import { employeeName } from './ticket-employees.tsx';

// The ticket list every ticket screen shows (spec 01 §2): the server has already left out what the caller may not see,
// and pages, sorts (a column's sortField, domain TICKET_SORT_FIELDS) and searches it.

/** Who the ticket waits on: the holders of its open steps, newest first. */
export const currentAssignees = (ticket: TTicket) =>
  openStepsOf(ticket.ticketProcess)
    .map((step) => employeeName(step.assignedEmployee))
    .join(', ');

const cut = (text: string | null) => {
  const short = cutText(text);
  return short === (text ?? '') ? short : <Tooltip title={text}>{short}</Tooltip>;
};

export const TICKET_COLUMNS: TCrudColumn<TTicket>[] = [
  { key: 'ticketId', title: 'Ticket No', dataIndex: 'ticketId', sortField: 'ticketId' },
  { key: 'customer', title: 'Customer', sortField: 'company', render: (_value, row) => row.customer.company },
  { key: 'orderNo', title: 'Order No', dataIndex: 'orderNo', sortField: 'orderNo' },
  {
    key: 'ticketType',
    title: 'Ticket Type',
    sortField: 'ticketType',
    render: (_value, row) => row.ticketTypeNavigation.ticketTypeName,
  },
  { key: 'content', title: 'Content', dataIndex: 'content', render: (_value, row) => cut(row.content) },
  {
    key: 'contact',
    title: 'Contact',
    render: (_value, row) => [row.contectPerson, row.contectNo].filter(Boolean).join(', '),
  },
  { key: 'assignee', title: 'Current Assignee', render: (_v, row) => currentAssignees(row) },
  {
    key: 'status',
    title: 'Status',
    sortField: 'status',
    render: (_value, row) => (
      <Tag color={row.closed ? 'default' : 'blue'}>{TICKET_STATUS_NAMES[row.closed] ?? row.closed}</Tag>
    ),
  },
  { ...dateColumn<TTicket>('createdAt', 'Created', (row) => row.createdAt), sorter: undefined, sortField: 'createdAt' },
  { key: 'result', title: 'Result', dataIndex: 'result', render: (_value, row) => cut(row.result) },
];

export interface TTicketTableProps {
  /** One page of the list (useTicketPage). */
  tableProps: TListTableBinding<TTicket>;
  searchProps: TSearchProps;
  /** Shows New Ticket (the ticket admin only). */
  canCreate: boolean;
  /** More buttons per row, after Process. */
  rowActions?: (row: TTicket) => ReactNode;
  toolbar?: ReactNode;
  testId?: string;
}

/** The list with its Process button per row and the New Ticket button; opens the create/process dialog. */
export function TicketTable(props: TTicketTableProps) {
  // undefined: closed; null: a new ticket; a number: that ticket.
  const [open, setOpen] = useState<number | null | undefined>(undefined);
  return (
    <>
      <CrudTable<TTicket>
        {...props.tableProps}
        searchProps={props.searchProps}
        rowKey="ticketId"
        columns={TICKET_COLUMNS}
        testId={props.testId ?? 'ticket-list'}
        toolbar={
          <>
            {props.canCreate && (
              <Button type="primary" onClick={() => setOpen(null)} data-testid="ticket-new">
                New Ticket
              </Button>
            )}
            {props.toolbar}
          </>
        }
        rowActions={(row) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => setOpen(row.ticketId)}
              data-testid={`ticket-row-${row.ticketId}-process`}
            >
              {row.closed ? 'View' : 'Process'}
            </Button>
            {props.rowActions?.(row)}
          </>
        )}
      />
      {open !== undefined && <TicketDialog ticketId={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
