import {
  CUSTOMER_STATUS,
  CUSTOMER_STATUS_OPTIONS,
  LEAD_RATING_DEFAULT,
  LEAD_RATING_MAX,
  PAYMENT_TERM_PREPAY,
  type TCustomer,
  TEXTAREA_MAX,
  ZAddCustomer,
} from '@packline/domain';
import { Col, Form, Input, Rate, Select, Switch } from 'antd';
import { AddressFields } from '../../ui/address-fields.tsx';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import type { TBody, TFormMode, TFormValues } from '../../ui/crud-table.tsx';
import { FormField, FormSection } from '../../ui/form-layout.tsx';
import { requiredRule, zodRule } from '../../ui/form-rules.ts';
import { blankToNull } from '../../ui/form-values.ts';
import { useDeliveryFeeFlags } from '../lookups/lookups.api.ts';
import { useSalesOptions } from './customers.api.ts';

// spec 02 §3 Customer fields and §5 rules; labels match the schema's messages ('{label} is required!').

const TEXT_FIELDS = [
  'company',
  'customerCode',
  'salutation',
  'contactPerson',
  'address1',
  'address2',
  'postalCode',
  'phone',
  'mobile',
  'email',
  'customerCredit',
  'notes',
] as const;
const ID_FIELDS = [
  'cityId',
  'group1',
  'group2',
  'group3',
  'group4',
  'group5',
  'paymentCycleId',
  'statusId',
  'employeeId',
  'brandId',
  'sourceId',
  'deliveryMethodId',
] as const;

/** The AddCustomer / UpdateCustomer body from the form (CrudTable adds customerId on edit). */
export function toCustomerBody(values: TFormValues, { mode }: { mode: TFormMode }): TBody {
  const body: TBody = {
    leadRating: typeof values.leadRating === 'number' ? values.leadRating : LEAD_RATING_DEFAULT,
    deliveryFeeFlag: values.deliveryFeeFlag ?? 0,
    showPriceOnPackingSlip: Boolean(values.showPriceOnPackingSlip),
  };
  for (const key of TEXT_FIELDS) body[key] = blankToNull(values[key]);
  for (const key of ID_FIELDS) body[key] = values[key] ?? null;
  // The two notes belong to the Address dialog once the customer exists.
  if (mode === 'add') {
    body.noteToWarehouse = blankToNull(values.noteToWarehouse);
    body.noteToProduction = blankToNull(values.noteToProduction);
  }
  return body;
}

/** The whole customer as UpdateCustomer takes it, from a list row. */
export function customerBodyOf(customer: TCustomer): TBody {
  return { ...toCustomerBody(customer as unknown as TFormValues, { mode: 'edit' }), customerId: customer.customerId };
}

export function toCustomerFormValues(customer: TCustomer): TFormValues {
  return Object.fromEntries(Object.entries(customer).map(([key, value]) => [key, value ?? undefined]));
}

/** What a new customer starts with; a salesperson's own view fixes sales, prepay, status New (spec 02 §4). */
export function customerAddValues(salesDefaultsFor: number | null): TFormValues {
  const base: TFormValues = {
    leadRating: LEAD_RATING_DEFAULT,
    statusId: CUSTOMER_STATUS.Active,
    deliveryFeeFlag: 0,
    showPriceOnPackingSlip: false,
  };
  return salesDefaultsFor === null
    ? base
    : { ...base, employeeId: salesDefaultsFor, paymentCycleId: PAYMENT_TERM_PREPAY, statusId: CUSTOMER_STATUS.New };
}

const shape = ZAddCustomer.shape;

function SalesSelect(props: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  id?: string;
}) {
  const { options, loading } = useSalesOptions(props.value);
  return (
    <Select<number | null>
      id={props.id}
      value={props.value ?? undefined}
      onChange={(value) => props.onChange?.(value ?? null)}
      options={options}
      loading={loading}
      disabled={props.disabled}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Select"
    />
  );
}

function DeliveryFeeSelect(props: { value?: number; onChange?: (value: number) => void; id?: string }) {
  const flags = useDeliveryFeeFlags();
  return (
    <Select<number>
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      loading={flags.isLoading}
      options={(flags.data ?? []).map((flag) => ({ value: flag.flagId, label: flag.flagName }))}
    />
  );
}

export interface TCustomerFormFieldsProps {
  mode: TFormMode;
  row?: TCustomer;
  /** A salesperson in their own view: sales, payment term and status are set by the server (spec 02 §4). */
  salesFixed: boolean;
  /** The sales-specific view cannot hand a customer to another salesperson. */
  salesLocked: boolean;
}

/** The add / edit form: every customer field, grouped as the table's columns are. */
export function CustomerFormFields({ mode, row, salesFixed, salesLocked }: TCustomerFormFieldsProps) {
  const fixed = mode === 'add' && salesFixed;
  return (
    <>
      <FormSection title="Customer Info">
        {mode === 'edit' && (
          <FormField columns={3}>
            <Form.Item label="Customer Number">
              <Input value={row?.customerNumber ?? ''} disabled data-testid="customer-number" />
            </Form.Item>
          </FormField>
        )}
        <FormField columns={3}>
          <Form.Item name="company" label="Company" validateFirst rules={[requiredRule(), zodRule(shape.company)]}>
            <Input maxLength={200} />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item
            name="customerCode"
            label="Trading Name"
            validateFirst
            rules={[requiredRule(), zodRule(shape.customerCode)]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="salutation" label="First Name">
            <Input maxLength={100} />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="contactPerson" label="Last Name">
            <Input maxLength={100} />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="leadRating" label="Rating" rules={[zodRule(shape.leadRating, (v) => v ?? undefined)]}>
            <Rate count={LEAD_RATING_MAX} />
          </Form.Item>
        </FormField>
      </FormSection>
      <FormSection title="Contact Info">
        <FormField columns={3}>
          <Form.Item name="phone" label="Phone">
            <Input maxLength={50} />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="mobile" label="Mobile" validateFirst rules={[requiredRule(), zodRule(shape.mobile)]}>
            <Input maxLength={50} />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="email" label="Email" validateFirst rules={[requiredRule(), { type: 'email' }]}>
            <Input maxLength={200} />
          </Form.Item>
        </FormField>
      </FormSection>
      <FormSection title="Address Info">
        <AddressFields
          names={{ address: 'address1', city: 'cityId', postalCode: 'postalCode' }}
          addressLabel="Address 1"
        >
          <FormField columns={3}>
            <Form.Item name="address2" label="Address 2">
              <Input maxLength={200} />
            </Form.Item>
          </FormField>
        </AddressFields>
      </FormSection>
      <FormSection title="Group Classification">
        {([1, 2, 3, 4, 5] as const).map((n) => (
          <FormField columns={3} key={n}>
            <Form.Item name={`group${n}`} label={`Group ${n}`} rules={n <= 2 ? [requiredRule()] : []}>
              <ReferenceSelect catalogue={`customerGroup${n}`} allowClear={n > 2} />
            </Form.Item>
          </FormField>
        ))}
      </FormSection>
      <FormSection title="Other Info">
        <FormField columns={3}>
          <Form.Item name="paymentCycleId" label="Payment Term" rules={[requiredRule()]}>
            <ReferenceSelect catalogue="paymentCycle" disabled={fixed} />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="employeeId" label="Sales" rules={[requiredRule()]}>
            <SalesSelect disabled={fixed || (mode === 'edit' && salesLocked)} />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="statusId" label="Status" rules={[requiredRule()]}>
            <Select options={CUSTOMER_STATUS_OPTIONS} disabled={fixed} />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="brandId" label="Brand" rules={[requiredRule()]}>
            <ReferenceSelect catalogue="brand" />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="sourceId" label="Source" rules={[requiredRule()]}>
            <ReferenceSelect catalogue="customerSource" />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="deliveryMethodId" label="Delivery Method">
            <ReferenceSelect catalogue="deliveryMethod" allowClear />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="deliveryFeeFlag" label="Delivery Fee">
            <DeliveryFeeSelect />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="customerCredit" label="Customer Credit" rules={[zodRule(shape.customerCredit)]}>
            <Input maxLength={100} />
          </Form.Item>
        </FormField>
        <FormField columns={3}>
          <Form.Item name="showPriceOnPackingSlip" label="Show Price On Packing Slip" valuePropName="checked">
            <Switch />
          </Form.Item>
        </FormField>
        <FormField columns={3} wide>
          <Form.Item name="notes" label="Notes">
            <Input.TextArea rows={2} showCount maxLength={TEXTAREA_MAX} />
          </Form.Item>
        </FormField>
      </FormSection>
      {mode === 'add' && (
        <FormSection title="Warehouse and Production">
          <Col xs={24} sm={12}>
            <Form.Item name="noteToWarehouse" label="Note To Warehouse">
              <Input.TextArea rows={2} showCount maxLength={TEXTAREA_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="noteToProduction" label="Note To Production">
              <Input.TextArea rows={2} showCount maxLength={TEXTAREA_MAX} />
            </Form.Item>
          </Col>
        </FormSection>
      )}
    </>
  );
}
