import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { employee } from '../employees/employees.tables.ts';
import { machine } from '../lookups/lookups.tables.ts';

// The shop floor (spec 02 §3 WorkingArrangement, Daily report; issue 15): who runs each machine on a day, the
// operator passes proved on a machine, and each machine's daily report. A machine with arrangements or daily reports
// is refused (409) rather than taking them with it (issue 29).

/** Who runs a machine on a day (the weekly Work Arrangement); one row per machine and day. */
export const workingArrangement = pgTable(
  'working_arrangement',
  {
    arrangementId: id(),
    machineId: integer()
      .notNull()
      .references(() => machine.machineId),
    operator: integer().references(() => employee.employeeId),
    workingDate: date({ mode: 'string' }).notNull(),
    maintenance: integer().notNull().default(0),
    ...audit,
  },
  (t) => [uniqueIndex().on(t.machineId, t.workingDate), index().on(t.workingDate), index().on(t.operator)],
);

/**
 * A proved operator password (POST Suborder/OperatorPass): the machine's operator of the day typed it, so Take,
 * Finish and PartlyComplete on that machine accept the token until expiresAt. Only the token's sha256 is stored.
 */
export const operatorPass = pgTable(
  'operator_pass',
  {
    operatorPassId: id(),
    tokenHash: text().notNull(),
    employeeId: integer()
      .notNull()
      .references(() => employee.employeeId, { onDelete: 'cascade' }),
    machineId: integer()
      .notNull()
      .references(() => machine.machineId, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...audit,
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.employeeId), index().on(t.machineId), index().on(t.expiresAt)],
);

/** A machine's daily report (spec 02 §3 Daily report): the loss of the day and its reason; one per machine and day. */
export const dailyReport = pgTable(
  'daily_report',
  {
    reportId: id(),
    /** Who reported it (the session that saved it last). */
    employeeId: integer().references(() => employee.employeeId),
    machineId: integer()
      .notNull()
      .references(() => machine.machineId),
    loss: numeric({ precision: 14, scale: 3 }).notNull(),
    reason: text(),
    reportDate: date({ mode: 'string' }).notNull(),
    ...audit,
  },
  (t) => [
    uniqueIndex().on(t.machineId, t.reportDate),
    index().on(t.reportDate),
    index().on(t.employeeId),
    check('daily_report_loss_not_negative', sql`${t.loss} >= 0`),
  ],
);
