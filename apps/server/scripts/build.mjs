// The server as one JavaScript file, apps/server/dist/main.js (`npm run build`, or `npm start` when it is missing or
// older than its sources): a start then loads plain JavaScript instead of compiling the TypeScript again. Beside it,
// render-worker.js: the PDF worker threads' own bundle (src/pdf/render-pool.ts).
// Plain JavaScript itself, so `npm start` runs it without a TypeScript loader.
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, parse, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = join(SERVER_ROOT, '../..');
export const SERVER_BUNDLE = join(SERVER_ROOT, 'dist/main.js');
const THIS_FILE = fileURLToPath(import.meta.url);

/** When a bundle was built and from which files, beside it: what decides whether it is older than its sources. */
const inputsFile = (outfile) => `${outfile}.inputs.json`;

// npm packages stay imports, resolved from node_modules at run time; the workspace packages (@packline/domain, whose
// entry is TypeScript) are bundled.
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@packline/') ? undefined : { path: args.path, external: true },
    );
  },
};

// A source file that finds a file beside it (the migrations folder, the assets, pdfmake's fonts through
// createRequire) does so from its own import.meta.url: it keeps that meaning in the bundle, the source file's URL
// computed from where the bundle is, so the paths do not depend on where the bundle is written.
const sourceFileUrls = (outfile) => ({
  name: 'source-file-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(outfile), args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
});

const RENDER_WORKER = 'render-worker';

/** Bundles src/main.ts into `outfile`, and the render worker beside it, and records their inputs. */
export async function buildServer(outfile = SERVER_BUNDLE) {
  const started = performance.now();
  const builtAt = Date.now();
  const outdir = dirname(outfile);
  // The pool finds the worker bundle from its own source file's URL, as every source file finds its files.
  const workerFromPool = relative(join(SERVER_ROOT, 'src/pdf'), join(outdir, `${RENDER_WORKER}.js`));
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: {
      [parse(outfile).name]: join(SERVER_ROOT, 'src/main.ts'),
      [RENDER_WORKER]: join(SERVER_ROOT, 'src/pdf/render-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    // src/seed/start-marker.ts: a restart of the same build skips the reference seed on the embedded database.
    define: {
      PACKLINE_BUILD_ID: JSON.stringify(randomUUID()),
      PACKLINE_RENDER_WORKER: JSON.stringify(workerFromPool.split('\\').join('/')),
    },
    plugins: [externalPackages, sourceFileUrls(outfile)],
  });
  const inputs = [...Object.keys(result.metafile.inputs), relative(REPO_ROOT, THIS_FILE)];
  writeFileSync(inputsFile(outfile), JSON.stringify({ builtAt, inputs }));
  return Math.round(performance.now() - started);
}

/** False when the bundle is missing, or one of the files it was built from is newer or gone. */
export function serverBuildIsCurrent(outfile = SERVER_BUNDLE) {
  try {
    statSync(outfile);
    const { builtAt, inputs } = JSON.parse(readFileSync(inputsFile(outfile), 'utf8'));
    return inputs.every((path) => statSync(join(REPO_ROOT, path)).mtimeMs <= builtAt);
  } catch {
    return false;
  }
}

/** Builds the bundle unless it is current; says what it did. */
export async function buildServerIfStale(outfile = SERVER_BUNDLE) {
  if (serverBuildIsCurrent(outfile)) return;
  console.log('Building the server...');
  const ms = await buildServer(outfile);
  console.log(`Built ${relative(process.cwd(), outfile)} in ${ms} ms.`);
}

if (process.argv[1] === THIS_FILE) {
  const ms = await buildServer();
  console.log(`Built ${relative(process.cwd(), SERVER_BUNDLE)} in ${ms} ms.`);
}
