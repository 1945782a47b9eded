import { formatCount, formatDate, PAGES, type TSalesOrderTracking, WORK_ORDER_STATUS } from '@packline/domain';
import { Checkbox, Space, Typography } from 'antd';
import { useState } from 'react';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { ShortfallTag } from '../work-orders/shortfall.tsx';
import { useSalesOrderTrackingPage } from './tracking.api.ts';
import { WorkOrderStatusTag, WorkOrderSteps } from './tracking-steps.tsx';

// Production Tracking per sales order (/production-Tracking/sales-order). The original showed a placeholder page with
// hard-coded sample rows (spec 02 §2); here it is real: each sales order with work orders, its work orders (not the
// cancelled) and each step's state, paged and searched by the server; "Open only" keeps orders with work still to do.

const TITLE = PAGES.find((p) => p.url === '/production-Tracking/sales-order')?.title ?? 'Production Tracking';

function WorkOrders({ order }: { order: TSalesOrderTracking }) {
  return (
    <Space direction="vertical" size={6} data-testid="sales-order-work-orders">
      {order.workOrders.map((w) => (
        <Space key={w.workOrderId} size={8} wrap align="start">
          <Typography.Text strong>{w.workOrderNo}</Typography.Text>
          <Typography.Text>
            {w.productCode} × {formatCount(w.quantity)}
          </Typography.Text>
          <WorkOrderStatusTag statusId={w.workOrderStatusId} />
          <ShortfallTag workOrder={w} />
          <WorkOrderSteps steps={w.suborders} />
        </Space>
      ))}
    </Space>
  );
}

const done = (order: TSalesOrderTracking) =>
  order.workOrders.filter((w) => w.workOrderStatusId === WORK_ORDER_STATUS.Completed).length;

const columns: TCrudColumn<TSalesOrderTracking>[] = [
  { title: 'Order No', dataIndex: 'orderNo', sortField: 'orderNo' },
  { title: 'Customer Order No', dataIndex: 'custOrderNo' },
  { title: 'Customer', dataIndex: 'company', maxWidth: 180 },
  { title: 'Order Status', dataIndex: 'orderStatusName' },
  {
    title: 'Order Date',
    key: 'orderDate',
    sortField: 'orderDate',
    defaultHidden: true,
    render: (_v, row) => formatDate(row.orderDate),
  },
  {
    title: 'Required Date',
    key: 'requiredDate',
    sortField: 'requiredDate',
    render: (_v, row) => formatDate(row.requiredDate),
  },
  { title: 'Completed', key: 'done', render: (_v, row) => `${done(row)} / ${row.workOrders.length}` },
  {
    title: 'Work Orders',
    key: 'workOrders',
    // A work order's steps wrap within the column rather than run past the screen (issue 30 item 12).
    render: (_v, row) => (
      <div style={{ maxWidth: 560 }}>
        <WorkOrders order={row} />
      </div>
    ),
  },
];

export default function SalesOrderTrackingPage() {
  const [openOnly, setOpenOnly] = useState(true);
  const page = useSalesOrderTrackingPage({ open: openOnly ? '1' : undefined });
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <CrudTable<TSalesOrderTracking>
        rowKey="orderId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={columns}
        toolbar={
          <Checkbox checked={openOnly} onChange={(e) => setOpenOnly(e.target.checked)} data-testid="tracking-open-only">
            Open only
          </Checkbox>
        }
      />
    </>
  );
}
