import { WEEKLY_REPORT_STATUS, weeklyReportProblem } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { weeklyReportTemplate } from './weekly-reports.tables.ts';
import { listWeeklyReports } from './weekly-reports-read.ts';

// The demo weekly reports: every state, each a valid week of seven days, and one template.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

describe('demo weekly reports', () => {
  it('has reports in every state, each with seven valid days', async () => {
    const { rows } = await listWeeklyReports(handle.db, {}, {});
    const states = new Set(rows.map((r) => r.approvalStatus));
    for (const status of Object.values(WEEKLY_REPORT_STATUS)) expect(states).toContain(status);
    for (const report of rows) {
      expect(report.dailyReport).toHaveLength(7);
      const asDraft = { ...report, approvalStatus: WEEKLY_REPORT_STATUS.Draft } as const;
      expect(weeklyReportProblem(asDraft, new Date())).toBeNull();
    }
    const rejected = rows.find((r) => r.approvalStatus === WEEKLY_REPORT_STATUS.Rejected);
    expect(rejected?.rejectReason).toBeTruthy();
    expect(rows.some((r) => r.dailyReport.some((d) => (d.leaveHours ?? 0) > 0 && d.leaveTypeId !== null))).toBe(true);
    expect(await handle.db.select().from(weeklyReportTemplate)).toHaveLength(1);
  });
});
