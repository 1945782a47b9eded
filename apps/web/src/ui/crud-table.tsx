import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { hasChanges, NO_CHANGES_MESSAGE } from '@packline/domain';
import {
  Alert,
  Button,
  Empty,
  Flex,
  Form,
  type FormInstance,
  Input,
  Modal,
  Popconfirm,
  Space,
  type TablePaginationConfig,
  type TableProps,
  Tooltip,
} from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { succeeded } from '../api/failures.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { ACTIONS_COLUMN_KEY, ListTable, type TListColumn } from './list-table.tsx';
import { FILTER_DEBOUNCE_MS, TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from './table-defaults.ts';
import { columnKeyOf, useColumnChoice } from './use-column-choice.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useFormDialog } from './use-form-dialog.tsx';
import type { TServerTableBinding } from './use-server-table.ts';

/** Pages this long render only the rows in view (antd's virtual table), so they scroll smoothly (issue 13 §2). */
export const VIRTUAL_FROM_PAGE_SIZE = 2000;
/** Many row actions wrap onto a second line rather than widen the pinned Actions column past this. */
const ACTIONS_MAX_WIDTH = 260;

const PAGINATION: TablePaginationConfig = {
  defaultPageSize: TABLE_PAGE_SIZE,
  pageSizeOptions: TABLE_PAGE_SIZE_OPTIONS,
  showSizeChanger: true,
};

export type TFormValues = Record<string, unknown>;
export type TBody = Record<string, unknown>;
export type TFormMode = 'add' | 'edit';

export type TCrudColumn<T> = TListColumn<T> & {
  /** The text the search box matches for this column; by default the cell's raw value. */
  searchText?: (row: T) => string;
  /** With a `server` table: the list's sortField this column sorts by (its header then sorts on the server). */
  sortField?: string;
};

export interface TCrudFormContext<T> {
  mode: TFormMode;
  /** The row being edited. */
  row?: T;
  form: FormInstance;
}

export interface TCrudTableProps<T extends object> {
  rows: readonly T[] | undefined;
  loading?: boolean;
  /** The id field; rows are keyed by it and an edit sends it back. */
  rowKey: string;
  columns: TCrudColumn<T>[];
  /** Each of add / edit / delete shows only when its handler is given and its switch is not off. */
  onAdd?: (body: TBody) => Promise<unknown>;
  onUpdate?: (body: TBody) => Promise<unknown>;
  onDelete?: (row: T) => Promise<unknown>;
  canAdd?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
  /**
   * Per row: false hides that row's Edit and Delete (e.g. outsourced rows, spec 02 §8); a text shows them
   * disabled with the text as their tooltip.
   */
  rowEditable?: (row: T) => boolean | string;
  /** Names the dialog: 'Add {entityName}' / 'Edit {entityName}'. */
  entityName?: string;
  /** The Form.Items of the add / edit dialog. */
  renderForm?: (context: TCrudFormContext<T>) => ReactNode;
  /** The form's starting values when adding. */
  addValues?: TFormValues;
  /** The form's starting values when editing (default: the row itself). */
  toFormValues?: (row: T) => TFormValues;
  /** The request body from the form's values (default: the values as they are). */
  toBody?: (values: TFormValues, context: { mode: TFormMode; row?: T }) => TBody;
  /** Extra per-row buttons, shown after Edit and Delete. */
  rowActions?: (row: T) => ReactNode;
  /** Extra content in the toolbar, after the Add button. */
  toolbar?: ReactNode;
  emptyText?: ReactNode;
  formWidth?: number | string;
  /** false for short fixed lists. */
  pagination?: false;
  /** The first page size (default TABLE_PAGE_SIZE; e.g. the dashboard's detail table). */
  pageSize?: number;
  /** data-testid of the block (default 'crud-table'), to tell two tables on one screen apart. */
  testId?: string;
  /** The column pinned left, by key or dataIndex (default the first). */
  keyColumn?: string;
  /** Names the list for the remembered column choice (default the page's path and the testId). */
  listId?: string;
  /** Checkboxes for toolbar actions on several rows (antd's rowSelection). */
  rowSelection?: TableProps<T>['rowSelection'];
  /** Rows that open onto their children (antd's expandable). */
  expandable?: TableProps<T>['expandable'];
  /**
   * The list is paged, sorted and searched by the server (`useServerTable(...).server`): `rows` is the current page,
   * the search box sends its text to the server, and columns with a `sortField` sort there.
   */
  server?: TServerTableBinding;
}

interface TEditing<T> {
  mode: TFormMode;
  row?: T;
}

function cellText<T>(column: TCrudColumn<T>, row: T): string {
  if (column.searchText) return column.searchText(row);
  const path = column.dataIndex;
  if (path === undefined || path === null) return '';
  const keys = Array.isArray(path) ? path : [path];
  let value: unknown = row;
  for (const key of keys) value = (value as Record<string, unknown> | null | undefined)?.[key as string];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The one list block: search box, Add button, Edit / Delete per row, and the add / edit dialog.
 * Refine-style: `useCrudResource(...).tableProps` spreads into it; a screen adds columns and form fields.
 */
export function CrudTable<T extends object>(props: TCrudTableProps<T>) {
  const { rows, loading, rowKey, columns, onAdd, onUpdate, onDelete, renderForm, rowActions } = props;
  const canAdd = Boolean(onAdd && renderForm) && props.canAdd !== false;
  const canEdit = Boolean(onUpdate && renderForm) && props.canEdit !== false;
  const canDelete = Boolean(onDelete) && props.canDelete !== false;

  const { server } = props;
  const [localSearchInput, setLocalSearchInput] = useState('');
  const searchInput = server ? server.searchInput : localSearchInput;
  const setSearchInput = server ? server.setSearchInput : setLocalSearchInput;
  // With a server table the server searches; here only a local list is filtered.
  const search = useDebouncedValue(server ? '' : searchInput.trim().toLowerCase(), FILTER_DEBOUNCE_MS);
  // Kept after closing, so the dialog's content stays while it animates out.
  const [editing, setEditing] = useState<TEditing<T> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const visibleRows = useMemo(() => {
    const all = rows ?? [];
    if (!search) return all;
    return all.filter((row) => columns.some((column) => cellText(column, row).toLowerCase().includes(search)));
  }, [rows, columns, search]);

  const dialog = useFormDialog<TFormValues>({
    saveTestId: 'crud-save',
    onSave: async (values) => {
      if (!editing) return;
      const { mode, row } = editing;
      let body = props.toBody ? props.toBody(values, { mode, row }) : values;
      if (mode === 'edit' && row) {
        body = { ...body, [rowKey]: (row as Record<string, unknown>)[rowKey] };
        // spec 01 §8: an update whose values equal the row's is refused without calling the server.
        if (!hasChanges(body, row)) {
          setFormError(NO_CHANGES_MESSAGE);
          return false;
        }
      }
      await (mode === 'add' ? onAdd : onUpdate)?.(body);
    },
    onValuesChange: () => setFormError(null),
  });

  const open = (mode: TFormMode, row?: T) => {
    setEditing({ mode, row });
    setFormError(null);
    dialog.show(mode === 'edit' && row ? (props.toFormValues?.(row) ?? (row as TFormValues)) : props.addValues);
  };

  const remove = async (row: T) => {
    // A refusal (e.g. 409 when the row is in use) leaves the row where it is.
    if (onDelete) await succeeded(onDelete(row));
  };

  // The row buttons call the latest handlers through a ref, so the columns stay the same object between renders
  // (typing in the search box or opening the dialog does not re-render every cell of a long list).
  const handlers = useRef({ open, remove });
  handlers.current = { open, remove };
  const { rowEditable } = props;

  const sort = server?.sort;
  const sortedColumns = useMemo(() => {
    if (!server) return columns;
    return columns.map((column) =>
      column.sortField
        ? {
            ...column,
            sorter: true,
            sortOrder: sort?.field === column.sortField ? sort.order : null,
          }
        : column,
    );
  }, [columns, server, sort]);

  const tableColumns = useMemo(() => {
    const columns = sortedColumns;
    if (!canEdit && !canDelete && !rowActions) return columns;
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
            onClick={() => handlers.current.open('edit', row)}
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
                    onConfirm={() => handlers.current.remove(row)}
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
    return [...columns, actionColumn];
  }, [sortedColumns, canEdit, canDelete, rowActions, rowEditable]);

  const onServerChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    if (!server) return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = (one?.column as TCrudColumn<T> | undefined)?.sortField;
    server.onChange({
      page: pagination.current ?? 1,
      pageSize: pagination.pageSize ?? server.pageSize,
      sort: field && one?.order ? { field, order: one.order } : null,
    });
  };
  const virtual = (server?.pageSize ?? 0) >= VIRTUAL_FROM_PAGE_SIZE;
  const testId = props.testId ?? 'crud-table';
  const [listId] = useState(() => props.listId ?? `${window.location.pathname}#${testId}`);
  const choice = useColumnChoice(listId, tableColumns);

  return (
    <div data-testid={testId}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Space wrap>
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('add')} data-testid="crud-add">
              Add
            </Button>
          )}
          {props.toolbar}
        </Space>
        <Space>
          {choice.optional && (
            <ColumnChooser
              choice={choice}
              exclude={[props.keyColumn ?? (columns[0] ? columnKeyOf(columns[0]) : ''), ACTIONS_COLUMN_KEY]}
            />
          )}
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            style={{ width: 260 }}
            data-testid="crud-search"
          />
        </Space>
      </Flex>
      <ListTable<T>
        choice={choice}
        keyColumn={props.keyColumn}
        rowKey={rowKey}
        dataSource={visibleRows}
        columns={tableColumns}
        loading={loading}
        pagination={
          server
            ? {
                current: server.page,
                pageSize: server.pageSize,
                total: server.total,
                pageSizeOptions: server.pageSizeOptions,
                showSizeChanger: true,
              }
            : props.pagination === false
              ? false
              : props.pageSize
                ? { ...PAGINATION, defaultPageSize: props.pageSize }
                : PAGINATION
        }
        onChange={server ? onServerChange : undefined}
        virtual={virtual}
        rowSelection={props.rowSelection}
        expandable={props.expandable}
        locale={{ emptyText: props.emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No data" /> }}
      />
      {renderForm && editing && (
        <Modal
          {...dialog.modalProps}
          title={`${editing.mode === 'edit' ? 'Edit' : 'Add'}${props.entityName ? ` ${props.entityName}` : ''}`}
          width={props.formWidth ?? 600}
        >
          <Form {...dialog.formProps} name={props.testId ?? 'crud-form'} layout="vertical" data-testid="crud-form">
            {formError && (
              <Alert
                type="error"
                showIcon
                title={formError}
                style={{ marginBottom: 16 }}
                data-testid="crud-form-error"
              />
            )}
            {renderForm({ mode: editing.mode, row: editing.row, form: dialog.form })}
          </Form>
        </Modal>
      )}
    </div>
  );
}
