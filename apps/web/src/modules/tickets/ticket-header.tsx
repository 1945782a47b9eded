import { formatDateTime, TICKET_STATUS, TICKET_STATUS_NAMES, type TTicket } from '@packline/domain';
import { Descriptions, Tag } from 'antd';
import { employeeName } from './ticket-employees.tsx';

/** A ticket's header, read only: the process dialog and the close dialog show it above their forms. */
export function TicketHeader({ ticket }: { ticket: TTicket }) {
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} data-testid="ticket-header">
      <Descriptions.Item label="Ticket No">{ticket.ticketId}</Descriptions.Item>
      <Descriptions.Item label="Customer">
        {ticket.customer.customerCode
          ? `${ticket.customer.customerCode} (${ticket.customer.company})`
          : ticket.customer.company}
      </Descriptions.Item>
      <Descriptions.Item label="Order">{ticket.orderNo}</Descriptions.Item>
      <Descriptions.Item label="Ticket Type">{ticket.ticketTypeNavigation.ticketTypeName}</Descriptions.Item>
      <Descriptions.Item label="Employee">{employeeName(ticket.employee)}</Descriptions.Item>
      <Descriptions.Item label="Status">
        <Tag color={ticket.closed ? 'default' : 'blue'} data-testid="ticket-status">
          {TICKET_STATUS_NAMES[ticket.closed]}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label="Contact Person">{ticket.contectPerson}</Descriptions.Item>
      <Descriptions.Item label="Contact No">{ticket.contectNo}</Descriptions.Item>
      <Descriptions.Item label="Created">{formatDateTime(ticket.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Content" span={3}>
        {ticket.content}
      </Descriptions.Item>
      {ticket.closed === TICKET_STATUS.Closed && (
        <Descriptions.Item label="Result" span={3}>
          {ticket.result}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
