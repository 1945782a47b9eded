import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { NotFoundError } from '../core/errors.ts';
import type { DbOrTx, Transaction } from './client.ts';

// The row a write works on, found or locked by its id, and the module's own 404 message when it is not there
// (issue 32 §3): every service asked for a row the same way, so it is written once here.

/** `value`, or a NotFoundError with the module's message when there is none (a Map's miss, a query's empty answer). */
export function orNotFound<T>(value: T | null | undefined, notFoundMessage: string): T {
  if (value === undefined || value === null) throw new NotFoundError(notFoundMessage);
  return value;
}

/** The first row a query answers, or a NotFoundError with the module's message. */
export async function firstOrNotFound<T>(rows: PromiseLike<readonly T[]>, notFoundMessage: string): Promise<T> {
  const [row] = await rows;
  return orNotFound(row, notFoundMessage);
}

const primaryKeys = new WeakMap<PgTable, PgColumn>();

/** The table's one-column primary key (every module table's `id()`). */
function primaryKeyOf(table: PgTable): PgColumn {
  let key = primaryKeys.get(table);
  if (!key) {
    const keys = Object.values(getTableColumns(table)).filter((column) => column.primary);
    if (keys.length !== 1)
      throw new Error('lockById and findByIdOrNotFound need a table with a one-column primary key.');
    key = keys[0] as PgColumn;
    primaryKeys.set(table, key);
  }
  return key;
}

/**
 * The row of `table` whose primary key is `id` (and that meets `where`, e.g. not deleted), locked FOR UPDATE until the
 * transaction ends; NotFoundError with `notFoundMessage` when there is none. Only a transaction holds a lock, so the
 * pool is a type error here.
 */
export async function lockById<T extends PgTable>(
  tx: Transaction,
  table: T,
  id: number,
  notFoundMessage: string,
  where?: SQL,
): Promise<T['$inferSelect']> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(primaryKeyOf(table), id), where))
    .for('update');
  return orNotFound(rows[0] as T['$inferSelect'] | undefined, notFoundMessage);
}

/** The row of `table` whose primary key is `id` (and that meets `where`), unlocked; NotFoundError when there is none. */
export async function findByIdOrNotFound<T extends PgTable>(
  db: DbOrTx,
  table: T,
  id: number,
  notFoundMessage: string,
  where?: SQL,
): Promise<T['$inferSelect']> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(primaryKeyOf(table), id), where));
  return orNotFound(rows[0] as T['$inferSelect'] | undefined, notFoundMessage);
}
