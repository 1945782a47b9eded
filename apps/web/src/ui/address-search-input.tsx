import { ZAddressPredictions } from '@packline/domain';
import { AutoComplete } from 'antd';
import { useState } from 'react';
import { apiGet } from '../api/client.ts';
import { useApiQuery } from './use-api-query.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** spec 01 §9: address search waits 800 ms after the last key. */
const ADDRESS_SEARCH_DEBOUNCE_MS = 800;
const MIN_SEARCH_LENGTH = 2;

export interface TAddressSearchInputProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Set by Form.Item, so the field's label points at this input. */
  id?: string;
}

/** A free-text address with suggestions from Common/GetGoogleAddr (silent: no spinner, no dialogs). */
export function AddressSearchInput({ value, onChange, placeholder, disabled, id }: TAddressSearchInputProps) {
  const [searchText, setSearchText] = useState('');
  const path = useDebouncedValue(searchText.trim(), ADDRESS_SEARCH_DEBOUNCE_MS);
  const { data } = useApiQuery({
    queryKey: ['Common/GetGoogleAddr', path],
    queryFn: () => apiGet(ZAddressPredictions, '/Common/GetGoogleAddr', { Path: path }, { silent: true }),
    enabled: path.length >= MIN_SEARCH_LENGTH,
    staleTime: 60_000,
  });
  const descriptions = [...new Set((data?.predictions ?? []).map((prediction) => prediction.description))];

  return (
    <AutoComplete
      id={id}
      value={value}
      options={descriptions.map((description) => ({ value: description, label: description }))}
      // The server already matched the text; Google's predictions need not contain it literally.
      showSearch={{ onSearch: setSearchText, filterOption: false }}
      popupMatchSelectWidth={360}
      onChange={(next: string) => onChange?.(next)}
      placeholder={placeholder}
      disabled={disabled}
      allowClear
    />
  );
}
