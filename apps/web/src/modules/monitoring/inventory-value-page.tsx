import { countOf, EXPORT_MESSAGES, formatCount, formatMoney, type TStockPriceRow } from '@packline/domain';
import { Button, Card, Modal, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { downloadInventory, useStockPricePage, useStockPriceTotals } from './monitoring.api.ts';

// spec 02 §2 Inventory (/prod-inventory-report): each product's stock, cartons, list price per carton and value,
// 2,000 rows a page (or 10,000, rendered virtually), with the totals of the whole list above; Export downloads the
// whole list (of the search) as an Excel workbook, streamed by the server.

/** Whole cartons and the pieces over them ('6 + 100 pcs'): all the pieces the row's value counts. */
const cartonsOf = (row: TStockPriceRow) =>
  row.loosePieces > 0 && row.cartonQuantity
    ? `${formatCount(row.cartonStock)} + ${formatCount(row.loosePieces)} pcs`
    : formatCount(row.cartonStock);

const COLUMNS: TCrudColumn<TStockPriceRow>[] = [
  { key: 'productCode', dataIndex: 'productCode', title: 'Product Code', sortField: 'productCode' },
  { key: 'productName', dataIndex: 'productName', title: 'Product', sortField: 'productName' },
  {
    key: 'productInStock',
    dataIndex: 'productInStock',
    title: 'In Stock',
    align: 'right',
    sortField: 'productInStock',
    render: (_v, row) => formatCount(row.productInStock),
  },
  {
    key: 'cartonQuantity',
    title: 'Per Carton',
    align: 'right',
    render: (_v, row) => formatCount(row.cartonQuantity),
  },
  { key: 'cartonStock', title: 'Carton Stock', align: 'right', render: (_v, row) => cartonsOf(row) },
  { key: 'unitPrice', title: 'Unit Price', align: 'right', render: (_v, row) => formatMoney(row.unitPrice) },
  { key: 'price', title: 'Value', align: 'right', sortField: 'price', render: (_v, row) => formatMoney(row.price) },
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
          <Statistic title="Value" value={formatMoney(totals.data?.price ?? 0)} prefix="$" />
          {totals.data?.unpricedProducts ? (
            <Typography.Text type="warning" data-testid="inventory-unpriced">
              Not in the value: {countOf(totals.data.unpricedProducts, 'product')} with no unit price, holding{' '}
              {countOf(totals.data.unpricedPieces, 'piece')} (valued as $0).
            </Typography.Text>
          ) : null}
        </Space>
      </Card>
      <CrudTable<TStockPriceRow>
        rowKey="productId"
        {...page.tableProps}
        searchProps={page.searchProps}
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
