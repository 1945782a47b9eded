import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ADMIN_PASSWORD } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import type { DbHandle } from '../db/client.ts';

// Issue 29 §5: every reply (the API, the web app's index.html and its SPA fallback, the API docs) says what the page
// may load and that no other site may frame it, and keeps its address out of the Referer of what it links to.

let dist: string;
let handle: DbHandle;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'packline-web-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>\n');
  handle = await openTestDatabase();
  app = await buildApp({ db: handle.db, config: readConfig({ DATA_DIR: dist, WEB_DIST: dist, SEED_DEMO: '0' }) });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await rm(dist, { recursive: true, force: true });
});

/** The reply's Content-Security-Policy as directive → sources. */
function policyOf(reply: LightMyRequestResponse): Record<string, string[]> {
  const header = String(reply.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(reply: LightMyRequestResponse, url: string) {
  const policy = policyOf(reply);
  expect(policy['default-src'], url).toEqual(["'self'"]);
  expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
  expect(policy['object-src'], url).toEqual(["'none'"]);
  // Only the app's own script files; WebAssembly for the camera's barcode reader, never eval or inline script.
  expect(policy['script-src'], url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy['script-src-attr'], url).toEqual(["'none'"]);
  expect(policy['upgrade-insecure-requests'], url).toBeUndefined();
  expect(reply.headers['x-frame-options'], url).toBe('DENY');
  expect(reply.headers['referrer-policy'], url).toBe('no-referrer');
  expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
}

describe('security headers', () => {
  it('come with an API reply: a sign-in, a refusal and the health check', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/Employee/EmployeeLogin',
      payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expectSecurityHeaders(login, 'login');

    const refused = await app.inject({ method: 'GET', url: '/api/Session/Current' });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused, 'refused');

    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expectSecurityHeaders(health, 'healthz');
  });

  it('come with index.html, at / and as the fallback of a screen url and of the public quote page', async () => {
    for (const url of ['/', '/index.html', '/sales-order-management', '/cus-qot?number_id=abc']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type'], url).toMatch(/text\/html/);
      expectSecurityHeaders(reply, url);
    }
  });

  it('come with the API docs, whose page loads only its own script files', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(reply.statusCode).toBe(200);
    expectSecurityHeaders(reply, '/api/docs/');
    // An inline script would be blocked by script-src 'self': the page must have none.
    const scripts = reply.body.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/<script src="[^"]+"[^>]*>\s*<\/script>/);
  });
});
