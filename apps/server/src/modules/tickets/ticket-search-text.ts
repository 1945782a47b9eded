import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const SEARCHED = ['content', 'result', 'contectPerson', 'contectNo'] as const;

/**
 * The ticket's own text the list's search box matches, as one expression, so that one trigram index (tickets.tables.ts)
 * serves `ILIKE '%text%'`; the query must use the very same expression (ticket-read.ts). `||` rather than concat_ws: an
 * index expression must be immutable.
 */
export function ticketSearchText(t: Record<(typeof SEARCHED)[number], AnyPgColumn>): SQL {
  return sql`(${sql.join(
    SEARCHED.map((key) => sql`coalesce(${t[key]}, '')`),
    sql` || ' ' || `,
  )})`;
}
