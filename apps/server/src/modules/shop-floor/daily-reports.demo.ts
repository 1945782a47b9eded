import { ROLE, shiftDate, todayInAuckland } from '@packline/domain';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { employee } from '../employees/employees.tables.ts';
import { machine } from '../lookups/lookups.tables.ts';
import { dailyReport } from './shop-floor.tables.ts';

// Demo daily reports: every demo machine's report of each of the last ten weekdays before today, by a production
// staff member, with a believable loss (a few machines lose nothing on a day) and its reason. Today is left to report.

const DAYS_BACK = 14;
const REASONS = [
  'Start-up waste after a colour change',
  'Paper jam on the feeder',
  'Die worn: edges not clean',
  'Print misregistered on the first roll',
  'Glue line stopped for ten minutes',
  'Sleeves crushed in the stacker',
];

export async function seedDailyReportDemo(tx: Transaction, random: TRandom): Promise<void> {
  const machines = await tx.select({ machineId: machine.machineId }).from(machine).orderBy(asc(machine.machineId));
  const reporters = await tx
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(eq(employee.roleId, ROLE.Production))
    .orderBy(asc(employee.employeeId));
  if (machines.length === 0 || reporters.length === 0) return;
  const today = todayInAuckland();
  const weekdays = Array.from({ length: DAYS_BACK }, (_, i) => shiftDate(today, -(i + 1), 'day')).filter((day) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6;
  });
  const rows = [];
  for (const reportDate of weekdays) {
    for (const m of machines) {
      const lost = random.next() < 0.8;
      const reporter = random.pick(reporters).employeeId;
      rows.push({
        machineId: m.machineId,
        reportDate,
        employeeId: reporter,
        createdBy: reporter,
        loss: String(lost ? random.int(5, 400) : 0),
        reason: lost ? random.pick(REASONS) : null,
      });
    }
  }
  if (rows.length > 0) await tx.insert(dailyReport).values(rows);
}
