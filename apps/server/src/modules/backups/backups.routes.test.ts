import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ZBackupOverview, ZBackupRun } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, found, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { readConfig } from '../../config.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { BACKUP_TOKEN_HEADER, readBackupEndpoint } from './backup-command.ts';
import { backUpFromCommand } from './backup-commands.ts';
import { makeBackup, runNightlyBackup, type TBackupSettings } from './backups.service.ts';

// The Backups screen's calls (admin only), the nightly backup and its failure for Home, keeping the newest N, and the
// call `npm run backup` makes to a running server.

let t: TTestApp;
let admin: string;
let settings: TBackupSettings;
let dataDir: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  const overview = (await t.api(admin).get('/api/Backup/GetBackups', ZBackupOverview)).body.data;
  dataDir = dirname(overview.backupDir);
  settings = { backupDir: overview.backupDir, keep: 14, uploadsDir: join(dataDir, 'uploads'), nightlyHour: 2 };
});

afterAll(async () => {
  await t?.close();
});

describe('Backups screen', () => {
  it('lists nothing at first, with where and how many are kept', async () => {
    const res = await t.api(admin).get('/api/Backup/GetBackups', ZBackupOverview);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ runs: [], lastNightly: null, keep: 14, nightlyHour: 2 });
  });

  it('makes a backup now, which the list then shows first', async () => {
    const made = await t.api(admin).post('/api/Backup/BackUpNow', undefined, ZBackupRun);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ ok: true, trigger: 'manual', kept: true, error: null });
    expect(made.body.data.sizeBytes).toBeGreaterThan(1000);
    const list = await t.api(admin).get('/api/Backup/GetBackups', ZBackupOverview);
    expect(list.body.data.runs[0]).toEqual(made.body.data);
  });

  it("is the admin's: staff without the Backups page get 403, staff with it may use it", async () => {
    const clerk = await t.createStaff({ pages: ['/home', '/mail-outbox'] });
    expect((await t.api(clerk.token).get('/api/Backup/GetBackups', REFUSED)).status).toBe(403);
    expect((await t.api(clerk.token).post('/api/Backup/BackUpNow', undefined, REFUSED)).status).toBe(403);
    expect((await t.api().get('/api/Backup/GetBackups', REFUSED)).status).toBe(401);
    const keeper = await t.createStaff({ pages: ['/backups'] });
    expect((await t.api(keeper.token).get('/api/Backup/GetBackups', ZBackupOverview)).status).toBe(200);
  });
});

describe('nightly backup', () => {
  it('runs once a day from its hour, and a failure is the last nightly result Home shows', async () => {
    const day = (hour: number) => new Date(2031, 0, 15, hour, 5);
    expect(await runNightlyBackup(t.db, settings, day(1))).toBeNull();

    // BACKUP_DIR cannot be made: a file stands where the folder should be.
    const blocked = join(dataDir, 'not-a-folder');
    await writeFile(blocked, 'x');
    const failed = await runNightlyBackup(t.db, { ...settings, backupDir: join(blocked, 'backups') }, day(2));
    expect(failed).toMatchObject({ ok: false, trigger: 'nightly', fileName: null, kept: false });
    expect(failed?.error).toMatch(/ENOTDIR|EEXIST/);
    expect(await runNightlyBackup(t.db, settings, day(23))).toBeNull();
    const overview = (await t.api(admin).get('/api/Backup/GetBackups', ZBackupOverview)).body.data;
    expect(overview.lastNightly).toMatchObject({ ok: false, backupRunId: failed?.backupRunId });

    const next = await runNightlyBackup(t.db, settings, new Date(2031, 0, 16, 2, 0));
    expect(next).toMatchObject({ ok: true, trigger: 'nightly', kept: true });
    const after = (await t.api(admin).get('/api/Backup/GetBackups', ZBackupOverview)).body.data;
    expect(after.lastNightly?.backupRunId).toBe(next?.backupRunId);
  });

  it('keeps only the newest BACKUP_KEEP files', async () => {
    const keepTwo = { ...settings, keep: 2 };
    const runs = [];
    for (const minute of [1, 2, 3])
      runs.push(await makeBackup(t.db, keepTwo, 'manual', new Date(2032, 0, 1, 0, minute)));
    const listed = (await t.api(admin).get('/api/Backup/GetBackups', ZBackupOverview)).body.data.runs;
    const kept = (id: number) => found(listed, (run) => run.backupRunId === id).kept;
    expect(runs.map((run) => kept(run.backupRunId))).toEqual([false, true, true]);
  });
});

describe('npm run backup while a server holds the embedded database', () => {
  it('asks that server, which answers only its own token', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const endpoint = readBackupEndpoint(dataDir);
    expect(endpoint?.pid).toBe(process.pid);
    const call = (token?: string) =>
      t
        .api(undefined, { headers: token ? { [BACKUP_TOKEN_HEADER]: token } : {} })
        .post('/api/Backup/BackUpForCommand', undefined, REFUSED);
    expect((await call()).status).toBe(403);
    expect((await call('0'.repeat(64))).status).toBe(403);

    // The data dir's lock held by another live process (this test's parent stands for the running server).
    const release = lockDataDir(dataDir);
    await writeFile(join(dataDir, 'packline.lock'), String(process.ppid));
    try {
      const run = await backUpFromCommand(readConfig({ DATA_DIR: dataDir }));
      expect(run).toMatchObject({ ok: true, trigger: 'command', kept: true });
    } finally {
      release();
    }
  });
});
