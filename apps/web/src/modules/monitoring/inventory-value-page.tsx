import { EXPORT_MESSAGES, type TStockPriceRow } from '@packline/domain';
import { Button, Card, Modal, Space, Statistic } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { downloadInventory, useStockPricePage, useStockPriceTotals } from './monitoring.api.ts';

// spec 02 §2 Inventory (/prod-inventory-report): each product's stock, cartons, list price per carton and value,
// 2,000 rows a page (or 10,000, rendered virtually), with the totals of the whole list above; Export downloads the
// whole list (of the search) as an Excel workbook, streamed by the server.

const money = (value: number | null) =>
  value === null ? '' : value.toLocaleString('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const COLUMNS: TCrudColumn<TStockPriceRow>[] = [
  { key: 'productCode', dataIndex: 'productCode', title: 'Product Code', sortField: 'productCode' },
  { key: 'productName', dataIndex: 'productName', title: 'Product', sortField: 'productName' },
  {
    key: 'productInStock',
    dataIndex: 'productInStock',
    title: 'In Stock',
    align: 'right',
    sortField: 'productInStock',
  },
  { key: 'cartonQuantity', dataIndex: 'cartonQuantity', title: 'Per Carton', align: 'right' },
  { key: 'cartonStock', dataIndex: 'cartonStock', title: 'Carton Stock', align: 'right' },
  { key: 'unitPrice', title: 'Unit Price', align: 'right', render: (_v, row) => money(row.unitPrice) },
  { key: 'price', title: 'Value', align: 'right', sortField: 'price', render: (_v, row) => money(row.price) },
];

export default function InventoryValuePage() {
  const page = useStockPricePage();
  const search = page.server.searchInput.trim();
  const totals = useStockPriceTotals(search);
  const [exporting, setExporting] = useState(false);
  const exportExcel = async () => {
    if (page.server.total === 0) {
      Modal.info({ title: EXPORT_MESSAGES.noData, content: EXPORT_MESSAGES.noDataDetail });
      return;
    }
    setExporting(true);
    await succeeded(downloadInventory(search));
    setExporting(false);
  };
  return (
    <>
      <PageTitleOf url="/prod-inventory-report" />
      <Card size="small" style={{ marginBottom: 12 }} data-testid="inventory-totals">
        <Space size="large" wrap>
          <Statistic title="Pieces in stock" value={totals.data?.productInStock ?? 0} />
          <Statistic title="Cartons" value={totals.data?.cartonStock ?? 0} />
          <Statistic title="Value" value={money(totals.data?.price ?? 0)} prefix="$" />
        </Space>
      </Card>
      <CrudTable<TStockPriceRow>
        rowKey="productId"
        rows={page.rows}
        loading={page.loading}
        server={page.server}
        columns={COLUMNS}
        testId="inventory-value"
        toolbar={
          <Button onClick={exportExcel} loading={exporting} data-testid="inventory-export">
            Export
          </Button>
        }
      />
    </>
  );
}
