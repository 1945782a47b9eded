import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The product's and the base product's own text the lists' search boxes and the pickers match, each as one
// expression, so that one trigram index (catalogue.tables.ts) serves `ILIKE '%text%'`; the queries use the very same
// expression (product-read.ts, base-product-read.ts). `||` rather than concat_ws: an index expression must be
// immutable.

/** `productCode productName` (both required). */
export function productSearchText(t: { productCode: AnyPgColumn; productName: AnyPgColumn }): SQL {
  return sql`(${t.productCode} || ' ' || ${t.productName})`;
}

/** `productCode baseProductName specification`. */
export function baseProductSearchText(t: {
  productCode: AnyPgColumn;
  baseProductName: AnyPgColumn;
  rawmaterialDesc: AnyPgColumn;
}): SQL {
  return sql`(${t.productCode} || ' ' || ${t.baseProductName} || ' ' || coalesce(${t.rawmaterialDesc}, ''))`;
}
