import type { TProduct } from '@packline/domain';
import { archiveColumns } from '../../ui/archive-columns.tsx';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { queryTableProps } from '../../ui/use-crud-resource.ts';
import { baseProductColumn, codeColumn, customerColumn } from './product-columns.tsx';
import { useDeletedProducts } from './products.api.ts';

const columns: TCrudColumn<TProduct>[] = [
  customerColumn,
  { key: 'productName', dataIndex: 'productName', title: 'Product' },
  codeColumn,
  baseProductColumn,
  ...archiveColumns<TProduct>(),
];

/** spec 02 §2: the read-only archive of deleted products, with who deleted them, when and why. */
export default function DeletedProductPage() {
  const deleted = useDeletedProducts();
  return (
    <>
      <PageTitle>Deleted Products</PageTitle>
      <CrudTable<TProduct> {...queryTableProps(deleted)} rowKey="productId" columns={columns} />
    </>
  );
}
