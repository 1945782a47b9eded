import {
  CUSTOMER_STATUS,
  LEAD_RATING_DEFAULT,
  PAYMENT_TERM_PREPAY,
  type TAddCustomer,
  type TCustomer,
  type TCustomerListQuery,
  type TPickerQuery,
  type TSimpleCustomer,
  type TUpdateCustomer,
} from '@packline/domain';
import { and, asc, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { ConflictError, NotFoundError } from '../../core/errors.ts';
import { ilikeAny, listPage, orderByOf, searchOf } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { jsonListOf, jsonRows } from '../../db/json-rows.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import {
  CUSTOMER_SORTS,
  customerListFilter,
  customerStatusName,
  selectCustomers,
  wholeCustomerList,
} from './customer-read.ts';
import {
  assertCanWrite,
  assertCustomerInScope,
  inCustomerScope,
  isInCustomerScope,
  type TCustomerScope,
} from './customer-scope.ts';
import { customer, onlineUser } from './customers.tables.ts';

// The customer itself (spec 02 §2–§4): list, read, add, update, delete. Its status, contacts, delivery addresses,
// attachments and online users have their own files; who may see which customer is customer-scope.ts.

export async function getCustomerName(db: DbOrTx, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ company: customer.company })
    .from(customer)
    .where(eq(customer.customerId, customerId));
  return row?.company ?? null;
}

/** What an order takes from its customer (status, sales, delivery and payment terms). */
export type TCustomerOrderTerms = Pick<
  TCustomer,
  'customerId' | 'statusId' | 'employeeId' | 'deliveryMethodId' | 'paymentCycleId' | 'deliveryFeeFlag'
>;

/** The customer's order terms: one row of its own table, no joins (saving an order reads it every time). */
export async function getCustomerOrderTerms(
  db: DbOrTx,
  scope: TCustomerScope,
  customerId: number,
): Promise<TCustomerOrderTerms> {
  const [row] = await customerOrderTerms(db, { customerId });
  if (!row || !isInCustomerScope(scope, row)) throw new NotFoundError(`Customer ${customerId} was not found.`);
  return row;
}

/** Every order save reads its customer's terms: a prepared statement (db/prepared.ts). */
const customerOrderTerms = preparedQuery('customer_order_terms', (db) =>
  db
    .select({
      customerId: customer.customerId,
      statusId: customer.statusId,
      employeeId: customer.employeeId,
      deliveryMethodId: customer.deliveryMethodId,
      paymentCycleId: customer.paymentCycleId,
      deliveryFeeFlag: customer.deliveryFeeFlag,
    })
    .from(customer)
    .where(eq(customer.customerId, sql.placeholder('customerId'))),
);

type TCustomerRow = Omit<TCustomer, 'createdAt' | 'lastOrderDate' | 'statusName'> & {
  createdAt: Date;
  lastOrderDate: Date | null;
};

function toCustomer(row: TCustomerRow): TCustomer {
  return {
    ...row,
    statusName: customerStatusName(row.statusId),
    createdAt: row.createdAt.toISOString(),
    lastOrderDate: row.lastOrderDate?.toISOString() ?? null,
  };
}

/**
 * The customer list's query: the scope, the screen's filters and its sort (also timed by `npm run bench` against its
 * endpoint). Without a query: every customer in scope by company, as the spec's client reads it.
 */
export function customerListQuery(db: DbOrTx, scope: TCustomerScope, query: TCustomerListQuery = {}) {
  return selectCustomers(db)
    .where(and(inCustomerScope(scope), customerListFilter(query)))
    .orderBy(...customerListOrder(query));
}

const customerListOrder = (query: TCustomerListQuery) =>
  orderByOf(CUSTOMER_SORTS, query, { field: 'company', order: 'ascend' }, customer.customerId);

/** GET Customer/GetAllCustomer: one page and the total with `page`, else the whole list (docs/architecture.md §3). */
export function listCustomers(db: DbOrTx, scope: TCustomerScope, query: TCustomerListQuery = {}) {
  const where = and(inCustomerScope(scope), customerListFilter(query));
  return listPage(query, {
    rows: customerListQuery(db, scope, query),
    count: db.select({ total: count() }).from(customer).where(where),
    toRow: toCustomer,
    whole: () => wholeCustomerList(db, where, customerListOrder(query)),
  });
}

const simpleCustomerColumns = {
  customerId: customer.customerId,
  company: customer.company,
  customerCode: customer.customerCode,
  statusId: customer.statusId,
};
const simpleCustomerJson = jsonRows(simpleCustomerColumns);

/** The picker's select of `fields` (see `listSimpleCustomers`). */
function pickCustomers(db: DbOrTx, fields: SelectedFields, scope: TCustomerScope, query: TPickerQuery) {
  const chosen = query.selectedId ? eq(customer.customerId, query.selectedId) : undefined;
  const search = searchOf(query.search, (pattern) =>
    ilikeAny(pattern, [customer.company, customer.customerCode, customer.customerNumber]),
  );
  const select = db
    .select(fields)
    .from(customer)
    .$dynamic()
    .where(and(inCustomerScope(scope), search && chosen ? or(chosen, search) : search))
    .orderBy(...(chosen ? [desc(sql`${chosen}`)] : []), asc(customer.company), asc(customer.customerId));
  return query.limit ? select.limit(query.limit) : select;
}

/** The picker's query as rows (also timed by `npm run bench` against GetAllSimpleCustomer). */
export const simpleCustomerQuery = (db: DbOrTx, scope: TCustomerScope, query: TPickerQuery = {}) =>
  pickCustomers(db, simpleCustomerColumns, scope, query);

/**
 * For pickers on other screens: id, company, trading name and status. Without `search` and `limit` every customer in
 * scope (read from text, db/json-rows.ts); the picker sends what the user typed (matched in company, trading name and
 * number), a limit, and the chosen customer's id, which is always in the answer (first) so the picker can show its
 * name.
 */
export function listSimpleCustomers(db: DbOrTx, scope: TCustomerScope, query: TPickerQuery = {}) {
  return jsonListOf<TSimpleCustomer>(
    db,
    pickCustomers(db, simpleCustomerJson.selection, scope, query),
    simpleCustomerJson,
  );
}

export async function getCustomer(db: DbOrTx, scope: TCustomerScope, customerId: number): Promise<TCustomer> {
  const row = await firstOrNotFound(
    selectCustomers(db).where(and(eq(customer.customerId, customerId), inCustomerScope(scope))),
    `Customer ${customerId} was not found.`,
  );
  return toCustomer(row);
}

/** A blank text field is stored as null; a field not sent stays undefined. */
export const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

function customerValues(input: Omit<TAddCustomer, 'noteToWarehouse' | 'noteToProduction'>) {
  return {
    ...input,
    salutation: blankToNull(input.salutation),
    contactPerson: blankToNull(input.contactPerson),
    address1: blankToNull(input.address1),
    address2: blankToNull(input.address2),
    postalCode: blankToNull(input.postalCode),
    phone: blankToNull(input.phone),
    customerCredit: blankToNull(input.customerCredit),
    notes: blankToNull(input.notes),
    email: input.email.trim(),
  };
}

/** Who adds a customer: a salesperson without the all-customers page gets the sales defaults (spec 02 §4). */
export interface TCustomerCreator {
  employeeId: number;
  isSalesperson: boolean;
}

export async function addCustomer(db: DbOrTx, input: TAddCustomer, creator: TCustomerCreator): Promise<TCustomer> {
  const { noteToWarehouse, noteToProduction, ...fields } = input;
  const values = {
    ...customerValues(fields),
    noteToWarehouse: blankToNull(noteToWarehouse) ?? null,
    noteToProduction: blankToNull(noteToProduction) ?? null,
    createdBy: creator.employeeId,
  };
  if (creator.isSalesperson) Object.assign(values, SALES_CUSTOMER_DEFAULTS(creator.employeeId));
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(customer).values(values).returning({ customerId: customer.customerId });
    if (!row) throw new Error('Customer insert returned no row');
    await tx
      .update(customer)
      .set({ customerNumber: customerNumberOf(row.customerId) })
      .where(eq(customer.customerId, row.customerId));
    return row;
  });
  return getCustomer(db, { kind: 'all', canWrite: true }, created.customerId);
}

/** spec 02 §4: a new customer created by sales: that salesperson, payment cycle 6, status 3, lead rating 3. */
export const SALES_CUSTOMER_DEFAULTS = (employeeId: number) => ({
  employeeId,
  paymentCycleId: PAYMENT_TERM_PREPAY,
  statusId: CUSTOMER_STATUS.New,
  leadRating: LEAD_RATING_DEFAULT,
});

/**
 * The Last Order column: set when an order is placed (never moved back by an older order). The UPDATE is answered
 * unrun: await it, or write it with the order's rows in one statement (db/write-together.ts).
 */
export function recordLastOrder(db: DbOrTx, customerId: number, at: Date) {
  return db
    .update(customer)
    .set({ lastOrderDate: at })
    .where(
      and(eq(customer.customerId, customerId), or(isNull(customer.lastOrderDate), lt(customer.lastOrderDate, at))),
    );
}

/** The read-only customer number: C1001 for the first customer, and so on. */
export function customerNumberOf(customerId: number): string {
  return `C${1000 + customerId}`;
}

export async function updateCustomer(
  db: DbOrTx,
  scope: TCustomerScope,
  input: TUpdateCustomer,
  actorId: number | null,
): Promise<TCustomer> {
  assertCanWrite(scope);
  const { customerId, noteToWarehouse, noteToProduction, ...fields } = input;
  await assertCustomerInScope(db, scope, customerId);
  const values = {
    ...customerValues(fields),
    // A salesperson's customer stays theirs: the sales-specific view cannot hand it to someone else.
    ...(scope.kind === 'own' ? { employeeId: scope.employeeId } : {}),
    ...(noteToWarehouse === undefined ? {} : { noteToWarehouse }),
    ...(noteToProduction === undefined ? {} : { noteToProduction }),
    updatedBy: actorId,
  };
  await db.update(customer).set(values).where(eq(customer.customerId, customerId));
  return getCustomer(db, scope, customerId);
}

/**
 * Contacts, delivery addresses, attachments and the status log go with the customer. A customer whose online
 * users can still log in is refused: remove their logins first, on purpose (orders and quotations that point
 * at it refuse the delete through their foreign keys).
 */
export async function deleteCustomer(db: DbOrTx, customerId: number): Promise<TCustomer> {
  return db.transaction(async (tx) => {
    const current = await getCustomer(tx, { kind: 'all', canWrite: true }, customerId);
    const [{ logins = 0 } = {}] = await tx
      .select({ logins: count() })
      .from(onlineUser)
      .where(eq(onlineUser.customerId, customerId));
    if (logins > 0) {
      throw new ConflictError(
        `This customer has ${logins} online user${logins === 1 ? '' : 's'}; delete them on the Online user management page first.`,
      );
    }
    await tx.delete(customer).where(eq(customer.customerId, customerId));
    return current;
  });
}
