import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// `npm run backup` cannot open an embedded database a running server holds (the data-dir lock): it asks that server.
// The server writes its address and a random token into DATA_DIR, readable only by its user (who can read the
// database anyway); the command sends the token back, from this machine only.

export const BACKUP_TOKEN_HEADER = 'x-backup-token';

export interface TBackupCommandEndpoint {
  pid: number;
  url: string;
  token: string;
}

const endpointPath = (dataDir: string) => join(dataDir, 'backup-command.json');

export function newBackupToken(): string {
  return randomBytes(32).toString('hex');
}

/** The listening address as this machine reaches it (a server listening on every interface answers on loopback). */
export function localUrlOf(address: { address: string; port: number; family: string }): string {
  if (address.address === '0.0.0.0' || address.address === '::') return `http://127.0.0.1:${address.port}`;
  return address.family === 'IPv6'
    ? `http://[${address.address}]:${address.port}`
    : `http://${address.address}:${address.port}`;
}

export function publishBackupEndpoint(dataDir: string, endpoint: TBackupCommandEndpoint): void {
  writeFileSync(endpointPath(dataDir), JSON.stringify(endpoint), { mode: 0o600 });
}

/** Removes the file when it is this process's (a second server refused by the lock must not remove the first's). */
export function withdrawBackupEndpoint(dataDir: string, pid: number): void {
  if (readBackupEndpoint(dataDir)?.pid === pid) rmSync(endpointPath(dataDir), { force: true });
}

export function readBackupEndpoint(dataDir: string): TBackupCommandEndpoint | null {
  try {
    return JSON.parse(readFileSync(endpointPath(dataDir), 'utf8')) as TBackupCommandEndpoint;
  } catch {
    return null;
  }
}

export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.has(address);
}
