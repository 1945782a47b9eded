import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// PGlite does not lock its data directory (docs/architecture.md §2): two servers on one directory would corrupt it.
export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `DATA_DIR/packline.lock`; returns the release function. A lock left by a dead process is taken over. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'packline.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another Packline server (pid ${pid}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${path}.`);
}
