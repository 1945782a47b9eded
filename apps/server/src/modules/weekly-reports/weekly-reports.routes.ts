import {
  WEEKLY_REPORT_ALL_PAGES,
  WEEKLY_REPORT_EMPLOYEE_PAGES,
  WEEKLY_REPORT_MANAGER_PAGES,
  ZDone,
  ZEmployeeIdQuery,
  ZEmployerIdQuery,
  ZLeaveType,
  ZRejectWeeklyReportQuery,
  ZReportIdQuery,
  ZSaveWeeklyReportTemplate,
  ZUpdateWeeklyReport,
  ZWeeklyReport,
  ZWeeklyReportIdQuery,
  ZWeeklyReportInput,
  ZWeeklyReportListQuery,
  ZWeeklyReportTemplate,
  ZWorkType,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  addWeeklyReport,
  approveWeeklyReport,
  assertOwnEmployeeId,
  deleteWeeklyReport,
  deleteWeeklyReportTemplate,
  getWeeklyReportTemplate,
  rejectWeeklyReport,
  saveWeeklyReportTemplate,
  updateWeeklyReport,
} from './weekly-reports.service.ts';
import { listLeaveTypes, listWeeklyReports, listWorkTypes } from './weekly-reports-read.ts';

// The WeeklyReport and WeeklyReportTemplate calls (spec 02 §7 Weekly reports; issue 19). The employee screen writes
// the caller's own reports; the manager screen lists and decides; the viewer screen lists. Rules: README.md.

const EMPLOYEE = { pages: WEEKLY_REPORT_EMPLOYEE_PAGES } as const;
const MANAGER = { pages: WEEKLY_REPORT_MANAGER_PAGES } as const;
const ALL = { pages: WEEKLY_REPORT_ALL_PAGES } as const;

export function weeklyReportRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['WeeklyReport'];

  r.get(
    '/api/WeeklyReport/GetByEmployeeId',
    {
      schema: {
        tags,
        summary: "The caller's own reports with their days (employeeId, when given, must be the caller's)",
        querystring: ZWeeklyReportListQuery.extend(ZEmployeeIdQuery.shape),
        response: pagedReplyOf(ZWeeklyReport),
      },
      config: { access: EMPLOYEE },
    },
    async (request) => {
      const { employeeId } = staffOf(request);
      assertOwnEmployeeId(request.query.employeeId, employeeId);
      return okPage(await listWeeklyReports(db, { ...request.query, employeeId: undefined }, { employeeId }));
    },
  );
  r.get(
    '/api/WeeklyReport/GetAll',
    {
      schema: {
        tags,
        summary: "Every employee's reports for the manager (a draft's days are left out)",
        querystring: ZWeeklyReportListQuery,
        response: pagedReplyOf(ZWeeklyReport),
      },
      config: { access: MANAGER },
    },
    async (request) => okPage(await listWeeklyReports(db, request.query, { hideDraftDays: true })),
  );
  r.get(
    '/api/WeeklyReport/GetAllAll',
    {
      schema: {
        tags,
        summary: "Every employee's reports, read-only for the viewer (a draft's days are left out)",
        querystring: ZWeeklyReportListQuery,
        response: pagedReplyOf(ZWeeklyReport),
      },
      config: { access: ALL },
    },
    async (request) => okPage(await listWeeklyReports(db, request.query, { hideDraftDays: true })),
  );
  r.get(
    '/api/WeeklyReport/GetAllWorkTypes',
    { schema: { tags, summary: 'Work types', response: replyOf(z.array(ZWorkType)) }, config: { access: 'reference' } },
    async () => ok(await listWorkTypes(db)),
  );
  r.get(
    '/api/WeeklyReport/GetAllLeaveTypes',
    {
      schema: { tags, summary: 'Leave types', response: replyOf(z.array(ZLeaveType)) },
      config: { access: 'reference' },
    },
    async () => ok(await listLeaveTypes(db)),
  );
  r.post(
    '/api/WeeklyReport/Add',
    {
      schema: {
        tags,
        summary: "The caller's report of a week, as a draft (-2) or submitted (0); one report a week",
        body: ZWeeklyReportInput,
        response: replyOf(ZWeeklyReport),
      },
      config: { access: EMPLOYEE },
    },
    async (request) => ok(await addWeeklyReport(db, request.body, staffOf(request).employeeId)),
  );
  r.put(
    '/api/WeeklyReport/Update',
    {
      schema: {
        tags,
        summary: "The caller's own report (not once approved): its days replaced, saved as a draft or submitted",
        body: ZUpdateWeeklyReport,
        response: replyOf(ZWeeklyReport),
      },
      config: { access: EMPLOYEE },
    },
    async (request) => ok(await updateWeeklyReport(db, request.body, staffOf(request).employeeId)),
  );
  r.delete(
    '/api/WeeklyReport/Delete',
    {
      schema: {
        tags,
        summary: "The caller's own draft",
        querystring: ZWeeklyReportIdQuery,
        response: replyOf(ZDone),
      },
      config: { access: EMPLOYEE },
    },
    async (request) => ok(await deleteWeeklyReport(db, request.query.id, staffOf(request).employeeId)),
  );
  r.put(
    '/api/WeeklyReport/Approve',
    {
      schema: {
        tags,
        summary: 'Approve a submitted report',
        querystring: ZReportIdQuery,
        response: replyOf(ZWeeklyReport),
      },
      config: { access: MANAGER },
    },
    async (request) => ok(await approveWeeklyReport(db, request.query.reportId, staffOf(request).employeeId)),
  );
  r.put(
    '/api/WeeklyReport/Reject',
    {
      schema: {
        tags,
        summary: 'Reject a submitted report with a reason',
        querystring: ZRejectWeeklyReportQuery,
        response: replyOf(ZWeeklyReport),
      },
      config: { access: MANAGER },
    },
    async (request) =>
      ok(await rejectWeeklyReport(db, request.query.reportId, request.query.reason, staffOf(request).employeeId)),
  );

  const templateTags = ['WeeklyReportTemplate'];
  r.get(
    '/api/weeklyReportTemplate/employer',
    {
      schema: {
        tags: templateTags,
        summary: "The caller's template, or null (employerId, when given, must be the caller's)",
        querystring: ZEmployerIdQuery,
        response: replyOf(ZWeeklyReportTemplate.nullable()),
      },
      config: { access: EMPLOYEE },
    },
    async (request) => {
      const { employeeId } = staffOf(request);
      assertOwnEmployeeId(request.query.employerId, employeeId);
      return ok(await getWeeklyReportTemplate(db, employeeId));
    },
  );
  r.post(
    '/api/WeeklyReportTemplate',
    {
      schema: {
        tags: templateTags,
        summary: "Save one of the caller's saved reports as their template (replacing the old one)",
        body: ZSaveWeeklyReportTemplate,
        response: replyOf(ZWeeklyReportTemplate),
      },
      config: { access: EMPLOYEE },
    },
    async (request) => ok(await saveWeeklyReportTemplate(db, request.body, staffOf(request).employeeId)),
  );
  r.delete(
    '/api/weeklyReportTemplate/employer',
    {
      schema: {
        tags: templateTags,
        summary: "Delete the caller's template (employerId, when given, must be the caller's)",
        querystring: ZEmployerIdQuery,
        response: replyOf(ZDone),
      },
      config: { access: EMPLOYEE },
    },
    async (request) => {
      const { employeeId } = staffOf(request);
      assertOwnEmployeeId(request.query.employerId, employeeId);
      return ok(await deleteWeeklyReportTemplate(db, employeeId));
    },
  );
}
