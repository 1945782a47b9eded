import { type SQL, sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { ilikeAny, listPage, orderByOf, searchOf, searchWords } from './list-query.ts';

const thing = pgTable('thing', { thingId: integer().primaryKey(), name: text().notNull(), note: text() });
const dialect = new PgDialect({ casing: 'snake_case' });
const render = (parts: SQL[]) => dialect.sqlToQuery(sql.join(parts, sql`, `));
const SORTS = { name: thing.name, note: thing.note };
const FALLBACK = { field: 'name', order: 'ascend' } as const;

describe('orderByOf', () => {
  it('sorts by the fallback without sortField, the id last in the same direction', () => {
    expect(render(orderByOf(SORTS, {}, FALLBACK, thing.thingId)).sql).toBe(
      '"thing"."name" asc, "thing"."thing_id" asc',
    );
  });

  it('puts empty values of a nullable column first ascending and last descending', () => {
    const up = render(orderByOf(SORTS, { sortField: 'note', sortOrder: 'ascend' }, FALLBACK, thing.thingId));
    const down = render(orderByOf(SORTS, { sortField: 'note', sortOrder: 'descend' }, FALLBACK, thing.thingId));
    expect(up.sql).toBe('"thing"."note" asc nulls first, "thing"."thing_id" asc');
    expect(down.sql).toBe('"thing"."note" desc nulls last, "thing"."thing_id" desc');
  });

  it('refuses a field that is not in the map with a 400 naming it', () => {
    const refuse = () => orderByOf(SORTS, { sortField: 'secret' }, FALLBACK, thing.thingId);
    expect(refuse).toThrow(AppError);
    expect(refuse).toThrow('Cannot sort by "secret": sortField is one of name, note');
    expect(() => orderByOf(SORTS, { sortField: 'toString' }, FALLBACK, thing.thingId)).toThrow(AppError);
  });
});

describe('searchOf', () => {
  it('is no condition for blank text', () => {
    expect(searchOf(undefined, () => [sql`true`])).toBeUndefined();
    expect(searchOf('   ', () => [sql`true`])).toBeUndefined();
  });

  it('matches any column, the pattern characters of the text taken literally', () => {
    const condition = searchOf(' 50%_off ', (pattern) => ilikeAny(pattern, [thing.name, thing.note]));
    const query = dialect.sqlToQuery(condition as SQL);
    expect(query.sql).toBe('("thing"."name" ilike $1 or "thing"."note" ilike $2)');
    expect(query.params).toEqual(['%50\\%\\_off%', '%50\\%\\_off%']);
  });

  it('needs every word, each in any column, without the brackets and dashes of a label around it', () => {
    const condition = searchOf('Aroha (Café Ltd) —', (pattern) => ilikeAny(pattern, [thing.name, thing.note]));
    const query = dialect.sqlToQuery(condition as SQL);
    expect(query.sql).toBe(
      '(("thing"."name" ilike $1 or "thing"."note" ilike $2) and ("thing"."name" ilike $3 or "thing"."note" ilike $4) and ("thing"."name" ilike $5 or "thing"."note" ilike $6))',
    );
    expect(query.params).toEqual(['%Aroha%', '%Aroha%', '%Café%', '%Café%', '%Ltd%', '%Ltd%']);
    expect(searchWords(' — ')).toEqual([]);
  });
});

describe('listPage', () => {
  const select = (all: number[]) => {
    const taken: { limit?: number; offset?: number; counted: boolean } = { counted: false };
    const rows = Object.assign(Promise.resolve(all), {
      limit: (limit: number) => ({
        offset: (offset: number) => {
          Object.assign(taken, { limit, offset });
          return Promise.resolve(all.slice(offset, offset + limit));
        },
      }),
    });
    const count: PromiseLike<{ total: number }[]> = {
      // biome-ignore lint/suspicious/noThenProperty: a lazy query, as Drizzle's are: it runs only when awaited.
      then: (onFulfilled, onRejected) => {
        taken.counted = true;
        return Promise.resolve([{ total: all.length }]).then(onFulfilled, onRejected);
      },
    };
    return { rows, count, taken, toRow: (n: number) => n * 10 };
  };

  it('answers the whole list without page, and does not count', async () => {
    const s = select([1, 2, 3]);
    expect(await listPage({}, s)).toEqual({ rows: [10, 20, 30], meta: null });
    expect(s.taken.counted).toBe(false);
  });

  it('cuts the page asked for and counts the total', async () => {
    const s = select([1, 2, 3, 4, 5]);
    expect(await listPage({ page: 2, pageSize: 2 }, s)).toEqual({
      rows: [30, 40],
      meta: { total: 5, page: 2, pageSize: 2 },
    });
    expect(s.taken).toEqual({ limit: 2, offset: 2, counted: true });
  });
});
