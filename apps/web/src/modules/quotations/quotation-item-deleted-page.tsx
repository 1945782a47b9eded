import { formatDateTime, type TDeletedQuotationItem } from '@packline/domain';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { customerColumn, productColumns, quoteNoColumn, unitPriceColumn } from './quotation-columns.tsx';
import { useDeletedQuotationItems } from './quotations.api.ts';

const columns: TCrudColumn<TDeletedQuotationItem>[] = [
  quoteNoColumn(),
  customerColumn(),
  ...productColumns<TDeletedQuotationItem>(),
  unitPriceColumn<TDeletedQuotationItem>('price', 'Price (per carton)', (row) => row.price),
  {
    key: 'deletedAt',
    title: 'Deleted At',
    searchText: (row) => formatDateTime(row.deletedAt),
    render: (_value, row) => formatDateTime(row.deletedAt),
    sorter: (a, b) => a.deletedAt.localeCompare(b.deletedAt),
  },
  { key: 'deletedOperatorName', dataIndex: 'deletedOperatorName', title: 'Operator' },
  { key: 'deletedNotes', dataIndex: 'deletedNotes', title: 'Notes' },
];

/** spec 01 §7 DeleteContract: the read-only archive of deleted (replaced or not chosen) quotation lines. */
export default function QuotationItemDeletedPage() {
  const deleted = useDeletedQuotationItems();
  return (
    <>
      <PageTitleOf url="/quotation-item-deleted" />
      <CrudTable<TDeletedQuotationItem>
        rows={deleted.data}
        loading={deleted.isFetching}
        rowKey="quotationItemId"
        columns={columns}
        testId="quotation-item-deleted"
      />
    </>
  );
}
