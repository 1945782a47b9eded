import type { TAddContact, TContact, TUpdateContact } from '@packline/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { assertCanWrite, assertCustomerInScope, inCustomerScope, type TCustomerScope } from './customer-scope.ts';
import { blankToNull } from './customers.service.ts';
import { contact, customer } from './customers.tables.ts';

// A customer's contacts (Contact Management; the quotation e-mail reads a contact's address).

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
  const row = await firstOrNotFound(
    db
      .select(contactColumns)
      .from(contact)
      .innerJoin(customer, eq(customer.customerId, contact.customerId))
      .where(and(eq(contact.contactId, contactId), inCustomerScope(scope))),
    `Contact ${contactId} was not found.`,
  );
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
  const row = await firstOrNotFound(
    db
      .update(contact)
      .set({ ...contactValues(input), updatedBy: actorId })
      .where(eq(contact.contactId, input.contactId))
      .returning(contactColumns),
    `Contact ${input.contactId} was not found.`,
  );
  return row;
}

export async function deleteContact(db: DbOrTx, scope: TCustomerScope, contactId: number): Promise<TContact> {
  assertCanWrite(scope);
  const current = await getContact(db, scope, contactId);
  await db.delete(contact).where(eq(contact.contactId, contactId));
  return current;
}
