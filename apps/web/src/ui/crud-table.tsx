import { Empty, type TablePaginationConfig, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { type TCrudColumn, useCrudColumns } from './crud-columns.tsx';
import {
  CrudFormDialog,
  type TBody,
  type TCrudFormContext,
  type TFormMode,
  type TFormValues,
  useCrudForm,
} from './crud-form-dialog.tsx';
import { CrudToolbar, useLocalSearch } from './crud-toolbar.tsx';
import { ACTIONS_COLUMN_KEY, ListTable } from './list-table.tsx';
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from './table-defaults.ts';
import { columnKeyOf, useColumnChoice } from './use-column-choice.ts';
import type { TListTableBinding, TSearchProps } from './use-server-table.ts';

export type { TCrudColumn } from './crud-columns.tsx';
export type { TBody, TCrudFormContext, TFormMode, TFormValues } from './crud-form-dialog.tsx';

const PAGINATION: TablePaginationConfig = {
  defaultPageSize: TABLE_PAGE_SIZE,
  pageSizeOptions: TABLE_PAGE_SIZE_OPTIONS,
  showSizeChanger: true,
};

/** The list: `useServerTable(...).tableProps` or `useCrudResource(...).tableProps` spread in (antd Table props). */
interface TCrudRowsProps<T> extends TListTableBinding<T> {
  /** The id field; rows are keyed by it and an edit sends it back. */
  rowKey: string;
  /** A server-paged list's search box (`useServerTable(...).searchProps`): the server searches, not the browser. */
  searchProps?: TSearchProps;
  /** The first page size of a list the browser pages (default TABLE_PAGE_SIZE; e.g. the dashboard's detail table). */
  pageSize?: number;
}

/** The calls behind Add, Edit and Delete (`useCrudResource(...).editProps`); each button shows only with its call. */
interface TCrudEditProps<T> {
  onAdd?: (body: TBody) => Promise<unknown>;
  onUpdate?: (body: TBody) => Promise<unknown>;
  onDelete?: (row: T) => Promise<unknown>;
  canAdd?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
  /** Per row: false hides that row's Edit and Delete; a text shows them disabled with the text as their tooltip. */
  rowEditable?: (row: T) => boolean | string;
}

/** The add / edit dialog. */
interface TCrudDialogProps<T> {
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
  formWidth?: number | string;
}

export interface TCrudTableProps<T extends object> extends TCrudRowsProps<T>, TCrudEditProps<T>, TCrudDialogProps<T> {
  columns: TCrudColumn<T>[];
  /** Extra per-row buttons, shown after Edit and Delete. */
  rowActions?: (row: T) => ReactNode;
  /** Extra content in the toolbar, after the Add button. */
  toolbar?: ReactNode;
  emptyText?: ReactNode;
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
}

/**
 * The usual list block, put together from the list kit's parts: CrudToolbar (Add, the screen's buttons, Columns,
 * search), ListTable with useCrudColumns' Actions column, and CrudFormDialog for add / edit. Refine-style:
 * `<CrudTable {...list.tableProps} {...resource.editProps} searchProps={list.searchProps}>`; a screen adds columns and
 * form fields. A screen with another layout combines the parts itself.
 */
export function CrudTable<T extends object>(props: TCrudTableProps<T>) {
  const { rowKey, columns, onAdd, onUpdate, onDelete, renderForm, rowActions, searchProps } = props;
  const canAdd = Boolean(onAdd && renderForm) && props.canAdd !== false;
  const canEdit = Boolean(onUpdate && renderForm) && props.canEdit !== false;
  const canDelete = Boolean(onDelete) && props.canDelete !== false;

  const given = props.dataSource;
  const onChange = props.onChange;
  // A list the server searches is shown as it comes; otherwise the search box filters it here.
  const local = useLocalSearch(given, columns);

  const form = useCrudForm<T>({
    rowKey,
    onAdd,
    onUpdate,
    addValues: props.addValues,
    toFormValues: props.toFormValues,
    toBody: props.toBody,
  });
  const tableColumns = useCrudColumns(columns, {
    onEdit: canEdit ? (row) => form.open('edit', row) : undefined,
    onDelete: canDelete ? onDelete : undefined,
    rowEditable: props.rowEditable,
    rowActions,
    serverSort: Boolean(onChange),
  });

  const testId = props.testId ?? 'crud-table';
  const [listId] = useState(() => props.listId ?? `${window.location.pathname}#${testId}`);
  const choice = useColumnChoice(listId, tableColumns);
  const pagination =
    props.pagination ?? (props.pageSize ? { ...PAGINATION, defaultPageSize: props.pageSize } : PAGINATION);

  return (
    <div data-testid={testId}>
      <CrudToolbar
        onAdd={canAdd ? () => form.open('add') : undefined}
        choice={choice}
        exclude={[props.keyColumn ?? (columns[0] ? columnKeyOf(columns[0]) : ''), ACTIONS_COLUMN_KEY]}
        searchProps={searchProps ?? local.searchProps}
      >
        {props.toolbar}
      </CrudToolbar>
      <ListTable<T>
        choice={choice}
        keyColumn={props.keyColumn}
        rowKey={rowKey}
        dataSource={searchProps ? (given ?? []) : local.rows}
        columns={tableColumns}
        loading={props.loading}
        pagination={pagination}
        onChange={onChange}
        virtual={props.virtual ?? false}
        rowSelection={props.rowSelection}
        expandable={props.expandable}
        locale={{ emptyText: props.emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No data" /> }}
      />
      {renderForm && (
        <CrudFormDialog<T>
          {...form.dialogProps}
          renderForm={renderForm}
          entityName={props.entityName}
          width={props.formWidth}
          name={props.testId}
        />
      )}
    </div>
  );
}
