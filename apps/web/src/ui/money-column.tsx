import { formatCount, formatMoney, type QuantityInput } from '@packline/domain';
import type { TCrudColumn } from './crud-table.tsx';

/** A right-aligned money column (2 decimals, spec 01 §9) that searches by the shown text and sorts by the amount. */
export function moneyColumn<T>(key: string, title: string, value: (row: T) => string | null): TCrudColumn<T> {
  const amount = (row: T) => Number(value(row) ?? 0);
  return {
    key,
    title,
    align: 'right',
    searchText: (row) => formatMoney(value(row)),
    sorter: (a, b) => amount(a) - amount(b),
    render: (_value, row) => formatMoney(value(row)),
  };
}

/**
 * A right-aligned count or quantity column with thousands separators ('12,000', issue 31 item 22: one way to show a
 * number) that searches by the shown text and sorts by the number.
 */
export function countColumn<T>(key: string, title: string, value: (row: T) => QuantityInput): TCrudColumn<T> {
  const count = (row: T) => Number(value(row) ?? 0);
  return {
    key,
    title,
    align: 'right',
    searchText: (row) => formatCount(value(row)),
    sorter: (a, b) => count(a) - count(b),
    render: (_value, row) => formatCount(value(row)),
  };
}
