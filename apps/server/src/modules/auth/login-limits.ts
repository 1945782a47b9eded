import { tooManyAttemptsMessage } from '@packline/domain';
import { and, count, desc, eq, gt, lt, lte, max, type SQL, sql } from 'drizzle-orm';
import { TooManyRequestsError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { loginAttempt, loginKnownAddress } from './auth.tables.ts';

// Login limits (issue 29, OWASP ASVS V2.2), counted in the database so every server process sees the same counts.
// A check is reserved before the password is compared, one at a time per account, so parallel requests count each
// other. An address the account signed in from before is slowed down, never locked out; any other address (a
// stranger) is limited per account and address, so strangers cannot lock the owner out.
export const LOGIN_LIMITS = {
  /** How long a stranger's failure counts. */
  windowMinutes: 15,
  /** A stranger's failures on one account from one address. */
  perAccountAddress: 5,
  /** All strangers' failures on one account (at most 100 an hour, ASVS 2.2.1); known addresses are not stopped. */
  perAccount: 25,
  /** A stranger's failures from one address across accounts (one password sprayed over many user names). */
  perAddress: 20,
  /** Failures at a known address before the delays start (a typo or two costs nothing). */
  freeFailures: 3,
  maxDelaySeconds: 300,
  /** How long a known address's failures keep its delay growing; a success there ends them. */
  delayMemoryHours: 24,
  /** How long after its last sign-in an address stays known. */
  knownAddressDays: 90,
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The wait (seconds) at a known address after `failures` there: none for the first few, then 1, 2, 4… capped. */
export function delayAfter(failures: number): number {
  if (failures < LOGIN_LIMITS.freeFailures) return 0;
  return Math.min(2 ** (failures - LOGIN_LIMITS.freeFailures), LOGIN_LIMITS.maxDelaySeconds);
}

interface TReservedAttempt {
  attemptId: number;
  userName: string;
  address: string;
}

/**
 * Checks a password (`check`) under the limits for the account `userName` (trimmed, lower case) from `address`: 429
 * with Retry-After when over them, else the check's answer. A wrong password stays counted; a right one ends the
 * failures of that account at that address and makes the address known.
 */
export async function checkUnderLoginLimits(
  db: Database,
  userName: string,
  address: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attempt = await reserveAttempt(db, userName, address);
  const valid = await check();
  if (valid) await rememberSignIn(db, attempt);
  return valid;
}

async function reserveAttempt(db: Database, userName: string, address: string): Promise<TReservedAttempt> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('login_account'), hashtext(${userName}))`);
    const now = new Date();
    const knownAddress = await isKnownAddress(tx, userName, address, now);
    const retryAt = knownAddress
      ? await delayedUntil(tx, userName, address, now)
      : await strangerLimitedUntil(tx, userName, address, now);
    if (retryAt && retryAt > now) {
      const seconds = Math.ceil((retryAt.getTime() - now.getTime()) / 1000);
      throw new TooManyRequestsError(tooManyAttemptsMessage(seconds), seconds);
    }
    const [row] = await tx
      .insert(loginAttempt)
      .values({ userName, address, knownAddress, createdAt: now })
      .returning({ attemptId: loginAttempt.attemptId });
    return { attemptId: row.attemptId, userName, address };
  });
}

async function isKnownAddress(tx: Transaction, userName: string, address: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ userName: loginKnownAddress.userName })
    .from(loginKnownAddress)
    .where(
      and(
        eq(loginKnownAddress.userName, userName),
        eq(loginKnownAddress.address, address),
        gt(loginKnownAddress.lastSignedInAt, new Date(now.getTime() - LOGIN_LIMITS.knownAddressDays * DAY)),
      ),
    );
  return row !== undefined;
}

/** A known address: the last failure there plus the delay its failures have earned. */
async function delayedUntil(tx: Transaction, userName: string, address: string, now: Date): Promise<Date | null> {
  const [row] = await tx
    .select({ failures: count(), last: max(loginAttempt.createdAt) })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.userName, userName),
        eq(loginAttempt.address, address),
        gt(loginAttempt.createdAt, new Date(now.getTime() - LOGIN_LIMITS.delayMemoryHours * HOUR)),
      ),
    );
  const delay = delayAfter(row?.failures ?? 0);
  return delay > 0 && row?.last ? new Date(row.last.getTime() + delay * 1000) : null;
}

/** A stranger: the latest of the times its limits free up again (per account and address, account, address). */
async function strangerLimitedUntil(
  tx: Transaction,
  userName: string,
  address: string,
  now: Date,
): Promise<Date | null> {
  // Taken after the account's lock, always in this order, so two checks cannot wait on each other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('login_address'), hashtext(${address}))`);
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * MINUTE);
  const stranger = eq(loginAttempt.knownAddress, false);
  const times = [
    await freedAt(
      tx,
      and(eq(loginAttempt.userName, userName), eq(loginAttempt.address, address)),
      since,
      'perAccountAddress',
    ),
    await freedAt(tx, and(eq(loginAttempt.userName, userName), stranger), since, 'perAccount'),
    await freedAt(tx, and(eq(loginAttempt.address, address), stranger), since, 'perAddress'),
  ].filter((time): time is Date => time !== null);
  return times.length ? new Date(Math.max(...times.map((time) => time.getTime()))) : null;
}

/** When the failures in `scope` fall under the limit again: the limit-th latest one leaves the window. */
async function freedAt(
  tx: Transaction,
  scope: SQL | undefined,
  since: Date,
  limit: 'perAccountAddress' | 'perAccount' | 'perAddress',
): Promise<Date | null> {
  const [row] = await tx
    .select({ createdAt: loginAttempt.createdAt })
    .from(loginAttempt)
    .where(and(scope, gt(loginAttempt.createdAt, since)))
    .orderBy(desc(loginAttempt.createdAt))
    .offset(LOGIN_LIMITS[limit] - 1)
    .limit(1);
  return row ? new Date(row.createdAt.getTime() + LOGIN_LIMITS.windowMinutes * MINUTE) : null;
}

/** A right password: the failures reserved before it at this address end, and the address is known from now on. */
async function rememberSignIn(db: Database, attempt: TReservedAttempt): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .delete(loginAttempt)
      .where(
        and(
          eq(loginAttempt.userName, attempt.userName),
          eq(loginAttempt.address, attempt.address),
          lte(loginAttempt.attemptId, attempt.attemptId),
        ),
      );
    await tx
      .insert(loginKnownAddress)
      .values({ userName: attempt.userName, address: attempt.address, lastSignedInAt: now })
      .onConflictDoUpdate({
        target: [loginKnownAddress.userName, loginKnownAddress.address],
        set: { lastSignedInAt: now },
      });
    // Rows too old to count go as sign-ins are made (as expired sessions do).
    await tx
      .delete(loginAttempt)
      .where(lt(loginAttempt.createdAt, new Date(now.getTime() - LOGIN_LIMITS.delayMemoryHours * HOUR)));
    await tx
      .delete(loginKnownAddress)
      .where(lt(loginKnownAddress.lastSignedInAt, new Date(now.getTime() - LOGIN_LIMITS.knownAddressDays * DAY)));
  });
}
