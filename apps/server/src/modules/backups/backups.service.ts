import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TBackupTrigger, ZBackupOverview, ZBackupRun } from '@packline/domain';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { JOB_LOCK, underJobLock } from '../../db/scheduled-jobs.ts';
import { fileSize, writeBackup } from './backup-dump.ts';
import { backupRun } from './backups.tables.ts';

// Backups (issue 29 §6, README "Backups"): made nightly, by Back up now and by `npm run backup`, into BACKUP_DIR,
// named by their time; each is recorded (time, file, size, ok or the error) and only the newest BACKUP_KEEP files stay.

export interface TBackupSettings {
  backupDir: string;
  keep: number;
  uploadsDir: string;
  /** The nightly backup's hour (server time), or null when off. */
  nightlyHour: number | null;
}

export function backupSettingsOf(config: TConfig): TBackupSettings {
  return {
    backupDir: config.backupDir,
    keep: config.backupKeep,
    // Where the upload store keeps the files (modules/common).
    uploadsDir: join(config.dataDir, 'uploads'),
    nightlyHour: config.backupHour,
  };
}

/** A run as the service answers it (its times as dates; the reply writes them as text). */
export type TBackupRun = z.input<typeof ZBackupRun>;

const BACKUP_FILE = /^packline-backup-[0-9TZ-]+\.tar\.gz$/;
/** The runs the Backups screen lists. */
const LISTED_RUNS = 100;

/** A name that sorts by time: packline-backup-2026-11-29T02-00-00-123Z.tar.gz (UTC). */
export function backupFileName(at: Date): string {
  return `packline-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

function runOf(row: typeof backupRun.$inferSelect, backupDir: string): TBackupRun {
  return { ...row, kept: row.fileName !== null && existsSync(join(backupDir, row.fileName)) };
}

/** Deletes the backup files beyond the newest `keep`; answers the names deleted. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const names = (await readdir(backupDir)).filter((name) => BACKUP_FILE.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  await Promise.all(old.map((name) => rm(join(backupDir, name), { force: true })));
  return old;
}

/** Makes one backup and records it; a failure is recorded (and answered), not thrown. */
export async function makeBackup(
  db: Database,
  settings: TBackupSettings,
  trigger: TBackupTrigger,
  startedAt = new Date(),
): Promise<TBackupRun> {
  const fileName = backupFileName(startedAt);
  const path = join(settings.backupDir, fileName);
  let outcome: { ok: true; sizeBytes: number } | { ok: false; error: string };
  try {
    await mkdir(settings.backupDir, { recursive: true });
    await writeBackup(db, settings.uploadsDir, path);
    outcome = { ok: true, sizeBytes: await fileSize(path) };
  } catch (error) {
    outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const [row] = await db
    .insert(backupRun)
    .values({
      trigger,
      startedAt,
      finishedAt: new Date(),
      ...(outcome.ok
        ? { ok: true, fileName, sizeBytes: outcome.sizeBytes }
        : { ok: false, fileName: null, sizeBytes: null, error: outcome.error }),
    })
    .returning();
  if (outcome.ok) await pruneBackups(settings.backupDir, settings.keep);
  return runOf(row, settings.backupDir);
}

export async function readBackupOverview(
  db: Database,
  settings: TBackupSettings,
): Promise<z.input<typeof ZBackupOverview>> {
  const rows = await db.select().from(backupRun).orderBy(desc(backupRun.startedAt)).limit(LISTED_RUNS);
  const [lastNightly] = await db
    .select()
    .from(backupRun)
    .where(eq(backupRun.trigger, 'nightly'))
    .orderBy(desc(backupRun.startedAt))
    .limit(1);
  return {
    runs: rows.map((row) => runOf(row, settings.backupDir)),
    lastNightly: lastNightly ? runOf(lastNightly, settings.backupDir) : null,
    backupDir: settings.backupDir,
    keep: settings.keep,
    nightlyHour: settings.nightlyHour,
  };
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** Whether tonight's backup is due at `now`: past the hour and none made yet today (server time). */
async function nightlyDue(db: Database, hour: number, now: Date): Promise<boolean> {
  if (now.getHours() < hour) return false;
  const [last] = await db
    .select({ startedAt: backupRun.startedAt })
    .from(backupRun)
    .where(eq(backupRun.trigger, 'nightly'))
    .orderBy(desc(backupRun.startedAt))
    .limit(1);
  return !last || !sameDay(last.startedAt, now);
}

// The embedded database has one process (the data-dir lock) and one connection, which cannot open the backup's
// transaction beside the job lock's: there the lock is not needed.
function isEmbedded(db: Database): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite;
}

/**
 * The nightly backup, when due: one server at a time makes it (JOB_LOCK.backup); answers the run, or null when it was
 * not due or another server is making it.
 */
export async function runNightlyBackup(
  db: Database,
  settings: TBackupSettings,
  now = new Date(),
): Promise<TBackupRun | null> {
  const hour = settings.nightlyHour;
  if (hour === null) return null;
  const attempt = async () => ((await nightlyDue(db, hour, now)) ? makeBackup(db, settings, 'nightly', now) : null);
  if (isEmbedded(db)) return attempt();
  return underJobLock(db, JOB_LOCK.backup, attempt);
}
