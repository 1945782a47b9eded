import {
  formatCount,
  formatDate,
  formatDateTime,
  PAGES,
  SUBORDER_STATUS_COLOURS,
  type TTracedBox,
  type TTracedStep,
} from '@packline/domain';
import { Button, Card, Descriptions, Empty, Input, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { ListTable } from '../../ui/list-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { downloadSameBatchCsv, useSameBatch } from './traceability.api.ts';
import { RawMaterialBoxTrace, UsedRawMaterialBoxes } from './traceability-upstream.tsx';
import { WorkOrderStatusTag } from './tracking-steps.tsx';

// spec 02 §2 Product Traceability (/same-batch): scan or type a box barcode to see the work order that made it, each
// step with its machine, operators and times, and every box of the same batch with where it went (pallet, packing
// slip, order, customer); Export CSV downloads that table. Upstream (issue 16): the raw material boxes the batch used
// with their POs, suppliers and receivings; a raw material box code (the "Raw material box" choice) traces that box.

const TITLE = PAGES.find((p) => p.url === '/same-batch')?.title ?? 'Product Traceability';

const stepColumns = [
  { title: 'Step', key: 'step', render: (_: unknown, s: TTracedStep) => `${s.sequenceNo}. ${s.actionName}` },
  { title: 'Machine', dataIndex: 'machineName' },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, s: TTracedStep) => (
      <Tag color={SUBORDER_STATUS_COLOURS[s.suborderStatusId]}>{s.suborderStatusName}</Tag>
    ),
  },
  { title: 'Operators', key: 'operators', render: (_: unknown, s: TTracedStep) => s.operators.join(', ') },
  { title: 'Started', key: 'startedAt', render: (_: unknown, s: TTracedStep) => formatDateTime(s.startedAt) },
  { title: 'Completed', key: 'completed', render: (_: unknown, s: TTracedStep) => formatDateTime(s.completedDate) },
  { title: 'Made', dataIndex: 'completedQuantity', align: 'right' as const, render: formatCount },
];

const dispatchText = (b: TTracedBox, value: (d: TTracedBox['dispatches'][number]) => string) =>
  b.dispatches.map(value).join('; ');

const boxColumns = [
  { title: 'Box Barcode', dataIndex: 'barCode' },
  { title: 'Quantity', dataIndex: 'quantity', align: 'right' as const, render: formatCount },
  { title: 'Status', dataIndex: 'statusName' },
  { title: 'Made At', key: 'createdAt', render: (_: unknown, b: TTracedBox) => formatDateTime(b.createdAt) },
  { title: 'Pallet', dataIndex: 'plateCode' },
  {
    title: 'Packing Slip',
    key: 'slip',
    render: (_: unknown, b: TTracedBox) => dispatchText(b, (d) => d.packingSlipNo),
  },
  { title: 'Sales Order', key: 'order', render: (_: unknown, b: TTracedBox) => dispatchText(b, (d) => d.orderNo) },
  { title: 'Customer', key: 'customer', render: (_: unknown, b: TTracedBox) => dispatchText(b, (d) => d.company) },
  {
    title: 'Dispatched At',
    key: 'dispatchedAt',
    render: (_: unknown, b: TTracedBox) => dispatchText(b, (d) => formatDate(d.completedAt)),
  },
];

type TScanned = 'box' | 'rawMaterialBox';

export default function TraceabilityPage() {
  const [scanned, setScanned] = useState<TScanned>('box');
  // What is typed, and the code traced (on Trace only): a switch of mode clears both, so a box barcode is never traced
  // as a raw material box code, nor the other way round (issue 30).
  const [typed, setTyped] = useState('');
  const [barCode, setBarCode] = useState('');
  const switchMode = (mode: TScanned) => {
    setScanned(mode);
    setTyped('');
    setBarCode('');
  };
  const batch = useSameBatch(scanned === 'box' ? barCode : '');
  const data = batch.data;
  const w = data?.workOrder;
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <Space style={{ marginBottom: 12 }} wrap>
        <Segmented<TScanned>
          value={scanned}
          onChange={switchMode}
          options={[
            { value: 'box', label: 'Box of product' },
            { value: 'rawMaterialBox', label: 'Raw material box' },
          ]}
          data-testid="trace-kind"
        />
        <Input.Search
          allowClear
          enterButton="Trace"
          placeholder={scanned === 'box' ? 'Scan or type a box barcode' : 'Scan or type a raw material box code'}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setBarCode(value.trim())}
          style={{ width: 360 }}
          data-testid="trace-barcode"
        />
        <Button
          disabled={!data || scanned !== 'box'}
          onClick={() => data && succeeded(downloadSameBatchCsv(data))}
          data-testid="trace-export"
        >
          Export CSV
        </Button>
      </Space>
      {scanned === 'rawMaterialBox' ? (
        barCode === '' ? (
          <Empty description="Scan a raw material box to trace it" />
        ) : (
          <RawMaterialBoxTrace boxCode={barCode} />
        )
      ) : !data || !w ? (
        <Empty description={batch.isFetching ? 'Loading…' : 'Scan a box to trace its batch'} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Card size="small" title={`Work Order ${w.workOrderNo}`}>
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="Product">{`${w.productCode} — ${w.productName}`}</Descriptions.Item>
              <Descriptions.Item label="Quantity">{formatCount(w.quantity)}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <WorkOrderStatusTag statusId={w.workOrderStatusId} />
              </Descriptions.Item>
              <Descriptions.Item label="Order Type">{w.orderTypeName}</Descriptions.Item>
              <Descriptions.Item label="Source">{w.workOrderSourceName}</Descriptions.Item>
              <Descriptions.Item label="Approved At">{formatDateTime(w.approvedAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title="Steps">
            <ListTable<TTracedStep>
              rowKey="suborderId"
              size="small"
              pagination={false}
              columns={stepColumns}
              dataSource={data.steps}
              data-testid="trace-steps"
            />
          </Card>
          <Card size="small" title={`Boxes of the same batch (${data.boxes.length})`}>
            <ListTable<TTracedBox>
              rowKey="boxId"
              size="small"
              columns={boxColumns}
              dataSource={data.boxes}
              rowClassName={(b) => (b.barCode === data.barCode ? 'ant-table-row-selected' : '')}
              data-testid="trace-boxes"
            />
          </Card>
          <UsedRawMaterialBoxes boxes={data.rawMaterialBoxes} />
        </Space>
      )}
    </>
  );
}
