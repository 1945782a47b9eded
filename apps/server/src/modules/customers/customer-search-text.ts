import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const SEARCHED = [
  'company',
  'customerCode',
  'customerNumber',
  'contactPerson',
  'phone',
  'mobile',
  'email',
  'address1',
  'address2',
  'postalCode',
] as const;

/**
 * The customer's own text the list's search box matches, as one expression, so that one trigram index (customers.tables.ts) serves
 * `ILIKE '%text%'`; the query must use the very same expression (customer-read.ts). `||` rather than concat_ws: an
 * index expression must be immutable.
 */
export function customerSearchText(t: Record<(typeof SEARCHED)[number], AnyPgColumn>): SQL {
  return sql`(${sql.join(
    SEARCHED.map((key) => sql`coalesce(${t[key]}, '')`),
    sql` || ' ' || `,
  )})`;
}
