import {
  canChangeUrgency,
  DEFAULT_WORK_ORDER_STATUSES,
  deleteRefusal,
  formatCount,
  formatDate,
  formatDateTime,
  isNewWorkOrder,
  PAGES,
  shownWorkOrderStatus,
  type TWorkOrder,
  WORK_ORDER_STATUS_OPTIONS,
  workOrderStatusName,
} from '@packline/domain';
import { Button, Card, Checkbox, Select, Space, Statistic, Switch, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { AutoRefreshCountdown } from '../../ui/auto-refresh.tsx';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useInvalidateController } from '../../ui/use-crud-resource.ts';
import { MachineSelect } from '../shop-floor/machine-select.tsx';
import { useProductionEvents } from '../shop-floor/production-events.ts';
import { ShortfallTag } from './shortfall.tsx';
import {
  CancelWorkOrderDialog,
  NewWorkOrderButton,
  RemainderWorkOrderButton,
  type TRowDialog,
  WorkOrderRowDialog,
} from './work-order-dialogs.tsx';
import { useWorkOrderPage, useWorkOrderSummary, useWorkOrderUrgent } from './work-orders.api.ts';

// spec 02 §2 Work Order screen: New WorkOrder, the list paged by the server with the status filter (New, 1, 2 by
// default), Show Machines with a per-machine filter, the totals of the whole filter, and the row actions (Approve,
// Comments, Quantity for New, Urgent, Raw material note, Delete: a cancellation confirmed after seeing what was made),
// and the auto-refresh countdown the Suborder and Packaging screens show.

const TITLE = PAGES.find((p) => p.url === '/work-order')?.title ?? 'Work Order';
const STATUS_COLOURS: Record<number, string> = { [-1]: 'blue', 1: 'green', 10: 'default', 0: 'red' };

function UrgentSwitch({ row }: { row: TWorkOrder }) {
  const urgent = useWorkOrderUrgent();
  return (
    <Switch
      size="small"
      checked={row.urgent === 1}
      disabled={!canChangeUrgency(row.workOrderStatusId)}
      loading={urgent.isPending}
      onChange={(checked) => urgent.mutate({ id: row.workOrderId, urgent: checked ? 1 : 0 })}
      data-testid="work-order-urgent"
    />
  );
}

/** Delete (a cancellation); a Completed or Cancelled work order shows it disabled, saying why. */
function DeleteButton({ row, onClick }: { row: TWorkOrder; onClick: () => void }) {
  const refusal = deleteRefusal(row.workOrderStatusId);
  return (
    <Tooltip title={refusal}>
      <Button
        type="link"
        size="small"
        danger
        disabled={refusal !== null}
        onClick={onClick}
        data-testid="work-order-delete"
      >
        Delete
      </Button>
    </Tooltip>
  );
}

const columns: TCrudColumn<TWorkOrder>[] = [
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
  { title: 'Order Type', dataIndex: 'orderTypeName', defaultHidden: true },
  { title: 'Source', dataIndex: 'workOrderSourceName' },
  {
    title: 'Status',
    key: 'status',
    render: (_v, row) => {
      const shown = shownWorkOrderStatus(row.workOrderStatusId);
      return <Tag color={STATUS_COLOURS[shown]}>{workOrderStatusName(shown)}</Tag>;
    },
  },
  {
    title: 'Required Date',
    key: 'requiredDate',
    sortField: 'requiredDate',
    render: (_v, row) => formatDate(row.requiredDate),
  },
  { title: 'Urgent', key: 'urgent', render: (_v, row) => <UrgentSwitch row={row} /> },
  { title: 'Comments', dataIndex: 'comments', defaultHidden: true },
  { title: 'Approved Comment', dataIndex: 'approvedComments', maxWidth: 160 },
  { title: 'Raw Material Note', dataIndex: 'rawMaterialNote', defaultHidden: true },
  {
    title: 'Created By',
    key: 'createdEmployee',
    defaultHidden: true,
    render: (_v, row) =>
      row.createdEmployee ? `${row.createdEmployee.firstName} ${row.createdEmployee.lastName}` : '',
  },
  {
    title: 'Created At',
    key: 'createdAt',
    sortField: 'createdAt',
    defaultHidden: true,
    render: (_v, row) => formatDateTime(row.createdAt),
  },
];

function Totals({ filters }: { filters: Parameters<typeof useWorkOrderSummary>[0] }) {
  const summary = useWorkOrderSummary(filters);
  const s = summary.data;
  return (
    <Space size="large" wrap data-testid="work-order-totals">
      <Statistic title="Total Jobs" value={s?.totalJobs ?? 0} loading={summary.isLoading} />
      <Statistic title="Total Qty" value={s?.totalQty ?? 0} loading={summary.isLoading} />
      <Statistic title="Approved Jobs" value={s?.approvedJobs ?? 0} loading={summary.isLoading} />
      <Statistic title="Approved Qty" value={s?.approvedQty ?? 0} loading={summary.isLoading} />
    </Space>
  );
}

export default function WorkOrderPage() {
  const [statuses, setStatuses] = useState<number[]>([...DEFAULT_WORK_ORDER_STATUSES].filter((s) => s !== 2));
  const [showMachines, setShowMachines] = useState(false);
  const [machineId, setMachineId] = useState<number | undefined>(undefined);
  // 2 is shown as Approved: choosing Approved lists both.
  const status = statuses.flatMap((s) => (s === 1 ? [1, 2] : [s])).join(',') || undefined;
  const filters = { status, machineId: showMachines ? machineId : undefined };
  const page = useWorkOrderPage(filters);
  // Live: another person's change of a work order or its steps shows within moments (server push).
  const invalidate = useInvalidateController();
  useProductionEvents(() => void invalidate('/WorkOrder/'));
  const [dialog, setDialog] = useState<{ row: TWorkOrder; kind: TRowDialog } | null>(null);
  const [cancelling, setCancelling] = useState<TWorkOrder | null>(null);
  const action = (row: TWorkOrder, kind: TRowDialog, label: string, enabled = true) => (
    <Button
      type="link"
      size="small"
      disabled={!enabled}
      onClick={() => setDialog({ row, kind })}
      data-testid={`work-order-${kind}`}
    >
      {label}
    </Button>
  );
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Totals filters={filters} />
      </Card>
      <CrudTable<TWorkOrder>
        rowKey="workOrderId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={columns}
        entityName="Work Order"
        toolbar={
          <Space wrap>
            <NewWorkOrderButton />
            <Select<number[]>
              mode="multiple"
              placeholder="Status"
              value={statuses}
              onChange={setStatuses}
              options={WORK_ORDER_STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
              style={{ minWidth: 240 }}
              data-testid="work-order-status-filter"
            />
            <Checkbox checked={showMachines} onChange={(e) => setShowMachines(e.target.checked)}>
              Show Machines
            </Checkbox>
            {showMachines ? (
              <MachineSelect value={machineId} onChange={setMachineId} testId="work-order-machine-filter" />
            ) : null}
            <AutoRefreshCountdown
              refresh={() => invalidate('/WorkOrder/')}
              held={dialog !== null || cancelling !== null}
              testId="work-order-countdown"
            />
          </Space>
        }
        rowActions={(row) => (
          <>
            {action(row, 'approve', 'Approve', isNewWorkOrder(row.workOrderStatusId))}
            {action(row, 'comments', 'Comments')}
            {action(row, 'quantity', 'Quantity', isNewWorkOrder(row.workOrderStatusId))}
            {action(row, 'note', 'Raw material note')}
            <DeleteButton row={row} onClick={() => setCancelling(row)} />
            {row.shortfall > 0 ? <RemainderWorkOrderButton row={row} /> : null}
          </>
        )}
      />
      <WorkOrderRowDialog row={dialog?.row ?? null} kind={dialog?.kind ?? null} onClose={() => setDialog(null)} />
      <CancelWorkOrderDialog row={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
