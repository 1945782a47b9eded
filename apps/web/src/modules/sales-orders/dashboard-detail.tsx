import { ArrowLeftOutlined } from '@ant-design/icons';
import { DASHBOARD_COLUMNS, DASHBOARD_DETAIL_PAGE_SIZE, type TOrderRow } from '@packline/domain';
import { Button, Card, Empty } from 'antd';
import { dueStatusName, type TDashboardBox } from './dashboard-columns.tsx';
import { OrderTable } from './order-table.tsx';
import { useDashboardOrders } from './sales-orders.api.ts';

/** spec 01 §2: the orders behind one count box (page size 10, spec 01 §9), with Back to the outstanding view. */
export function DashboardDetail({
  box,
  onBack,
  onOpen,
}: {
  box: TDashboardBox;
  onBack: () => void;
  onOpen: (row: TOrderRow) => void;
}) {
  const statuses = DASHBOARD_COLUMNS.find((column) => column.title === box.title)?.statuses ?? [];
  const orders = useDashboardOrders(statuses, box.dueStatus);
  return (
    <Card
      size="small"
      title={`${box.title} · ${dueStatusName(box.dueStatus)}`}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="dashboard-back">
          Back
        </Button>
      }
      data-testid="dashboard-detail"
    >
      <OrderTable
        dataSource={orders.rows}
        loading={orders.isFetching}
        pageSize={DASHBOARD_DETAIL_PAGE_SIZE}
        onOpen={onOpen}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No orders" />}
        testId="dashboard-detail-table"
      />
    </Card>
  );
}
