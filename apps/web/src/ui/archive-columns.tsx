import { formatDate, type TArchived } from '@packline/domain';
import type { TCrudColumn } from './crud-table.tsx';

/** The columns of a Deleted ... archive (spec 02 §2): when (DD/MM/YYYY), who typed their name, and why. */
export function archiveColumns<T extends TArchived>(): TCrudColumn<T>[] {
  return [
    {
      key: 'deletedAt',
      title: 'Deleted At',
      searchText: (row) => formatDate(row.deletedAt),
      render: (_value, row) => formatDate(row.deletedAt),
    },
    { key: 'deletePerson', dataIndex: 'deletePerson', title: 'Delete Person' },
    { key: 'deleteNote', dataIndex: 'deleteNote', title: 'Delete Note' },
  ];
}
