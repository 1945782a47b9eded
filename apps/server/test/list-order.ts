import type { TSortOrder } from '@packline/domain';
import { expect, it } from 'vitest';
import type { TJson } from './test-app.ts';

/**
 * The ids of `rows` in the order a paged list promises (core/list-query.ts `orderByOf`): by `value`, empty values
 * first ascending and last descending, the id breaking ties in the same direction. The paging tests compare the
 * server's pages with it.
 */
export function idsInListOrder<T>(
  rows: readonly T[],
  value: (row: T) => string | number | null,
  id: (row: T) => number,
  order: TSortOrder,
): number[] {
  const sign = order === 'ascend' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if (x === y) return sign * (id(a) - id(b));
      if (x === null) return -sign;
      if (y === null) return sign;
      return sign * (x < y ? -1 : 1);
    })
    .map(id);
}

/** A list under test: its GET (the query string after `?`), the query that narrows it to the test's rows, its ids. */
export interface TListUnderTest<F extends string> {
  get: (query: string) => Promise<TJson>;
  scope: string;
  ids: (res: TJson) => number[];
  /** The ids in the order the server promises for a sort (usually `idsInListOrder` over the test's rows). */
  expected: (field: F, order: TSortOrder) => number[];
}

/** The tests every paged list shares: the default page size, and each sortable field both ways on the first page. */
export function itPagesAndSortsByEveryField<F extends string>(
  list: TListUnderTest<F>,
  fields: readonly F[],
  total: number,
): void {
  it('uses the default page size of 100 when only page is given', async () => {
    expect((await list.get(`${list.scope}&page=1`)).body.meta).toEqual({ total, page: 1, pageSize: 100 });
  });

  it.each(fields.flatMap((field) => [[field, 'ascend'] as const, [field, 'descend'] as const]))(
    'sorts by %s (%s), the id breaking ties',
    async (field, order) => {
      const res = await list.get(`${list.scope}&page=1&pageSize=100&sortField=${field}&sortOrder=${order}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(list.ids(res)).toEqual(list.expected(field, order));
    },
  );
}

/**
 * Pages 1 to 3 of five rows of a list of `total` rows (11 to 15): each answers 200 with its meta, and they hold 5, 5
 * and the rest. Answers the three replies, for the list's own checks (its default order, what each row carries).
 */
export async function readThreePagesOfFive(
  list: Pick<TListUnderTest<string>, 'get' | 'scope' | 'ids'>,
  total: number,
): Promise<TJson[]> {
  const pages: TJson[] = [];
  for (const page of [1, 2, 3]) pages.push(await list.get(`${list.scope}&page=${page}&pageSize=5`));
  for (const [index, res] of pages.entries()) {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toEqual({ total, page: index + 1, pageSize: 5 });
  }
  expect(pages.map((res) => list.ids(res).length)).toEqual([5, 5, total - 10]);
  return pages;
}

/**
 * A list whose whole answer is JSON written from PostgreSQL's text (db/json-rows.ts): without `page` it sends the very
 * rows its first page sends, field for field, in its default order and in each sort.
 */
export function itAnswersTheWholeListAsItsPages<F extends string>(
  list: Pick<TListUnderTest<F>, 'get' | 'scope'>,
  fields: readonly F[],
  total: number,
): void {
  it.each(['', ...fields.map((field) => `&sortField=${field}&sortOrder=descend`)])(
    'answers the whole list (%s) with the very rows of its pages, field for field',
    async (sort) => {
      const whole = await list.get(`${list.scope}${sort}`);
      const paged = await list.get(`${list.scope}${sort}&page=1&pageSize=100`);
      expect(whole.status, JSON.stringify(whole.body)).toBe(200);
      expect(whole.body.meta).toBeUndefined();
      expect(whole.body.data).toHaveLength(total);
      expect(whole.body.data).toEqual(paged.body.data);
    },
  );
}
