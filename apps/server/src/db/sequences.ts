import { getTableName, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** After rows were inserted with explicit ids, move the identity sequence past them. */
export async function syncIdSequence(db: DbOrTx, table: PgTable, idColumn: PgColumn): Promise<void> {
  await db.execute(
    sql`select setval(${sequenceOf(table, idColumn)}, greatest((select max(${idColumn}) from ${table}), 1))`,
  );
}

/** The identity sequence of a table's id column, as SQL. */
export function sequenceOf(table: PgTable, idColumn: PgColumn): SQL {
  // The database uses snake_case column names (drizzle `casing`); the column object knows only its key.
  return sql`pg_get_serial_sequence(${getTableName(table)}, ${toSnakeCase(idColumn.name)})`;
}

/**
 * Inserts rows whose ids the specs give meaning to (order status 3, payment term 6, ...), keeps the rows already there
 * (an administrator may have renamed them), then moves the identity sequence past them.
 */
export async function insertFixedRows(
  db: DbOrTx,
  table: PgTable,
  idColumn: PgColumn,
  rows: Record<string, unknown>[],
): Promise<void> {
  // The rows match the table's columns by construction; Drizzle cannot check that through the generic PgTable.
  await db
    .insert(table)
    .values(rows as never)
    .onConflictDoNothing({ target: idColumn });
  await syncIdSequence(db, table, idColumn);
}

/**
 * Draws `count` new ids from a table's identity sequence before its rows are inserted, so that codes made from the id
 * (order number, barcode, pallet code) go in with the INSERT. Sequences are not transactional: two callers never get
 * the same id, and an id drawn by a failed save is simply never used.
 */
export async function drawIds(db: DbOrTx, table: PgTable, idColumn: PgColumn, count = 1): Promise<number[]> {
  if (count <= 0) return [];
  const rows = await db
    .select({ id: sql<number>`nextval(${sequenceOf(table, idColumn)})::int` })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => Number(row.id));
}
