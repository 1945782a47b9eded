import { TicketCreateDialog } from './ticket-create-dialog.tsx';
import { TicketProcessDialog } from './ticket-process-dialog.tsx';

/** The ticket lists' one dialog: New Ticket without a ticket id, the ticket's process dialog with one. */
export function TicketDialog(props: { ticketId?: number | null; onClose: () => void }) {
  return props.ticketId ? (
    <TicketProcessDialog ticketId={props.ticketId} onClose={props.onClose} />
  ) : (
    <TicketCreateDialog onClose={props.onClose} />
  );
}
