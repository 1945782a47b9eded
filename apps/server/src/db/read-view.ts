import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

// The join helpers of a module's published reads (`<module>.reads.ts`, modules/README.md "Reads other modules may
// use"): the owning module keeps its table object and joins it into the caller's `$dynamic()` select, so another
// module names the columns it may read and the row it joins by, never the table.

/** What joins `table` to a select by `key` = the caller's column (or expression). */
export function joinsBy(table: PgTable, key: AnyPgColumn) {
  return {
    /** The select with `table` inner-joined on its key = `on`. */
    innerJoin: <T extends PgSelect>(select: T, on: AnyPgColumn | SQL) => select.innerJoin(table, eq(key, on)),
    /** The select with `table` left-joined on its key = `on` (its columns may then be null). */
    leftJoin: <T extends PgSelect>(select: T, on: AnyPgColumn | SQL) => select.leftJoin(table, eq(key, on)),
  };
}

/**
 * The select with each join applied in turn (`(select) => view.leftJoin(select, on)`), for a select with many joins.
 * Drizzle's joins add to the builder they are called on, and a dynamic select's rows are typed by its fields.
 */
export function withJoins<T extends PgSelect>(select: T, ...joins: ((select: PgSelect) => unknown)[]): T {
  for (const join of joins) join(select);
  return select;
}

/** What a published read's `select` starts from: the database, a transaction or `db.with(…)` (common table expressions). */
export type TSelectSource = Pick<Database, 'select'>;
