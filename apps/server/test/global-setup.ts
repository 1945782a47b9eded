import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { newPglite, openPostgres, wrapPglite } from '../src/db/client.ts';
import { databaseUrl, onServer, prepareTemplate } from './test-database.ts';

// Builds the template database once per run; each test file starts from a copy of it (test-app.ts).
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `packline_template_${process.pid}`;
    await onServer(serverUrl, [`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`, `CREATE DATABASE ${template}`]);
    const handle = openPostgres(databaseUrl(serverUrl, template));
    try {
      await prepareTemplate(handle);
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses while anyone is connected to the template.
      await handle.close();
    }
    project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
    return () => onServer(serverUrl, [`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`]);
  }

  const client = newPglite();
  const dumpPath = join(tmpdir(), `packline-test-template-${process.pid}.tar.gz`);
  try {
    await prepareTemplate(wrapPglite(client));
    const dump = await client.dumpDataDir('gzip');
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return () => rm(dumpPath, { force: true });
}
