import type { TBelowMinimumItem } from '@packline/domain';
import { Button } from 'antd';
import { useSession } from '../../api/session.ts';
import { useAreYouSure } from '../../ui/confirm.ts';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { queryTableProps } from '../../ui/use-crud-resource.ts';
import { customerColumn, productColumns, quoteNoColumn, salesColumn, unitPriceColumn } from './quotation-columns.tsx';
import { useBelowMinimumItems, useDisableWarning } from './quotations.api.ts';

const columns: TCrudColumn<TBelowMinimumItem>[] = [
  quoteNoColumn(),
  customerColumn(),
  salesColumn(),
  ...productColumns<TBelowMinimumItem>(),
  unitPriceColumn<TBelowMinimumItem>('originPrice', 'Min Price', (row) => row.originPrice),
  unitPriceColumn<TBelowMinimumItem>('price', 'Price', (row) => row.price),
  {
    key: 'margin',
    title: 'Margin',
    align: 'right',
    searchText: (row) => row.margin ?? '',
    render: (_value, row) => (row.margin === null ? '' : `${row.margin}%`),
  },
  unitPriceColumn<TBelowMinimumItem>('diff', 'Diff', (row) => row.diff),
];

/** spec 02 §2 Quotation Warnings: approved lines priced below their minimum, until someone disables the warning. */
export default function QuotationWarningsPage() {
  const items = useBelowMinimumItems();
  const disable = useDisableWarning();
  const session = useSession();
  const areYouSure = useAreYouSure();
  const confirmDisable = (item: TBelowMinimumItem) =>
    areYouSure(async () => {
      if (session?.kind !== 'staff') return;
      await disable.mutateAsync({ id: item.quotationItemId, employeeId: session.employeeId, diff: item.diff });
    });
  return (
    <>
      <PageTitleOf url="/quotation—warnings" />
      <CrudTable<TBelowMinimumItem>
        {...queryTableProps(items)}
        rowKey="quotationItemId"
        columns={columns}
        rowActions={(item) => (
          <Button
            type="link"
            size="small"
            onClick={() => confirmDisable(item)}
            data-testid={`warnings-disable-${item.quotationItemId}`}
          >
            Disable
          </Button>
        )}
        testId="quotation-warnings"
      />
    </>
  );
}
