import { commentsRequired, stepToProcess, TEXTAREA_MAX, TICKET_MESSAGES, type TTicket } from '@packline/domain';
import { Button, Form, Input } from 'antd';
import { succeeded } from '../../api/failures.ts';
import { employeeName } from './ticket-employees.tsx';
import { useProcessTicketProcess } from './tickets.api.ts';

/** Add Comment (spec 01 §6): processes the caller's open step of the ticket (an admin's: the ticket's). */
export function TicketCommentForm(props: { ticket: TTicket; employeeId: number; isAdmin: boolean }) {
  const { ticket } = props;
  const [form] = Form.useForm<{ comments?: string }>();
  const process = useProcessTicketProcess();
  const step = stepToProcess(ticket.ticketProcess, props.employeeId, props.isAdmin);
  const required = commentsRequired(ticket.ticketProcess, props.isAdmin);
  const submit = async (values: { comments?: string }) => {
    const saved = await succeeded(
      process.mutateAsync({
        ...(step ? { processId: step.processId } : { ticketId: ticket.ticketId }),
        comments: values.comments?.trim() || null,
        processed: 1,
      }),
    );
    if (saved) form.resetFields();
  };
  return (
    <Form form={form} layout="vertical" name="ticket-comment" onFinish={submit} data-testid="ticket-comment-form">
      <Form.Item
        name="comments"
        label="Add Comment"
        rules={required ? [{ required: true, whitespace: true, message: TICKET_MESSAGES.commentsRequired }] : []}
        extra={step ? `Processes the open step of ${employeeName(step.assignedEmployee)}.` : undefined}
      >
        <Input.TextArea rows={3} showCount maxLength={TEXTAREA_MAX} data-testid="ticket-comment" />
      </Form.Item>
      <Button
        type="primary"
        onClick={() => form.submit()}
        loading={process.isPending}
        data-testid="ticket-comment-submit"
      >
        Add Comment
      </Button>
    </Form>
  );
}
