import { Flex, Table, type TableColumnType, type TableProps, Tooltip } from 'antd';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ColumnChooser } from './column-chooser.tsx';
import { columnKeyOf, type TColumnChoice, useColumnChoice } from './use-column-choice.ts';
import { usePhone } from './use-phone.ts';

// The one list table (issue 30 item 12, issue 31 item 21): every list fits 1,440 px with its key column and its actions
// in view. The key column is pinned left and the Actions column right (antd `fixed`, CSS sticky inside the table's own
// scroll box, so a pinned column covers the others only until they are scrolled to; every column is reachable); long
// text is cut with a tooltip; columns a screen marks `defaultHidden` wait in the Columns chooser; the header and the
// horizontal scrollbar stick to the window (antd `sticky`), so a 100-row page keeps its scrollbar on the screen.

/** The staff header's height (shell.css .shell-header, antd Layout.Header): the list header sticks below it. */
const SHELL_HEADER_HEIGHT = 64;
/** A cell's text longer than this is cut at the column's maxWidth (about 7 px a character at antd's 14 px). */
const CHARS_PER_PIXEL = 1 / 7;
const DEFAULT_MAX_WIDTH = 280;
/** The Actions column's key (CrudTable's, and the key a screen gives its own). */
export const ACTIONS_COLUMN_KEY = 'actions';

export type TListColumn<T> = TableColumnType<T> & {
  /** Not shown until the user ticks it in the Columns chooser (the choice is remembered per user and list). */
  defaultHidden?: boolean;
  /** Text wider than this is cut with '…' and shown whole in a tooltip (default 280 px; false: never cut). */
  maxWidth?: number | false;
};

export interface TListTableProps<T extends object> extends Omit<TableProps<T>, 'columns' | 'scroll' | 'sticky'> {
  columns: TListColumn<T>[];
  /** The column pinned left, by key or dataIndex (default the first); it is moved first. */
  keyColumn?: string;
  /** Names the list for the remembered column choice (default the page's path and the testId). */
  listId?: string;
  /** The column choice when the caller shows the Columns button itself (CrudTable's toolbar). */
  choice?: TColumnChoice<TListColumn<T>>;
  /** Shown left of the Columns button above the table. */
  toolbar?: ReactNode;
  /** Height of a virtual table's body (default: what fits the window below a page's toolbar). */
  virtualHeight?: number;
  'data-testid'?: string;
}

/** A cell's text cut at `maxWidth` with the whole text in a tooltip. */
function CutText(props: { text: string; maxWidth: number }) {
  return (
    <Tooltip title={props.text}>
      <span
        style={{
          display: 'inline-block',
          maxWidth: props.maxWidth,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
        }}
      >
        {props.text}
      </span>
    </Tooltip>
  );
}

function valueAt(row: unknown, path: TableColumnType<unknown>['dataIndex']): unknown {
  if (path === undefined || path === null) return undefined;
  const keys = Array.isArray(path) ? path : [path];
  let value: unknown = row;
  for (const key of keys) value = (value as Record<string, unknown> | null | undefined)?.[key as string];
  return value;
}

/** The column as antd takes it: long text cut, the chooser's and the cut's own fields left out. */
function toTableColumn<T>(column: TListColumn<T>, fixed?: 'left' | 'right'): TableColumnType<T> {
  const { defaultHidden: _chooser, maxWidth, ...rest } = column;
  const result: TableColumnType<T> = fixed ? { ...rest, fixed } : rest;
  if (maxWidth === false || column.key === ACTIONS_COLUMN_KEY) return result;
  const width = maxWidth ?? DEFAULT_MAX_WIDTH;
  const maxChars = Math.floor(width * CHARS_PER_PIXEL);
  const render = column.render;
  result.render = (value, row, index) => {
    const content = render ? render(value, row, index) : (valueAt(row, column.dataIndex) as ReactNode);
    if (typeof content === 'string' && content.length > maxChars) return <CutText text={content} maxWidth={width} />;
    return content;
  };
  return result;
}

/**
 * The key column first and pinned left (when `pinKey`: an empty table's header is laid out without the rows' column
 * widths, and antd's offset past a checkbox or expand column then overlaps the next header), the Actions column last
 * and pinned right (when `pinActions`: on a phone two pinned columns would cover the row's buttons), the rest as chosen.
 */
function arrange<T>(
  columns: readonly TListColumn<T>[],
  keyColumn: string | undefined,
  pinKey: boolean,
  pinActions: boolean,
): TableColumnType<T>[] {
  if (columns.length === 0) return [];
  const keyIndex = keyColumn ? columns.findIndex((column) => columnKeyOf(column) === keyColumn) : 0;
  const key = columns[Math.max(keyIndex, 0)] as TListColumn<T>;
  const actions = columns.find((column) => column.key === ACTIONS_COLUMN_KEY && column !== key);
  const middle = columns.filter((column) => column !== key && column !== actions);
  return [
    toTableColumn(key, pinKey ? 'left' : undefined),
    ...middle.map((column) => toTableColumn(column)),
    ...(actions ? [toTableColumn(actions, pinActions ? 'right' : undefined)] : []),
  ];
}

/** A virtual table's body fits the window below a page's title and toolbar (antd needs a number). */
function fittingVirtualHeight(): number {
  return Math.max(320, Math.min(640, window.innerHeight - 360));
}

/** A list: antd's Table with the key column and actions pinned, long text cut, and the optional columns chosen. */
export function ListTable<T extends object>(props: TListTableProps<T>) {
  const { columns, keyColumn, listId, choice: given, toolbar, virtualHeight, ...tableProps } = props;
  const box = useRef<HTMLDivElement>(null);
  // In a dialog (or a row's expansion) the header and scrollbar stay in the table instead of sticking to the window.
  const [inDialog, setInDialog] = useState(false);
  useLayoutEffect(() => {
    setInDialog(Boolean(box.current?.closest('.ant-modal, .ant-drawer, .ant-popover, .ant-table-expanded-row')));
  }, []);
  const [ownListId] = useState(() => listId ?? `${window.location.pathname}#${props['data-testid'] ?? 'list'}`);
  const own = useColumnChoice(listId ?? ownListId, columns);
  const choice = given ?? own;
  const shown = choice.visible;
  // A phone's screen is too narrow to pin anything: the row scrolls as a whole, its buttons never under a pinned cell.
  const phone = usePhone();
  const pinKey = !phone && (tableProps.dataSource?.length ?? 0) > 0;
  const tableColumns = useMemo(() => arrange(shown, keyColumn, pinKey, !phone), [shown, keyColumn, pinKey, phone]);
  const keyName = columns[0] ? columnKeyOf(columns[0]) : '';
  const chooser = !given && choice.optional && (
    <ColumnChooser choice={choice} exclude={[keyColumn ?? keyName, ACTIONS_COLUMN_KEY]} />
  );
  const virtual = tableProps.virtual === true;

  return (
    <div ref={box}>
      {(toolbar || chooser) && (
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
          <div>{toolbar}</div>
          {chooser}
        </Flex>
      )}
      <Table<T>
        {...tableProps}
        columns={tableColumns}
        scroll={virtual ? { x: 'max-content', y: virtualHeight ?? fittingVirtualHeight() } : { x: 'max-content' }}
        sticky={inDialog || virtual ? undefined : { offsetHeader: SHELL_HEADER_HEIGHT }}
      />
    </div>
  );
}
