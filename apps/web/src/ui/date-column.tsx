import { formatDate, formatDateTime } from '@packline/domain';
import type { TCrudColumn } from './crud-table.tsx';

function timeColumn<T>(
  format: (value: string | null) => string,
  key: string,
  title: string,
  value: (row: T) => string | null,
): TCrudColumn<T> {
  return {
    key,
    title,
    searchText: (row) => format(value(row)),
    render: (_value, row) => format(value(row)),
    sorter: (a, b) => (value(a) ?? '').localeCompare(value(b) ?? ''),
  };
}

/** A DD/MM/YYYY column (spec 01 §9) that searches and sorts by the date. */
export function dateColumn<T>(key: string, title: string, value: (row: T) => string | null): TCrudColumn<T> {
  return timeColumn(formatDate, key, title, value);
}

/** A DD/MM/YYYY HH:mm column (a timestamp, in Auckland time) that searches and sorts by the time. */
export function dateTimeColumn<T>(key: string, title: string, value: (row: T) => string | null): TCrudColumn<T> {
  return timeColumn(formatDateTime, key, title, value);
}
