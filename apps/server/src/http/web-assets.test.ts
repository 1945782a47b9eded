import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import type { DbHandle } from '../db/client.ts';

// Issue 20: the web app's content-hashed assets are sent compressed as the build wrote them and cached for a year;
// index.html, and the SPA fallback that answers with it, are revalidated on every load.

const ASSET = '/assets/index-Ab12Cd34.js';
const assetText = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `screen ${i}`))};\n`;
const indexText = `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body></body></html>\n`;

let dist: string;
let handle: DbHandle;
let app: FastifyInstance;

/** A file with its .br and .gz beside it, as apps/web/vite.config.ts writes them. */
async function writeCompressed(path: string, text: string): Promise<void> {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'packline-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeCompressed(join(dist, ASSET), assetText);
  await writeCompressed(join(dist, 'index.html'), indexText);
  handle = await openTestDatabase();
  app = await buildApp({ db: handle.db, config: readConfig({ DATA_DIR: dist, WEB_DIST: dist, SEED_DEMO: '0' }) });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('web assets', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const res = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(assetText);
    expect(res.rawPayload.length).toBeLessThan(assetText.length / 2);
  });

  it('sends the gzip file to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gzipped = await get(ASSET, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(assetText);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(assetText);
  });

  it('has index.html revalidated on every load, at / and as the fallback of a screen url', async () => {
    for (const url of ['/', '/index.html', '/sales-order-management']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexText);
    }
  });

  it('answers an unknown API path with the JSON 404, not the web app', async () => {
    const res = await get('/api/NoSuch/Route', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});
