import { QUOTATION_DRAFT, QUOTE_VALID_DAYS, quoteToken, toApiDate } from '@packline/domain';
import type { DbOrTx } from '../../db/client.ts';
import { newQuotationNo } from './quotation-number.ts';
import { quotation, quotationItem, quotationOption, quotationOptionItem } from './quotations.tables.ts';

// Quotation rows written straight to the tables, in any state (confirmed, template, contract), for the tests of the
// public page, the PDF and the quote-token uploads.

export interface TQuoteRowsInput {
  customerId: number;
  employeeId: number;
  lines: { baseProductId?: number; productId?: number; price: string; cartonQuantity?: number; notes2?: string }[];
  draft?: number;
  isFinal?: 0 | 1;
  isTemplate?: 0 | 1;
  custConfirmed?: 0 | 1;
  notes?: string;
  options?: { name: string; customizeOptionNotes?: string }[];
}

export interface TQuoteRows {
  quotationId: number;
  quotationNo: string;
  token: string;
  itemIds: number[];
}

export async function insertQuotationRows(db: DbOrTx, input: TQuoteRowsInput): Promise<TQuoteRows> {
  const [row] = await db
    .insert(quotation)
    .values({
      quotationNo: newQuotationNo(),
      customerId: input.customerId,
      employeeId: input.employeeId,
      effDate: toApiDate(new Date()),
      expDate: toApiDate(Date.now() + QUOTE_VALID_DAYS * 86_400_000),
      draft: input.draft ?? QUOTATION_DRAFT.Draft,
      isFinal: input.isFinal ?? 0,
      isTemplate: input.isTemplate ?? 0,
      templateName: input.isTemplate ? 'Template' : null,
      custConfirmed: input.custConfirmed ?? 0,
      notes: input.notes ?? null,
    })
    .returning();
  const items =
    input.lines.length === 0
      ? []
      : await db
          .insert(quotationItem)
          .values(
            input.lines.map((line, index) => ({
              quotationId: row.quotationId,
              productId: line.productId ?? null,
              baseProductId: line.baseProductId ?? null,
              price: line.price,
              originPrice: '1.000',
              margin: '12.50',
              currentPrice: '2.000',
              cartonQuantity: line.cartonQuantity ?? 1000,
              notes2: line.notes2 ?? null,
              sortOrder: index,
            })),
          )
          .returning({ quotationItemId: quotationItem.quotationItemId });
  for (const option of input.options ?? []) {
    const [item] = await db.insert(quotationOptionItem).values({ name: option.name }).returning();
    await db.insert(quotationOption).values({
      quotationId: row.quotationId,
      quotationOptionItemId: item.quotationOptionItemId,
      customizeOptionNotes: option.customizeOptionNotes ?? null,
    });
  }
  return {
    quotationId: row.quotationId,
    quotationNo: row.quotationNo,
    token: quoteToken(row),
    itemIds: items.map((item) => item.quotationItemId),
  };
}
