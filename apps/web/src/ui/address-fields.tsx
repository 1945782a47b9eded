import { Form, type FormRule, Input } from 'antd';
import type { ReactNode } from 'react';
import { AddressSearchInput } from './address-search-input.tsx';
import { ReferenceSelect } from './catalogue-form-fields.tsx';
import { FormField } from './form-layout.tsx';

// An address as the forms ask for it, a third of a row per field: the address itself (searched, spec 01 §9), the
// caller's own fields beside it (a second line, an extra address to copy), the city and the postal code.

export interface TAddressFieldsProps {
  /** The form's names for the fields; without `city` there is no city field. */
  names: { address: string; city?: string; postalCode: string };
  addressLabel: string;
  addressRules?: FormRule[];
  /** The input of the address (the address search unless given). */
  addressInput?: ReactNode;
  /** Fields placed after the address. */
  children?: ReactNode;
}

/** Inside a FormSection. */
export function AddressFields({ names, addressLabel, addressRules, addressInput, children }: TAddressFieldsProps) {
  return (
    <>
      <FormField columns={3}>
        <Form.Item name={names.address} label={addressLabel} rules={addressRules}>
          {addressInput ?? <AddressSearchInput />}
        </Form.Item>
      </FormField>
      {children}
      {names.city && (
        <FormField columns={3}>
          <Form.Item name={names.city} label="City">
            <ReferenceSelect catalogue="city" allowClear />
          </Form.Item>
        </FormField>
      )}
      <FormField columns={3}>
        <Form.Item name={names.postalCode} label="Postal Code">
          <Input maxLength={20} />
        </Form.Item>
      </FormField>
    </>
  );
}
