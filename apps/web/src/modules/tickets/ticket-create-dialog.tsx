import { formatDate, type TAddTicket, TEXTAREA_MAX, TICKET_MESSAGES } from '@packline/domain';
import { Form, Input, Modal } from 'antd';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { FormField, FormSection } from '../../ui/form-layout.tsx';
import { OptionSelect } from '../../ui/option-select.tsx';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { CUSTOMER_CODE_STATUS_PICKER } from '../customers/customers.api.ts';
import { EmployeeSelect } from './ticket-employees.tsx';
import { useAddTicket, useTicketOrders, useTicketRights } from './tickets.api.ts';

// New Ticket (spec 01 §2, §5): the ticket of a customer's order with its first step.

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
  return <RemoteSelect {...props} source={CUSTOMER_CODE_STATUS_PICKER} />;
}

function ticketOf(values: TCreateValues): TAddTicket {
  return {
    customerId: values.customerId,
    orderId: values.orderId,
    employeeId: values.employeeId,
    ticketType: values.ticketType,
    content: values.content?.trim() || null,
    contectPerson: values.contectPerson?.trim() || null,
    contectNo: values.contectNo?.trim() || null,
    ticketProcess: { assignedEmployeeId: values.assignedEmployeeId, comments: values.comments?.trim() || null },
  } as TAddTicket;
}

/** Rendered while open. */
export function TicketCreateDialog(props: { onClose: () => void }) {
  const rights = useTicketRights();
  const add = useAddTicket();
  const dialog = useFormDialog<TCreateValues>({
    open: true,
    onClose: props.onClose,
    initialValues: { employeeId: rights.employeeId ?? undefined },
    saveTestId: 'ticket-save',
    onSave: (values) => add.mutateAsync(ticketOf(values)),
    onValuesChange: (changed) => {
      // Another customer's orders are not this one's: the order is picked again.
      if ('customerId' in changed) dialog.form.setFieldValue('orderId', undefined);
    },
  });
  const customerId = Form.useWatch('customerId', dialog.form);
  const orders = useTicketOrders(customerId);
  const orderOptions = (orders.data ?? []).map((order) => ({
    value: order.orderId,
    label: `${order.orderNo}${order.custOrderNo ? ` / ${order.custOrderNo}` : ''} (${formatDate(order.orderDate)})`,
  }));

  return (
    <Modal {...dialog.modalProps} title="New Ticket" width={900}>
      <Form<TCreateValues>
        {...dialog.formProps}
        layout="vertical"
        name="ticket-create"
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
