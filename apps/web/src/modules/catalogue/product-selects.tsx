import type { TOptionSelectProps } from '../../ui/option-select.tsx';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { CUSTOMER_CODE_PICKER } from '../customers/customers.api.ts';
import { BASE_PRODUCT_OPTIONS, PRODUCT_OPTIONS } from './products.api.ts';

// Pickers over lists too long to load whole: the server searches as the user types (issue 13 §2).

export const CustomerSelect = (props: TOptionSelectProps) => <RemoteSelect {...props} source={CUSTOMER_CODE_PICKER} />;
export const BaseProductSelect = (props: TOptionSelectProps) => (
  <RemoteSelect {...props} source={BASE_PRODUCT_OPTIONS} />
);
export const ProductSelect = (props: TOptionSelectProps) => <RemoteSelect {...props} source={PRODUCT_OPTIONS} />;
