import type { TAddExtraAddress, TExtraAddress, TUpdateExtraAddress } from '@packline/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { selectExtraAddresses } from './customer-read.ts';
import { assertCanWrite, assertCustomerInScope, inCustomerScope, type TCustomerScope } from './customer-scope.ts';
import { blankToNull } from './customers.service.ts';
import { extraAddress } from './customers.tables.ts';

// A customer's extra delivery addresses (the Address dialog's Delivery Address Management); the search over every
// address the system knows is customer-read.ts.

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
  const row = await firstOrNotFound(
    selectExtraAddresses(db).where(and(eq(extraAddress.addressId, addressId), inCustomerScope(scope))),
    `Address ${addressId} was not found.`,
  );
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
    .set({ ...extraAddressValues(input), updatedBy: actorId })
    .where(eq(extraAddress.addressId, input.addressId));
  return getExtraAddress(db, scope, input.addressId);
}

export async function deleteExtraAddress(db: DbOrTx, scope: TCustomerScope, addressId: number): Promise<TExtraAddress> {
  assertCanWrite(scope);
  const current = await getExtraAddress(db, scope, addressId);
  await db.delete(extraAddress).where(eq(extraAddress.addressId, addressId));
  return current;
}
