import {
  LEAVE_APPROVAL_PAGE,
  LEAVE_MESSAGES,
  LEAVE_REQUEST_PAGE,
  LEAVE_STATUS,
  shiftDate,
  type TApiError,
  todayInAuckland,
  ZDone,
  ZLeaveRequest,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HAS_SPEC, readSpecTable } from '../../../test/spec.ts';
import {
  createTestApp,
  found,
  REFUSED,
  type TReply,
  type TTestApp,
  type TTestStaff,
  uniqueName,
} from '../../../test/test-app.ts';
import { mailOutbox } from '../mail/mail.tables.ts';

// Leave requests (spec 02 §4, §6, §8, §9; issue 19 "Leave"): the three required fields, the caller as the employee,
// pending-only changes, approval with a comment and never of one's own request, the approver's tabs, and the e-mails
// (to the approvers on a submission, to the employee on a decision) held in the outbox without SMTP.

let t: TTestApp;
let worker: TTestStaff;
let other: TTestStaff;
let approver: TTestStaff;
/** Approves leave and asks for leave too. */
let lead: TTestStaff;
const emails: Record<string, string> = {};

const message = (res: TReply<TApiError>) => res.body.message.message;
const start = shiftDate(todayInAuckland(), 7, 'day');
const body = (extra: Record<string, unknown> = {}) => ({
  leaveTypeId: 1,
  startDate: start,
  endDate: shiftDate(start, 2, 'day'),
  leaveReason: 'Holiday',
  ...extra,
});
const mailsTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.targetAddress, address));

async function staff(pages: string[], name: string) {
  const email = `${uniqueName(name)}@example.co.nz`.toLowerCase();
  const person = await t.createStaff({ pages, email, firstName: name });
  emails[name] = email;
  return person;
}

beforeAll(async () => {
  t = await createTestApp();
  worker = await staff([LEAVE_REQUEST_PAGE], 'worker');
  other = await staff([LEAVE_REQUEST_PAGE], 'other');
  approver = await staff([LEAVE_APPROVAL_PAGE], 'approver');
  lead = await staff([LEAVE_REQUEST_PAGE, LEAVE_APPROVAL_PAGE], 'lead');
});
afterAll(() => t?.close());

const add = async (who: TTestStaff, extra: Record<string, unknown> = {}) => {
  const res = await t.api(who.token).post('/api/LeaveRequest', body(extra), ZLeaveRequest);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('POST LeaveRequest', () => {
  it('requires a leave type, a date range and a reason', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ leaveTypeId: undefined }, LEAVE_MESSAGES.selectLeaveType],
      [{ leaveTypeId: null }, LEAVE_MESSAGES.selectLeaveType],
      [{ startDate: undefined }, LEAVE_MESSAGES.selectDateRange],
      [{ endDate: '' }, LEAVE_MESSAGES.selectDateRange],
      [{ leaveReason: undefined }, LEAVE_MESSAGES.enterReason],
      [{ leaveReason: '   ' }, LEAVE_MESSAGES.enterReason],
      [{ endDate: shiftDate(start, -1, 'day') }, LEAVE_MESSAGES.endBeforeStart],
    ];
    for (const [extra, expected] of cases) {
      const res = await t.api(worker.token).post('/api/LeaveRequest', body(extra), REFUSED);
      expect([res.status, message(res)]).toEqual([400, expected]);
    }
  });

  it('saves a pending request of the caller, whatever employeeId says, and e-mails every other approver', async () => {
    const created = await add(worker, { employeeId: other.employeeId, leaveReason: '  Whānau <visit>  ' });
    expect(created).toMatchObject({
      employeeId: worker.employeeId,
      approvalStatus: LEAVE_STATUS.Pending,
      leaveTypeName: 'Annual leave',
      leaveReason: 'Whānau <visit>',
    });
    for (const name of ['approver', 'lead']) {
      const mails = await mailsTo(emails[name]);
      expect(mails.length).toBe(1);
      expect(mails[0]).toMatchObject({ status: 'held', createdBy: worker.employeeId });
      expect(mails[0].subject).toContain('Leave request from worker');
      expect(mails[0].htmlContent).toContain('Whānau &lt;visit&gt;');
    }
    expect(await mailsTo(emails.worker)).toHaveLength(0);

    // The approver asking for leave is not told of their own request.
    await add(lead);
    expect(await mailsTo(emails.lead)).toHaveLength(1);
    expect(await mailsTo(emails.approver)).toHaveLength(2);
  });
});

describe('the employee’s own requests', () => {
  it('lists only the caller’s, 10 a page, and refuses another employee id', async () => {
    for (let i = 0; i < 11; i++) await add(other, { leaveReason: `Day ${i}` });
    const first = await t
      .api(other.token)
      .get(`/api/LeaveRequest/byEmployee/${other.employeeId}?page=1&pageSize=10`, z.array(ZLeaveRequest));
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.meta?.total).toBe(11);
    expect(first.body.data.every((r) => r.employeeId === other.employeeId)).toBe(true);
    const theirs = await t.api(other.token).get(`/api/LeaveRequest/byEmployee/${worker.employeeId}`, REFUSED);
    expect([theirs.status, message(theirs)]).toEqual([403, LEAVE_MESSAGES.notYours]);
  });

  it('reads one request for its employee and the approvers only', async () => {
    const mine = await add(worker);
    expect(
      (await t.api(worker.token).get(`/api/LeaveRequest/${mine.leaveRequestId}`, ZLeaveRequest)).body.data,
    ).toMatchObject({
      leaveRequestId: mine.leaveRequestId,
    });
    const snoop = await t.api(other.token).get(`/api/LeaveRequest/${mine.leaveRequestId}`, REFUSED);
    expect([snoop.status, message(snoop)]).toEqual([403, LEAVE_MESSAGES.notYours]);
    expect((await t.api(approver.token).get(`/api/LeaveRequest/${mine.leaveRequestId}`, ZLeaveRequest)).status).toBe(
      200,
    );
    const missing = await t.api(worker.token).get('/api/LeaveRequest/99999999', REFUSED);
    expect([missing.status, message(missing)]).toEqual([404, LEAVE_MESSAGES.notFound]);
  });

  it('changes and deletes only the caller’s own pending requests', async () => {
    const mine = await add(worker);
    const changed = await t
      .api(worker.token)
      .put(
        '/api/LeaveRequest',
        body({ leaveRequestId: mine.leaveRequestId, leaveTypeId: 2, leaveReason: 'Sick' }),
        ZLeaveRequest,
      );
    expect(changed.body.data).toMatchObject({ leaveTypeId: 2, leaveTypeName: 'Sick leave', leaveReason: 'Sick' });
    expect((await mailsTo(emails.approver)).some((m) => m.subject.startsWith('Leave request changed'))).toBe(true);
    const invalid = await t
      .api(worker.token)
      .put('/api/LeaveRequest', body({ leaveRequestId: mine.leaveRequestId, leaveReason: '' }), REFUSED);
    expect(message(invalid)).toBe(LEAVE_MESSAGES.enterReason);

    const stolen = await t
      .api(other.token)
      .put('/api/LeaveRequest', body({ leaveRequestId: mine.leaveRequestId }), REFUSED);
    expect([stolen.status, message(stolen)]).toEqual([403, LEAVE_MESSAGES.notYours]);
    const removedByOther = await t.api(other.token).delete(`/api/LeaveRequest/${mine.leaveRequestId}`, REFUSED);
    expect([removedByOther.status, message(removedByOther)]).toEqual([403, LEAVE_MESSAGES.notYours]);
    expect((await t.api(worker.token).delete(`/api/LeaveRequest/${mine.leaveRequestId}`, ZDone)).body.data).toBe(true);
    expect((await t.api(worker.token).delete(`/api/LeaveRequest/${mine.leaveRequestId}`, REFUSED)).status).toBe(404);
  });
});

describe('approval', () => {
  it('needs a comment, refuses one’s own request, decides once, and e-mails the employee', async () => {
    const request = await add(worker);
    for (const comment of [undefined, '', '   ']) {
      const res = await t
        .api(approver.token)
        .put(`/api/LeaveRequest/approve/${request.leaveRequestId}`, { comment }, REFUSED);
      expect([res.status, message(res)]).toEqual([400, LEAVE_MESSAGES.commentRequired]);
    }
    const before = (await mailsTo(emails.worker)).length;
    const approved = await t
      .api(approver.token)
      .put(`/api/LeaveRequest/approve/${request.leaveRequestId}`, { comment: 'Enjoy' }, ZLeaveRequest);
    expect(approved.body.data).toMatchObject({
      approvalStatus: LEAVE_STATUS.Approved,
      approvalComment: 'Enjoy',
      approvedBy: approver.employeeId,
    });
    const mails = await mailsTo(emails.worker);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toContain('Your leave request is approved');

    const again = await t
      .api(lead.token)
      .put(`/api/LeaveRequest/reject/${request.leaveRequestId}`, { comment: 'No' }, REFUSED);
    expect([again.status, message(again)]).toEqual([400, LEAVE_MESSAGES.notPending]);
    const edit = await t
      .api(worker.token)
      .put('/api/LeaveRequest', body({ leaveRequestId: request.leaveRequestId }), REFUSED);
    expect([edit.status, message(edit)]).toEqual([400, LEAVE_MESSAGES.onlyPending]);
    const remove = await t.api(worker.token).delete(`/api/LeaveRequest/${request.leaveRequestId}`, REFUSED);
    expect([remove.status, message(remove)]).toEqual([400, LEAVE_MESSAGES.onlyPending]);

    const own = await add(lead);
    const self = await t
      .api(lead.token)
      .put(`/api/LeaveRequest/approve/${own.leaveRequestId}`, { comment: 'Mine' }, REFUSED);
    expect([self.status, message(self)]).toEqual([403, LEAVE_MESSAGES.ownRequest]);
    const rejected = await t
      .api(approver.token)
      .put(`/api/LeaveRequest/reject/${own.leaveRequestId}`, { comment: 'Busy week' }, ZLeaveRequest);
    expect(rejected.body.data).toMatchObject({ approvalStatus: LEAVE_STATUS.Rejected, approvalComment: 'Busy week' });
    expect((await mailsTo(emails.lead)).at(-1)?.subject).toContain('Your leave request is rejected');
  });

  it('takes one decision when two approvers decide at once', async () => {
    const request = await add(other);
    const replies = await Promise.all([
      t.api(approver.token).put(`/api/LeaveRequest/approve/${request.leaveRequestId}`, { comment: 'Yes' }),
      t.api(lead.token).put(`/api/LeaveRequest/reject/${request.leaveRequestId}`, { comment: 'No' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(message(found(replies, (r) => r.status === 400))).toBe(LEAVE_MESSAGES.notPending);
  });

  it('lists everyone’s requests by tab to the approvers only', async () => {
    const pending = await t
      .api(approver.token)
      .get('/api/LeaveRequest?approvalStatus=0&page=1&pageSize=50', z.array(ZLeaveRequest));
    expect(pending.status).toBe(200);
    expect(pending.body.data.length).toBeGreaterThan(0);
    expect(pending.body.data.every((r) => r.approvalStatus === LEAVE_STATUS.Pending)).toBe(true);
    expect(new Set(pending.body.data.map((r) => r.employeeId)).size).toBeGreaterThan(1);
    const approved = await t.api(approver.token).get('/api/LeaveRequest?approvalStatus=1', z.array(ZLeaveRequest));
    expect(approved.body.data.every((r) => r.approvalStatus === LEAVE_STATUS.Approved)).toBe(true);
    expect((await t.api(worker.token).get('/api/LeaveRequest', REFUSED)).status).toBe(403);
    expect((await t.api(worker.token).put('/api/LeaveRequest/approve/1', { comment: 'x' }, REFUSED)).status).toBe(403);
    expect((await t.api(approver.token).post('/api/LeaveRequest', body(), REFUSED)).status).toBe(403);
    const missing = await t.api(approver.token).put('/api/LeaveRequest/approve/99999999', { comment: 'x' }, REFUSED);
    expect(missing.status).toBe(404);
  });
});

describe('the spec’s calls', () => {
  it.skipIf(!HAS_SPEC)('serves every LeaveRequest row of api-endpoints.tsv', () => {
    const served = new Set(t.app.accessTable.map((route) => `${route.method} ${route.url.toLowerCase()}`));
    const rows = readSpecTable('api-endpoints.tsv').filter((r) => r.path.startsWith('/api/LeaveRequest'));
    expect(rows.length).toBeGreaterThan(0);
    const missing = rows
      .map((r) => `${r.method} ${r.path.replace(/{(\w+)}/g, ':$1').toLowerCase()}`)
      .filter((key) => !served.has(key));
    expect(missing).toEqual([]);
  });
});
