import { formatCount, formatDateTime, PALLET_PLACES, type TPallet } from '@packline/domain';
import { Button, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { useReferenceOptions } from '../../ui/use-reference.ts';
import { usePalletPage } from './temp-zones.api.ts';
import { PalletDetailDialog, placeOfPallet } from './temporary-zone-dialogs.tsx';

// spec 02 §2 Pallet list: every pallet with its type, where it stands (a cell, a temporary zone, or not placed) and how
// many boxes it holds; paged, sorted and searched by the server (Plate/GetAllPlate), 10 rows a page (spec 02 §9).
// Boxes opens the pallet's boxes.

const PLACE_LABELS: Record<(typeof PALLET_PLACES)[number], string> = {
  cell: 'In a shelf cell',
  tempzone: 'In a temporary zone',
  none: 'Not placed',
};
const PLACE_OPTIONS = PALLET_PLACES.map((place) => ({ value: place, label: PLACE_LABELS[place] }));

const COLUMNS: TCrudColumn<TPallet>[] = [
  { key: 'plateCode', dataIndex: 'plateCode', title: 'Pallet Code', sortField: 'plateCode' },
  { key: 'plateType', dataIndex: ['plateType', 'plateTypeName'], title: 'Pallet Type', sortField: 'plateTypeId' },
  { key: 'position', title: 'Where', sortField: 'position', render: (_value, row) => placeOfPallet(row) },
  {
    key: 'boxCount',
    dataIndex: 'boxCount',
    title: 'Boxes',
    align: 'right',
    sortField: 'boxCount',
    render: formatCount,
  },
  { key: 'packageFlag', title: 'Packaging', render: (_value, row) => (row.packageFlag === 1 ? 'Yes' : 'No') },
  { key: 'notes', dataIndex: 'notes', title: 'Notes' },
  {
    key: 'createdAt',
    title: 'Created At',
    sortField: 'createdAt',
    render: (_value, row) => formatDateTime(row.createdAt),
  },
];

export default function PalletListPage() {
  const [plateTypeId, setPlateTypeId] = useState<number | undefined>();
  const [place, setPlace] = useState<string | undefined>();
  const filters = useMemo(() => ({ plateTypeId, place }), [plateTypeId, place]);
  const pallets = usePalletPage(filters);
  const types = useReferenceOptions('plateType');
  const [open, setOpen] = useState<TPallet | null>(null);

  return (
    <>
      <PageTitleOf url="/pallet-list" />
      <CrudTable<TPallet>
        {...pallets.tableProps}
        searchProps={pallets.searchProps}
        rowKey="plateId"
        columns={COLUMNS}
        testId="pallet-list"
        rowActions={(row) => (
          <Button size="small" onClick={() => setOpen(row)} data-testid="pallet-list-open">
            Boxes
          </Button>
        )}
        toolbar={
          <Space wrap>
            <Select
              allowClear
              placeholder="Pallet Type"
              value={plateTypeId}
              onChange={setPlateTypeId}
              options={types.options}
              loading={types.loading}
              style={{ width: 160 }}
              data-testid="pallet-list-type"
            />
            <Select
              allowClear
              placeholder="Where"
              value={place}
              onChange={setPlace}
              options={PLACE_OPTIONS}
              style={{ width: 180 }}
              data-testid="pallet-list-place"
            />
          </Space>
        }
      />
      <PalletDetailDialog pallet={open} readOnly onClose={() => setOpen(null)} />
    </>
  );
}
