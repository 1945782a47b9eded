import { createHash } from 'node:crypto';
import { normalisePageUrl } from '@packline/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { TCaller } from '../../http/access.ts';
import { pageUrlsOfRole } from '../access/access.reads.ts';
import { customers, onlineUsers } from '../customers/customers.reads.ts';
import { employees } from '../employees/employees.reads.ts';
import { session } from './auth.tables.ts';

// Who is calling: the session of a token with its owner, on every request.

/** Only a hash of a session token is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The session of a token hash, unexpired at `now`, with its owner and a staff member's page urls: one prepared
 * statement (db/prepared.ts), as it runs on every request.
 */
const sessionOwner = preparedQuery('session_owner', (db) => {
  const select = db
    .select({
      sessionId: session.sessionId,
      employeeId: employees.employeeId,
      employeeUserName: employees.userName,
      employeeCurrent: employees.current,
      roleId: employees.roleId,
      mustChangePassword: employees.mustChangePassword,
      onlineUserId: onlineUsers.userId,
      customerUserName: onlineUsers.userName,
      customerId: onlineUsers.customerId,
      customerExists: customers.customerId,
      pageUrls: pageUrlsOfRole(employees.roleId),
    })
    .from(session)
    .$dynamic();
  return customers
    .leftJoin(
      onlineUsers.leftJoin(employees.leftJoin(select, session.employeeId), session.onlineUserId),
      onlineUsers.customerId,
    )
    .where(and(eq(session.tokenHash, sql.placeholder('tokenHash')), gt(session.expiresAt, sql.placeholder('now'))));
});

/**
 * Who a token belongs to, or null when it is unknown or expired. It runs on every request, so it reads the session,
 * its owner (employee, online user) and a staff member's page urls in one query instead of asking services one by one.
 */
export async function resolveCaller(db: Database, token: string): Promise<TCaller | null> {
  const [row] = await sessionOwner(db, { tokenHash: hashToken(token), now: new Date() });
  if (!row) return null;
  if (row.employeeId !== null && row.employeeCurrent) {
    return {
      kind: 'staff',
      sessionId: row.sessionId,
      employeeId: row.employeeId,
      userName: row.employeeUserName ?? '',
      roleId: row.roleId,
      mustChangePassword: row.mustChangePassword ?? false,
      pageUrls: new Set((row.pageUrls ?? []).map(normalisePageUrl)),
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
