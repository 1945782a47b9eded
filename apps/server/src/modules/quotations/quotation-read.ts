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
import { type PgSelect, QueryBuilder } from 'drizzle-orm/pg-core';
import { NotFoundError } from '../../core/errors.ts';
import { ilikeAny, lookupNameMatches, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type JsonList, jsonFlag, jsonListOf, jsonNumber, jsonRows, jsonText } from '../../db/json-rows.ts';
import { withJoins } from '../../db/read-view.ts';
import { baseProducts, productPrices, products } from '../catalogue/catalogue.reads.ts';
import type { TCustomerScope } from '../customers/customer-scope.ts';
import { contacts, customers } from '../customers/customers.reads.ts';
import { getCustomer } from '../customers/customers.service.ts';
import { employees, employeesAs } from '../employees/employees.reads.ts';
import { packagingTypes, packagingTypesAs } from '../lookups/lookups.reads.ts';
import { quotationSearchText } from './quotation-search-text.ts';
import { quotation, quotationItem, quotationOption, quotationOptionItem } from './quotations.tables.ts';

// The read side of quotations: one quotation with its lines and options, the list rows, and the line query other
// reads (warnings, archive, public page) build on. Archived lines (deletedAt) are never part of a quotation.

const ownPackaging = packagingTypesAs('own_packaging');
const basePackaging = packagingTypesAs('base_packaging');

const employeeName = sql<string>`trim(concat_ws(' ', ${employees.firstName}, ${employees.lastName}))`;

const headerColumns = {
  quotationId: quotation.quotationId,
  quotationNo: quotation.quotationNo,
  customerId: quotation.customerId,
  customerCode: customers.customerCode,
  company: customers.company,
  group1Id: customers.group1,
  employeeId: quotation.employeeId,
  employeeName,
  effDate: quotation.effDate,
  expDate: quotation.expDate,
  contactId: quotation.contactId,
  contactName: contacts.firstName,
  contactEmail: contacts.email,
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
  return withJoins(
    select,
    (q) => customers.innerJoin(q, quotation.customerId),
    (q) => employees.innerJoin(q, quotation.employeeId),
    (q) => contacts.leftJoin(q, quotation.contactId),
  );
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
  company: customers.company,
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

const customerName = sql`(${customers.company} || ' ' || coalesce(${customers.customerCode}, ''))`;

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
      lookupNameMatches(pattern, quotation.customerId, customers.customerId, customerName),
      lookupNameMatches(pattern, quotation.employeeId, employees.employeeId, employeeName),
      ...STATUS_WORDS.filter((word) => word.name.includes(needle)).map((word) => word.where),
    ];
  });
}

const deletedOperator = employeesAs('deleted_operator');
const deletedOperatorName = deletedOperator.name;

const itemColumns = {
  item: quotationItem,
  quotationNo: quotation.quotationNo,
  customerId: quotation.customerId,
  company: customers.company,
  employeeId: quotation.employeeId,
  employeeName,
  effDate: quotation.effDate,
  deletedOperatorName,
  productName: products.productName,
  productCode: products.productCode,
  productActive: products.active,
  productDeletedAt: products.deletedAt,
  productRawmaterialDesc: products.rawmaterialDesc,
  baseProductName: baseProducts.baseProductName,
  baseProductCode: baseProducts.productCode,
  baseRawmaterialDesc: baseProducts.rawmaterialDesc,
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
  const select = db
    .select(itemColumns)
    .from(quotationItem)
    .innerJoin(quotation, eq(quotation.quotationId, quotationItem.quotationId))
    .$dynamic();
  return withJoins(
    select,
    (q) => customers.innerJoin(q, quotation.customerId),
    (q) => employees.innerJoin(q, quotation.employeeId),
    (q) => deletedOperator.leftJoin(q, quotationItem.deletedOperatorId),
    (q) => products.leftJoin(q, quotationItem.productId),
    (q) => baseProducts.leftJoin(q, sql`coalesce(${quotationItem.baseProductId}, ${products.baseProductId})`),
    (q) => ownPackaging.leftJoin(q, products.packagingTypeId),
    (q) => basePackaging.leftJoin(q, baseProducts.packagingTypeId),
  )
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

const linePackaging = packagingTypesAs('own_packaging');

/** The products of some quote lines: their customer, base product and own packaging's carton quantity. */
export async function readLineProducts(db: DbOrTx, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  const select = products.select(db, {
    productId: products.productId,
    customerId: products.customerId,
    baseProductId: products.baseProductId,
    packagingQuantity: linePackaging.quantity,
  });
  return linePackaging.leftJoin(select, products.packagingTypeId).where(inArray(products.productId, [...productIds]));
}

/** Base products with their name and their packaging type's carton quantity. */
export async function readLineBases(db: DbOrTx, baseIds: readonly number[]) {
  if (baseIds.length === 0) return [];
  const select = baseProducts.select(db, {
    baseProductId: baseProducts.baseProductId,
    baseProductName: baseProducts.baseProductName,
    packagingQuantity: packagingTypes.quantity,
  });
  return packagingTypes
    .innerJoin(select, baseProducts.packagingTypeId)
    .where(inArray(baseProducts.baseProductId, [...baseIds]));
}

/** The configured prices of some base products for a customer group 1 and for all groups (group1 null). */
export async function readGroupPrices(db: DbOrTx, baseIds: readonly number[], group1: number | null) {
  if (baseIds.length === 0) return [];
  return productPrices
    .select(db, {
      productPriceId: productPrices.productPriceId,
      baseProductId: productPrices.baseProductId,
      group1: productPrices.group1,
      quantiy: productPrices.quantiy,
      price: productPrices.price,
      description: productPrices.description,
    })
    .where(
      and(
        inArray(productPrices.baseProductId, [...baseIds]),
        group1 === null
          ? isNull(productPrices.group1)
          : or(eq(productPrices.group1, group1), isNull(productPrices.group1)),
      ),
    );
}

/** GET Quotation/GetQuoteProductPrice: every configured price with what a quote line needs from it. */
export async function listQuoteProductPrices(db: DbOrTx): Promise<TQuoteProductPrice[]> {
  const select = productPrices.select(db, {
    baseProductId: baseProducts.baseProductId,
    baseProductName: baseProducts.baseProductName,
    productCode: baseProducts.productCode,
    rawmaterialDesc: baseProducts.rawmaterialDesc,
    group1: productPrices.group1,
    price: productPrices.price,
    quantiy: productPrices.quantiy,
    packagingQuantity: packagingTypes.quantity,
    description: productPrices.description,
  });
  const rows = await withJoins(
    select,
    (q) => baseProducts.innerJoin(q, productPrices.baseProductId),
    (q) => packagingTypes.innerJoin(q, baseProducts.packagingTypeId),
  )
    .where(isNull(baseProducts.deletedAt))
    .orderBy(asc(baseProducts.baseProductId), sql`${productPrices.group1} nulls first`);
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
  const select = db
    .select({
      productId: products.productId,
      productCode: products.productCode,
      productName: products.productName,
      baseProductId: products.baseProductId,
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
    .$dynamic();
  const rows = await products
    .innerJoin(select, quotationItem.productId)
    .where(and(eq(quotation.customerId, customerId), activeApprovedLine(), isNull(products.deletedAt)))
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
  const held = await products
    .select(db, { customerId: products.customerId, productId: products.productId })
    .where(and(eq(products.baseProductId, baseProductId), isNull(products.deletedAt), isNotNull(products.customerId)))
    .orderBy(asc(products.productId));
  const quotedLines = db
    .selectDistinct({ customerId: quotation.customerId })
    .from(quotationItem)
    .innerJoin(quotation, eq(quotation.quotationId, quotationItem.quotationId))
    .$dynamic();
  const quoted = await products
    .leftJoin(quotedLines, quotationItem.productId)
    .where(
      and(
        activeApprovedLine(),
        or(eq(quotationItem.baseProductId, baseProductId), eq(products.baseProductId, baseProductId)),
      ),
    );
  const candidateIds = [
    ...new Set([...held.map((row) => row.customerId), ...quoted.map((row) => row.customerId)]),
  ].filter((customerId): customerId is number => customerId !== null);
  if (candidateIds.length === 0) return { held, customers: [] };
  const active = await customers
    .select(db, { customerId: customers.customerId, group1: customers.group1 })
    .where(and(inArray(customers.customerId, candidateIds), eq(customers.statusId, CUSTOMER_STATUS.Active)))
    .orderBy(asc(customers.customerId));
  return { held, customers: active };
}

/** What the public quote page shows of the customer and of the quotation's creator (undefined when either is gone). */
export async function readQuoteParties(db: DbOrTx, quotationId: number, customerId: number) {
  const [[client], [creator], [addressee]] = await Promise.all([
    customers
      .select(db, {
        customerId: customers.customerId,
        customerCode: customers.customerCode,
        company: customers.company,
        contactPerson: customers.contactPerson,
        address1: customers.address1,
        address2: customers.address2,
        email: customers.email,
        phone: customers.phone,
      })
      .where(eq(customers.customerId, customerId)),
    employees
      .select(db, { firstName: employees.firstName, lastName: employees.lastName, mobile: employees.mobile })
      .innerJoin(quotation, eq(quotation.employeeId, employees.employeeId))
      .where(eq(quotation.quotationId, quotationId)),
    withJoins(
      db.select({ contactFirstName: contacts.firstName, salutation: customers.salutation }).from(quotation).$dynamic(),
      (q) => customers.innerJoin(q, quotation.customerId),
      (q) => contacts.leftJoinOfCustomer(q, quotation.contactId, quotation.customerId),
    ).where(eq(quotation.quotationId, quotationId)),
  ]);
  const contactName =
    client && addressee ? quoteContactName(addressee.contactFirstName, { ...client, ...addressee }) : null;
  return { client, creator, contactName };
}

// ---- Quotation list filters ---------------------------------------------------------------------------------------

/** Within the caller's customers: a sales-only page sees the quotations of its own customers (indexed ids, no join). */
const customerScoped = (scope: TCustomerScope): SQL | undefined =>
  scope.kind === 'own' ? customers.ofSalesRep(quotation.customerId, scope.employeeId) : undefined;

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
