import { ROLE, shiftDate, thisMondayInAuckland, weekDaysOf } from '@packline/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../seed/random.ts';
import { employee } from '../employees/employees.tables.ts';
import { machine } from '../lookups/lookups.tables.ts';
import { workingArrangement } from './production.tables.ts';

// Demo Work Arrangement: this week's and next week's weekdays for every demo machine, the packaging lines run by the
// packaging staff and the other machines by the production staff; Cup Machine 2 is in maintenance this Friday (the
// Home page's notice says so). Weekends are left free.

const PACKAGING_MACHINE_TYPE = 4;
const WEEKDAYS = 5;

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
  const days = [...weekDaysOf(monday), ...weekDaysOf(shiftDate(monday, 7, 'day'))].filter((_, i) => i % 7 < WEEKDAYS);
  const friday = shiftDate(monday, 4, 'day');
  const rows = [];
  for (const m of machines) {
    const pool = m.machineTypeId === PACKAGING_MACHINE_TYPE && packers.length > 0 ? packers : operators;
    for (const workingDate of days) {
      const maintenance = m.machineName === 'Cup Machine 2' && workingDate === friday;
      rows.push({
        machineId: m.machineId,
        workingDate,
        operator: maintenance ? null : random.pick(pool),
        maintenance: maintenance ? 1 : 0,
      });
    }
  }
  await tx.insert(workingArrangement).values(rows);
}
