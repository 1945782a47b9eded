import {
  CUSTOMER_STATUS,
  canAssignTo,
  commentPreview,
  commentsRequired,
  formatDate,
  formatDateTime,
  openStepsOf,
  stepToProcess,
  type TAddTicket,
  type TEmployee,
  TEXTAREA_MAX,
  TICKET_MESSAGES,
  TICKET_PROCESS_PAGE_SIZE,
  TICKET_STATUS,
  TICKET_STATUS_NAMES,
  type TTicket,
  type TTicketProcess,
} from '@packline/domain';
import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { FormField, FormSection } from '../../ui/form-layout.tsx';
import { WIDE_DIALOG } from '../../ui/list-dialog.tsx';
import { OptionSelect } from '../../ui/option-select.tsx';
import { useSimpleCustomers } from '../customers/customers.api.ts';
import {
  useAddTicket,
  useAddTicketProcess,
  useEmployeeList,
  useProcessTicketProcess,
  useTicket,
  useTicketOrders,
  useTicketRights,
} from './tickets.api.ts';

// The ticket create/process dialog (spec 01 §2, §5, §6): a new ticket with its first step, or an existing ticket's
// header (read only), its process history (5 a page, comment previews) and the two actions on it — add an assignee
// (a new open step) and add a comment (processes the open step).

export const employeeName = (who: Pick<TEmployee, 'firstName' | 'lastName'>) => `${who.firstName} ${who.lastName}`;

const EVERYONE = () => true;

function useEmployeeOptions(keep: (employee: TEmployee) => boolean = EVERYONE) {
  const employees = useEmployeeList();
  const options = useMemo(
    () =>
      (employees.data ?? [])
        .filter(keep)
        .map((employee) => ({ value: employee.employeeId, label: employeeName(employee) })),
    [employees.data, keep],
  );
  return { options, loading: employees.isLoading };
}

function EmployeeSelect(props: { value?: number | null; onChange?: (value: number | null) => void; id?: string }) {
  return <OptionSelect {...props} {...useEmployeeOptions()} />;
}

// ---- New ticket -----------------------------------------------------------------------------------------------------

interface TCreateValues {
  customerId?: number;
  orderId?: number;
  employeeId?: number;
  ticketType?: number;
  assignedEmployeeId?: number;
  content?: string;
  contectPerson?: string;
  contectNo?: string;
  comments?: string;
}

function CustomerSelect(props: { value?: number | null; onChange?: (value: number | null) => void; id?: string }) {
  const customers = useSimpleCustomers();
  const options = (customers.data ?? []).map((customer) => ({
    value: customer.customerId,
    label: `${customer.customerCode} (${customer.company})${customer.statusId === CUSTOMER_STATUS.Active ? '' : ' — inactive'}`,
  }));
  return <OptionSelect {...props} options={options} loading={customers.isLoading} />;
}

function CreateTicketForm(props: { onClose: () => void }) {
  const [form] = Form.useForm<TCreateValues>();
  const rights = useTicketRights();
  const customerId = Form.useWatch('customerId', form);
  const orders = useTicketOrders(customerId);
  const orderOptions = (orders.data ?? []).map((order) => ({
    value: order.orderId,
    label: `${order.orderNo}${order.custOrderNo ? ` / ${order.custOrderNo}` : ''} (${formatDate(order.orderDate)})`,
  }));
  const add = useAddTicket();

  const submit = async (values: TCreateValues) => {
    const body = {
      customerId: values.customerId,
      orderId: values.orderId,
      employeeId: values.employeeId,
      ticketType: values.ticketType,
      content: values.content?.trim() || null,
      contectPerson: values.contectPerson?.trim() || null,
      contectNo: values.contectNo?.trim() || null,
      ticketProcess: { assignedEmployeeId: values.assignedEmployeeId, comments: values.comments?.trim() || null },
    } as TAddTicket;
    try {
      await add.mutateAsync(body);
      props.onClose();
    } catch {
      // The API client has shown the Error! dialog; the form stays open for a correction.
    }
  };

  return (
    <Modal
      open
      title="New Ticket"
      onCancel={() => !add.isPending && props.onClose()}
      destroyOnHidden
      width={900}
      footer={[
        <Button key="cancel" onClick={props.onClose} disabled={add.isPending}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={add.isPending}
          onClick={() => form.submit()}
          data-testid="ticket-save"
        >
          Save
        </Button>,
      ]}
    >
      <Form<TCreateValues>
        form={form}
        layout="vertical"
        name="ticket-create"
        initialValues={{ employeeId: rights.employeeId ?? undefined }}
        onFinish={submit}
        onValuesChange={(changed) => {
          // Another customer's orders are not this one's: the order is picked again.
          if ('customerId' in changed) form.setFieldValue('orderId', undefined);
        }}
        data-testid="ticket-create-form"
      >
        <FormSection title="Ticket">
          <FormField>
            <Form.Item name="customerId" label="Customer" rules={[{ required: true }]}>
              <CustomerSelect />
            </Form.Item>
          </FormField>
          <FormField>
            <Form.Item
              name="orderId"
              label="Order"
              rules={[
                { required: true, message: TICKET_MESSAGES.selectCorrectOrder },
                {
                  // spec 01 §5: only an order of the chosen customer is a valid order.
                  validator: async (_rule, value) => {
                    if (value && !orderOptions.some((option) => option.value === value)) {
                      throw new Error(TICKET_MESSAGES.selectCorrectOrder);
                    }
                  },
                },
              ]}
            >
              <OptionSelect options={orderOptions} loading={orders.isFetching} />
            </Form.Item>
          </FormField>
          <FormField>
            <Form.Item name="employeeId" label="Employee" rules={[{ required: true }]}>
              <EmployeeSelect />
            </Form.Item>
          </FormField>
          <FormField>
            <Form.Item name="ticketType" label="Ticket Type" rules={[{ required: true }]}>
              <ReferenceSelect catalogue="ticketType" />
            </Form.Item>
          </FormField>
          <FormField wide>
            <Form.Item name="content" label="Content">
              <Input.TextArea rows={3} showCount maxLength={TEXTAREA_MAX} data-testid="ticket-content" />
            </Form.Item>
          </FormField>
          <FormField>
            <Form.Item name="contectPerson" label="Contact Person">
              <Input maxLength={100} data-testid="ticket-contact-person" />
            </Form.Item>
          </FormField>
          <FormField>
            <Form.Item name="contectNo" label="Contact No">
              <Input maxLength={50} data-testid="ticket-contact-no" />
            </Form.Item>
          </FormField>
        </FormSection>
        <FormSection title="First Step">
          <FormField>
            <Form.Item name="assignedEmployeeId" label="Assignee" rules={[{ required: true }]}>
              <EmployeeSelect />
            </Form.Item>
          </FormField>
          <FormField wide>
            <Form.Item name="comments" label="Comments">
              <Input.TextArea rows={2} showCount maxLength={TEXTAREA_MAX} data-testid="ticket-first-comment" />
            </Form.Item>
          </FormField>
        </FormSection>
      </Form>
    </Modal>
  );
}

// ---- Process an existing ticket ---------------------------------------------------------------------------------------

const stepColumns: TCrudColumn<TTicketProcess>[] = [
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
  {
    key: 'createdAt',
    title: 'Assigned',
    searchText: (step) => formatDateTime(step.createdAt),
    render: (_value, step) => formatDateTime(step.createdAt),
  },
  {
    key: 'completedAt',
    title: 'Completed',
    searchText: (step) => formatDateTime(step.completedAt),
    render: (_value, step) => formatDateTime(step.completedAt),
  },
];

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

function AssignForm({ ticket }: { ticket: TTicket }) {
  const [form] = Form.useForm<{ assignedEmployeeId?: number }>();
  const addStep = useAddTicketProcess();
  // spec 01 §6: the list leaves out the current assignee (anyone holding an open step, the caller included).
  const keep = useMemo(
    () => (employee: TEmployee) => canAssignTo(ticket.ticketProcess, employee.employeeId),
    [ticket.ticketProcess],
  );
  const assignees = useEmployeeOptions(keep);
  const submit = async (values: { assignedEmployeeId?: number }) => {
    try {
      await addStep.mutateAsync({ ticketId: ticket.ticketId, assignedEmployeeId: values.assignedEmployeeId ?? 0 });
      form.resetFields();
    } catch {
      // Shown by the API client.
    }
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

function CommentForm({ ticket, employeeId, isAdmin }: { ticket: TTicket; employeeId: number; isAdmin: boolean }) {
  const [form] = Form.useForm<{ comments?: string }>();
  const process = useProcessTicketProcess();
  const step = stepToProcess(ticket.ticketProcess, employeeId, isAdmin);
  const required = commentsRequired(ticket.ticketProcess, isAdmin);
  const submit = async (values: { comments?: string }) => {
    try {
      await process.mutateAsync({
        ...(step ? { processId: step.processId } : { ticketId: ticket.ticketId }),
        comments: values.comments?.trim() || null,
        processed: 1,
      });
      form.resetFields();
    } catch {
      // Shown by the API client.
    }
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

function ProcessTicket(props: { ticketId: number; onClose: () => void }) {
  const ticket = useTicket(props.ticketId);
  const rights = useTicketRights();
  const data = ticket.data;
  const me = rights.employeeId ?? 0;
  const holdsStep = data ? openStepsOf(data.ticketProcess).some((step) => step.assignedEmployeeId === me) : false;
  const canAct = data?.closed === TICKET_STATUS.Open && (rights.isAdmin || holdsStep);
  return (
    <Modal
      open
      title={data ? `Ticket ${data.ticketId} — ${data.customer.company}` : 'Ticket'}
      onCancel={props.onClose}
      destroyOnHidden
      {...WIDE_DIALOG}
      footer={
        <Button onClick={props.onClose} data-testid="ticket-dialog-close">
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
            <CrudTable<TTicketProcess>
              rows={data.ticketProcess}
              loading={ticket.isFetching}
              rowKey="processId"
              columns={stepColumns}
              pageSize={TICKET_PROCESS_PAGE_SIZE}
              testId="ticket-history"
            />
            {data.closed === TICKET_STATUS.Closed && (
              <Alert type="info" showIcon title={`${TICKET_MESSAGES.processTerminated}: the ticket is closed.`} />
            )}
            {data.closed === TICKET_STATUS.Open && !canAct && (
              <Alert type="info" showIcon title={TICKET_MESSAGES.assignedByOther} />
            )}
            {canAct && (
              <Flex gap={24} wrap>
                <div style={{ flex: '1 1 280px' }}>
                  <AssignForm ticket={data} />
                </div>
                <div style={{ flex: '2 1 420px' }}>
                  <CommentForm ticket={data} employeeId={me} isAdmin={rights.isAdmin} />
                </div>
              </Flex>
            )}
          </Space>
        )}
      </div>
    </Modal>
  );
}

/** The create dialog without a ticket id, the process dialog with one. */
export function TicketDialog(props: { ticketId?: number | null; onClose: () => void }) {
  return props.ticketId ? (
    <ProcessTicket ticketId={props.ticketId} onClose={props.onClose} />
  ) : (
    <CreateTicketForm onClose={props.onClose} />
  );
}
