import { timingSafeEqual } from 'node:crypto';
import {
  parseQuoteToken,
  QUOTATION_DRAFT,
  QUOTATION_MESSAGES,
  type TAcceptQuotation,
  type TPublicQuotation,
  type TQuotation,
} from '@packline/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { getQuotation, readQuoteParties } from './quotation-read.ts';
import { quotation, quotationItem } from './quotations.tables.ts';

// The public quote page (spec 01 §3, §4, §7): the customer opens /cus-qot?number_id={quotationNo}_{quotationId}
// without a login, reads the quote, chooses one line per price group and accepts once. The number and id together
// are the secret, so every mismatch answers the same 'Get Quotation error' and reveals nothing.

const notFound = () => new NotFoundError(QUOTATION_MESSAGES.getError);

/** Compared in constant time, so response times do not reveal how much of a guessed number was right. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The quotation a token names; `{ lock: tx }` locks it for update until that transaction ends (only a transaction
 * can hold a lock). Templates and contracts are never offered to a customer.
 */
async function findQuotationByToken(
  db: DbOrTx,
  quotationId: number,
  quotationNo: string,
  options: { lock?: Transaction } = {},
) {
  const lock = options.lock !== undefined;
  const query = (options.lock ?? db)
    .select({
      quotationId: quotation.quotationId,
      quotationNo: quotation.quotationNo,
      customerId: quotation.customerId,
      isFinal: quotation.isFinal,
      isTemplate: quotation.isTemplate,
      custConfirmed: quotation.custConfirmed,
    })
    .from(quotation)
    .where(eq(quotation.quotationId, quotationId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !sameText(row.quotationNo, quotationNo.trim()) || row.isTemplate === 1 || row.isFinal === 1) {
    throw notFound();
  }
  return row;
}

/**
 * The check of every call a caller without a staff session makes for a quote (the page, its PDF, uploads and
 * attachments, spec 01 §7): the token (`{quotationNo}_{quotationId}`, or its two parts) must name a quotation a
 * customer can open (and, given `forCustomerId`, one of that customer). The answer is the quotation and its customer.
 */
export async function assertQuoteToken(
  db: DbOrTx,
  token: string | { quotationId: number; quotationNo: string } | null | undefined,
  forCustomerId?: number,
): Promise<{ quotationId: number; customerId: number }> {
  const parsed = typeof token === 'object' && token !== null ? token : parseQuoteToken(token);
  if (!parsed) throw notFound();
  const found = await findQuotationByToken(db, parsed.quotationId, parsed.quotationNo);
  if (forCustomerId !== undefined && found.customerId !== forCustomerId) throw notFound();
  return { quotationId: found.quotationId, customerId: found.customerId };
}

function toPublicQuotation(
  quote: TQuotation,
  client: TPublicQuotation['customer'],
  creator: TPublicQuotation['employee'],
  contactName: string | null,
): TPublicQuotation {
  return {
    quotationId: quote.quotationId,
    quotationNo: quote.quotationNo,
    effDate: quote.effDate,
    expDate: quote.expDate,
    isFinal: quote.isFinal,
    custConfirmed: quote.custConfirmed,
    custConfimedAt: quote.custConfimedAt,
    notes: quote.notes,
    customer: client,
    employee: creator,
    contactName,
    // Only what the customer may read: no minimum price, margin, current price or warning state.
    quotationItem: quote.quotationItem.map((item) => ({
      quotationItemId: item.quotationItemId,
      productId: item.productId,
      baseProductId: item.baseProductId,
      productCode: item.productCode,
      productName: item.productName,
      itemDesc: item.itemDesc,
      rawmaterialDesc: item.rawmaterialDesc,
      sleevePkt: item.sleevePkt,
      sleeveQty: item.sleeveQty,
      cartonQuantity: item.cartonQuantity,
      price: item.price,
      notes: item.notes,
      notes2: item.notes2,
      custChosen: item.custChosen,
    })),
    quotationOption: quote.quotationOption.map((option) => ({
      name: option.name,
      customizeOptionNotes: option.customizeOptionNotes,
    })),
  };
}

/** GET Quotation/GetQuotationByIdAndNo: the quote as its customer sees it. */
export async function getPublicQuotation(
  db: DbOrTx,
  quotationId: number,
  quotationNo: string,
): Promise<TPublicQuotation> {
  const found = await findQuotationByToken(db, quotationId, quotationNo);
  const [quote, { client, creator, contactName }] = await Promise.all([
    getQuotation(db, found.quotationId),
    readQuoteParties(db, found.quotationId, found.customerId),
  ]);
  if (!client || !creator) throw notFound();
  return toPublicQuotation(quote, client, creator, contactName);
}

/**
 * The lines the customer chose: in each price group (the lines of one base product) exactly one; a group of one line
 * is chosen by itself. Anything else asks 'Please select!'.
 */
function chosenLines(lines: { quotationItemId: number; baseProductId: number | null }[], chosen: number[]): number[] {
  const wanted = new Set(chosen);
  if ([...wanted].some((id) => !lines.some((line) => line.quotationItemId === id))) {
    throw new BusinessError(QUOTATION_MESSAGES.select);
  }
  const groups = new Map<number | null, typeof lines>();
  for (const line of lines) groups.set(line.baseProductId, [...(groups.get(line.baseProductId) ?? []), line]);
  const result: number[] = [];
  for (const group of groups.values()) {
    const picked = group.length === 1 ? group : group.filter((line) => wanted.has(line.quotationItemId));
    if (picked.length !== 1) throw new BusinessError(QUOTATION_MESSAGES.select);
    result.push(...picked.map((line) => line.quotationItemId));
  }
  return result;
}

/**
 * PUT Quotation/UpdateQuotation without a staff session: the customer accepts (spec 01 §4). The row is locked, so two
 * accepts of the same quote cannot both succeed; custConfimedAt is written once and draft becomes 0 (spec 01 §4).
 * Only base-product lines can be accepted; staff then give each chosen line a real product in the Approve dialog.
 */
export async function acceptQuotation(db: Database, input: TAcceptQuotation): Promise<TPublicQuotation> {
  return db.transaction(async (tx) => {
    const found = await findQuotationByToken(tx, input.quotationId, input.quotationNo, { lock: tx });
    if (found.custConfirmed === 1) throw new BusinessError(QUOTATION_MESSAGES.alreadyConfirmed);
    const lines = await tx
      .select({
        quotationItemId: quotationItem.quotationItemId,
        productId: quotationItem.productId,
        baseProductId: quotationItem.baseProductId,
      })
      .from(quotationItem)
      .where(and(eq(quotationItem.quotationId, found.quotationId), isNull(quotationItem.deletedAt)));
    if (lines.some((line) => line.productId !== null)) {
      throw new BusinessError(QUOTATION_MESSAGES.productLinesNotAcceptable);
    }
    const chosen = chosenLines(
      lines,
      input.quotationItem.map((item) => item.quotationItemId),
    );
    const lineIds = lines.map((line) => line.quotationItemId);
    await tx.update(quotationItem).set({ custChosen: 0 }).where(inArray(quotationItem.quotationItemId, lineIds));
    await tx.update(quotationItem).set({ custChosen: 1 }).where(inArray(quotationItem.quotationItemId, chosen));
    await tx
      .update(quotation)
      .set({ custConfirmed: 1, custConfimedAt: new Date(), draft: QUOTATION_DRAFT.Approved })
      .where(eq(quotation.quotationId, found.quotationId));
    return getPublicQuotation(tx, input.quotationId, input.quotationNo);
  });
}
