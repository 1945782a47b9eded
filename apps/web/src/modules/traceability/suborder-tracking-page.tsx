import {
  DEFAULT_MACHINE_SUBORDER_STATUSES,
  formatCount,
  formatDate,
  formatDateTime,
  PAGES,
  SUBORDER_STATUS_COLOURS,
  SUBORDER_STATUS_NAMES,
  SUBORDER_STATUS_OPTIONS,
  type TSuborderTracking,
  WORK_ORDER_ACTION_NAMES,
} from '@packline/domain';
import { Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { MachineSelect } from '../shop-floor/machine-select.tsx';
import { useSuborderTrackingPage } from './tracking.api.ts';

// Sub-orders (/sub-orders). The original showed a placeholder page with hard-coded sample rows (spec 02 §2); here it
// is real: every suborder across the machines, paged by the server, filtered by state (Awaiting, In process, Paused
// by default, as spec 02 §4), machine and step, searched by work order, product or machine, with the last action.

const TITLE = PAGES.find((p) => p.url === '/sub-orders')?.title ?? 'Sub-orders';
const ACTION_OPTIONS = Object.entries(WORK_ORDER_ACTION_NAMES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

const columns: TCrudColumn<TSuborderTracking>[] = [
  { title: 'Work Order No', dataIndex: 'workOrderNo', sortField: 'workOrderNo' },
  { title: 'Product', key: 'product', render: (_v, row) => `${row.productCode} — ${row.productName}` },
  {
    title: 'Step',
    key: 'step',
    render: (_v, row) => `${row.sequenceNo}. ${WORK_ORDER_ACTION_NAMES[row.actionId] ?? row.actionId}`,
  },
  { title: 'Machine', dataIndex: 'machineName' },
  {
    title: 'Status',
    key: 'status',
    render: (_v, row) => <Tag color={SUBORDER_STATUS_COLOURS[row.suborderStatusId]}>{row.suborderStatusName}</Tag>,
  },
  { title: 'Urgent', key: 'urgent', render: (_v, row) => (row.urgent ? <Tag color="red">Urgent</Tag> : null) },
  { title: 'Qty', dataIndex: 'orginalQuantity', align: 'right', render: formatCount },
  { title: 'Received', dataIndex: 'receivedQuantity', align: 'right', render: formatCount },
  { title: 'Made', dataIndex: 'completedQuantity', align: 'right', render: formatCount },
  {
    title: 'Required Date',
    key: 'requiredDate',
    sortField: 'requiredDate',
    render: (_v, row) => formatDate(row.requiredDate),
  },
  {
    title: 'Last Action',
    key: 'lastAction',
    render: (_v, row) => [formatDateTime(row.lastActionAt), row.operatorName].filter(Boolean).join(' · '),
  },
  {
    title: 'Completed',
    key: 'completedDate',
    sortField: 'completedDate',
    render: (_v, row) => formatDateTime(row.completedDate),
  },
];

export default function SuborderTrackingPage() {
  const [statuses, setStatuses] = useState<number[]>([...DEFAULT_MACHINE_SUBORDER_STATUSES]);
  const [machineId, setMachineId] = useState<number | undefined>(undefined);
  const [actionId, setActionId] = useState<number | undefined>(undefined);
  const page = useSuborderTrackingPage({ status: statuses.join(',') || undefined, machineId, actionId });
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <CrudTable<TSuborderTracking>
        rowKey="suborderId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={columns}
        toolbar={
          <Space wrap>
            <Select<number[]>
              mode="multiple"
              placeholder="Status"
              value={statuses}
              onChange={setStatuses}
              options={SUBORDER_STATUS_OPTIONS.map((s) => ({ value: s, label: SUBORDER_STATUS_NAMES[s] }))}
              style={{ minWidth: 300 }}
              data-testid="suborder-status-filter"
            />
            <MachineSelect value={machineId} onChange={setMachineId} testId="suborder-machine-filter" />
            <Select<number>
              allowClear
              placeholder="Step"
              value={actionId}
              onChange={(value) => setActionId(value ?? undefined)}
              options={ACTION_OPTIONS}
              style={{ width: 160 }}
              data-testid="suborder-action-filter"
            />
          </Space>
        }
      />
    </>
  );
}
