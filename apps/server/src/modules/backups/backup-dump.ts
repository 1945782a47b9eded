import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import type { Database, DbHandle, DbOrTx } from '../../db/client.ts';
import { applyMigrations, MIGRATIONS_FOLDER } from '../../db/migrate.ts';
import { createArchive, readArchive, type TArchiveEntry } from './backup-archive.ts';

// The one backup format of both databases (README "Backups"): every table's rows as JSON in batches, the sequences,
// the migration level and the uploads, in a .tar.gz. Either database restores what either wrote, which is how an
// installation moves from the embedded database to PostgreSQL; pg_dump could not read PGlite, and PGlite's data-dir
// dump opens only in PGlite (and only in its own PostgreSQL version).

const FORMAT = 'packline-backup';
const FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
/** Rows per batch entry: about a megabyte of JSON for the widest tables. */
const ROWS_PER_BATCH = 2000;

interface TManifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** The source database's `server_version`. */
  serverVersion: string;
  /** The `when` of the last migration applied (drizzle journal): the restore migrates to it before loading rows. */
  migrationLevel: number;
  tables: { name: string; rows: number }[];
  /** The public schema's sequences and their last value (null when never used). */
  sequences: { name: string; lastValue: string | null }[];
  uploads: number;
}

export interface TBackupSummary {
  tables: number;
  rows: number;
  uploads: number;
}

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Qualified: a table may share its name with a built-in type (box), which `null::box` would mean. */
const tableOf = (name: string) => sql`public.${sql.identifier(name)}`;

const batchName = (table: string, batch: number) => `tables/${table}/${String(batch).padStart(6, '0')}.json`;

async function uploadNames(uploadsDir: string): Promise<string[]> {
  if (!existsSync(uploadsDir)) return [];
  const entries = await readdir(uploadsDir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Writes the database and the uploads to `path` (which must not exist). The rows are read in one repeatable-read
 * transaction, so every table is as it was at one moment however long the backup takes.
 */
export async function writeBackup(db: Database, uploadsDir: string, path: string): Promise<TBackupSummary> {
  const archive = createArchive(path);
  try {
    const summary = await db.transaction(
      async (tx) => {
        const tables = await rowsOf<{ name: string }>(
          tx,
          sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
        );
        const counted = [];
        for (const { name } of tables) {
          const [row] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${tableOf(name)}`);
          counted.push({ name, rows: row.n });
        }
        const [level] = await rowsOf<{ level: string | null }>(
          tx,
          sql`select max(created_at)::text as level from drizzle.__drizzle_migrations`,
        );
        const [version] = await rowsOf<{ server_version: string }>(tx, sql`show server_version`);
        const uploads = await uploadNames(uploadsDir);
        const manifest: TManifest = {
          format: FORMAT,
          version: FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          serverVersion: version.server_version,
          migrationLevel: Number(level.level ?? 0),
          tables: counted,
          sequences: await rowsOf<{ name: string; lastValue: string | null }>(
            tx,
            sql`select sequencename as "name", last_value::text as "lastValue" from pg_sequences
                where schemaname = 'public' order by sequencename`,
          ),
          uploads: uploads.length,
        };
        await archive.add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));

        for (const table of counted) {
          if (table.rows === 0) continue;
          await tx.execute(
            sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${tableOf(table.name)} t`,
          );
          for (let batch = 1; ; batch++) {
            const rows = await rowsOf<{ r: string }>(tx, sql.raw(`fetch ${ROWS_PER_BATCH} from backup_rows`));
            if (rows.length === 0) break;
            await archive.add(batchName(table.name, batch), Buffer.from(`[${rows.map((row) => row.r).join(',')}]`));
          }
          await tx.execute(sql`close backup_rows`);
        }
        for (const name of uploads) {
          await archive.add(`uploads/${name}`, await readFile(join(uploadsDir, name)));
        }
        return {
          tables: counted.length,
          rows: counted.reduce((sum, table) => sum + table.rows, 0),
          uploads: uploads.length,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await archive.close();
    return summary;
  } catch (error) {
    await archive.close().catch(() => {});
    await rm(path, { force: true });
    throw error;
  }
}

/** Refuses a target that has anything in it: a restore never overwrites a live database or its uploads. */
export async function checkRestoreTarget(db: Database, uploadsDir: string): Promise<void> {
  if ((await uploadNames(uploadsDir)).length > 0) {
    throw new BusinessError(
      `${uploadsDir} already has files: a backup is restored only beside an empty uploads folder.`,
    );
  }
  const [found] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  if (found.n > 0) {
    throw new BusinessError(
      `The target database already has ${found.n} tables: a backup is restored only into an empty database.`,
    );
  }
}

/** A migrations folder whose journal stops at `level`: the tables as they were when the backup was made. */
async function migrationsUpTo(level: number): Promise<string> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const entries = journal.entries.filter((entry) => entry.when <= level);
  if (level > 0 && entries.at(-1)?.when !== level) {
    throw new BusinessError(
      'This backup was made by a newer version of Packline (its database has migrations this one does not): ' +
        'restore it with that version or a later one.',
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'packline-restore-migrations-'));
  await mkdir(join(folder, 'meta'));
  await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    await copyFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

function readManifest(content: Buffer, path: string): TManifest {
  let manifest: Partial<TManifest> = {};
  try {
    manifest = JSON.parse(content.toString('utf8'));
  } catch {
    // reported below
  }
  if (manifest.format !== FORMAT || typeof manifest.version !== 'number') {
    throw new BusinessError(`${basename(path)} is not a Packline backup.`);
  }
  if (manifest.version > FORMAT_VERSION) {
    throw new BusinessError(`${basename(path)} was written by a newer version of Packline: restore it with that one.`);
  }
  return manifest as TManifest;
}

/**
 * Restores a backup into an empty database and uploads folder: migrates to the backup's level, loads the rows (the
 * foreign keys are dropped meanwhile and added back, checked, at the end, as pg_restore does), sets the sequences,
 * then applies this version's later migrations. The rows load in one transaction: a failed restore leaves no rows.
 */
export async function restoreBackup(handle: DbHandle, uploadsDir: string, path: string): Promise<TBackupSummary> {
  await checkRestoreTarget(handle.db, uploadsDir);
  const entries = readArchive(path);
  try {
    return await restoreEntries(handle, entries, uploadsDir, path);
  } finally {
    // Closes the file when the restore stopped before its end.
    await entries.return(undefined);
  }
}

async function restoreEntries(
  handle: DbHandle,
  entries: AsyncGenerator<TArchiveEntry>,
  uploadsDir: string,
  path: string,
): Promise<TBackupSummary> {
  const first = await entries.next();
  if (first.done || first.value.name !== MANIFEST)
    throw new BusinessError(`${basename(path)} is not a Packline backup.`);
  const manifest = readManifest(first.value.content, path);

  const folder = await migrationsUpTo(manifest.migrationLevel);
  try {
    await applyMigrations(handle, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }

  // The uploads written so far, removed again when the restore fails.
  const written: string[] = [];
  let rows: number;
  try {
    rows = await loadRows(handle.db, entries, manifest, uploadsDir, written);
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
  await applyMigrations(handle);
  return { tables: manifest.tables.length, rows, uploads: written.length };
}

/** Loads the archive's rows and uploads (after its manifest) in one transaction; answers the rows loaded. */
async function loadRows(
  db: Database,
  entries: AsyncGenerator<TArchiveEntry>,
  manifest: TManifest,
  uploadsDir: string,
  written: string[],
): Promise<number> {
  return db.transaction(async (tx) => {
    let rows = 0;
    const keys = await rowsOf<{ table: string; name: string; definition: string }>(
      tx,
      sql`select c.conrelid::regclass::text as "table", c.conname as "name", pg_get_constraintdef(c.oid) as "definition"
          from pg_constraint c join pg_namespace n on n.oid = c.connamespace
          where c.contype = 'f' and n.nspname = 'public' order by c.conname`,
    );
    for (const key of keys) {
      await tx.execute(sql`alter table ${sql.raw(key.table)} drop constraint ${sql.identifier(key.name)}`);
    }
    // Whatever the migrations wrote is in the backup too, as it stood then.
    const tables = manifest.tables.map((table) => tableOf(table.name));
    if (tables.length > 0) await tx.execute(sql`truncate ${sql.join(tables, sql`, `)}`);
    for await (const entry of entries) {
      const [folder, name] = entry.name.split('/');
      if (folder === 'tables' && name) {
        const result = await tx
          .execute(
            sql`insert into ${tableOf(name)} overriding system value
                select * from json_populate_recordset(null::${tableOf(name)}, ${entry.content.toString('utf8')}::json)`,
          )
          .catch((error: unknown) => {
            // Drizzle's message carries the whole batch: the database's reason and the table are what to show.
            const reason = (error as { cause?: { message?: string } }).cause?.message ?? String(error);
            throw new Error(`Restoring the rows of ${name} (${entry.name}) failed: ${reason}`);
          });
        // node-postgres counts the rows in rowCount, PGlite in affectedRows.
        const counted = result as unknown as { rowCount?: number | null; affectedRows?: number };
        rows += counted.rowCount ?? counted.affectedRows ?? 0;
      } else if (folder === 'uploads' && name) {
        await mkdir(uploadsDir, { recursive: true });
        const file = join(uploadsDir, basename(name));
        await writeFile(file, entry.content, { flag: 'wx' });
        written.push(file);
      }
    }
    for (const sequence of manifest.sequences) {
      if (sequence.lastValue === null) continue;
      await tx.execute(
        sql`select setval(format('public.%I', ${sequence.name}::text)::regclass, ${sequence.lastValue}::bigint)`,
      );
    }
    for (const key of keys) {
      await tx.execute(
        sql`alter table ${sql.raw(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
      );
    }
    return rows;
  });
}

/** The size of a backup file in bytes. */
export async function fileSize(path: string): Promise<number> {
  return (await stat(path)).size;
}
