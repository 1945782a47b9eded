import dayjs from 'dayjs';
import { z } from 'zod';
import { ZPageQuery, ZTimestamp } from './api.ts';
import { PASSWORD_REQUIRED, USERNAME_REQUIRED, WRONG_LOGIN_MESSAGE } from './auth.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { BUSINESS_TIME_ZONE, toApiDate } from './dates.ts';
import { ATTENDANCE_DEPTS } from './employee.ts';
import { isCalendarDate, mondayOf, weekDaysOf } from './working-arrangement.ts';

// Attendance (spec 02 §2 "Weekly Attendance and Attendance Records", §3 Attendance record, §7 Leave and attendance,
// §9 attendance constants; issue 19 "Attendance"). Check-ins come from the clock-in screen (user name and password, or
// a badge) and from time-clock CSV exports; work hours are the pairs of an In and the Out after it.

/** spec 02 §9: the attendance groups, which are the employees' attendanceDept (Employee Management sets it). */
export const ATTENDANCE_GROUPS = ATTENDANCE_DEPTS;
export type TAttendanceGroup = (typeof ATTENDANCE_GROUPS)[number];
/** The group of the people who do not clock in: the summaries leave them out unless asked for them. */
export const ATTENDANCE_FREE_GROUP: TAttendanceGroup = 'AttendanceFree';

/** spec 02 §9: times are picked and work is counted in 5-minute steps. */
export const ATTENDANCE_TIME_STEP_MINUTES = 5;
/** An In with no Out within this many hours has a missing check-out (and a later Out a missing check-in). */
export const MAX_SHIFT_HOURS = 16;
/** The longest range Attendance Records reads at once. */
export const MAX_RECORD_DAYS = 93;

export const CHECK_TYPES = ['In', 'Out'] as const;
export type TCheckType = (typeof CHECK_TYPES)[number];
export const CHECK_TYPE = { In: 'In', Out: 'Out' } as const satisfies Record<string, TCheckType>;

/** Where an event came from: the clock-in screen by password or by badge, or a time-clock export. */
export const ATTENDANCE_SOURCES = ['Clock', 'Badge', 'Import'] as const;
export type TAttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

// ---- Pages ----------------------------------------------------------------------------------------------------------

export const WEEKLY_ATTENDANCE_URL = '/weekly-attendance';
export const ATTENDANCE_RECORDS_URL = '/attendance-records';
/** The clock-in / clock-out screen (Mobile group: out of the menu, opened on the shared phone or tablet by the door). */
export const ATTENDANCE_CLOCK_URL = '/mobile/clock';

/** Who reads the attendance of everyone. */
export const ATTENDANCE_READ_PAGES = [WEEKLY_ATTENDANCE_URL, ATTENDANCE_RECORDS_URL] as const;
/** Who imports time-clock exports and issues badges. */
export const ATTENDANCE_ADMIN_PAGES = [ATTENDANCE_RECORDS_URL] as const;
/** Who opens the clock: the device by the door, signed in as any staff member. */
export const ATTENDANCE_CLOCK_PAGES = [ATTENDANCE_CLOCK_URL] as const;

export const ATTENDANCE_MESSAGES = {
  wrongLogin: WRONG_LOGIN_MESSAGE,
  unknownBadge: 'No employee has this badge.',
  noBadge: 'No badge has been issued yet.',
  alreadyIn: 'You are already clocked in.',
  alreadyOut: 'You are already clocked out.',
  rangeOrder: 'The end must be after the start.',
  rangeTooLong: `Please pick at most ${MAX_RECORD_DAYS} days.`,
  emptyFile: 'The file has no rows.',
  badRows: 'Please fix the bad rows before importing.',
  badHeader: 'The first line must name the columns checkTime, checkType and userName or badgeCode.',
} as const;

/** Why one line of a time-clock export cannot be imported (shown with its line number). */
export const IMPORT_ROW_MESSAGES = {
  noIdentity: 'Please give a userName or a badgeCode.',
  unknownUser: (userName: string) => `Unknown user name "${userName}".`,
  unknownBadge: (badgeCode: string) => `Unknown badge "${badgeCode}".`,
  badCheckType: 'checkType must be In or Out.',
  badCheckTime: 'checkTime must be a date and time such as 2026-11-23 08:00 or 23/11/2026 08:00.',
  futureCheckTime: 'checkTime is in the future.',
  repeated: (line: number) => `The same event as line ${line}.`,
} as const;

// ---- Pure rules -----------------------------------------------------------------------------------------------------

export interface TAttendanceEvent {
  checkTime: Date;
  checkType: TCheckType;
}

/** One work period: an In and the Out after it; either may be missing (flagged, never guessed). */
export interface TAttendancePair {
  checkIn: Date | null;
  checkOut: Date | null;
}

const HOUR_MS = 3_600_000;
const STEP_MS = ATTENDANCE_TIME_STEP_MINUTES * 60_000;

/**
 * The work periods of one employee's events, in time order: an In is closed by the next Out within MAX_SHIFT_HOURS;
 * an In followed by another In, or by nothing in time, has no check-out; an Out with no open In has no check-in.
 */
export function pairAttendanceEvents(events: readonly TAttendanceEvent[]): TAttendancePair[] {
  const sorted = [...events].sort((a, b) => a.checkTime.getTime() - b.checkTime.getTime());
  const pairs: TAttendancePair[] = [];
  let open: Date | null = null;
  for (const event of sorted) {
    if (open && event.checkTime.getTime() - open.getTime() > MAX_SHIFT_HOURS * HOUR_MS) {
      pairs.push({ checkIn: open, checkOut: null });
      open = null;
    }
    if (event.checkType === CHECK_TYPE.In) {
      if (open) pairs.push({ checkIn: open, checkOut: null });
      open = event.checkTime;
    } else {
      pairs.push({ checkIn: open, checkOut: event.checkTime });
      open = null;
    }
  }
  if (open) pairs.push({ checkIn: open, checkOut: null });
  return pairs;
}

/** The hours between an In and its Out, counted to the nearest 5 minutes; null when either is missing. */
export function workHoursOf(pair: TAttendancePair): number | null {
  if (!pair.checkIn || !pair.checkOut) return null;
  const steps = Math.round((pair.checkOut.getTime() - pair.checkIn.getTime()) / STEP_MS);
  return Math.round(((steps * STEP_MS) / HOUR_MS) * 100) / 100;
}

/** The business day a work period counts on: the Auckland date of its check-in (of its check-out without one). */
export function attendanceDateOf(pair: TAttendancePair): string {
  return toApiDate(pair.checkIn ?? pair.checkOut ?? new Date(0));
}

/** The ISO week name of a Monday ('2026-W48'): the week belongs to the year of its Thursday (dayjs's isoWeek). */
export function isoWeekOf(monday: string): string {
  const day = dayjs.utc(monday);
  return `${day.isoWeekYear()}-W${String(day.isoWeek()).padStart(2, '0')}`;
}

/** The ISO week (Monday to Sunday, in Auckland) holding `at`. */
export function attendanceWeekOf(at: Date): { monday: string; days: string[]; isoWeek: string } {
  const monday = mondayOf(toApiDate(at));
  return { monday, days: weekDaysOf(monday), isoWeek: isoWeekOf(monday) };
}

const LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const LOCAL_NZ = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;
const WITH_OFFSET = z.iso.datetime({ offset: true });

/**
 * The instant a time-clock export names: 'YYYY-MM-DD HH:mm[:ss]' or 'DD/MM/YYYY HH:mm[:ss]' in Auckland wall time, or
 * ISO 8601 with Z or an offset; null when it is none of them or not a real date and time.
 */
export function parseClockTime(text: string): Date | null {
  const value = text.trim();
  if (WITH_OFFSET.safeParse(value).success) return new Date(value);
  const iso = LOCAL_ISO.exec(value);
  const nz = iso ? null : LOCAL_NZ.exec(value);
  const parts = iso
    ? { day: `${iso[1]}-${iso[2]}-${iso[3]}`, hour: iso[4], minute: iso[5], second: iso[6] }
    : nz
      ? { day: `${nz[3]}-${nz[2]}-${nz[1]}`, hour: nz[4], minute: nz[5], second: nz[6] }
      : null;
  if (!parts || !isCalendarDate(parts.day)) return null;
  const [hour, minute, second] = [Number(parts.hour), Number(parts.minute), Number(parts.second ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wall = `${parts.day}T${parts.hour}:${parts.minute}:${String(second).padStart(2, '0')}`;
  return dayjs.tz(wall, BUSINESS_TIME_ZONE).toDate();
}

/** 'In' or 'Out' from an export's text in any case; null otherwise. */
export function parseCheckType(text: string): TCheckType | null {
  const value = text.trim().toLowerCase();
  return CHECK_TYPES.find((type) => type.toLowerCase() === value) ?? null;
}

// ---- Requests -------------------------------------------------------------------------------------------------------

const instant = (name: string) => z.iso.datetime({ offset: true, error: `${name} must be an ISO date and time` });

/**
 * spec 02 §7: the body of attendance/all-records and attendance/weekly-summary. The records are those whose check-in
 * (or check-out, without one) is in [DateStartUtc, DateEndUtc), else on the Auckland day of CheckIntUtc, else today;
 * the summary is of the ISO week holding DateStartUtc (or CheckIntUtc, or now).
 */
export const ZAttendanceQuery = z.object({
  EmployeeName: z.string().trim().max(100, 'EmployeeName must be at most 100 characters').nullish(),
  attendanceGroup: z
    .enum(ATTENDANCE_GROUPS, { error: () => `attendanceGroup must be one of ${ATTENDANCE_GROUPS.join(', ')}` })
    .nullish(),
  DateStartUtc: instant('DateStartUtc').nullish(),
  DateEndUtc: instant('DateEndUtc').nullish(),
  CheckIntUtc: instant('CheckIntUtc').nullish(),
});
export type TAttendanceQuery = z.infer<typeof ZAttendanceQuery>;

/** attendance/all-records pages like every list that grows: `page` and `pageSize` in the body. */
export const ZAttendanceRecordsQuery = ZAttendanceQuery.extend(ZPageQuery.shape);
export type TAttendanceRecordsQuery = z.infer<typeof ZAttendanceRecordsQuery>;

const password = z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(200);
const checkType = z.enum(CHECK_TYPES, { error: () => 'checkType must be In or Out' });

/** attendance/clock: the employee's own user name and password; the event is theirs, at the server's time. */
export const ZClockByPassword = z.object({
  userName: z.string({ error: USERNAME_REQUIRED }).trim().min(1, USERNAME_REQUIRED).max(100),
  password,
  checkType,
});
export type TClockByPassword = z.infer<typeof ZClockByPassword>;

/** attendance/clock-badge: the code on the employee's badge. */
export const ZClockByBadge = z.object({
  badgeCode: z.string({ error: 'Please scan a badge.' }).trim().min(1, 'Please scan a badge.').max(100),
  checkType,
});
export type TClockByBadge = z.infer<typeof ZClockByBadge>;

/** attendance/import/preview and attendance/import: a time-clock CSV export, as text. */
export const ZAttendanceImport = z.object({
  fileName: z.string().trim().max(200).nullish(),
  content: z
    .string({ error: 'Please choose a file.' })
    .min(1, 'Please choose a file.')
    .max(900_000, 'The file must be at most 900 kB.'),
});
export type TAttendanceImport = z.infer<typeof ZAttendanceImport>;

export const ZIssueBadge = z.object({ employeeId: z.number().int().positive().max(MAX_ID) });
export type TIssueBadge = z.infer<typeof ZIssueBadge>;

/** attendance/badges/pdf: one employee's badge, or every badge issued. */
export const ZBadgesPdfQuery = z.object({ employeeId: queryIdSchema('employeeId').optional() });

// ---- Replies --------------------------------------------------------------------------------------------------------

/** spec 02 §3 Attendance record: one work period of one employee. */
export const ZAttendanceRecord = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  attendanceGroup: z.string().nullable(),
  /** The Auckland day it counts on ('YYYY-MM-DD'). */
  date: z.string(),
  checkInTimeUtc: ZTimestamp.nullable(),
  checkOutTimeUtc: ZTimestamp.nullable(),
  /** Hours to the nearest 5 minutes; null when the check-in or the check-out is missing. */
  workHours: z.number().nullable(),
  /** The last event of the period and its type ('In' when the check-out is missing). */
  checkTime: ZTimestamp,
  checkType: z.enum(CHECK_TYPES),
  missingCheckIn: z.boolean(),
  missingCheckOut: z.boolean(),
});
export type TAttendanceRecord = z.infer<typeof ZAttendanceRecord>;

export const ZAttendanceDay = z.object({
  date: z.string(),
  workHours: z.number(),
  /** Work periods of the day with a missing check-in or check-out (their hours are not counted). */
  missing: z.number().int(),
});

/** One employee's ISO week. */
export const ZWeeklyAttendanceRow = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  attendanceGroup: z.string().nullable(),
  /** Monday to Sunday. */
  days: z.array(ZAttendanceDay),
  totalHours: z.number(),
  missing: z.number().int(),
});
export type TWeeklyAttendanceRow = z.infer<typeof ZWeeklyAttendanceRow>;

export const ZWeeklyAttendance = z.object({
  isoWeek: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  rows: z.array(ZWeeklyAttendanceRow),
});
export type TWeeklyAttendance = z.infer<typeof ZWeeklyAttendance>;

/** What the clock answers: whose event it stored, and when (the server's time). */
export const ZClockEvent = z.object({
  employeeName: z.string(),
  checkType: z.enum(CHECK_TYPES),
  checkTime: ZTimestamp,
});
export type TClockEvent = z.infer<typeof ZClockEvent>;

export const ZImportRow = z.object({
  line: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  checkTime: ZTimestamp,
  checkType: z.enum(CHECK_TYPES),
  /** Recorded already (an earlier import or the clock): the import skips it. */
  recorded: z.boolean(),
});
export const ZBadRow = z.object({ line: z.number().int(), message: z.string() });
export type TBadRow = z.infer<typeof ZBadRow>;

export const ZImportPreview = z.object({ rows: z.array(ZImportRow), badRows: z.array(ZBadRow) });
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportResult = z.object({ imported: z.number().int(), skipped: z.number().int() });
export type TImportResult = z.infer<typeof ZImportResult>;

export const ZAttendanceBadge = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  attendanceGroup: z.string().nullable(),
  badgeCode: z.string().nullable(),
});
export type TAttendanceBadge = z.infer<typeof ZAttendanceBadge>;
