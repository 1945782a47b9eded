import { RAW_MATERIAL_BOX_ACTIVE, type TRawMaterialBox } from '@packline/domain';
import { Segmented } from 'antd';
import { useState } from 'react';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { rawMaterialBoxColumns } from './raw-material-application-columns.tsx';
import { useRawMaterialBoxPage } from './raw-material-applications.api.ts';

// spec 02 §2 Obsolete Raw Material Box: the raw material boxes, read-only, paged by the server: the live ones (where
// each stands) and the obsolete ones.

const LISTS = [
  { value: RAW_MATERIAL_BOX_ACTIVE.Active, label: 'Raw Material Box' },
  { value: RAW_MATERIAL_BOX_ACTIVE.Obsolete, label: 'Obsolete Raw Material Box' },
];

export default function RawMaterialBoxPage() {
  const [active, setActive] = useState<number>(RAW_MATERIAL_BOX_ACTIVE.Active);
  const page = useRawMaterialBoxPage({ active });
  return (
    <>
      <PageTitle>Obsolete Raw Material Box</PageTitle>
      <CrudTable<TRawMaterialBox>
        rowKey="rawMaterialBoxId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={rawMaterialBoxColumns}
        toolbar={
          <Segmented<number> options={LISTS} value={active} onChange={setActive} data-testid="raw-material-box-list" />
        }
      />
    </>
  );
}
