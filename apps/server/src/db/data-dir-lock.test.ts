import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

// docs/architecture.md §2: PGlite does not lock its data directory, so the server does.

let dir: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'packline-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => join(dir, 'packline.lock');

/** A process that stays alive until the test ends: the "other server". */
function otherProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The pid of a process that has already ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

/** Runs lockDataDir in another Node process, as a second server would; resolves with what it printed. */
function lockInAnotherProcess(): Promise<string> {
  const script = `
    import { lockDataDir } from ${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).pathname)};
    try { lockDataDir(${JSON.stringify(dir)}); console.log('locked'); }
    catch (error) { console.log(error.constructor.name + ': ' + error.message); }
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise((resolve) => child.once('exit', () => resolve(out.trim())));
}

describe('lockDataDir', () => {
  it('refuses a second server on the same directory, naming the pid of the first', async () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    const answer = await lockInAnotherProcess();
    expect(answer).toMatch(/^DataDirLockedError: /);
    expect(answer).toContain(`pid ${process.pid}`);
    expect(answer).toContain(dir);
    release();
  });

  it('throws DataDirLockedError while the process in the lock file is alive', () => {
    const other = otherProcess();
    writeFileSync(lockFile(), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${other.pid}`);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(other.pid));
  });

  it('takes over a lock left by a process that has ended', async () => {
    writeFileSync(lockFile(), String(await deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file that holds no pid', async () => {
    writeFileSync(lockFile(), 'garbage');
    const release = lockDataDir(dir);
    // Held now: the file names this process, and a second server is refused.
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    expect(await lockInAnotherProcess()).toMatch(new RegExp(`^DataDirLockedError: .*pid ${process.pid}`));
    release();
  });

  it('removes the lock file on release, so the next server can start', async () => {
    const release = lockDataDir(dir);
    expect(existsSync(lockFile())).toBe(true);
    release();
    expect(existsSync(lockFile())).toBe(false);
    expect(await lockInAnotherProcess()).toBe('locked');
  });

  it('creates the data directory when it does not exist yet', () => {
    const nested = join(dir, 'a', 'b');
    lockDataDir(nested)();
    expect(existsSync(nested)).toBe(true);
  });
});
