import { SUBORDER_STATUS } from '@packline/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suborderLog } from './work-orders.tables.ts';

// What the machines made per Auckland day (the shop floor's week chart, issue 31), read from the steps' logs: a
// completion's log row carries the quantity made so far (completeLockedSuborder), so a day's output is each
// completion's quantity less the step's completion before it.

const AUCKLAND = 'Pacific/Auckland';
const COMPLETIONS = [SUBORDER_STATUS.PartlyComplete, SUBORDER_STATUS.Complete];

/** Pieces made per machine and Auckland day from `start` to `end`. */
export async function outputByMachineDay(db: DbOrTx, start: string, end: string) {
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
