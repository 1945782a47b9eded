import {
  isApprovedReport,
  LEAVE_TYPES,
  mondayOf,
  type TSaveWeeklyReportTemplate,
  type TWeeklyReport,
  type TWeeklyReportInput,
  type TWeeklyReportTemplate,
  WEEKLY_REPORT_MESSAGES,
  WEEKLY_REPORT_STATUS,
  WORK_TYPES,
  weekDaysOf,
  weeklyReportProblem,
} from '@packline/domain';
import { and, eq, ne } from 'drizzle-orm';
import { BusinessError, ForbiddenError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { firstOrNotFound, lockById } from '../../db/rows.ts';
import { insertFixedRows } from '../../db/sequences.ts';
import {
  leaveType,
  weeklyReport,
  weeklyReportDay,
  weeklyReportDayWorkHour,
  weeklyReportTemplate,
  workType,
} from './weekly-reports.tables.ts';
import { daysOfReports, getWeeklyReport } from './weekly-reports-read.ts';

// Weekly reports (spec 02 §4, §6, §8; issue 19). The employee is always the caller: an employee id in a request is
// never used to act for someone else. Each write is one transaction that locks the report first.
//
//   (new) ──Add──▶ Draft (-2) ──Update(0)──▶ Not Approved (0) ──Approve──▶ Approved (1, locked)
//                    ▲  Update(-2) │ Delete                      └─Reject(reason)──▶ Rejected (-1) ──Update──▶ …

type TReportRow = typeof weeklyReport.$inferSelect;

/** The clock the submission window is read against; tests give a fixed one. */
export interface TClock {
  now?: Date;
}

export async function seedWeeklyReportReference(tx: Transaction): Promise<void> {
  await insertFixedRows(
    tx,
    workType,
    workType.workTypeId,
    WORK_TYPES.map((t) => ({ workTypeId: t.id, workTypeName: t.name })),
  );
  await insertFixedRows(
    tx,
    leaveType,
    leaveType.leaveTypeId,
    LEAVE_TYPES.map((t) => ({ leaveTypeId: t.id, leaveTypeName: t.name })),
  );
}

/** The caller's own report, locked; another employee's is refused. */
async function lockOwnReport(tx: Transaction, weeklyReportId: number, employeeId: number): Promise<TReportRow> {
  const row = await lockById(tx, weeklyReport, weeklyReportId, WEEKLY_REPORT_MESSAGES.notFound);
  if (row.employeeId !== employeeId) throw new ForbiddenError(WEEKLY_REPORT_MESSAGES.notYours);
  return row;
}

function assertSavable(input: TWeeklyReportInput, now: Date): void {
  const problem = weeklyReportProblem(input, now);
  if (problem) throw new BusinessError(problem);
}

async function assertWeekFree(tx: Transaction, employeeId: number, monday: string, except?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: weeklyReport.weeklyReportId })
    .from(weeklyReport)
    .where(
      and(
        eq(weeklyReport.employeeId, employeeId),
        eq(weeklyReport.reportDate, monday),
        except === undefined ? undefined : ne(weeklyReport.weeklyReportId, except),
      ),
    );
  if (taken) throw new BusinessError(WEEKLY_REPORT_MESSAGES.weekTaken);
}

/** The seven days of the week (its dates by position, Monday first) with their work hours. */
async function writeDays(tx: Transaction, weeklyReportId: number, monday: string, input: TWeeklyReportInput) {
  const dates = weekDaysOf(monday);
  const days = await tx
    .insert(weeklyReportDay)
    .values(
      input.dailyReport.map((day, index) => ({
        weeklyReportId,
        reportDate: dates[index],
        content: day.content || null,
        leaveTypeId: day.leaveTypeId ?? null,
        leaveHours: day.leaveHours == null ? null : String(day.leaveHours),
        leaveUrl: day.leaveUrl || null,
        image: day.image || null,
      })),
    )
    .returning({ dailyReportId: weeklyReportDay.dailyReportId, reportDate: weeklyReportDay.reportDate });
  const idOf = new Map(days.map((d) => [d.reportDate, d.dailyReportId]));
  await tx.insert(weeklyReportDayWorkHour).values(
    input.dailyReport.flatMap((day, index) =>
      day.dailyReportWorkHours.map((h, order) => ({
        dailyReportId: idOf.get(dates[index]) as number,
        // weeklyReportProblem has refused empty work types and hours before this.
        workTypeId: h.workTypeId as number,
        workHour: String(h.workHour),
        sortingOrder: order,
      })),
    ),
  );
}

const submittedAtOf = (input: TWeeklyReportInput, now: Date) =>
  input.approvalStatus === WEEKLY_REPORT_STATUS.NotApproved ? now : null;

/** POST WeeklyReport/Add: the caller's report of the week holding reportDate, as a draft or submitted. */
export async function addWeeklyReport(
  db: Database,
  input: TWeeklyReportInput,
  employeeId: number,
  clock: TClock = {},
): Promise<TWeeklyReport> {
  const now = clock.now ?? new Date();
  assertSavable(input, now);
  const monday = mondayOf(input.reportDate);
  const weeklyReportId = await db.transaction(async (tx) => {
    await assertWeekFree(tx, employeeId, monday);
    const [created] = await tx
      .insert(weeklyReport)
      .values({
        employeeId,
        reportDate: monday,
        content: input.content || null,
        approvalStatus: input.approvalStatus,
        submittedAt: submittedAtOf(input, now),
        createdBy: employeeId,
      })
      // Two saves of one week at once: the unique index keeps one, the other is told as the check above would.
      .onConflictDoNothing()
      .returning({ weeklyReportId: weeklyReport.weeklyReportId });
    if (!created) throw new BusinessError(WEEKLY_REPORT_MESSAGES.weekTaken);
    await writeDays(tx, created.weeklyReportId, monday, input);
    return created.weeklyReportId;
  });
  return (await getWeeklyReport(db, weeklyReportId)) as TWeeklyReport;
}

/** PUT WeeklyReport/Update: the caller's own report, unless approved; its days are replaced. */
export async function updateWeeklyReport(
  db: Database,
  input: TWeeklyReportInput & { weeklyReportId: number },
  employeeId: number,
  clock: TClock = {},
): Promise<TWeeklyReport> {
  const now = clock.now ?? new Date();
  await db.transaction(async (tx) => {
    const row = await lockOwnReport(tx, input.weeklyReportId, employeeId);
    if (isApprovedReport(row.approvalStatus)) throw new BusinessError(WEEKLY_REPORT_MESSAGES.approvedLocked);
    assertSavable(input, now);
    const monday = mondayOf(input.reportDate);
    if (monday !== row.reportDate) await assertWeekFree(tx, employeeId, monday, row.weeklyReportId);
    await tx
      .update(weeklyReport)
      .set({
        reportDate: monday,
        content: input.content || null,
        approvalStatus: input.approvalStatus,
        submittedAt: submittedAtOf(input, now),
        // A resubmitted report is decided afresh.
        rejectReason: null,
        approvedBy: null,
        approvedAt: null,
        updatedAt: now,
        updatedBy: employeeId,
      })
      .where(eq(weeklyReport.weeklyReportId, row.weeklyReportId));
    await tx.delete(weeklyReportDay).where(eq(weeklyReportDay.weeklyReportId, row.weeklyReportId));
    await writeDays(tx, row.weeklyReportId, monday, input);
  });
  return (await getWeeklyReport(db, input.weeklyReportId)) as TWeeklyReport;
}

/** DELETE WeeklyReport/Delete: the caller's own draft. */
export async function deleteWeeklyReport(db: Database, weeklyReportId: number, employeeId: number): Promise<boolean> {
  await db.transaction(async (tx) => {
    const row = await lockOwnReport(tx, weeklyReportId, employeeId);
    if (row.approvalStatus !== WEEKLY_REPORT_STATUS.Draft) {
      throw new BusinessError(WEEKLY_REPORT_MESSAGES.onlyDraftsDeleted);
    }
    await tx.delete(weeklyReport).where(eq(weeklyReport.weeklyReportId, weeklyReportId));
  });
  return true;
}

/** A manager's decision on a submitted report: a draft cannot be opened, and only a submitted one is decided. */
async function decide(
  db: Database,
  weeklyReportId: number,
  managerId: number,
  decision: { approvalStatus: number; rejectReason: string | null },
): Promise<TWeeklyReport> {
  await db.transaction(async (tx) => {
    const row = await lockById(tx, weeklyReport, weeklyReportId, WEEKLY_REPORT_MESSAGES.notFound);
    if (row.approvalStatus === WEEKLY_REPORT_STATUS.Draft) throw new BusinessError(WEEKLY_REPORT_MESSAGES.draftClosed);
    if (row.approvalStatus !== WEEKLY_REPORT_STATUS.NotApproved) {
      throw new BusinessError(WEEKLY_REPORT_MESSAGES.notSubmitted);
    }
    const now = new Date();
    await tx
      .update(weeklyReport)
      .set({ ...decision, approvedBy: managerId, approvedAt: now, updatedBy: managerId })
      .where(eq(weeklyReport.weeklyReportId, weeklyReportId));
  });
  return (await getWeeklyReport(db, weeklyReportId)) as TWeeklyReport;
}

export const approveWeeklyReport = (db: Database, weeklyReportId: number, managerId: number) =>
  decide(db, weeklyReportId, managerId, { approvalStatus: WEEKLY_REPORT_STATUS.Approved, rejectReason: null });

export const rejectWeeklyReport = (db: Database, weeklyReportId: number, reason: string, managerId: number) =>
  decide(db, weeklyReportId, managerId, { approvalStatus: WEEKLY_REPORT_STATUS.Rejected, rejectReason: reason });

/** The employee id a read names must be the caller's own (issue 19: one employee never reads another's reports). */
export function assertOwnEmployeeId(requested: number | undefined, employeeId: number): void {
  if (requested !== undefined && requested !== employeeId) throw new ForbiddenError(WEEKLY_REPORT_MESSAGES.notYours);
}

// ---- Templates ------------------------------------------------------------------------------------------------------

function toTemplate(row: typeof weeklyReportTemplate.$inferSelect): TWeeklyReportTemplate {
  return {
    templateId: row.templateId,
    employeeId: row.employeeId,
    templateName: row.templateName,
    content: row.content,
    weeklyReportId: row.weeklyReportId,
    dailyReport: row.dailyReport,
  };
}

/** GET weeklyReportTemplate/employer: the caller's template, or null. */
export async function getWeeklyReportTemplate(db: Database, employeeId: number): Promise<TWeeklyReportTemplate | null> {
  const [row] = await db.select().from(weeklyReportTemplate).where(eq(weeklyReportTemplate.employeeId, employeeId));
  return row ? toTemplate(row) : null;
}

/**
 * POST WeeklyReportTemplate: the caller's template becomes the days of one of their saved reports (its work types,
 * hours and notes; not its dates, leave or files). One template per employee: a new one replaces the old.
 */
export async function saveWeeklyReportTemplate(
  db: Database,
  input: TSaveWeeklyReportTemplate,
  employeeId: number,
): Promise<TWeeklyReportTemplate> {
  if (!input.weeklyReportId) throw new BusinessError(WEEKLY_REPORT_MESSAGES.unsavedTemplate);
  const weeklyReportId = input.weeklyReportId;
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ employeeId: weeklyReport.employeeId })
      .from(weeklyReport)
      .where(eq(weeklyReport.weeklyReportId, weeklyReportId));
    if (!report) throw new BusinessError(WEEKLY_REPORT_MESSAGES.unsavedTemplate);
    if (report.employeeId !== employeeId) throw new ForbiddenError(WEEKLY_REPORT_MESSAGES.notYours);
    const days = (await daysOfReports(tx, [weeklyReportId])).get(weeklyReportId) ?? [];
    const values = {
      employeeId,
      templateName: input.templateName,
      content: input.content || null,
      weeklyReportId,
      dailyReport: days.map((day) => ({
        content: day.content,
        dailyReportWorkHours: day.dailyReportWorkHours,
      })),
    };
    const [row] = await tx
      .insert(weeklyReportTemplate)
      .values({ ...values, createdBy: employeeId })
      .onConflictDoUpdate({
        target: weeklyReportTemplate.employeeId,
        set: { ...values, updatedBy: employeeId },
      })
      .returning();
    return toTemplate(row);
  });
}

/** DELETE weeklyReportTemplate/employer: the caller's template. */
export async function deleteWeeklyReportTemplate(db: Database, employeeId: number): Promise<boolean> {
  await firstOrNotFound(
    db
      .delete(weeklyReportTemplate)
      .where(eq(weeklyReportTemplate.employeeId, employeeId))
      .returning({ templateId: weeklyReportTemplate.templateId }),
    WEEKLY_REPORT_MESSAGES.noTemplate,
  );
  return true;
}
