import { type TApiError, tooManyAttemptsMessage, VERIFY_OWN_PASSWORD_MESSAGE } from '@packline/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  REFUSED,
  type TReply,
  type TResponse,
  type TTestApp,
  type TTestStaff,
} from '../../../test/test-app.ts';
import { loginAttempt } from './auth.tables.ts';
import { delayAfter, LOGIN_LIMITS } from './login-limits.ts';

// The login limits (issue 29 §2): a stranger is limited per account and address, the owner at an address that signed
// in before is slowed down rather than locked out, VerifyPassword checks the caller's own password only, every 429
// says when to retry, and parallel requests cannot pass the count together (PostgreSQL).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const LOGIN = '/api/Employee/EmployeeLogin';
const VERIFY = '/api/Employee/VerifyPassword';

let addressCounter = 0;
const freshAddress = () => `10.29.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const login = (address: string, username: string, password: string) =>
  t.api(undefined, { address }).post(LOGIN, { username, password });

/** A staff member who has signed in from `address`, so that address is known to their account. */
async function ownerAt(address: string): Promise<TTestStaff> {
  const owner = await t.createStaff({ roleId: 10 });
  expect((await login(address, owner.userName, owner.password)).status).toBe(200);
  return owner;
}

/** A 429 that says how long to wait, in its header and its message; answers the seconds. */
function expectRetryAfter(res: TReply<TApiError>): number {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds > 0, `Retry-After: ${res.headers['retry-after']}`).toBe(true);
  expect(res.body.message.message).toBe(tooManyAttemptsMessage(seconds));
  return seconds;
}

/** Dates the account's latest failure now, so the next attempt comes within its delay however slow the machine. */
const failedJustNow = (userName: string) =>
  t.db
    .update(loginAttempt)
    .set({ createdAt: new Date() })
    .where(
      eq(
        loginAttempt.attemptId,
        sql`(select max(${loginAttempt.attemptId}) from ${loginAttempt} where ${loginAttempt.userName} = ${userName.toLowerCase()})`,
      ),
    );

/** Moves the account's failures an hour back, as if the owner had waited out the delay. */
const waitOutDelay = (userName: string) =>
  t.db
    .update(loginAttempt)
    .set({ createdAt: sql`${loginAttempt.createdAt} - interval '1 hour'` })
    .where(eq(loginAttempt.userName, userName.toLowerCase()));

describe('a stranger (an address that never signed in to the account)', () => {
  it('is stopped after 5 failures on the account from its address; the owner and other strangers are not', async () => {
    const known = freshAddress();
    const owner = await ownerAt(known);
    const stranger = freshAddress();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i++) {
      expect((await login(stranger, owner.userName, `wrong-${i}`)).status).toBe(401);
    }
    // Even the right password is not checked from there until the oldest counted failure leaves the window.
    const limited = await login(stranger, owner.userName.toUpperCase(), owner.password);
    const seconds = expectRetryAfter(limited);
    expect(seconds).toBeGreaterThan(LOGIN_LIMITS.windowMinutes * 60 - 60);
    expect(seconds).toBeLessThanOrEqual(LOGIN_LIMITS.windowMinutes * 60);

    expect((await login(known, owner.userName, owner.password)).status).toBe(200);
    expect((await login(freshAddress(), owner.userName, 'another-guess')).status).toBe(401);
  });

  it('all strangers together are stopped after 25 failures on the account; the owner at a known address is not', async () => {
    const known = freshAddress();
    const owner = await ownerAt(known);
    let address = '';
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      if (i % LOGIN_LIMITS.perAccountAddress === 0) address = freshAddress();
      expect((await login(address, owner.userName, `wrong-${i}`)).status).toBe(401);
    }
    expectRetryAfter(await login(freshAddress(), owner.userName, owner.password));
    expect((await login(known, owner.userName, owner.password)).status).toBe(200);
  });

  it('an address spraying guesses over many accounts is stopped after 20, except for accounts that know it', async () => {
    // One office behind one address: a colleague has signed in from it before.
    const office = freshAddress();
    const colleague = await ownerAt(office);
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect((await login(office, `guess-${i}-${office}`, 'guess')).status).toBe(401);
    }
    expectRetryAfter(await login(office, 'admin', 'whatever'));
    expect((await login(office, colleague.userName, colleague.password)).status).toBe(200);
    expect((await login(freshAddress(), `guess-0-${office}`, 'guess')).status).toBe(401);
  });

  it('is limited on the customer login alike', async () => {
    const shopper = await t.createCustomer();
    const stranger = freshAddress();
    const api = t.api(undefined, { address: stranger });
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i++) {
      const res = await api.post(
        '/api/OnlineUser/OnlineUserLogin',
        { username: shopper.userName, password: 'x' },
        REFUSED,
      );
      expect(res.status).toBe(401);
    }
    expectRetryAfter(
      await api.post(
        '/api/OnlineUser/OnlineUserLogin',
        { username: shopper.userName, password: shopper.password },
        REFUSED,
      ),
    );
  });
});

describe('the owner at a known address', () => {
  it('gets growing delays after 3 failures (1 s, 2 s, 4 s… up to 5 minutes), never a lock-out', async () => {
    const known = freshAddress();
    const owner = await ownerAt(known);
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) {
      expect((await login(known, owner.userName, `typo-${i}`)).status).toBe(401);
    }
    const waits: number[] = [];
    for (let failures = LOGIN_LIMITS.freeFailures; failures < 13; failures++) {
      await failedJustNow(owner.userName);
      waits.push(expectRetryAfter(await login(known, owner.userName, owner.password)));
      await waitOutDelay(owner.userName);
      expect((await login(known, owner.userName, `typo-${failures}`)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300]);
    expect(delayAfter(40)).toBe(LOGIN_LIMITS.maxDelaySeconds);

    // The right password once the delay is over ends the delays.
    await waitOutDelay(owner.userName);
    expect((await login(known, owner.userName, owner.password)).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) {
      expect((await login(known, owner.userName, `typo-${i}`)).status).toBe(401);
    }
  });
});

describe('VerifyPassword', () => {
  it("refuses another user's name with 403 and records nothing against that user", async () => {
    const victim = await t.createStaff({ roleId: 10 });
    const caller = await t.createStaff({ roleId: 1 });
    for (let i = 0; i < 10; i++) {
      const res = await t
        .api(caller.token)
        .post(VERIFY, { userName: victim.userName, password: `guess-${i}` }, REFUSED);
      expect(res.status).toBe(403);
      expect(res.body.message.message).toBe(VERIFY_OWN_PASSWORD_MESSAGE);
    }
    expect(await t.db.select().from(loginAttempt).where(eq(loginAttempt.userName, victim.userName))).toEqual([]);
    expect((await login(freshAddress(), victim.userName, victim.password)).status).toBe(200);
  });

  it("limits the caller's own checks like a login, answering 429 with Retry-After", async () => {
    const caller = await t.createStaff({ roleId: 1 });
    // The session was opened from the test's default address, so that address is known to the account.
    const api = t.api(caller.token);
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) {
      expect((await api.post(VERIFY, { userName: caller.userName, password: `typo-${i}` }, REFUSED)).status).toBe(400);
    }
    await failedJustNow(caller.userName);
    expect(
      expectRetryAfter(await api.post(VERIFY, { userName: caller.userName, password: caller.password }, REFUSED)),
    ).toBe(1);
  });
});

// PGlite answers one statement at a time on one connection; PostgreSQL runs the parallel requests on a pool, which is
// where a count read before the check and written after let every request through.
describe.skipIf(process.env.TEST_DATABASE_URL === undefined)('parallel password checks (PostgreSQL)', () => {
  /** `n` requests at once, wrong passwords and the right one last; answers their statuses in the order sent. */
  async function inParallel(n: number, send: (password: string) => Promise<TResponse>, right: string) {
    const responses = await Promise.all(Array.from({ length: n }, (_, i) => send(i === n - 1 ? right : `wrong-${i}`)));
    for (const res of responses.filter((r) => r.status === 429)) expectRetryAfter(res);
    return responses.map((r) => r.status);
  }
  const checked = (statuses: number[]) => statuses.filter((status) => status !== 429).length;

  for (const n of [30, 100]) {
    it(`checks 5 of ${n} parallel logins from a stranger, and the right password sent last does not get in`, async () => {
      const owner = await t.createStaff({ roleId: 10 });
      const address = freshAddress();
      const statuses = await inParallel(n, (password) => login(address, owner.userName, password), owner.password);
      expect(checked(statuses)).toBe(LOGIN_LIMITS.perAccountAddress);
      expect(statuses.at(-1)).toBe(429);
    });
  }

  it("keeps a known address's delays between parallel logins", async () => {
    const known = freshAddress();
    const owner = await ownerAt(known);
    const statuses = await inParallel(30, (password) => login(known, owner.userName, password), owner.password);
    const rows = await t.db
      .select({ createdAt: loginAttempt.createdAt })
      .from(loginAttempt)
      .where(eq(loginAttempt.userName, owner.userName))
      .orderBy(asc(loginAttempt.createdAt));
    // Each check after the free ones started at least its delay after the one before.
    for (let i = LOGIN_LIMITS.freeFailures; i < rows.length; i++) {
      const gap = rows[i].createdAt.getTime() - rows[i - 1].createdAt.getTime();
      expect(gap).toBeGreaterThanOrEqual(delayAfter(i) * 1000);
    }
    expect(checked(statuses)).toBeLessThan(30);
  });

  it("checks 5 of 30 parallel VerifyPassword calls on the caller's own account from a new address", async () => {
    const caller = await t.createStaff({ roleId: 1 });
    const api = t.api(caller.token, { address: freshAddress() });
    const statuses = await inParallel(
      30,
      (password) => api.post(VERIFY, { userName: caller.userName, password }),
      caller.password,
    );
    expect(checked(statuses)).toBe(LOGIN_LIMITS.perAccountAddress);
    expect(statuses.at(-1)).toBe(429);
  });
});
