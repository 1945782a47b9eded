import { formatDollars } from '@packline/domain';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useRecentOrderAmount } from './sales-orders.api.ts';

/** spec 01 §6 'Today Sold / Yesterday Sold': the subtotal of the orders created today and yesterday (Auckland). */
export function DashboardRecentSold() {
  const amounts = useRecentOrderAmount(true);
  const data = amounts.data;
  return (
    <Card size="small" title="Sold" loading={amounts.isLoading} data-testid="recent-sold">
      {amounts.isError || !data ? (
        <Typography.Text type="secondary">The sold amounts could not be loaded.</Typography.Text>
      ) : (
        <Row gutter={16}>
          <Col span={12}>
            <Statistic title="Today Sold" value={formatDollars(data.todaySold)} data-testid="recent-sold-today" />
            <OrderCount count={data.todayOrders} />
          </Col>
          <Col span={12}>
            <Statistic
              title="Yesterday Sold"
              value={formatDollars(data.yesterdaySold)}
              data-testid="recent-sold-yesterday"
            />
            <OrderCount count={data.yesterdayOrders} />
          </Col>
        </Row>
      )}
    </Card>
  );
}

function OrderCount({ count }: { count: number }) {
  return <Typography.Text type="secondary">{count === 1 ? '1 order' : `${count} orders`}</Typography.Text>;
}
