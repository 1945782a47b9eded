import { formatDate } from '@packline/domain';
import type { TCrudColumn } from './crud-table.tsx';

/** A DD/MM/YYYY column (spec 01 §9) that searches and sorts by the date. */
export function dateColumn<T>(key: string, title: string, value: (row: T) => string | null): TCrudColumn<T> {
  return {
    key,
    title,
    searchText: (row) => formatDate(value(row)),
    render: (_value, row) => formatDate(value(row)),
    sorter: (a, b) => (value(a) ?? '').localeCompare(value(b) ?? ''),
  };
}
