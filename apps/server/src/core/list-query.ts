import type { TListQuery, TPageMeta, TSortOrder } from '@packline/domain';
import { type AnyColumn, Column, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { JsonList } from '../db/json-rows.ts';
import { containsPattern } from '../db/patterns.ts';
import { AppError } from './errors.ts';
import { pageMeta, pageWindow } from './paging.ts';

// The SQL side of a list a screen pages on the server (modules/README.md "Lists that page"): the sort a column header
// asks for, the free-text search, and one page of rows with the total of the same filter.

/** A list's rows: read into objects (a page), or a whole list's JSON (db/json-rows.ts). */
export type TListRows<T> = T[] | JsonList<T>;

/** What a list may sort by: a column, or an expression (e.g. a joined name). */
export type TSortable = AnyColumn | SQL;

/**
 * ORDER BY for `?sortField&sortOrder`, from the list's map of sortable fields; without sortField, `fallback`.
 * The id comes last in the same direction, so equal values keep one order and no row is on two pages. An empty
 * value counts as the smallest (first ascending, last descending), as antd's own sorters did; the btree index of a
 * nullable sort column is declared `asc().nullsFirst()` so both directions read it (forwards and backwards).
 */
export function orderByOf<F extends string>(
  sorts: Record<F, TSortable>,
  query: { sortField?: string; sortOrder?: TSortOrder },
  fallback: { field: F; order: TSortOrder },
  id: AnyColumn,
): SQL[] {
  const field = query.sortField ?? fallback.field;
  if (!Object.hasOwn(sorts, field)) {
    const message = `Cannot sort by "${field}": sortField is one of ${Object.keys(sorts).join(', ')}`;
    throw new AppError(400, message, 'Validation failed', { sortField: [message] });
  }
  const order = query.sortField ? (query.sortOrder ?? 'ascend') : fallback.order;
  const direction = order === 'descend' ? sql.raw('desc') : sql.raw('asc');
  const sortable = sorts[field as F];
  const nullable = !(sortable instanceof Column) || !sortable.notNull;
  const nulls = nullable ? sql.raw(order === 'descend' ? ' nulls last' : ' nulls first') : sql.raw('');
  return [sql`${sortable} ${direction}${nulls}`, sql`${id} ${direction}`];
}

// Brackets, quotes and dashes around a word are how a label is written ('Aroha Café (Aroha Café Limited)',
// 'BP-12 — Cup'), not what a person searches for.
const WORD_EDGES = /^[()[\]{}<>,;:"'“”‘’—–]+|[()[\]{}<>,;:"'“”‘’—–]+$/g;

/** The words of a search text, without the brackets, quotes and dashes a label puts around them. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\s+/)
    .map((word) => word.replace(WORD_EDGES, ''))
    .filter(Boolean);
}

/**
 * The condition for `?search`: every word of the text is found by one of `matches` (none when the text is blank), so
 * 'aroha limited' and an option's whole label ('Aroha Café (Aroha Café Limited)') both find the row. `ilikeAny` builds
 * the usual `column ILIKE %word%` arms; a list adds its own (e.g. a lookup's name through its indexed id, or a status
 * whose name holds the word, which `matches` gets as well).
 */
export function searchOf(text: string | undefined, matches: (pattern: string, word: string) => SQL[]): SQL | undefined {
  const words = searchWords(text);
  const conditions = words.flatMap((word) => {
    const arms = matches(containsPattern(word), word);
    return arms.length ? [sql`(${sql.join(arms, sql` or `)})`] : [];
  });
  if (conditions.length === 0) return undefined;
  return conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` and `)})`;
}

/**
 * A search arm on a value shown by name (a status): `value IN (the ids whose name holds the word, any case)`; no arm
 * when no name holds it.
 */
export function namedMatches(word: string, value: SQLWrapper, names: Record<number, string>): SQL[] {
  const needle = word.toLowerCase();
  const ids = Object.entries(names)
    .filter(([, name]) => name.toLowerCase().includes(needle))
    .map(([id]) => Number(id));
  return ids.length > 0 ? [inArray(value, ids)] : [];
}

/** `value ILIKE pattern` for each value (columns or expressions); `%` and `_` in the text are literal. */
export function ilikeAny(pattern: string, values: SQLWrapper[]): SQL[] {
  return values.map((value) => sql`${value} ilike ${pattern}`);
}

/**
 * A search arm on a lookup's name that reads the row's indexed foreign key:
 * `fk = any(array(select id from lookup where name ilike pattern))`, the lookup read once for the whole query.
 */
export function lookupNameMatches(pattern: string, foreignKey: AnyColumn, lookupId: AnyColumn, name: SQLWrapper): SQL {
  return sql`${foreignKey} = any(array(select ${lookupId} from ${lookupId.table} where ${name} ilike ${pattern}))`;
}

/** A select a page can be cut from (Drizzle's select with its joins, filter and ORDER BY). */
export interface TPageable<R> extends PromiseLike<R[]> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/** What a list is read from: its select, the count of the same filter, and the row each of its rows makes. */
interface TListSelect<R, T> {
  rows: TPageable<R>;
  count: PromiseLike<{ total: number }[]>;
  toRow: (row: R) => T;
}

/**
 * One page of a list and its total, or the whole list without `page`. `rows` is the list's select with its joins,
 * filter and ORDER BY; `count` counts the same filter (`db.select({ total: count() }).from(table).where(where)`,
 * joining only what the filter reads). Two queries rather than `count(*) over ()`: the window makes PostgreSQL join
 * and sort every matching row before the LIMIT. Measured on PostgreSQL 15, 50,000 customers, page of 100 by company:
 * rows + count 1.5 + 4 ms, with count(*) over () 115–155 ms; with a status filter 1 + 3 ms against 72–86 ms.
 * A list that can be large gives `whole`: its whole list's JSON, the rows `toRow` makes read from text
 * (db/json-rows.ts), which only a reply sends.
 */
export async function listPage<R, T>(
  query: TListQuery,
  select: TListSelect<R, T> & { whole: () => Promise<JsonList<T>> },
): Promise<{ rows: TListRows<T>; meta: TPageMeta | null }>;
export async function listPage<R, T>(
  query: TListQuery,
  select: TListSelect<R, T>,
): Promise<{ rows: T[]; meta: TPageMeta | null }>;
export async function listPage<R, T>(
  query: TListQuery,
  select: TListSelect<R, T> & { whole?: () => Promise<JsonList<T>> },
): Promise<{ rows: TListRows<T>; meta: TPageMeta | null }> {
  const window = pageWindow(query);
  if (!window && select.whole) return { rows: await select.whole(), meta: null };
  if (!window) return { rows: (await select.rows).map(select.toRow), meta: null };
  const [rows, counted] = await Promise.all([select.rows.limit(window.limit).offset(window.offset), select.count]);
  return { rows: rows.map(select.toRow), meta: pageMeta(window, counted[0]?.total ?? 0) };
}
