import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { employee } from '../employees/employees.tables.ts';

// Attendance (spec 02 §3 Attendance record; issue 19): the clock events of each employee, from the clock-in screen or
// a time-clock export, and the badge each employee clocks with. Work periods and hours are read from the events
// (attendance-read.ts, domain pairAttendanceEvents), never stored.

export const attendanceEvent = pgTable(
  'attendance_event',
  {
    eventId: id(),
    employeeId: integer()
      .notNull()
      .references(() => employee.employeeId),
    /** The server's time for the clock; the export's time for an import. */
    checkTime: timestamp({ withTimezone: true }).notNull(),
    /** CHECK_TYPES: 'In' or 'Out'. */
    checkType: text().notNull(),
    /** ATTENDANCE_SOURCES: 'Clock', 'Badge' or 'Import'. */
    source: text().notNull(),
    ...audit,
  },
  (t) => [
    // One event per employee, time and type: importing the same export twice adds nothing.
    uniqueIndex().on(t.employeeId, t.checkTime, t.checkType),
    index().on(t.checkTime),
    check('attendance_event_check_type', sql`${t.checkType} in ('In', 'Out')`),
    check('attendance_event_source', sql`${t.source} in ('Clock', 'Badge', 'Import')`),
  ],
);

/** The badge an employee clocks in with: a random code, printed as a barcode; issuing a new one retires the old. */
export const attendanceBadge = pgTable(
  'attendance_badge',
  {
    employeeId: integer()
      .primaryKey()
      .references(() => employee.employeeId),
    badgeCode: text().notNull(),
    ...audit,
  },
  (t) => [uniqueIndex().on(t.badgeCode)],
);
