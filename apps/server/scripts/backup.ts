// `npm run backup`: one backup of the configured database and the uploads into BACKUP_DIR (README "Backups").
import { readConfig } from '../src/config.ts';
import { backUpFromCommand } from '../src/modules/backups/backup-commands.ts';

const started = performance.now();
try {
  const run = await backUpFromCommand(readConfig());
  if (!run.ok) throw new Error(run.error ?? 'The backup failed.');
  const config = readConfig();
  const megabytes = ((run.sizeBytes ?? 0) / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written: ${config.backupDir}/${run.fileName} (${megabytes} MB in ${Math.round(performance.now() - started)} ms)`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
