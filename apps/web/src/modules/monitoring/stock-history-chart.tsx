import type { TStockHistory, TStockHistoryMark } from '@packline/domain';
import { theme } from 'antd';
import {
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { count, countTick, dayLabel, dayTick } from '../../ui/charts/chart-format.ts';

// A product's stock over the last 90 days (issue 31), drawn with recharts: the stock line, its MSL as a reference
// line, and its open orders and work orders marked on the line on the day each was raised. Loaded only when the
// stock chart opens (stock-history-dialog.tsx).

interface TPoint {
  day: string;
  stock: number;
  /** The stock that day when an open order / work order was raised then (so the mark sits on the line), else null. */
  orderMark: number | null;
  workOrderMark: number | null;
  orders: TStockHistoryMark[];
  workOrders: TStockHistoryMark[];
}

function pointsOf(history: TStockHistory): TPoint[] {
  return history.days.map(({ day, stock }) => {
    const orders = history.orders.filter((mark) => mark.day === day);
    const workOrders = history.workOrders.filter((mark) => mark.day === day);
    return {
      day,
      stock,
      orderMark: orders.length ? stock : null,
      workOrderMark: workOrders.length ? stock : null,
      orders,
      workOrders,
    };
  });
}

const markLine = (mark: TStockHistoryMark) =>
  `${mark.no}: ${count(mark.pending)} pcs${mark.requiredDate ? `, required ${dayLabel(mark.requiredDate)}` : ''}`;

function StockTooltip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const point = payload?.[0]?.payload as TPoint | undefined;
  if (!active || !point) return null;
  return (
    <div
      style={{ background: '#fff', border: '1px solid #d9d9d9', borderRadius: 6, padding: '6px 10px', maxWidth: 280 }}
    >
      <div style={{ fontWeight: 600 }}>{dayLabel(point.day)}</div>
      <div>In stock: {count(point.stock)} pcs</div>
      {point.orders.map((mark) => (
        <div key={`o${mark.id}`}>Order {markLine(mark)}</div>
      ))}
      {point.workOrders.map((mark) => (
        <div key={`w${mark.id}`}>Work order {markLine(mark)}</div>
      ))}
    </div>
  );
}

export default function StockHistoryChart({ history }: { history: TStockHistory }) {
  const { token } = theme.useToken();
  const points = pointsOf(history);
  const highest = Math.max(...points.map((p) => p.stock), history.msl ?? 0);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={{ top: 16, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={dayTick} tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis
          tickFormatter={countTick}
          tick={{ fontSize: 12 }}
          width={72}
          domain={[0, Math.ceil(highest * 1.1) || 1]}
        />
        <Tooltip content={<StockTooltip />} />
        <Legend />
        {history.msl !== null ? (
          <ReferenceLine
            y={history.msl}
            stroke={token.colorError}
            strokeDasharray="6 4"
            label={{
              value: `MSL ${count(history.msl)}`,
              position: 'insideTopRight',
              fill: token.colorError,
              fontSize: 12,
            }}
          />
        ) : null}
        <Line
          type="stepAfter"
          dataKey="stock"
          name="In stock"
          stroke={token.colorPrimary}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Scatter
          dataKey="orderMark"
          name="Open order raised"
          fill={token.colorWarning}
          shape="triangle"
          isAnimationActive={false}
        />
        <Scatter
          dataKey="workOrderMark"
          name="Work order raised"
          fill={token.colorSuccess}
          shape="diamond"
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
