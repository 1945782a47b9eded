import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DbHandle } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

// Several servers may share one PostgreSQL (docs/architecture.md §5, §8): whatever a server does to the database before
// it serves (migrations, reference data, the first admin, demo data) runs under one advisory lock, one server at a
// time; the next one then finds the work done. PGlite has one process already (the data-dir lock).
const START_LOCK = 720_301;

/** Runs `work` holding the start lock, in one transaction on PostgreSQL (released at its end, even on a crash). */
export async function underStartLock<T>(handle: DbHandle, work: (db: Database) => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work(handle.db);
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
    return work(tx);
  });
}

/** Applies the migrations of `migrationsFolder` not applied yet (a restore passes a folder cut at a backup's level). */
export async function applyMigrations(handle: DbHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await underStartLock(handle, (tx) => migratePg(tx as unknown as NodePgDatabase, { migrationsFolder }));
}
