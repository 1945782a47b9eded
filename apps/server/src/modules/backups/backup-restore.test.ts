import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import { databaseUrl, onServer } from '../../../test/test-database.ts';
import { readConfig } from '../../config.ts';
import { type Database, type DbHandle, newPglite, openPglite, openPostgres, wrapPglite } from '../../db/client.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { backUpFromCommand, restoreFromCommand } from './backup-commands.ts';
import { restoreBackup, writeBackup } from './backup-dump.ts';
import { backupFileName, pruneBackups } from './backups.service.ts';

// Issue 29 §6: a backup of the demo data restores, every table as it was at the moment of the backup, into a fresh
// data dir or database, whatever was written after it.

/** A restore of the demo data: a fresh database, the migrations and every row (much slower on a busy machine). */
const RESTORE_MS = 120_000;

type TTableSums = Record<string, { rows: number; md5: string | null }>;

/** Every table's row count and a checksum of its rows (times written in UTC, so both databases agree). */
async function tableSums(db: Database): Promise<TTableSums> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = (
      (await tx.execute(
        sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
      )) as unknown as { rows: { name: string }[] }
    ).rows;
    const sums: TTableSums = {};
    for (const { name } of tables) {
      const [row] = (
        (await tx.execute(
          sql`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as md5 from ${sql.identifier(name)} t`,
        )) as unknown as { rows: { rows: number; md5: string | null }[] }
      ).rows;
      sums[name] = row;
    }
    return sums;
  });
}

const source = inject('testDatabase');
let handle: DbHandle;
let work: string;
let uploadsDir: string;
let backupPath: string;
let atBackup: TTableSums;
let uploadsAtBackup: Record<string, string>;

async function filesOf(dir: string): Promise<Record<string, string>> {
  if (!existsSync(dir)) return {};
  const names = (await readdir(dir)).sort();
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, (await readFile(join(dir, name))).toString('base64')])),
  );
}

/** A new empty PostgreSQL database on the test server; dropped by `drop`. */
async function freshPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `packline_t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, [`CREATE DATABASE ${name}`]);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}

beforeAll(async () => {
  handle = await openTestDatabase();
  work = await mkdtemp(join(tmpdir(), 'packline-backup-test-'));
  uploadsDir = join(work, 'uploads');
  await mkdir(uploadsDir);
  await writeFile(join(uploadsDir, `${'a'.repeat(32)}.png`), randomBytes(3000));
  await writeFile(join(uploadsDir, `${'b'.repeat(32)}.pdf`), Buffer.alloc(0));
  await seedDemoData(handle.db, 1);

  atBackup = await tableSums(handle.db);
  uploadsAtBackup = await filesOf(uploadsDir);
  backupPath = join(work, backupFileName(new Date()));
  await writeBackup(handle.db, uploadsDir, backupPath);

  // Written after the backup: none of it may come back.
  await handle.db.execute(sql`update customer set company = company || ' (after the backup)'`);
  await handle.db.execute(sql`delete from mail_outbox`);
  await handle.db.execute(
    sql`insert into backup_run (trigger, started_at, finished_at, ok, error) values ('manual', now(), now(), false, 'x')`,
  );
  await writeFile(join(uploadsDir, `${'c'.repeat(32)}.png`), randomBytes(10));
});

afterAll(async () => {
  await handle?.close();
  await rm(work, { recursive: true, force: true });
});

/** Restores `file` into the empty PostgreSQL database at `url` as the command does, and checks it is the backup's moment. */
async function expectRestoredIntoPostgres(url: string, dataDir: string, file: string): Promise<void> {
  await restoreFromCommand(readConfig({ DATABASE_URL: url, DATA_DIR: dataDir }), file);
  const restored = openPostgres(url);
  try {
    expect(await tableSums(restored.db)).toEqual(atBackup);
  } finally {
    await restored.close();
  }
  expect(await filesOf(join(dataDir, 'uploads'))).toEqual(uploadsAtBackup);
}

describe('a backup of the demo data', () => {
  it('holds rows in most tables, and the rows written after it changed them', async () => {
    const now = await tableSums(handle.db);
    expect(Object.values(atBackup).filter((table) => table.rows > 0).length).toBeGreaterThan(40);
    expect(now.customer.md5).not.toBe(atBackup.customer.md5);
    expect(now.backup_run.rows).toBe(atBackup.backup_run.rows + 1);
  });

  it.runIf(source.kind === 'pglite')(
    'restores into a fresh data dir, every table and upload as at the backup',
    async () => {
      const dataDir = join(work, 'restored-data');
      const summary = await restoreFromCommand(readConfig({ DATA_DIR: dataDir }), backupPath);
      expect(summary.rows).toBe(Object.values(atBackup).reduce((sum, table) => sum + table.rows, 0));

      const restored = await openPglite(dataDir);
      try {
        expect(await tableSums(restored.db)).toEqual(atBackup);
        // The sequences went on from the backup: a new row takes the next id, not one already used.
        const [max] = (
          (await restored.db.execute(sql`select max(customer_id) as id from customer`)) as unknown as {
            rows: { id: number }[];
          }
        ).rows;
        const [added] = (
          (await restored.db.execute(
            sql`insert into customer (company, customer_code) values ('New', 'NEW-1') returning customer_id as id`,
          )) as unknown as { rows: { id: number }[] }
        ).rows;
        expect(added.id).toBeGreaterThan(max.id);
      } finally {
        await restored.close();
      }
      expect(await filesOf(join(dataDir, 'uploads'))).toEqual(uploadsAtBackup);
    },
    RESTORE_MS,
  );

  it.runIf(source.kind === 'postgres')(
    'restores into a fresh PostgreSQL database, every table and upload as at the backup',
    async () => {
      if (source.kind !== 'postgres') return;
      const target = await freshPostgres(source.serverUrl);
      try {
        await expectRestoredIntoPostgres(target.url, join(work, 'restored-pg'), backupPath);
      } finally {
        await target.drop();
      }
    },
    RESTORE_MS,
  );

  it.runIf(source.kind === 'postgres')(
    'moves between the databases: PostgreSQL into an embedded one, and that one back into PostgreSQL',
    async () => {
      if (source.kind !== 'postgres') return;
      const embedded = wrapPglite(newPglite());
      const target = await freshPostgres(source.serverUrl);
      try {
        await restoreBackup(embedded, join(work, 'moved-uploads'), backupPath);
        expect(await tableSums(embedded.db)).toEqual(atBackup);

        const embeddedBackup = join(work, 'from-embedded.tar.gz');
        await writeBackup(embedded.db, join(work, 'moved-uploads'), embeddedBackup);
        await expectRestoredIntoPostgres(target.url, join(work, 'moved-back'), embeddedBackup);
      } finally {
        await embedded.close();
        await target.drop();
      }
    },
    2 * RESTORE_MS,
  );

  it('refuses to restore over a database that has tables, or a live data dir', async () => {
    await expect(restoreBackup(handle, join(work, 'other-uploads'), backupPath)).rejects.toThrow(
      /already has \d+ tables: a backup is restored only into an empty database/,
    );
    const live = join(work, 'live-data');
    const release = lockDataDir(live);
    try {
      // A data dir held by another process (this test's lock stands for a running server).
      await writeFile(join(live, 'packline.lock'), String(process.ppid));
      await expect(restoreFromCommand(readConfig({ DATA_DIR: live }), backupPath)).rejects.toThrow(
        /Another Packline server/,
      );
    } finally {
      release();
    }
  });

  it('refuses a data dir that holds a database, and an uploads folder with files', async () => {
    const dataDir = join(work, 'restored-data-2');
    // The first file initdb writes: what says a database is there.
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'PG_VERSION'), '17');
    await expect(restoreFromCommand(readConfig({ DATA_DIR: dataDir }), backupPath)).rejects.toThrow(
      /already holds a database/,
    );
    await expect(restoreBackup(handle, uploadsDir, backupPath)).rejects.toThrow(/already has files/);
  });

  it('is made by the command from a data dir no server holds', { timeout: RESTORE_MS }, async () => {
    if (source.kind !== 'pglite') return;
    const dataDir = join(work, 'restored-data');
    const run = await backUpFromCommand(readConfig({ DATA_DIR: dataDir }));
    expect(run).toMatchObject({ ok: true, trigger: 'command', kept: true });
    expect(await readdir(join(dataDir, 'backups'))).toEqual([run.fileName]);
  });
});

describe('pruning', () => {
  it('keeps the newest BACKUP_KEEP backup files and nothing else is touched', async () => {
    const dir = join(work, 'prune');
    await mkdir(dir);
    const names = [0, 1, 2, 3, 4].map((day) => backupFileName(new Date(Date.UTC(2026, 10, 20 + day, 2))));
    for (const name of [...names, 'notes.txt']) await writeFile(join(dir, name), 'x');
    expect(await pruneBackups(dir, 3)).toEqual(names.slice(0, 2));
    expect((await readdir(dir)).sort()).toEqual([...names.slice(2), 'notes.txt'].sort());
  });
});
