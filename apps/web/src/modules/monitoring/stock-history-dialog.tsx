import { formatCount, STOCK_HISTORY_DAYS } from '@packline/domain';
import { Modal, Space, Typography } from 'antd';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { preloadable } from '../../ui/preloadable.ts';
import { useStockHistory } from './monitoring.api.ts';

// A product's stock chart (issue 31), from the stock monitor's Stock Chart: its stock at the end of each of the last
// 90 days from the box ledger (GET StockMonitor/GetStockHistory), its MSL, and its open orders and work orders.

const StockHistoryChart = preloadable(() => import('./stock-history-chart.tsx'));

const pieces = (marks: { pending: number }[]) => formatCount(marks.reduce((sum, mark) => sum + mark.pending, 0));

export function StockHistoryDialog({
  productId,
  title,
  onClose,
}: {
  productId: number;
  title: string;
  onClose: () => void;
}) {
  const history = useStockHistory(productId);
  const data = history.data;
  const flat = !data || data.days.every((day) => day.stock === 0);
  return (
    <Modal open title={`Stock: ${title}`} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      <ChartFrame
        title={`In stock over the last ${STOCK_HISTORY_DAYS} days`}
        height={320}
        loading={history.isLoading}
        empty={flat && !data?.orders.length && !data?.workOrders.length}
        emptyText={`No stock of this product in the last ${STOCK_HISTORY_DAYS} days.`}
        testId="stock-history-chart"
      >
        {data ? <StockHistoryChart history={data} /> : null}
      </ChartFrame>
      {data ? (
        <Space wrap size="large" style={{ marginTop: 8 }}>
          <Typography.Text>MSL: {data.msl === null ? '—' : `${formatCount(data.msl)} pcs`}</Typography.Text>
          <Typography.Text>
            Open orders: {data.orders.length} ({pieces(data.orders)} pcs to deliver)
          </Typography.Text>
          <Typography.Text>
            Open work orders: {data.workOrders.length} ({pieces(data.workOrders)} pcs to make)
          </Typography.Text>
        </Space>
      ) : null}
    </Modal>
  );
}
