import {
  QUOTATION_DRAFT,
  QUOTATION_MESSAGES,
  type TAddQuotation,
  type TQuotation,
  type TQuotationListQuery,
  type TQuotationOptionInput,
  type TQuotationRow,
  type TSaveToTemplate,
  type TUpdateQuotation,
} from '@packline/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { BusinessError, ForbiddenError, NotFoundError } from '../../core/errors.ts';
import { listPage, orderByOf } from '../../core/list-query.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { getContact } from '../customers/customer-contacts.service.ts';
import type { TCustomerScope } from '../customers/customer-scope.ts';
import { getCustomer } from '../customers/customers.service.ts';
import { newQuotationNo } from './quotation-number.ts';
import { canEditMinPrice, priceLines } from './quotation-pricing.service.ts';
import {
  getQuotation,
  listQuotationRows,
  listQuotations,
  QUOTATION_SORTS,
  quotationFilterOf,
  quotationListQuery,
  quotationSearch,
  type TQuotationFilter,
  toQuotationRow,
  wholeQuotationList,
} from './quotation-read.ts';
import { quotation, quotationItem, quotationOption } from './quotations.tables.ts';

// Staff quotations (spec 01 §3-§7, spec 02 §2-§8): drafts (1), bulk drafts (2) and approved quotations (0), price
// contracts (isFinal) and templates. README.md beside this file draws the states and who may move them.

/** Who acts: the signed-in employee and the customers their pages let them see. */
export interface TQuotationActor {
  employeeId: number;
  scope: TCustomerScope;
}

// ---- Writing a quotation ------------------------------------------------------------------------------------------

type TQuotationInput = TAddQuotation | TUpdateQuotation;

async function assertContactOf(db: DbOrTx, customerId: number, contactId: number | null | undefined) {
  if (!contactId) return;
  const row = await getContact(db, { kind: 'all', canWrite: false }, contactId);
  if (row.customerId !== customerId) throw new NotFoundError(`Contact ${contactId} was not found.`);
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
  db: Transaction,
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

export async function insertQuotation(
  db: Transaction,
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
export async function addQuotation(db: Database, input: TAddQuotation, actor: TQuotationActor): Promise<TQuotation> {
  return db.transaction(async (tx) => {
    const quotationId = await insertQuotation(tx, input, actor, { draft: input.draft, isFinal: input.isFinal });
    return getQuotation(tx, quotationId);
  });
}

/** The quotation to change: it exists, the caller sees its customer, and (spec 01 §6) the caller created it. */
export async function findOwnQuotation(db: DbOrTx, quotationId: number, actor: TQuotationActor): Promise<TQuotation> {
  const found = await findVisibleQuotation(db, quotationId, actor.scope);
  if (found.employeeId !== actor.employeeId) throw new ForbiddenError(QUOTATION_MESSAGES.onlyCreator);
  return found;
}

export async function findVisibleQuotation(
  db: DbOrTx,
  quotationId: number,
  scope: TCustomerScope,
): Promise<TQuotation> {
  const found = await getQuotation(db, quotationId);
  await getCustomer(db, scope, found.customerId);
  return found;
}

/** Writes the header, updates lines in place (a customer's choice stays on its line), adds new ones, drops the rest. */
export async function saveQuotation(
  db: Transaction,
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
  await db
    .update(quotation)
    .set({ ...headerValues(input), draft, updatedBy: actor.employeeId })
    .where(eq(quotation.quotationId, current.quotationId));
  const liveIds = new Set(current.quotationItem.map((line) => line.quotationItemId));
  const kept = new Set<number>();
  for (const [index, line] of lines.entries()) {
    const lineId = input.quotationItem[index]?.quotationItemId;
    if (lineId && liveIds.has(lineId) && !kept.has(lineId)) {
      kept.add(lineId);
      await db
        .update(quotationItem)
        .set({ ...line, updatedBy: actor.employeeId })
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
  db: Database,
  input: TUpdateQuotation,
  actor: TQuotationActor,
): Promise<TQuotation> {
  return db.transaction(async (tx) => {
    const current = await findOwnQuotation(tx, input.quotationId, actor);
    if (current.draft === QUOTATION_DRAFT.Approved) throw new BusinessError(QUOTATION_MESSAGES.alreadyApproved);
    await saveQuotation(tx, current, input, actor, input.draft);
    return getQuotation(tx, input.quotationId);
  });
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
      updatedBy: actor.employeeId,
    })
    .where(eq(quotation.quotationId, input.quotationId));
  const [row] = await listQuotationRows(db, eq(quotation.quotationId, input.quotationId));
  return row;
}

// ---- Reads --------------------------------------------------------------------------------------------------------

/**
 * GET Quotation/GetAllQuotation: one page of list rows and the total with `page`, else every row of the filter; newest
 * first unless a column's sort is asked for. The caller's scope stays in the WHERE of both.
 */
export function listQuotationSummaries(db: DbOrTx, query: TQuotationListQuery, scope: TCustomerScope) {
  const where = and(quotationFilterOf(query, scope), quotationSearch(query.search));
  const orderBy = orderByOf(QUOTATION_SORTS, query, { field: 'quotationId', order: 'descend' }, quotation.quotationId);
  return listPage(query, {
    rows: quotationListQuery(db, where, orderBy, query.page ? 'page' : 'all'),
    count: db.select({ total: count() }).from(quotation).where(where),
    toRow: toQuotationRow,
    whole: () => wholeQuotationList(db, where, orderBy),
  });
}

/** GET Quotation/GetTemplate. */
export function listTemplates(db: DbOrTx, scope: TCustomerScope) {
  return listQuotationRows(db, quotationFilterOf({ isTemplate: 1 }, scope));
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
  return listQuotations(db, quotationFilterOf({ ...filter, customerId }, { kind: 'all', canWrite: false }));
}
