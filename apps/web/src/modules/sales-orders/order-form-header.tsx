import { DATE_FORMAT, formatDate, LEAD_TIME_DAYS, ORDER_STATUS_NAMES } from '@packline/domain';
import { Form, Input, Select, Switch, Tag } from 'antd';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { FormField, FormSection } from '../../ui/form-layout.tsx';
import { requiredRule } from '../../ui/form-rules.ts';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { CUSTOMER_CODE_STATUS_PICKER, useSalesOptions } from '../customers/customers.api.ts';
import { requiredDateOf, type TOrderFormValues } from './order-form.ts';
import { UrgentField } from './order-form-urgent.tsx';

// The order's header (spec 01 §3 Order, §5 Order form): customer, dates and lead time, salesperson, payment, status.

const LEAD_TIME_OPTIONS = LEAD_TIME_DAYS.map((days) => ({ value: days, label: `${days} working days` }));

interface TCustomerSelectProps {
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  disabled?: boolean;
}

/** The server searches the customers as the user types (a long list is never loaded whole). */
function StaffCustomerSelect({ onChange, ...props }: TCustomerSelectProps) {
  return (
    <RemoteSelect
      {...props}
      source={CUSTOMER_CODE_STATUS_PICKER}
      onChange={(value) => {
        if (value !== null) onChange?.(value);
      }}
      testId="order-customer"
    />
  );
}

/** An online customer orders for themselves only (the customer list is staff's). */
function FixedCustomerSelect({ fixed, ...props }: TCustomerSelectProps & { fixed: TFixedCustomer }) {
  return (
    <Select<number>
      {...props}
      disabled
      options={[{ value: fixed.customerId, label: fixed.company }]}
      data-testid="order-customer"
    />
  );
}

function SalesSelect(props: { value?: number | null; onChange?: (value: number | null) => void; id?: string }) {
  const sales = useSalesOptions(props.value);
  return (
    <Select<number | null>
      id={props.id}
      value={props.value ?? undefined}
      onChange={(value) => props.onChange?.(value ?? null)}
      options={sales.options}
      loading={sales.loading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Select"
    />
  );
}

/** spec 01 §5: without lead time the required date is picked; with it, it is counted from the order date. */
function RequiredDateFields() {
  const form = Form.useFormInstance<TOrderFormValues>();
  const leadtimeFlag = Form.useWatch('leadtimeFlag', form) ?? false;
  const leadtime = Form.useWatch('leadtime', form);
  const orderDate = Form.useWatch('orderDate', form);
  return (
    <>
      <FormField columns={3}>
        <Form.Item name="leadtimeFlag" label="Lead Time" valuePropName="checked">
          <Switch data-testid="order-leadtime-flag" />
        </Form.Item>
      </FormField>
      {leadtimeFlag ? (
        <>
          <FormField columns={3}>
            <Form.Item name="leadtime" label="Lead Time Days" rules={[requiredRule('Lead Time is required!')]}>
              <Select options={LEAD_TIME_OPTIONS} placeholder="Select" data-testid="order-leadtime" />
            </Form.Item>
          </FormField>
          <FormField columns={3}>
            <Form.Item label="Required Date">
              <Input
                disabled
                value={formatDate(requiredDateOf({ leadtimeFlag, leadtime, orderDate }))}
                data-testid="order-required-date"
              />
            </Form.Item>
          </FormField>
        </>
      ) : (
        <FormField columns={3}>
          <Form.Item name="requiredDate" label="Required Date" rules={[requiredRule()]}>
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} data-testid="order-required-date" />
          </Form.Item>
        </FormField>
      )}
    </>
  );
}

export interface TFixedCustomer {
  customerId: number;
  company: string;
}

export interface TOrderHeaderFieldsProps {
  /** The saved order's status (none for a new order). */
  orderStatusId?: number;
  /** The customer cannot change (a saved order, an online customer). */
  customerLocked: boolean;
  /** An online customer's own order: the customer is them, and staff lookups (sales, payment terms) are left out. */
  fixedCustomer?: TFixedCustomer;
  /** Called when the user picks a customer (fills the delivery fields). */
  onCustomerChange: (customerId: number) => void;
}

export function OrderHeaderFields(props: TOrderHeaderFieldsProps) {
  return (
    <FormSection title="Order">
      <FormField columns={3}>
        <Form.Item name="customerId" label="Customer" rules={[requiredRule()]}>
          {props.fixedCustomer ? (
            <FixedCustomerSelect fixed={props.fixedCustomer} />
          ) : (
            <StaffCustomerSelect disabled={props.customerLocked} onChange={props.onCustomerChange} />
          )}
        </Form.Item>
      </FormField>
      <FormField columns={3}>
        <Form.Item name="custOrderNo" label="Customer Order No">
          <Input maxLength={100} />
        </Form.Item>
      </FormField>
      {!props.fixedCustomer && (
        <FormField columns={3}>
          <Form.Item name="employeeId" label="Sales">
            <SalesSelect />
          </Form.Item>
        </FormField>
      )}
      <FormField columns={3}>
        <Form.Item name="orderDate" label="Order Date" rules={[requiredRule()]}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} data-testid="order-date" />
        </Form.Item>
      </FormField>
      <RequiredDateFields />
      <FormField columns={3}>
        <Form.Item name="deliveryAsap" label="Deliver ASAP" valuePropName="checked">
          <Switch data-testid="order-deliver-asap" />
        </Form.Item>
      </FormField>
      {!props.fixedCustomer && (
        <FormField columns={3}>
          <Form.Item name="paymentCycleId" label="Payment Term">
            <ReferenceSelect catalogue="paymentCycle" allowClear />
          </Form.Item>
        </FormField>
      )}
      <FormField columns={3}>
        <UrgentField />
      </FormField>
      <FormField columns={3}>
        <Form.Item label="Status">
          <Tag data-testid="order-dialog-status">{ORDER_STATUS_NAMES[props.orderStatusId ?? 0] ?? 'New'}</Tag>
        </Form.Item>
      </FormField>
    </FormSection>
  );
}
