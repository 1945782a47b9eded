import type { TRawMaterial } from '@packline/domain';
import { archiveColumns } from '../../ui/archive-columns.tsx';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { queryTableProps } from '../../ui/use-crud-resource.ts';
import { useDeletedRawMaterials } from './raw-material.api.ts';
import { rawMaterialColumns } from './raw-material-columns.tsx';

const columns = [...rawMaterialColumns, ...archiveColumns<TRawMaterial>()];

/** spec 02 §2: the read-only archive of deleted raw materials. */
export default function DeletedRawMaterialPage() {
  const deleted = useDeletedRawMaterials();
  return (
    <>
      <PageTitle>Deleted Raw Materials</PageTitle>
      <CrudTable<TRawMaterial> {...queryTableProps(deleted)} rowKey="rawMaterialId" columns={columns} />
    </>
  );
}
