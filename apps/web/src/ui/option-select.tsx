import { Select } from 'antd';

export interface TOptionSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  allowClear?: boolean;
  disabled?: boolean;
}

/** A searchable pick from a list of id/label options: the one select every picker of a row id uses. */
export function OptionSelect({
  options,
  loading,
  ...props
}: TOptionSelectProps & { options: { value: number; label: string }[]; loading: boolean }) {
  return (
    <Select<number | null>
      id={props.id}
      value={props.value ?? undefined}
      onChange={(value) => props.onChange?.(value ?? null)}
      options={options}
      loading={loading}
      allowClear={props.allowClear}
      disabled={props.disabled}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Select"
    />
  );
}
