import type { Database } from '../db/client.ts';
import { SERVER_MODULES } from '../modules/index.ts';

// Reference data every installation needs (docs/architecture.md §5), each module's own, in one transaction. Idempotent:
// it adds what is missing and never overwrites what an administrator has changed since.

export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const module of SERVER_MODULES) await module.seedReference?.(tx);
  });
}
