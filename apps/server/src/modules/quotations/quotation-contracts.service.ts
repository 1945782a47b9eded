import {
  QUOTATION_DRAFT,
  type TAddQuotation,
  type TDeletedQuotationItem,
  type TQuotation,
  type TUpdateQuotation,
} from '@packline/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { getQuotation, quotationItemQuery, toQuotationItem } from './quotation-read.ts';
import {
  findOwnQuotation,
  findVisibleQuotation,
  insertQuotation,
  saveQuotation,
  type TQuotationActor,
} from './quotations.service.ts';
import { quotation, quotationItem } from './quotations.tables.ts';

// ---- Contract prices ----------------------------------------------------------------------------------------------

/**
 * PUT Quotation/UpdateContractQuotation: adds the customer's price contract (approved at once, never expires) when
 * the body has no quotationId, else changes it.
 */
export async function saveContract(
  db: Database,
  input: TAddQuotation | TUpdateQuotation,
  actor: TQuotationActor,
): Promise<TQuotation> {
  return db.transaction(async (tx) => {
    if (!('quotationId' in input)) {
      const quotationId = await insertQuotation(tx, input, actor, { draft: QUOTATION_DRAFT.Approved, isFinal: 1 });
      return getQuotation(tx, quotationId);
    }
    const current = await findOwnQuotation(tx, input.quotationId, actor);
    if (current.isFinal !== 1) throw new NotFoundError(`Contract ${input.quotationId} was not found.`);
    await saveQuotation(tx, current, input, actor, QUOTATION_DRAFT.Approved);
    return getQuotation(tx, input.quotationId);
  });
}

/** DELETE QuotationItem/DeleteContract: archives one line of a contract, with who and why. */
export async function deleteContractItem(
  db: Database,
  query: { id: number; deletedNotes: string },
  actor: TQuotationActor,
) {
  return db.transaction(async (tx) => {
    const line = await firstOrNotFound(
      tx
        .select({ quotationId: quotationItem.quotationId })
        .from(quotationItem)
        .innerJoin(quotation, eq(quotation.quotationId, quotationItem.quotationId))
        .where(
          and(eq(quotationItem.quotationItemId, query.id), eq(quotation.isFinal, 1), isNull(quotationItem.deletedAt)),
        ),
      `Contract item ${query.id} was not found.`,
    );
    await findVisibleQuotation(tx, line.quotationId, actor.scope);
    const now = new Date();
    await tx
      .update(quotationItem)
      .set({
        deletedAt: now,
        deletedOperatorId: actor.employeeId,
        deletedNotes: query.deletedNotes,
        updatedBy: actor.employeeId,
      })
      .where(eq(quotationItem.quotationItemId, query.id));
    return { quotationItemId: query.id };
  });
}

/** GET QuotationItem/GetAllDeleted: archived lines, newest first. */
export async function listDeletedItems(db: DbOrTx): Promise<TDeletedQuotationItem[]> {
  const rows = await quotationItemQuery(db, isNotNull(quotationItem.deletedAt));
  return rows
    .map((row) => ({
      ...toQuotationItem(row),
      quotationNo: row.quotationNo,
      customerId: row.customerId,
      company: row.company,
      deletedAt: row.item.deletedAt?.toISOString() ?? '',
      deletedOperatorId: row.item.deletedOperatorId,
      deletedOperatorName: row.deletedOperatorName,
      deletedNotes: row.item.deletedNotes,
    }))
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || b.quotationItemId - a.quotationItemId);
}
