import type { TBackupTrigger } from '@packline/domain';
import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';

/** One row per backup made (nightly, Back up now, `npm run backup`): the Backups screen and Home's notice read them. */
export const backupRun = pgTable(
  'backup_run',
  {
    backupRunId: id(),
    trigger: text().$type<TBackupTrigger>().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
    ok: boolean().notNull(),
    fileName: text(),
    sizeBytes: bigint({ mode: 'number' }),
    error: text(),
  },
  (t) => [index().on(t.startedAt), index().on(t.trigger, t.startedAt)],
);
