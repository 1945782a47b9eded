import { z } from 'zod';
import { ZTimestamp } from './api.ts';

// Backups (issue 29 §6): the admin's Backups screen and the notice on Home when the last nightly backup failed.

export const BACKUPS_PAGE = '/backups';
/** Who may list the backups and make one now: the Backups screen (the admin role has it). */
export const BACKUP_PAGES = [BACKUPS_PAGE] as const;

/** What started a backup: the nightly job, the Back up now button, or `npm run backup`. */
export const BACKUP_TRIGGERS = ['nightly', 'manual', 'command'] as const;
export const ZBackupTrigger = z.enum(BACKUP_TRIGGERS);
export type TBackupTrigger = z.infer<typeof ZBackupTrigger>;

export const ZBackupRun = z.object({
  backupRunId: z.number().int(),
  trigger: ZBackupTrigger,
  startedAt: ZTimestamp,
  finishedAt: ZTimestamp,
  ok: z.boolean(),
  /** The file's name in BACKUP_DIR; null when the backup failed. */
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  /** Whether the file is still in BACKUP_DIR on this server (older ones are pruned beyond BACKUP_KEEP). */
  kept: z.boolean(),
});
export type TBackupRun = z.infer<typeof ZBackupRun>;

export const ZBackupOverview = z.object({
  /** The latest runs, newest first. */
  runs: z.array(ZBackupRun),
  /** The latest nightly run: Home shows a notice to the admin when it failed. */
  lastNightly: ZBackupRun.nullable(),
  backupDir: z.string(),
  keep: z.number().int(),
  /** The hour (0-23, server time) of the nightly backup; null when nightly backups are off. */
  nightlyHour: z.number().int().nullable(),
});
export type TBackupOverview = z.infer<typeof ZBackupOverview>;
