import { is, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgNumeric, PgTimestamp } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

// A whole large list answered as JSON that PostgreSQL writes (issue 13 §2: a list without `page` answers within 2× its
// SQL floor): the server then neither maps tens of thousands of rows nor serialises them, it splices one text into
// the envelope (http/reply.ts `rawJsonRows`). The JSON is what the row mapping would have sent: numeric columns as
// text (as Drizzle reads them), timestamps as Date.toISOString writes them.

type TField = PgColumn | SQL;

/** A column as the API's JSON carries it (see above); an SQL expression as it is. */
function wireValue(field: TField): SQL {
  if (is(field, PgNumeric)) return sql`${field}::text`;
  if (is(field, PgTimestamp)) return sql`to_char(${field} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql`${field}`;
}

/** A JSON object of these fields; null when `presentWhen` is null (a left join that found nothing). */
export function jsonObject(fields: Record<string, TField>, presentWhen?: PgColumn): SQL {
  const pairs = Object.entries(fields).map(([key, field]) => sql`${key}::text, ${wireValue(field)}`);
  const object = sql`json_build_object(${sql.join(pairs, sql`, `)})`;
  return presentWhen ? sql`case when ${presentWhen} is null then null else ${object} end` : object;
}

/** The fields of a row, each aliased by its key, for `jsonArrayOf`'s subquery. */
export function jsonFields(fields: Record<string, TField>): Record<string, SQL.Aliased> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, wireValue(field).as(key)]));
}

/**
 * The rows of a query selecting `jsonFields` as one JSON array text, in the query's order. Each row comes as its own
 * JSON text (one message per row: a single 40 MB value costs the driver far more to receive) and they are joined here.
 */
export async function jsonArrayOf(db: DbOrTx, rows: { as(alias: string): unknown }): Promise<string> {
  const subquery = rows.as('json_row') as SQL;
  const result = (await db.execute(
    sql`select row_to_json(${sql.identifier('json_row')})::text as json from ${subquery}`,
  )) as unknown as { rows: { json: string }[] };
  return `[${result.rows.map((row) => row.json).join(',')}]`;
}
