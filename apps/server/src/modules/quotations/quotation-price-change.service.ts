import {
  QUOTATION_DRAFT,
  QUOTE_VALID_DAYS,
  shiftDate,
  type TQuotationItemInput,
  type TQuotationRow,
  todayInAuckland,
} from '@packline/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assertPricedForAllGroups, listProductPrices } from '../catalogue/product-prices.service.ts';
import { newQuotationNo } from './quotation-number.ts';
import { priceLines } from './quotation-pricing.service.ts';
import { listQuotationRows, readBulkDraftCustomers } from './quotation-read.ts';
import { quotation, quotationItem } from './quotations.tables.ts';

// ---- Bulk drafts from a price change ------------------------------------------------------------------------------

/**
 * PUT ProductPrice/GenerateQuotaByProductPrice (spec 02 §5): one bulk draft per active customer that holds a product
 * of the base product or has it in an active quotation: a line per such product of theirs, else one base-product
 * line, at their group's configured price, beside the price they have now; refused unless every group is priced.
 */
export async function generateBulkDrafts(
  db: Database,
  baseProductId: number,
  actorId: number,
): Promise<TQuotationRow[]> {
  return db.transaction(async (tx) => {
    await assertPricedForAllGroups(tx, baseProductId);
    const { held, customers } = await readBulkDraftCustomers(tx, baseProductId);
    if (customers.length === 0) return [];
    const configured = await listProductPrices(tx, baseProductId);
    const groupPrice = (group1: number | null) =>
      configured.find((row) => group1 !== null && row.group1 === group1) ??
      configured.find((row) => row.group1 === null);
    const effDate = todayInAuckland();
    const expDate = shiftDate(effDate, QUOTE_VALID_DAYS, 'day');
    const created: number[] = [];
    for (const customerRow of customers) {
      const price = Number(groupPrice(customerRow.group1)?.price ?? 0);
      const productIds = held.filter((row) => row.customerId === customerRow.customerId).map((row) => row.productId);
      const items: TQuotationItemInput[] = productIds.length
        ? productIds.map((productId) => ({ productId, price }))
        : [{ baseProductId, price }];
      const lines = await priceLines(tx, customerRow, items, { canEditMinPrice: false });
      const [row] = await tx
        .insert(quotation)
        .values({
          quotationNo: newQuotationNo(),
          customerId: customerRow.customerId,
          employeeId: actorId,
          effDate,
          expDate,
          draft: QUOTATION_DRAFT.BulkDraft,
          createdBy: actorId,
        })
        .returning({ quotationId: quotation.quotationId });
      await tx.insert(quotationItem).values(
        lines.map((line) => ({
          ...line,
          quotationId: row.quotationId,
          beforeChangePrice: line.currentPrice,
          isLowerPrice: line.currentPrice !== null && Number(line.price) < Number(line.currentPrice) ? 1 : 0,
          createdBy: actorId,
        })),
      );
      created.push(row.quotationId);
    }
    return created.length ? listQuotationRows(tx, inArray(quotation.quotationId, created)) : [];
  });
}
