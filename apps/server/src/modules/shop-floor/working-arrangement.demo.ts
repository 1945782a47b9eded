import { ROLE, shiftDate, thisMondayInAuckland, weekDaysOf } from '@packline/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { employee } from '../employees/employees.tables.ts';
import { machine } from '../lookups/lookups.tables.ts';
import { workingArrangement } from './shop-floor.tables.ts';

// Demo Work Arrangement: every day of last week, this week and next week (weekends too: issue 30, a newcomer on a
// Saturday finds operators) for every demo machine, the packaging lines run by the packaging staff and the other
// machines by the production staff; Cup Machine 2 is in maintenance this Friday (the Home page's notice says so).
// Weekdays draw their operator from the random generator as they always did; the other days take turns without
// drawing, so the demo data seeded after this stays the same.

const PACKAGING_MACHINE_TYPE = 4;
const WEEKDAYS = 5;
const DAYS_IN_WEEK = 7;

export async function seedWorkingArrangementDemo(tx: Transaction, random: TRandom): Promise<void> {
  const machines = await tx.select().from(machine).orderBy(asc(machine.sortingOrder), asc(machine.machineId));
  const staff = await tx
    .select({ employeeId: employee.employeeId, roleId: employee.roleId })
    .from(employee)
    .where(inArray(employee.roleId, [ROLE.Production, ROLE.Packaging]))
    .orderBy(asc(employee.employeeId));
  const packers = staff.filter((s) => s.roleId === ROLE.Packaging).map((s) => s.employeeId);
  const operators = staff.filter((s) => s.roleId === ROLE.Production).map((s) => s.employeeId);
  if (machines.length === 0 || operators.length === 0) return;

  const monday = thisMondayInAuckland();
  const days = [...weekDaysOf(monday), ...weekDaysOf(shiftDate(monday, 7, 'day'))];
  const friday = shiftDate(monday, 4, 'day');
  const rows = [];
  for (const [index, m] of machines.entries()) {
    const pool = m.machineTypeId === PACKAGING_MACHINE_TYPE && packers.length > 0 ? packers : operators;
    for (const [i, workingDate] of days.entries()) {
      const maintenance = m.machineName === 'Cup Machine 2' && workingDate === friday;
      const weekday = i % DAYS_IN_WEEK < WEEKDAYS;
      rows.push({
        machineId: m.machineId,
        workingDate,
        operator: maintenance ? null : weekday ? random.pick(pool) : pool[(index + i) % pool.length],
        maintenance: maintenance ? 1 : 0,
      });
    }
    // Last week too, so the days just before the seed day (a Monday's yesterday) have their operators.
    for (const [i, workingDate] of weekDaysOf(shiftDate(monday, -7, 'day')).entries()) {
      rows.push({ machineId: m.machineId, workingDate, operator: pool[(index + i) % pool.length], maintenance: 0 });
    }
  }
  await tx.insert(workingArrangement).values(rows);
}
