import type { TDailyReportInput } from '@packline/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { employee } from '../employees/employees.tables.ts';

// Weekly reports (spec 02 §3 Weekly report / Template; issue 19). One report per employee and week (its Monday), seven
// daily entries Monday to Sunday, each with one or more work types and their hours and optional leave.

/** Reference data (spec 02 §9: 92 Weekend, 93 To be filled). */
export const workType = pgTable('work_type', { workTypeId: id(), workTypeName: text().notNull(), ...audit });
export const leaveType = pgTable('leave_type', { leaveTypeId: id(), leaveTypeName: text().notNull(), ...audit });

export const weeklyReport = pgTable(
  'weekly_report',
  {
    weeklyReportId: id(),
    employeeId: integer()
      .notNull()
      .references(() => employee.employeeId),
    /** The Monday of the week reported. */
    reportDate: date({ mode: 'string' }).notNull(),
    content: text(),
    /** WEEKLY_REPORT_STATUS: -2 Draft, 0 Not Approved (submitted), -1 Rejected, 1 Approved. */
    approvalStatus: integer().notNull(),
    active: integer().notNull().default(1),
    rejectReason: text(),
    approvedBy: integer().references(() => employee.employeeId),
    approvedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [
    // spec 02 §8: one report a week (the index also settles two saves at once).
    uniqueIndex().on(t.employeeId, t.reportDate),
    index().on(t.reportDate, t.weeklyReportId),
    index().on(t.approvalStatus),
    index().on(t.approvedBy),
  ],
);

export const weeklyReportDay = pgTable(
  'weekly_report_day',
  {
    dailyReportId: id(),
    weeklyReportId: integer()
      .notNull()
      .references(() => weeklyReport.weeklyReportId, { onDelete: 'cascade' }),
    reportDate: date({ mode: 'string' }).notNull(),
    content: text(),
    leaveTypeId: integer().references(() => leaveType.leaveTypeId),
    leaveHours: numeric({ precision: 5, scale: 2 }),
    /** A leave certificate stored through Common/UploadImage. */
    leaveUrl: text(),
    image: text(),
  },
  (t) => [
    uniqueIndex().on(t.weeklyReportId, t.reportDate),
    index().on(t.leaveTypeId),
    check('weekly_report_day_leave_hours_check', sql`${t.leaveHours} >= 0`),
  ],
);

export const weeklyReportDayWorkHour = pgTable(
  'weekly_report_day_work_hour',
  {
    dailyReportWorkHourId: id(),
    dailyReportId: integer()
      .notNull()
      .references(() => weeklyReportDay.dailyReportId, { onDelete: 'cascade' }),
    workTypeId: integer()
      .notNull()
      .references(() => workType.workTypeId),
    workHour: numeric({ precision: 5, scale: 2 }).notNull(),
    /** The order the editor shows them in. */
    sortingOrder: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.dailyReportId),
    index().on(t.workTypeId),
    check('weekly_report_day_work_hour_check', sql`${t.workHour} >= 0`),
  ],
);

/** One template per employee: the days of a saved report, to start the next week's report from. */
export const weeklyReportTemplate = pgTable(
  'weekly_report_template',
  {
    templateId: id(),
    employeeId: integer()
      .notNull()
      .references(() => employee.employeeId),
    templateName: text().notNull(),
    content: text(),
    weeklyReportId: integer().references(() => weeklyReport.weeklyReportId, { onDelete: 'set null' }),
    dailyReport: jsonb().$type<TDailyReportInput[]>().notNull(),
    ...audit,
  },
  (t) => [uniqueIndex().on(t.employeeId), index().on(t.weeklyReportId)],
);
