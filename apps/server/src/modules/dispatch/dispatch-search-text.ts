import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The dispatch's own text the list's search box matches (packing slip and tracking numbers), as one expression, so
 * that one trigram index (dispatch.tables.ts) serves `ILIKE '%text%'`; the query uses the very same expression
 * (dispatch-read.ts). `||` rather than concat_ws: an index expression must be immutable.
 */
export function dispatchSearchText(t: { packingSlipNo: AnyPgColumn; trackingNo: AnyPgColumn }): SQL {
  return sql`(${t.packingSlipNo} || ' ' || coalesce(${t.trackingNo}, ''))`;
}
