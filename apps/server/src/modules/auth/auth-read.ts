import { createHash } from 'node:crypto';
import { normalisePageUrl } from '@packline/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { TCaller } from '../../http/access.ts';
import { page, rolePageMapping } from '../access/access.tables.ts';
import { customer, onlineUser } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { session } from './auth.tables.ts';

// Who is calling: the session of a token with its owner, on every request.

/** Only a hash of a session token is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The session of a token hash, unexpired at `now`, with its owner and a staff member's page urls: one prepared
 * statement (db/prepared.ts), as it runs on every request.
 */
const sessionOwner = preparedQuery('session_owner', (db) =>
  db
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
      pageUrls: sql<string[] | null>`(select array_agg(${page.pageUrl}) from ${rolePageMapping}
        join ${page} on ${page.pageId} = ${rolePageMapping.pageId} where ${rolePageMapping.roleId} = ${employee.roleId})`,
    })
    .from(session)
    .leftJoin(employee, eq(employee.employeeId, session.employeeId))
    .leftJoin(onlineUser, eq(onlineUser.userId, session.onlineUserId))
    .leftJoin(customer, eq(customer.customerId, onlineUser.customerId))
    .where(and(eq(session.tokenHash, sql.placeholder('tokenHash')), gt(session.expiresAt, sql.placeholder('now')))),
);

/**
 * Who a token belongs to, or null when it is unknown or expired. It runs on every request, so it reads the session,
 * its owner (employee, online user) and a staff member's page urls in one query instead of asking services one by one.
 */
export async function resolveCaller(db: Database, token: string): Promise<TCaller | null> {
  const [row] = await sessionOwner(db, { tokenHash: hashToken(token), now: new Date() });
  if (!row) return null;
  if (row.employeeId !== null && row.employeeDeletedAt === null) {
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
