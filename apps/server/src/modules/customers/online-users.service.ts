import type { TAddOnlineUser, TChangeOnlineUserPassword, TOnlineUser, TUpdateOnlineUser } from '@packline/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ConflictError } from '../../core/errors.ts';
import { requireChanges } from '../../core/form-changes.ts';
import { hashPassword } from '../../core/password.ts';
import type { DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { assertCustomerInScope } from './customer-scope.ts';
import { customer, onlineUser } from './customers.tables.ts';

// Online users (spec 02 §3): a customer's logins; the password is set on add and changed on its own. The login
// itself is in the auth module, which reads the user through findOnlineUserForLogin.

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
  const row = await firstOrNotFound(
    db
      .select(onlineUserColumns)
      .from(onlineUser)
      .innerJoin(customer, eq(customer.customerId, onlineUser.customerId))
      .where(eq(onlineUser.userId, userId)),
    `Online user ${userId} was not found.`,
  );
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
  requireChanges({ userName: input.userName, customerId: input.customerId }, current);
  await assertOnlineUserNameFree(db, input.userName, input.userId);
  await assertCustomerInScope(db, { kind: 'all', canWrite: true }, input.customerId);
  await db
    .update(onlineUser)
    .set({ userName: input.userName, customerId: input.customerId, updatedBy: actorId })
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
    .set({ passwordHash: await hashPassword(input.newPassword), updatedBy: actorId })
    .where(eq(onlineUser.userId, input.userId));
  return current;
}

/** Its sessions end with it (the session table cascades). */
export async function deleteOnlineUser(db: DbOrTx, userId: number): Promise<TOnlineUser> {
  const current = await getOnlineUser(db, userId);
  await db.delete(onlineUser).where(eq(onlineUser.userId, userId));
  return current;
}
