import { Col, Empty, Row, Spin, Typography } from 'antd';
import { dayLabel } from '../../ui/charts/chart-format.ts';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { preloadable } from '../../ui/preloadable.ts';
import { useMachineWeek } from './daily-reports.api.ts';

// The daily report's week (issue 31): a chart per machine of its output on each of the 7 days to the chosen day
// against its reported loss (GET DailyReport/GetMachineWeek). The chart code loads with the first chart.

const MachineWeekChart = preloadable(() => import('./machine-week-chart.tsx'));

export function MachineWeekCharts({ date }: { date: string }) {
  const week = useMachineWeek(date);
  const machines = week.data?.machines ?? [];
  const days = week.data?.days ?? [];
  return (
    <section data-testid="machine-week" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>
        Output and loss, {days.length ? `${dayLabel(days[0])} – ${dayLabel(days[days.length - 1])}` : 'the week'}
      </Typography.Title>
      <Spin spinning={week.isLoading}>
        {week.data && machines.length === 0 ? <Empty description="No machines" /> : null}
        <Row gutter={[12, 12]}>
          {machines.map((m) => (
            <Col key={m.machineId} xs={24} md={12} xl={8}>
              <ChartFrame
                title={m.machineName}
                height={200}
                empty={m.days.every((d) => d.output === 0 && !d.loss)}
                emptyText="No output or loss this week."
                testId="machine-week-chart"
              >
                <MachineWeekChart days={m.days} />
              </ChartFrame>
            </Col>
          ))}
        </Row>
      </Spin>
    </section>
  );
}
