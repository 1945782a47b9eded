import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';

// What a start on the embedded database has done already, remembered in its data directory: a warm restart skips
// what has nothing left to do (a third of its time). Both steps are idempotent, so skipping one that had work left
// would be the only harm, and the marker is written only after the work has committed.
// - Migrations: what the migrator applies is decided by the journal alone; the same journal means none to apply.
// - Reference data (seed/reference.ts) comes from the code: the same build of the server has nothing to add; a new
//   build, or a start from the TypeScript sources, runs the seed again.

/** One id per build of the server bundle (apps/server/scripts/build.mjs); absent when run from the sources. */
declare const PACKLINE_BUILD_ID: string | undefined;

const SERVER_BUILD_ID: string | null = typeof PACKLINE_BUILD_ID === 'string' ? PACKLINE_BUILD_ID : null;

interface TStartMarker {
  migrations: string;
  referenceBuild: string | null;
}

export interface TStartWork {
  migrations: boolean;
  referenceData: boolean;
}

const markerPath = (dataDir: string) => join(dataDir, 'packline-start.json');

function migrationsJournal(): string {
  return createHash('sha256')
    .update(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json')))
    .digest('hex');
}

/** The start work still to do on the embedded database in `dataDir`. */
export function startWorkLeft(dataDir: string): TStartWork {
  let marker: Partial<TStartMarker> = {};
  try {
    marker = JSON.parse(readFileSync(markerPath(dataDir), 'utf8'));
  } catch {
    // No marker (a new data directory, or one from before markers): everything runs.
  }
  return {
    migrations: marker.migrations !== migrationsJournal(),
    referenceData: !SERVER_BUILD_ID || marker.referenceBuild !== SERVER_BUILD_ID,
  };
}

/** Called once the start work has committed: a crash before this only means the next start does it again. */
export function markStartWorkDone(dataDir: string): void {
  const marker: TStartMarker = { migrations: migrationsJournal(), referenceBuild: SERVER_BUILD_ID };
  writeFileSync(markerPath(dataDir), JSON.stringify(marker));
}
