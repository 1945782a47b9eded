import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { listHumanResources } from './hr-read.ts';

// The demo HR list shows both flags: birthdays this week and fixed-term contracts about to expire.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

describe('demo HR records', () => {
  it('has a record per demo employee, two birthdays due and two contracts due', async () => {
    const rows = await listHumanResources(handle.db);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.birthdayDue)).toHaveLength(2);
    expect(rows.filter((r) => r.contractDue)).toHaveLength(2);
    expect(rows.every((r) => r.dob !== null && r.entryDate !== null)).toBe(true);
  });
});
