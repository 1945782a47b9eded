import { MACHINE_WEEK_DAYS, shiftDate, type TMachineWeek } from '@packline/domain';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { machines } from '../lookups/lookups.reads.ts';
import { outputByMachineDay } from '../work-orders/machine-output-read.ts';
import { dailyReport } from './shop-floor.tables.ts';

// The daily report's week chart (issue 31): each machine's output and loss on each of the MACHINE_WEEK_DAYS ending on
// the chosen day. Output is what its steps made that Auckland day: a completion's log row carries the quantity made so
// far (completeLockedSuborder), so a day's output is each completion's quantity less the step's completion before it.
// Loss is the machine's daily report of the day (none: null, not reported).

/** GET DailyReport/GetMachineWeek?date: every machine, each day of the week to `date` with its output and loss. */
export async function readMachineWeek(db: DbOrTx, date: string): Promise<TMachineWeek> {
  const end = date.replaceAll('/', '-');
  const days = Array.from({ length: MACHINE_WEEK_DAYS }, (_, i) => shiftDate(end, i - MACHINE_WEEK_DAYS + 1, 'day'));
  const start = days[0];
  const [machineRows, output, reports] = await Promise.all([
    machines
      .select(db, { machineId: machines.machineId, machineName: machines.machineName })
      .orderBy(asc(machines.sortingOrder), asc(machines.machineName), asc(machines.machineId)),
    outputByMachineDay(db, start, end),
    db
      .select({ machineId: dailyReport.machineId, day: dailyReport.reportDate, loss: dailyReport.loss })
      .from(dailyReport)
      .where(and(gte(dailyReport.reportDate, start), lte(dailyReport.reportDate, end))),
  ]);
  const lossOf = new Map(reports.map((row) => [`${row.machineId}/${row.day}`, Number(row.loss)]));
  return {
    days,
    machines: machineRows.map((m) => ({
      ...m,
      days: days.map((day) => ({
        day,
        output: output.get(`${m.machineId}/${day}`) ?? 0,
        loss: lossOf.get(`${m.machineId}/${day}`) ?? null,
      })),
    })),
  };
}
