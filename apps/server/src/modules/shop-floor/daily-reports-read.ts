import {
  DAILY_REPORT_MESSAGES,
  machineTimesOf,
  SUBORDER_STATUS,
  startOfBusinessDay,
  type TDailyReport,
  type TDailyReportMachineQuery,
  type TMachineDay,
  type TSuborderStatusEvent,
} from '@packline/domain';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import { listPage, orderByOf } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { employees } from '../employees/employees.reads.ts';
import { machines } from '../lookups/lookups.reads.ts';
import { suborderLogs, suborders } from '../work-orders/work-orders.reads.ts';
import { dailyReport } from './shop-floor.tables.ts';
import { listMachinesOn } from './working-arrangement-read.ts';

// The reads of daily reports (spec 02 §2 Daily report and records, §7 Reports; issue 15): a day's reports, a machine's
// reports, and the machine cards of a day: the operator arranged, the run time and pause time from the suborder logs
// (machineTimesOf in the domain), and the day's report.

function selectReports(db: DbOrTx) {
  return withJoins(
    db
      .select({
        r: dailyReport,
        machineName: machines.machineName,
        firstName: employees.firstName,
        lastName: employees.lastName,
      })
      .from(dailyReport)
      .$dynamic(),
    (q) => machines.innerJoin(q, dailyReport.machineId),
    (q) => employees.leftJoin(q, dailyReport.employeeId),
  );
}

type TReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

function toReport({ r, machineName, firstName, lastName }: TReportRow): TDailyReport {
  return {
    reportId: r.reportId,
    employeeId: r.employeeId,
    employeeName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    machineId: r.machineId,
    machineName,
    loss: Number(r.loss),
    reason: r.reason,
    reportDate: r.reportDate,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt?.toISOString() ?? null,
  };
}

/** One report; 404 when there is none. */
export async function getDailyReport(db: DbOrTx, reportId: number): Promise<TDailyReport> {
  const [row] = await selectReports(db).where(eq(dailyReport.reportId, reportId));
  if (!row) throw new NotFoundError(DAILY_REPORT_MESSAGES.notFound(reportId));
  return toReport(row);
}

/** GET DailyReport/GetAllDailyReport?date: the day's reports, by machine order. */
export async function listDailyReportsOn(db: DbOrTx, day: string): Promise<TDailyReport[]> {
  const rows = await selectReports(db)
    .where(eq(dailyReport.reportDate, day))
    .orderBy(asc(machines.sortingOrder), asc(machines.machineName), asc(dailyReport.reportId));
  return rows.map(toReport);
}

const MACHINE_REPORT_SORTS = { reportDate: dailyReport.reportDate, loss: dailyReport.loss };

/** GET DailyReport/GetDailyReportByMachineId?id: the machine's reports, newest day first; a page with `page`. */
export function listDailyReportsOfMachine(db: DbOrTx, query: TDailyReportMachineQuery) {
  const where = eq(dailyReport.machineId, query.id);
  return listPage(query, {
    rows: selectReports(db)
      .where(where)
      .orderBy(
        ...orderByOf(MACHINE_REPORT_SORTS, query, { field: 'reportDate', order: 'descend' }, dailyReport.reportId),
      ),
    count: db.select({ total: count() }).from(dailyReport).where(where),
    toRow: toReport,
  });
}

/** Whether the machine exists (the add and update refuse an unknown one with 404). */
export async function machineExists(db: DbOrTx, machineId: number): Promise<boolean> {
  const [row] = await machines.select(db, { id: machines.machineId }).where(eq(machines.machineId, machineId));
  return row !== undefined;
}

/**
 * What the suborders on machines did in [start, end): the status each was in when the window opened (when In process
 * or Paused) and every log row inside it.
 */
async function statusEventsBetween(db: DbOrTx, start: Date, end: Date): Promise<TSuborderStatusEvent[]> {
  const onMachine: SQL[] = [isNotNull(suborders.machineId)];
  const [before, inside] = await Promise.all([
    // The last log row before the window of each suborder that may still have been running then.
    suborders
      .innerJoin(
        suborderLogs.selectDistinctOn(db, [suborderLogs.suborderId], {
          suborderId: suborderLogs.suborderId,
          machineId: suborders.machineId,
          statusId: suborderLogs.toStatusId,
        }),
        suborderLogs.suborderId,
      )
      .where(
        and(
          ...onMachine,
          lt(suborderLogs.createdAt, start),
          or(isNull(suborders.completedDate), gte(suborders.completedDate, start)),
        ),
      )
      .orderBy(suborderLogs.suborderId, desc(suborderLogs.createdAt), desc(suborderLogs.suborderLogId)),
    suborders
      .innerJoin(
        suborderLogs.select(db, {
          suborderId: suborderLogs.suborderId,
          machineId: suborders.machineId,
          statusId: suborderLogs.toStatusId,
          at: suborderLogs.createdAt,
        }),
        suborderLogs.suborderId,
      )
      .where(and(...onMachine, gte(suborderLogs.createdAt, start), lt(suborderLogs.createdAt, end))),
  ]);
  const running: readonly number[] = [SUBORDER_STATUS.InProcess, SUBORDER_STATUS.Paused];
  return [
    ...before
      .filter((row) => running.includes(row.statusId))
      .map((row) => ({ ...row, machineId: row.machineId as number, at: start.getTime() })),
    ...inside.map((row) => ({ ...row, machineId: row.machineId as number, at: row.at.getTime() })),
  ];
}

/**
 * GET DailyReport/GetMachineDays?date (ours): every machine's card of the Auckland day: its operator arranged that
 * day, its run time and pause time (up to now for today), and its report.
 */
export async function listMachineDays(db: DbOrTx, day: string, now = new Date()): Promise<TMachineDay[]> {
  const start = startOfBusinessDay(day);
  const end = new Date(Math.min(startOfBusinessDay(day, 1).getTime(), now.getTime()));
  const [machines, reports, events] = await Promise.all([
    listMachinesOn(db, day),
    listDailyReportsOn(db, day),
    end > start ? statusEventsBetween(db, start, end) : Promise.resolve([]),
  ]);
  const times = machineTimesOf(events, start.getTime(), end.getTime());
  const reportOf = new Map(reports.map((report) => [report.machineId, report]));
  return machines.map((m) => ({
    ...m,
    runSeconds: times.get(m.machineId)?.runSeconds ?? 0,
    pauseSeconds: times.get(m.machineId)?.pauseSeconds ?? 0,
    report: reportOf.get(m.machineId) ?? null,
  }));
}
