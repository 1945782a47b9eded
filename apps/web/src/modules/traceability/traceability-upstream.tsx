import {
  formatCount,
  formatDateTime,
  type TRawMaterialBoxTrace,
  type TTracedRawMaterialBox,
  type TUsedRawMaterialBox,
} from '@packline/domain';
import { Card, Empty, Space } from 'antd';
import { ListTable } from '../../ui/list-table.tsx';
import { useRawMaterialBoxTrace } from './traceability.api.ts';

// Product Traceability upstream (issue 16 "Traceability, upstream"): the raw material boxes a batch used and, through
// their PO number, the purchase order, supplier and receiving; and a raw material box traced on its own.

const receivingText = (b: TTracedRawMaterialBox) => {
  const r = b.purchase?.receiving;
  return r
    ? `${r.no} (${r.containerNo}), ${formatDateTime(r.arrivalTime)}, ${r.unloadingPeople} — ${r.statusName}`
    : '';
};

/** Where a raw material box came from: the columns both tables share. */
const origin = <T extends TTracedRawMaterialBox>() => [
  { title: 'Raw Material Box', dataIndex: 'boxCode' },
  {
    title: 'Raw Material',
    key: 'rawMaterial',
    render: (_: unknown, b: T) => `${b.rawMaterialCode} — ${b.rawMaterialName}`,
  },
  { title: 'KG', dataIndex: 'quantity', align: 'right' as const, render: formatCount },
  { title: 'PO', key: 'po', render: (_: unknown, b: T) => b.purchase?.poNo ?? b.poNumber ?? '' },
  { title: 'PO Status', key: 'poStatus', render: (_: unknown, b: T) => b.purchase?.poStatusName ?? '' },
  { title: 'Supplier', key: 'supplier', render: (_: unknown, b: T) => b.purchase?.suplierName ?? '' },
  { title: 'Receiving', key: 'receiving', render: (_: unknown, b: T) => receivingText(b) },
];

const usedColumns = [
  { title: 'Step', key: 'step', render: (_: unknown, u: TUsedRawMaterialBox) => `${u.sequenceNo}. ${u.actionName}` },
  { title: 'Used At', key: 'usedAt', render: (_: unknown, u: TUsedRawMaterialBox) => formatDateTime(u.usedAt) },
  ...origin<TUsedRawMaterialBox>(),
];

/** The batch's raw material boxes with their POs, suppliers and receivings. */
export function UsedRawMaterialBoxes({ boxes }: { boxes: readonly TUsedRawMaterialBox[] }) {
  return (
    <Card size="small" title={`Raw material boxes used (${boxes.length})`}>
      <ListTable<TUsedRawMaterialBox>
        rowKey={(u) => `${u.suborderId}-${u.rawMaterialBoxId}-${u.usedAt}`}
        size="small"
        pagination={false}
        columns={usedColumns}
        dataSource={[...boxes]}
        locale={{ emptyText: 'No step named a raw material box it used.' }}
        data-testid="trace-raw-boxes"
      />
    </Card>
  );
}

type TUse = TRawMaterialBoxTrace['usedBy'][number];
const useColumns = [
  { title: 'Work Order No', dataIndex: 'workOrderNo' },
  { title: 'Product', key: 'product', render: (_: unknown, u: TUse) => `${u.productCode} — ${u.productName}` },
  { title: 'Step', key: 'step', render: (_: unknown, u: TUse) => `${u.sequenceNo}. ${u.actionName}` },
  { title: 'Used At', key: 'usedAt', render: (_: unknown, u: TUse) => formatDateTime(u.usedAt) },
];

/** A raw material box traced by its code: where it came from and the steps that used it. */
export function RawMaterialBoxTrace({ boxCode }: { boxCode: string }) {
  const trace = useRawMaterialBoxTrace(boxCode);
  const data = trace.data;
  if (!data) return <Empty description={trace.isFetching ? 'Loading…' : 'Scan a raw material box to trace it'} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={`Raw material box ${data.boxCode}`}>
        <ListTable<TTracedRawMaterialBox>
          rowKey="rawMaterialBoxId"
          size="small"
          pagination={false}
          columns={origin<TTracedRawMaterialBox>()}
          dataSource={[data]}
          data-testid="trace-raw-box"
        />
      </Card>
      <Card size="small" title="Used by">
        <ListTable<TUse>
          rowKey={(u) => `${u.workOrderId}-${u.sequenceNo}-${u.usedAt}`}
          size="small"
          pagination={false}
          columns={useColumns}
          dataSource={data.usedBy}
          data-testid="trace-raw-box-uses"
        />
      </Card>
    </Space>
  );
}
