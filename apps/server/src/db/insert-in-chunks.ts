import { getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from './client.ts';

/** PostgreSQL binds at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 65_535;

/**
 * Writes `rows` in multi-row INSERTs small enough for PostgreSQL's parameter limit (at most one parameter per column
 * and row), in order. Answers the `returning` fields of every inserted row in the order of `rows` (none without it).
 */
export async function insertInChunks<TTable extends PgTable, TFields extends SelectedFieldsFlat = Record<never, never>>(
  db: DbOrTx,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
  returning?: TFields,
): Promise<SelectResultFields<TFields>[]> {
  const chunkSize = Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length);
  const inserted: SelectResultFields<TFields>[] = [];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const insert = db.insert(table).values(rows.slice(start, start + chunkSize));
    // The generic table hides the row type drizzle infers for a concrete one; TFields gives it back.
    if (returning) inserted.push(...((await insert.returning(returning)) as SelectResultFields<TFields>[]));
    else await insert;
  }
  return inserted;
}
