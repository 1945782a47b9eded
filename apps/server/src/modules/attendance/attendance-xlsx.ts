import { formatDate, formatDateTime, type TAttendanceRecord, type TWeeklyAttendance } from '@packline/domain';

// The Excel downloads of Weekly Attendance and Attendance Records (spec 02 §2; issue 19): the rows the screens show.
// TODO(lead): switch to the shared xlsx-export helper at merge (this module's tiny local writer stands in for it).

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface TSheetColumn {
  header: string;
  key: string;
  width: number;
}

// TODO(lead): switch to the shared xlsx-export helper at merge
async function xlsxOf(sheetName: string, columns: TSheetColumn[], rows: Record<string, unknown>[]): Promise<Buffer> {
  // Loaded with the first download, not at start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const problemOf = (row: TAttendanceRecord) =>
  row.missingCheckOut ? 'Missing check-out' : row.missingCheckIn ? 'Missing check-in' : '';

/** Attendance Records as a sheet: one work period a row, times in Auckland. */
export function attendanceRecordsXlsx(rows: readonly TAttendanceRecord[]): Promise<Buffer> {
  return xlsxOf(
    'Attendance Records',
    [
      { header: 'Employee', key: 'employeeName', width: 28 },
      { header: 'Group', key: 'attendanceGroup', width: 16 },
      { header: 'Date', key: 'date', width: 12 },
      { header: 'Check in', key: 'checkIn', width: 18 },
      { header: 'Check out', key: 'checkOut', width: 18 },
      { header: 'Work hours', key: 'workHours', width: 12 },
      { header: 'Note', key: 'note', width: 20 },
    ],
    rows.map((row) => ({
      employeeName: row.employeeName,
      attendanceGroup: row.attendanceGroup ?? '',
      date: formatDate(row.date),
      checkIn: formatDateTime(row.checkInTimeUtc),
      checkOut: formatDateTime(row.checkOutTimeUtc),
      workHours: row.workHours,
      note: problemOf(row),
    })),
  );
}

/** Weekly Attendance as a sheet: hours per day of the week, the total and the periods missing an event. */
export function weeklyAttendanceXlsx(week: TWeeklyAttendance): Promise<Buffer> {
  const days = week.rows[0]?.days.map((day) => day.date) ?? [];
  return xlsxOf(
    `Week ${week.isoWeek}`,
    [
      { header: 'Employee', key: 'employeeName', width: 28 },
      { header: 'Group', key: 'attendanceGroup', width: 16 },
      ...days.map((date) => ({ header: formatDate(date), key: date, width: 12 })),
      { header: 'Total hours', key: 'totalHours', width: 12 },
      { header: 'Missing check-in/out', key: 'missing', width: 20 },
    ],
    week.rows.map((row) => ({
      employeeName: row.employeeName,
      attendanceGroup: row.attendanceGroup ?? '',
      ...Object.fromEntries(row.days.map((day) => [day.date, day.workHours])),
      totalHours: row.totalHours,
      missing: row.missing,
    })),
  );
}
