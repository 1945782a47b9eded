import { describe, expect, it } from 'vitest';
import { LEAVE_MESSAGES, LEAVE_STATUS, leaveDecidedMail, leaveSubmittedMail, ZLeaveRequestInput } from './leave.ts';

const request = {
  leaveRequestId: 1,
  employeeId: 2,
  employeeName: 'Aroha <Ngata>',
  leaveTypeId: 1,
  leaveTypeName: 'Annual leave',
  startDate: '2026-12-21',
  endDate: '2026-12-24',
  leaveReason: 'Christmas & whānau',
  approvalStatus: LEAVE_STATUS.Pending,
  approvalComment: null,
  approvedBy: null,
  approvedByName: null,
  approvedAt: null,
  createdAt: '2026-11-26T00:00:00.000Z',
};

describe('leave e-mails', () => {
  it('tells the approvers who asks for which days, the text escaped', () => {
    const mail = leaveSubmittedMail(request, false);
    expect(mail.subject).toBe('Leave request from Aroha <Ngata>: Annual leave, 21/12/2026 to 24/12/2026');
    expect(mail.htmlContent).toContain('Aroha &lt;Ngata&gt;');
    expect(mail.htmlContent).toContain('Christmas &amp; whānau');
  });

  it('tells the employee the decision and the comment', () => {
    const mail = leaveDecidedMail({
      ...request,
      startDate: '2026-12-21',
      endDate: '2026-12-21',
      approvalStatus: LEAVE_STATUS.Rejected,
      approvalComment: 'Shutdown <week>',
      approvedByName: 'Mere Clarke',
    });
    expect(mail.subject).toBe('Your leave request is rejected: Annual leave, 21/12/2026');
    expect(mail.htmlContent).toContain('by Mere Clarke');
    expect(mail.htmlContent).toContain('Shutdown &lt;week&gt;');
  });
});

describe('ZLeaveRequestInput', () => {
  it('names the first missing field with the spec’s words', () => {
    const first = (body: Record<string, unknown>) => {
      const parsed = ZLeaveRequestInput.safeParse(body);
      return parsed.success ? null : parsed.error.issues[0].message;
    };
    expect(first({ startDate: '2026-01-01', endDate: '2026-01-02', leaveReason: 'x' })).toBe(
      LEAVE_MESSAGES.selectLeaveType,
    );
    expect(first({ leaveTypeId: 1, endDate: '2026-01-02', leaveReason: 'x' })).toBe(LEAVE_MESSAGES.selectDateRange);
    expect(first({ leaveTypeId: 1, startDate: '2026-01-01', endDate: '2026-01-02', leaveReason: ' ' })).toBe(
      LEAVE_MESSAGES.enterReason,
    );
    expect(first({ leaveTypeId: 1, startDate: '2026-01-03', endDate: '2026-01-02', leaveReason: 'x' })).toBe(
      LEAVE_MESSAGES.endBeforeStart,
    );
  });
});
