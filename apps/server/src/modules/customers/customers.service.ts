import {
  CUSTOMER_PAGE,
  CUSTOMER_STATUS,
  CUSTOMER_STATUS_NAMES,
  isValidEmail,
  LEAD_RATING_DEFAULT,
  NO_CHANGES_MESSAGE,
  normalisePageUrl,
  PAYMENT_TERM_PREPAY,
  type TAddAttachment,
  type TAddContact,
  type TAddCustomer,
  type TAddExtraAddress,
  type TAddOnlineUser,
  type TChangeOnlineUserPassword,
  type TContact,
  type TCustomer,
  type TCustomerAttachment,
  type TCustomerStatusChange,
  type TExtraAddress,
  type TOnlineUser,
  type TUpdateContact,
  type TUpdateCustomer,
  type TUpdateCustomerStatusQuery,
  type TUpdateExtraAddress,
  type TUpdateOnlineUser,
} from '@packline/domain';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { BusinessError, ConflictError, ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { hashPassword } from '../auth/password.ts';
import { employeeNameSql } from '../employees/employees.service.ts';
import { employee } from '../employees/employees.tables.ts';
import {
  brand,
  city,
  customerGroup1,
  customerGroup2,
  customerGroup3,
  customerGroup4,
  customerGroup5,
  customerSource,
  deliveryMethod,
  paymentCycle,
} from '../lookups/lookups.tables.ts';
import type { TMailer } from '../mail/mail.service.ts';
import {
  contact,
  customer,
  customerAttachment,
  customerStatusLog,
  extraAddress,
  onlineUser,
} from './customers.tables.ts';

/** The online user a customer login checks, with its customer; includes the password hash. */
export async function findOnlineUserForLogin(db: DbOrTx, userName: string) {
  const [row] = await db
    .select({
      userId: onlineUser.userId,
      userName: onlineUser.userName,
      passwordHash: onlineUser.passwordHash,
      customerId: onlineUser.customerId,
      company: customer.company,
    })
    .from(onlineUser)
    .innerJoin(customer, eq(customer.customerId, onlineUser.customerId))
    .where(eq(sql`lower(${onlineUser.userName})`, userName.trim().toLowerCase()));
  return row ?? null;
}

export async function getCustomerName(db: DbOrTx, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ company: customer.company })
    .from(customer)
    .where(eq(customer.customerId, customerId));
  return row?.company ?? null;
}

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
  const full = sql<string>`concat_ws(', ', nullif(trim(${customer.address1}), ''), nullif(trim(${customer.address2}), ''), nullif(trim(${customer.postalCode}), ''), nullif(trim(${city.cityName}), ''))`;
  const fromCustomers = await db
    .selectDistinct({ address: full })
    .from(customer)
    .leftJoin(city, eq(city.cityId, customer.cityId))
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

// ---------------------------------------------------------------------------------------------------------
// Scoping (spec 02 §2, §6): which customers a caller may see and change.

/** 'all' customers, or only those whose sales (employeeId) is the caller; `canWrite` false for the read-only view. */
export type TCustomerScope =
  | { kind: 'all'; canWrite: boolean }
  | { kind: 'own'; employeeId: number; canWrite: boolean };

/**
 * From the caller's pages: the all-customers page sees everyone; the sales-specific page only the caller's own
 * customers; the read-only sales view its own customers without changes. Staff with none of the three (order,
 * dispatch and ticket screens reading customers as a lookup) see every customer and change none.
 */
export function customerScopeOf(caller: { employeeId: number; pageUrls: ReadonlySet<string> }): TCustomerScope {
  const has = (url: string) => caller.pageUrls.has(normalisePageUrl(url));
  if (has(CUSTOMER_PAGE.all)) return { kind: 'all', canWrite: true };
  if (has(CUSTOMER_PAGE.own)) return { kind: 'own', employeeId: caller.employeeId, canWrite: true };
  if (has(CUSTOMER_PAGE.readOnly)) return { kind: 'own', employeeId: caller.employeeId, canWrite: false };
  return { kind: 'all', canWrite: false };
}

const inScope = (scope: TCustomerScope) =>
  scope.kind === 'own' ? eq(customer.employeeId, scope.employeeId) : undefined;

function assertCanWrite(scope: TCustomerScope): void {
  if (!scope.canWrite) throw new ForbiddenError('You do not have permission to use this page.');
}

/** The customer's id if the scope reaches it; a customer out of scope is "not found", as if it did not exist. */
async function assertCustomerInScope(db: DbOrTx, scope: TCustomerScope, customerId: number): Promise<void> {
  const [row] = await db
    .select({ customerId: customer.customerId })
    .from(customer)
    .where(and(eq(customer.customerId, customerId), inScope(scope)));
  if (!row) throw new NotFoundError(`Customer ${customerId} was not found.`);
}

// ---------------------------------------------------------------------------------------------------------
// Customers

const salesName = employeeNameSql();

const customerColumns = {
  customerId: customer.customerId,
  customerNumber: customer.customerNumber,
  company: customer.company,
  customerCode: customer.customerCode,
  salutation: customer.salutation,
  contactPerson: customer.contactPerson,
  cityId: customer.cityId,
  cityName: city.cityName,
  address1: customer.address1,
  address2: customer.address2,
  postalCode: customer.postalCode,
  phone: customer.phone,
  mobile: customer.mobile,
  email: customer.email,
  customerCredit: customer.customerCredit,
  group1: customer.group1,
  group1Name: customerGroup1.group1Name,
  group2: customer.group2,
  group2Name: customerGroup2.group2Name,
  group3: customer.group3,
  group3Name: customerGroup3.group3Name,
  group4: customer.group4,
  group4Name: customerGroup4.group4Name,
  group5: customer.group5,
  group5Name: customerGroup5.group5Name,
  leadRating: customer.leadRating,
  paymentCycleId: customer.paymentCycleId,
  paymentCycleName: paymentCycle.paymentCycleName,
  statusId: customer.statusId,
  employeeId: customer.employeeId,
  salesName,
  brandId: customer.brandId,
  brandName: brand.brandName,
  sourceId: customer.sourceId,
  sourceName: customerSource.sourceName,
  deliveryMethodId: customer.deliveryMethodId,
  deliveryMethodName: deliveryMethod.deliveryMethodName,
  deliveryFeeFlag: customer.deliveryFeeFlag,
  notes: customer.notes,
  noteToWarehouse: customer.noteToWarehouse,
  noteToProduction: customer.noteToProduction,
  showPriceOnPackingSlip: customer.showPriceOnPackingSlip,
  createdAt: customer.createdAt,
  lastOrderDate: customer.lastOrderDate,
};

function selectCustomers(db: DbOrTx) {
  return db
    .select(customerColumns)
    .from(customer)
    .leftJoin(city, eq(city.cityId, customer.cityId))
    .leftJoin(customerGroup1, eq(customerGroup1.group1Id, customer.group1))
    .leftJoin(customerGroup2, eq(customerGroup2.group2Id, customer.group2))
    .leftJoin(customerGroup3, eq(customerGroup3.group3Id, customer.group3))
    .leftJoin(customerGroup4, eq(customerGroup4.group4Id, customer.group4))
    .leftJoin(customerGroup5, eq(customerGroup5.group5Id, customer.group5))
    .leftJoin(paymentCycle, eq(paymentCycle.paymentCycleId, customer.paymentCycleId))
    .leftJoin(employee, eq(employee.employeeId, customer.employeeId))
    .leftJoin(brand, eq(brand.brandId, customer.brandId))
    .leftJoin(customerSource, eq(customerSource.sourceId, customer.sourceId))
    .leftJoin(deliveryMethod, eq(deliveryMethod.deliveryMethodId, customer.deliveryMethodId));
}

type TCustomerRow = Omit<TCustomer, 'createdAt' | 'lastOrderDate' | 'statusName'> & {
  createdAt: Date;
  lastOrderDate: Date | null;
};

function toCustomer(row: TCustomerRow): TCustomer {
  return {
    ...row,
    statusName: CUSTOMER_STATUS_NAMES[row.statusId] ?? String(row.statusId),
    createdAt: row.createdAt.toISOString(),
    lastOrderDate: row.lastOrderDate?.toISOString() ?? null,
  };
}

/** The customer list's query (also timed by `npm run bench` against its endpoint). */
export function customerListQuery(db: DbOrTx, scope: TCustomerScope) {
  return selectCustomers(db).where(inScope(scope)).orderBy(asc(customer.company), asc(customer.customerId));
}

export async function listCustomers(db: DbOrTx, scope: TCustomerScope): Promise<TCustomer[]> {
  return (await customerListQuery(db, scope)).map(toCustomer);
}

/** For pickers on other screens: id, company, trading name and status. */
export function listSimpleCustomers(db: DbOrTx, scope: TCustomerScope) {
  return db
    .select({
      customerId: customer.customerId,
      company: customer.company,
      customerCode: customer.customerCode,
      statusId: customer.statusId,
    })
    .from(customer)
    .where(inScope(scope))
    .orderBy(asc(customer.company), asc(customer.customerId));
}

export async function getCustomer(db: DbOrTx, scope: TCustomerScope, customerId: number): Promise<TCustomer> {
  const [row] = await selectCustomers(db).where(and(eq(customer.customerId, customerId), inScope(scope)));
  if (!row) throw new NotFoundError(`Customer ${customerId} was not found.`);
  return toCustomer(row);
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

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

/** The read-only customer number: C1001 for the first customer, and so on. */
/** The Last Order column: set when an order is placed (never moved back by an older order). */
export async function recordLastOrder(db: DbOrTx, customerId: number, at: Date): Promise<void> {
  await db
    .update(customer)
    .set({ lastOrderDate: at })
    .where(
      and(eq(customer.customerId, customerId), or(isNull(customer.lastOrderDate), lt(customer.lastOrderDate, at))),
    );
}

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
    updatedAt: new Date(),
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * spec 02 §4: activate (1), deactivate (2) or mark new (3) with a note; the change is logged, and a customer with a
 * valid e-mail address is told through the mail service (SMTP, or held in the outbox without it).
 */
export async function updateCustomerStatus(
  db: Database,
  mailer: TMailer,
  scope: TCustomerScope,
  query: TUpdateCustomerStatusQuery,
  actorId: number | null,
): Promise<TCustomerStatusChange> {
  assertCanWrite(scope);
  const { id: customerId, statusId, note } = query;
  const current = await getCustomer(db, scope, customerId);
  const statusName = CUSTOMER_STATUS_NAMES[statusId] ?? String(statusId);
  return db.transaction(async (tx) => {
    await tx
      .update(customer)
      .set({ statusId, updatedAt: new Date(), updatedBy: actorId })
      .where(eq(customer.customerId, customerId));
    await tx
      .insert(customerStatusLog)
      .values({ customerId, fromStatusId: current.statusId, toStatusId: statusId, note, employeeId: actorId });
    if (!isValidEmail(current.email)) {
      return {
        customerId,
        statusId,
        statusName,
        notice: 'skipped',
        message: `Status changed to ${statusName}. No notice was sent: the customer has no valid e-mail address.`,
      };
    }
    await mailer.send(
      tx,
      {
        targetName: current.company,
        targetAddress: current.email.trim(),
        subject: `Your account is now ${statusName.toLowerCase()}`,
        htmlContent: [
          `<p>Dear ${escapeHtml(current.company)},</p>`,
          `<p>Your customer account (${escapeHtml(current.customerNumber ?? String(customerId))}) is now <b>${statusName}</b>.</p>`,
          `<p>${escapeHtml(note)}</p>`,
        ].join('\n'),
      },
      actorId,
    );
    return {
      customerId,
      statusId,
      statusName,
      notice: 'queued',
      message: `Status changed to ${statusName}. A notice was sent to ${current.email.trim()}.`,
    };
  });
}

/** Every status change of a customer, newest first. */
export async function listCustomerStatusLog(db: DbOrTx, customerId: number) {
  return db
    .select()
    .from(customerStatusLog)
    .where(eq(customerStatusLog.customerId, customerId))
    .orderBy(desc(customerStatusLog.createdAt), desc(customerStatusLog.logId));
}

// ---------------------------------------------------------------------------------------------------------
// Attachments

export async function addAttachment(
  db: DbOrTx,
  scope: TCustomerScope,
  input: TAddAttachment,
  actorId: number | null,
): Promise<TCustomerAttachment> {
  assertCanWrite(scope);
  await assertCustomerInScope(db, scope, input.customerId);
  const [row] = await db
    .insert(customerAttachment)
    .values({
      customerId: input.customerId,
      urls: input.urls,
      attachmentName: input.attachmentName,
      attachmentDesc: blankToNull(input.attachmentDesc) ?? null,
      employeeId: actorId,
      createdBy: actorId,
    })
    .returning({ attachmentId: customerAttachment.attachmentId });
  const attachments = await listAttachments(db, scope, input.customerId);
  const created = attachments.find((a) => a.attachmentId === row?.attachmentId);
  if (!created) throw new Error('Attachment insert returned no row');
  return created;
}

export async function listAttachments(
  db: DbOrTx,
  scope: TCustomerScope,
  customerId: number,
): Promise<TCustomerAttachment[]> {
  await assertCustomerInScope(db, scope, customerId);
  const rows = await db
    .select({
      attachmentId: customerAttachment.attachmentId,
      customerId: customerAttachment.customerId,
      attachmentName: customerAttachment.attachmentName,
      attachmentDesc: customerAttachment.attachmentDesc,
      urls: customerAttachment.urls,
      employeeId: customerAttachment.employeeId,
      employeeName: salesName,
      createdAt: customerAttachment.createdAt,
    })
    .from(customerAttachment)
    .leftJoin(employee, eq(employee.employeeId, customerAttachment.employeeId))
    .where(eq(customerAttachment.customerId, customerId))
    .orderBy(desc(customerAttachment.createdAt), desc(customerAttachment.attachmentId));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

// ---------------------------------------------------------------------------------------------------------
// Contacts

const contactColumns = {
  contactId: contact.contactId,
  customerId: contact.customerId,
  firstName: contact.firstName,
  phone: contact.phone,
  mobile: contact.mobile,
  email: contact.email,
  notes: contact.notes,
};

function contactValues(input: TAddContact) {
  return {
    customerId: input.customerId,
    firstName: input.firstName,
    phone: blankToNull(input.phone) ?? null,
    mobile: blankToNull(input.mobile) ?? null,
    email: blankToNull(input.email) ?? null,
    notes: blankToNull(input.notes) ?? null,
  };
}

export async function listContacts(db: DbOrTx, scope: TCustomerScope, customerId: number): Promise<TContact[]> {
  await assertCustomerInScope(db, scope, customerId);
  return db
    .select(contactColumns)
    .from(contact)
    .where(eq(contact.customerId, customerId))
    .orderBy(asc(contact.contactId));
}

export async function getContact(db: DbOrTx, scope: TCustomerScope, contactId: number): Promise<TContact> {
  const [row] = await db
    .select(contactColumns)
    .from(contact)
    .innerJoin(customer, eq(customer.customerId, contact.customerId))
    .where(and(eq(contact.contactId, contactId), inScope(scope)));
  if (!row) throw new NotFoundError(`Contact ${contactId} was not found.`);
  return row;
}

export async function addContact(
  db: DbOrTx,
  scope: TCustomerScope,
  input: TAddContact,
  actorId: number | null,
): Promise<TContact> {
  assertCanWrite(scope);
  await assertCustomerInScope(db, scope, input.customerId);
  const [row] = await db
    .insert(contact)
    .values({ ...contactValues(input), createdBy: actorId })
    .returning(contactColumns);
  if (!row) throw new Error('Contact insert returned no row');
  return row;
}

export async function updateContact(
  db: DbOrTx,
  scope: TCustomerScope,
  input: TUpdateContact,
  actorId: number | null,
): Promise<TContact> {
  assertCanWrite(scope);
  await getContact(db, scope, input.contactId);
  await assertCustomerInScope(db, scope, input.customerId);
  const [row] = await db
    .update(contact)
    .set({ ...contactValues(input), updatedAt: new Date(), updatedBy: actorId })
    .where(eq(contact.contactId, input.contactId))
    .returning(contactColumns);
  if (!row) throw new NotFoundError(`Contact ${input.contactId} was not found.`);
  return row;
}

export async function deleteContact(db: DbOrTx, scope: TCustomerScope, contactId: number): Promise<TContact> {
  assertCanWrite(scope);
  const current = await getContact(db, scope, contactId);
  await db.delete(contact).where(eq(contact.contactId, contactId));
  return current;
}

// ---------------------------------------------------------------------------------------------------------
// Extra (delivery) addresses

const extraAddressColumns = {
  addressId: extraAddress.addressId,
  customerId: extraAddress.customerId,
  address: extraAddress.address,
  deliveryName: extraAddress.deliveryName,
  postalCode: extraAddress.postalCode,
  notes: extraAddress.notes,
  deliveryMethodId: extraAddress.deliveryMethodId,
  deliveryMethodName: deliveryMethod.deliveryMethodName,
};

function selectExtraAddresses(db: DbOrTx) {
  return db
    .select(extraAddressColumns)
    .from(extraAddress)
    .innerJoin(customer, eq(customer.customerId, extraAddress.customerId))
    .leftJoin(deliveryMethod, eq(deliveryMethod.deliveryMethodId, extraAddress.deliveryMethodId));
}

function extraAddressValues(input: TAddExtraAddress) {
  return {
    customerId: input.customerId,
    address: input.address,
    deliveryName: blankToNull(input.deliveryName) ?? null,
    postalCode: blankToNull(input.postalCode) ?? null,
    notes: blankToNull(input.notes) ?? null,
    deliveryMethodId: input.deliveryMethodId ?? null,
  };
}

export async function listExtraAddresses(
  db: DbOrTx,
  scope: TCustomerScope,
  customerId: number,
): Promise<TExtraAddress[]> {
  await assertCustomerInScope(db, scope, customerId);
  return selectExtraAddresses(db).where(eq(extraAddress.customerId, customerId)).orderBy(asc(extraAddress.addressId));
}

export async function getExtraAddress(db: DbOrTx, scope: TCustomerScope, addressId: number): Promise<TExtraAddress> {
  const [row] = await selectExtraAddresses(db).where(and(eq(extraAddress.addressId, addressId), inScope(scope)));
  if (!row) throw new NotFoundError(`Address ${addressId} was not found.`);
  return row;
}

export async function addExtraAddress(
  db: DbOrTx,
  scope: TCustomerScope,
  input: TAddExtraAddress,
  actorId: number | null,
): Promise<TExtraAddress> {
  assertCanWrite(scope);
  await assertCustomerInScope(db, scope, input.customerId);
  const [row] = await db
    .insert(extraAddress)
    .values({ ...extraAddressValues(input), createdBy: actorId })
    .returning({ addressId: extraAddress.addressId });
  if (!row) throw new Error('Address insert returned no row');
  return getExtraAddress(db, scope, row.addressId);
}

export async function updateExtraAddress(
  db: DbOrTx,
  scope: TCustomerScope,
  input: TUpdateExtraAddress,
  actorId: number | null,
): Promise<TExtraAddress> {
  assertCanWrite(scope);
  await getExtraAddress(db, scope, input.addressId);
  await assertCustomerInScope(db, scope, input.customerId);
  await db
    .update(extraAddress)
    .set({ ...extraAddressValues(input), updatedAt: new Date(), updatedBy: actorId })
    .where(eq(extraAddress.addressId, input.addressId));
  return getExtraAddress(db, scope, input.addressId);
}

export async function deleteExtraAddress(db: DbOrTx, scope: TCustomerScope, addressId: number): Promise<TExtraAddress> {
  assertCanWrite(scope);
  const current = await getExtraAddress(db, scope, addressId);
  await db.delete(extraAddress).where(eq(extraAddress.addressId, addressId));
  return current;
}

// ---------------------------------------------------------------------------------------------------------
// Online users (spec 02 §3): a customer's logins; the password is set on add and changed on its own.

const onlineUserColumns = {
  userId: onlineUser.userId,
  userName: onlineUser.userName,
  customerId: onlineUser.customerId,
  company: customer.company,
  createdAt: onlineUser.createdAt,
};

const sameOnlineUserName = (userName: string) => eq(sql`lower(${onlineUser.userName})`, userName.trim().toLowerCase());

function toOnlineUser(row: Omit<TOnlineUser, 'createdAt'> & { createdAt: Date }): TOnlineUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listOnlineUsers(db: DbOrTx): Promise<TOnlineUser[]> {
  const rows = await db
    .select(onlineUserColumns)
    .from(onlineUser)
    .innerJoin(customer, eq(customer.customerId, onlineUser.customerId))
    .orderBy(asc(onlineUser.userName));
  return rows.map(toOnlineUser);
}

export async function getOnlineUser(db: DbOrTx, userId: number): Promise<TOnlineUser> {
  const [row] = await db
    .select(onlineUserColumns)
    .from(onlineUser)
    .innerJoin(customer, eq(customer.customerId, onlineUser.customerId))
    .where(eq(onlineUser.userId, userId));
  if (!row) throw new NotFoundError(`Online user ${userId} was not found.`);
  return toOnlineUser(row);
}

async function assertOnlineUserNameFree(db: DbOrTx, userName: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ userId: onlineUser.userId })
    .from(onlineUser)
    .where(and(sameOnlineUserName(userName), exceptId === undefined ? undefined : ne(onlineUser.userId, exceptId)));
  if (taken) throw new ConflictError(`The username ${userName.trim()} is already taken.`);
}

export async function addOnlineUser(db: DbOrTx, input: TAddOnlineUser, actorId: number | null): Promise<TOnlineUser> {
  await assertOnlineUserNameFree(db, input.userName);
  await assertCustomerInScope(db, { kind: 'all', canWrite: true }, input.customerId);
  const [row] = await db
    .insert(onlineUser)
    .values({
      userName: input.userName,
      passwordHash: await hashPassword(input.password),
      customerId: input.customerId,
      createdBy: actorId,
    })
    .returning({ userId: onlineUser.userId });
  if (!row) throw new Error('Online user insert returned no row');
  return getOnlineUser(db, row.userId);
}

export async function updateOnlineUser(
  db: DbOrTx,
  input: TUpdateOnlineUser,
  actorId: number | null,
): Promise<TOnlineUser> {
  const current = await getOnlineUser(db, input.userId);
  if (current.userName === input.userName && current.customerId === input.customerId) {
    throw new BusinessError(NO_CHANGES_MESSAGE);
  }
  await assertOnlineUserNameFree(db, input.userName, input.userId);
  await assertCustomerInScope(db, { kind: 'all', canWrite: true }, input.customerId);
  await db
    .update(onlineUser)
    .set({ userName: input.userName, customerId: input.customerId, updatedAt: new Date(), updatedBy: actorId })
    .where(eq(onlineUser.userId, input.userId));
  return getOnlineUser(db, input.userId);
}

export async function changeOnlineUserPassword(
  db: DbOrTx,
  input: TChangeOnlineUserPassword,
  actorId: number | null,
): Promise<TOnlineUser> {
  const current = await getOnlineUser(db, input.userId);
  await db
    .update(onlineUser)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date(), updatedBy: actorId })
    .where(eq(onlineUser.userId, input.userId));
  return current;
}

/** Its sessions end with it (the session table cascades). */
export async function deleteOnlineUser(db: DbOrTx, userId: number): Promise<TOnlineUser> {
  const current = await getOnlineUser(db, userId);
  await db.delete(onlineUser).where(eq(onlineUser.userId, userId));
  return current;
}
