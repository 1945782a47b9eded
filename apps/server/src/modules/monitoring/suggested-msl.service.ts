import { mslFromUsage, SUGGESTED_MSL_RULE, shiftDate, todayInAuckland } from '@packline/domain';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { JOB_LOCK, underJobLock } from '../../db/scheduled-jobs.ts';
import { suggestedMsl } from './monitoring.tables.ts';
import { orderLineQuantitiesSince } from './monitoring-read.ts';

// The suggested MSL (issue 17 "Beyond the spec"; README "Suggested MSL"): computed for every product at once, in SQL,
// by a job that several servers may run — one does it, under a transaction-level advisory lock.

/**
 * Recomputes every product's suggestion when the newest one is from before today (Auckland) or `force`; answers how
 * many products it wrote, or null when another server held the lock or today's computation is there already.
 */
export async function computeSuggestedMsls(db: Database, force = false): Promise<number | null> {
  return underJobLock(db, JOB_LOCK.suggestedMsls, async (tx) => {
    if (!force && (await computedToday(tx))) return null;
    return writeSuggestedMsls(tx);
  });
}

async function computedToday(tx: Transaction): Promise<boolean> {
  const [row] = await tx.select({ newest: sql<Date | null>`max(${suggestedMsl.computedAt})` }).from(suggestedMsl);
  const newest = row?.newest ? new Date(row.newest) : null;
  return newest !== null && newest.toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' }) >= todayInAuckland();
}

/** The computation itself, inside the caller's transaction (the job above; the demo seeder). */
export async function writeSuggestedMsls(tx: Transaction): Promise<number> {
  const since = shiftDate(todayInAuckland(), -SUGGESTED_MSL_RULE.windowDays, 'day');
  const rows = await orderLineQuantitiesSince(tx, since, SUGGESTED_MSL_RULE.outlierMultiple);
  if (rows.length === 0) return 0;
  const computedAt = new Date();
  const values = rows.map((row) => {
    const { suggestedMsl: msl, averageDailyUsage } = mslFromUsage(Number(row.keptQuantity));
    return {
      productId: row.productId,
      suggestedMsl: msl,
      averageDailyUsage: averageDailyUsage.toFixed(2),
      orderLines: Number(row.keptLines),
      leftOut: Number(row.leftOut),
      computedAt,
    };
  });
  for (let i = 0; i < values.length; i += 1000) {
    await tx
      .insert(suggestedMsl)
      .values(values.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: suggestedMsl.productId,
        set: {
          suggestedMsl: sql`excluded.suggested_msl`,
          averageDailyUsage: sql`excluded.average_daily_usage`,
          orderLines: sql`excluded.order_lines`,
          leftOut: sql`excluded.left_out`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }
  return values.length;
}
