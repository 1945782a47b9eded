import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Runs several INSERT / UPDATE / DELETE builders as one statement: each a data-modifying CTE of
 * `WITH w0 AS (…), w1 AS (…) SELECT 1`. PostgreSQL runs the statement atomically, as its own transaction when `db` is
 * the pool, so a write of several rows costs one round trip instead of BEGIN, one per statement and COMMIT. The
 * builders must not read each other's rows (they all see the snapshot from before the statement); foreign keys between
 * them are checked at its end. An `undefined` entry is skipped (a write that does not apply).
 */
export async function writeTogether(db: DbOrTx, writes: readonly (SQLWrapper | undefined)[]): Promise<void> {
  const parts = writes.flatMap((write, index) =>
    write === undefined ? [] : [sql`${sql.identifier(`w${index}`)} as (${write.getSQL()})`],
  );
  if (parts.length === 0) return;
  await db.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
