import {
  dashboardPageOf,
  formatCount,
  PAGES,
  SUBORDER_STATUS,
  TASK_DASHBOARD,
  type TSuborder,
  type TTaskDashboardMachine,
  WORK_ORDER_ACTION_NAMES,
} from '@packline/domain';
import { Badge, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { PageTitle } from '../../ui/page-title.tsx';
import { useProductionEvents } from './production-events.ts';
import { useRefreshTaskDashboard, useTaskDashboard } from './task-dashboard.api.ts';

// spec 02 §2 Task Dashboard (a TV on the shop floor): a scrolling ticker of role 1's notices, and machine columns of
// jobs doing (2, 3), waiting (1) and complete today (9, 10), eight machines a page rotating every 15 s, room for at
// least 3 jobs a column (§9). It refreshes within moments of any production change by server push, and every 30 s
// while the push is lost.

const TITLE = PAGES.find((p) => p.url === '/production-dashboard')?.title ?? 'Task Dashboard';
const JOB_HEIGHT = 54;
const COLUMNS: { key: 'doing' | 'waiting' | 'complete'; title: string; colour: string }[] = [
  { key: 'doing', title: 'Doing', colour: '#1677ff' },
  { key: 'waiting', title: 'Waiting', colour: '#faad14' },
  { key: 'complete', title: 'Complete', colour: '#52c41a' },
];

function Ticker({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  const text = notices.join('   •   ');
  return (
    <div
      style={{ overflow: 'hidden', whiteSpace: 'nowrap', background: '#fffbe6', padding: '6px 0', marginBottom: 12 }}
      data-testid="dashboard-ticker"
    >
      <style>
        {'@keyframes packline-ticker { from { transform: translateX(100vw); } to { transform: translateX(-100%); } }'}
      </style>
      <span
        style={{
          display: 'inline-block',
          paddingLeft: 24,
          fontSize: 18,
          animation: `packline-ticker ${Math.max(20, text.length / 4)}s linear infinite`,
        }}
      >
        {text}
      </span>
    </div>
  );
}

function Job({ job }: { job: TSuborder }) {
  return (
    <div
      style={{ minHeight: JOB_HEIGHT - 6, padding: '4px 6px', marginBottom: 6, background: '#fafafa', borderRadius: 4 }}
    >
      <Space size={4} wrap>
        <Typography.Text strong>{job.workOrderNo}</Typography.Text>
        {job.urgent ? <Tag color="red">Urgent</Tag> : null}
        {job.suborderStatusId === SUBORDER_STATUS.Paused ? <Tag color="orange">Paused</Tag> : null}
      </Space>
      <div>
        <Typography.Text type="secondary" ellipsis>
          {job.productCode} · {WORK_ORDER_ACTION_NAMES[job.actionId]} ·{' '}
          {job.completedQuantity ? `${formatCount(job.completedQuantity)} / ` : ''}
          {formatCount(job.receivedQuantity ?? job.orginalQuantity)}
        </Typography.Text>
      </div>
    </div>
  );
}

function MachineColumn({ machine }: { machine: TTaskDashboardMachine }) {
  return (
    <Card
      size="small"
      title={machine.machineName}
      extra={machine.maintenance ? <Tag color="orange">Maintenance</Tag> : (machine.operatorName ?? '')}
      data-testid="dashboard-machine"
    >
      {COLUMNS.map((column) => (
        <div key={column.key} style={{ marginBottom: 8 }} data-testid={`dashboard-${column.key}`}>
          <Badge color={column.colour} text={`${column.title} (${machine[column.key].length})`} />
          <div style={{ minHeight: TASK_DASHBOARD.minJobsPerColumn * JOB_HEIGHT, marginTop: 4 }}>
            {machine[column.key].map((job) => (
              <Job key={job.suborderId} job={job} />
            ))}
          </div>
        </div>
      ))}
    </Card>
  );
}

export default function TaskDashboardPage() {
  const { live } = useProductionEvents(useRefreshTaskDashboard());
  const board = useTaskDashboard(!live);
  const [page, setPage] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setPage((p) => p + 1), TASK_DASHBOARD.rotateMs);
    return () => clearInterval(timer);
  }, []);
  const machines = board.data?.machines ?? [];
  const { shown, pages } = dashboardPageOf(machines, page);
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <PageTitle>{TITLE}</PageTitle>
        <Space>
          <Tag color={live ? 'green' : 'default'} data-testid="dashboard-live">
            {live ? 'Live' : 'Refreshing every 30 s'}
          </Tag>
          {pages > 1 ? (
            <Typography.Text type="secondary">{`Page ${(page % pages) + 1} / ${pages}`}</Typography.Text>
          ) : null}
        </Space>
      </Space>
      <Ticker notices={board.data?.notices ?? []} />
      {board.data && machines.length === 0 ? <Empty description="No machines" /> : null}
      <Row gutter={[12, 12]}>
        {shown.map((machine) => (
          <Col key={machine.machineId} xs={24} sm={12} lg={6}>
            <MachineColumn machine={machine} />
          </Col>
        ))}
      </Row>
    </>
  );
}
