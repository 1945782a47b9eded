import { readdirSync } from 'node:fs';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { demoSeedOrder } from '../seed/demo.ts';
import { SERVER_MODULES } from './index.ts';
import type { TServerModule } from './registry.ts';

const MODULES_DIR = new URL('./', import.meta.url);
const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('module registry', () => {
  it('has one entry per module folder, named as the folder', () => {
    expect(SERVER_MODULES.map((m) => m.name).sort()).toEqual([...folders].sort());
  });

  it("lists every table of each module's *.tables.ts, the files drizzle-kit reads", async () => {
    for (const folder of folders) {
      const files = readdirSync(new URL(`${folder}/`, MODULES_DIR)).filter((name) => name.endsWith('.tables.ts'));
      const exported = await Promise.all(files.map((file) => import(new URL(`${folder}/${file}`, MODULES_DIR).href)));
      const onDisk = exported.flatMap((exports) => Object.values(exports).filter((value) => is(value, PgTable)));
      const listed = Object.values(SERVER_MODULES.find((m) => m.name === folder)?.tables ?? {});
      expect(listed.map(getTableName).sort(), folder).toEqual(onDisk.map((t) => getTableName(t as PgTable)).sort());
    }
  });

  it('seeds the demo data in dependency order', () => {
    expect(demoSeedOrder(SERVER_MODULES).map((m) => m.name)).toEqual([
      'employees',
      'lookups',
      'customers',
      'catalogue',
      'quotations',
      'sales-orders',
      'pallets',
      'shop-floor',
      'suppliers',
      'receiving',
      'dispatch',
      'returns',
      'tickets',
      'weekly-reports',
      'leave',
      'assessments',
      'hr',
      'attendance',
      'monitoring',
    ]);
  });

  it('refuses a demo seeder that waits for a missing or circular one', () => {
    const seeder = (name: string, after: string[]): TServerModule => ({
      name,
      demo: { after, seed: async () => {} },
    });
    expect(() => demoSeedOrder([seeder('a', ['b'])])).toThrow('The demo seeder of a runs after b: no such seeder');
    expect(() => demoSeedOrder([seeder('a', ['b']), seeder('b', ['a'])])).toThrow(
      'The demo seeders of a, b wait for each other',
    );
  });
});
