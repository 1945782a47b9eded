import type { TOrderRow } from '@packline/domain';
import { Tooltip } from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { CrudTable } from '../../ui/crud-table.tsx';
import type { TListTableBinding, TSearchProps } from '../../ui/use-server-table.ts';
import { orderColumns, type TOrderColumnFilters, type TOrderColumnSet } from './order-columns.tsx';

// The sales-order table with its column sets (spec 01 §2), on the shared list block (search, 100 rows a page): a list
// loaded whole (dispatch, the dashboard), or one the server pages, sorts, searches and filters (the order lists).

/** The Status and Due column filters of a server-paged order list; `params` go into its query. */
export function useOrderColumnFilters() {
  const [value, onChange] = useState<TOrderColumnFilters>({ statuses: [], dues: [] });
  const params = useMemo(
    () => ({ statuses: value.statuses.join(',') || undefined, dues: value.dues.join(',') || undefined }),
    [value],
  );
  return { value, onChange, params };
}

export type TOrderColumnFilterState = ReturnType<typeof useOrderColumnFilters>;

export type { TOrderColumnSet } from './order-columns.tsx';

/** The rows: a list loaded whole, or `useServerTable(...).tableProps` of one the server pages. */
export interface TOrderTableProps extends TListTableBinding<TOrderRow> {
  columnSet?: TOrderColumnSet;
  /** An online customer: no Location, Paid, Created By or Order Details columns. */
  customerView?: boolean;
  /** Row selection (the outstanding list's multi-select). */
  selectedIds?: number[];
  onSelect?: (orderIds: number[]) => void;
  /** Why a row may not be selected (its checkbox is disabled with this as its tooltip), or null. */
  unselectableReason?: (row: TOrderRow) => string | null;
  pageSize?: number;
  /** Opens an order (the row's Edit/View); the order number becomes its link. */
  onOpen?: (row: TOrderRow) => void;
  /** The row's buttons (Edit/View, Copy, Approve, Delete). */
  rowActions?: (row: TOrderRow) => ReactNode;
  /** Buttons and filters before the search box. */
  toolbar?: ReactNode;
  emptyText?: ReactNode;
  testId?: string;
  /** The list is paged and searched by the server (`useServerTable(...).searchProps`) with these Status and Due filters. */
  searchProps?: TSearchProps;
  columnFilters?: TOrderColumnFilterState;
}

export function OrderTable(props: TOrderTableProps) {
  const { columnSet = 'default', customerView = false, onOpen, onSelect, selectedIds, unselectableReason } = props;
  // The columns call the latest onOpen through a ref, so a caller's inline handler does not rebuild every cell.
  const openRef = useRef(onOpen);
  openRef.current = onOpen;
  const canOpen = Boolean(onOpen);
  const paged = Boolean(props.searchProps);
  const filters = props.columnFilters?.value;
  const onFilter = props.columnFilters?.onChange;
  const columns = useMemo(
    () =>
      orderColumns({
        columnSet,
        customerView,
        onOpen: canOpen ? (row: TOrderRow) => openRef.current?.(row) : undefined,
        server: paged
          ? { filters: filters ?? { statuses: [], dues: [] }, onFilter: onFilter ?? (() => {}) }
          : undefined,
      }),
    [columnSet, customerView, canOpen, paged, filters, onFilter],
  );
  return (
    <CrudTable<TOrderRow>
      dataSource={props.dataSource}
      loading={props.loading}
      pagination={props.pagination}
      onChange={props.onChange}
      virtual={props.virtual}
      searchProps={props.searchProps}
      rowKey="orderId"
      columns={columns}
      rowActions={props.rowActions}
      toolbar={props.toolbar}
      emptyText={props.emptyText}
      pageSize={props.pageSize}
      rowSelection={
        onSelect
          ? {
              selectedRowKeys: selectedIds ?? [],
              onChange: (keys) => onSelect(keys.map((key) => Number(key))),
              getCheckboxProps: (row) => ({ disabled: Boolean(unselectableReason?.(row)) }),
              renderCell: (_checked, row, _index, checkbox) => {
                const reason = unselectableReason?.(row);
                return reason ? (
                  <Tooltip title={reason}>
                    <span data-testid={`order-row-${row.orderNo}-unselectable`}>{checkbox}</span>
                  </Tooltip>
                ) : (
                  checkbox
                );
              },
            }
          : undefined
      }
      testId={props.testId ?? 'order-table'}
    />
  );
}
