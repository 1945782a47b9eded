import { type TCustomerOrderDefaults, TEXTAREA_MAX } from '@packline/domain';
import { AutoComplete, Form, Input, Select } from 'antd';
import { AddressFields } from '../../ui/address-fields.tsx';
import { AddressSearchInput, type TAddressSearchInputProps } from '../../ui/address-search-input.tsx';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { FormField, FormSection } from '../../ui/form-layout.tsx';
import { requiredRule } from '../../ui/form-rules.ts';
import { useExtraAddresses } from '../customers/customers.api.ts';
import { extraAddressDefaults, type TOrderFormValues } from './order-form.ts';

// Where the order goes and the notes that travel with it (spec 01 §3 Order, §5: notes at most 300 characters).

type TDeliveryAddress = TCustomerOrderDefaults['addresses'][number] & { deliveryMethodId?: number | null };

/** One of the customer's delivery addresses fills the delivery fields. */
function AddressPick({ rows, loading }: { rows: readonly TDeliveryAddress[]; loading?: boolean }) {
  const form = Form.useFormInstance<TOrderFormValues>();
  const byId = new Map(rows.map((address) => [address.addressId, address]));
  return (
    <Select<number>
      value={null}
      options={rows.map((address) => ({
        value: address.addressId,
        label: address.deliveryName ? `${address.deliveryName} — ${address.address}` : address.address,
      }))}
      loading={loading}
      onChange={(addressId) => {
        const address = byId.get(addressId);
        if (address) form.setFieldsValue(extraAddressDefaults(address));
      }}
      placeholder={rows.length ? 'Pick an extra address' : 'No extra addresses'}
      // Unset (not false) when there are rows: a read-only order form disables it as well.
      disabled={rows.length === 0 || undefined}
      data-testid="order-extra-address"
    />
  );
}

/** Staff: mounted only with a customer, whose extra addresses it reads. */
function ExtraAddressSelect({ customerId }: { customerId: number }) {
  const addresses = useExtraAddresses(customerId, false);
  return <AddressPick rows={addresses.rows} loading={addresses.isLoading} />;
}

/** An online customer types an address or picks one of their own (the address search is staff's). */
function OwnAddressInput({ addresses, ...props }: TAddressSearchInputProps & { addresses: readonly string[] }) {
  const needle = (props.value ?? '').trim().toLowerCase();
  const options = [...new Set(addresses)]
    .filter((address) => !needle || address.toLowerCase().includes(needle))
    .map((address) => ({ value: address, label: address }));
  return (
    <div data-testid="order-delivery-address">
      <AutoComplete
        id={props.id}
        value={props.value}
        options={options}
        onChange={(next: string) => props.onChange?.(next)}
        placeholder="Type or pick one of your addresses"
        disabled={props.disabled}
        popupMatchSelectWidth={360}
        allowClear
      />
    </div>
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
  /** An online customer's own delivery addresses (their record's is the default address). */
  ownAddresses?: TCustomerOrderDefaults['addresses'];
  ownAddress?: string | null;
}

export function OrderDeliveryFields({
  customerId,
  customerMode,
  deliveryMethodName,
  ownAddress,
  ownAddresses = [],
}: TOrderDeliveryFieldsProps) {
  // The customer's own address (prefilled) stays among the choices after another is picked.
  const ownChoices = [...(ownAddress ? [ownAddress] : []), ...ownAddresses.map((address) => address.address)];
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
          addressInput={customerMode ? <OwnAddressInput addresses={ownChoices} /> : <DeliveryAddressInput />}
        >
          <FormField columns={3}>
            <Form.Item label="Extra Address">
              {customerMode ? (
                <AddressPick rows={ownAddresses} />
              ) : customerId ? (
                <ExtraAddressSelect customerId={customerId} />
              ) : (
                <Select disabled placeholder="Pick a customer first" />
              )}
            </Form.Item>
          </FormField>
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
