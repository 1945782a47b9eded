import {
  isValidEmail,
  LEAVE_MESSAGES,
  LEAVE_STATUS,
  leaveDecidedMail,
  leaveSubmittedMail,
  type TLeaveDecision,
  type TLeaveRequest,
  type TLeaveRequestInput,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { BusinessError, ForbiddenError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { lockById, orNotFound } from '../../db/rows.ts';
import type { TMailer } from '../mail/mail.service.ts';
import { leaveRequest } from './leave.tables.ts';
import { contactOf, getLeaveRequest, leaveApprovers } from './leave-read.ts';

// Leave requests (spec 02 §4, §6, §8; issue 19 "Leave"). The employee is always the caller. Each write is one
// transaction that locks the request first and records its e-mails in the outbox (sent over SMTP when configured) in
// the same transaction, so a request is never saved without its notice nor a notice sent for a request not saved.
//
//   (new) ──POST──▶ Pending Approval (0) ──approve(comment)──▶ Approved (1)
//                    │ PUT / DELETE (own)  └──reject(comment)──▶ Rejected (2)

type TRow = typeof leaveRequest.$inferSelect;

/** The caller's own pending request, locked. */
async function lockOwnPending(tx: Transaction, leaveRequestId: number, employeeId: number): Promise<TRow> {
  const row = await lockById(tx, leaveRequest, leaveRequestId, LEAVE_MESSAGES.notFound);
  if (row.employeeId !== employeeId) throw new ForbiddenError(LEAVE_MESSAGES.notYours);
  if (row.approvalStatus !== LEAVE_STATUS.Pending) throw new BusinessError(LEAVE_MESSAGES.onlyPending);
  return row;
}

/** The approvers hear of a new or changed request. */
async function notifyApprovers(tx: Transaction, mailer: TMailer, request: TLeaveRequest, changed: boolean) {
  const mail = leaveSubmittedMail(request, changed);
  for (const approver of await leaveApprovers(tx, request.employeeId)) {
    if (!isValidEmail(approver.email)) continue;
    await mailer.send(
      tx,
      { targetName: approver.name, targetAddress: approver.email.trim(), ...mail },
      request.employeeId,
    );
  }
}

const fieldsOf = (input: TLeaveRequestInput) => ({
  leaveTypeId: input.leaveTypeId,
  startDate: input.startDate,
  endDate: input.endDate,
  leaveReason: input.leaveReason.trim(),
});

/** POST LeaveRequest: the caller's request, pending, e-mailed to the approvers. */
export async function addLeaveRequest(
  db: Database,
  mailer: TMailer,
  input: TLeaveRequestInput,
  employeeId: number,
): Promise<TLeaveRequest> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(leaveRequest)
      .values({ ...fieldsOf(input), employeeId, approvalStatus: LEAVE_STATUS.Pending, createdBy: employeeId })
      .returning({ leaveRequestId: leaveRequest.leaveRequestId });
    const request = (await getLeaveRequest(tx, created.leaveRequestId)) as TLeaveRequest;
    await notifyApprovers(tx, mailer, request, false);
    return request;
  });
}

/** PUT LeaveRequest: the caller's own pending request changes, and the approvers are told. */
export async function updateLeaveRequest(
  db: Database,
  mailer: TMailer,
  input: TLeaveRequestInput & { leaveRequestId: number },
  employeeId: number,
): Promise<TLeaveRequest> {
  return db.transaction(async (tx) => {
    await lockOwnPending(tx, input.leaveRequestId, employeeId);
    await tx
      .update(leaveRequest)
      .set({ ...fieldsOf(input), updatedBy: employeeId })
      .where(eq(leaveRequest.leaveRequestId, input.leaveRequestId));
    const request = (await getLeaveRequest(tx, input.leaveRequestId)) as TLeaveRequest;
    await notifyApprovers(tx, mailer, request, true);
    return request;
  });
}

/** DELETE LeaveRequest/{id}: the caller's own pending request. */
export async function deleteLeaveRequest(db: Database, leaveRequestId: number, employeeId: number): Promise<boolean> {
  await db.transaction(async (tx) => {
    await lockOwnPending(tx, leaveRequestId, employeeId);
    await tx.delete(leaveRequest).where(eq(leaveRequest.leaveRequestId, leaveRequestId));
  });
  return true;
}

/** An approver's decision on a pending request of someone else, with a comment; the employee is e-mailed. */
export async function decideLeaveRequest(
  db: Database,
  mailer: TMailer,
  leaveRequestId: number,
  decision: TLeaveDecision & { approved: boolean },
  approverId: number,
): Promise<TLeaveRequest> {
  return db.transaction(async (tx) => {
    const row = await lockById(tx, leaveRequest, leaveRequestId, LEAVE_MESSAGES.notFound);
    if (row.employeeId === approverId) throw new ForbiddenError(LEAVE_MESSAGES.ownRequest);
    if (row.approvalStatus !== LEAVE_STATUS.Pending) throw new BusinessError(LEAVE_MESSAGES.notPending);
    const now = new Date();
    await tx
      .update(leaveRequest)
      .set({
        approvalStatus: decision.approved ? LEAVE_STATUS.Approved : LEAVE_STATUS.Rejected,
        approvalComment: decision.comment.trim(),
        approvedBy: approverId,
        approvedAt: now,
        updatedBy: approverId,
      })
      .where(eq(leaveRequest.leaveRequestId, leaveRequestId));
    const request = (await getLeaveRequest(tx, leaveRequestId)) as TLeaveRequest;
    const employee = await contactOf(tx, request.employeeId);
    if (employee && isValidEmail(employee.email)) {
      await mailer.send(
        tx,
        { targetName: employee.name, targetAddress: employee.email.trim(), ...leaveDecidedMail(request) },
        approverId,
      );
    }
    return request;
  });
}

/**
 * GET LeaveRequest/{id}: the caller's own request, or anyone's for an approver. `canApprove` says whether the caller
 * holds the approval page.
 */
export async function readLeaveRequest(
  db: Database,
  leaveRequestId: number,
  caller: { employeeId: number; canApprove: boolean },
): Promise<TLeaveRequest> {
  const request = orNotFound(await getLeaveRequest(db, leaveRequestId), LEAVE_MESSAGES.notFound);
  if (request.employeeId !== caller.employeeId && !caller.canApprove) throw new ForbiddenError(LEAVE_MESSAGES.notYours);
  return request;
}

/** The employee id a read names must be the caller's own. */
export function assertOwnEmployee(requested: number, employeeId: number): void {
  if (requested !== employeeId) throw new ForbiddenError(LEAVE_MESSAGES.notYours);
}
