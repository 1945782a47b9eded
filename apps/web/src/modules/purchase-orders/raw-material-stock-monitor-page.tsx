import { formatCount, type TRawMaterialStock, ZRawMaterialStock } from '@packline/domain';
import { Button, Checkbox, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { useServerTable } from '../../ui/use-server-table.ts';
import { PurchaseOrderDialog, type TPurchaseOrderDialogProps } from './purchase-order-dialog.tsx';

// Stock Alarm (/raw-material-stock-monitor; spec 02 §2, §3 raw material stock row; issue 16): per raw material the
// stock, the Unloading area, pending PO (per supplier), pending applications, the suggested PO and the low flag against
// the alarm limit, the low ones first. New Order opens the New Purchase Order dialog with the raw material, its
// cheapest supplier and price, and the suggested quantity.

/** KG to 3 decimals at most, through the one count formatter (issue 31 item 22). */
const qty = (value: number) => formatCount(Math.round(value * 1000) / 1000);

/** The New Purchase Order dialog's start for a row: the cheapest supplier, its price, the suggested quantity. */
function prefillOf(row: TRawMaterialStock): TPurchaseOrderDialogProps['prefill'] {
  const price = row.cheapestPrice;
  return {
    suplierId: price?.suplierId ?? null,
    poDetail: [
      {
        item: `r${row.rawMaterialId}`,
        suplierProductCode: price?.suplierProductCode ?? '',
        unit: price?.unit ?? '',
        unitPrice: price?.unitPrice,
        quantity: row.suggestedPo || undefined,
      },
    ],
  };
}

export default function RawMaterialStockMonitorPage() {
  const [onlyLow, setOnlyLow] = useState(false);
  const page = useServerTable(ZRawMaterialStock, '/RawMaterialStock/GetRawMaterialStock', {
    filters: { low: onlyLow ? '1' : undefined },
  });
  const [ordering, setOrdering] = useState<TRawMaterialStock | null>(null);

  const columns = useMemo<TCrudColumn<TRawMaterialStock>[]>(
    () => [
      { title: 'Code', dataIndex: 'rawMaterialCode', sortField: 'rawMaterialCode' },
      { title: 'Name', dataIndex: 'rawMaterialName', sortField: 'rawMaterialName' },
      {
        title: 'Alarm Limit',
        key: 'alarmLimit',
        sortField: 'alarmLimit',
        align: 'right',
        render: (_v, row) => (row.alarmLimit === null ? '' : qty(row.alarmLimit)),
      },
      { title: 'In Stock', key: 'inStock', align: 'right', render: (_v, row) => qty(row.inStock) },
      { title: 'Unloading Zone', key: 'unloadingZone', align: 'right', render: (_v, row) => qty(row.unloadingZone) },
      { title: 'Pending PO', key: 'pendingPo', align: 'right', render: (_v, row) => qty(row.pendingPo) },
      {
        title: 'Pending Application',
        key: 'pendingApplication',
        align: 'right',
        render: (_v, row) => qty(row.pendingApplication),
      },
      { title: 'Suggested PO', key: 'suggestedPo', align: 'right', render: (_v, row) => qty(row.suggestedPo) },
      {
        title: 'Supplier Stock',
        key: 'suppliers',
        render: (_v, row) => (
          <Space direction="vertical" size={0} style={{ fontSize: 12 }}>
            {row.rawMaterialSuplierStock.map((s) => (
              <span key={s.suplierId}>
                {s.suplierName}: {qty(s.quantity)}
              </span>
            ))}
          </Space>
        ),
      },
      {
        title: 'Low',
        key: 'low',
        render: (_v, row) => (row.low ? <Tag color="red">Low</Tag> : <Tag color="green">OK</Tag>),
      },
    ],
    [],
  );

  return (
    <>
      <PageTitleOf url="/raw-material-stock-monitor" />
      <CrudTable<TRawMaterialStock>
        rowKey="rawMaterialId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={columns}
        testId="stock-alarm-table"
        toolbar={
          <Checkbox checked={onlyLow} onChange={(e) => setOnlyLow(e.target.checked)} data-testid="stock-alarm-low">
            Low only
          </Checkbox>
        }
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOrdering(row)} data-testid="stock-alarm-new-order">
            New Order
          </Button>
        )}
      />
      {ordering ? (
        <PurchaseOrderDialog open order={null} prefill={prefillOf(ordering)} onClose={() => setOrdering(null)} />
      ) : null}
    </>
  );
}
