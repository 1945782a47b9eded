import type { Database } from '../db/client.ts';
import { createRandom } from '../db/random.ts';
import { SERVER_MODULES } from '../modules/index.ts';
import type { TDemoScale, TServerModule } from '../modules/registry.ts';

// A believable New Zealand packaging business (docs/architecture.md §5), the same on every run: each module's demo
// seeder, in dependency order, sharing one seeded random generator. `size` multiplies the people and customers for the
// benchmark data set. Like the reference seed, it knows the modules only through the registry.

/**
 * The modules with a demo seeder, each after the ones its `demo.after` names; otherwise in registry order, so the
 * random generator is drawn in the same order on every run.
 */
export function demoSeedOrder(modules: readonly TServerModule[]): TServerModule[] {
  const seeders = modules.filter((m) => m.demo);
  const names = new Set(seeders.map((m) => m.name));
  for (const m of seeders) {
    const unknown = m.demo?.after.filter((name) => !names.has(name)) ?? [];
    if (unknown.length)
      throw new Error(`The demo seeder of ${m.name} runs after ${unknown.join(', ')}: no such seeder`);
  }
  const ordered: TServerModule[] = [];
  const done = new Set<string>();
  while (ordered.length < seeders.length) {
    const next = seeders.find((m) => !done.has(m.name) && m.demo?.after.every((name) => done.has(name)));
    if (!next) {
      const stuck = seeders.filter((m) => !done.has(m.name)).map((m) => m.name);
      throw new Error(`The demo seeders of ${stuck.join(', ')} wait for each other`);
    }
    ordered.push(next);
    done.add(next.name);
  }
  return ordered;
}

/** Adds the demo data set once; a database that already has it is left alone. */
export async function seedDemoData(db: Database, size = 1, scale: TDemoScale = {}): Promise<boolean> {
  const seeders = demoSeedOrder(SERVER_MODULES);
  for (const module of seeders) if (await module.demo?.present?.(db)) return false;
  const demo = { random: createRandom(20261122), size, scale };
  await db.transaction(async (tx) => {
    for (const module of seeders) await module.demo?.seed(tx, demo);
  });
  return true;
}
