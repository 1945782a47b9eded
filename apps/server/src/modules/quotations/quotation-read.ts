import {
  CUSTOMER_STATUS,
  productDisplayName,
  QUOTATION_DRAFT,
  quoteContactName,
  type TProductWithQuota,
  type TQuotation,
  type TQuotationDraft,
  type TQuotationItem,
  type TQuotationOption,
  type TQuotationRow,
  type TQuotationSortField,
  type TQuoteProductPrice,
  todayInAuckland,
} from '@packline/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { type JsonList, jsonFlag, jsonListOf, jsonNumber, jsonRows, jsonText } from '../../db/json-rows.ts';
import { NotFoundError } from '../../http/errors.ts';
import { ilikeAny, lookupNameMatches, searchOf, type TSortable } from '../../http/list-query.ts';
import { baseProduct, product, productPrice } from '../catalogue/catalogue.tables.ts';
import type { TCustomerScope } from '../customers/customer-scope.ts';
import { getCustomer } from '../customers/customers.service.ts';
import { contact, customer } from '../customers/customers.tables.ts';
import { employeeNameSql } from '../employees/employees.service.ts';
import { employee } from '../employees/employees.tables.ts';
import { packagingType } from '../lookups/lookups.tables.ts';
import { quotationSearchText } from './quotation-search-text.ts';
import { quotation, quotationItem, quotationOption, quotationOptionItem } from './quotations.tables.ts';

// The read side of quotations: one quotation with its lines and options, the list rows, and the line query other
// reads (warnings, archive, public page) build on. Archived lines (deletedAt) are never part of a quotation.

const ownPackaging = alias(packagingType, 'own_packaging');
const basePackaging = alias(packagingType, 'base_packaging');

const employeeName = sql<string>`trim(concat_ws(' ', ${employee.firstName}, ${employee.lastName}))`;

const headerColumns = {
  quotationId: quotation.quotationId,
  quotationNo: quotation.quotationNo,
  customerId: quotation.customerId,
  customerCode: customer.customerCode,
  company: customer.company,
  group1Id: customer.group1,
  employeeId: quotation.employeeId,
  employeeName,
  effDate: quotation.effDate,
  expDate: quotation.expDate,
  contactId: quotation.contactId,
  contactName: contact.firstName,
  contactEmail: contact.email,
  notes: quotation.notes,
  draft: quotation.draft,
  isFinal: quotation.isFinal,
  isTemplate: quotation.isTemplate,
  templateName: quotation.templateName,
  custConfirmed: quotation.custConfirmed,
  custConfimedAt: quotation.custConfimedAt,
  deliveryFee: quotation.deliveryFee,
  createdAt: quotation.createdAt,
};

/** Live (not archived) lines of each quotation. */

type THeaderRow = Omit<
  TQuotationRow,
  'draft' | 'isFinal' | 'isTemplate' | 'custConfirmed' | 'custConfimedAt' | 'createdAt' | 'itemCount'
> & {
  draft: number;
  isFinal: number;
  isTemplate: number;
  custConfirmed: number;
  custConfimedAt: Date | null;
  createdAt: Date;
};

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

function toHeader(row: THeaderRow): Omit<TQuotationRow, 'itemCount'> {
  return {
    ...row,
    draft: row.draft as TQuotationDraft,
    isFinal: flag(row.isFinal),
    isTemplate: flag(row.isTemplate),
    custConfirmed: flag(row.custConfirmed),
    custConfimedAt: row.custConfimedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The headers of quotations, newest first (whole quotations load their lines beside them). */
function quotationHeaderQuery(db: DbOrTx, where: SQL | undefined) {
  return withListJoins(db.select(headerColumns).from(quotation).$dynamic())
    .where(where)
    .orderBy(desc(quotation.quotationId));
}

/** The live lines of each quotation, counted in one grouped pass (joined by the whole list). */
const lineCounts = new QueryBuilder({ casing: 'snake_case' })
  .select({ quotationId: quotationItem.quotationId, lines: sql<number>`count(*)::int`.as('lines') })
  .from(quotationItem)
  .where(isNull(quotationItem.deletedAt))
  .groupBy(quotationItem.quotationId)
  .as('line_counts');

/**
 * The quotation list's query with the number of live lines, newest first unless `orderBy` says otherwise (`orderByOf`
 * with QUOTATION_SORTS). The whole list counts every line in one grouped pass (8,000 quotations: 23 ms, where a count
 * per row takes 57 ms); a page counts the lines of its own rows only, after its sort and LIMIT (3 ms). Exported for the
 * bench.
 */
export function quotationListQuery(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[] = [desc(quotation.quotationId)],
  count: 'all' | 'page' = 'all',
) {
  const itemCount =
    count === 'all'
      ? sql<number>`coalesce(${lineCounts.lines}, 0)`
      : sql<number>`(select count(*)::int from ${quotationItem} where ${quotationItem.quotationId} = ${quotation.quotationId} and ${quotationItem.deletedAt} is null)`;
  const select = withListJoins(
    db
      .select({ ...headerColumns, itemCount })
      .from(quotation)
      .$dynamic(),
  );
  const counted =
    count === 'all' ? select.leftJoin(lineCounts, eq(lineCounts.quotationId, quotation.quotationId)) : select;
  return counted.where(where).orderBy(...orderBy);
}

/** A select from quotation with the joins of its list rows. */
function withListJoins<T extends PgSelect>(select: T) {
  return select
    .innerJoin(customer, eq(customer.customerId, quotation.customerId))
    .innerJoin(employee, eq(employee.employeeId, quotation.employeeId))
    .leftJoin(contact, eq(contact.contactId, quotation.contactId));
}

/** The rows `toQuotationRow` makes, read from text (db/json-rows.ts), each counting its live lines. */
const quotationJson = jsonRows({
  ...headerColumns,
  employeeName: jsonText(employeeName),
  isFinal: jsonFlag(quotation.isFinal),
  isTemplate: jsonFlag(quotation.isTemplate),
  custConfirmed: jsonFlag(quotation.custConfirmed),
  itemCount: jsonNumber(sql`coalesce(${lineCounts.lines}, 0)`),
});

/** A whole quotation list, in the list's order (GetAllQuotation without `page`). */
export function wholeQuotationList(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<JsonList<TQuotationRow>> {
  const query = withListJoins(db.select(quotationJson.selection).from(quotation).$dynamic()).leftJoin(
    lineCounts,
    eq(lineCounts.quotationId, quotation.quotationId),
  );
  return jsonListOf(db, query.where(where).orderBy(...orderBy), quotationJson);
}

type TListRow = Awaited<ReturnType<typeof quotationListQuery>>[number];

export const toQuotationRow = (row: TListRow): TQuotationRow => ({ ...toHeader(row), itemCount: row.itemCount });

export async function listQuotationRows(db: DbOrTx, where: SQL | undefined): Promise<TQuotationRow[]> {
  return (await quotationListQuery(db, where)).map(toQuotationRow);
}

/** What the quotation lists sort by (domain QUOTATION_SORT_FIELDS); the quotation's own columns have an index. */
export const QUOTATION_SORTS: Record<TQuotationSortField, TSortable> = {
  quotationId: quotation.quotationId,
  quotationNo: quotation.quotationNo,
  company: customer.company,
  employeeName,
  effDate: quotation.effDate,
  expDate: quotation.expDate,
  createdAt: quotation.createdAt,
};

/** The Status column's words and the quotations they name. */
const STATUS_WORDS: { name: string; where: SQL }[] = [
  { name: 'draft', where: eq(quotation.draft, QUOTATION_DRAFT.Draft) },
  { name: 'bulk draft', where: eq(quotation.draft, QUOTATION_DRAFT.BulkDraft) },
  { name: 'approved', where: eq(quotation.draft, QUOTATION_DRAFT.Approved) },
  { name: 'confirmed by customer', where: eq(quotation.custConfirmed, 1) },
  { name: 'template', where: eq(quotation.isTemplate, 1) },
  { name: 'contract', where: eq(quotation.isFinal, 1) },
];

const customerName = sql`(${customer.company} || ' ' || coalesce(${customer.customerCode}, ''))`;

/**
 * The quotation lists' search box, matching what its client-side search did: the quote number and template name (one
 * trigram-indexed expression), the customer's name and trading name and the sales (each through the quotation's
 * indexed foreign key), and the Status column's words.
 */
export function quotationSearch(text: string | undefined): SQL | undefined {
  return searchOf(text, (pattern, word) => {
    const needle = word.toLowerCase();
    return [
      ...ilikeAny(pattern, [quotationSearchText(quotation)]),
      lookupNameMatches(pattern, quotation.customerId, customer.customerId, customerName),
      lookupNameMatches(pattern, quotation.employeeId, employee.employeeId, employeeName),
      ...STATUS_WORDS.filter((word) => word.name.includes(needle)).map((word) => word.where),
    ];
  });
}

const deletedOperator = alias(employee, 'deleted_operator');
const deletedOperatorName = employeeNameSql(deletedOperator);

const itemColumns = {
  item: quotationItem,
  quotationNo: quotation.quotationNo,
  customerId: quotation.customerId,
  company: customer.company,
  employeeId: quotation.employeeId,
  employeeName,
  effDate: quotation.effDate,
  deletedOperatorName,
  productName: product.productName,
  productCode: product.productCode,
  productActive: product.active,
  productDeletedAt: product.deletedAt,
  productRawmaterialDesc: product.rawmaterialDesc,
  baseProductName: baseProduct.baseProductName,
  baseProductCode: baseProduct.productCode,
  baseRawmaterialDesc: baseProduct.rawmaterialDesc,
  ownSleevePkt: ownPackaging.sleevePkt,
  ownSleeveQty: ownPackaging.sleeveQty,
  baseSleevePkt: basePackaging.sleevePkt,
  baseSleeveQty: basePackaging.sleeveQty,
};

/**
 * Lines (with their quotation's number, customer and creator) and what a quote prints beside them: a product line shows the product (its base product's specification
 * when it has none of its own), a base-product line the base product.
 */
export function quotationItemQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(itemColumns)
    .from(quotationItem)
    .innerJoin(quotation, eq(quotation.quotationId, quotationItem.quotationId))
    .innerJoin(customer, eq(customer.customerId, quotation.customerId))
    .innerJoin(employee, eq(employee.employeeId, quotation.employeeId))
    .leftJoin(deletedOperator, eq(deletedOperator.employeeId, quotationItem.deletedOperatorId))
    .leftJoin(product, eq(product.productId, quotationItem.productId))
    .leftJoin(
      baseProduct,
      eq(baseProduct.baseProductId, sql`coalesce(${quotationItem.baseProductId}, ${product.baseProductId})`),
    )
    .leftJoin(ownPackaging, eq(ownPackaging.packagingTypeId, product.packagingTypeId))
    .leftJoin(basePackaging, eq(basePackaging.packagingTypeId, baseProduct.packagingTypeId))
    .where(where)
    .orderBy(asc(quotationItem.quotationId), asc(quotationItem.sortOrder), asc(quotationItem.quotationItemId));
}

export type TQuotationItemRow = Awaited<ReturnType<typeof quotationItemQuery>>[number];

export function toQuotationItem(row: TQuotationItemRow): TQuotationItem {
  const { item } = row;
  const isProductLine = item.productId !== null;
  return {
    quotationItemId: item.quotationItemId,
    quotationId: item.quotationId,
    productId: item.productId,
    baseProductId: item.baseProductId,
    productCode: (isProductLine ? row.productCode : row.baseProductCode) ?? '',
    productName:
      isProductLine && row.productName !== null
        ? productDisplayName({
            productName: row.productName,
            active: row.productActive ?? 1,
            deletedAt: row.productDeletedAt,
          })
        : (row.baseProductName ?? ''),
    baseProductName: row.baseProductName,
    itemDesc: item.itemDesc,
    rawmaterialDesc: (isProductLine ? row.productRawmaterialDesc : null) ?? row.baseRawmaterialDesc,
    sleevePkt: (isProductLine ? row.ownSleevePkt : null) ?? row.baseSleevePkt,
    sleeveQty: (isProductLine ? row.ownSleeveQty : null) ?? row.baseSleeveQty,
    originPrice: item.originPrice,
    price: item.price,
    beforeChangePrice: item.beforeChangePrice,
    cartonPrice: item.cartonPrice,
    margin: item.margin,
    currentPrice: item.currentPrice,
    notes: item.notes,
    notes2: item.notes2,
    isBelowMin: flag(item.isBelowMin),
    isLowerPrice: flag(item.isLowerPrice),
    cartonQuantity: item.cartonQuantity,
    custChosen: flag(item.custChosen),
  };
}

/** The live lines of some quotations, in their order. */
export async function listQuotationItems(db: DbOrTx, quotationIds: readonly number[]): Promise<TQuotationItem[]> {
  if (quotationIds.length === 0) return [];
  const rows = await quotationItemQuery(
    db,
    and(inArray(quotationItem.quotationId, [...quotationIds]), isNull(quotationItem.deletedAt)),
  );
  return rows.map(toQuotationItem);
}

async function listQuotationOptions(db: DbOrTx, quotationIds: readonly number[]) {
  if (quotationIds.length === 0) return [];
  return db
    .select({
      quotationId: quotationOption.quotationId,
      quotationOptionId: quotationOption.quotationOptionId,
      quotationOptionItemId: quotationOption.quotationOptionItemId,
      name: quotationOptionItem.name,
      customizeOptionNotes: quotationOption.customizeOptionNotes,
    })
    .from(quotationOption)
    .innerJoin(
      quotationOptionItem,
      eq(quotationOptionItem.quotationOptionItemId, quotationOption.quotationOptionItemId),
    )
    .where(inArray(quotationOption.quotationId, [...quotationIds]))
    .orderBy(asc(quotationOption.quotationOptionId));
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Whole quotations (lines and options) for a filter, newest first. */
export async function listQuotations(db: DbOrTx, where: SQL | undefined): Promise<TQuotation[]> {
  const headers = await quotationHeaderQuery(db, where);
  const ids = headers.map((row) => row.quotationId);
  const itemsOf = groupBy(await listQuotationItems(db, ids), (item) => item.quotationId);
  const optionsOf = groupBy(await listQuotationOptions(db, ids), (option) => option.quotationId);
  return headers.map((row) => ({
    ...toHeader(row),
    quotationItem: itemsOf.get(row.quotationId) ?? [],
    quotationOption: (optionsOf.get(row.quotationId) ?? []).map(
      ({ quotationId: _id, ...option }): TQuotationOption => option,
    ),
  }));
}

/** One quotation with its live lines (by sortOrder) and options; NotFoundError when there is none. */
export async function getQuotation(db: DbOrTx, quotationId: number): Promise<TQuotation> {
  const [found] = await listQuotations(db, eq(quotation.quotationId, quotationId));
  if (!found) throw new NotFoundError(`Quotation ${quotationId} was not found.`);
  return found;
}

// ---- Active quotation lines ------------------------------------------------------------------------------------

/** A live line of an approved, non-template quotation that has not expired on `today` (contracts never expire). */
export const activeApprovedLine = (today: string | Placeholder = todayInAuckland()) =>
  and(
    eq(quotation.draft, QUOTATION_DRAFT.Approved),
    eq(quotation.isTemplate, 0),
    or(eq(quotation.isFinal, 1), gte(quotation.expDate, today)),
    isNull(quotationItem.deletedAt),
  );

// ---- Prices: what quote lines are priced from (the catalogue's products, base products and their prices) ----------

const linePackaging = alias(packagingType, 'own_packaging');

/** The products of some quote lines: their customer, base product and own packaging's carton quantity. */
export async function readLineProducts(db: DbOrTx, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: product.productId,
      customerId: product.customerId,
      baseProductId: product.baseProductId,
      packagingQuantity: linePackaging.quantity,
    })
    .from(product)
    .leftJoin(linePackaging, eq(linePackaging.packagingTypeId, product.packagingTypeId))
    .where(inArray(product.productId, [...productIds]));
}

/** Base products with their name and their packaging type's carton quantity. */
export async function readLineBases(db: DbOrTx, baseIds: readonly number[]) {
  if (baseIds.length === 0) return [];
  return db
    .select({
      baseProductId: baseProduct.baseProductId,
      baseProductName: baseProduct.baseProductName,
      packagingQuantity: packagingType.quantity,
    })
    .from(baseProduct)
    .innerJoin(packagingType, eq(packagingType.packagingTypeId, baseProduct.packagingTypeId))
    .where(inArray(baseProduct.baseProductId, [...baseIds]));
}

/** The configured prices of some base products for a customer group 1 and for all groups (group1 null). */
export async function readGroupPrices(db: DbOrTx, baseIds: readonly number[], group1: number | null) {
  if (baseIds.length === 0) return [];
  return db
    .select()
    .from(productPrice)
    .where(
      and(
        inArray(productPrice.baseProductId, [...baseIds]),
        group1 === null
          ? isNull(productPrice.group1)
          : or(eq(productPrice.group1, group1), isNull(productPrice.group1)),
      ),
    );
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
  return quotedProductsOf(db, customerId);
}

/** The customer's products priced in an active quotation (latest wins), by product code; the caller checked access. */
export async function quotedProductsOf(db: DbOrTx, customerId: number): Promise<TProductWithQuota[]> {
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

/**
 * Who gets a bulk draft for a base product's new price (spec 02 §5): the active customers that hold a product of it or
 * have it in an active quotation, by id, with their group 1, and the live products of it that they hold.
 */
export async function readBulkDraftCustomers(db: DbOrTx, baseProductId: number) {
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
  if (candidateIds.length === 0) return { held, customers: [] };
  const customers = await db
    .select({ customerId: customer.customerId, group1: customer.group1 })
    .from(customer)
    .where(and(inArray(customer.customerId, candidateIds), eq(customer.statusId, CUSTOMER_STATUS.Active)))
    .orderBy(asc(customer.customerId));
  return { held, customers };
}

/** What the public quote page shows of the customer and of the quotation's creator (undefined when either is gone). */
export async function readQuoteParties(db: DbOrTx, quotationId: number, customerId: number) {
  const [[client], [creator], [addressee]] = await Promise.all([
    db
      .select({
        customerId: customer.customerId,
        customerCode: customer.customerCode,
        company: customer.company,
        contactPerson: customer.contactPerson,
        address1: customer.address1,
        address2: customer.address2,
        email: customer.email,
        phone: customer.phone,
      })
      .from(customer)
      .where(eq(customer.customerId, customerId)),
    db
      .select({ firstName: employee.firstName, lastName: employee.lastName, mobile: employee.mobile })
      .from(employee)
      .innerJoin(quotation, eq(quotation.employeeId, employee.employeeId))
      .where(eq(quotation.quotationId, quotationId)),
    db
      .select({ contactFirstName: contact.firstName, salutation: customer.salutation })
      .from(quotation)
      .innerJoin(customer, eq(customer.customerId, quotation.customerId))
      .leftJoin(contact, and(eq(contact.contactId, quotation.contactId), eq(contact.customerId, quotation.customerId)))
      .where(eq(quotation.quotationId, quotationId)),
  ]);
  const contactName =
    client && addressee ? quoteContactName(addressee.contactFirstName, { ...client, ...addressee }) : null;
  return { client, creator, contactName };
}

// ---- Quotation list filters ---------------------------------------------------------------------------------------

/** Within the caller's customers: a sales-only page sees the quotations of its own customers (indexed ids, no join). */
const customerScoped = (scope: TCustomerScope): SQL | undefined =>
  scope.kind === 'own'
    ? sql`${quotation.customerId} = any(array(select ${customer.customerId} from ${customer} where ${customer.employeeId} = ${scope.employeeId}))`
    : undefined;

export interface TQuotationFilter {
  draft?: number;
  drafts?: number[];
  isFinal?: number;
  isTemplate?: number;
  customerId?: number;
}

export function quotationFilterOf(filter: TQuotationFilter, scope: TCustomerScope): SQL | undefined {
  return and(
    filter.draft === undefined ? undefined : eq(quotation.draft, filter.draft),
    filter.drafts?.length ? inArray(quotation.draft, filter.drafts) : undefined,
    filter.isFinal === undefined ? undefined : eq(quotation.isFinal, filter.isFinal),
    filter.isTemplate === undefined ? undefined : eq(quotation.isTemplate, filter.isTemplate),
    filter.customerId === undefined ? undefined : eq(quotation.customerId, filter.customerId),
    customerScoped(scope),
  );
}
