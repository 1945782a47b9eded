import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from './client.ts';

// Background jobs (stock alerts, suggested MSLs, backups, upload clean-up): every server runs the timers, and a
// transaction-level advisory lock lets one of them do the work at a time (the others skip that round).

/** Keys no other lock uses, one per job, for pg_try_advisory_xact_lock. */
export const JOB_LOCK = {
  stockAlerts: 170_001,
  suggestedMsls: 170_002,
  backup: 170_003,
  uploadCleanUp: 170_004,
} as const;

/**
 * Runs `work` in a transaction holding the job's advisory lock; answers its result, or null when another server held
 * the lock (that server is doing the work).
 */
export async function underJobLock<T>(
  db: Database,
  key: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
    const [lock] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!lock?.locked) return null;
    return work(tx);
  });
}

export interface TScheduledJob {
  /** Named in the log line of a failure. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/** Starts the jobs' timers once the app is ready and stops them when it closes; a failed run is logged, not thrown. */
export function scheduleJobs(app: FastifyInstance, jobs: readonly TScheduledJob[]): void {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const timer = setInterval(() => {
        job.run().catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`));
      }, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
