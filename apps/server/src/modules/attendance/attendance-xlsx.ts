import {
  formatDate,
  type TAttendanceRecord,
  type TWeeklyAttendance,
  type TWeeklyAttendanceRow,
} from '@packline/domain';
import type { TXlsxSheet } from '../../http/xlsx-export.ts';

// The Excel downloads of Weekly Attendance and Attendance Records (spec 02 §2; issue 19): the rows the screens show,
// as sheets of the shared export helper (http/xlsx-export.ts: date cells, number cells, frozen header).

const problemOf = (row: TAttendanceRecord) =>
  row.missingCheckOut ? 'Missing check-out' : row.missingCheckIn ? 'Missing check-in' : '';

/** Attendance Records as a sheet: one work period a row, times as read in Auckland. */
export function attendanceRecordsSheet(rows: readonly TAttendanceRecord[]): TXlsxSheet<TAttendanceRecord> {
  return {
    name: 'Attendance Records',
    columns: [
      { header: 'Employee', value: (r) => r.employeeName, width: 28 },
      { header: 'Group', value: (r) => r.attendanceGroup, width: 16 },
      { header: 'Date', value: (r) => r.date, type: 'date' },
      { header: 'Check in', value: (r) => r.checkInTimeUtc, type: 'datetime', width: 18 },
      { header: 'Check out', value: (r) => r.checkOutTimeUtc, type: 'datetime', width: 18 },
      { header: 'Work hours', value: (r) => r.workHours, type: 'number' },
      { header: 'Note', value: problemOf, width: 20 },
    ],
    rows,
  };
}

/** Weekly Attendance as a sheet: hours per day of the week, the total and the periods missing an event. */
export function weeklyAttendanceSheet(week: TWeeklyAttendance): TXlsxSheet<TWeeklyAttendanceRow> {
  const days = week.rows[0]?.days.map((day) => day.date) ?? [];
  return {
    name: `Week ${week.isoWeek}`,
    columns: [
      { header: 'Employee', value: (r) => r.employeeName, width: 28 },
      { header: 'Group', value: (r) => r.attendanceGroup, width: 16 },
      ...days.map((date, index) => ({
        header: formatDate(date),
        value: (r: TWeeklyAttendanceRow) => r.days[index]?.workHours ?? 0,
        type: 'number' as const,
      })),
      { header: 'Total hours', value: (r) => r.totalHours, type: 'number' },
      { header: 'Missing check-in/out', value: (r) => r.missing, type: 'integer', width: 20 },
    ],
    rows: week.rows,
  };
}
