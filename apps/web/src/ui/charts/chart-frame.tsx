import { Card, Empty, Spin } from 'antd';
import { type ReactNode, Suspense } from 'react';

// The frame every chart draws in (issue 31): a card with its title, a fixed height whatever the width (the chart
// inside fills it: recharts' ResponsiveContainer), a spinner while the figures or the chart's code load, and an empty
// state when there is nothing to draw. The chart code (recharts) is loaded by the screens that draw, never up front.

const CENTRED = { height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;

export function ChartFrame({
  title,
  height = 280,
  loading = false,
  empty = false,
  emptyText = 'No data',
  extra,
  testId,
  children,
}: {
  title: ReactNode;
  height?: number;
  loading?: boolean;
  empty?: boolean;
  emptyText?: string;
  extra?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const spinner = (
    <div style={CENTRED}>
      <Spin />
    </div>
  );
  return (
    <Card size="small" title={title} extra={extra} data-testid={testId} styles={{ body: { padding: 8 } }}>
      <div style={{ height, width: '100%' }} data-testid={`${testId}-body`}>
        {loading ? (
          spinner
        ) : empty ? (
          <div style={CENTRED}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} data-testid={`${testId}-empty`} />
          </div>
        ) : (
          <Suspense fallback={spinner}>{children}</Suspense>
        )}
      </div>
    </Card>
  );
}
