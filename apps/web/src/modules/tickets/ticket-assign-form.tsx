import { canAssignTo, type TEmployeeName, type TTicket } from '@packline/domain';
import { Button, Form } from 'antd';
import { useMemo } from 'react';
import { succeeded } from '../../api/failures.ts';
import { OptionSelect } from '../../ui/option-select.tsx';
import { useEmployeeOptions } from './ticket-employees.tsx';
import { useAddTicketProcess } from './tickets.api.ts';

/** Add Assignee (spec 01 §6): a new open step of the ticket for the chosen employee. */
export function TicketAssignForm({ ticket }: { ticket: TTicket }) {
  const [form] = Form.useForm<{ assignedEmployeeId?: number }>();
  const addStep = useAddTicketProcess();
  // spec 01 §6: the list leaves out the current assignee (anyone holding an open step, the caller included).
  const keep = useMemo(
    () => (employee: TEmployeeName) => canAssignTo(ticket.ticketProcess, employee.employeeId),
    [ticket.ticketProcess],
  );
  const assignees = useEmployeeOptions(keep);
  const submit = async (values: { assignedEmployeeId?: number }) => {
    const step = { ticketId: ticket.ticketId, assignedEmployeeId: values.assignedEmployeeId ?? 0 };
    if (await succeeded(addStep.mutateAsync(step))) form.resetFields();
  };
  return (
    <Form form={form} layout="vertical" name="ticket-assign" onFinish={submit} data-testid="ticket-assign-form">
      <Form.Item
        name="assignedEmployeeId"
        label="Add Assignee"
        rules={[{ required: true, message: 'Assignee is required!' }]}
      >
        <OptionSelect {...assignees} />
      </Form.Item>
      <Button onClick={() => form.submit()} loading={addStep.isPending} data-testid="ticket-assign">
        Assign
      </Button>
    </Form>
  );
}
