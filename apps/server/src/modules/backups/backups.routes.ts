import type { AddressInfo } from 'node:net';
import { BACKUP_PAGES, ZBackupOverview, ZBackupRun } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../../core/errors.ts';
import { scheduleJobs } from '../../db/scheduled-jobs.ts';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  BACKUP_TOKEN_HEADER,
  isLoopback,
  localUrlOf,
  newBackupToken,
  publishBackupEndpoint,
  tokenMatches,
  withdrawBackupEndpoint,
} from './backup-command.ts';
import { backupSettingsOf, makeBackup, readBackupOverview, runNightlyBackup } from './backups.service.ts';

// The Backups screen's calls (admin), the nightly backup, and the call `npm run backup` makes to a running server.

const ADMIN = { pages: BACKUP_PAGES } as const;
/** How often a server checks whether tonight's backup is due. */
const NIGHTLY_CHECK_MS = 10 * 60_000;

export function backupsRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db, config } = deps;
  const settings = backupSettingsOf(config);
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Backup'];

  r.get(
    '/api/Backup/GetBackups',
    {
      schema: {
        tags,
        summary: 'Ours: the latest backups and the last nightly one',
        response: replyOf(ZBackupOverview),
      },
      config: { access: ADMIN },
    },
    async () => ok(await readBackupOverview(db, settings)),
  );

  r.post(
    '/api/Backup/BackUpNow',
    {
      schema: {
        tags,
        summary: 'Ours: make a backup now (a failure is answered as a failed run)',
        response: replyOf(ZBackupRun),
      },
      config: { access: ADMIN },
    },
    async () => ok(await makeBackup(db, settings, 'manual')),
  );

  const token = newBackupToken();
  r.post(
    '/api/Backup/BackUpForCommand',
    {
      schema: {
        tags,
        summary: 'Ours: `npm run backup` on this machine, with the token the server wrote into DATA_DIR',
        response: replyOf(ZBackupRun),
      },
      config: { access: 'public' },
    },
    async (request) => {
      const given = request.headers[BACKUP_TOKEN_HEADER];
      if (
        !isLoopback(request.socket.remoteAddress) ||
        !tokenMatches(token, typeof given === 'string' ? given : undefined)
      ) {
        throw new ForbiddenError(
          'Backups are made by `npm run backup` on the server itself, or on the Backups screen.',
        );
      }
      return ok(await makeBackup(db, settings, 'command'));
    },
  );
  app.addHook('onListen', async () => {
    const url = localUrlOf(app.server.address() as AddressInfo);
    publishBackupEndpoint(config.dataDir, { pid: process.pid, url, token });
  });
  app.addHook('onClose', async () => withdrawBackupEndpoint(config.dataDir, process.pid));

  // One nightly check at a time in this server (a slow backup outlasts the interval).
  let checking = false;
  scheduleJobs(app, [
    {
      name: 'Nightly backup',
      everyMs: NIGHTLY_CHECK_MS,
      run: async () => {
        if (checking) return;
        checking = true;
        try {
          const run = await runNightlyBackup(db, settings);
          if (run && !run.ok) app.log.error({ error: run.error }, 'Nightly backup failed');
        } finally {
          checking = false;
        }
      },
    },
  ]);
}
