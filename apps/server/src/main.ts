import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { type DbHandle, openPglite, openPostgres } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { applyMigrations, underStartLock } from './db/migrate.ts';
import { DEMO_CUSTOMER_USER } from './modules/customers/customers.demo.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from './modules/employees/employees.demo.ts';
import { ADMIN_USER_NAME, ensureAdmin } from './modules/employees/first-admin.ts';
import { seedDemoData } from './seed/demo.ts';
import { seedReferenceData } from './seed/reference.ts';
import { markStartWorkDone, startWorkLeft, type TStartWork } from './seed/start-marker.ts';

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let handle: DbHandle | null = null;
  // The reports' read-only connection (a replica), when configured.
  let readHandle: DbHandle | null = null;
  try {
    handle = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
    // PostgreSQL may be shared and changed by other servers: there every start checks.
    const left: TStartWork = config.databaseUrl
      ? { migrations: true, referenceData: true }
      : startWorkLeft(config.dataDir);
    if (left.migrations) await applyMigrations(handle);
    // Several servers may start at once on one PostgreSQL: the first seeds, the others find it done.
    const { admin, demoAdded } = await underStartLock(handle, async (db) => {
      if (left.referenceData) await seedReferenceData(db);
      const admin = await ensureAdmin(db, { adminPassword: config.adminPassword, seedDemo: config.seedDemo });
      return { admin, demoAdded: config.seedDemo ? await seedDemoData(db, config.demoSize) : false };
    });
    if (!config.databaseUrl && (left.migrations || left.referenceData || demoAdded)) {
      // The embedded database checkpoints only when its log fills: without this, a restart after a crash (kill -9)
      // would replay everything the start wrote, seconds for the demo data.
      await handle.db.execute('checkpoint');
      markStartWorkDone(config.dataDir);
    }

    readHandle = config.databaseReadUrl ? openPostgres(config.databaseReadUrl) : null;
    const app = await buildApp({
      db: handle.db,
      readDb: readHandle?.db,
      config,
      logger: {
        level: config.logLevel,
        redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      },
    });
    const address = await app.listen({ port: config.port, host: config.host });
    const shown = address.replace(/0\.0\.0\.0|127\.0\.0\.1|\[::1?\]/, 'localhost');
    const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
    const lines = [
      '',
      `Packline is running at ${shown}  (${database}, ready in ${Math.round(performance.now() - started)} ms)`,
    ];
    if (admin.generatedPassword) {
      lines.push(`Created user "${ADMIN_USER_NAME}" with the one-time password: ${admin.generatedPassword}`);
    }
    if (config.seedDemo) {
      lines.push(
        demoAdded ? 'Demo data added.' : 'Demo data already present.',
        `Demo logins (password "${DEMO_PASSWORD}" unless ADMIN_PASSWORD is set for admin):`,
        `  staff:    ${[ADMIN_USER_NAME, ...DEMO_STAFF.map((s) => s.userName)].join(', ')}`,
        `  customer: ${DEMO_CUSTOMER_USER}  (choose "Customer Login")`,
      );
    }
    console.log(lines.join('\n'));

    const stop = async (signal: string) => {
      app.log.info({ signal }, 'shutting down');
      await app.close();
      await handle?.close();
      await readHandle?.close();
      releaseLock();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));
  } catch (error) {
    // The start failed: that error is the one to report; a failure to close the database after it is only logged.
    await handle?.close().catch((closeError: unknown) => console.error('Closing the database failed:', closeError));
    await readHandle?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
