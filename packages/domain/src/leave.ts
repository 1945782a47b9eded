import { z } from 'zod';
import { listQueryOf, ZDateText, ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { formatDate } from './dates.ts';
import { escapeHtml } from './email.ts';
import { isCalendarDate } from './working-arrangement.ts';

// Leave requests (spec 02 §2 "Leave Request (employee) and approval (manager; tabs Pending, Rejected, Approved)", §3
// Leave request, §4, §6, §8, §9; issue 19 "Leave"). An employee asks for leave of a type over a date range with a
// reason; an approver approves or rejects it with a comment; each step is e-mailed.

export const LEAVE_REQUEST_PAGE = '/leave-request';
export const LEAVE_APPROVAL_PAGE = '/leave-request-approval';
export const LEAVE_REQUEST_PAGES = [LEAVE_REQUEST_PAGE] as const;
export const LEAVE_APPROVAL_PAGES = [LEAVE_APPROVAL_PAGE] as const;
/** Who reads one request: its employee, and the approvers. */
export const LEAVE_READ_PAGES = [LEAVE_REQUEST_PAGE, LEAVE_APPROVAL_PAGE] as const;

/** spec 02 §4: Pending Approval, Approved, Rejected. */
export const LEAVE_STATUS = { Pending: 0, Approved: 1, Rejected: 2 } as const;
export type TLeaveStatus = (typeof LEAVE_STATUS)[keyof typeof LEAVE_STATUS];
export const LEAVE_STATUS_NAMES: Record<number, string> = {
  [LEAVE_STATUS.Pending]: 'Pending Approval',
  [LEAVE_STATUS.Approved]: 'Approved',
  [LEAVE_STATUS.Rejected]: 'Rejected',
};
/** spec 02 §2: the approval page's tabs, in order. */
export const LEAVE_APPROVAL_TABS = [
  { status: LEAVE_STATUS.Pending, label: 'Pending' },
  { status: LEAVE_STATUS.Rejected, label: 'Rejected' },
  { status: LEAVE_STATUS.Approved, label: 'Approved' },
] as const;

/** spec 02 §9: the employee's table shows 10 a page, the approval tables 50. */
export const LEAVE_REQUEST_PAGE_SIZE = 10;
export const LEAVE_APPROVAL_PAGE_SIZE = 50;
export const LEAVE_REASON_MAX = 500;

export const LEAVE_MESSAGES = {
  selectLeaveType: 'Please select leave type',
  selectDateRange: 'Please select date range',
  enterReason: 'Please enter reason',
  /** spec 02 §8 success toasts of Approve and Reject. */
  approved: 'Leave request approved',
  rejected: 'Leave request rejected',
  /** Ours: the spec requires these without naming a message. */
  commentRequired: 'Please enter a comment.',
  endBeforeStart: 'The leave cannot end before it starts.',
  onlyPending: 'Only pending leave requests can be changed or deleted.',
  notPending: 'This leave request has been decided already.',
  ownRequest: 'You cannot approve or reject your own leave request.',
  notYours: 'You can only see and change your own leave requests.',
  notFound: 'This leave request was not found.',
} as const;

// ---- Requests -------------------------------------------------------------------------------------------------------

const leaveDate = z.string(LEAVE_MESSAGES.selectDateRange).refine(isCalendarDate, LEAVE_MESSAGES.selectDateRange);

/** POST and PUT LeaveRequest: type, date range and reason are required (spec 02 §8). */
export const ZLeaveRequestInput = z
  .object({
    leaveRequestId: z.number().int().positive().max(MAX_ID).nullish(),
    /** Ignored: a request is always the caller's own (issue 19). */
    employeeId: z.number().int().nullish(),
    leaveTypeId: z
      .number(LEAVE_MESSAGES.selectLeaveType)
      .int(LEAVE_MESSAGES.selectLeaveType)
      .positive(LEAVE_MESSAGES.selectLeaveType)
      .max(MAX_ID, LEAVE_MESSAGES.selectLeaveType),
    startDate: leaveDate,
    endDate: leaveDate,
    leaveReason: z
      .string(LEAVE_MESSAGES.enterReason)
      .trim()
      .min(1, LEAVE_MESSAGES.enterReason)
      .max(LEAVE_REASON_MAX, `The reason must be at most ${LEAVE_REASON_MAX} characters`),
  })
  .refine((r) => !isCalendarDate(r.startDate) || !isCalendarDate(r.endDate) || r.endDate >= r.startDate, {
    message: LEAVE_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type TLeaveRequestInput = z.input<typeof ZLeaveRequestInput>;
export const ZUpdateLeaveRequest = ZLeaveRequestInput.safeExtend({
  leaveRequestId: z.number('leaveRequestId is required').int().positive().max(MAX_ID),
});
export type TUpdateLeaveRequest = z.input<typeof ZUpdateLeaveRequest>;

/** PUT LeaveRequest/approve/{id} and /reject/{id}: a non-empty comment. */
export const ZLeaveDecision = z.object({
  comment: z
    .string(LEAVE_MESSAGES.commentRequired)
    .trim()
    .min(1, LEAVE_MESSAGES.commentRequired)
    .max(LEAVE_REASON_MAX, `The comment must be at most ${LEAVE_REASON_MAX} characters`),
});
export type TLeaveDecision = z.input<typeof ZLeaveDecision>;

export const ZLeaveIdParams = z.object({ id: queryIdSchema('id') });

export const LEAVE_SORT_FIELDS = ['startDate', 'createdAt', 'employeeName'] as const;
/** GET LeaveRequest (the approver's tabs) and LeaveRequest/byEmployee/{id}: paged, by status. */
export const ZLeaveListQuery = listQueryOf(LEAVE_SORT_FIELDS).extend({
  approvalStatus: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], 'approvalStatus must be 0, 1 or 2'))
    .optional(),
});
export type TLeaveListQuery = z.infer<typeof ZLeaveListQuery>;

// ---- Replies --------------------------------------------------------------------------------------------------------

export const ZLeaveRequest = z.object({
  leaveRequestId: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  leaveTypeId: z.number().int(),
  leaveTypeName: z.string(),
  startDate: ZDateText,
  endDate: ZDateText,
  leaveReason: z.string(),
  approvalStatus: z.number().int(),
  approvalComment: z.string().nullable(),
  approvedBy: z.number().int().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TLeaveRequest = z.infer<typeof ZLeaveRequest>;

// ---- E-mails --------------------------------------------------------------------------------------------------------

export const leaveStatusName = (status: number) => LEAVE_STATUS_NAMES[status] ?? String(status);

const period = (r: Pick<TLeaveRequest, 'startDate' | 'endDate'>) =>
  r.startDate === r.endDate ? formatDate(r.startDate) : `${formatDate(r.startDate)} to ${formatDate(r.endDate)}`;

/** The e-mail to the approvers when a request is made or changed. */
export function leaveSubmittedMail(r: TLeaveRequest, changed: boolean): { subject: string; htmlContent: string } {
  return {
    subject: `Leave request ${changed ? 'changed' : 'from'} ${r.employeeName}: ${r.leaveTypeName}, ${period(r)}`,
    htmlContent:
      `<p>${escapeHtml(r.employeeName)} ${changed ? 'changed a' : 'asks for'} leave request.</p>` +
      `<p><b>${escapeHtml(r.leaveTypeName)}</b>, ${escapeHtml(period(r))}</p>` +
      `<p>Reason: ${escapeHtml(r.leaveReason)}</p>` +
      `<p>Please approve or reject it on the Leave Request Approval page.</p>`,
  };
}

/** The e-mail to the employee when a request is decided. */
export function leaveDecidedMail(r: TLeaveRequest): { subject: string; htmlContent: string } {
  const decision = leaveStatusName(r.approvalStatus);
  return {
    subject: `Your leave request is ${decision.toLowerCase()}: ${r.leaveTypeName}, ${period(r)}`,
    htmlContent:
      `<p>Your leave request (<b>${escapeHtml(r.leaveTypeName)}</b>, ${escapeHtml(period(r))}) is ` +
      `<b>${escapeHtml(decision)}</b>${r.approvedByName ? ` by ${escapeHtml(r.approvedByName)}` : ''}.</p>` +
      `<p>Comment: ${escapeHtml(r.approvalComment ?? '')}</p>`,
  };
}
