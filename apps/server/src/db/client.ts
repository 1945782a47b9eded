import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

// No schema is handed to Drizzle: the code writes SQL with the query builder, never the relational `db.query` API,
// so db/ needs no module's tables (drizzle-kit finds them itself, drizzle.config.ts).
type TNoSchema = Record<string, never>;
export type Database = PgDatabase<PgQueryResultHKT, TNoSchema>;
/**
 * An open transaction. A function that takes row locks (`FOR UPDATE`) or whose conditional updates must commit together
 * takes this, never the pool: passing a `Database` is a type error (it has no `rollback`).
 */
export type Transaction = PgTransaction<PgQueryResultHKT, TNoSchema, ExtractTablesWithRelations<TNoSchema>>;
/** What a read (or a single-statement write) accepts: the database or an open transaction. */
export type DbOrTx = Database | Transaction;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Numeric columns come back as strings (decimal-safe); int8 counts as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function openPostgres(url: string): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover, an admin ending it) must not crash the process;
  // the pool replaces it and the next query reconnects.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  return {
    db: drizzlePg(pool, { casing: 'snake_case' }) as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): DbHandle {
  return {
    db: drizzlePglite(client, { casing: 'snake_case' }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/**
 * Every embedded database opens through here, with the extensions the migrations create: pg_trgm for the trigram
 * indexes of the list searches (measured: about 50 ms more at start, the extension's bundle).
 */
export function newPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

export async function openPglite(dataDir: string | undefined): Promise<DbHandle> {
  const client = newPglite(dataDir ? { dataDir } : {});
  await client.waitReady;
  return wrapPglite(client);
}
