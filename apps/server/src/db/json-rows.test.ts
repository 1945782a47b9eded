import { asc, eq, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { DbHandle } from './client.ts';
import {
  asUtf8Bytes,
  isoTimestamp,
  type JsonList,
  jsonConstant,
  jsonFirstOf,
  jsonFlag,
  jsonFrom,
  jsonFromAll,
  jsonListOf,
  jsonNumber,
  jsonObject,
  jsonRows,
  jsonText,
} from './json-rows.ts';

// json-rows: a whole list read as text and turned into the rows the API sends, equal to what Drizzle's objects mapped
// by hand give (the lists' own tests compare whole lists with their pages).

const parent = pgTable('jr_parent', { parentId: serial().primaryKey(), label: text().notNull() });
const item = pgTable('jr_item', {
  itemId: serial().primaryKey(),
  name: text(),
  price: numeric({ precision: 10, scale: 3 }),
  quantity: integer(),
  ratio: doublePrecision(),
  done: boolean(),
  meta: jsonb(),
  at: timestamp({ withTimezone: true }),
  localAt: timestamp(),
  day: date(),
  flag: integer(),
  parentId: integer(),
});

let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table jr_parent (parent_id serial primary key, label text not null)`);
  await handle.db.execute(sql`create table jr_item (item_id serial primary key, name text, price numeric(10, 3),
    quantity integer, ratio double precision, done boolean, meta jsonb, at timestamptz, local_at timestamp, day date,
    flag integer, parent_id integer)`);
  const [{ parentId } = { parentId: 0 }] = await handle.db
    .insert(parent)
    .values({ label: 'Tāmaki "north"' })
    .returning();
  await handle.db.insert(item).values([
    {
      name: 'Lid "flat"\\domed\n\tKāpiti 🥡',
      price: '12.345',
      quantity: -7,
      ratio: 0.1,
      done: true,
      meta: { size: [8, 12], note: 'a "b"' },
      at: sql`'2024-03-01 09:05:00.987654+13'::timestamptz`,
      localAt: sql`'2024-03-01 09:05:00.5'::timestamp`,
      day: '2024-02-29',
      flag: 1,
      parentId,
    },
    { at: sql`'2024-03-01 00:00:00+00'::timestamptz`, flag: 7 },
    {},
  ]);
});

afterAll(() => handle.close());

const fields = {
  itemId: item.itemId,
  name: item.name,
  price: item.price,
  quantity: item.quantity,
  ratio: item.ratio,
  done: item.done,
  meta: item.meta,
  at: item.at,
  localAt: item.localAt,
  day: item.day,
};

/** A whole list as a reply sends it (http/reply.ts): its JSON's bytes, read as UTF-8. */
const sent = <T>(list: JsonList<T>): T[] => JSON.parse(Buffer.concat(list.bytes()).toString('utf8'));

describe('jsonRows', () => {
  it('gives the rows Drizzle reads, mapped as the lists map them, nested objects null when their join found nothing', async () => {
    const rows = jsonRows({
      ...fields,
      flag: jsonFlag(item.flag),
      twice: jsonNumber(sql`${item.quantity} * 2`),
      upper: jsonText(sql`upper(${item.name})`),
      flagName: jsonFrom(item.flag, (text) => (text === null ? 'none' : `flag ${text}`)),
      nameLength: jsonFrom(item.name, (text) => text?.length ?? null),
      place: jsonFrom(item.flag, () => ({ name: 'Ōtaki', at: new Date('2024-03-01T00:00:00Z') })),
      both: jsonFromAll([item.quantity, parent.label], ([quantity, label]) => `${quantity}/${label}`),
      parent: jsonObject({ parentId: parent.parentId, label: parent.label }, parent.parentId),
      first: jsonFirstOf(
        jsonObject({ from: parent.label }, parent.parentId),
        jsonObject({ from: item.name }, item.itemId),
      ),
      empty: jsonConstant([]),
    });
    const { db } = handle;
    const query = db
      .select(rows.selection)
      .from(item)
      .leftJoin(parent, eq(parent.parentId, item.parentId))
      .orderBy(asc(item.itemId));
    const listed = await jsonListOf<Record<string, unknown>>(db, query, rows);

    const read = await db
      .select({ ...fields, flag: item.flag, label: parent.label, parentId: parent.parentId })
      .from(item)
      .leftJoin(parent, eq(parent.parentId, item.parentId))
      .orderBy(asc(item.itemId));
    const expected = read.map(({ flag, label, parentId, ...row }) => ({
      ...row,
      at: row.at?.toISOString() ?? null,
      localAt: row.localAt?.toISOString() ?? null,
      flag: flag === 1 ? 1 : 0,
      twice: row.quantity === null ? null : row.quantity * 2,
      upper: row.name?.toUpperCase() ?? null,
      flagName: flag === null ? 'none' : `flag ${flag}`,
      nameLength: row.name?.length ?? null,
      place: { name: 'Ōtaki', at: '2024-03-01T00:00:00.000Z' },
      both: `${row.quantity}/${label}`,
      parent: parentId === null ? null : { parentId, label },
      first: { from: label ?? row.name },
      empty: [],
    }));
    const rowsSent = sent(listed);
    expect(listed.length).toBe(3);
    expect(rowsSent).toEqual(expected);
    expect(rowsSent[0]?.name).toBe('Lid "flat"\\domed\n\tKāpiti 🥡');
    expect(rowsSent[0]?.at).toBe('2024-02-29T20:05:00.987Z');
    expect(rowsSent[0]?.localAt).toBe('2024-03-01T09:05:00.500Z');
    expect(rowsSent[1]?.at).toBe('2024-03-01T00:00:00.000Z');
    expect(rowsSent[0]?.price).toBe('12.345');
  });

  it('shows timestamps in UTC whatever the session time zone, in a transaction too', async () => {
    const rows = jsonRows({ itemId: item.itemId, at: item.at });
    const listed = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Pacific/Chatham'`);
      return jsonListOf<{ at: string | null }>(
        tx,
        tx.select(rows.selection).from(item).orderBy(asc(item.itemId)),
        rows,
      );
    });
    expect(sent(listed).map((row) => row.at)).toEqual(['2024-02-29T20:05:00.987Z', '2024-03-01T00:00:00.000Z', null]);
  });

  it('writes a list of many batches, each row once and in order, and an empty list', async () => {
    const rows = jsonRows({ n: jsonNumber(sql`n`), name: jsonText(sql`'Tūī ' || n`) });
    const numbers = sql`generate_series(1, 2501) as n`;
    const listed = await jsonListOf<{ n: number; name: string }>(
      handle.db,
      handle.db.select(rows.selection).from(numbers).orderBy(sql`n`),
      rows,
    );
    expect(listed.length).toBe(2501);
    expect(sent(listed)).toEqual(Array.from({ length: 2501 }, (_, i) => ({ n: i + 1, name: `Tūī ${i + 1}` })));
    const none = await jsonListOf(handle.db, handle.db.select(rows.selection).from(numbers).where(sql`false`), rows);
    expect(none.length).toBe(0);
    expect(Buffer.concat(none.bytes()).toString()).toBe('[]');
  });

  it('fails the read, and keeps serving, when a row cannot be made', async () => {
    const rows = jsonRows({
      itemId: item.itemId,
      flagName: jsonFrom(item.flag, (text) => {
        if (text === '7') throw new Error('flag 7 has no name');
        return text;
      }),
    });
    const query = handle.db.select(rows.selection).from(item).orderBy(asc(item.itemId));
    await expect(jsonListOf(handle.db, query, rows)).rejects.toThrow('flag 7 has no name');
    const again = jsonRows({ itemId: item.itemId });
    const listed = await jsonListOf(
      handle.db,
      handle.db.select(again.selection).from(item).orderBy(asc(item.itemId)),
      again,
    );
    expect(listed.length).toBe(3);
  });

  it('refuses, when the list is made, a column it has no JSON form for', () => {
    const wide = pgTable('jr_wide', { big: bigint({ mode: 'bigint' }) });
    expect(() => jsonRows({ big: wide.big })).toThrow('json-rows: no JSON form for the column big');
  });
});

describe('asUtf8Bytes', () => {
  it('writes a value the server made with its strings as UTF-8 bytes, keys included', () => {
    const value = { Māori: ['Tūī', 1, null, true], at: new Date('2024-03-01T00:00:00Z'), plain: 'ascii' };
    const bytes = asUtf8Bytes(value);
    expect(JSON.parse(Buffer.from(JSON.stringify(bytes), 'latin1').toString('utf8'))).toEqual(
      JSON.parse(JSON.stringify(value)),
    );
  });
});

describe('isoTimestamp', () => {
  it('writes PostgreSQL’s UTC text as Date.toISOString does, to the millisecond', () => {
    expect(isoTimestamp('2024-03-01 09:05:00')).toBe('2024-03-01T09:05:00.000Z');
    expect(isoTimestamp('2024-03-01 09:05:00.5')).toBe('2024-03-01T09:05:00.500Z');
    expect(isoTimestamp('2024-03-01 09:05:00.123456')).toBe('2024-03-01T09:05:00.123Z');
    expect(isoTimestamp(null)).toBeNull();
  });
});
