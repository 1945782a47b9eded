import { createHash, randomBytes } from 'node:crypto';
import {
  normalisePageUrl,
  SESSION_TTL_SECONDS,
  type TCustomerLogin,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type TStaffLogin,
  WRONG_LOGIN_MESSAGE,
} from '@packline/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { TCaller } from '../../http/access.ts';
import { BusinessError, TooManyRequestsError, UnauthorizedError } from '../../http/errors.ts';
import { listPagesOfRole, listPageUrlsOfRole } from '../access/access.service.ts';
import { findOnlineUserForLogin } from '../customers/customers.service.ts';
import { customer, onlineUser } from '../customers/customers.tables.ts';
import { findEmployeeForLogin, getEmployeePasswordHash, setEmployeePassword } from '../employees/employees.service.ts';
import { employee } from '../employees/employees.tables.ts';
import { permissionsOf } from '../settings/settings.service.ts';
import { loginAttempt, session } from './auth.tables.ts';
import { hashPassword, verifyPassword } from './password.ts';

// Rate limit (ARCHITECTURE §4): failed logins per user name and per address within a window, counted in the
// database so every server process sees the same count.
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USER = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// An unknown user name is checked against this hash of a random password, so that the answer takes as long as
// for a real account and its timing does not tell which user names exist.
let unknownUserHash: Promise<string> | undefined;
const hashForUnknownUser = () => (unknownUserHash ??= hashPassword(randomBytes(16).toString('hex')));

async function assertNotRateLimited(db: DbOrTx, userName: string, address: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  const [counts] = await db
    .select({
      byUser: sql<number>`count(*) filter (where ${loginAttempt.userName} = ${userName})`.mapWith(Number),
      byAddress: sql<number>`count(*) filter (where ${loginAttempt.address} = ${address})`.mapWith(Number),
    })
    .from(loginAttempt)
    .where(and(eq(loginAttempt.succeeded, false), gt(loginAttempt.createdAt, since)));
  if ((counts?.byUser ?? 0) >= MAX_FAILURES_PER_USER || (counts?.byAddress ?? 0) >= MAX_FAILURES_PER_ADDRESS) {
    throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE);
  }
}

async function recordAttempt(db: DbOrTx, userName: string, address: string, succeeded: boolean): Promise<void> {
  if (succeeded) {
    await db.delete(loginAttempt).where(eq(loginAttempt.userName, userName));
    return;
  }
  await db.insert(loginAttempt).values({ userName, address, succeeded });
}

/** Checks a password under the rate limit; a wrong one counts as a failed attempt. */
async function checkPassword(
  db: DbOrTx,
  userName: string,
  address: string,
  password: string,
  hash: string | undefined,
): Promise<boolean> {
  const key = userName.trim().toLowerCase();
  await assertNotRateLimited(db, key, address);
  const valid = await verifyPassword(password, hash ?? (await hashForUnknownUser()));
  await recordAttempt(db, key, address, valid);
  return valid;
}

async function openSession(db: DbOrTx, owner: { employeeId: number } | { onlineUserId: number }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(session).where(lt(session.expiresAt, new Date()));
  await db.insert(session).values({
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
    ...owner,
  });
  return token;
}

export async function loginStaff(
  db: Database,
  userName: string,
  password: string,
  address: string,
): Promise<TStaffLogin> {
  const found = await findEmployeeForLogin(db, userName);
  if (!(await checkPassword(db, userName, address, password, found?.passwordHash)) || !found) {
    throw new UnauthorizedError(WRONG_LOGIN_MESSAGE);
  }
  const token = await openSession(db, { employeeId: found.employeeId });
  return {
    token,
    userName: found.userName,
    name: `${found.firstName} ${found.lastName}`.trim(),
    email: found.email,
    employeeId: found.employeeId,
    roleId: found.roleId,
    mustChangePassword: found.mustChangePassword,
    pages: await listPagesOfRole(db, found.roleId),
    permissions: await permissionsOf(db, found.employeeId),
  };
}

export async function loginCustomer(
  db: Database,
  userName: string,
  password: string,
  address: string,
): Promise<TCustomerLogin> {
  const found = await findOnlineUserForLogin(db, userName);
  if (!(await checkPassword(db, userName, address, password, found?.passwordHash)) || !found) {
    throw new UnauthorizedError(WRONG_LOGIN_MESSAGE);
  }
  const token = await openSession(db, { onlineUserId: found.userId });
  return { token, customerId: found.customerId, userName: found.userName, company: found.company };
}

/** spec 02 §8: 'invalid user' when no such user, 'Wrong password' when the password does not match. */
export async function verifyStaffPassword(db: Database, userName: string, password: string, address: string) {
  const found = await findEmployeeForLogin(db, userName);
  if (!found) throw new BusinessError('invalid user');
  if (!(await checkPassword(db, userName, address, password, found.passwordHash))) {
    throw new BusinessError('Wrong password');
  }
  return true;
}

export async function changeStaffPassword(
  db: Database,
  caller: { employeeId: number; userName: string; sessionId: number },
  address: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const { employeeId, userName, sessionId: currentSessionId } = caller;
  const hash = await getEmployeePasswordHash(db, employeeId);
  if (!(await checkPassword(db, userName, address, oldPassword, hash ?? undefined))) {
    throw new BusinessError('The old password is not correct.', { oldPassword: ['The old password is not correct.'] });
  }
  if (oldPassword === newPassword) {
    throw new BusinessError('The new password must differ from the old one.', {
      newPassword: ['The new password must differ from the old one.'],
    });
  }
  await db.transaction(async (tx) => {
    await setEmployeePassword(tx, employeeId, newPassword);
    // Other sessions of this account end with the old password.
    await tx
      .delete(session)
      .where(and(eq(session.employeeId, employeeId), sql`${session.sessionId} <> ${currentSessionId}`));
  });
}

export async function endSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.delete(session).where(eq(session.sessionId, sessionId));
}

export async function endSessionsOfOnlineUser(db: DbOrTx, onlineUserId: number): Promise<void> {
  await db.delete(session).where(eq(session.onlineUserId, onlineUserId));
}

export async function endSessionsOfEmployee(db: DbOrTx, employeeId: number): Promise<void> {
  await db.delete(session).where(eq(session.employeeId, employeeId));
}

/**
 * Who a token belongs to, or null when it is unknown or expired. It runs on every request, so it joins the
 * session owners (employee, online user) in one query instead of asking their services one by one.
 */
export async function resolveCaller(db: Database, token: string): Promise<TCaller | null> {
  const [row] = await db
    .select({
      sessionId: session.sessionId,
      employeeId: employee.employeeId,
      employeeUserName: employee.userName,
      employeeDeletedAt: employee.deletedAt,
      roleId: employee.roleId,
      mustChangePassword: employee.mustChangePassword,
      onlineUserId: onlineUser.userId,
      customerUserName: onlineUser.userName,
      customerId: onlineUser.customerId,
      customerExists: customer.customerId,
    })
    .from(session)
    .leftJoin(employee, eq(employee.employeeId, session.employeeId))
    .leftJoin(onlineUser, eq(onlineUser.userId, session.onlineUserId))
    .leftJoin(customer, eq(customer.customerId, onlineUser.customerId))
    .where(and(eq(session.tokenHash, hashToken(token)), gt(session.expiresAt, new Date())));
  if (!row) return null;
  if (row.employeeId !== null && row.employeeDeletedAt === null) {
    const urls = await listPageUrlsOfRole(db, row.roleId);
    return {
      kind: 'staff',
      sessionId: row.sessionId,
      employeeId: row.employeeId,
      userName: row.employeeUserName ?? '',
      roleId: row.roleId,
      mustChangePassword: row.mustChangePassword ?? false,
      pageUrls: new Set(urls.map(normalisePageUrl)),
    };
  }
  if (row.onlineUserId !== null && row.customerId !== null && row.customerExists !== null) {
    return {
      kind: 'customer',
      sessionId: row.sessionId,
      onlineUserId: row.onlineUserId,
      customerId: row.customerId,
      userName: row.customerUserName ?? '',
    };
  }
  return null;
}
