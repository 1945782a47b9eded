import type { TBaseProduct } from '@packline/domain';
import { archiveColumns } from '../../ui/archive-columns.tsx';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { queryTableProps } from '../../ui/use-crud-resource.ts';
import { useDeletedBaseProducts } from './base-product.api.ts';
import { baseProductColumns } from './base-product-columns.tsx';

const columns = [...baseProductColumns.slice(0, 4), ...archiveColumns<TBaseProduct>()];

/** spec 02 §2: the read-only archive of deleted base products, with who deleted them, when and why. */
export default function DeletedBaseProductPage() {
  const deleted = useDeletedBaseProducts();
  return (
    <>
      <PageTitle>Deleted Base Products</PageTitle>
      <CrudTable<TBaseProduct> {...queryTableProps(deleted)} rowKey="baseProductId" columns={columns} />
    </>
  );
}
