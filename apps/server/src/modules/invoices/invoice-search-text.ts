import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The invoice's own text the list's search box matches (its note and packing slip number: the dispatch id, at least
 * six digits, as packingSlipNoOf), as one expression, so that one trigram index (invoices.tables.ts) serves `ILIKE '%text%'`; the query uses
 * the very same expression (invoices-read.ts). `||` and lpad rather than concat_ws: an index expression must be
 * immutable.
 */
export function invoiceSearchText(t: { invoiceNote: AnyPgColumn; dispatchId: AnyPgColumn }): SQL {
  const id = sql`${t.dispatchId}::text`;
  return sql`(coalesce(${t.invoiceNote}, '') || ' ' || coalesce(lpad(${id}, greatest(6, length(${id})), '0'), ''))`;
}
