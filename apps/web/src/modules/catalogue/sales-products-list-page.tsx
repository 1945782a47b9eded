import type { TProduct } from '@packline/domain';
import { Button } from 'antd';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { ListDialog, useRowDialog } from '../../ui/list-dialog.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import {
  baseProductColumn,
  codeColumn,
  customerColumn,
  moqColumn,
  packagingColumn,
  productNameColumn,
} from './product-columns.tsx';
import { useProductPage } from './products.api.ts';
import { ProductInfo } from './sales-product-info.tsx';

const columns: TCrudColumn<TProduct>[] = [
  customerColumn,
  productNameColumn,
  codeColumn,
  baseProductColumn,
  packagingColumn,
  moqColumn,
];

/** The customer product list for sales (read-only): customer, code, base product, packaging. */
export default function SalesProductsListPage() {
  // The server sorts, searches and pages; the screen asks for one page (issue 13 §2).
  const page = useProductPage();
  const info = useRowDialog<TProduct>();
  return (
    <>
      <PageTitle>Sales Products List</PageTitle>
      <CrudTable<TProduct>
        {...page.tableProps}
        searchProps={page.searchProps}
        rowKey="productId"
        columns={columns}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => info.openFor(row)} data-testid="sales-product-info">
            Info
          </Button>
        )}
      />
      <ListDialog {...info.dialogProps} title={`Product: ${info.row?.displayName ?? ''}`}>
        {info.row && <ProductInfo productId={info.row.productId} />}
      </ListDialog>
    </>
  );
}
