import { getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { sequenceOf } from './sequences.ts';

/** The new row's id inside `writeNewRow`'s statement: put it in the writes' values wherever the id goes. */
export const NEW_ID: SQL<number> = sql<number>`(select ${sql.identifier('new_id')}.id from ${sql.identifier('new_id')})`;

/**
 * Writes a new row and the rows that hang from it (an order, its lines, its log, the customer's Last Order) as one
 * statement of data-modifying CTEs: `WITH new_id AS (SELECT nextval(…)), w0 AS (INSERT …), w1 AS (…) SELECT id`.
 * PostgreSQL runs it atomically, as its own transaction when `db` is the pool, so the save costs one round trip
 * instead of drawing the id, BEGIN, one per statement and COMMIT. The id comes from `idColumn`'s sequence inside the
 * statement (`NEW_ID` in the writes' values, drawn once), so a save refused before it draws none. The writes must not
 * read each other's rows (they all see the snapshot from before the statement); foreign keys between them are checked
 * at its end. An `undefined` entry is skipped (a write that does not apply). Answers the new id.
 */
export async function writeNewRow(
  db: DbOrTx,
  table: PgTable,
  idColumn: PgColumn,
  writes: readonly (SQLWrapper | undefined)[],
): Promise<number> {
  const drawn = sql`${sql.identifier('new_id')} as (select nextval(${sequenceOf(table, idColumn)})::int as id)`;
  const result = (await db.execute(
    sql`with ${sql.join([drawn, ...ctesOf(writes)], sql`, `)} select id from ${sql.identifier('new_id')}`,
  )) as unknown as { rows: { id: number }[] };
  const [row] = result.rows;
  if (!row) throw new Error(`No id was drawn for ${getTableName(table)}.`);
  return Number(row.id);
}

function ctesOf(writes: readonly (SQLWrapper | undefined)[]): SQL[] {
  return writes.flatMap((write, index) =>
    write === undefined ? [] : [sql`${sql.identifier(`w${index}`)} as (${write.getSQL()})`],
  );
}
