import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** A query builder Drizzle can prepare: a select, or an insert / update / delete with its returning. */
interface TPreparable<TResult> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<TResult> };
}

/**
 * A read the server runs on every request or every save, as a prepared statement: `build` writes it once per database
 * handle with `sql.placeholder` for what changes between calls (Drizzle builds no SQL per call), and PostgreSQL parses
 * and plans the named statement once per connection instead of at every call (measured on an order's header: 1.9 ms
 * built and planned per call, 0.2 ms prepared). In a transaction it is built on the transaction's connection, still
 * named, so only the planning is saved. Only for statements whose text never changes: the name is the statement's on
 * every connection, and the embedded database (PGlite) runs it unnamed.
 */
export function preparedQuery<TResult>(
  name: string,
  build: (db: DbOrTx) => TPreparable<TResult>,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<TResult> {
  const byDatabase = new WeakMap<DbOrTx, ReturnType<TPreparable<TResult>['prepare']>>();
  return (db, values) => {
    if (db instanceof PgTransaction) return build(db).prepare(name).execute(values);
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db).prepare(name);
      byDatabase.set(db, query);
    }
    return query.execute(values);
  };
}
