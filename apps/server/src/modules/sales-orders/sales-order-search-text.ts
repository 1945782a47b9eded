import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const SEARCHED = ['orderNo', 'custOrderNo', 'deliveryName', 'deliveryAddress'] as const;

/**
 * The order's own text the order lists' search box matches, as one expression, so that one trigram index
 * (sales-orders.tables.ts) serves `ILIKE '%text%'`; the query must use the very same expression (sales-order-lists.ts).
 * `||` rather than concat_ws: an index expression must be immutable.
 */
export function orderSearchText(t: Record<(typeof SEARCHED)[number], AnyPgColumn>): SQL {
  return sql`(${sql.join(
    SEARCHED.map((key) => sql`coalesce(${t[key]}, '')`),
    sql` || ' ' || `,
  )})`;
}
