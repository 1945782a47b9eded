import type { TSortOrder } from '@packline/domain';
import { keepPreviousData } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import { type ChangeEvent, useCallback, useMemo, useState } from 'react';
import { apiGetPage, type TReply, type TReplyOf } from '../api/client.ts';
import {
  FILTER_DEBOUNCE_MS,
  TABLE_PAGE_SIZE,
  TABLE_PAGE_SIZE_OPTIONS,
  VIRTUAL_FROM_PAGE_SIZE,
} from './table-defaults.ts';
import { useApiQuery } from './use-api-query.ts';
import { apiQueryKey, type TQueryParams } from './use-crud-resource.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

// A list the server pages, sorts and searches (modules/README.md "Lists that page"): the screen keeps page, page size,
// sort and the search text here; they become the list contract's query (?page&pageSize&sortField&sortOrder&search,
// plus the screen's own filters). Refine's way: `tableProps` spreads into <ListTable>, <CrudList> or <CrudTable>, and
// `searchProps` into the search box (<CrudTable searchProps={…}>, <CrudToolbar searchProps={…}>).

export interface TServerSort {
  field: string;
  order: TSortOrder;
}

/** The antd Table props of one list: the rows, loading, and (server-paged) pagination, sort and virtual scrolling. */
export type TListTableBinding<T> = Pick<
  TableProps<T>,
  'dataSource' | 'loading' | 'pagination' | 'onChange' | 'virtual'
>;

/** The search box's props (antd Input): the text as typed. */
export interface TSearchProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The state of a server-paged list (`useServerTable(...).server`); pages spread `tableProps` / `searchProps` instead. */
export interface TServerTableBinding {
  page: number;
  pageSize: number;
  pageSizeOptions: number[];
  total: number;
  sort: TServerSort | null;
  /** The search box's text as typed; the server gets it FILTER_DEBOUNCE_MS later. */
  searchInput: string;
  setSearchInput: (text: string) => void;
  /** antd Table's change: the page, the page size, or a column's sort (null when the sort is cleared). */
  onChange: (change: { page: number; pageSize: number; sort: TServerSort | null }) => void;
}

export interface TServerTableOptions {
  /** The screen's filters (a status, a date range), sent as they are; a change goes back to page 1. */
  filters?: TQueryParams;
  /** Default TABLE_PAGE_SIZE (100); Inventory asks for 2,000. */
  pageSize?: number;
  pageSizeOptions?: number[];
  enabled?: boolean;
  /** Reads the page again every this many ms (the stock monitor's 5 minutes, spec 02 §9). */
  refreshMs?: number;
}

/**
 * One page of `path` with its total, keeping the previous page on screen while the next one loads. `row` is the
 * reply schema of one row (domain Z…), `params` the whole query.
 */
export function useApiPage<R extends TReply>(
  row: R,
  path: string,
  params: TQueryParams,
  enabled = true,
  refreshMs?: number,
) {
  return useApiQuery({
    queryKey: apiQueryKey(path, params),
    queryFn: () => apiGetPage(row, path, params),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: refreshMs,
  });
}

/** The sortField of the column antd sorts by (TCrudColumn.sortField), kept on the column object antd hands back. */
function sortFieldOf(column: unknown): string | undefined {
  return (column as { sortField?: string } | undefined)?.sortField;
}

/** antd Table props for a server-paged list: the page in view, its pager, and a change that asks the server again. */
function serverTableProps<T>(
  rows: readonly T[] | undefined,
  loading: TableProps<T>['loading'],
  server: TServerTableBinding,
): TListTableBinding<T> {
  return {
    dataSource: rows,
    loading,
    pagination: {
      current: server.page,
      pageSize: server.pageSize,
      total: server.total,
      pageSizeOptions: server.pageSizeOptions,
      showSizeChanger: true,
    },
    onChange: (pagination, _filters, sorter) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = sortFieldOf(one?.column);
      server.onChange({
        page: pagination.current ?? 1,
        pageSize: pagination.pageSize ?? server.pageSize,
        sort: field && one?.order ? { field, order: one.order } : null,
      });
    },
    // Pages this long render only the rows in view (antd's virtual table), so they scroll smoothly (issue 13 §2).
    virtual: server.pageSize >= VIRTUAL_FROM_PAGE_SIZE,
  };
}

/** The search box of a server-paged list: what is typed goes to the server FILTER_DEBOUNCE_MS later. */
function serverSearchProps(server: TServerTableBinding): TSearchProps {
  return { value: server.searchInput, onChange: (event) => server.setSearchInput(event.target.value) };
}

/**
 * A list screen's server-side table: `tableProps` (antd Table props: the page of rows, pager, sort) and `searchProps`
 * (the search box). `rows` / `loading` / `server` are the same state for screens that wire it themselves.
 */
export function useServerTable<R extends TReply>(row: R, path: string, options: TServerTableOptions = {}) {
  const pageSizeOptions = options.pageSizeOptions ?? TABLE_PAGE_SIZE_OPTIONS;
  const [pageSize, setPageSize] = useState(options.pageSize ?? TABLE_PAGE_SIZE);
  const [sort, setSort] = useState<TServerSort | null>(null);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), FILTER_DEBOUNCE_MS);

  // The page belongs to one set of filters, search, sort and page size: when any of them changes, page 1 again.
  const scopeKey = JSON.stringify([options.filters ?? {}, search, sort, pageSize]);
  const [paging, setPaging] = useState({ scopeKey, page: 1 });
  const page = paging.scopeKey === scopeKey ? paging.page : 1;

  const params = useMemo<TQueryParams>(
    () => ({
      ...options.filters,
      page,
      pageSize,
      sortField: sort?.field,
      sortOrder: sort?.order,
      search: search || undefined,
    }),
    [options.filters, page, pageSize, sort, search],
  );
  const query = useApiPage(row, path, params, options.enabled ?? true, options.refreshMs);
  const total = query.data?.meta?.total ?? query.data?.rows.length ?? 0;

  const onChange = useCallback<TServerTableBinding['onChange']>(
    (change) => {
      const nextSort = change.sort;
      const nextKey = JSON.stringify([options.filters ?? {}, search, nextSort, change.pageSize]);
      setPageSize(change.pageSize);
      setSort(nextSort);
      setPaging({ scopeKey: nextKey, page: nextKey === scopeKey ? change.page : 1 });
    },
    [options.filters, search, scopeKey],
  );

  const server = useMemo<TServerTableBinding>(
    () => ({ page, pageSize, pageSizeOptions, total, sort, searchInput, setSearchInput, onChange }),
    [page, pageSize, pageSizeOptions, total, sort, searchInput, onChange],
  );
  const rows = query.data?.rows as TReplyOf<R>[] | undefined;
  const loading = query.isFetching;
  const tableProps = useMemo(() => serverTableProps(rows, loading, server), [rows, loading, server]);
  const searchProps = useMemo(() => serverSearchProps(server), [server]);
  return { rows, loading, server, tableProps, searchProps };
}
