import { Col, Row } from 'antd';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { preloadable } from '../../ui/preloadable.ts';
import { type TSaleReportFilters, useSaleReportCharts } from './reports.api.ts';

// The Sales Report's charts (issue 31): revenue by month over the chosen range and the top customers, over the same
// filter as the table and totals (GET Invoice/GetSaleReportCharts). The chart code loads with the first chart.

const RevenueByMonthChart = preloadable(() =>
  import('./sales-report-chart-views.tsx').then((m) => ({ default: m.RevenueByMonthChart })),
);
const TopCustomersChart = preloadable(() =>
  import('./sales-report-chart-views.tsx').then((m) => ({ default: m.TopCustomersChart })),
);

export function SalesReportCharts({ filters }: { filters: TSaleReportFilters }) {
  const charts = useSaleReportCharts(filters);
  const months = charts.data?.months ?? [];
  const customers = charts.data?.customers ?? [];
  const noSales = months.every((m) => Number(m.total) === 0);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} lg={14}>
        <ChartFrame
          title="Revenue by month"
          loading={charts.isLoading}
          empty={noSales}
          emptyText="No sales in this range."
          testId="sales-report-revenue-chart"
        >
          <RevenueByMonthChart months={months} />
        </ChartFrame>
      </Col>
      <Col xs={24} lg={10}>
        <ChartFrame
          title="Top customers"
          loading={charts.isLoading}
          empty={customers.length === 0}
          emptyText="No sales in this range."
          testId="sales-report-customers-chart"
        >
          <TopCustomersChart customers={customers} />
        </ChartFrame>
      </Col>
    </Row>
  );
}
