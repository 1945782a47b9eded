import type { Key } from 'react';
import { isValidElement, useCallback, useMemo, useState } from 'react';
import { getSession } from '../api/session.ts';

// Which optional columns of a list a user shows (issue 30 item 12): the columns a screen marks `defaultHidden` start behind
// the Columns chooser; a user's ticks are kept in this browser per signed-in person and list, and applied on return.

const STORAGE_PREFIX = 'packline.columns';

/** One column as the chooser lists it. */
export interface TColumnOption {
  key: string;
  title: string;
  shown: boolean;
}

/** The columns shown and the chooser's handles. */
export interface TColumnChoice<C extends TChoosableColumn = TChoosableColumn> {
  visible: C[];
  options: TColumnOption[];
  /** Some column starts behind the chooser: the list shows the Columns button. */
  optional: boolean;
  toggle: (key: string, shown: boolean) => void;
  reset: () => void;
}

/** A column of a list: its key (or dataIndex) names it, `defaultHidden` starts it behind the chooser. */
export interface TChoosableColumn {
  key?: Key;
  dataIndex?: unknown;
  title?: unknown;
  /** Not shown until the user ticks it in the Columns chooser. */
  defaultHidden?: boolean;
}

/** The column's name in the chooser and the stored choice: its key, else its dataIndex. */
export function columnKeyOf(column: TChoosableColumn): string {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  const path = column.dataIndex;
  return Array.isArray(path) ? path.join('.') : String(path ?? '');
}

/** The words of a column title given as an element (a header with a tooltip). */
function textOf(node: unknown): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as { children?: unknown }).children);
  return '';
}

function storageKey(listId: string): string | null {
  const session = getSession();
  if (!session) return null;
  const who = session.kind === 'staff' ? `e${session.employeeId}` : `c${session.customerId}`;
  return `${STORAGE_PREFIX}.${who}.${listId}`;
}

/** The user's ticks for the list: column key → shown, only for the columns they changed. */
function readChoice(listId: string): Record<string, boolean> {
  const key = storageKey(listId);
  if (!key) return {};
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

function writeChoice(listId: string, choice: Record<string, boolean>): void {
  const key = storageKey(listId);
  if (!key) return;
  if (Object.keys(choice).length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(choice));
}

/**
 * The columns to show of `columns` for `listId` and the chooser's options. A column without `defaultHidden` shows by default;
 * the user's choice (per signed-in person and list) overrides the default.
 */
export function useColumnChoice<C extends TChoosableColumn>(listId: string, columns: readonly C[]): TColumnChoice<C> {
  const [choice, setChoice] = useState<Record<string, boolean>>(() => readChoice(listId));
  const optional = columns.some((column) => column.defaultHidden === true);

  const shownOf = useCallback((column: C) => choice[columnKeyOf(column)] ?? column.defaultHidden !== true, [choice]);
  const visible = useMemo(() => columns.filter(shownOf), [columns, shownOf]);
  const options: TColumnOption[] = useMemo(
    () =>
      columns
        .filter((column) => columnKeyOf(column) !== '')
        .map((column) => ({
          key: columnKeyOf(column),
          title: textOf(column.title) || columnKeyOf(column),
          shown: shownOf(column),
        })),
    [columns, shownOf],
  );

  const change = useCallback(
    (next: Record<string, boolean>) => {
      // Only what differs from the screen's default is kept, so a new default reaches users who never changed it.
      const stored: Record<string, boolean> = {};
      for (const column of columns) {
        const key = columnKeyOf(column);
        if (key in next && next[key] !== (column.defaultHidden !== true)) stored[key] = next[key] as boolean;
      }
      writeChoice(listId, stored);
      setChoice(stored);
    },
    [columns, listId],
  );
  const toggle = useCallback((key: string, shown: boolean) => change({ ...choice, [key]: shown }), [change, choice]);
  const reset = useCallback(() => change({}), [change]);

  return { visible, options, optional, toggle, reset };
}
