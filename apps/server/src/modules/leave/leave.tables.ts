import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { employee } from '../employees/employees.tables.ts';
import { leaveType } from '../weekly-reports/weekly-reports.tables.ts';

// Leave requests (spec 02 §3 Leave request; issue 19). The leave types are the weekly reports' reference list.

export const leaveRequest = pgTable(
  'leave_request',
  {
    leaveRequestId: id(),
    employeeId: integer()
      .notNull()
      .references(() => employee.employeeId),
    leaveTypeId: integer()
      .notNull()
      .references(() => leaveType.leaveTypeId),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    leaveReason: text().notNull(),
    /** LEAVE_STATUS: 0 Pending Approval, 1 Approved, 2 Rejected. */
    approvalStatus: integer().notNull().default(0),
    approvalComment: text(),
    approvedBy: integer().references(() => employee.employeeId),
    approvedAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [
    index().on(t.employeeId, t.startDate),
    index().on(t.approvalStatus, t.startDate),
    index().on(t.leaveTypeId),
    index().on(t.approvedBy),
    check('leave_request_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
