import {
  CUSTOMER_STATUS,
  QUOTATION_DRAFT,
  QUOTE_VALID_DAYS,
  type TQuotationItemInput,
  type TQuotationRow,
  toApiDate,
} from '@packline/domain';
import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { product, productPrice } from '../catalogue/catalogue.tables.ts';
import { customer } from '../customers/customers.tables.ts';
import { newQuotationNo } from './quotation-number.ts';
import { activeApprovedLine, priceLines, today } from './quotation-pricing.service.ts';
import { listQuotationRows } from './quotation-read.ts';
import { quotation, quotationItem } from './quotations.tables.ts';

// ---- Bulk drafts from a price change ------------------------------------------------------------------------------

const daysFromToday = (days: number) => toApiDate(Date.now() + days * 86_400_000);

/**
 * PUT ProductPrice/GenerateQuotaByProductPrice (spec 02 §5): one bulk draft per active customer that holds a product
 * of the base product or has it in an active quotation: a line per such product of theirs, else one base-product
 * line, at their group's configured price, beside the price they have now. The caller checked every group is priced.
 */
export async function generateBulkDrafts(db: DbOrTx, baseProductId: number, actorId: number): Promise<TQuotationRow[]> {
  const held = await db
    .select({ customerId: product.customerId, productId: product.productId })
    .from(product)
    .where(and(eq(product.baseProductId, baseProductId), isNull(product.deletedAt), isNotNull(product.customerId)))
    .orderBy(asc(product.productId));
  const quoted = await db
    .selectDistinct({ customerId: quotation.customerId })
    .from(quotationItem)
    .innerJoin(quotation, eq(quotation.quotationId, quotationItem.quotationId))
    .leftJoin(product, eq(product.productId, quotationItem.productId))
    .where(
      and(
        activeApprovedLine(),
        or(eq(quotationItem.baseProductId, baseProductId), eq(product.baseProductId, baseProductId)),
      ),
    );
  const candidateIds = [
    ...new Set([...held.map((row) => row.customerId), ...quoted.map((row) => row.customerId)]),
  ].filter((customerId): customerId is number => customerId !== null);
  if (candidateIds.length === 0) return [];
  const customers = await db
    .select({ customerId: customer.customerId, group1: customer.group1 })
    .from(customer)
    .where(and(inArray(customer.customerId, candidateIds), eq(customer.statusId, CUSTOMER_STATUS.Active)))
    .orderBy(asc(customer.customerId));

  const configured = await db.select().from(productPrice).where(eq(productPrice.baseProductId, baseProductId));
  const groupPrice = (group1: number | null) =>
    configured.find((row) => group1 !== null && row.group1 === group1) ?? configured.find((row) => row.group1 === null);
  const effDate = today();
  const expDate = daysFromToday(QUOTE_VALID_DAYS);
  const created: number[] = [];
  for (const customerRow of customers) {
    const price = Number(groupPrice(customerRow.group1)?.price ?? 0);
    const productIds = held.filter((row) => row.customerId === customerRow.customerId).map((row) => row.productId);
    const items: TQuotationItemInput[] = productIds.length
      ? productIds.map((productId) => ({ productId, price }))
      : [{ baseProductId, price }];
    const lines = await priceLines(db, customerRow, items, { canEditMinPrice: false });
    const [row] = await db
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
    await db.insert(quotationItem).values(
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
  return created.length ? listQuotationRows(db, inArray(quotation.quotationId, created)) : [];
}
