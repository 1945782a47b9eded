// `npm run restore -- FILE`: a backup into an empty database (DATABASE_URL) or an empty DATA_DIR (README "Backups").
import { resolve } from 'node:path';
import { readConfig } from '../src/config.ts';
import { restoreFromCommand } from '../src/modules/backups/backup-commands.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run restore -- FILE   (a packline-backup-….tar.gz)');
  process.exit(1);
}
const started = performance.now();
try {
  const config = readConfig();
  const summary = await restoreFromCommand(config, resolve(file));
  const target = config.databaseUrl
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the embedded database in ${config.dataDir}`;
  console.log(
    `Restored ${summary.rows} rows of ${summary.tables} tables and ${summary.uploads} uploaded files into ${target} ` +
      `in ${Math.round(performance.now() - started)} ms.`,
  );
  // The open handles of the embedded database's WASM would keep the process a moment longer.
  process.exit(0);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
