import { OptionSelect, type TOptionSelectProps } from '../../ui/option-select.tsx';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { CUSTOMER_OPTIONS, useBaseProductOptions, useProductOptions } from './products.api.ts';

export const CustomerSelect = (props: TOptionSelectProps) => <RemoteSelect {...props} source={CUSTOMER_OPTIONS} />;
export const BaseProductSelect = (props: TOptionSelectProps) => (
  <OptionSelect {...props} {...useBaseProductOptions()} />
);
export const ProductSelect = (props: TOptionSelectProps) => <OptionSelect {...props} {...useProductOptions()} />;
