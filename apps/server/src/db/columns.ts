import { sql } from 'drizzle-orm';
import { integer, timestamp } from 'drizzle-orm/pg-core';

// docs/architecture.md §4: every write records who and when. When is the table's own job: `updatedAt` is stamped by
// every `update().set()` that does not set it itself (Drizzle's $onUpdate, in the statement, not in SQL, so no
// migration); a new row leaves it empty as before (`$defaultFn` writes DEFAULT, without it Drizzle would stamp inserts
// too). Who comes from the caller: the service sets createdBy / updatedBy.
export const audit = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: integer(),
  updatedAt: timestamp({ withTimezone: true })
    .$defaultFn(() => sql`default`)
    .$onUpdate(() => new Date()),
  updatedBy: integer(),
};

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
