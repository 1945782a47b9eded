import { randomBytes } from 'node:crypto';
import {
  CUSTOMER_STATUS,
  configurePriceMessage,
  noCartonQuantityMessage,
  PERMISSION,
  QUOTATION_DRAFT,
  QUOTATION_MESSAGES,
  QUOTE_VALID_DAYS,
  quotationMargin,
  type TAddQuotation,
  type TApproveQuotation,
  type TBelowMinimumItem,
  type TDeletedQuotationItem,
  type TProductWithQuota,
  type TQuotation,
  type TQuotationItemInput,
  type TQuotationOptionInput,
  type TQuotationRow,
  type TQuoteProductPrice,
  type TSaveToTemplate,
  type TUpdateQuotation,
  toApiDate,
} from '@packline/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessError, ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { baseProduct, product, productPrice } from '../catalogue/catalogue.tables.ts';
import { addProduct } from '../catalogue/products.service.ts';
import { getCustomer, type TCustomerScope } from '../customers/customers.service.ts';
import { contact, customer } from '../customers/customers.tables.ts';
import { packagingType } from '../lookups/lookups.tables.ts';
import { permissionsOf } from '../settings/settings.service.ts';
import {
  getQuotation,
  listQuotationRows,
  listQuotations,
  quotationItemQuery,
  toQuotationItem,
} from './quotation-read.ts';
import { quotation, quotationItem, quotationOption } from './quotations.tables.ts';

// Staff quotations (spec 01 §3-§7, spec 02 §2-§8): drafts (1), bulk drafts (2) and approved quotations (0), price
// contracts (isFinal) and templates. README.md beside this file draws the states and who may move them.

/** Who acts: the signed-in employee and the customers their pages let them see. */
export interface TQuotationActor {
  employeeId: number;
  scope: TCustomerScope;
}

/** A confirm that found an earlier active quotation answers with this warning instead of confirming. */
export interface TConfirmResult {
  quotation: TQuotation;
  warning: string | null;
}

const decimal = (value: number, places: number) => value.toFixed(places);
const today = () => toApiDate(new Date());
const daysFromToday = (days: number) => toApiDate(Date.now() + days * 86_400_000);

// ---- Quotation numbers --------------------------------------------------------------------------------------------

/** 32 characters without I, O, 0 and 1: five random bits each, so no character is likelier than another. */
const QUOTATION_NO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'Q{yyMM}-{8 random characters}': with the id it opens the public page, so it must not be guessable. */
export function newQuotationNo(now = new Date()): string {
  const yyMM = toApiDate(now).slice(2, 7).replace('-', '');
  const random = [...randomBytes(8)].map((byte) => QUOTATION_NO_ALPHABET[byte & 31]).join('');
  return `Q${yyMM}-${random}`;
}

// ---- Active prices ------------------------------------------------------------------------------------------------

/** A live line of an approved, non-template quotation that has not expired (contracts never expire). */
const activeApprovedLine = () =>
  and(
    eq(quotation.draft, QUOTATION_DRAFT.Approved),
    eq(quotation.isTemplate, 0),
    or(eq(quotation.isFinal, 1), gte(quotation.expDate, today())),
    isNull(quotationItem.deletedAt),
  );

type TLineKey = string;
const keyOf = (line: { productId: number | null; baseProductId: number | null }): TLineKey =>
  line.productId ? `p${line.productId}` : `b${line.baseProductId}`;

interface TActiveLine {
  quotationItemId: number;
  quotationId: number;
  quotationNo: string;
  productId: number | null;
  baseProductId: number | null;
  price: string;
}

/** The customer's active quoted lines, latest quotation first; `except` leaves one quotation out. */
async function listActiveLines(db: DbOrTx, customerIds: readonly number[], except?: number): Promise<TActiveLine[]> {
  if (customerIds.length === 0) return [];
  return db
    .select({
      quotationItemId: quotationItem.quotationItemId,
      quotationId: quotation.quotationId,
      quotationNo: quotation.quotationNo,
      customerId: quotation.customerId,
      productId: quotationItem.productId,
      baseProductId: quotationItem.baseProductId,
      price: quotationItem.price,
    })
    .from(quotationItem)
    .innerJoin(quotation, eq(quotation.quotationId, quotationItem.quotationId))
    .where(
      and(
        inArray(quotation.customerId, [...customerIds]),
        activeApprovedLine(),
        except === undefined ? undefined : ne(quotation.quotationId, except),
      ),
    )
    .orderBy(desc(quotation.quotationId), asc(quotationItem.quotationItemId));
}

/** The price each product / base product has now for the customer: the latest active quotation's. */
function currentPrices(lines: readonly TActiveLine[]): Map<TLineKey, TActiveLine> {
  const prices = new Map<TLineKey, TActiveLine>();
  for (const line of lines) if (!prices.has(keyOf(line))) prices.set(keyOf(line), line);
  return prices;
}

// ---- Lines: the minimum price, margin, carton quantity of each item ----------------------------------------------

const ownPackaging = alias(packagingType, 'own_packaging');

interface TLineCustomer {
  customerId: number;
  group1: number | null;
}

type TLineValues = Omit<typeof quotationItem.$inferInsert, 'quotationId'>;

/**
 * What the server works out for each item (spec 01 §5, §9): the minimum price is the base product's configured
 * price for the customer's group 1 (else for all groups) unless a min-price editor set another; the carton quantity
 * is the price row's, else the packaging type's; the MOQ defaults to the price row's text.
 */
async function priceLines(
  db: DbOrTx,
  customerRow: TLineCustomer,
  items: readonly TQuotationItemInput[],
  options: { canEditMinPrice: boolean; except?: number },
): Promise<TLineValues[]> {
  const productIds = items.flatMap((item) => (item.productId ? [item.productId] : []));
  const products = productIds.length
    ? await db
        .select({
          productId: product.productId,
          customerId: product.customerId,
          baseProductId: product.baseProductId,
          packagingQuantity: ownPackaging.quantity,
        })
        .from(product)
        .leftJoin(ownPackaging, eq(ownPackaging.packagingTypeId, product.packagingTypeId))
        .where(inArray(product.productId, productIds))
    : [];
  const productOf = new Map(products.map((row) => [row.productId, row]));
  const baseIdOf = (item: TQuotationItemInput) =>
    item.productId ? (productOf.get(item.productId)?.baseProductId ?? null) : (item.baseProductId ?? null);
  const baseIds = [...new Set(items.map(baseIdOf).filter((baseId): baseId is number => baseId !== null))];
  const bases = baseIds.length
    ? await db
        .select({
          baseProductId: baseProduct.baseProductId,
          baseProductName: baseProduct.baseProductName,
          packagingQuantity: packagingType.quantity,
        })
        .from(baseProduct)
        .innerJoin(packagingType, eq(packagingType.packagingTypeId, baseProduct.packagingTypeId))
        .where(inArray(baseProduct.baseProductId, baseIds))
    : [];
  const baseOf = new Map(bases.map((row) => [row.baseProductId, row]));
  const prices = baseIds.length
    ? await db
        .select()
        .from(productPrice)
        .where(
          and(
            inArray(productPrice.baseProductId, baseIds),
            customerRow.group1 === null
              ? isNull(productPrice.group1)
              : or(eq(productPrice.group1, customerRow.group1), isNull(productPrice.group1)),
          ),
        )
    : [];
  const priceOf = (baseId: number) =>
    prices.find((row) => row.baseProductId === baseId && row.group1 !== null) ??
    prices.find((row) => row.baseProductId === baseId && row.group1 === null);
  const current = currentPrices(await listActiveLines(db, [customerRow.customerId], options.except));

  return items.map((item, index): TLineValues => {
    if (item.productId) {
      const found = productOf.get(item.productId);
      if (!found) throw new NotFoundError(`Product ${item.productId} was not found.`);
      if (found.customerId !== null && found.customerId !== customerRow.customerId) {
        throw new BusinessError(`Product ${item.productId} belongs to another customer.`);
      }
    }
    const baseId = baseIdOf(item);
    const base = baseId === null ? undefined : baseOf.get(baseId);
    if (baseId !== null && !base) throw new NotFoundError(`Base product ${baseId} was not found.`);
    const configured = baseId === null ? undefined : priceOf(baseId);
    if (base && !configured) throw new BusinessError(configurePriceMessage(base.baseProductName));
    if (configured && Number(configured.price) <= 0) throw new BusinessError(QUOTATION_MESSAGES.noValidPrice);

    const ownQuantity = item.productId ? productOf.get(item.productId)?.packagingQuantity : null;
    const cartonQuantity = configured?.quantiy || ownQuantity || base?.packagingQuantity || null;
    if (!cartonQuantity) throw new BusinessError(noCartonQuantityMessage(index + 1));

    // spec 01 §6: only a min-price editor's own minimum price counts; anyone else's is the configured one.
    const minPrice =
      options.canEditMinPrice && item.originPrice != null
        ? item.originPrice
        : configured
          ? Number(configured.price)
          : null;
    const margin = minPrice === null ? null : quotationMargin(item.price, minPrice);
    const currentLine = current.get(
      keyOf({ productId: item.productId ?? null, baseProductId: item.baseProductId ?? null }),
    );
    return {
      productId: item.productId ?? null,
      baseProductId: item.productId ? null : (item.baseProductId ?? null),
      itemDesc: item.itemDesc || null,
      originPrice: minPrice === null ? null : decimal(minPrice, 3),
      price: decimal(item.price, 3),
      margin: margin === null ? null : decimal(margin, 2),
      isBelowMin: minPrice !== null && item.price < minPrice ? 1 : 0,
      cartonQuantity,
      cartonPrice: decimal(item.price / cartonQuantity, 5),
      currentPrice: currentLine?.price ?? null,
      notes: item.notes || null,
      notes2: item.notes2 || configured?.description || null,
      sortOrder: index,
    };
  });
}

async function canEditMinPrice(db: DbOrTx, employeeId: number): Promise<boolean> {
  return (await permissionsOf(db, employeeId)).includes(PERMISSION.EditQuotationMinPrice);
}

// ---- Writing a quotation ------------------------------------------------------------------------------------------

type TQuotationInput = TAddQuotation | TUpdateQuotation;

async function assertContactOf(db: DbOrTx, customerId: number, contactId: number | null | undefined) {
  if (!contactId) return;
  const [row] = await db
    .select({ customerId: contact.customerId })
    .from(contact)
    .where(eq(contact.contactId, contactId));
  if (!row || row.customerId !== customerId) throw new NotFoundError(`Contact ${contactId} was not found.`);
}

function headerValues(input: TQuotationInput) {
  return {
    customerId: input.customerId,
    effDate: input.effDate,
    expDate: input.expDate,
    contactId: input.contactId ?? null,
    notes: input.notes || null,
    deliveryFee: input.deliveryFee,
  };
}

async function replaceOptions(
  db: DbOrTx,
  quotationId: number,
  options: readonly TQuotationOptionInput[],
  actorId: number,
) {
  await db.delete(quotationOption).where(eq(quotationOption.quotationId, quotationId));
  if (options.length === 0) return;
  await db.insert(quotationOption).values(
    options.map((option) => ({
      quotationId,
      quotationOptionItemId: option.quotationOptionItemId,
      customizeOptionNotes: option.customizeOptionNotes || null,
      createdBy: actorId,
    })),
  );
}

async function insertQuotation(
  db: DbOrTx,
  input: TQuotationInput,
  actor: TQuotationActor,
  state: { draft: number; isFinal: 0 | 1 },
): Promise<number> {
  const customerRow = await getCustomer(db, actor.scope, input.customerId);
  await assertContactOf(db, input.customerId, input.contactId);
  const lines = await priceLines(db, customerRow, input.quotationItem, {
    canEditMinPrice: await canEditMinPrice(db, actor.employeeId),
  });
  const approved = state.draft === QUOTATION_DRAFT.Approved;
  const [created] = await db
    .insert(quotation)
    .values({
      ...headerValues(input),
      quotationNo: newQuotationNo(),
      employeeId: actor.employeeId,
      draft: state.draft,
      isFinal: state.isFinal,
      ...(approved ? { approvedAt: new Date(), approvedBy: actor.employeeId } : {}),
      createdBy: actor.employeeId,
    })
    .returning({ quotationId: quotation.quotationId });
  await db
    .insert(quotationItem)
    .values(lines.map((line) => ({ ...line, quotationId: created.quotationId, createdBy: actor.employeeId })));
  await replaceOptions(db, created.quotationId, input.quotationOption, actor.employeeId);
  return created.quotationId;
}

/** POST Quotation/AddQuotation: a draft (or bulk draft) whose creator is the signed-in employee. */
export async function addQuotation(db: DbOrTx, input: TAddQuotation, actor: TQuotationActor): Promise<TQuotation> {
  const quotationId = await insertQuotation(db, input, actor, { draft: input.draft, isFinal: input.isFinal });
  return getQuotation(db, quotationId);
}

/** The quotation to change: it exists, the caller sees its customer, and (spec 01 §6) the caller created it. */
async function findOwnQuotation(db: DbOrTx, quotationId: number, actor: TQuotationActor): Promise<TQuotation> {
  const found = await findVisibleQuotation(db, quotationId, actor.scope);
  if (found.employeeId !== actor.employeeId) throw new ForbiddenError(QUOTATION_MESSAGES.onlyCreator);
  return found;
}

async function findVisibleQuotation(db: DbOrTx, quotationId: number, scope: TCustomerScope): Promise<TQuotation> {
  const found = await getQuotation(db, quotationId);
  await getCustomer(db, scope, found.customerId);
  return found;
}

/** Writes the header, updates lines in place (a customer's choice stays on its line), adds new ones, drops the rest. */
async function saveQuotation(
  db: DbOrTx,
  current: TQuotation,
  input: TUpdateQuotation,
  actor: TQuotationActor,
  draft: number,
): Promise<void> {
  const customerRow = await getCustomer(db, actor.scope, input.customerId);
  await assertContactOf(db, input.customerId, input.contactId);
  const lines = await priceLines(db, customerRow, input.quotationItem, {
    canEditMinPrice: await canEditMinPrice(db, actor.employeeId),
    except: current.quotationId,
  });
  const now = new Date();
  await db
    .update(quotation)
    .set({ ...headerValues(input), draft, updatedAt: now, updatedBy: actor.employeeId })
    .where(eq(quotation.quotationId, current.quotationId));
  const liveIds = new Set(current.quotationItem.map((line) => line.quotationItemId));
  const kept = new Set<number>();
  for (const [index, line] of lines.entries()) {
    const lineId = input.quotationItem[index]?.quotationItemId;
    if (lineId && liveIds.has(lineId) && !kept.has(lineId)) {
      kept.add(lineId);
      await db
        .update(quotationItem)
        .set({ ...line, updatedAt: now, updatedBy: actor.employeeId })
        .where(eq(quotationItem.quotationItemId, lineId));
    } else {
      await db.insert(quotationItem).values({ ...line, quotationId: current.quotationId, createdBy: actor.employeeId });
    }
  }
  const dropped = [...liveIds].filter((lineId) => !kept.has(lineId));
  if (dropped.length) await db.delete(quotationItem).where(inArray(quotationItem.quotationItemId, dropped));
  await replaceOptions(db, current.quotationId, input.quotationOption, actor.employeeId);
}

/** PUT Quotation/UpdateQuotation (staff): the creator changes a draft; an approved quotation stays as approved. */
export async function updateQuotation(
  db: DbOrTx,
  input: TUpdateQuotation,
  actor: TQuotationActor,
): Promise<TQuotation> {
  const current = await findOwnQuotation(db, input.quotationId, actor);
  if (current.draft === QUOTATION_DRAFT.Approved) throw new BusinessError(QUOTATION_MESSAGES.alreadyApproved);
  await saveQuotation(db, current, input, actor, input.draft);
  return getQuotation(db, input.quotationId);
}

// ---- Approving: the overwrite check ------------------------------------------------------------------------------

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
  db: DbOrTx,
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
        updatedAt: now,
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
    .set({ draft: QUOTATION_DRAFT.Approved, approvedAt: now, approvedBy: actorId, updatedAt: now, updatedBy: actorId })
    .where(eq(quotation.quotationId, target.quotationId));
}

/** Approves unless (without force) the customer's earlier active quotation prices the same products. */
async function approveUnlessOverwriting(
  db: DbOrTx,
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
  db: DbOrTx,
  input: TUpdateQuotation,
  actor: TQuotationActor,
  force: boolean,
): Promise<TConfirmResult> {
  const current = await findOwnQuotation(db, input.quotationId, actor);
  if (current.draft === QUOTATION_DRAFT.Approved) throw new BusinessError(QUOTATION_MESSAGES.alreadyApproved);
  await saveQuotation(db, current, input, actor, current.draft);
  return approveUnlessOverwriting(db, input.quotationId, force, actor.employeeId);
}

/**
 * PUT Quotation/ApproveQuotation (the Quotation Approve dialog, spec 02 §5): each chosen base-product line becomes a
 * line of an existing or a new product of the customer; the price options not chosen are archived ('Not chosen').
 */
export async function approveQuotation(
  db: DbOrTx,
  input: TApproveQuotation,
  actor: TQuotationActor,
): Promise<TConfirmResult> {
  const target = await findVisibleQuotation(db, input.quotationId, actor.scope);
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
  const earlier = (await listActiveLines(db, [target.customerId], target.quotationId)).filter((line) =>
    keys.has(keyOf(line)),
  );
  if (earlier.length && !input.force) return { quotation: target, warning: await overwriteWarning(db, earlier) };

  const now = new Date();
  for (const line of baseLines) {
    const item = chosen.get(line.quotationItemId);
    if (!item) {
      await db
        .update(quotationItem)
        .set({ deletedAt: now, deletedOperatorId: actor.employeeId, deletedNotes: 'Not chosen' })
        .where(eq(quotationItem.quotationItemId, line.quotationItemId));
      continue;
    }
    const productId =
      item.productId ?? (await createQuotedProduct(db, target, line, item.newProduct, actor.employeeId));
    await assertProductOfCustomer(db, productId, target.customerId);
    await db
      .update(quotationItem)
      .set({ productId, baseProductId: null, updatedAt: now, updatedBy: actor.employeeId })
      .where(eq(quotationItem.quotationItemId, line.quotationItemId));
  }
  return approveUnlessOverwriting(db, target.quotationId, true, actor.employeeId);
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
  const [row] = await db
    .select({ customerId: product.customerId, deletedAt: product.deletedAt })
    .from(product)
    .where(eq(product.productId, productId));
  if (!row || row.deletedAt) throw new NotFoundError(`Product ${productId} was not found.`);
  if (row.customerId !== null && row.customerId !== customerId) {
    throw new BusinessError(`Product ${productId} belongs to another customer.`);
  }
}

/** PUT Quotation/ApproveDrafts: approves each draft, replacing older prices (a bulk price change replaces them). */
export async function approveDrafts(
  db: DbOrTx,
  quotationIds: readonly number[],
  actor: TQuotationActor,
): Promise<TQuotationRow[]> {
  for (const quotationId of new Set(quotationIds)) {
    const target = await findVisibleQuotation(db, quotationId, actor.scope);
    if (target.draft === QUOTATION_DRAFT.Approved) throw new BusinessError(QUOTATION_MESSAGES.alreadyApproved);
    await approveOverwriting(db, target, await findOverwritten(db, target), actor.employeeId);
  }
  return listQuotationRows(db, inArray(quotation.quotationId, [...quotationIds]));
}

/** DELETE Quotation/DeleteDrafts: drafts only; an approved quotation is kept. */
export async function deleteDrafts(db: DbOrTx, quotationIds: readonly number[], actor: TQuotationActor) {
  for (const quotationId of new Set(quotationIds)) {
    const target = await findVisibleQuotation(db, quotationId, actor.scope);
    if (target.draft === QUOTATION_DRAFT.Approved) throw new BusinessError(QUOTATION_MESSAGES.onlyDraftsDeleted);
  }
  const deleted = await db
    .delete(quotation)
    .where(inArray(quotation.quotationId, [...quotationIds]))
    .returning({ quotationId: quotation.quotationId });
  return deleted.map((row) => row.quotationId);
}

// ---- Templates ----------------------------------------------------------------------------------------------------

/** PUT Quotation/SaveToTemplate: marks a saved quotation as a template (with its name) or takes the mark away. */
export async function saveToTemplate(
  db: DbOrTx,
  input: TSaveToTemplate,
  actor: TQuotationActor,
): Promise<TQuotationRow> {
  const [exists] = await db
    .select({ quotationId: quotation.quotationId })
    .from(quotation)
    .where(eq(quotation.quotationId, input.quotationId));
  if (!exists) throw new BusinessError(QUOTATION_MESSAGES.saveFirst);
  await findVisibleQuotation(db, input.quotationId, actor.scope);
  const templateName = input.TemplateName?.trim() || null;
  if (input.isTemplate === 1 && !templateName) {
    throw new BusinessError('Template Name is required!', { TemplateName: ['Template Name is required!'] });
  }
  await db
    .update(quotation)
    .set({
      isTemplate: input.isTemplate,
      templateName: input.isTemplate === 1 ? templateName : null,
      updatedAt: new Date(),
      updatedBy: actor.employeeId,
    })
    .where(eq(quotation.quotationId, input.quotationId));
  const [row] = await listQuotationRows(db, eq(quotation.quotationId, input.quotationId));
  return row;
}

// ---- Contract prices ----------------------------------------------------------------------------------------------

/**
 * PUT Quotation/UpdateContractQuotation: adds the customer's price contract (approved at once, never expires) when
 * the body has no quotationId, else changes it.
 */
export async function saveContract(
  db: DbOrTx,
  input: TAddQuotation | TUpdateQuotation,
  actor: TQuotationActor,
): Promise<TQuotation> {
  if (!('quotationId' in input)) {
    const quotationId = await insertQuotation(db, input, actor, { draft: QUOTATION_DRAFT.Approved, isFinal: 1 });
    return getQuotation(db, quotationId);
  }
  const current = await findOwnQuotation(db, input.quotationId, actor);
  if (current.isFinal !== 1) throw new NotFoundError(`Contract ${input.quotationId} was not found.`);
  await saveQuotation(db, current, input, actor, QUOTATION_DRAFT.Approved);
  return getQuotation(db, input.quotationId);
}

/** DELETE QuotationItem/DeleteContract: archives one line of a contract, with who and why. */
export async function deleteContractItem(
  db: DbOrTx,
  query: { id: number; deletedNotes: string },
  actor: TQuotationActor,
) {
  const [line] = await db
    .select({ quotationId: quotationItem.quotationId })
    .from(quotationItem)
    .innerJoin(quotation, eq(quotation.quotationId, quotationItem.quotationId))
    .where(and(eq(quotationItem.quotationItemId, query.id), eq(quotation.isFinal, 1), isNull(quotationItem.deletedAt)));
  if (!line) throw new NotFoundError(`Contract item ${query.id} was not found.`);
  await findVisibleQuotation(db, line.quotationId, actor.scope);
  const now = new Date();
  await db
    .update(quotationItem)
    .set({
      deletedAt: now,
      deletedOperatorId: actor.employeeId,
      deletedNotes: query.deletedNotes,
      updatedAt: now,
      updatedBy: actor.employeeId,
    })
    .where(eq(quotationItem.quotationItemId, query.id));
  return { quotationItemId: query.id };
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

// ---- Below-minimum warnings ---------------------------------------------------------------------------------------

/** GET Quotation/GetBelow: approved live lines below their minimum price whose warning nobody dismissed. */
export async function listBelowMinimum(db: DbOrTx): Promise<TBelowMinimumItem[]> {
  const rows = await quotationItemQuery(
    db,
    and(
      eq(quotation.draft, QUOTATION_DRAFT.Approved),
      isNull(quotationItem.deletedAt),
      eq(quotationItem.isBelowMin, 1),
      isNull(quotationItem.warningDisabledAt),
    ),
  );
  return rows.map((row) => {
    const line = toQuotationItem(row);
    const originPrice = line.originPrice ?? line.price;
    return {
      quotationItemId: line.quotationItemId,
      quotationId: line.quotationId,
      quotationNo: row.quotationNo,
      customerId: row.customerId,
      company: row.company,
      employeeId: row.employeeId,
      employeeName: row.employeeName,
      productCode: line.productCode,
      productName: line.productName,
      originPrice,
      price: line.price,
      margin: line.margin,
      diff: decimal(Number(originPrice) - Number(line.price), 3),
      effDate: row.effDate,
    };
  });
}

/** DELETE Quotation/DisableWarning: a manager dismisses a below-minimum warning, recording who and the difference. */
export async function disableWarning(db: DbOrTx, query: { id: number; diff: number }, actorId: number) {
  const [row] = await db
    .update(quotationItem)
    .set({ warningDisabledAt: new Date(), warningDisabledBy: actorId, warningDiff: decimal(query.diff, 3) })
    .where(and(eq(quotationItem.quotationItemId, query.id), isNull(quotationItem.warningDisabledAt)))
    .returning({ quotationItemId: quotationItem.quotationItemId });
  if (!row) throw new NotFoundError(`Quotation item ${query.id} was not found.`);
  return row;
}

// ---- Reads --------------------------------------------------------------------------------------------------------

/** Within the caller's customers: a sales-only page sees the quotations of its own customers. */
const customerScoped = (scope: TCustomerScope): SQL | undefined =>
  scope.kind === 'own' ? eq(customer.employeeId, scope.employeeId) : undefined;

export interface TQuotationFilter {
  draft?: number;
  isFinal?: number;
  isTemplate?: number;
  customerId?: number;
}

function filterOf(filter: TQuotationFilter, scope: TCustomerScope): SQL | undefined {
  return and(
    filter.draft === undefined ? undefined : eq(quotation.draft, filter.draft),
    filter.isFinal === undefined ? undefined : eq(quotation.isFinal, filter.isFinal),
    filter.isTemplate === undefined ? undefined : eq(quotation.isTemplate, filter.isTemplate),
    filter.customerId === undefined ? undefined : eq(quotation.customerId, filter.customerId),
    customerScoped(scope),
  );
}

/** GET Quotation/GetAllQuotation: list rows, newest first. */
export function listQuotationSummaries(db: DbOrTx, filter: TQuotationFilter, scope: TCustomerScope) {
  return listQuotationRows(db, filterOf(filter, scope));
}

/** GET Quotation/GetTemplate. */
export function listTemplates(db: DbOrTx, scope: TCustomerScope) {
  return listQuotationRows(db, filterOf({ isTemplate: 1 }, scope));
}

/** GET Quotation/GetQuotationById: one quotation of a customer the caller sees. */
export function getVisibleQuotation(db: DbOrTx, quotationId: number, scope: TCustomerScope) {
  return findVisibleQuotation(db, quotationId, scope);
}

/** GET Quotation/GetQuotationByCustomerId (and GetContractPriceByCustomerId with isFinal 1): whole quotations. */
export async function listQuotationsOfCustomer(
  db: DbOrTx,
  customerId: number,
  filter: Omit<TQuotationFilter, 'customerId'>,
  scope: TCustomerScope,
): Promise<TQuotation[]> {
  await getCustomer(db, scope, customerId);
  return listQuotations(db, filterOf({ ...filter, customerId }, { kind: 'all', canWrite: false }));
}

/** GET Quotation/GetQuoteProductPrice: every configured price with what a quote line needs from it. */
export async function listQuoteProductPrices(db: DbOrTx): Promise<TQuoteProductPrice[]> {
  const rows = await db
    .select({
      baseProductId: baseProduct.baseProductId,
      baseProductName: baseProduct.baseProductName,
      productCode: baseProduct.productCode,
      rawmaterialDesc: baseProduct.rawmaterialDesc,
      group1: productPrice.group1,
      price: productPrice.price,
      quantiy: productPrice.quantiy,
      packagingQuantity: packagingType.quantity,
      description: productPrice.description,
    })
    .from(productPrice)
    .innerJoin(baseProduct, eq(baseProduct.baseProductId, productPrice.baseProductId))
    .innerJoin(packagingType, eq(packagingType.packagingTypeId, baseProduct.packagingTypeId))
    .where(isNull(baseProduct.deletedAt))
    .orderBy(asc(baseProduct.baseProductId), sql`${productPrice.group1} nulls first`);
  return rows.map(({ quantiy, packagingQuantity, ...row }) => ({
    ...row,
    cartonQuantity: quantiy || packagingQuantity || null,
  }));
}

/** GET Product/GetProductByCustomerIdWithQuota: the customer's products priced in an active quotation (latest wins). */
export async function listQuotedProducts(
  db: DbOrTx,
  customerId: number,
  scope: TCustomerScope,
): Promise<TProductWithQuota[]> {
  await getCustomer(db, scope, customerId);
  const rows = await db
    .select({
      productId: product.productId,
      productCode: product.productCode,
      productName: product.productName,
      baseProductId: product.baseProductId,
      quotationId: quotation.quotationId,
      quotationNo: quotation.quotationNo,
      quotationItemId: quotationItem.quotationItemId,
      price: quotationItem.price,
      cartonQuantity: quotationItem.cartonQuantity,
      expDate: quotation.expDate,
      isFinal: quotation.isFinal,
    })
    .from(quotationItem)
    .innerJoin(quotation, eq(quotation.quotationId, quotationItem.quotationId))
    .innerJoin(product, eq(product.productId, quotationItem.productId))
    .where(and(eq(quotation.customerId, customerId), activeApprovedLine(), isNull(product.deletedAt)))
    .orderBy(desc(quotation.quotationId), asc(quotationItem.sortOrder));
  const latest = new Map<number, TProductWithQuota>();
  for (const row of rows) {
    if (!latest.has(row.productId)) latest.set(row.productId, { ...row, isFinal: row.isFinal === 1 ? 1 : 0 });
  }
  return [...latest.values()].sort((a, b) => a.productCode.localeCompare(b.productCode));
}

// ---- Bulk drafts from a price change ------------------------------------------------------------------------------

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
