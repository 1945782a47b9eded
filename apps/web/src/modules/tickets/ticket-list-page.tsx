import { TICKET_ADMIN_PAGE } from '@packline/domain';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { TicketTable } from './ticket-table.tsx';
import { useTicketPage, useTicketRights } from './tickets.api.ts';

// 'Create Ticket' (the tickets with a step assigned to the signed-in person) and 'Create Ticket Admin' (every ticket,
// with New Ticket), spec 01 §2/§6. The server applies the same rule; these screens only show its answer.

/** '/create-ticket': the caller's tickets (a ticket admin's answer is every ticket, and they may create). */
export function CreateTicketPage() {
  const tickets = useTicketPage();
  const rights = useTicketRights();
  return (
    <>
      <PageTitleOf url="/create-ticket" />
      <TicketTable tableProps={tickets.tableProps} searchProps={tickets.searchProps} canCreate={rights.isAdmin} />
    </>
  );
}

/** '/create-ticket-admin': every ticket, and New Ticket. */
export function CreateTicketAdminPage() {
  const tickets = useTicketPage();
  return (
    <>
      <PageTitleOf url={TICKET_ADMIN_PAGE} />
      <TicketTable tableProps={tickets.tableProps} searchProps={tickets.searchProps} canCreate />
    </>
  );
}
