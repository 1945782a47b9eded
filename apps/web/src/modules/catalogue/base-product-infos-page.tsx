import type { TBaseProduct } from '@packline/domain';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useBaseProductPage } from './base-product.api.ts';
import { baseProductColumns, imageColumn } from './base-product-columns.tsx';

const INFO_KEYS = new Set(['baseProductName', 'productCode', 'productType', 'packagingType', 'visible']);
const columns = [...baseProductColumns.filter((c) => INFO_KEYS.has(String(c.key))), imageColumn];

/** spec 02 §2: the read-only base product list (name, code, type, packaging, visible, image). */
export default function BaseProductInfosPage() {
  const page = useBaseProductPage();
  return (
    <>
      <PageTitle>Base product list</PageTitle>
      <CrudTable<TBaseProduct>
        {...page.tableProps}
        searchProps={page.searchProps}
        rowKey="baseProductId"
        columns={columns}
      />
    </>
  );
}
