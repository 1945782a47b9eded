import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DATE_FORMAT, DELIVERY_FEE_FLAGS, QUOTATION_NOTES_MAX } from '@packline/domain';
import { Button, Form, Input, Select, Space } from 'antd';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { FormField, FormSection } from '../../ui/form-layout.tsx';
import { requiredRule } from '../../ui/form-rules.ts';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { CUSTOMER_CODE_PICKER, useContacts } from '../customers/customers.api.ts';

// The quotation's header (spec 01 §3 Quotation): customer, contact, dates, delivery fee, comments and options.

const DELIVERY_FEE_OPTIONS = DELIVERY_FEE_FLAGS.map((flag) => ({ value: flag.flagId, label: flag.flagName }));

/** Mounted only with a customer: the contact list is per customer. */
function ContactSelect(props: {
  customerId: number;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  disabled?: boolean;
}) {
  const { customerId, ...select } = props;
  const contacts = useContacts(customerId, false);
  const options = contacts.rows.map((contact) => ({
    value: contact.contactId,
    label: contact.email ? `${contact.firstName} (${contact.email})` : contact.firstName,
  }));
  return (
    <Select<number | null>
      {...select}
      value={select.value ?? undefined}
      onChange={(value) => select.onChange?.(value ?? null)}
      options={options}
      loading={contacts.isLoading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Select"
    />
  );
}

export function QuotationHeaderFields(props: { customerId: number | undefined; customerLocked: boolean }) {
  const form = Form.useFormInstance();
  return (
    <FormSection title="Quotation">
      <FormField columns={3}>
        <Form.Item name="customerId" label="Customer" rules={[requiredRule()]}>
          <RemoteSelect
            source={CUSTOMER_CODE_PICKER}
            disabled={props.customerLocked}
            onChange={() => form.setFieldValue('contactId', null)}
            testId="quotation-customer"
          />
        </Form.Item>
      </FormField>
      <FormField columns={3}>
        <Form.Item name="contactId" label="Contact">
          {props.customerId ? (
            <ContactSelect customerId={props.customerId} />
          ) : (
            <Select disabled placeholder="Select" />
          )}
        </Form.Item>
      </FormField>
      <FormField columns={3}>
        <Form.Item name="deliveryFee" label="Delivery Fee">
          <Select options={DELIVERY_FEE_OPTIONS} />
        </Form.Item>
      </FormField>
      <FormField columns={3}>
        <Form.Item name="effDate" label="Quote Date" rules={[requiredRule()]}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} data-testid="quotation-eff-date" />
        </Form.Item>
      </FormField>
      <FormField columns={3}>
        <Form.Item name="expDate" label="Valid Date" rules={[requiredRule()]}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </FormField>
      <FormField columns={3}>
        <Form.Item name="notes" label="Comments">
          <Input.TextArea rows={2} showCount maxLength={QUOTATION_NOTES_MAX} />
        </Form.Item>
      </FormField>
    </FormSection>
  );
}

/** The quote's options (QuotationOptionItem catalogue), each with its own note. */
export function QuotationOptionsField({ readOnly }: { readOnly: boolean }) {
  return (
    <Form.Item label="Options">
      <Form.List name="quotationOption">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field) => (
              <Space.Compact key={field.key} style={{ width: '100%' }}>
                <Form.Item
                  name={[field.name, 'quotationOptionItemId']}
                  rules={[requiredRule('Option is required!')]}
                  noStyle
                >
                  <ReferenceSelect catalogue="quotationOptionItem" />
                </Form.Item>
                <Form.Item name={[field.name, 'customizeOptionNotes']} noStyle>
                  <Input placeholder="Notes" maxLength={QUOTATION_NOTES_MAX} />
                </Form.Item>
                {!readOnly && (
                  <Button icon={<DeleteOutlined />} aria-label="Remove option" onClick={() => remove(field.name)} />
                )}
              </Space.Compact>
            ))}
            {!readOnly && (
              <Button icon={<PlusOutlined />} onClick={() => add({})} data-testid="quotation-add-option">
                Add option
              </Button>
            )}
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}
