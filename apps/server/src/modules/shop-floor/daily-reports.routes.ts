import {
  DAILY_REPORT_PAGES,
  ZAddDailyReport,
  ZDailyReport,
  ZDailyReportDateQuery,
  ZDailyReportIdQuery,
  ZDailyReportList,
  ZDailyReportMachineQuery,
  ZMachineDayList,
  ZMachineWeek,
  ZUpdateDailyReport,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { addDailyReport, deleteDailyReport, updateDailyReport } from './daily-reports.service.ts';
import { listDailyReportsOfMachine, listDailyReportsOn, listMachineDays } from './daily-reports-read.ts';
import { readMachineWeek } from './machine-week-read.ts';

// The DailyReport calls (spec 02 §7 Reports; issue 15 "Daily report"): the Daily report screen's machine cards and
// loss dialog, and Daily report records. The rules are in daily-reports.service.ts and README.md "Daily reports".

const ACCESS = { pages: DAILY_REPORT_PAGES } as const;
const tags = ['DailyReport'];

export function dailyReportRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  r.get(
    '/api/DailyReport/GetAllDailyReport',
    {
      schema: {
        tags,
        summary: "The day's reports (date YYYY-MM-DD, an Auckland day)",
        querystring: ZDailyReportDateQuery,
        response: replyOf(ZDailyReportList),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await listDailyReportsOn(db, request.query.date)),
  );
  r.get(
    '/api/DailyReport/GetDailyReportByMachineId',
    {
      schema: {
        tags,
        summary: "The machine's reports, newest day first; a page with ?page",
        querystring: ZDailyReportMachineQuery,
        response: pagedReplyOf(ZDailyReport),
      },
      config: { access: ACCESS },
    },
    async (request) => okPage(await listDailyReportsOfMachine(db, request.query)),
  );
  r.get(
    '/api/DailyReport/GetMachineWeek',
    {
      schema: {
        tags,
        summary: "Ours: each machine's output and loss on each of the 7 days to date (YYYY-MM-DD), for the week chart",
        querystring: ZDailyReportDateQuery,
        response: replyOf(ZMachineWeek),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await readMachineWeek(db, request.query.date)),
  );
  r.get(
    '/api/DailyReport/GetMachineDays',
    {
      schema: {
        tags,
        summary:
          "Ours: every machine's card of the day: operator arranged, run and pause time from the suborder logs, report",
        querystring: ZDailyReportDateQuery,
        response: replyOf(ZMachineDayList),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await listMachineDays(db, request.query.date)),
  );
  r.post(
    '/api/DailyReport/AddDailyReport',
    {
      schema: {
        tags,
        summary: "A machine's report of the day (the reporter is the session; today unless reportDate)",
        body: ZAddDailyReport,
        response: replyOf(ZDailyReport),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await addDailyReport(db, request.body, staffOf(request).employeeId)),
  );
  r.put(
    '/api/DailyReport/UpdateDailyReport',
    {
      schema: {
        tags,
        summary: 'Loss, reason, machine and day of a report (the session becomes its reporter)',
        body: ZUpdateDailyReport,
        response: replyOf(ZDailyReport),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await updateDailyReport(db, request.body, staffOf(request).employeeId)),
  );
  r.delete(
    '/api/DailyReport/DeleteDailyReport',
    {
      schema: { tags, summary: 'Delete a report', querystring: ZDailyReportIdQuery, response: replyOf(z.boolean()) },
      config: { access: ACCESS },
    },
    async (request) => ok(await deleteDailyReport(db, request.query.id)),
  );
}
