import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { joinsBy } from '../../db/read-view.ts';
import { quotation, quotationItem } from './quotations.tables.ts';

// What other modules may read of quotations (modules/README.md "Reads other modules may use"): which customer a
// quotation is for, and its lines' products and prices (an order made from a quotation).

/** Quotations as another module reads them. */
export const quotations = {
  quotationId: quotation.quotationId,
  customerId: quotation.customerId,
  ...joinsBy(quotation, quotation.quotationId),
};

/** Quotation lines as another module reads them. */
export const quotationLines = {
  quotationItemId: quotationItem.quotationItemId,
  quotationId: quotationItem.quotationId,
  productId: quotationItem.productId,
  sortOrder: quotationItem.sortOrder,
  price: quotationItem.price,
  originPrice: quotationItem.originPrice,
  deletedAt: quotationItem.deletedAt,
  ...joinsBy(quotationItem, quotationItem.quotationItemId),
  /** A select of `fields` from the quotation lines. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(quotationItem).$dynamic(),
};
