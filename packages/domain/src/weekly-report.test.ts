import { describe, expect, it } from 'vitest';
import {
  canSubmitAt,
  defaultDailyReports,
  isApprovedReport,
  submissionWindowOf,
  WEEKLY_REPORT_MESSAGES,
  WORK_TYPE,
  weeklyReportProblem,
  weeklyReportStatusName,
  ZWeeklyReportInput,
} from './weekly-report.ts';

describe('the submission window (spec 02 §8: Monday + 4 days 12:00 to Monday + 14 days, Auckland)', () => {
  it('runs from Friday noon to the end of the following Sunday in daylight time', () => {
    expect(submissionWindowOf('2026-03-02')).toEqual({
      opens: new Date('2026-03-05T23:00:00Z'),
      closes: new Date('2026-03-15T11:00:00Z'),
    });
    expect(canSubmitAt('2026-03-02', new Date('2026-03-05T22:59:00Z'))).toBe(false);
    expect(canSubmitAt('2026-03-02', new Date('2026-03-05T23:00:00Z'))).toBe(true);
    expect(canSubmitAt('2026-03-02', new Date('2026-03-15T10:59:00Z'))).toBe(true);
    expect(canSubmitAt('2026-03-02', new Date('2026-03-15T11:00:00Z'))).toBe(false);
  });

  it('follows the clock change: opens in daylight time, closes in standard time', () => {
    expect(submissionWindowOf('2026-03-30')).toEqual({
      opens: new Date('2026-04-02T23:00:00Z'),
      closes: new Date('2026-04-12T12:00:00Z'),
    });
    // Standard time all through (UTC+12).
    expect(submissionWindowOf('2026-06-01').opens).toEqual(new Date('2026-06-05T00:00:00Z'));
  });
});

describe('weeklyReportProblem', () => {
  const week = defaultDailyReports('2026-06-03');
  const filled = week.map((day, i) =>
    i < 5 ? { ...day, dailyReportWorkHours: [{ workTypeId: 1, workHour: 8 }] } : day,
  );
  const inWindow = new Date('2026-06-05T01:00:00Z');

  it('gives the default days Monday to Sunday: 8 hours to be filled on weekdays, weekends 0 hours', () => {
    expect(week.map((d) => d.reportDate)[0]).toBe('2026-06-01');
    expect(week[4].dailyReportWorkHours).toEqual([{ workTypeId: WORK_TYPE.ToBeFilled, workHour: 8 }]);
    expect(week[5].dailyReportWorkHours).toEqual([{ workTypeId: WORK_TYPE.Weekend, workHour: 0 }]);
  });

  it('lets a default week be a draft, not a submission', () => {
    expect(weeklyReportProblem({ reportDate: '2026-06-01', approvalStatus: -2, dailyReport: week }, inWindow)).toBe(
      null,
    );
    expect(weeklyReportProblem({ reportDate: '2026-06-01', approvalStatus: 0, dailyReport: week }, inWindow)).toBe(
      WEEKLY_REPORT_MESSAGES.toBeFilledLeft,
    );
    expect(weeklyReportProblem({ reportDate: '2026-06-01', approvalStatus: 0, dailyReport: filled }, inWindow)).toBe(
      null,
    );
  });

  it('refuses more than 24 hours in a field or a day, naming the field by its label (issue 31)', () => {
    const withDay = (change: object) => filled.map((day, i) => (i === 0 ? { ...day, ...change } : day));
    const draftOf = (days: typeof week) => ({
      reportDate: '2026-06-01',
      approvalStatus: -2 as const,
      dailyReport: days,
    });
    expect(
      weeklyReportProblem(draftOf(withDay({ dailyReportWorkHours: [{ workTypeId: 1, workHour: 30 }] })), inWindow),
    ).toBe('Work hours must be at most 24');
    expect(weeklyReportProblem(draftOf(withDay({ leaveTypeId: 1, leaveHours: 25 })), inWindow)).toBe(
      'Leave hours must be at most 24',
    );
    expect(weeklyReportProblem(draftOf(withDay({ leaveTypeId: 1, leaveHours: 20 })), inWindow)).toBe(
      WEEKLY_REPORT_MESSAGES.dayTooLong,
    );
    const refused = ZWeeklyReportInput.safeParse(
      draftOf(withDay({ dailyReportWorkHours: [{ workTypeId: 1, workHour: 30 }] })),
    );
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['Work hours must be at most 24']);
  });

  it('names the statuses, any unknown value being Approved', () => {
    expect([-2, -1, 0, 1, 7].map(weeklyReportStatusName)).toEqual([
      'Draft',
      'Rejected',
      'Not Approved',
      'Approved',
      'Approved',
    ]);
    expect(isApprovedReport(7)).toBe(true);
    expect(isApprovedReport(0)).toBe(false);
  });
});
