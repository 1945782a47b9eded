import {
  LEAVE_APPROVAL_PAGES,
  LEAVE_READ_PAGES,
  LEAVE_REQUEST_PAGES,
  ZDone,
  ZLeaveDecision,
  ZLeaveIdParams,
  ZLeaveListQuery,
  ZLeaveRequest,
  ZLeaveRequestInput,
  ZUpdateLeaveRequest,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { holdsAnyPage, staffOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  addLeaveRequest,
  assertOwnEmployee,
  decideLeaveRequest,
  deleteLeaveRequest,
  readLeaveRequest,
  updateLeaveRequest,
} from './leave.service.ts';
import { listLeaveRequests } from './leave-read.ts';

// The LeaveRequest calls (spec 02 §7 Leave and attendance; issue 19). The employee's page writes and reads their own
// requests; the approval page lists everyone's by status and decides. Rules: README.md.

const EMPLOYEE = { pages: LEAVE_REQUEST_PAGES } as const;
const APPROVER = { pages: LEAVE_APPROVAL_PAGES } as const;
const READ = { pages: LEAVE_READ_PAGES } as const;

export function leaveRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db, mailer } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['LeaveRequest'];

  r.get(
    '/api/LeaveRequest',
    {
      schema: {
        tags,
        summary: "Everyone's requests for the approvers, by approvalStatus (0 Pending, 1 Approved, 2 Rejected), paged",
        querystring: ZLeaveListQuery,
        response: pagedReplyOf(ZLeaveRequest),
      },
      config: { access: APPROVER },
    },
    async (request) => okPage(await listLeaveRequests(db, request.query)),
  );
  r.get(
    '/api/LeaveRequest/byEmployee/:id',
    {
      schema: {
        tags,
        summary: "The caller's own requests (id must be the caller's employee id), paged",
        params: ZLeaveIdParams,
        querystring: ZLeaveListQuery,
        response: pagedReplyOf(ZLeaveRequest),
      },
      config: { access: EMPLOYEE },
    },
    async (request) => {
      const { employeeId } = staffOf(request);
      assertOwnEmployee(request.params.id, employeeId);
      return okPage(await listLeaveRequests(db, request.query, employeeId));
    },
  );
  r.get(
    '/api/LeaveRequest/:id',
    {
      schema: {
        tags,
        summary: "One request: the caller's own, or anyone's for an approver",
        params: ZLeaveIdParams,
        response: replyOf(ZLeaveRequest),
      },
      config: { access: READ },
    },
    async (request) => {
      const caller = staffOf(request);
      const canApprove = holdsAnyPage(caller, LEAVE_APPROVAL_PAGES);
      return ok(await readLeaveRequest(db, request.params.id, { employeeId: caller.employeeId, canApprove }));
    },
  );
  r.post(
    '/api/LeaveRequest',
    {
      schema: {
        tags,
        summary: "The caller's request (type, date range, reason), pending; e-mailed to the approvers",
        body: ZLeaveRequestInput,
        response: replyOf(ZLeaveRequest),
      },
      config: { access: EMPLOYEE },
    },
    async (request) => ok(await addLeaveRequest(db, mailer, request.body, staffOf(request).employeeId)),
  );
  r.put(
    '/api/LeaveRequest',
    {
      schema: {
        tags,
        summary: "The caller's own pending request changes; the approvers are e-mailed",
        body: ZUpdateLeaveRequest,
        response: replyOf(ZLeaveRequest),
      },
      config: { access: EMPLOYEE },
    },
    async (request) => ok(await updateLeaveRequest(db, mailer, request.body, staffOf(request).employeeId)),
  );
  r.delete(
    '/api/LeaveRequest/:id',
    {
      schema: { tags, summary: "The caller's own pending request", params: ZLeaveIdParams, response: replyOf(ZDone) },
      config: { access: EMPLOYEE },
    },
    async (request) => ok(await deleteLeaveRequest(db, request.params.id, staffOf(request).employeeId)),
  );
  for (const [action, approved] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    r.put(
      `/api/LeaveRequest/${action}/:id`,
      {
        schema: {
          tags,
          summary: `${approved ? 'Approve' : 'Reject'} someone else's pending request with a comment; the employee is e-mailed`,
          params: ZLeaveIdParams,
          body: ZLeaveDecision,
          response: replyOf(ZLeaveRequest),
        },
        config: { access: APPROVER },
      },
      async (request) =>
        ok(
          await decideLeaveRequest(
            db,
            mailer,
            request.params.id,
            { ...request.body, approved },
            staffOf(request).employeeId,
          ),
        ),
    );
  }
}
