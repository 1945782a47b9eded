import {
  mondayOf,
  type TWeeklyReport,
  type TWeeklyReportDay,
  type TWeeklyReportListQuery,
  type TWeeklyReportSortField,
  WEEKLY_REPORT_STATUS,
  WEEKLY_REPORT_STATUS_NAMES,
} from '@packline/domain';
import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ilikeAny, listPage, namedMatches, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { employees, employeesAs } from '../employees/employees.reads.ts';
import {
  leaveType,
  weeklyReport,
  weeklyReportDay,
  weeklyReportDayWorkHour,
  workType,
} from './weekly-reports.tables.ts';

// The reads of weekly reports (spec 02 §7 Weekly reports; issue 19): the paged lists of the manager and the viewer,
// the employee's own, one report with its seven days, and the reference lists of work and leave types.

const approver = employeesAs('approver');
const employeeName = employees.nameOrUserName;

/** Work and leave hours of the report, summed in SQL so a draft's total shows without its days. */
const totalHours = sql<string>`coalesce((
  select sum(${weeklyReportDayWorkHour.workHour}) from ${weeklyReportDayWorkHour}
  join ${weeklyReportDay} on ${weeklyReportDay.dailyReportId} = ${weeklyReportDayWorkHour.dailyReportId}
  where ${weeklyReportDay.weeklyReportId} = ${weeklyReport.weeklyReportId}), 0) + coalesce((
  select sum(${weeklyReportDay.leaveHours}) from ${weeklyReportDay}
  where ${weeklyReportDay.weeklyReportId} = ${weeklyReport.weeklyReportId}), 0)`;

const columns = {
  weeklyReportId: weeklyReport.weeklyReportId,
  employeeId: weeklyReport.employeeId,
  employeeName,
  reportDate: weeklyReport.reportDate,
  content: weeklyReport.content,
  approvalStatus: weeklyReport.approvalStatus,
  active: weeklyReport.active,
  rejectReason: weeklyReport.rejectReason,
  approvedBy: weeklyReport.approvedBy,
  approvedByName: approver.name,
  approvedAt: weeklyReport.approvedAt,
  totalHours,
  createdAt: weeklyReport.createdAt,
  updatedAt: weeklyReport.updatedAt,
};

type TReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

function selectReports(db: DbOrTx) {
  return approver.leftJoin(withEmployee(db.select(columns).from(weeklyReport).$dynamic()), weeklyReport.approvedBy);
}

/** A select from weekly reports with the report's employee. */
function withEmployee<T extends PgSelect>(select: T) {
  return employees.innerJoin(select, weeklyReport.employeeId);
}

function toReport(row: TReportRow, days: TWeeklyReportDay[]): TWeeklyReport {
  return {
    ...row,
    employeeName: row.employeeName ?? '',
    totalHours: Number(row.totalHours),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    dailyReport: days,
  };
}

/** The seven days of each report, Monday first, with their work hours in the order entered. */
export async function daysOfReports(db: DbOrTx, weeklyReportIds: number[]): Promise<Map<number, TWeeklyReportDay[]>> {
  const byReport = new Map<number, TWeeklyReportDay[]>();
  if (weeklyReportIds.length === 0) return byReport;
  const days = await db
    .select()
    .from(weeklyReportDay)
    .where(inArray(weeklyReportDay.weeklyReportId, weeklyReportIds))
    .orderBy(asc(weeklyReportDay.reportDate));
  const hours = days.length
    ? await db
        .select()
        .from(weeklyReportDayWorkHour)
        .where(
          inArray(
            weeklyReportDayWorkHour.dailyReportId,
            days.map((d) => d.dailyReportId),
          ),
        )
        .orderBy(asc(weeklyReportDayWorkHour.sortingOrder), asc(weeklyReportDayWorkHour.dailyReportWorkHourId))
    : [];
  for (const day of days) {
    const list = byReport.get(day.weeklyReportId) ?? [];
    list.push({
      dailyReportId: day.dailyReportId,
      reportDate: day.reportDate,
      content: day.content,
      leaveTypeId: day.leaveTypeId,
      leaveHours: day.leaveHours === null ? null : Number(day.leaveHours),
      leaveUrl: day.leaveUrl,
      image: day.image,
      dailyReportWorkHours: hours
        .filter((h) => h.dailyReportId === day.dailyReportId)
        .map((h) => ({ workTypeId: h.workTypeId, workHour: Number(h.workHour) })),
    });
    byReport.set(day.weeklyReportId, list);
  }
  return byReport;
}

const SORTS: Record<TWeeklyReportSortField, TSortable> = {
  reportDate: weeklyReport.reportDate,
  employeeName,
  approvalStatus: weeklyReport.approvalStatus,
  updatedAt: weeklyReport.updatedAt,
};

export interface TReportScope {
  /** Only this employee's reports (the employee's own list). */
  employeeId?: number;
  /** Leave out the days of drafts: managers and viewers cannot open a draft (spec 02 §4). */
  hideDraftDays?: boolean;
}

function listFilter(query: TWeeklyReportListQuery, scope: TReportScope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    scope.employeeId === undefined ? undefined : eq(weeklyReport.employeeId, scope.employeeId),
    query.employeeId === undefined ? undefined : eq(weeklyReport.employeeId, query.employeeId),
    query.approvalStatus === undefined ? undefined : statusIs(query.approvalStatus),
    query.from === undefined ? undefined : gte(weeklyReport.reportDate, mondayOf(query.from)),
    query.to === undefined ? undefined : lte(weeklyReport.reportDate, query.to),
    searchOf(query.search, (pattern, word) => [
      ...ilikeAny(pattern, [employeeName, weeklyReport.content]),
      ...namedMatches(word, weeklyReport.approvalStatus, WEEKLY_REPORT_STATUS_NAMES),
    ]),
  ];
  return and(...conditions);
}

/** Any value but -2, -1 and 0 is Approved (spec 02 §4), so the Approved filter takes them all. */
function statusIs(status: number): SQL {
  const named: number[] = [WEEKLY_REPORT_STATUS.Draft, WEEKLY_REPORT_STATUS.Rejected, WEEKLY_REPORT_STATUS.NotApproved];
  return named.includes(status)
    ? eq(weeklyReport.approvalStatus, status)
    : sql`${weeklyReport.approvalStatus} not in (${sql.join(named, sql`, `)})`;
}

/** A page of reports (or all without `page`), newest week first, each with its days unless hidden. */
export async function listWeeklyReports(db: DbOrTx, query: TWeeklyReportListQuery, scope: TReportScope) {
  const where = listFilter(query, scope);
  const page = await listPage(query, {
    rows: selectReports(db)
      .where(where)
      .orderBy(...orderByOf(SORTS, query, { field: 'reportDate', order: 'descend' }, weeklyReport.weeklyReportId)),
    count: withEmployee(db.select({ total: count() }).from(weeklyReport).$dynamic()).where(where),
    toRow: (row) => row,
  });
  const shown = page.rows.filter((r) => !(scope.hideDraftDays && r.approvalStatus === WEEKLY_REPORT_STATUS.Draft));
  const days = await daysOfReports(
    db,
    shown.map((r) => r.weeklyReportId),
  );
  return { rows: page.rows.map((r) => toReport(r, days.get(r.weeklyReportId) ?? [])), meta: page.meta };
}

/** One report with its days, or null. */
export async function getWeeklyReport(db: DbOrTx, weeklyReportId: number): Promise<TWeeklyReport | null> {
  const [row] = await selectReports(db).where(eq(weeklyReport.weeklyReportId, weeklyReportId));
  if (!row) return null;
  const days = await daysOfReports(db, [weeklyReportId]);
  return toReport(row, days.get(weeklyReportId) ?? []);
}

export const listWorkTypes = (db: DbOrTx) =>
  db
    .select({ workTypeId: workType.workTypeId, workTypeName: workType.workTypeName })
    .from(workType)
    .orderBy(asc(workType.workTypeId));

export const listLeaveTypes = (db: DbOrTx) =>
  db
    .select({ leaveTypeId: leaveType.leaveTypeId, leaveTypeName: leaveType.leaveTypeName })
    .from(leaveType)
    .orderBy(asc(leaveType.leaveTypeId));
