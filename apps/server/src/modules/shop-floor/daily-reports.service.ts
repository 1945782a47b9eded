import {
  DAILY_REPORT_MESSAGES,
  type TDailyReport,
  todayInAuckland,
  type ZAddDailyReport,
  type ZUpdateDailyReport,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { conflictOnDuplicate, NotFoundError } from '../../core/errors.ts';
import type { Database } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { getDailyReport, machineExists } from './daily-reports-read.ts';
import { dailyReport } from './shop-floor.tables.ts';

// Daily reports (spec 02 §2 Daily report, §3 Daily report, §8 "daily report loss required, min 0"; issue 15): one per
// machine and day (the table's unique index: a second one → 409, also when two people save it at the same moment).
// The reporter is always the session's employee (the body's employeeId is ignored), as for work orders.

type TAdd = z.output<typeof ZAddDailyReport>;
type TUpdate = z.output<typeof ZUpdateDailyReport>;

async function requireMachine(db: Database, machineId: number): Promise<void> {
  if (!(await machineExists(db, machineId))) throw new NotFoundError(DAILY_REPORT_MESSAGES.machineNotFound(machineId));
}

/** POST DailyReport/AddDailyReport: the machine's report of the day (today in Auckland unless reportDate is given). */
export async function addDailyReport(db: Database, body: TAdd, reporter: number): Promise<TDailyReport> {
  await requireMachine(db, body.machineId);
  const [added] = await conflictOnDuplicate(
    () =>
      db
        .insert(dailyReport)
        .values({
          employeeId: reporter,
          machineId: body.machineId,
          loss: String(body.loss),
          reason: body.reason ?? null,
          reportDate: body.reportDate ?? todayInAuckland(),
          createdBy: reporter,
        })
        .returning({ reportId: dailyReport.reportId }),
    DAILY_REPORT_MESSAGES.machineDayTaken,
  );
  return getDailyReport(db, added.reportId);
}

/** PUT DailyReport/UpdateDailyReport: loss, reason, machine and day of a report; the session becomes its reporter. */
export async function updateDailyReport(db: Database, body: TUpdate, reporter: number): Promise<TDailyReport> {
  await requireMachine(db, body.machineId);
  await firstOrNotFound(
    conflictOnDuplicate(
      () =>
        db
          .update(dailyReport)
          .set({
            employeeId: reporter,
            machineId: body.machineId,
            loss: String(body.loss),
            reason: body.reason ?? null,
            ...(body.reportDate ? { reportDate: body.reportDate } : {}),
            updatedBy: reporter,
          })
          .where(eq(dailyReport.reportId, body.reportId))
          .returning({ reportId: dailyReport.reportId }),
      DAILY_REPORT_MESSAGES.machineDayTaken,
    ),
    DAILY_REPORT_MESSAGES.notFound(body.reportId),
  );
  return getDailyReport(db, body.reportId);
}

/** DELETE DailyReport/DeleteDailyReport?id. */
export async function deleteDailyReport(db: Database, reportId: number): Promise<boolean> {
  await firstOrNotFound(
    db.delete(dailyReport).where(eq(dailyReport.reportId, reportId)).returning({ reportId: dailyReport.reportId }),
    DAILY_REPORT_MESSAGES.notFound(reportId),
  );
  return true;
}
