import { asc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { DbHandle } from './client.ts';
import { NEW_ID, writeNewRow } from './write-together.ts';

// writeNewRow: a new row and the rows hanging from it as one statement — all of them or none, the id drawn inside it,
// foreign keys between the writes checked at its end.

const parent = pgTable('wt_parent', { parentId: serial().primaryKey(), name: text().notNull() });
const child = pgTable('wt_child', { childId: integer().primaryKey(), parentId: integer().notNull() });

let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table wt_parent (parent_id serial primary key, name text not null)`);
  await handle.db.execute(
    sql`create table wt_child (child_id integer primary key, parent_id integer not null references wt_parent)`,
  );
});

afterAll(() => handle.close());

const rows = async () => ({
  parents: await handle.db.select().from(parent).orderBy(asc(parent.parentId)),
  children: await handle.db.select().from(child).orderBy(asc(child.childId)),
});

describe('writeNewRow', () => {
  it('draws the id once inside the statement, writes every row with it and skips the writes that do not apply', async () => {
    const { db } = handle;
    const first = await writeNewRow(db, parent, parent.parentId, [
      db.insert(parent).values({ parentId: NEW_ID, name: sql`'parent ' || ${NEW_ID}` }),
      undefined,
      db.insert(child).values([
        { childId: 10, parentId: NEW_ID },
        { childId: 11, parentId: NEW_ID },
      ]),
    ]);
    const second = await writeNewRow(db, parent, parent.parentId, [
      db.insert(parent).values({ parentId: NEW_ID, name: 'second' }),
      db.update(parent).set({ name: 'renamed' }).where(eq(parent.parentId, first)),
      db.insert(child).values({ childId: 12, parentId: NEW_ID }),
    ]);
    expect(second).toBe(first + 1);
    expect(await rows()).toEqual({
      parents: [
        { parentId: first, name: 'renamed' },
        { parentId: second, name: 'second' },
      ],
      children: [
        { childId: 10, parentId: first },
        { childId: 11, parentId: first },
        { childId: 12, parentId: second },
      ],
    });
  });

  it('writes nothing when one write fails', async () => {
    const { db } = handle;
    const before = await rows();
    // A new parent and child, then a child whose parent does not exist: the statement fails as a whole.
    await expect(
      writeNewRow(db, parent, parent.parentId, [
        db.insert(parent).values({ parentId: NEW_ID, name: 'lost' }),
        db.insert(child).values({ childId: 20, parentId: NEW_ID }),
        db.insert(child).values({ childId: 21, parentId: 99 }),
      ]),
    ).rejects.toThrow();
    // A duplicate key in the last write undoes the first.
    await expect(
      writeNewRow(db, parent, parent.parentId, [
        db.insert(parent).values({ parentId: NEW_ID, name: 'lost too' }),
        db.update(parent).set({ name: 'lost' }),
        db.insert(child).values({ childId: 10, parentId: NEW_ID }),
      ]),
    ).rejects.toThrow();
    expect(await rows()).toEqual(before);
  });
});
