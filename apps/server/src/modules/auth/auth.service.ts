import { randomBytes } from 'node:crypto';
import {
  SESSION_TTL_SECONDS,
  type TChangeOnlineUserPassword,
  type TCustomerLogin,
  type TEmployee,
  type TOnlineUser,
  type TStaffLogin,
  VERIFY_OWN_PASSWORD_MESSAGE,
  WRONG_LOGIN_MESSAGE,
} from '@packline/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import { BusinessError, ForbiddenError, UnauthorizedError } from '../../core/errors.ts';
import { hashPassword, verifyPassword } from '../../core/password.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { listPagesOfRole } from '../access/access.service.ts';
import { changeOnlineUserPassword, findOnlineUserForLogin } from '../customers/online-users.service.ts';
import {
  deleteEmployee,
  findEmployeeForLogin,
  getEmployee,
  getEmployeePasswordHash,
  resetEmployeePassword,
  setEmployeePassword,
} from '../employees/employees.service.ts';
import { permissionsOf } from '../settings/settings.service.ts';
import { session } from './auth.tables.ts';
import { hashToken } from './auth-read.ts';
import { checkUnderLoginLimits } from './login-limits.ts';

// An unknown user name is checked against this hash of a random password, so that the answer takes as long as
// for a real account and its timing does not tell which user names exist.
let unknownUserHash: Promise<string> | undefined;
const hashForUnknownUser = () => (unknownUserHash ??= hashPassword(randomBytes(16).toString('hex')));

/** Checks a password under the login limits (login-limits.ts); a wrong one counts as a failed attempt. */
async function checkPassword(
  db: Database,
  userName: string,
  address: string,
  password: string,
  hash: string | undefined,
): Promise<boolean> {
  return checkUnderLoginLimits(db, userName.trim().toLowerCase(), address, async () =>
    verifyPassword(password, hash ?? (await hashForUnknownUser())),
  );
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
    mobile: found.mobile,
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

/**
 * spec 02 §8, 'Wrong password' when the password does not match. Only the caller's own password (the idle lock's
 * unlock): another user name is refused before any check, so no staff member can spend another's attempts.
 */
export async function verifyStaffPassword(
  db: Database,
  caller: { employeeId: number; userName: string },
  userName: string,
  password: string,
  address: string,
): Promise<true> {
  if (userName.trim().toLowerCase() !== caller.userName.trim().toLowerCase()) {
    throw new ForbiddenError(VERIFY_OWN_PASSWORD_MESSAGE);
  }
  if (!(await checkEmployeePassword(db, caller.employeeId, password, address))) {
    throw new BusinessError('Wrong password');
  }
  return true;
}

/** A staff member's password, by id, under the login's failed-attempt limits (a machine operator's password). */
export async function checkEmployeePassword(
  db: Database,
  employeeId: number,
  password: string,
  address: string,
): Promise<boolean> {
  const { userName } = await getEmployee(db, employeeId);
  return checkPassword(db, userName, address, password, (await getEmployeePasswordHash(db, employeeId)) ?? undefined);
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

// ---- Account changes that sign the account out (their routes are in auth.routes.ts) -----------------------------
// The employees and customers modules change the accounts; ending the sessions is ours, in the same transaction.

/** DELETE Employee/DeleteEmployee: the employee is archived and signed out everywhere. */
export async function deleteEmployeeAndSignOut(
  db: Database,
  employeeId: number,
  actorId: number | null,
): Promise<TEmployee> {
  return db.transaction(async (tx) => {
    const removed = await deleteEmployee(tx, employeeId, actorId);
    await endSessionsOfEmployee(tx, employeeId);
    return removed;
  });
}

/** PUT Employee/ResetPassword: a temporary password, shown once; the employee's sessions end. */
export async function resetStaffPassword(
  db: Database,
  employeeId: number,
  newPassword: string | undefined,
  actorId: number | null,
): Promise<{ employeeId: number; temporaryPassword: string }> {
  return db.transaction(async (tx) => {
    const temporaryPassword = await resetEmployeePassword(tx, employeeId, newPassword, actorId);
    await endSessionsOfEmployee(tx, employeeId);
    return { employeeId, temporaryPassword };
  });
}

/** PUT OnlineUser/ChangeOnlineUserPassword: a new password ends the customer's sessions, as a staff change does. */
export async function changeCustomerPassword(
  db: Database,
  input: TChangeOnlineUserPassword,
  actorId: number | null,
): Promise<TOnlineUser> {
  return db.transaction(async (tx) => {
    const changed = await changeOnlineUserPassword(tx, input, actorId);
    await endSessionsOfOnlineUser(tx, input.userId);
    return changed;
  });
}
