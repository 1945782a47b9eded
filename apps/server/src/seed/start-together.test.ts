import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build.mjs';
import { databaseUrl, onServer } from '../../test/test-database.ts';

// docs/architecture.md §5: several servers started at the same moment on a new PostgreSQL database all serve, and the
// start work (migrations, reference data, the first admin) is done once. Only with a PostgreSQL server: PGlite serves
// one process (the data-dir lock).

const serverUrl = process.env.TEST_DATABASE_URL;
const database = `packline_start_${process.pid}`;
const root = join(import.meta.dirname, '../../../..');
const servers: ChildProcess[] = [];
// The servers run as users run them, from the JavaScript build (built here, beside the real one, so a stale
// apps/server/dist neither fails this test nor is replaced by it): it checks the bundle finds its migrations too.
const bundleDir = join(root, `apps/server/dist/start-together-${process.pid}`);
const bundle = join(bundleDir, 'main.js');

beforeAll(async () => {
  if (serverUrl) await buildServer(bundle);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map(stop));
  if (serverUrl) await onServer(serverUrl, [`drop database if exists ${database} with (force)`]);
  rmSync(bundleDir, { recursive: true, force: true });
});

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

function startServer(url: string, port: number): ChildProcess {
  const server = spawn(process.execPath, [bundle], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  servers.push(server);
  return server;
}

/** Resolves when /healthz answers; rejects with the server's own words when it exits first. */
function serving(server: ChildProcess, port: number): Promise<void> {
  let stderr = '';
  server.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 90_000;
    server.once('exit', (code) => reject(new Error(`The server on :${port} exited with ${code}: ${stderr}`)));
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return resolve();
      } catch {
        // Not listening yet: poll again below.
      }
      if (Date.now() > deadline) return reject(new Error(`The server on :${port} did not answer /healthz.`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

describe.skipIf(!serverUrl)('three servers starting at once on a new PostgreSQL database', () => {
  it('all serve, and there is exactly one admin', { timeout: 120_000 }, async () => {
    if (!serverUrl) return;
    await onServer(serverUrl, [`drop database if exists ${database} with (force)`, `create database ${database}`]);
    const url = databaseUrl(serverUrl, database);
    const base = 4200 + Math.floor(Math.random() * 500);
    const ports = [base, base + 1, base + 2];
    const started = ports.map((port) => ({ port, server: startServer(url, port) }));
    await Promise.all(started.map(({ server, port }) => serving(server, port)));

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const admins = await client.query(`select count(*)::int as n from employee where user_name = 'admin'`);
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });
});
