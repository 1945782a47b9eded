import { todayInAuckland, tooManyAttemptsMessage } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TResponse, type TTestApp, type TTestStaff } from '../../../test/test-app.ts';
import { LOGIN_LIMITS } from '../auth/login-limits.ts';
import { createMachine } from '../catalogue/base-product.fixtures.ts';
import { workingArrangement } from './shop-floor.tables.ts';

// Suborder/OperatorPass checks the operator's password under the login limits (issue 29 §2): a terminal that never
// signed in to the operator's account is a stranger there, and parallel requests cannot pass the count together.

let t: TTestApp;
let admin: string;
let addressCounter = 0;
const freshAddress = () => `10.31.0.${++addressCounter}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

/** A machine with `operator` arranged on it today. */
async function machineOf(operator: TTestStaff): Promise<number> {
  const { machineId } = await createMachine(t, admin, 3);
  await t.db
    .insert(workingArrangement)
    .values({ machineId, operator: operator.employeeId, workingDate: todayInAuckland() });
  return machineId;
}

const pass = (address: string, machineId: number, password: string) =>
  t.api(admin, { address }).post('/api/Suborder/OperatorPass', { machineId, password });

function expectRetryAfter(res: TResponse): void {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(res.body.message.message).toBe(tooManyAttemptsMessage(seconds));
}

describe('Suborder/OperatorPass under the login limits', () => {
  it('stops a terminal after 5 wrong passwords with 429 and Retry-After', async () => {
    const operator = await t.createStaff({ pages: ['/suborder'] });
    const machineId = await machineOf(operator);
    const terminal = freshAddress();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i++) {
      expect((await pass(terminal, machineId, `wrong-${i}`)).status).toBe(400);
    }
    expectRetryAfter(await pass(terminal, machineId, operator.password));
  });

  it.skipIf(process.env.TEST_DATABASE_URL === undefined)(
    'checks 5 of 30 parallel passes, and the right password sent last does not get in (PostgreSQL)',
    async () => {
      const operator = await t.createStaff({ pages: ['/suborder'] });
      const machineId = await machineOf(operator);
      const terminal = freshAddress();
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => pass(terminal, machineId, i === 29 ? operator.password : `wrong-${i}`)),
      );
      const limited = responses.filter((res) => res.status === 429);
      for (const res of limited) expectRetryAfter(res);
      expect(responses.length - limited.length).toBe(LOGIN_LIMITS.perAccountAddress);
      expect(responses.at(-1)?.status).toBe(429);
    },
  );
});
