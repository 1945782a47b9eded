import type { TDeletedQuotationItem } from '@packline/domain';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { dateTimeColumn } from '../../ui/date-column.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { queryTableProps } from '../../ui/use-crud-resource.ts';
import { customerColumn, productColumns, quoteNoColumn, unitPriceColumn } from './quotation-columns.tsx';
import { useDeletedQuotationItems } from './quotations.api.ts';

const columns: TCrudColumn<TDeletedQuotationItem>[] = [
  quoteNoColumn(),
  customerColumn(),
  ...productColumns<TDeletedQuotationItem>(),
  unitPriceColumn<TDeletedQuotationItem>('price', 'Price (per carton)', (row) => row.price),
  dateTimeColumn<TDeletedQuotationItem>('deletedAt', 'Deleted At', (row) => row.deletedAt),
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
        {...queryTableProps(deleted)}
        rowKey="quotationItemId"
        columns={columns}
        testId="quotation-item-deleted"
      />
    </>
  );
}
