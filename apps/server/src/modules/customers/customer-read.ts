import {
  BUSINESS_TIME_ZONE,
  CUSTOMER_STATUS_NAMES,
  type TCustomer,
  type TCustomerListQuery,
  type TCustomerSortField,
} from '@packline/domain';
import { and, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ilikeAny, lookupNameMatches, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type JsonList, jsonFrom, jsonListOf, jsonRows, jsonText } from '../../db/json-rows.ts';
import { containsPattern } from '../../db/patterns.ts';
import { withJoins } from '../../db/read-view.ts';
import { employees } from '../employees/employees.reads.ts';
import {
  brands,
  cities,
  customerGroups1,
  customerGroups2,
  customerGroups3,
  customerGroups4,
  customerGroups5,
  customerSources,
  deliveryMethods,
  paymentCycles,
} from '../lookups/lookups.reads.ts';
import { customerSearchText } from './customer-search-text.ts';
import { customer, customerAttachment, extraAddress } from './customers.tables.ts';

// The customer reads that join the reference lists (city, groups, payment term, brand, source, delivery method) and
// the employees (the sales, who attached a file), and the search over every address the system knows.

const salesName = employees.name;

const customerColumns = {
  customerId: customer.customerId,
  customerNumber: customer.customerNumber,
  company: customer.company,
  customerCode: customer.customerCode,
  salutation: customer.salutation,
  contactPerson: customer.contactPerson,
  cityId: customer.cityId,
  cityName: cities.cityName,
  address1: customer.address1,
  address2: customer.address2,
  postalCode: customer.postalCode,
  phone: customer.phone,
  mobile: customer.mobile,
  email: customer.email,
  customerCredit: customer.customerCredit,
  group1: customer.group1,
  group1Name: customerGroups1.group1Name,
  group2: customer.group2,
  group2Name: customerGroups2.group2Name,
  group3: customer.group3,
  group3Name: customerGroups3.group3Name,
  group4: customer.group4,
  group4Name: customerGroups4.group4Name,
  group5: customer.group5,
  group5Name: customerGroups5.group5Name,
  leadRating: customer.leadRating,
  paymentCycleId: customer.paymentCycleId,
  paymentCycleName: paymentCycles.paymentCycleName,
  statusId: customer.statusId,
  employeeId: customer.employeeId,
  salesName,
  brandId: customer.brandId,
  brandName: brands.brandName,
  sourceId: customer.sourceId,
  sourceName: customerSources.sourceName,
  deliveryMethodId: customer.deliveryMethodId,
  deliveryMethodName: deliveryMethods.deliveryMethodName,
  deliveryFeeFlag: customer.deliveryFeeFlag,
  notes: customer.notes,
  noteToWarehouse: customer.noteToWarehouse,
  noteToProduction: customer.noteToProduction,
  showPriceOnPackingSlip: customer.showPriceOnPackingSlip,
  createdAt: customer.createdAt,
  lastOrderDate: customer.lastOrderDate,
};

/** A customer's status as the lists name it. */
export const customerStatusName = (statusId: number) => CUSTOMER_STATUS_NAMES[statusId] ?? String(statusId);

/** A select from customer with the joins of its reads (for `selectCustomers` and `wholeCustomerList`). */
function withCustomerJoins<T extends PgSelect>(select: T) {
  return withJoins(
    select,
    (q) => cities.leftJoin(q, customer.cityId),
    (q) => customerGroups1.leftJoin(q, customer.group1),
    (q) => customerGroups2.leftJoin(q, customer.group2),
    (q) => customerGroups3.leftJoin(q, customer.group3),
    (q) => customerGroups4.leftJoin(q, customer.group4),
    (q) => customerGroups5.leftJoin(q, customer.group5),
    (q) => paymentCycles.leftJoin(q, customer.paymentCycleId),
    (q) => employees.leftJoin(q, customer.employeeId),
    (q) => brands.leftJoin(q, customer.brandId),
    (q) => customerSources.leftJoin(q, customer.sourceId),
    (q) => deliveryMethods.leftJoin(q, customer.deliveryMethodId),
  );
}

export function selectCustomers(db: DbOrTx) {
  return withCustomerJoins(db.select(customerColumns).from(customer).$dynamic());
}

/** The rows `toCustomer` makes, read from text (db/json-rows.ts). */
const customerJson = jsonRows({
  ...customerColumns,
  salesName: jsonText(salesName),
  statusName: jsonFrom(customer.statusId, (statusId) => customerStatusName(Number(statusId))),
});

/** A whole customer list, in the list's order (GetAllCustomer without `page`). */
export function wholeCustomerList(db: DbOrTx, where: SQL | undefined, orderBy: SQL[]): Promise<JsonList<TCustomer>> {
  const query = withCustomerJoins(db.select(customerJson.selection).from(customer).$dynamic());
  return jsonListOf(db, query.where(where).orderBy(...orderBy), customerJson);
}

/** What Customer Management's column headers sort by (domain CUSTOMER_SORT_FIELDS); each has an index. */
export const CUSTOMER_SORTS: Record<TCustomerSortField, TSortable> = {
  company: customer.company,
  customerCode: customer.customerCode,
  contactPerson: customer.contactPerson,
  address1: customer.address1,
  createdAt: customer.createdAt,
  lastOrderDate: customer.lastOrderDate,
  statusId: customer.statusId,
};

/**
 * The search box of Customer Management, matching what its client-side search did: the customer's own text (one
 * trigram-indexed expression, customers.tables.ts) or the name of its city, groups, payment term, sales, brand,
 * source or delivery method (each through the customer's indexed foreign key).
 */
export function customerSearch(text: string | undefined): SQL | undefined {
  return searchOf(text, (pattern) => [
    ...ilikeAny(pattern, [customerSearchText(customer)]),
    lookupNameMatches(pattern, customer.cityId, cities.cityId, cities.cityName),
    lookupNameMatches(pattern, customer.group1, customerGroups1.group1Id, customerGroups1.group1Name),
    lookupNameMatches(pattern, customer.group2, customerGroups2.group2Id, customerGroups2.group2Name),
    lookupNameMatches(pattern, customer.group3, customerGroups3.group3Id, customerGroups3.group3Name),
    lookupNameMatches(pattern, customer.group4, customerGroups4.group4Id, customerGroups4.group4Name),
    lookupNameMatches(pattern, customer.group5, customerGroups5.group5Id, customerGroups5.group5Name),
    lookupNameMatches(pattern, customer.paymentCycleId, paymentCycles.paymentCycleId, paymentCycles.paymentCycleName),
    lookupNameMatches(pattern, customer.employeeId, employees.employeeId, salesName),
    lookupNameMatches(pattern, customer.brandId, brands.brandId, brands.brandName),
    lookupNameMatches(pattern, customer.sourceId, customerSources.sourceId, customerSources.sourceName),
    lookupNameMatches(
      pattern,
      customer.deliveryMethodId,
      deliveryMethods.deliveryMethodId,
      deliveryMethods.deliveryMethodName,
    ),
  ]);
}

/** The start of a calendar day in the business time zone, as a timestamptz. */
const dayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

/** The filters of Customer Management: status (0: every status) or statuses, created-at days (both included), search. */
export function customerListFilter(query: TCustomerListQuery): SQL | undefined {
  return and(
    query.statusId ? eq(customer.statusId, query.statusId) : undefined,
    query.statusIds ? inArray(customer.statusId, query.statusIds) : undefined,
    query.createdFrom ? gte(customer.createdAt, dayStart(query.createdFrom)) : undefined,
    query.createdTo ? lt(customer.createdAt, dayStart(query.createdTo, 1)) : undefined,
    customerSearch(query.search),
  );
}

const employeeName = employees.name;

/** A customer's files, newest first, with who added them. */
export function selectAttachmentsOf(db: DbOrTx, customerId: number) {
  const select = db
    .select({
      attachmentId: customerAttachment.attachmentId,
      customerId: customerAttachment.customerId,
      attachmentName: customerAttachment.attachmentName,
      attachmentDesc: customerAttachment.attachmentDesc,
      urls: customerAttachment.urls,
      employeeId: customerAttachment.employeeId,
      employeeName,
      createdAt: customerAttachment.createdAt,
    })
    .from(customerAttachment)
    .$dynamic();
  return employees
    .leftJoin(select, customerAttachment.employeeId)
    .where(eq(customerAttachment.customerId, customerId))
    .orderBy(desc(customerAttachment.createdAt), desc(customerAttachment.attachmentId));
}

const extraAddressColumns = {
  addressId: extraAddress.addressId,
  customerId: extraAddress.customerId,
  address: extraAddress.address,
  deliveryName: extraAddress.deliveryName,
  postalCode: extraAddress.postalCode,
  notes: extraAddress.notes,
  deliveryMethodId: extraAddress.deliveryMethodId,
  deliveryMethodName: deliveryMethods.deliveryMethodName,
};

export function selectExtraAddresses(db: DbOrTx) {
  return deliveryMethods.leftJoin(selectExtraAddressRows(db), extraAddress.deliveryMethodId);
}

function selectExtraAddressRows(db: DbOrTx) {
  return db
    .select(extraAddressColumns)
    .from(extraAddress)
    .innerJoin(customer, eq(customer.customerId, extraAddress.customerId))
    .$dynamic();
}

/**
 * Addresses already known to the system that contain the text (case-insensitive), for the address
 * search (Common/GetGoogleAddr): each customer's full address (address1, address2, postal code, city)
 * and every extra delivery address; distinct, sorted, at most `limit`.
 */
export async function searchKnownAddresses(db: DbOrTx, text: string, limit = 10): Promise<string[]> {
  const needle = text.trim();
  if (!needle || limit <= 0) return [];
  const pattern = containsPattern(needle);
  const full = sql<string>`concat_ws(', ', nullif(trim(${customer.address1}), ''), nullif(trim(${customer.address2}), ''), nullif(trim(${customer.postalCode}), ''), nullif(trim(${cities.cityName}), ''))`;
  const customersWithAddress = db.selectDistinct({ address: full }).from(customer).$dynamic();
  const fromCustomers = await cities
    .leftJoin(customersWithAddress, customer.cityId)
    .where(and(isNotNull(customer.address1), sql`${full} ilike ${pattern}`))
    .orderBy(full)
    .limit(limit);
  const fromExtra = await db
    .selectDistinct({ address: sql<string>`trim(${extraAddress.address})` })
    .from(extraAddress)
    .where(sql`${extraAddress.address} ilike ${pattern}`)
    .orderBy(sql`trim(${extraAddress.address})`)
    .limit(limit);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const { address } of [...fromCustomers, ...fromExtra]) {
    const key = address.toLowerCase();
    if (!address || seen.has(key)) continue;
    seen.add(key);
    result.push(address);
  }
  return result.sort((a, b) => a.localeCompare(b)).slice(0, limit);
}
