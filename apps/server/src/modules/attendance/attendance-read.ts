import { ATTENDANCE_FREE_GROUP, type TAttendanceBadge, type TCheckType } from '@packline/domain';
import { and, asc, eq, gte, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { ilikeAny, searchOf } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from '../employees/employees.reads.ts';
import { attendanceBadge, attendanceEvent } from './attendance.tables.ts';

// Reads of attendance (spec 02 §7 Leave and attendance): the events of a time window with each employee's name and
// attendance group (the employee's attendanceDept), and the people a summary or the badge list shows.

/** Who a read is about: part of the name, and the attendance group (AttendanceFree only when asked for). */
export interface TAttendanceFilter {
  employeeName?: string | null;
  attendanceGroup?: string | null;
}

const nameOf = employees.nameOrUserName;

function peopleWhere(filter: TAttendanceFilter): SQL | undefined {
  const group = filter.attendanceGroup
    ? eq(employees.attendanceDept, filter.attendanceGroup)
    : or(isNull(employees.attendanceDept), ne(employees.attendanceDept, ATTENDANCE_FREE_GROUP));
  const name = searchOf(filter.employeeName ?? undefined, (pattern) =>
    ilikeAny(pattern, [employees.firstName, employees.lastName, employees.userName]),
  );
  return and(group, name);
}

export interface TEventRow {
  employeeId: number;
  employeeName: string;
  attendanceGroup: string | null;
  checkTime: Date;
  checkType: TCheckType;
}

/** The events in [from, to) of the people the filter names (deleted employees' history too), by person and time. */
export function listEventsBetween(db: DbOrTx, filter: TAttendanceFilter, from: Date, to: Date): Promise<TEventRow[]> {
  const select = db
    .select({
      employeeId: attendanceEvent.employeeId,
      employeeName: nameOf,
      attendanceGroup: employees.attendanceDept,
      checkTime: attendanceEvent.checkTime,
      checkType: sql<TCheckType>`${attendanceEvent.checkType}`,
    })
    .from(attendanceEvent)
    .$dynamic();
  return employees
    .innerJoin(select, attendanceEvent.employeeId)
    .where(and(gte(attendanceEvent.checkTime, from), lt(attendanceEvent.checkTime, to), peopleWhere(filter)))
    .orderBy(asc(attendanceEvent.employeeId), asc(attendanceEvent.checkTime), asc(attendanceEvent.eventId));
}

/** The current employees the filter names, by name: the rows of the weekly summary. */
export function listPeople(db: DbOrTx, filter: TAttendanceFilter) {
  return employees
    .select(db, { employeeId: employees.employeeId, employeeName: nameOf, attendanceGroup: employees.attendanceDept })
    .where(and(employees.current, peopleWhere(filter)))
    .orderBy(asc(nameOf), asc(employees.employeeId));
}

/** The current employees with their badge codes (none when not issued yet), by name. */
export function listBadges(db: DbOrTx): Promise<TAttendanceBadge[]> {
  return employees
    .select(db, {
      employeeId: employees.employeeId,
      employeeName: nameOf,
      attendanceGroup: employees.attendanceDept,
      badgeCode: attendanceBadge.badgeCode,
    })
    .leftJoin(attendanceBadge, eq(attendanceBadge.employeeId, employees.employeeId))
    .where(employees.current)
    .orderBy(asc(nameOf), asc(employees.employeeId));
}

/** The current employee a badge belongs to, or null. */
export async function findBadgeHolder(db: DbOrTx, badgeCode: string) {
  const select = db.select({ employeeId: employees.employeeId, employeeName: nameOf }).from(attendanceBadge).$dynamic();
  const [row] = await employees
    .innerJoin(select, attendanceBadge.employeeId)
    .where(and(eq(attendanceBadge.badgeCode, badgeCode), employees.current));
  return row ?? null;
}

/** Current employees by lower-case user name and by badge code: what an import's rows name. */
export async function listClockIdentities(db: DbOrTx) {
  return employees
    .select(db, {
      employeeId: employees.employeeId,
      employeeName: nameOf,
      userName: sql<string>`lower(${employees.userName})`,
      badgeCode: attendanceBadge.badgeCode,
    })
    .leftJoin(attendanceBadge, eq(attendanceBadge.employeeId, employees.employeeId))
    .where(employees.current);
}

/** The last event of an employee at or after `since`, or null. */
export async function lastEventSince(db: DbOrTx, employeeId: number, since: Date) {
  const [row] = await db
    .select({ checkTime: attendanceEvent.checkTime, checkType: sql<TCheckType>`${attendanceEvent.checkType}` })
    .from(attendanceEvent)
    .where(and(eq(attendanceEvent.employeeId, employeeId), gte(attendanceEvent.checkTime, since)))
    .orderBy(sql`${attendanceEvent.checkTime} desc`, sql`${attendanceEvent.eventId} desc`)
    .limit(1);
  return row ?? null;
}
