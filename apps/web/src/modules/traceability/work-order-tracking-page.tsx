import {
  formatCount,
  formatDate,
  PAGES,
  type TWorkOrderDetail,
  WORK_ORDER_STATUS,
  WORK_ORDER_STATUS_OPTIONS,
} from '@packline/domain';
import { Select } from 'antd';
import { useState } from 'react';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { ShortfallTag } from '../work-orders/shortfall.tsx';
import { useWorkOrderTrackingPage } from '../work-orders/work-orders.api.ts';
import { WorkOrderStatusTag, WorkOrderSteps } from './tracking-steps.tsx';

// spec 02 §2 Work order tracking: every work order but the cancelled (§4: status 0 hidden), each with its steps and
// their states, paged by the server, searched and filtered by status.

const TITLE = PAGES.find((p) => p.url === '/WorkOrderTracking')?.title ?? 'Work Order Tracking';
const STATUS_OPTIONS = WORK_ORDER_STATUS_OPTIONS.filter((o) => o.value !== WORK_ORDER_STATUS.Cancelled);

const columns: TCrudColumn<TWorkOrderDetail>[] = [
  { title: 'Work Order No', dataIndex: 'workOrderNo', sortField: 'workOrderNo' },
  {
    title: 'Product',
    key: 'product',
    maxWidth: 220,
    render: (_v, row) => `${row.productCode} — ${row.productName}`,
  },
  {
    title: 'Quantity',
    key: 'quantity',
    sortField: 'quantity',
    align: 'right',
    render: (_v, row) => formatCount(row.quantity),
  },
  { title: 'Shortfall', key: 'shortfall', render: (_v, row) => <ShortfallTag workOrder={row} /> },
  { title: 'Status', key: 'status', render: (_v, row) => <WorkOrderStatusTag statusId={row.workOrderStatusId} /> },
  {
    title: 'Required Date',
    key: 'requiredDate',
    sortField: 'requiredDate',
    render: (_v, row) => formatDate(row.requiredDate),
  },
  {
    title: 'Steps',
    key: 'steps',
    // The steps wrap onto more lines rather than push Created At off the screen (issue 30 item 12).
    render: (_v, row) => (
      <div style={{ maxWidth: 380 }}>
        <WorkOrderSteps steps={row.suborders} />
      </div>
    ),
  },
  { title: 'Created At', key: 'createdAt', sortField: 'createdAt', render: (_v, row) => formatDate(row.createdAt) },
];

export default function WorkOrderTrackingPage() {
  const [statuses, setStatuses] = useState<number[]>([]);
  // 2 is shown as Approved: choosing Approved lists both.
  const status = statuses.flatMap((s) => (s === 1 ? [1, 2] : [s])).join(',') || undefined;
  const page = useWorkOrderTrackingPage({ status });
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <CrudTable<TWorkOrderDetail>
        rowKey="workOrderId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={columns}
        toolbar={
          <Select<number[]>
            mode="multiple"
            allowClear
            placeholder="Status (all but cancelled)"
            value={statuses}
            onChange={setStatuses}
            options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            style={{ minWidth: 260 }}
            data-testid="tracking-status-filter"
          />
        }
      />
    </>
  );
}
