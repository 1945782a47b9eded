import { processRefusal, TICKET_STATUS } from '@packline/domain';
import { Alert, Button, Flex, Form, Modal, Space, Typography } from 'antd';
import { WIDE_DIALOG } from '../../ui/list-dialog.tsx';
import { useConfirmClose, useTouchedForms } from '../../ui/use-confirm-close.ts';
import { TicketAssignForm } from './ticket-assign-form.tsx';
import { TicketCommentForm } from './ticket-comment-form.tsx';
import { TicketHeader } from './ticket-header.tsx';
import { TicketProcessHistory } from './ticket-process-history.tsx';
import { useTicket, useTicketRights } from './tickets.api.ts';

/**
 * An existing ticket (spec 01 §6): its header, its process history, and for the admin or a holder of an open step
 * the two actions on it — add an assignee (a new open step) and add a comment (processes the open step).
 */
export function TicketProcessDialog(props: { ticketId: number; onClose: () => void }) {
  const ticket = useTicket(props.ticketId);
  const rights = useTicketRights();
  const data = ticket.data;
  const me = rights.employeeId ?? 0;
  // spec 01 §6: the server's own refusal, so the dialog says what a comment or an assignment would answer.
  const refusal = data ? processRefusal(data, me, rights.isAdmin) : null;
  const canAct = data !== undefined && refusal === null;
  // An assignee picked or a comment typed and not added: closing asks first.
  const forms = useTouchedForms();
  const close = useConfirmClose({ changed: forms.touched, onClose: props.onClose });
  return (
    <Modal
      open
      title={data ? `Ticket ${data.ticketId} — ${data.customer.company}` : 'Ticket'}
      onCancel={close}
      destroyOnHidden
      {...WIDE_DIALOG}
      footer={
        <Button onClick={close} data-testid="ticket-dialog-close">
          Close
        </Button>
      }
    >
      <div data-testid="ticket-process-dialog">
        {data && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <TicketHeader ticket={data} />
            <Typography.Title level={5} style={{ margin: 0 }}>
              Process History
            </Typography.Title>
            <TicketProcessHistory steps={data.ticketProcess} loading={ticket.isFetching} />
            {refusal && (
              <Alert
                type="info"
                showIcon
                title={data.closed === TICKET_STATUS.Closed ? `${refusal}: the ticket is closed.` : refusal}
                data-testid="ticket-refusal"
              />
            )}
            {canAct && (
              <Form.Provider {...forms.providerProps}>
                <Flex gap={24} wrap>
                  <div style={{ flex: '1 1 280px' }}>
                    <TicketAssignForm ticket={data} />
                  </div>
                  <div style={{ flex: '2 1 420px' }}>
                    <TicketCommentForm ticket={data} employeeId={me} isAdmin={rights.isAdmin} />
                  </div>
                </Flex>
              </Form.Provider>
            )}
          </Space>
        )}
      </div>
    </Modal>
  );
}
