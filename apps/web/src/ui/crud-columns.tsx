import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { succeeded } from '../api/failures.ts';
import { ACTIONS_COLUMN_KEY, type TListColumn } from './list-table.tsx';

/** Many row actions wrap onto a second line rather than widen the pinned Actions column past this. */
const ACTIONS_MAX_WIDTH = 260;

export type TCrudColumn<T> = TListColumn<T> & {
  /** The text the search box matches for this column; by default the cell's raw value. */
  searchText?: (row: T) => string;
  /** With a server-paged list: the list's sortField this column sorts by (its header then sorts on the server). */
  sortField?: string;
};

export interface TRowActions<T> {
  /** Shows Edit on each row. */
  onEdit?: (row: T) => void;
  /** Shows Delete on each row, asked 'Are you sure?' first; a refusal (e.g. 409 when the row is in use) keeps the row. */
  onDelete?: (row: T) => Promise<unknown>;
  /**
   * Per row: false hides that row's Edit and Delete (e.g. outsourced rows, spec 02 §8); a text shows them
   * disabled with the text as their tooltip.
   */
  rowEditable?: (row: T) => boolean | string;
  /** Extra per-row buttons, shown after Edit and Delete. */
  rowActions?: (row: T) => ReactNode;
  /** The list is sorted by the server: columns with a `sortField` get a sortable header (antd reports it in onChange). */
  serverSort?: boolean;
}

/** The cell's text the local search matches. */
export function cellText<T>(column: TCrudColumn<T>, row: T): string {
  if (column.searchText) return column.searchText(row);
  const path = column.dataIndex;
  if (path === undefined || path === null) return '';
  const keys = Array.isArray(path) ? path : [path];
  let value: unknown = row;
  for (const key of keys) value = (value as Record<string, unknown> | null | undefined)?.[key as string];
  return value === null || value === undefined ? '' : String(value);
}

/** A list's columns with the Actions column (Edit, Delete, the screen's own buttons) and, server-sorted, sortable headers. */
export function useCrudColumns<T>(columns: TCrudColumn<T>[], actions: TRowActions<T>): TCrudColumn<T>[] {
  const { rowEditable, rowActions, serverSort } = actions;
  const canEdit = Boolean(actions.onEdit);
  const canDelete = Boolean(actions.onDelete);
  // The row buttons call the latest handlers through a ref, so the columns stay the same object between renders
  // (typing in the search box or opening the dialog does not re-render every cell of a long list).
  const handlers = useRef(actions);
  handlers.current = actions;

  const sortedColumns = useMemo(
    () => (serverSort ? columns.map((column) => (column.sortField ? { ...column, sorter: true } : column)) : columns),
    [columns, serverSort],
  );

  return useMemo(() => {
    if (!canEdit && !canDelete && !rowActions) return sortedColumns;
    const actionColumn: TCrudColumn<T> = {
      key: ACTIONS_COLUMN_KEY,
      title: 'Actions',
      // Pinned right by ListTable, inside the table's scroll box: scrolled to the end, it covers no column (issue 20).
      render: (_value, row) => {
        const editable = rowEditable?.(row) ?? true;
        if (editable === false)
          return rowActions ? (
            <Space size={0} wrap style={{ maxWidth: ACTIONS_MAX_WIDTH }}>
              {rowActions(row)}
            </Space>
          ) : null;
        const locked = typeof editable === 'string' ? editable : null;
        const edit = canEdit && (
          <Button
            type="link"
            size="small"
            disabled={locked !== null}
            onClick={() => handlers.current.onEdit?.(row)}
            data-testid="crud-edit"
          >
            Edit
          </Button>
        );
        const remove = canDelete && (
          <Button type="link" size="small" danger disabled={locked !== null} data-testid="crud-delete">
            Delete
          </Button>
        );
        return (
          <Space size={0} wrap style={{ maxWidth: ACTIONS_MAX_WIDTH }}>
            {locked !== null ? (
              <Tooltip title={locked}>
                <span>
                  {edit}
                  {remove}
                </span>
              </Tooltip>
            ) : (
              <>
                {edit}
                {remove && (
                  <Popconfirm
                    title="Are you sure?"
                    okText="OK"
                    cancelText="Cancel"
                    onConfirm={async () => {
                      const onDelete = handlers.current.onDelete;
                      if (onDelete) await succeeded(onDelete(row));
                    }}
                  >
                    {remove}
                  </Popconfirm>
                )}
              </>
            )}
            {rowActions?.(row)}
          </Space>
        );
      },
    };
    return [...sortedColumns, actionColumn];
  }, [sortedColumns, canEdit, canDelete, rowActions, rowEditable]);
}
