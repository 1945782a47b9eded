import { MACHINE_WEEK_DAYS, SUBORDER_STATUS, shiftDate, type TMachineWeek } from '@packline/domain';
import { and, asc, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { machine } from '../lookups/lookups.tables.ts';
import { dailyReport, suborderLog } from './production.tables.ts';

// The daily report's week chart (issue 31): each machine's output and loss on each of the MACHINE_WEEK_DAYS ending on
// the chosen day. Output is what its steps made that Auckland day: a completion's log row carries the quantity made so
// far (completeLockedSuborder), so a day's output is each completion's quantity less the step's completion before it.
// Loss is the machine's daily report of the day (none: null, not reported).

const AUCKLAND = 'Pacific/Auckland';
const COMPLETIONS = [SUBORDER_STATUS.PartlyComplete, SUBORDER_STATUS.Complete];

/** Pieces made per machine and Auckland day from `start` to `end`. */
async function outputByMachineDay(db: DbOrTx, start: string, end: string) {
  const completed = sql.join(
    COMPLETIONS.map((status) => sql`${status}`),
    sql`, `,
  );
  const dayOf = sql`(${suborderLog.createdAt} at time zone ${AUCKLAND})::date`;
  const result = await db.execute(sql`
    with completions as (
      select ${suborderLog.machineId} as machine_id, ${dayOf} as day,
        ${suborderLog.quantity} - coalesce(lag(${suborderLog.quantity}) over (
          partition by ${suborderLog.suborderId} order by ${suborderLog.createdAt}, ${suborderLog.suborderLogId}
        ), 0) as made
      from ${suborderLog}
      where ${suborderLog.toStatusId} in (${completed}) and ${suborderLog.quantity} is not null
        and ${suborderLog.suborderId} in (
          select ${suborderLog.suborderId} from ${suborderLog}
          where ${suborderLog.toStatusId} in (${completed}) and ${dayOf} between ${start}::date and ${end}::date
        )
    )
    select machine_id, to_char(day, 'YYYY-MM-DD') as day, sum(greatest(made, 0)) as output
    from completions
    where machine_id is not null and day between ${start}::date and ${end}::date
    group by machine_id, day
  `);
  // Both drivers answer { rows } (the HKT types it loosely).
  const { rows } = result as unknown as { rows: { machine_id: number; day: string; output: string | number }[] };
  return new Map(rows.map((row) => [`${row.machine_id}/${row.day}`, Number(row.output)]));
}

/** GET DailyReport/GetMachineWeek?date: every machine, each day of the week to `date` with its output and loss. */
export async function readMachineWeek(db: DbOrTx, date: string): Promise<TMachineWeek> {
  const end = date.replaceAll('/', '-');
  const days = Array.from({ length: MACHINE_WEEK_DAYS }, (_, i) => shiftDate(end, i - MACHINE_WEEK_DAYS + 1, 'day'));
  const start = days[0];
  const [machines, output, reports] = await Promise.all([
    db
      .select({ machineId: machine.machineId, machineName: machine.machineName })
      .from(machine)
      .orderBy(asc(machine.sortingOrder), asc(machine.machineName), asc(machine.machineId)),
    outputByMachineDay(db, start, end),
    db
      .select({ machineId: dailyReport.machineId, day: dailyReport.reportDate, loss: dailyReport.loss })
      .from(dailyReport)
      .where(and(gte(dailyReport.reportDate, start), lte(dailyReport.reportDate, end))),
  ]);
  const lossOf = new Map(reports.map((row) => [`${row.machineId}/${row.day}`, Number(row.loss)]));
  return {
    days,
    machines: machines.map((m) => ({
      ...m,
      days: days.map((day) => ({
        day,
        output: output.get(`${m.machineId}/${day}`) ?? 0,
        loss: lossOf.get(`${m.machineId}/${day}`) ?? null,
      })),
    })),
  };
}
