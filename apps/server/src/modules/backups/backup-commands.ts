import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TConfig } from '../../config.ts';
import { BusinessError } from '../../core/errors.ts';
import { type DbHandle, openPglite, openPostgres } from '../../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock.ts';
import { BACKUP_TOKEN_HEADER, readBackupEndpoint } from './backup-command.ts';
import { restoreBackup, type TBackupSummary } from './backup-dump.ts';
import { backupSettingsOf, makeBackup, type TBackupRun } from './backups.service.ts';

// `npm run backup` and `npm run restore -- FILE` (apps/server/scripts): where they find the database, README "Backups".

/**
 * Backs up the configured database. PostgreSQL is read directly (the snapshot keeps it consistent while servers run);
 * an embedded database is opened when no server holds it, else the server holding it makes the backup.
 */
export async function backUpFromCommand(config: TConfig): Promise<TBackupRun> {
  const settings = backupSettingsOf(config);
  if (config.databaseUrl)
    return withHandle(openPostgres(config.databaseUrl), (db) => makeBackup(db, settings, 'command'));
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return askRunningServer(config.dataDir);
    throw error;
  }
  try {
    if (!holdsDatabase(config.dataDir))
      throw new BusinessError(`There is no database in ${config.dataDir} to back up.`);
    return await withHandle(await openPglite(config.dataDir), (db) => makeBackup(db, settings, 'command'));
  } finally {
    release();
  }
}

// PG_VERSION is the first file of a PostgreSQL data directory: an embedded database is there.
const holdsDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

async function withHandle<T>(handle: DbHandle, work: (db: DbHandle['db']) => Promise<T>): Promise<T> {
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

async function askRunningServer(dataDir: string): Promise<TBackupRun> {
  const endpoint = readBackupEndpoint(dataDir);
  if (!endpoint) {
    throw new Error(
      `A Packline server holds ${dataDir} but has not said where to ask for a backup: use its Backups screen.`,
    );
  }
  const response = await fetch(`${endpoint.url}/api/Backup/BackUpForCommand`, {
    method: 'POST',
    headers: { [BACKUP_TOKEN_HEADER]: endpoint.token },
  });
  const body = (await response.json()) as { data?: TBackupRun; errorMessage?: unknown; message?: string };
  if (!response.ok || !body.data) {
    throw new Error(`The running server (${endpoint.url}) refused the backup: ${body.message ?? response.status}`);
  }
  return body.data;
}

/**
 * Restores a backup into the configured database: an empty PostgreSQL database (DATABASE_URL), or a DATA_DIR with no
 * embedded database in it. A live data directory (a server holds it) or one with a database is refused.
 */
export async function restoreFromCommand(config: TConfig, file: string): Promise<TBackupSummary> {
  if (!existsSync(file)) throw new BusinessError(`No such backup file: ${file}`);
  const { uploadsDir } = backupSettingsOf(config);
  if (config.databaseUrl) return restoreInto(openPostgres(config.databaseUrl), uploadsDir, file);
  const release = lockDataDir(config.dataDir);
  try {
    if (holdsDatabase(config.dataDir)) {
      throw new BusinessError(
        `${config.dataDir} already holds a database: restore into an empty DATA_DIR (or move this one away first).`,
      );
    }
    const handle = await openPglite(config.dataDir);
    return await restoreInto(handle, uploadsDir, file, () => handle.db.execute('checkpoint'));
  } finally {
    release();
  }
}

async function restoreInto(
  handle: DbHandle,
  uploadsDir: string,
  file: string,
  afterwards?: () => Promise<unknown>,
): Promise<TBackupSummary> {
  try {
    const summary = await restoreBackup(handle, uploadsDir, file);
    await afterwards?.();
    return summary;
  } finally {
    await handle.close();
  }
}
