import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_BUNDLE, serverBuildIsCurrent } from '../apps/server/scripts/build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = join(import.meta.dirname, '..');
let server: ChildProcess | null = null;
let dataDir = '';

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url}/healthz within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm run test:e2e does).');
  }
  // The server as users run it: its JavaScript build (apps/server/scripts/build.mjs), which must be of these sources.
  if (!serverBuildIsCurrent()) {
    throw new Error(
      `The server build ${SERVER_BUNDLE} is missing or older than its sources: run \`npm run build\` first ` +
        '(npm run test:e2e does).',
    );
  }
  dataDir = mkdtempSync(join(tmpdir(), 'packline-e2e-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // Every reply the screens get is checked against its route's schema (docs/architecture.md §3).
      CHECK_REPLIES: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A fresh embedded database with the demo data: about 20 s, longer on a busy machine.
    await waitForHealth(baseUrl, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return stop;
}
