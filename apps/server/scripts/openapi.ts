import { readFile, writeFile } from 'node:fs/promises';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';

// `npm run openapi` writes the API's OpenAPI document to apps/server/openapi.json (committed, like the migrations);
// `npm run openapi -- --check` fails when the committed file differs from what the routes declare (CI runs it).

export const OPENAPI_FILE = new URL('../openapi.json', import.meta.url);

const handle = await openPglite(undefined);
try {
  const app = await buildApp({ db: handle.db, config: readConfig({ SEED_DEMO: '0' }) });
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  if (process.argv.includes('--check')) {
    const committed = await readFile(OPENAPI_FILE, 'utf8').catch(() => '');
    if (committed !== document) {
      console.error('apps/server/openapi.json drifts from the routes: run `npm run openapi` and commit the result.');
      process.exitCode = 1;
    } else {
      console.log('apps/server/openapi.json matches the routes.');
    }
  } else {
    await writeFile(OPENAPI_FILE, document);
    console.log('Wrote apps/server/openapi.json');
  }
} finally {
  await handle.close();
}
