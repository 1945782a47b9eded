import type { TPalletBalance } from '@packline/domain';
import { Button } from 'antd';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { ListDialog, useRowDialog } from '../../ui/list-dialog.tsx';
import { countColumn } from '../../ui/money-column.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { queryTableProps } from '../../ui/use-crud-resource.ts';
import { usePalletBalances, usePalletStockLog } from './pallet-stock-log.api.ts';
import { PalletStockLogTable } from './pallet-stock-log-table.tsx';

// spec 02 §2 Customer pallet balances: our pallets each customer holds per pallet type (the ones holding pallets
// first); a row opens that customer's whole log (every pallet type, each with its running balance).

const balanceKey = (row: TPalletBalance) => `${row.customerId}-${row.plateTypeId}`;

const COLUMNS: TCrudColumn<TPalletBalance & { key: string }>[] = [
  { key: 'company', dataIndex: 'company', title: 'Customer' },
  { key: 'customerCode', dataIndex: 'customerCode', title: 'Customer Code' },
  { key: 'plateTypeName', dataIndex: 'plateTypeName', title: 'Pallet Type' },
  countColumn<TPalletBalance & { key: string }>('balance', 'Balance', (row) => row.balance),
];

function CustomerLog({ row }: { row: TPalletBalance }) {
  const log = usePalletStockLog({ customerId: row.customerId });
  return <PalletStockLogTable {...queryTableProps(log)} customerId={row.customerId} testId="customer-pallet-log" />;
}

export default function CustomerPalletPage() {
  const balances = usePalletBalances();
  const { row, openFor, dialogProps } = useRowDialog<TPalletBalance>();
  const rows = balances.data?.map((b) => ({ ...b, key: balanceKey(b) }));
  return (
    <>
      <PageTitle>Customer pallet balances</PageTitle>
      <CrudTable<TPalletBalance & { key: string }>
        dataSource={rows}
        loading={balances.isFetching}
        rowKey="key"
        columns={COLUMNS}
        rowActions={(balance) => (
          <Button type="link" size="small" onClick={() => openFor(balance)} data-testid="customer-pallet-open">
            Log
          </Button>
        )}
        testId="customer-pallet"
      />
      <ListDialog {...dialogProps} title={row ? `Pallet stock log: ${row.company}` : 'Pallet stock log'}>
        {row && <CustomerLog row={row} />}
      </ListDialog>
    </>
  );
}
