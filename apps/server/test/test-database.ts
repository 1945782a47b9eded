import pg from 'pg';
import type { DbHandle } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { ensureAdmin } from '../src/modules/employees/first-admin.ts';
import { seedReferenceData } from '../src/seed/reference.ts';

// Every test file gets a database of its own, copied from a template that the global setup migrated and seeded
// once: PGlite loads a dumped data directory, PostgreSQL runs CREATE DATABASE ... TEMPLATE.

export type TTestDatabaseSource =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TTestDatabaseSource;
  }
}

/** The password the template gives the seeded `admin` account. */
export const TEST_ADMIN_PASSWORD = 'admin-test-password';

/** What every test database starts with: what the server itself does on its first start, without demo data. */
export async function prepareTemplate(handle: DbHandle): Promise<void> {
  await applyMigrations(handle);
  await seedReferenceData(handle.db);
  await ensureAdmin(handle.db, { adminPassword: TEST_ADMIN_PASSWORD, seedDemo: false });
}

/** The same server URL pointing at another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on one short-lived connection (CREATE/DROP DATABASE cannot run inside a transaction). */
export async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
