import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const SEARCHED = ['quotationNo', 'templateName'] as const;

/**
 * The quotation's own text the quotation lists' search box matches, as one expression, so that one trigram index
 * (quotations.tables.ts) serves `ILIKE '%text%'`; the query must use the very same expression (quotation-read.ts).
 * `||` rather than concat_ws: an index expression must be immutable.
 */
export function quotationSearchText(t: Record<(typeof SEARCHED)[number], AnyPgColumn>): SQL {
  return sql`(${sql.join(
    SEARCHED.map((key) => sql`coalesce(${t[key]}, '')`),
    sql` || ' ' || `,
  )})`;
}
