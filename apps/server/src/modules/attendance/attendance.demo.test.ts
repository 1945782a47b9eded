import { shiftDate, startOfBusinessDay, todayInAuckland } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { createRandom } from '../../db/random.ts';
import { seedEmployeeDemo } from '../employees/employees.demo.ts';
import { seedAttendanceDemo } from './attendance.demo.ts';
import { listAttendanceRecords, weeklyAttendance } from './attendance.service.ts';

// The demo attendance: two weeks of weekdays for the demo staff, all before today, with one missing check-out, as
// the Weekly Attendance and Attendance Records screens show them.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.transaction(async (tx) => {
    const random = createRandom(1);
    await seedEmployeeDemo(tx, { random, size: 1, scale: {} });
    await seedAttendanceDemo(tx, random);
  });
});
afterAll(() => handle?.close());

describe('demo attendance', () => {
  it('has two weeks of work periods with exactly one missing check-out', async () => {
    const today = todayInAuckland();
    const { rows } = await listAttendanceRecords(handle.db, {
      DateStartUtc: startOfBusinessDay(shiftDate(today, -14, 'day')).toISOString(),
      DateEndUtc: startOfBusinessDay(today).toISOString(),
    });
    const days = new Set(rows.map((row) => row.date));
    expect(days.size).toBe(10);
    expect(new Set(rows.map((row) => row.employeeId)).size).toBe(10);
    const missing = rows.filter((row) => row.missingCheckOut);
    expect(missing).toHaveLength(1);
    expect(rows.filter((row) => row.missingCheckIn)).toHaveLength(0);
    for (const row of rows.filter((r) => !r.missingCheckOut)) {
      expect(row.workHours).toBeGreaterThanOrEqual(8);
      expect(row.workHours).toBeLessThanOrEqual(9.25);
    }
  });

  it("shows last week's summary with hours for every demo employee", async () => {
    const lastWeek = startOfBusinessDay(shiftDate(todayInAuckland(), -7, 'day')).toISOString();
    const summary = await weeklyAttendance(handle.db, { DateStartUtc: lastWeek });
    // The first admin has no attendance group and does not clock.
    const staff = summary.rows.filter((row) => row.attendanceGroup !== null);
    expect(staff).toHaveLength(10);
    expect(staff.every((row) => row.totalHours > 0)).toBe(true);
  });
});
