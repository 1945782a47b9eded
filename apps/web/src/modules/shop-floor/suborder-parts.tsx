import {
  formatCount,
  formatDate,
  formatDateTime,
  PACKAGING_MACHINE_TYPE,
  SUBORDER_STATUS,
  SUBORDER_STATUS_NAMES,
  type TArrangementMachine,
  type TSuborder,
  WORK_ORDER_ACTION_NAMES,
} from '@packline/domain';
import { Card, Col, Empty, Modal, Row, Select, Table, Tag, Typography } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';
import { useSuborderLog, useTodayArrangement } from './suborders.api.ts';

// What the Suborder and Packaging screens share (spec 02 §2): the machine cards with today's operator, the jobs' columns
// and status filter, and a job's log.

export const SUBORDER_STATUS_COLOURS: Record<number, string> = {
  [SUBORDER_STATUS.Pending]: 'default',
  [SUBORDER_STATUS.Cancelled]: 'red',
  [SUBORDER_STATUS.Awaiting]: 'blue',
  [SUBORDER_STATUS.InProcess]: 'green',
  [SUBORDER_STATUS.Paused]: 'orange',
  [SUBORDER_STATUS.NotReady]: 'default',
  [SUBORDER_STATUS.PartlyComplete]: 'cyan',
  [SUBORDER_STATUS.Complete]: 'purple',
};

const STATUS_OPTIONS = Object.entries(SUBORDER_STATUS_NAMES)
  .map(([value, label]) => ({ value: Number(value), label }))
  .sort((a, b) => a.value - b.value);

/** The status filter of a machine's jobs (Awaiting, In process, Paused by default). */
export function SuborderStatusFilter(props: { value: number[]; onChange: (value: number[]) => void }) {
  return (
    <Select<number[]>
      mode="multiple"
      placeholder="Status"
      value={props.value}
      onChange={props.onChange}
      options={STATUS_OPTIONS}
      style={{ minWidth: 260 }}
      data-testid="suborder-status-filter"
    />
  );
}

const quantity = formatCount;

export const JOB_COLUMNS: TCrudColumn<TSuborder>[] = [
  {
    title: 'Work Order No',
    key: 'workOrderNo',
    render: (_v, job) => (
      <>
        {job.workOrderNo} {job.urgent === 1 ? <Tag color="red">Urgent</Tag> : null}
      </>
    ),
    searchText: (job) => job.workOrderNo,
  },
  {
    title: 'Product',
    key: 'product',
    maxWidth: 220,
    render: (_v, job) => `${job.productCode} — ${job.productName}`,
    searchText: (job) => `${job.productCode} ${job.productName}`,
  },
  {
    title: 'Step',
    key: 'step',
    render: (_v, job) => `${job.sequenceNo}. ${WORK_ORDER_ACTION_NAMES[job.actionId] ?? job.actionId}`,
  },
  {
    title: 'Status',
    key: 'status',
    render: (_v, job) => <Tag color={SUBORDER_STATUS_COLOURS[job.suborderStatusId]}>{job.suborderStatusName}</Tag>,
    searchText: (job) => job.suborderStatusName,
  },
  { title: 'Original Qty', key: 'orginalQuantity', align: 'right', render: (_v, job) => quantity(job.orginalQuantity) },
  {
    title: 'Received Qty',
    key: 'receivedQuantity',
    align: 'right',
    render: (_v, job) => quantity(job.receivedQuantity),
  },
  {
    title: 'Completed Qty',
    key: 'completedQuantity',
    align: 'right',
    render: (_v, job) => (job.completedDate ? quantity(job.completedQuantity) : ''),
  },
  {
    title: 'Completed Date',
    key: 'completedDate',
    defaultHidden: true,
    render: (_v, job) => (job.completedDate ? formatDate(job.completedDate) : ''),
  },
];

/** The machines as cards (name, type, today's operator or maintenance); the chosen one is highlighted. */
export function MachineCards(props: {
  machines: readonly TArrangementMachine[];
  selected: number | null;
  onSelect: (machineId: number) => void;
}) {
  const today = useTodayArrangement();
  const dayOf = new Map((today.data ?? []).map((a) => [a.machineId, a]));
  if (props.machines.length === 0) return <Empty description="No machines" />;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} data-testid="machine-cards">
      {props.machines.map((m) => {
        const day = dayOf.get(m.machineId);
        const chosen = props.selected === m.machineId;
        return (
          <Col key={m.machineId} xs={12} sm={8} md={6} lg={4}>
            <Card
              size="small"
              hoverable
              onClick={() => props.onSelect(m.machineId)}
              style={chosen ? { borderColor: '#1677ff', boxShadow: '0 0 0 2px #1677ff33' } : undefined}
              data-testid="machine-card"
            >
              <Typography.Text strong>{m.machineName}</Typography.Text>
              {m.machineTypeId === PACKAGING_MACHINE_TYPE ? (
                <Tag style={{ marginLeft: 6 }} color="gold">
                  Packaging
                </Tag>
              ) : null}
              <div>
                {day?.maintenance === 1 ? (
                  <Tag color="orange">Maintenance</Tag>
                ) : (
                  <Typography.Text type={day?.operatorName ? undefined : 'secondary'}>
                    {day?.operatorName ?? 'No operator today'}
                  </Typography.Text>
                )}
              </div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

/** A job's log (GetSuborderLog): every action, who and when. */
export function SuborderLogDialog({ job, onClose }: { job: TSuborder | null; onClose: () => void }) {
  const log = useSuborderLog(job?.suborderId ?? null);
  const name = (statusId: number | null) => (statusId === null ? '' : (SUBORDER_STATUS_NAMES[statusId] ?? statusId));
  return (
    <Modal open={job !== null} title={`Log — ${job?.workOrderNo ?? ''}`} onCancel={onClose} footer={null} width={820}>
      <Table
        size="small"
        rowKey="suborderLogId"
        loading={log.isLoading}
        dataSource={log.data ?? []}
        pagination={false}
        columns={[
          { title: 'When', key: 'createdAt', render: (_v, row) => formatDateTime(row.createdAt) },
          { title: 'From', key: 'from', render: (_v, row) => name(row.fromStatusId) },
          { title: 'To', key: 'to', render: (_v, row) => name(row.toStatusId) },
          { title: 'Qty', key: 'quantity', align: 'right', render: (_v, row) => quantity(row.quantity) },
          { title: 'Comment', dataIndex: 'comment' },
          { title: 'Raw Material Notes', dataIndex: 'rawmaterialNotes' },
          { title: 'Operator', dataIndex: 'operEmployeeName' },
        ]}
      />
    </Modal>
  );
}
