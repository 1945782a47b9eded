import {
  ATTENDANCE_ADMIN_PAGES,
  ATTENDANCE_CLOCK_PAGES,
  ATTENDANCE_READ_PAGES,
  ZAttendanceBadge,
  ZAttendanceImport,
  ZAttendanceQuery,
  ZAttendanceRecord,
  ZAttendanceRecordsQuery,
  ZBadgesPdfQuery,
  ZClockByBadge,
  ZClockByPassword,
  ZClockEvent,
  ZImportPreview,
  ZImportResult,
  ZIssueBadge,
  ZWeeklyAttendance,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { PDF_REPLY, pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { sendXlsx, XLSX_REPLY } from '../../http/xlsx-export.ts';
import { clientGone, sendPdf } from '../../pdf/pdf.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  attendanceRecordsExcel,
  badgesPdf,
  clockByBadge,
  clockByPassword,
  importEvents,
  issueBadge,
  listAttendanceBadges,
  listAttendanceRecords,
  previewImport,
  weeklyAttendance,
  weeklyAttendanceExcel,
} from './attendance.service.ts';

// The attendance calls: the two reads of spec 02 §7 (lower-case controller kept as written), and ours from issue 19
// "Attendance" — the clock (by password or badge), the import of a time-clock export, the badges. Rules: README.md.

const READ = { pages: ATTENDANCE_READ_PAGES } as const;
const ADMIN = { pages: ATTENDANCE_ADMIN_PAGES } as const;
const CLOCK = { pages: ATTENDANCE_CLOCK_PAGES } as const;

export function attendanceRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['attendance'];

  r.post(
    '/api/attendance/all-records',
    {
      schema: {
        tags,
        summary:
          'Work periods (an In and its Out; a missing one flagged) starting in [DateStartUtc, DateEndUtc), else on ' +
          "CheckIntUtc's Auckland day, else today; by name and group; paged with page and pageSize",
        body: ZAttendanceRecordsQuery,
        response: pagedReplyOf(ZAttendanceRecord),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listAttendanceRecords(db, request.body)),
  );
  r.post(
    '/api/attendance/weekly-summary',
    {
      schema: {
        tags,
        summary: "Each employee's hours per day of the ISO week holding DateStartUtc (or CheckIntUtc, or now)",
        body: ZAttendanceQuery,
        response: replyOf(ZWeeklyAttendance),
      },
      config: { access: READ },
    },
    async (request) => ok(await weeklyAttendance(db, request.body)),
  );
  r.get(
    '/api/attendance/all-records/excel',
    {
      schema: {
        tags,
        summary: 'Every work period all-records would answer (the same query, in the query string), as an Excel file',
        querystring: ZAttendanceQuery,
        response: XLSX_REPLY,
      },
      config: { access: READ },
    },
    async (request, reply) =>
      sendXlsx(reply, 'Attendance Records.xlsx', await attendanceRecordsExcel(db, request.query)),
  );
  r.get(
    '/api/attendance/weekly-summary/excel',
    {
      schema: {
        tags,
        summary: 'The week weekly-summary would answer (the same query, in the query string), as an Excel file',
        querystring: ZAttendanceQuery,
        response: XLSX_REPLY,
      },
      config: { access: READ },
    },
    async (request, reply) => sendXlsx(reply, 'Weekly Attendance.xlsx', await weeklyAttendanceExcel(db, request.query)),
  );
  r.post(
    '/api/attendance/clock',
    {
      schema: {
        tags,
        summary: "Clock in or out with one's own user name and password; the time is the server's",
        body: ZClockByPassword,
        response: replyOf(ZClockEvent),
      },
      config: { access: CLOCK },
    },
    async (request) => ok(await clockByPassword(db, request.body, request.ip, actorOf(request))),
  );
  r.post(
    '/api/attendance/clock-badge',
    {
      schema: {
        tags,
        summary: "Clock in or out with a badge's code; the time is the server's",
        body: ZClockByBadge,
        response: replyOf(ZClockEvent),
      },
      config: { access: CLOCK },
    },
    async (request) => ok(await clockByBadge(db, request.body, actorOf(request))),
  );
  r.post(
    '/api/attendance/import/preview',
    {
      schema: {
        tags,
        summary: 'The events a time-clock CSV export names, those recorded already, and its bad lines; stores nothing',
        body: ZAttendanceImport,
        response: replyOf(ZImportPreview),
      },
      config: { access: ADMIN },
    },
    async (request) => ok(await previewImport(db, request.body)),
  );
  r.post(
    '/api/attendance/import',
    {
      schema: {
        tags,
        summary: 'Imports a time-clock CSV export in one transaction; refused whole while any line is bad',
        body: ZAttendanceImport,
        response: replyOf(ZImportResult),
      },
      config: { access: ADMIN },
    },
    async (request) => ok(await importEvents(db, request.body, actorOf(request))),
  );
  r.get(
    '/api/attendance/badges',
    {
      schema: {
        tags,
        summary: 'The current employees with their badge codes',
        response: replyOf(z.array(ZAttendanceBadge)),
      },
      config: { access: ADMIN },
    },
    async () => ok(await listAttendanceBadges(db)),
  );
  r.get(
    '/api/attendance/badges/pdf',
    {
      schema: {
        tags,
        summary: "The badge cards to print: one employee's (?employeeId), or every badge issued",
        querystring: ZBadgesPdfQuery,
        response: PDF_REPLY,
      },
      config: { access: ADMIN },
    },
    async (request, reply) =>
      sendPdf(reply, await badgesPdf(db, request.query.employeeId, clientGone(reply)), 'Badges.pdf'),
  );
  r.post(
    '/api/attendance/badges',
    {
      schema: {
        tags,
        summary: 'Issues the employee a new badge code; the old badge stops working',
        body: ZIssueBadge,
        response: replyOf(ZAttendanceBadge),
      },
      config: { access: ADMIN },
    },
    async (request) => ok(await issueBadge(db, request.body.employeeId, actorOf(request))),
  );
}
