import { TEXTAREA_MAX, type TExtraAddress } from '@packline/domain';
import { Form, Input, Select } from 'antd';
import { AddressFields } from '../../ui/address-fields.tsx';
import { AddressSearchInput, type TAddressSearchInputProps } from '../../ui/address-search-input.tsx';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { FormField, FormSection } from '../../ui/form-layout.tsx';
import { requiredRule } from '../../ui/form-rules.ts';
import { useExtraAddresses } from '../customers/customers.api.ts';
import { extraAddressDefaults, type TOrderFormValues } from './order-form.ts';

// Where the order goes and the notes that travel with it (spec 01 §3 Order, §5: notes at most 300 characters).

/** Mounted only with a customer: its extra addresses fill the delivery fields. */
function ExtraAddressSelect({ customerId }: { customerId: number }) {
  const form = Form.useFormInstance<TOrderFormValues>();
  const addresses = useExtraAddresses(customerId, false);
  const byId = new Map(addresses.rows.map((address: TExtraAddress) => [address.addressId, address]));
  return (
    <Select<number>
      value={null}
      options={addresses.rows.map((address) => ({
        value: address.addressId,
        label: address.deliveryName ? `${address.deliveryName} — ${address.address}` : address.address,
      }))}
      loading={addresses.isLoading}
      onChange={(addressId) => {
        const address = byId.get(addressId);
        if (address) form.setFieldsValue(extraAddressDefaults(address));
      }}
      placeholder={addresses.rows.length ? 'Pick an extra address' : 'No extra addresses'}
      disabled={!addresses.rows.length}
      data-testid="order-extra-address"
    />
  );
}

/** The address search under a stable test id (the search input itself takes none). */
function DeliveryAddressInput(props: TAddressSearchInputProps) {
  return (
    <div data-testid="order-delivery-address">
      <AddressSearchInput {...props} placeholder="Search an address" />
    </div>
  );
}

const note = (name: keyof TOrderFormValues, label: string) => (
  <FormField columns={2}>
    <Form.Item name={name} label={label}>
      <Input.TextArea rows={2} showCount maxLength={TEXTAREA_MAX} data-testid={`order-${name}`} />
    </Form.Item>
  </FormField>
);

export interface TOrderDeliveryFieldsProps {
  customerId: number | undefined;
  /** An online customer: the delivery method is theirs (shown, not chosen); staff lookups are left out. */
  customerMode: boolean;
  /** The saved order's delivery method name, shown to an online customer. */
  deliveryMethodName?: string | null;
}

export function OrderDeliveryFields({ customerId, customerMode, deliveryMethodName }: TOrderDeliveryFieldsProps) {
  return (
    <>
      <FormSection title="Delivery">
        <FormField columns={3}>
          <Form.Item name="deliveryName" label="Delivery Name">
            <Input maxLength={200} />
          </Form.Item>
        </FormField>
        <AddressFields
          names={{
            address: 'deliveryAddress',
            city: customerMode ? undefined : 'deliveryCityId',
            postalCode: 'postalCode',
          }}
          addressLabel="Delivery Address"
          addressRules={[requiredRule()]}
          addressInput={<DeliveryAddressInput />}
        >
          {!customerMode && (
            <FormField columns={3}>
              <Form.Item label="Extra Address">
                {customerId ? (
                  <ExtraAddressSelect customerId={customerId} />
                ) : (
                  <Select disabled placeholder="Pick a customer first" />
                )}
              </Form.Item>
            </FormField>
          )}
        </AddressFields>
        <FormField columns={3}>
          {customerMode ? (
            <Form.Item label="Delivery Method">
              <Input disabled value={deliveryMethodName ?? ''} />
            </Form.Item>
          ) : (
            <Form.Item name="deliveryMethodId" label="Delivery Method">
              <ReferenceSelect catalogue="deliveryMethod" allowClear />
            </Form.Item>
          )}
        </FormField>
      </FormSection>
      <FormSection title="Notes">
        {note('comments', 'Note To Production')}
        {note('accountNote', 'Note To Account')}
        {note('warehouseNote', 'Delivery Instruction')}
        {note('newWarehouseNote', 'Warehouse Note')}
      </FormSection>
    </>
  );
}
