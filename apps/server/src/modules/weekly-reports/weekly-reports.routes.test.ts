import {
  canSubmitAt,
  defaultDailyReports,
  shiftDate,
  type TApiError,
  type TWeeklyReportInput,
  thisMondayInAuckland,
  WEEKLY_REPORT_MESSAGES,
  WEEKLY_REPORT_PAGE,
  WEEKLY_REPORT_STATUS,
  WORK_TYPE,
  ZDone,
  ZLeaveType,
  ZWeeklyReport,
  ZWeeklyReportTemplate,
  ZWorkType,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HAS_SPEC, readSpecTable } from '../../../test/spec.ts';
import {
  createTestApp,
  found,
  REFUSED,
  type TJson,
  type TReply,
  type TTestApp,
  type TTestStaff,
} from '../../../test/test-app.ts';
import { addWeeklyReport, updateWeeklyReport } from './weekly-reports.service.ts';

// Weekly reports (spec 02 §4, §6, §8, §9; issue 19 "Weekly reports"): the defaults, every message, the submission
// window at its edges in Auckland time, the roles (employee, manager, viewer), one employee never reading or acting
// on another's reports, and templates.

let t: TTestApp;
let worker: TTestStaff;
let other: TTestStaff;
let manager: TTestStaff;
let viewer: TTestStaff;

const message = (res: TReply<TApiError>) => res.body.message.message;
const PRODUCTION_WORK = 1;

/** The week the submission window is open for now: this week from Friday noon, else last week. */
function openWeek(): string {
  const monday = thisMondayInAuckland();
  return canSubmitAt(monday, new Date()) ? monday : shiftDate(monday, -7, 'day');
}

/** A week with every weekday's 8 hours given to real work. */
function filledDays(monday: string) {
  return defaultDailyReports(monday).map((day, index) =>
    index < 5 ? { ...day, dailyReportWorkHours: [{ workTypeId: PRODUCTION_WORK, workHour: 8 }] } : day,
  );
}

const report = (monday: string, extra: Partial<TWeeklyReportInput> = {}): TWeeklyReportInput => ({
  reportDate: monday,
  content: 'A week',
  approvalStatus: WEEKLY_REPORT_STATUS.Draft,
  dailyReport: filledDays(monday),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  worker = await t.createStaff({ pages: [WEEKLY_REPORT_PAGE.employee] });
  other = await t.createStaff({ pages: [WEEKLY_REPORT_PAGE.employee] });
  manager = await t.createStaff({ pages: [WEEKLY_REPORT_PAGE.manager] });
  viewer = await t.createStaff({ pages: [WEEKLY_REPORT_PAGE.viewer] });
});
afterAll(() => t?.close());

/** A week `weeksAgo` weeks before this one, so each test has its own. */
const weekAgo = (weeksAgo: number) => shiftDate(thisMondayInAuckland(), -7 * weeksAgo, 'day');

describe('reference data', () => {
  it('lists the work types (92 Weekend, 93 To be filled) and the leave types to any staff member', async () => {
    const work = await t.api(manager.token).get('/api/WeeklyReport/GetAllWorkTypes', z.array(ZWorkType));
    expect(work.status).toBe(200);
    expect(work.body.data).toEqual(
      expect.arrayContaining([
        { workTypeId: WORK_TYPE.Weekend, workTypeName: 'Weekend' },
        { workTypeId: WORK_TYPE.ToBeFilled, workTypeName: 'To be filled' },
      ]),
    );
    const leave = await t.api(viewer.token).get('/api/WeeklyReport/GetAllLeaveTypes', z.array(ZLeaveType));
    expect(leave.body.data).toContainEqual({ leaveTypeId: 1, leaveTypeName: 'Annual leave' });
  });
});

describe('WeeklyReport/Add and Update (employee)', () => {
  it('saves a draft of the week holding the date, as the caller whatever employeeId says, with the default days', async () => {
    const wednesday = shiftDate(weekAgo(10), 2, 'day');
    const res = await t.api(worker.token).post(
      '/api/WeeklyReport/Add',
      {
        reportDate: wednesday,
        employeeId: other.employeeId,
        approvalStatus: WEEKLY_REPORT_STATUS.Draft,
        dailyReport: defaultDailyReports(wednesday),
      },
      ZWeeklyReport,
    );
    expect(res.status).toBe(200);
    const saved = res.body.data;
    expect(saved).toMatchObject({
      employeeId: worker.employeeId,
      reportDate: weekAgo(10),
      approvalStatus: WEEKLY_REPORT_STATUS.Draft,
      totalHours: 40,
    });
    expect(saved.dailyReport.map((d) => d.reportDate)).toEqual(
      Array.from({ length: 7 }, (_, i) => shiftDate(weekAgo(10), i, 'day')),
    );
    expect(saved.dailyReport[0].dailyReportWorkHours).toEqual([{ workTypeId: WORK_TYPE.ToBeFilled, workHour: 8 }]);
    expect(saved.dailyReport[6].dailyReportWorkHours).toEqual([{ workTypeId: WORK_TYPE.Weekend, workHour: 0 }]);

    const again = await t
      .api(worker.token)
      .post('/api/WeeklyReport/Add', report(shiftDate(weekAgo(10), 5, 'day')), REFUSED);
    expect(again.status).toBe(400);
    expect(message(again)).toBe(WEEKLY_REPORT_MESSAGES.weekTaken);
    // Another employee has their own week.
    expect((await t.api(other.token).post('/api/WeeklyReport/Add', report(weekAgo(10)), ZWeeklyReport)).status).toBe(
      200,
    );
  });

  it('refuses a day without a work type, an empty type or hour, negative hours, leave hours without a type, over 24 hours', async () => {
    const monday = weekAgo(11);
    const withDay = (day: Record<string, unknown>) => {
      const days: TJson[] = filledDays(monday);
      days[2] = { ...days[2], ...day };
      return report(monday, { dailyReport: days });
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ dailyReportWorkHours: [] }, WEEKLY_REPORT_MESSAGES.keepOneWorkType],
      [{ dailyReportWorkHours: [{ workTypeId: null, workHour: 8 }] }, WEEKLY_REPORT_MESSAGES.notFilled],
      [{ dailyReportWorkHours: [{ workTypeId: PRODUCTION_WORK, workHour: null }] }, WEEKLY_REPORT_MESSAGES.notFilled],
      [{ dailyReportWorkHours: [{ workTypeId: PRODUCTION_WORK, workHour: -1 }] }, WEEKLY_REPORT_MESSAGES.notFilled],
      [{ leaveHours: 4, leaveTypeId: null }, WEEKLY_REPORT_MESSAGES.leaveTypeMissing],
      // Issue 31: more than a day holds, named by the editor's labels.
      [{ dailyReportWorkHours: [{ workTypeId: PRODUCTION_WORK, workHour: 30 }] }, 'Work hours must be at most 24'],
      [{ leaveHours: 25, leaveTypeId: 1 }, 'Leave hours must be at most 24'],
      [{ leaveHours: 20, leaveTypeId: 1 }, WEEKLY_REPORT_MESSAGES.dayTooLong],
    ];
    for (const [day, expected] of cases) {
      const res = await t.api(worker.token).post('/api/WeeklyReport/Add', withDay(day), REFUSED);
      expect([res.status, message(res)]).toEqual([400, expected]);
    }
    const six = await t
      .api(worker.token)
      .post('/api/WeeklyReport/Add', report(monday, { dailyReport: filledDays(monday).slice(0, 6) }), REFUSED);
    expect([six.status, message(six)]).toEqual([400, WEEKLY_REPORT_MESSAGES.sevenDays]);
    const status = await t
      .api(worker.token)
      .post('/api/WeeklyReport/Add', report(monday, { approvalStatus: 1 as 0 }), REFUSED);
    expect(status.status).toBe(400);
  });

  it('keeps leave hours with their type and file', async () => {
    const monday = weekAgo(12);
    const days: TJson[] = filledDays(monday);
    days[1] = {
      ...days[1],
      leaveTypeId: 2,
      leaveHours: 4,
      leaveUrl: '/uploads/abc.pdf',
      dailyReportWorkHours: [{ workTypeId: 1, workHour: 4 }],
    };
    const res = await t
      .api(worker.token)
      .post('/api/WeeklyReport/Add', report(monday, { dailyReport: days }), ZWeeklyReport);
    expect(res.status).toBe(200);
    expect(res.body.data.dailyReport[1]).toMatchObject({ leaveTypeId: 2, leaveHours: 4, leaveUrl: '/uploads/abc.pdf' });
    expect(res.body.data.totalHours).toBe(40);

    days[1] = { ...days[1], leaveUrl: 'javascript:alert(1)' };
    const link = await t
      .api(worker.token)
      .post('/api/WeeklyReport/Add', report(monday, { dailyReport: days }), REFUSED);
    expect([link.status, message(link)]).toEqual([400, 'leaveUrl must be a file uploaded to Packline']);
  });

  it('submits only without To-be-filled hours and within the window', async () => {
    const open = openWeek();
    const toBeFilled = await t.api(worker.token).post(
      '/api/WeeklyReport/Add',
      {
        ...report(open),
        approvalStatus: 0,
        dailyReport: defaultDailyReports(open),
      },
      REFUSED,
    );
    expect([toBeFilled.status, message(toBeFilled)]).toEqual([400, WEEKLY_REPORT_MESSAGES.toBeFilledLeft]);
    const late = await t
      .api(worker.token)
      .post('/api/WeeklyReport/Add', report(weekAgo(13), { approvalStatus: 0 }), REFUSED);
    expect([late.status, message(late)]).toEqual([400, WEEKLY_REPORT_MESSAGES.submissionWindow]);
    const early = await t
      .api(worker.token)
      .post(
        '/api/WeeklyReport/Add',
        report(shiftDate(thisMondayInAuckland(), 14, 'day'), { approvalStatus: 0 }),
        REFUSED,
      );
    expect([early.status, message(early)]).toEqual([400, WEEKLY_REPORT_MESSAGES.submissionWindow]);
    const submitted = await t
      .api(worker.token)
      .post('/api/WeeklyReport/Add', report(open, { approvalStatus: 0 }), ZWeeklyReport);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.approvalStatus).toBe(WEEKLY_REPORT_STATUS.NotApproved);
  });

  it('opens the window on Friday 12:00 and closes it after the following Sunday, Auckland time', async () => {
    // NZ daylight time (UTC+13) in March 2026: Friday 6 March 12:00 is 23:00 UTC on the 5th; the window closes at
    // Monday 16 March 00:00, 11:00 UTC on the 15th.
    const monday = '2026-03-02';
    const draft = await addWeeklyReport(t.db, report(monday), worker.employeeId);
    const submit = (iso: string) =>
      updateWeeklyReport(
        t.db,
        { ...report(monday, { approvalStatus: 0 }), weeklyReportId: draft.weeklyReportId },
        worker.employeeId,
        { now: new Date(iso) },
      );
    const backToDraft = () =>
      updateWeeklyReport(t.db, { ...report(monday), weeklyReportId: draft.weeklyReportId }, worker.employeeId);

    await expect(submit('2026-03-05T22:59:00Z')).rejects.toThrow(WEEKLY_REPORT_MESSAGES.submissionWindow);
    expect((await submit('2026-03-05T23:00:00Z')).approvalStatus).toBe(WEEKLY_REPORT_STATUS.NotApproved);
    await backToDraft();
    await expect(submit('2026-03-15T11:00:00Z')).rejects.toThrow(WEEKLY_REPORT_MESSAGES.submissionWindow);
    expect((await submit('2026-03-15T10:59:00Z')).approvalStatus).toBe(WEEKLY_REPORT_STATUS.NotApproved);
  });

  it('follows the Auckland clock across the end of daylight time (5 April 2026)', async () => {
    // Week of 30 March: Friday 3 April 12:00 NZDT is 23:00 UTC on the 2nd; Monday 13 April 00:00 NZST is 12:00 UTC on
    // the 12th.
    const monday = '2026-03-30';
    const draft = await addWeeklyReport(t.db, report(monday), worker.employeeId);
    const submit = (iso: string) =>
      updateWeeklyReport(
        t.db,
        { ...report(monday, { approvalStatus: 0 }), weeklyReportId: draft.weeklyReportId },
        worker.employeeId,
        { now: new Date(iso) },
      );
    await expect(submit('2026-04-12T12:00:00Z')).rejects.toThrow(WEEKLY_REPORT_MESSAGES.submissionWindow);
    await expect(submit('2026-04-02T22:59:00Z')).rejects.toThrow(WEEKLY_REPORT_MESSAGES.submissionWindow);
    expect((await submit('2026-04-12T11:59:00Z')).approvalStatus).toBe(WEEKLY_REPORT_STATUS.NotApproved);
  });

  it('lets only the owner change a report, and moves it to another free week only', async () => {
    const mine = (await t.api(worker.token).post('/api/WeeklyReport/Add', report(weekAgo(14)), ZWeeklyReport)).body
      .data;
    const body = { ...report(weekAgo(14)), weeklyReportId: mine.weeklyReportId };
    const stolen = await t
      .api(other.token)
      .put('/api/WeeklyReport/Update', { ...body, employeeId: worker.employeeId }, REFUSED);
    expect([stolen.status, message(stolen)]).toEqual([403, WEEKLY_REPORT_MESSAGES.notYours]);
    const taken = await t
      .api(worker.token)
      .put('/api/WeeklyReport/Update', { ...body, ...report(weekAgo(10)) }, REFUSED);
    const mixed = await t
      .api(worker.token)
      .put('/api/WeeklyReport/Update', { ...body, reportDate: weekAgo(15) }, REFUSED);
    expect([mixed.status, message(mixed)]).toEqual([400, WEEKLY_REPORT_MESSAGES.dayOutsideWeek]);
    expect([taken.status, message(taken)]).toEqual([400, WEEKLY_REPORT_MESSAGES.weekTaken]);
    const moved = await t
      .api(worker.token)
      .put('/api/WeeklyReport/Update', { ...body, ...report(weekAgo(15)), content: 'Moved' }, ZWeeklyReport);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ reportDate: weekAgo(15), content: 'Moved' });
    const missing = await t
      .api(worker.token)
      .put('/api/WeeklyReport/Update', { ...body, weeklyReportId: 99999999 }, REFUSED);
    expect([missing.status, message(missing)]).toEqual([404, WEEKLY_REPORT_MESSAGES.notFound]);
  });

  it('refuses two saves of one week at once but one', async () => {
    const monday = weekAgo(16);
    const replies = await Promise.all([
      t.api(other.token).post('/api/WeeklyReport/Add', report(monday)),
      t.api(other.token).post('/api/WeeklyReport/Add', report(monday)),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(message(found(replies, (r) => r.status === 400))).toBe(WEEKLY_REPORT_MESSAGES.weekTaken);
  });
});

describe('roles: manager and viewer', () => {
  let submittedId: number;
  let draftId: number;

  beforeAll(async () => {
    const open = openWeek();
    const submitted = await t
      .api(other.token)
      .post('/api/WeeklyReport/Add', report(open, { approvalStatus: 0 }), ZWeeklyReport);
    submittedId = submitted.body.data.weeklyReportId;
    draftId = (await t.api(other.token).post('/api/WeeklyReport/Add', report(weekAgo(20)), ZWeeklyReport)).body.data
      .weeklyReportId;
  });

  it('lists every employee to the manager and the viewer, without the days of drafts', async () => {
    for (const [who, path] of [
      [manager, '/api/WeeklyReport/GetAll'],
      [manager, '/api/WeeklyReport/GetAllAll'],
      [viewer, '/api/WeeklyReport/GetAllAll'],
    ] as const) {
      const res = await t.api(who.token).get(`${path}?page=1&pageSize=100`, z.array(ZWeeklyReport));
      expect(res.status).toBe(200);
      const rows = res.body.data;
      expect(new Set(rows.map((r) => r.employeeId))).toEqual(new Set([worker.employeeId, other.employeeId]));
      const draft = rows.find((r) => r.weeklyReportId === draftId);
      expect(draft).toMatchObject({ approvalStatus: WEEKLY_REPORT_STATUS.Draft, dailyReport: [], totalHours: 40 });
      expect(rows.find((r) => r.weeklyReportId === submittedId)?.dailyReport).toHaveLength(7);
      expect(res.body.meta?.total).toBe(rows.length);
    }
    const filtered = await t
      .api(manager.token)
      .get(`/api/WeeklyReport/GetAll?approvalStatus=0&employeeId=${other.employeeId}`, z.array(ZWeeklyReport));
    expect(filtered.body.data.map((r) => r.weeklyReportId)).toEqual([submittedId]);
  });

  it('keeps each role to its calls', async () => {
    expect((await t.api(viewer.token).get('/api/WeeklyReport/GetAll', REFUSED)).status).toBe(403);
    expect(
      (await t.api(viewer.token).put(`/api/WeeklyReport/Approve?reportId=${submittedId}`, undefined, REFUSED)).status,
    ).toBe(403);
    expect((await t.api(manager.token).post('/api/WeeklyReport/Add', report(weekAgo(21)), REFUSED)).status).toBe(403);
    expect(
      (
        await t
          .api(manager.token)
          .put('/api/WeeklyReport/Update', { ...report(weekAgo(20)), weeklyReportId: draftId }, REFUSED)
      ).status,
    ).toBe(403);
    expect((await t.api(worker.token).get('/api/WeeklyReport/GetAll', REFUSED)).status).toBe(403);
    expect(
      (await t.api(worker.token).put(`/api/WeeklyReport/Approve?reportId=${submittedId}`, undefined, REFUSED)).status,
    ).toBe(403);
  });

  it('refuses to decide a draft, a rejection without reason, and a report decided already', async () => {
    const draft = await t.api(manager.token).put(`/api/WeeklyReport/Approve?reportId=${draftId}`, undefined, REFUSED);
    expect([draft.status, message(draft)]).toEqual([400, WEEKLY_REPORT_MESSAGES.draftClosed]);
    const draftReject = await t
      .api(manager.token)
      .put(`/api/WeeklyReport/Reject?reportId=${draftId}&reason=No`, undefined, REFUSED);
    expect(message(draftReject)).toBe(WEEKLY_REPORT_MESSAGES.draftClosed);
    for (const query of ['', '&reason=', '&reason=%20%20']) {
      const res = await t
        .api(manager.token)
        .put(`/api/WeeklyReport/Reject?reportId=${submittedId}${query}`, undefined, REFUSED);
      expect([res.status, message(res)]).toEqual([400, WEEKLY_REPORT_MESSAGES.reasonRequired]);
    }
    const rejected = await t
      .api(manager.token)
      .put(
        `/api/WeeklyReport/Reject?reportId=${submittedId}&reason=${encodeURIComponent('Split Thursday')}`,
        undefined,
        ZWeeklyReport,
      );
    expect(rejected.body.data).toMatchObject({
      approvalStatus: WEEKLY_REPORT_STATUS.Rejected,
      rejectReason: 'Split Thursday',
      approvedBy: manager.employeeId,
    });
    const twice = await t
      .api(manager.token)
      .put(`/api/WeeklyReport/Approve?reportId=${submittedId}`, undefined, REFUSED);
    expect([twice.status, message(twice)]).toEqual([400, WEEKLY_REPORT_MESSAGES.notSubmitted]);
    const missing = await t.api(manager.token).put('/api/WeeklyReport/Approve?reportId=99999999', undefined, REFUSED);
    expect(missing.status).toBe(404);
  });

  it('lets the employee resubmit a rejected report; once approved it cannot be edited or deleted', async () => {
    const open = openWeek();
    const body = { ...report(open, { approvalStatus: 0, content: 'Fixed' }), weeklyReportId: submittedId };
    const resubmitted = await t.api(other.token).put('/api/WeeklyReport/Update', body, ZWeeklyReport);
    expect(resubmitted.body.data).toMatchObject({ approvalStatus: 0, rejectReason: null, content: 'Fixed' });
    const approved = await t
      .api(manager.token)
      .put(`/api/WeeklyReport/Approve?reportId=${submittedId}`, undefined, ZWeeklyReport);
    expect(approved.body.data).toMatchObject({
      approvalStatus: WEEKLY_REPORT_STATUS.Approved,
      approvedBy: manager.employeeId,
    });
    const edit = await t.api(other.token).put('/api/WeeklyReport/Update', body, REFUSED);
    expect([edit.status, message(edit)]).toEqual([400, WEEKLY_REPORT_MESSAGES.approvedLocked]);
    const remove = await t.api(other.token).delete(`/api/WeeklyReport/Delete?id=${submittedId}`, REFUSED);
    expect([remove.status, message(remove)]).toEqual([400, WEEKLY_REPORT_MESSAGES.onlyDraftsDeleted]);
  });
});

describe('the employee’s own reports', () => {
  it('lists only the caller’s, and refuses another employee id', async () => {
    const own = await t.api(worker.token).get('/api/WeeklyReport/GetByEmployeeId', z.array(ZWeeklyReport));
    expect(own.status).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((r) => r.employeeId === worker.employeeId)).toBe(true);
    const named = await t
      .api(worker.token)
      .get(
        `/api/WeeklyReport/GetByEmployeeId?employeeId=${worker.employeeId}&page=1&pageSize=2`,
        z.array(ZWeeklyReport),
      );
    expect(named.body.data).toHaveLength(2);
    expect(named.body.meta?.total).toBe(own.body.data.length);
    const others = await t
      .api(worker.token)
      .get(`/api/WeeklyReport/GetByEmployeeId?employeeId=${other.employeeId}`, REFUSED);
    expect([others.status, message(others)]).toEqual([403, WEEKLY_REPORT_MESSAGES.notYours]);
  });

  it('deletes the caller’s own drafts only', async () => {
    const draft = (await t.api(worker.token).post('/api/WeeklyReport/Add', report(weekAgo(30)), ZWeeklyReport)).body
      .data;
    const stolen = await t.api(other.token).delete(`/api/WeeklyReport/Delete?id=${draft.weeklyReportId}`, REFUSED);
    expect([stolen.status, message(stolen)]).toEqual([403, WEEKLY_REPORT_MESSAGES.notYours]);
    const removed = await t.api(worker.token).delete(`/api/WeeklyReport/Delete?id=${draft.weeklyReportId}`, ZDone);
    expect([removed.status, removed.body.data]).toEqual([200, true]);
    const gone = await t.api(worker.token).delete(`/api/WeeklyReport/Delete?id=${draft.weeklyReportId}`, REFUSED);
    expect(gone.status).toBe(404);
  });
});

describe('templates', () => {
  it('saves a saved report of the caller as their template, reads it back and deletes it', async () => {
    const unsaved = await t
      .api(worker.token)
      .post('/api/WeeklyReportTemplate', { templateName: 'Usual', content: 'x' }, REFUSED);
    expect([unsaved.status, message(unsaved)]).toEqual([400, WEEKLY_REPORT_MESSAGES.unsavedTemplate]);
    const unknown = await t
      .api(worker.token)
      .post('/api/WeeklyReportTemplate', { templateName: 'Usual', weeklyReportId: 99999999 }, REFUSED);
    expect(message(unknown)).toBe(WEEKLY_REPORT_MESSAGES.unsavedTemplate);

    const source = (await t.api(worker.token).post('/api/WeeklyReport/Add', report(weekAgo(31)), ZWeeklyReport)).body
      .data;
    const othersReport = (await t.api(other.token).post('/api/WeeklyReport/Add', report(weekAgo(31)), ZWeeklyReport))
      .body.data;
    const foreign = await t
      .api(worker.token)
      .post(
        '/api/WeeklyReportTemplate',
        { templateName: 'Usual', weeklyReportId: othersReport.weeklyReportId },
        REFUSED,
      );
    expect(foreign.status).toBe(403);

    const saved = await t
      .api(worker.token)
      .post(
        '/api/WeeklyReportTemplate',
        { templateName: 'Usual', weeklyReportId: source.weeklyReportId },
        ZWeeklyReportTemplate,
      );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ templateName: 'Usual', employeeId: worker.employeeId });
    expect(saved.body.data.dailyReport[0].dailyReportWorkHours).toEqual([{ workTypeId: PRODUCTION_WORK, workHour: 8 }]);
    const replaced = await t
      .api(worker.token)
      .post(
        '/api/WeeklyReportTemplate',
        { templateName: 'Newer', weeklyReportId: source.weeklyReportId },
        ZWeeklyReportTemplate,
      );
    expect(replaced.body.data.templateId).toBe(saved.body.data.templateId);

    const read = await t
      .api(worker.token)
      .get(`/api/weeklyReportTemplate/employer?employerId=${worker.employeeId}`, ZWeeklyReportTemplate.nullable());
    expect(read.body.data).toMatchObject({ templateName: 'Newer' });
    expect(
      (await t.api(other.token).get('/api/weeklyReportTemplate/employer', ZWeeklyReportTemplate.nullable())).body.data,
    ).toBeNull();
    const snoop = await t
      .api(other.token)
      .get(`/api/weeklyReportTemplate/employer?employerId=${worker.employeeId}`, REFUSED);
    expect(snoop.status).toBe(403);
    const otherDelete = await t
      .api(other.token)
      .delete(`/api/weeklyReportTemplate/employer?employerId=${worker.employeeId}`, REFUSED);
    expect(otherDelete.status).toBe(403);

    expect((await t.api(worker.token).delete('/api/weeklyReportTemplate/employer', ZDone)).body.data).toBe(true);
    expect((await t.api(worker.token).delete('/api/weeklyReportTemplate/employer', REFUSED)).status).toBe(404);
  });
});

describe('the spec’s calls', () => {
  it.skipIf(!HAS_SPEC)('serves every weekly-report row of api-endpoints.tsv', () => {
    const served = new Set(t.app.accessTable.map((route) => `${route.method} ${route.url.toLowerCase()}`));
    const rows = readSpecTable('api-endpoints.tsv').filter((r) => r.module === 'weekly-report');
    expect(rows.length).toBeGreaterThan(0);
    const missing = rows
      .map((r) => `${r.method} ${r.path.replace(/{(\w+)}/g, ':$1').toLowerCase()}`)
      .filter((key) => !served.has(key));
    expect(missing).toEqual([]);
  });
});
