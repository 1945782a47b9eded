import {
  QUOTATION_DRAFT,
  QUOTATION_MESSAGES,
  type TApproveQuotation,
  type TQuotation,
  type TQuotationRow,
  type TUpdateQuotation,
} from '@packline/domain';
import { eq, inArray } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { addProduct, getProduct } from '../catalogue/products.service.ts';
import { currentPrices, keyOf, listActiveLines, type TActiveLine } from './quotation-pricing.service.ts';
import { getQuotation, listQuotationRows, quotationItemQuery, toQuotationItem } from './quotation-read.ts';
import { findOwnQuotation, findVisibleQuotation, saveQuotation, type TQuotationActor } from './quotations.service.ts';
import { quotation, quotationItem } from './quotations.tables.ts';

// ---- Approving: the overwrite check ------------------------------------------------------------------------------

/** A confirm that found an earlier active quotation answers with this warning instead of confirming. */
export interface TConfirmResult {
  quotation: TQuotation;
  warning: string | null;
}

/** The active lines of the customer's other quotations that price the same products / base products. */
async function findOverwritten(db: DbOrTx, target: TQuotation): Promise<TActiveLine[]> {
  const keys = new Set(target.quotationItem.map(keyOf));
  const active = await listActiveLines(db, [target.customerId], target.quotationId);
  return active.filter((line) => keys.has(keyOf(line)));
}

async function overwriteWarning(db: DbOrTx, overwritten: readonly TActiveLine[]): Promise<string> {
  const named = (
    await quotationItemQuery(
      db,
      inArray(
        quotationItem.quotationItemId,
        overwritten.map((line) => line.quotationItemId),
      ),
    )
  ).map(toQuotationItem);
  const byQuotation = new Map<string, string[]>();
  for (const line of overwritten) {
    const name = named.find((row) => row.quotationItemId === line.quotationItemId)?.productName ?? '';
    const names = byQuotation.get(line.quotationNo) ?? [];
    if (!names.includes(name)) names.push(name);
    byQuotation.set(line.quotationNo, names);
  }
  return [...byQuotation].map(([no, names]) => `Quotation ${no} already prices ${names.join(', ')}.`).join(' ');
}

/**
 * Approves (draft 0): the older active lines of the same products are archived ('Replaced by quotation {no}'),
 * and each new line records the price it replaced and whether it is lower.
 */
async function approveOverwriting(
  db: Transaction,
  target: TQuotation,
  overwritten: readonly TActiveLine[],
  actorId: number,
): Promise<void> {
  const now = new Date();
  if (overwritten.length) {
    await db
      .update(quotationItem)
      .set({
        deletedAt: now,
        deletedOperatorId: actorId,
        deletedNotes: `Replaced by quotation ${target.quotationNo}`,
        updatedBy: actorId,
      })
      .where(
        inArray(
          quotationItem.quotationItemId,
          overwritten.map((line) => line.quotationItemId),
        ),
      );
  }
  const previous = currentPrices(overwritten);
  for (const line of target.quotationItem) {
    const old = previous.get(keyOf(line));
    if (!old) continue;
    await db
      .update(quotationItem)
      .set({ beforeChangePrice: old.price, isLowerPrice: Number(line.price) < Number(old.price) ? 1 : 0 })
      .where(eq(quotationItem.quotationItemId, line.quotationItemId));
  }
  await db
    .update(quotation)
    .set({ draft: QUOTATION_DRAFT.Approved, approvedAt: now, approvedBy: actorId, updatedBy: actorId })
    .where(eq(quotation.quotationId, target.quotationId));
}

/** Approves unless (without force) the customer's earlier active quotation prices the same products. */
async function approveUnlessOverwriting(
  db: Transaction,
  quotationId: number,
  force: boolean,
  actorId: number,
): Promise<TConfirmResult> {
  const target = await getQuotation(db, quotationId);
  const overwritten = await findOverwritten(db, target);
  if (overwritten.length && !force) return { quotation: target, warning: await overwriteWarning(db, overwritten) };
  await approveOverwriting(db, target, overwritten, actorId);
  return { quotation: await getQuotation(db, quotationId), warning: null };
}

const hasBaseLines = (target: TQuotation) => target.quotationItem.some((line) => line.baseProductId !== null);

/**
 * PUT Quotation/UpdateQuotationDraftStatus (force false) and UpdateQuotationForce (true): saves the body, then
 * approves it (draft 0: it may go to the customer). Base-product lines get their products later, in the Approve dialog.
 */
export async function confirmQuotation(
  db: Database,
  input: TUpdateQuotation,
  actor: TQuotationActor,
  force: boolean,
): Promise<TConfirmResult> {
  return db.transaction(async (tx) => {
    const current = await findOwnQuotation(tx, input.quotationId, actor);
    if (current.draft === QUOTATION_DRAFT.Approved) throw new BusinessError(QUOTATION_MESSAGES.alreadyApproved);
    await saveQuotation(tx, current, input, actor, current.draft);
    return approveUnlessOverwriting(tx, input.quotationId, force, actor.employeeId);
  });
}

/**
 * PUT Quotation/ApproveQuotation (the Quotation Approve dialog, spec 02 §5): each chosen base-product line becomes a
 * line of an existing or a new product of the customer; the price options not chosen are archived ('Not chosen').
 */
export async function approveQuotation(
  db: Database,
  input: TApproveQuotation,
  actor: TQuotationActor,
): Promise<TConfirmResult> {
  return db.transaction(async (tx) => {
    const target = await findVisibleQuotation(tx, input.quotationId, actor.scope);
    // An approved quotation still comes here while base-product lines wait for their products (after the customer
    // accepted it); once every line is a product there is nothing left to approve.
    if (target.draft === QUOTATION_DRAFT.Approved && !hasBaseLines(target)) {
      throw new BusinessError(QUOTATION_MESSAGES.alreadyApproved);
    }
    const baseLines = target.quotationItem.filter((line) => line.baseProductId !== null);
    const chosen = new Map(input.items.map((item) => [item.quotationItemId, item]));
    for (const item of input.items) {
      if (!baseLines.some((line) => line.quotationItemId === item.quotationItemId)) {
        throw new NotFoundError(`Quotation item ${item.quotationItemId} was not found.`);
      }
      const create = item.newProduct;
      if (!item.productId && !(create?.description && create.palletStackingId && create.productCode)) {
        throw new BusinessError(QUOTATION_MESSAGES.createProductRequired);
      }
    }
    const baseIds = new Set(baseLines.map((line) => line.baseProductId));
    for (const baseId of baseIds) {
      const options = baseLines.filter((line) => line.baseProductId === baseId);
      if (!options.some((line) => chosen.has(line.quotationItemId))) throw new BusinessError(QUOTATION_MESSAGES.select);
    }

    // The overwrite check sees the products the lines will carry; a product made here has no earlier price.
    const existing = input.items.flatMap((item) =>
      item.productId ? [{ productId: item.productId, baseProductId: null }] : [],
    );
    const keys = new Set([...target.quotationItem.filter((line) => line.productId !== null), ...existing].map(keyOf));
    const earlier = (await listActiveLines(tx, [target.customerId], target.quotationId)).filter((line) =>
      keys.has(keyOf(line)),
    );
    if (earlier.length && !input.force) return { quotation: target, warning: await overwriteWarning(tx, earlier) };

    const now = new Date();
    for (const line of baseLines) {
      const item = chosen.get(line.quotationItemId);
      if (!item) {
        await tx
          .update(quotationItem)
          .set({ deletedAt: now, deletedOperatorId: actor.employeeId, deletedNotes: 'Not chosen' })
          .where(eq(quotationItem.quotationItemId, line.quotationItemId));
        continue;
      }
      const productId =
        item.productId ?? (await createQuotedProduct(tx, target, line, item.newProduct, actor.employeeId));
      await assertProductOfCustomer(tx, productId, target.customerId);
      await tx
        .update(quotationItem)
        .set({ productId, baseProductId: null, updatedBy: actor.employeeId })
        .where(eq(quotationItem.quotationItemId, line.quotationItemId));
    }
    return approveUnlessOverwriting(tx, target.quotationId, true, actor.employeeId);
  });
}

async function createQuotedProduct(
  db: DbOrTx,
  target: TQuotation,
  line: TQuotation['quotationItem'][number],
  fields: TApproveQuotation['items'][number]['newProduct'],
  actorId: number,
): Promise<number> {
  const created = await addProduct(
    db,
    {
      productName: fields?.productName || line.baseProductName || line.productName,
      productCode: fields?.productCode ?? '',
      description: fields?.description,
      palletStackingId: fields?.palletStackingId,
      customerId: target.customerId,
      baseProductId: line.baseProductId,
      marginOfError: 100,
      plain: 0,
    },
    actorId,
  );
  return created.productId;
}

async function assertProductOfCustomer(db: DbOrTx, productId: number, customerId: number): Promise<void> {
  const row = await getProduct(db, productId);
  if (row.deletedAt) throw new NotFoundError(`Product ${productId} was not found.`);
  if (row.customerId !== null && row.customerId !== customerId) {
    throw new BusinessError(`Product ${productId} belongs to another customer.`);
  }
}

/** PUT Quotation/ApproveDrafts: approves each draft, replacing older prices (a bulk price change replaces them). */
export async function approveDrafts(
  db: Database,
  quotationIds: readonly number[],
  actor: TQuotationActor,
): Promise<TQuotationRow[]> {
  return db.transaction(async (tx) => {
    for (const quotationId of new Set(quotationIds)) {
      const target = await findVisibleQuotation(tx, quotationId, actor.scope);
      if (target.draft === QUOTATION_DRAFT.Approved) throw new BusinessError(QUOTATION_MESSAGES.alreadyApproved);
      await approveOverwriting(tx, target, await findOverwritten(tx, target), actor.employeeId);
    }
    return listQuotationRows(tx, inArray(quotation.quotationId, [...quotationIds]));
  });
}

/** DELETE Quotation/DeleteDrafts: drafts only; an approved quotation is kept. */
export async function deleteDrafts(db: Database, quotationIds: readonly number[], actor: TQuotationActor) {
  return db.transaction(async (tx) => {
    for (const quotationId of new Set(quotationIds)) {
      const target = await findVisibleQuotation(tx, quotationId, actor.scope);
      if (target.draft === QUOTATION_DRAFT.Approved) throw new BusinessError(QUOTATION_MESSAGES.onlyDraftsDeleted);
    }
    const deleted = await tx
      .delete(quotation)
      .where(inArray(quotation.quotationId, [...quotationIds]))
      .returning({ quotationId: quotation.quotationId });
    return deleted.map((row) => row.quotationId);
  });
}
