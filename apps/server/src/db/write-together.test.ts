import { asc, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { DbHandle } from './client.ts';
import { writeTogether } from './write-together.ts';

// writeTogether: several writes as one statement — all of them or none, foreign keys between them checked at its end.

const parent = pgTable('wt_parent', { parentId: integer().primaryKey(), name: text().notNull() });
const child = pgTable('wt_child', { childId: integer().primaryKey(), parentId: integer().notNull() });

let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table wt_parent (parent_id integer primary key, name text not null)`);
  await handle.db.execute(
    sql`create table wt_child (child_id integer primary key, parent_id integer not null references wt_parent)`,
  );
});

afterAll(() => handle.close());

const rows = async () => ({
  parents: await handle.db.select().from(parent).orderBy(asc(parent.parentId)),
  children: await handle.db.select().from(child).orderBy(asc(child.childId)),
});

describe('writeTogether', () => {
  it('writes every row, a child of a parent written beside it included; skips the writes that do not apply', async () => {
    const { db } = handle;
    await writeTogether(db, [
      db.insert(parent).values({ parentId: 1, name: 'first' }),
      undefined,
      db.insert(child).values([
        { childId: 10, parentId: 1 },
        { childId: 11, parentId: 1 },
      ]),
    ]);
    await writeTogether(db, [
      db.update(parent).set({ name: 'renamed' }),
      db.insert(child).values({ childId: 12, parentId: 1 }),
    ]);
    expect(await rows()).toEqual({
      parents: [{ parentId: 1, name: 'renamed' }],
      children: [
        { childId: 10, parentId: 1 },
        { childId: 11, parentId: 1 },
        { childId: 12, parentId: 1 },
      ],
    });
  });

  it('writes nothing when one write fails', async () => {
    const { db } = handle;
    const before = await rows();
    // A new parent and child, then a child whose parent does not exist: the statement fails as a whole.
    await expect(
      writeTogether(db, [
        db.insert(parent).values({ parentId: 2, name: 'second' }),
        db.insert(child).values({ childId: 20, parentId: 2 }),
        db.insert(child).values({ childId: 21, parentId: 99 }),
      ]),
    ).rejects.toThrow();
    // A duplicate key in the last write undoes the first.
    await expect(
      writeTogether(db, [
        db.update(parent).set({ name: 'lost' }),
        db.insert(child).values({ childId: 10, parentId: 1 }),
      ]),
    ).rejects.toThrow();
    expect(await rows()).toEqual(before);
  });
});
