import { randomBytes } from 'node:crypto';
import {
  ATTENDANCE_MESSAGES,
  attendanceDateOf,
  attendanceWeekOf,
  CHECK_TYPE,
  IMPORT_ROW_MESSAGES,
  MAX_RECORD_DAYS,
  MAX_SHIFT_HOURS,
  pairAttendanceEvents,
  parseCheckType,
  parseClockTime,
  startOfBusinessDay,
  type TAttendanceBadge,
  type TAttendanceImport,
  type TAttendanceQuery,
  type TAttendanceRecord,
  type TAttendanceRecordsQuery,
  type TAttendanceSource,
  type TBadRow,
  type TCheckType,
  type TClockByBadge,
  type TClockByPassword,
  type TClockEvent,
  type TImportPreview,
  type TImportResult,
  type TPageMeta,
  type TWeeklyAttendance,
  type TWeeklyAttendanceRow,
  toApiDate,
  workHoursOf,
} from '@packline/domain';
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import { pageMeta, pageWindow } from '../../core/paging.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { checkEmployeePassword } from '../auth/auth.service.ts';
import { findEmployeeForLogin, getEmployee } from '../employees/employees.service.ts';
import { attendanceBadge, attendanceEvent } from './attendance.tables.ts';
import { readClockExport } from './attendance-csv.ts';
import {
  findBadgeHolder,
  lastEventSince,
  listBadges,
  listClockIdentities,
  listEventsBetween,
  listPeople,
  type TAttendanceFilter,
  type TEventRow,
} from './attendance-read.ts';
import { attendanceRecordsSheet, weeklyAttendanceSheet } from './attendance-xlsx.ts';
import { renderBadges } from './badge.pdf.ts';

// The attendance rules (README.md): events come from the clock (the employee proves who they are by password or badge;
// the time is the server's) and from time-clock exports (previewed, then imported whole or not at all); the records
// are the pairs of an In and its Out, and a missing check-out is flagged, never guessed.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SHIFT_MS = MAX_SHIFT_HOURS * HOUR_MS;
/** A clock a minute or so fast is not 'the future'. */
const CLOCK_SKEW_MS = 5 * 60_000;

const filterOf = (query: TAttendanceQuery): TAttendanceFilter => ({
  employeeName: query.EmployeeName,
  attendanceGroup: query.attendanceGroup,
});

// ---- The clock --------------------------------------------------------------------------------------------------

/**
 * Stores one event of an employee at `now`, refusing a second In while an In of the last MAX_SHIFT_HOURS is open, and
 * a second Out right after an Out: the same button pressed twice. One event at a time per employee (advisory lock).
 */
async function recordClockEvent(
  db: Database,
  who: { employeeId: number; employeeName: string },
  checkType: TCheckType,
  source: TAttendanceSource,
  actorId: number | null,
  now: Date,
): Promise<TClockEvent> {
  return db.transaction(async (tx) => {
    await lockEmployeeClock(tx, who.employeeId);
    const last = await lastEventSince(tx, who.employeeId, new Date(now.getTime() - SHIFT_MS));
    if (last?.checkType === checkType) {
      throw new BusinessError(
        checkType === CHECK_TYPE.In ? ATTENDANCE_MESSAGES.alreadyIn : ATTENDANCE_MESSAGES.alreadyOut,
      );
    }
    await tx
      .insert(attendanceEvent)
      .values({ employeeId: who.employeeId, checkTime: now, checkType, source, createdBy: actorId, createdAt: now });
    return { employeeName: who.employeeName, checkType, checkTime: now.toISOString() };
  });
}

async function lockEmployeeClock(tx: Transaction, employeeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('attendance_event'), ${employeeId})`);
}

/**
 * POST attendance/clock: the employee's own user name and password (under the login's failed-attempt limits); the
 * request never names an employee id, so nobody clocks in as someone else without their password.
 */
export async function clockByPassword(
  db: Database,
  input: TClockByPassword,
  address: string,
  actorId: number | null,
  now = new Date(),
): Promise<TClockEvent> {
  const found = await findEmployeeForLogin(db, input.userName);
  if (!found || !(await checkEmployeePassword(db, found.employeeId, input.password, address))) {
    throw new BusinessError(ATTENDANCE_MESSAGES.wrongLogin);
  }
  const employeeName = `${found.firstName} ${found.lastName}`.trim() || found.userName;
  return recordClockEvent(db, { employeeId: found.employeeId, employeeName }, input.checkType, 'Clock', actorId, now);
}

/** POST attendance/clock-badge: the code on a current employee's badge. */
export async function clockByBadge(
  db: Database,
  input: TClockByBadge,
  actorId: number | null,
  now = new Date(),
): Promise<TClockEvent> {
  const holder = await findBadgeHolder(db, input.badgeCode);
  if (!holder) throw new BusinessError(ATTENDANCE_MESSAGES.unknownBadge);
  return recordClockEvent(db, holder, input.checkType, 'Badge', actorId, now);
}

// ---- Badges -----------------------------------------------------------------------------------------------------

export const listAttendanceBadges = (db: DbOrTx) => listBadges(db);

/** POST attendance/badges: a new random badge code for the employee; the old badge stops working. */
export async function issueBadge(db: Database, employeeId: number, actorId: number | null): Promise<TAttendanceBadge> {
  const person = await getEmployee(db, employeeId);
  const badgeCode = `B${randomBytes(6).toString('hex').toUpperCase()}`;
  await db
    .insert(attendanceBadge)
    .values({ employeeId, badgeCode, createdBy: actorId })
    .onConflictDoUpdate({
      target: attendanceBadge.employeeId,
      set: { badgeCode, updatedBy: actorId },
    });
  const employeeName = `${person.firstName} ${person.lastName}`.trim() || person.userName;
  return { employeeId, employeeName, attendanceGroup: person.attendanceDept, badgeCode };
}

/** GET attendance/badges/pdf: the cards of one employee's badge, or of every badge issued. */
export async function badgesPdf(db: DbOrTx, employeeId: number | undefined, signal?: AbortSignal): Promise<Buffer> {
  const issued = (await listBadges(db)).filter(
    (row): row is TAttendanceBadge & { badgeCode: string } =>
      row.badgeCode !== null && (employeeId === undefined || row.employeeId === employeeId),
  );
  if (issued.length === 0) throw new BusinessError(ATTENDANCE_MESSAGES.noBadge);
  return renderBadges(issued, signal);
}

// ---- Records and the weekly summary -----------------------------------------------------------------------------

interface TPeriod extends TAttendanceRecord {
  /** When the period starts (its check-in, or its check-out without one), for the range and the order. */
  anchor: number;
}

/** Each employee's work periods from their events (the events arrive by employee and time). */
function periodsOf(events: readonly TEventRow[]): TPeriod[] {
  const byEmployee = new Map<number, TEventRow[]>();
  for (const event of events) {
    const list = byEmployee.get(event.employeeId) ?? [];
    list.push(event);
    byEmployee.set(event.employeeId, list);
  }
  const periods: TPeriod[] = [];
  for (const list of byEmployee.values()) {
    const [{ employeeId, employeeName, attendanceGroup }] = list as [TEventRow];
    for (const pair of pairAttendanceEvents(list)) {
      const last = (pair.checkOut ?? pair.checkIn) as Date;
      periods.push({
        employeeId,
        employeeName,
        attendanceGroup,
        date: attendanceDateOf(pair),
        checkInTimeUtc: pair.checkIn?.toISOString() ?? null,
        checkOutTimeUtc: pair.checkOut?.toISOString() ?? null,
        workHours: workHoursOf(pair),
        checkTime: last.toISOString(),
        checkType: pair.checkOut ? CHECK_TYPE.Out : CHECK_TYPE.In,
        missingCheckIn: pair.checkIn === null,
        missingCheckOut: pair.checkOut === null,
        anchor: (pair.checkIn ?? last).getTime(),
      });
    }
  }
  return periods;
}

/** The work periods starting in [from, to): events are read a shift's length either side, so pairs are whole. */
async function periodsBetween(db: DbOrTx, filter: TAttendanceFilter, from: Date, to: Date): Promise<TPeriod[]> {
  const events = await listEventsBetween(
    db,
    filter,
    new Date(from.getTime() - SHIFT_MS),
    new Date(to.getTime() + SHIFT_MS),
  );
  return periodsOf(events).filter((period) => period.anchor >= from.getTime() && period.anchor < to.getTime());
}

/** [DateStartUtc, DateEndUtc), defaulting to the Auckland day of CheckIntUtc, or today. */
function recordRange(query: TAttendanceQuery, now: Date): { from: Date; to: Date } {
  const day = toApiDate(query.CheckIntUtc ?? now);
  const from = query.DateStartUtc ? new Date(query.DateStartUtc) : startOfBusinessDay(day);
  const to = query.DateEndUtc
    ? new Date(query.DateEndUtc)
    : query.DateStartUtc
      ? startOfBusinessDay(toApiDate(from), 1)
      : startOfBusinessDay(day, 1);
  if (to.getTime() <= from.getTime()) throw new BusinessError(ATTENDANCE_MESSAGES.rangeOrder);
  // A day with a daylight-saving change is 23 or 25 hours long: allow the extra hour.
  if (to.getTime() - from.getTime() > MAX_RECORD_DAYS * DAY_MS + HOUR_MS) {
    throw new BusinessError(ATTENDANCE_MESSAGES.rangeTooLong);
  }
  return { from, to };
}

/**
 * POST attendance/all-records: the work periods in the range, by day, name and time; a page of them with `page`.
 */
export async function listAttendanceRecords(
  db: DbOrTx,
  query: TAttendanceRecordsQuery,
  now = new Date(),
): Promise<{ rows: TAttendanceRecord[]; meta: TPageMeta | null }> {
  const { from, to } = recordRange(query, now);
  const periods = (await periodsBetween(db, filterOf(query), from, to)).sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.employeeName.localeCompare(b.employeeName) ||
      a.employeeId - b.employeeId ||
      a.anchor - b.anchor,
  );
  const rows = periods.map(({ anchor: _anchor, ...record }) => record);
  const window = pageWindow(query);
  if (!window) return { rows, meta: null };
  return { rows: rows.slice(window.offset, window.offset + window.limit), meta: pageMeta(window, rows.length) };
}

/**
 * POST attendance/weekly-summary: every current employee the filter names (AttendanceFree only when asked for), with
 * the hours of each day of the ISO week holding DateStartUtc (or CheckIntUtc, or now) and the periods missing a
 * check-in or check-out, whose hours are not counted.
 */
export async function weeklyAttendance(
  db: DbOrTx,
  query: TAttendanceQuery,
  now = new Date(),
): Promise<TWeeklyAttendance> {
  const week = attendanceWeekOf(new Date(query.DateStartUtc ?? query.CheckIntUtc ?? now));
  const filter = filterOf(query);
  const [people, periods] = await Promise.all([
    listPeople(db, filter),
    periodsBetween(db, filter, startOfBusinessDay(week.monday), startOfBusinessDay(week.monday, 7)),
  ]);
  const rows = new Map<number, TWeeklyAttendanceRow>();
  const rowOf = (who: { employeeId: number; employeeName: string; attendanceGroup: string | null }) => {
    let row = rows.get(who.employeeId);
    if (!row) {
      row = {
        ...who,
        days: week.days.map((date) => ({ date, workHours: 0, missing: 0 })),
        totalHours: 0,
        missing: 0,
      };
      rows.set(who.employeeId, row);
    }
    return row;
  };
  for (const person of people) rowOf(person);
  // A person who has left since still has the week they worked.
  for (const period of periods) {
    const row = rowOf(period);
    const day = row.days.find((d) => d.date === period.date);
    if (!day) continue;
    if (period.workHours === null) {
      day.missing += 1;
      row.missing += 1;
    } else {
      // Added up in minutes (each period is whole 5-minute steps), so 8h20 + 8h40 is 17.00, not 8.33 + 8.67.
      day.workHours = hoursOf(minutesOf(day.workHours) + minutesOf(period.workHours));
      row.totalHours = hoursOf(minutesOf(row.totalHours) + minutesOf(period.workHours));
    }
  }
  return {
    isoWeek: week.isoWeek,
    weekStart: week.days[0] as string,
    weekEnd: week.days[6] as string,
    rows: [...rows.values()].sort(
      (a, b) => a.employeeName.localeCompare(b.employeeName) || a.employeeId - b.employeeId,
    ),
  };
}

const minutesOf = (hours: number) => Math.round(hours * 60);
const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** GET attendance/all-records/excel: every work period of the range as a sheet. */
export async function attendanceRecordsExcel(db: DbOrTx, query: TAttendanceQuery, now = new Date()) {
  const { rows } = await listAttendanceRecords(db, { ...query, page: undefined }, now);
  return attendanceRecordsSheet(rows);
}

/** GET attendance/weekly-summary/excel: the week as a sheet. */
export async function weeklyAttendanceExcel(db: DbOrTx, query: TAttendanceQuery, now = new Date()) {
  return weeklyAttendanceSheet(await weeklyAttendance(db, query, now));
}

// ---- Import of a time-clock export --------------------------------------------------------------------------------

interface TParsedExport {
  rows: TImportPreview['rows'];
  badRows: TBadRow[];
}

/** Every line of the export checked: the events it names, whether each is recorded already, and the bad lines. */
async function parseExport(db: DbOrTx, content: string, now: Date): Promise<TParsedExport> {
  const { lines, broken } = readClockExport(content);
  if (broken) return { rows: [], badRows: [broken] };
  const identities = await listClockIdentities(db);
  const byUserName = new Map(identities.map((who) => [who.userName, who]));
  const byBadge = new Map(identities.filter((who) => who.badgeCode).map((who) => [who.badgeCode as string, who]));
  const rows: Omit<TImportPreview['rows'][number], 'recorded'>[] = [];
  const badRows: TBadRow[] = [];
  const seen = new Map<string, number>();
  for (const line of lines) {
    const bad = (message: string) => badRows.push({ line: line.line, message });
    const who = line.userName
      ? byUserName.get(line.userName.toLowerCase())
      : line.badgeCode
        ? byBadge.get(line.badgeCode)
        : undefined;
    if (!line.userName && !line.badgeCode) {
      bad(IMPORT_ROW_MESSAGES.noIdentity);
      continue;
    }
    if (!who) {
      bad(
        line.userName
          ? IMPORT_ROW_MESSAGES.unknownUser(line.userName)
          : IMPORT_ROW_MESSAGES.unknownBadge(line.badgeCode),
      );
      continue;
    }
    const checkType = parseCheckType(line.checkType);
    if (!checkType) {
      bad(IMPORT_ROW_MESSAGES.badCheckType);
      continue;
    }
    const checkTime = parseClockTime(line.checkTime);
    if (!checkTime) {
      bad(IMPORT_ROW_MESSAGES.badCheckTime);
      continue;
    }
    if (checkTime.getTime() > now.getTime() + CLOCK_SKEW_MS) {
      bad(IMPORT_ROW_MESSAGES.futureCheckTime);
      continue;
    }
    const key = eventKey(who.employeeId, checkTime, checkType);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      bad(IMPORT_ROW_MESSAGES.repeated(earlier));
      continue;
    }
    seen.set(key, line.line);
    rows.push({
      line: line.line,
      employeeId: who.employeeId,
      employeeName: who.employeeName,
      checkTime: checkTime.toISOString(),
      checkType,
    });
  }
  const recorded = await recordedKeys(db, rows);
  return {
    rows: rows.map((row) => ({
      ...row,
      recorded: recorded.has(eventKey(row.employeeId, new Date(row.checkTime), row.checkType)),
    })),
    badRows,
  };
}

const eventKey = (employeeId: number, checkTime: Date, checkType: string) =>
  `${employeeId}|${checkTime.getTime()}|${checkType}`;

/** Which of these events are in the database already (one read over their employees and time span). */
async function recordedKeys(
  db: DbOrTx,
  rows: readonly { employeeId: number; checkTime: string; checkType: string }[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const times = rows.map((row) => new Date(row.checkTime).getTime());
  const found = await db
    .select({
      employeeId: attendanceEvent.employeeId,
      checkTime: attendanceEvent.checkTime,
      checkType: attendanceEvent.checkType,
    })
    .from(attendanceEvent)
    .where(
      and(
        inArray(attendanceEvent.employeeId, [...new Set(rows.map((row) => row.employeeId))]),
        gte(attendanceEvent.checkTime, new Date(Math.min(...times))),
        lte(attendanceEvent.checkTime, new Date(Math.max(...times))),
      ),
    );
  return new Set(found.map((row) => eventKey(row.employeeId, row.checkTime, row.checkType)));
}

/** POST attendance/import/preview: what the import would add, what is recorded already, and the bad lines. */
export async function previewImport(db: DbOrTx, input: TAttendanceImport, now = new Date()): Promise<TImportPreview> {
  return parseExport(db, input.content, now);
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const IMPORT_CHUNK = 2000;

/**
 * POST attendance/import: the whole export in one transaction, or nothing when any line is bad (400 listing them);
 * events recorded already are skipped, so importing the same export twice adds nothing.
 */
export async function importEvents(
  db: Database,
  input: TAttendanceImport,
  actorId: number | null,
  now = new Date(),
): Promise<TImportResult> {
  const { rows, badRows } = await parseExport(db, input.content, now);
  if (badRows.length > 0) {
    throw new BusinessError(ATTENDANCE_MESSAGES.badRows, {
      content: badRows.map((row) => `Line ${row.line}: ${row.message}`),
    });
  }
  const values = rows.map((row) => ({
    employeeId: row.employeeId,
    checkTime: new Date(row.checkTime),
    checkType: row.checkType,
    source: 'Import' as const,
    createdBy: actorId,
  }));
  const imported = await db.transaction(async (tx) => {
    let added = 0;
    for (let start = 0; start < values.length; start += IMPORT_CHUNK) {
      const inserted = await tx
        .insert(attendanceEvent)
        .values(values.slice(start, start + IMPORT_CHUNK))
        .onConflictDoNothing()
        .returning({ eventId: attendanceEvent.eventId });
      added += inserted.length;
    }
    return added;
  });
  return { imported, skipped: rows.length - imported };
}
