import { formatMoney } from '@packline/domain';
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
