import type { TSortOrder } from '@packline/domain';

/**
 * The ids of `rows` in the order a paged list promises (http/list-query.ts `orderByOf`): by `value`, empty values
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
