import { TEXTAREA_MAX, TICKET_FINAL_PROCESS_PAGE, TICKET_MESSAGES, type TTicket } from '@packline/domain';
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { TicketHeader } from './ticket-header.tsx';
import { TicketTable } from './ticket-table.tsx';
import { useCloseTicket, useTicketPage, useTicketRights } from './tickets.api.ts';

// Ticket Final Process (spec 01 §2): the open tickets, each closed with a result (required, spec 01 §5).

interface TCloseValues {
  result: string;
  redelivery: boolean;
}

function CloseTicketDialog(props: { ticket: TTicket; onClose: () => void }) {
  const close = useCloseTicket();
  const dialog = useFormDialog<TCloseValues>({
    open: true,
    onClose: props.onClose,
    initialValues: { result: '', redelivery: false },
    saveText: 'Close Ticket',
    saveTestId: 'ticket-close-submit',
    onSave: (values) =>
      close.mutateAsync({
        ticketId: props.ticket.ticketId,
        closed: 1,
        result: values.result.trim(),
        redelivery: values.redelivery ? 1 : 0,
      }),
  });
  return (
    <Modal {...dialog.modalProps} title={`Close Ticket ${props.ticket.ticketId}`} width={900}>
      <TicketHeader ticket={props.ticket} />
      <Form<TCloseValues>
        {...dialog.formProps}
        layout="vertical"
        name="ticket-close"
        style={{ marginTop: 16 }}
        data-testid="ticket-close-form"
      >
        <Form.Item
          name="result"
          label="Result"
          rules={[{ required: true, whitespace: true, message: TICKET_MESSAGES.resultRequired }]}
        >
          <Input.TextArea rows={3} showCount maxLength={TEXTAREA_MAX} data-testid="ticket-close-result" />
        </Form.Item>
        <Form.Item name="redelivery" valuePropName="checked">
          <Checkbox>Redelivery</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function TicketFinalProcessPage() {
  const tickets = useTicketPage({ closed: 0 });
  const rights = useTicketRights();
  const [closing, setClosing] = useState<TTicket | null>(null);
  return (
    <>
      <PageTitleOf url={TICKET_FINAL_PROCESS_PAGE} />
      <TicketTable
        tableProps={tickets.tableProps}
        searchProps={tickets.searchProps}
        canCreate={false}
        testId="ticket-final-list"
        rowActions={(row) =>
          rights.canClose && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => setClosing(row)}
              data-testid={`ticket-row-${row.ticketId}-close`}
            >
              Close
            </Button>
          )
        }
      />
      {closing && <CloseTicketDialog ticket={closing} onClose={() => setClosing(null)} />}
    </>
  );
}
