import {
  formatCount,
  formatDate,
  type TBatchBalance,
  type TLotBalance,
  type TMassBalance,
  type TRecallBox,
  type TRecallDispatch,
  type TRecallRawBox,
  type TRecallTrace,
  type TRecallWorkOrder,
} from '@packline/domain';
import { Card, Empty, Space, Tabs, Tree, type TreeDataNode, Typography } from 'antd';
import { type Key, useMemo } from 'react';
import { ListTable, type TListColumn } from '../../ui/list-table.tsx';
import { traceTree } from './recall-tree.ts';

// The trace of the Recall screen as a tree and as tables, and the mass balance beside it (issue 33 §3).

const where = (plate: string | null, cell: string | null) => [plate, cell].filter(Boolean).join(' / ');
const right = 'right' as const;

const RAW_COLUMNS: TListColumn<TRecallRawBox>[] = [
  { key: 'boxCode', title: 'Raw Material Box', dataIndex: 'boxCode' },
  { key: 'material', title: 'Raw Material', render: (_v, r) => `${r.rawMaterialCode} — ${r.rawMaterialName}` },
  { key: 'supplierLot', title: 'Supplier Lot', dataIndex: 'supplierLot' },
  { key: 'poNumber', title: 'PO', dataIndex: 'poNumber' },
  { key: 'suplierName', title: 'Supplier', dataIndex: 'suplierName' },
  { key: 'receivingNo', title: 'Receiving', dataIndex: 'receivingNo' },
  { key: 'quantity', title: 'KG', dataIndex: 'quantity', align: right, render: formatCount },
  { key: 'whereNow', title: 'Where Now', dataIndex: 'whereNow' },
  { key: 'place', title: 'Pallet / Cell', render: (_v, r) => where(r.plateCode, r.cellCode) },
  { key: 'direction', title: 'Found', dataIndex: 'direction' },
];

const ORDER_COLUMNS: TListColumn<TRecallWorkOrder>[] = [
  { key: 'workOrderNo', title: 'Work Order', dataIndex: 'workOrderNo' },
  { key: 'product', title: 'Product', render: (_v, w) => `${w.productCode} — ${w.productName}` },
  { key: 'quantity', title: 'Quantity', dataIndex: 'quantity', align: right, render: formatCount },
  { key: 'orderNo', title: 'Sales Order', dataIndex: 'orderNo' },
  { key: 'operators', title: 'Operators', render: (_v, w) => w.operators.join(', ') },
  { key: 'direction', title: 'Found', dataIndex: 'direction' },
];

const boxColumns = (orders: Map<number, string>): TListColumn<TRecallBox>[] => [
  { key: 'barCode', title: 'Box Barcode', dataIndex: 'barCode' },
  { key: 'product', title: 'Product', render: (_v, b) => `${b.productCode} — ${b.productName}` },
  { key: 'batch', title: 'Batch', render: (_v, b) => (b.workOrderId ? (orders.get(b.workOrderId) ?? '') : '') },
  { key: 'isSemi', title: 'Kind', render: (_v, b) => (b.isSemi ? 'Semi-finished' : 'Finished') },
  { key: 'madeQuantity', title: 'Made', dataIndex: 'madeQuantity', align: right, render: formatCount },
  { key: 'quantity', title: 'In Box Now', dataIndex: 'quantity', align: right, render: formatCount },
  { key: 'statusName', title: 'Where Now', dataIndex: 'statusName' },
  { key: 'place', title: 'Pallet / Cell', render: (_v, b) => where(b.plateCode, b.cellCode) },
  { key: 'direction', title: 'Found', dataIndex: 'direction' },
];

const DISPATCH_COLUMNS: TListColumn<TRecallDispatch>[] = [
  { key: 'packingSlipNo', title: 'Packing Slip', dataIndex: 'packingSlipNo' },
  { key: 'company', title: 'Customer', dataIndex: 'company' },
  { key: 'deliveryAddress', title: 'Delivery Address', dataIndex: 'deliveryAddress' },
  { key: 'contactPerson', title: 'Contact', dataIndex: 'contactPerson' },
  { key: 'email', title: 'E-mail', dataIndex: 'email' },
  { key: 'orderNo', title: 'Sales Order', dataIndex: 'orderNo' },
  { key: 'quantity', title: 'Quantity', dataIndex: 'quantity', align: right, render: formatCount },
  { key: 'completedAt', title: 'Dispatched', render: (_v, d) => formatDate(d.completedAt) },
  { key: 'deliveredAt', title: 'Delivered', render: (_v, d) => formatDate(d.deliveredAt) },
];

/** A tree this size opens whole; a bigger one opens its first levels, the rest a click away. */
const OPEN_WHOLE_BELOW = 200;
const OPEN_LEVELS = 4;

function expandedKeys(tree: TreeDataNode[]): Key[] {
  const keys: Key[] = [];
  let count = 0;
  const visit = (nodes: TreeDataNode[] | undefined, level: number, all: boolean) => {
    for (const node of nodes ?? []) {
      count++;
      if (node.children?.length && (all || level < OPEN_LEVELS)) keys.push(node.key);
      visit(node.children, level + 1, all);
    }
  };
  visit(tree, 0, true);
  if (count < OPEN_WHOLE_BELOW) return keys;
  keys.length = 0;
  visit(tree, 0, false);
  return keys;
}

/** The trace: the tree, and a table of each kind of node. */
export function TraceView({ trace, testId = 'recall-tree' }: { trace: TRecallTrace; testId?: string }) {
  const tree = useMemo(() => traceTree(trace), [trace]);
  const expanded = useMemo(() => expandedKeys(tree), [tree]);
  const orders = useMemo(() => new Map(trace.workOrders.map((w) => [w.workOrderId, w.workOrderNo])), [trace]);
  const table = <T extends object>(rowKey: keyof T & string, columns: TListColumn<T>[], rows: T[], testId: string) => (
    <ListTable<T> rowKey={rowKey} size="small" columns={columns} dataSource={rows} data-testid={testId} />
  );
  return (
    <Tabs
      items={[
        {
          key: 'tree',
          label: 'Tree',
          children:
            tree.length === 0 ? (
              <Empty description="Nothing traced" />
            ) : (
              <div data-testid={testId} style={{ overflowX: 'auto' }}>
                <Tree treeData={tree} defaultExpandedKeys={expanded} showLine selectable={false} />
              </div>
            ),
        },
        {
          key: 'raw',
          label: `Raw material boxes (${trace.rawMaterialBoxes.length})`,
          children: table('rawMaterialBoxId', RAW_COLUMNS, trace.rawMaterialBoxes, 'recall-raw-boxes'),
        },
        {
          key: 'orders',
          label: `Work orders (${trace.workOrders.length})`,
          children: table('workOrderId', ORDER_COLUMNS, trace.workOrders, 'recall-work-orders'),
        },
        {
          key: 'boxes',
          label: `Boxes (${trace.boxes.length})`,
          children: table('boxId', boxColumns(orders), trace.boxes, 'recall-boxes'),
        },
        {
          key: 'dispatches',
          label: `Dispatches (${trace.dispatches.length})`,
          children: (
            <ListTable<TRecallDispatch>
              rowKey={(d) => `${d.dispatchId}-${d.boxId}`}
              size="small"
              columns={DISPATCH_COLUMNS}
              dataSource={trace.dispatches}
              data-testid="recall-dispatches"
            />
          ),
        },
      ]}
    />
  );
}

const red = (text: string, on: boolean) => (on ? <Typography.Text type="danger">{text}</Typography.Text> : text);

const lotColumns = (tolerance: number): TListColumn<TLotBalance>[] => [
  { key: 'lot', title: 'Lot', render: (_v, l) => `${l.lot} (${l.rawMaterialCode})` },
  {
    key: 'difference',
    title: `Difference (±${tolerance} %)`,
    align: right,
    render: (_v, l) => red(`${formatCount(l.difference)} (${formatCount(l.differencePercent)} %)`, l.outOfTolerance),
  },
  { key: 'unit', title: 'Unit', dataIndex: 'unit' },
  { key: 'received', title: 'Received', dataIndex: 'received', align: right, render: formatCount },
  {
    key: 'used',
    title: 'Used',
    align: right,
    render: (_v, l) => (
      <span title={l.usedByWorkOrder.map((u) => `${u.workOrderNo}: ${formatCount(u.quantity)}`).join('\n')}>
        {formatCount(l.used)}
      </span>
    ),
  },
  {
    key: 'issuedNotTraced',
    title: 'Issued, Not Traced',
    dataIndex: 'issuedNotTraced',
    align: right,
    render: formatCount,
  },
  { key: 'inStock', title: 'In Stock', dataIndex: 'inStock', align: right, render: formatCount },
  { key: 'writtenOff', title: 'Written Off', dataIndex: 'writtenOff', align: right, render: formatCount },
  { key: 'returnedToSupplier', title: 'Returned', dataIndex: 'returnedToSupplier', align: right, render: formatCount },
];

const batchOut = (b: TBatchBalance, tolerance: number) =>
  b.made > 0 ? (Math.abs(b.difference) / b.made) * 100 > tolerance : b.difference !== 0;

const batchColumns = (tolerance: number): TListColumn<TBatchBalance>[] => [
  { key: 'workOrderNo', title: 'Batch', render: (_v, b) => `${b.workOrderNo} (${b.productCode})` },
  {
    key: 'difference',
    title: 'Difference',
    align: right,
    render: (_v, b) => red(formatCount(b.difference), batchOut(b, tolerance)),
  },
  { key: 'made', title: 'Made', dataIndex: 'made', align: right, render: formatCount },
  { key: 'inStock', title: 'In Stock', dataIndex: 'inStock', align: right, render: formatCount },
  { key: 'onHold', title: 'On Hold', dataIndex: 'onHold', align: right, render: formatCount },
  { key: 'inDispatching', title: 'Picking', dataIndex: 'inDispatching', align: right, render: formatCount },
  {
    key: 'dispatched',
    title: 'Dispatched',
    align: right,
    render: (_v, b) => (
      <span title={b.dispatchedByCustomer.map((c) => `${c.company}: ${formatCount(c.quantity)}`).join('\n')}>
        {formatCount(b.dispatched)}
      </span>
    ),
  },
  { key: 'returned', title: 'Returned', dataIndex: 'returned', align: right, render: formatCount },
  { key: 'writtenOff', title: 'Written Off', dataIndex: 'writtenOff', align: right, render: formatCount },
  { key: 'usedByProduction', title: 'Used Later', dataIndex: 'usedByProduction', align: right, render: formatCount },
];

/** The mass balance: per raw material lot, then per batch; a difference above the tolerance is red. */
export function BalanceView({ balance }: { balance: TMassBalance }) {
  const t = balance.tolerancePercent;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="recall-balance">
      <Card size="small" title="Raw material lots">
        <ListTable<TLotBalance>
          rowKey={(l) => `${l.rawMaterialId}-${l.lot}`}
          size="small"
          pagination={false}
          columns={lotColumns(t)}
          dataSource={balance.lots}
          expandable={
            balance.lots.some((l) => l.usedByWorkOrder.length > 0)
              ? {
                  rowExpandable: (l) => l.usedByWorkOrder.length > 0,
                  expandedRowRender: (l) =>
                    `Used by: ${l.usedByWorkOrder.map((u) => `${u.workOrderNo} ${formatCount(u.quantity)} ${l.unit}`).join('; ')}`,
                }
              : undefined
          }
          data-testid="recall-balance-lots"
        />
      </Card>
      <Card size="small" title="Batches">
        <ListTable<TBatchBalance>
          rowKey="workOrderId"
          size="small"
          pagination={false}
          columns={batchColumns(t)}
          dataSource={balance.batches}
          expandable={
            balance.batches.some((b) => b.dispatchedByCustomer.length > 0)
              ? {
                  rowExpandable: (b) => b.dispatchedByCustomer.length > 0,
                  expandedRowRender: (b) =>
                    `Dispatched to: ${b.dispatchedByCustomer.map((c) => `${c.company} ${formatCount(c.quantity)}`).join('; ')}`,
                }
              : undefined
          }
          data-testid="recall-balance-batches"
        />
      </Card>
    </Space>
  );
}
