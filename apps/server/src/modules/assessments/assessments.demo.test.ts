import { ASSESSMENT_STATUS } from '@packline/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { assessmentPlan, assessmentStandard } from './assessments.tables.ts';
import { listAssessmentsOfPlan, listDetailsOf } from './assessments-read.ts';

// The demo assessments: an active standard with items, a plan holding completed and draft assessments.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

describe('demo assessments', () => {
  it('has a standard with items and a plan with completed and draft assessments', async () => {
    const { db } = handle;
    const [standard] = await db.select().from(assessmentStandard).orderBy(asc(assessmentStandard.standardId));
    expect(standard?.active).toBe(1);
    expect((await listDetailsOf(db, [standard?.standardId ?? 0])).length).toBeGreaterThanOrEqual(3);
    const [plan] = await db.select().from(assessmentPlan).orderBy(asc(assessmentPlan.planId));
    const rows = await listAssessmentsOfPlan(db, plan?.planId ?? 0);
    const completed = rows.filter((r) => r.status === ASSESSMENT_STATUS.Completed);
    expect(completed.length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.status === ASSESSMENT_STATUS.Draft)).toBe(true);
    for (const row of completed) {
      expect(row.marks.every((m) => m.score !== null)).toBe(true);
      expect(row.totalMarks).toBeGreaterThan(0);
      expect(row.totalMarks).toBeLessThanOrEqual(row.maxMarks);
    }
  });
});
