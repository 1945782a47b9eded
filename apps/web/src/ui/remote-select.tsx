import { PICKER_LIMIT, type TPickerPath } from '@packline/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, type ReactNode, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { apiErrorMessage, apiGet } from '../api/client.ts';
import type { TOptionSelectProps } from './option-select.tsx';
import { FILTER_DEBOUNCE_MS } from './table-defaults.ts';
import { useApiQuery } from './use-api-query.ts';
import { apiQueryKey } from './use-crud-resource.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

// A picker over a list too long to load whole (customers, products): the server searches as the user types
// (the picker contract ?search&limit&selectedId, domain ZPickerQuery), 500 ms after the last key.

export interface TRemoteOption {
  value: number;
  /** The chosen option's text (and what the option is found by). */
  label: string;
  /** What the option shows in the open list, when more than its label (a pallet's place and contents). */
  content?: ReactNode;
}

/** Where a picker's options come from: the call, its reply schema, and how a row becomes an option. */
export interface TRemoteSource<T> {
  reply: z.ZodType<T[]>;
  /** Listed with the screens that show it in the domain's PICKER_SCREENS, so each of them may call it. */
  path: TPickerPath;
  toOption: (row: T) => TRemoteOption;
}

/**
 * The options for the text typed so far. The chosen id goes with the search (`selectedId`), so the server includes
 * that row and the picker shows its name even when it is not among the matches; a name seen once is kept as well.
 */
export function useRemoteOptions<T>(
  source: TRemoteSource<T>,
  value: number | null | undefined,
  /** More of the source's query (the pallet picker's nearby zone). */
  extra?: Record<string, number | undefined>,
) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), FILTER_DEBOUNCE_MS);
  const params = { ...extra, search: search || undefined, limit: PICKER_LIMIT, selectedId: value ?? undefined };
  const query = useApiQuery({
    queryKey: apiQueryKey(source.path, params),
    queryFn: () => apiGet(source.reply, source.path, params, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const labels = useRef(new Map<number, string>());
  const options = useMemo(() => {
    const found = (query.data ?? []).map(source.toOption);
    for (const option of found) labels.current.set(option.value, option.label);
    const chosen = value ?? null;
    if (chosen !== null && !found.some((option) => option.value === chosen) && labels.current.has(chosen)) {
      found.unshift({ value: chosen, label: labels.current.get(chosen) ?? '' });
    }
    return found;
  }, [query.data, source, value]);
  // A refused or failed search says so (issue 30): 'No match' would tell the user there is no such row.
  const notFound = query.isFetching
    ? 'Searching…'
    : query.isError
      ? `Could not load: ${apiErrorMessage(query.error)}`
      : 'No match';
  return { options, loading: query.isFetching, onSearch: setTyped, typed, notFound };
}

/** A searchable pick of a row id whose options the server finds as the user types (see useRemoteOptions). */
export function RemoteSelect<T>({
  source,
  placeholder,
  testId,
  style,
  params,
  ...props
}: TOptionSelectProps & {
  source: TRemoteSource<T>;
  placeholder?: string;
  testId?: string;
  style?: CSSProperties;
  params?: Record<string, number | undefined>;
}) {
  const remote = useRemoteOptions(source, props.value, params);
  return (
    <Select<number | null>
      id={props.id}
      value={props.value ?? undefined}
      onChange={(value) => {
        remote.onSearch('');
        props.onChange?.(value ?? null);
      }}
      options={remote.options}
      optionRender={(option) => (option.data as TRemoteOption).content ?? option.label}
      loading={remote.loading}
      allowClear={props.allowClear}
      disabled={props.disabled}
      showSearch={{ filterOption: false, onSearch: remote.onSearch, searchValue: remote.typed }}
      placeholder={placeholder ?? 'Select'}
      notFoundContent={remote.notFound}
      style={style}
      data-testid={testId}
      // Names the call it searches: e2e/role-pages.e2e.ts types into every such picker as each role.
      data-picker={source.path}
    />
  );
}
