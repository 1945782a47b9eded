import { OptionSelect, type TOptionSelectProps } from '../../ui/option-select.tsx';
import { useBaseProductOptions, useCustomerOptions, useProductOptions } from './products.api.ts';

export const CustomerSelect = (props: TOptionSelectProps) => <OptionSelect {...props} {...useCustomerOptions()} />;
export const BaseProductSelect = (props: TOptionSelectProps) => (
  <OptionSelect {...props} {...useBaseProductOptions()} />
);
export const ProductSelect = (props: TOptionSelectProps) => <OptionSelect {...props} {...useProductOptions()} />;
