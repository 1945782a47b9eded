import { readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every file of the folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Each text file of the build compressed once, here, beside it (`x.js.br`, `x.js.gz`): the server sends the one the
 * browser accepts as it is (apps/server/src/app.ts), never compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'packline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // On the thread pool, all files at once: the highest brotli quality takes a few seconds of CPU for the whole app.
    async closeBundle() {
      const files = filesUnder(outDir).filter((path) => COMPRESSIBLE.test(path));
      await Promise.all(
        files.map(async (path) => {
          const content = readFileSync(path);
          if (content.length < MIN_COMPRESS_BYTES) return;
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          };
          await writeFile(`${path}.br`, await brotli(content, { params }));
          await writeFile(`${path}.gz`, await gzipped(content, { level: constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // zod jitless from its first schema on: no `new Function` probe for the CSP to refuse (src/zod-jitless.ts).
    alias: [{ find: /^zod$/, replacement: resolve(import.meta.dirname, 'src/zod-jitless.ts') }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
