import { formatCount, INSPECTION_REPORT_MONTHS, parseImages, type TUnloadingInspection } from '@packline/domain';
import { Button, Image, Space } from 'antd';
import { useState } from 'react';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { DateRangeFilter, lastMonthsRange, rangeParams, type TDateRange } from '../../ui/date-range-filter.tsx';
import { ListTable } from '../../ui/list-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { SUPPLIER_PICKER } from '../suppliers/suppliers.api.ts';
import { useReceivingPage } from './receiving.api.ts';
import { RECEIVING_COLUMNS } from './receiving-columns.tsx';

// /inspection-report (issue 16: no screen in the documents): the receiving inspection report — the receivings that
// arrived in a date range (the last 6 months by default), optionally of one supplier, each with its condition, notes,
// images and the quantities per line (ordered, received this time, received in all).

const RANGE_PRESETS = [
  { label: 'Last month', months: 1 },
  { label: 'Last 3 months', months: 3 },
  { label: 'Last 6 months', months: INSPECTION_REPORT_MONTHS },
  { label: 'Last year', months: 12 },
];
const defaultRange = () => lastMonthsRange(INSPECTION_REPORT_MONTHS);

function LineTable({ receiving }: { receiving: TUnloadingInspection }) {
  return (
    <ListTable
      size="small"
      rowKey="detailId"
      pagination={false}
      dataSource={receiving.unloadingDetail}
      columns={[
        { title: 'Code', dataIndex: 'itemCode' },
        { title: 'Description', dataIndex: 'itemName' },
        { title: 'Unit', dataIndex: 'unit' },
        { title: 'PO Qty', dataIndex: 'poQuantity', align: 'right', render: formatCount },
        { title: 'This Received Qty', dataIndex: 'revQuantity', align: 'right', render: formatCount },
        { title: 'Received Qty', dataIndex: 'totalRevQty', align: 'right', render: formatCount },
        { title: 'Handled Qty', dataIndex: 'handledQuantity', align: 'right', render: formatCount },
        { title: 'Note', dataIndex: 'note' },
      ]}
    />
  );
}

function Images({ value }: { value: string | null }) {
  const images = parseImages(value);
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap>
        {images.map((image) => (
          <Image
            key={image.uid}
            src={image.url}
            alt={image.name}
            width={40}
            height={40}
            style={{ objectFit: 'cover' }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

const columns: TCrudColumn<TUnloadingInspection>[] = [
  RECEIVING_COLUMNS.arrivalTime,
  RECEIVING_COLUMNS.no,
  RECEIVING_COLUMNS.supplier,
  RECEIVING_COLUMNS.poNo,
  { ...RECEIVING_COLUMNS.referenceNo, defaultHidden: true },
  RECEIVING_COLUMNS.receiver,
  { ...RECEIVING_COLUMNS.condition, maxWidth: 160, defaultHidden: true },
  { ...RECEIVING_COLUMNS.notes, maxWidth: 160 },
  { title: 'Images', key: 'images', render: (_v, row) => <Images value={row.images} /> },
  RECEIVING_COLUMNS.status,
];

export default function InspectionReportPage() {
  const [range, setRange] = useState<TDateRange>(defaultRange);
  const [suplierId, setSuplierId] = useState<number | null>(null);
  const page = useReceivingPage({ ...rangeParams(range), suplierId: suplierId ?? undefined });

  return (
    <>
      <PageTitleOf url="/inspection-report" />
      <CrudTable<TUnloadingInspection>
        rowKey="inspectionId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={columns}
        testId="inspection-report-table"
        expandable={{ expandedRowRender: (row) => <LineTable receiving={row} />, defaultExpandAllRows: true }}
        toolbar={
          <Space wrap>
            <DateRangeFilter value={range} onChange={setRange} presets={RANGE_PRESETS} testId="inspection-range" />
            <Button onClick={() => setRange(defaultRange())} data-testid="inspection-clear-date">
              Clear Date
            </Button>
            <RemoteSelect
              source={SUPPLIER_PICKER}
              value={suplierId}
              onChange={setSuplierId}
              allowClear
              placeholder="All suppliers"
              style={{ width: 240 }}
              testId="inspection-supplier"
            />
          </Space>
        }
      />
    </>
  );
}
