import { ATTENDANCE_FREE_GROUP, shiftDate, startOfBusinessDay, todayInAuckland } from '@packline/domain';
import { and, asc, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import type { TRandom } from '../../db/random.ts';
import { employee } from '../employees/employees.tables.ts';
import { attendanceEvent } from './attendance.tables.ts';

// Two weeks of clocking for the demo staff: each weekday before today an In between 07:30 and 08:30 and an Out about
// eight and a half hours later, from the clock by the door; the warehouse storeperson forgot one check-out.

const MINUTE_MS = 60_000;
const DEMO_DAYS = 14;
const FORGETFUL_USER = 'warehouse';

export async function seedAttendanceDemo(tx: Transaction, random: TRandom): Promise<number> {
  const people = await tx
    .select({ employeeId: employee.employeeId, userName: employee.userName })
    .from(employee)
    .where(
      and(
        isNull(employee.deletedAt),
        isNotNull(employee.attendanceDept),
        ne(employee.attendanceDept, ATTENDANCE_FREE_GROUP),
      ),
    )
    .orderBy(asc(employee.employeeId));
  const today = todayInAuckland();
  const weekdays = Array.from({ length: DEMO_DAYS }, (_, i) => shiftDate(today, i - DEMO_DAYS, 'day')).filter((day) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6;
  });
  // The third weekday of the fortnight: in the earlier week, so this week's summary is whole.
  const forgottenDay = weekdays[2];
  const rows = people.flatMap((person) =>
    weekdays.flatMap((day) => {
      const checkIn = new Date(startOfBusinessDay(day).getTime() + (7 * 60 + 30 + random.int(0, 60)) * MINUTE_MS);
      const checkOut = new Date(checkIn.getTime() + (8 * 60 + 30 + random.int(-20, 45)) * MINUTE_MS);
      const events = [{ employeeId: person.employeeId, checkTime: checkIn, checkType: 'In', source: 'Clock' }];
      if (person.userName !== FORGETFUL_USER || day !== forgottenDay) {
        events.push({ employeeId: person.employeeId, checkTime: checkOut, checkType: 'Out', source: 'Clock' });
      }
      return events;
    }),
  );
  // At the bench's size (840 staff) one INSERT would pass PostgreSQL's 65,535 parameters.
  await insertInChunks(tx, attendanceEvent, rows);
  return rows.length;
}
