import type { TMachineWeek } from '@packline/domain';
import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { count, countTick, dayLabel, weekdayTick } from '../../ui/charts/chart-format.ts';

// One machine's week on the daily report (issue 31), drawn with recharts: its output per day against its loss, as
// grouped bars (output on the left axis, loss on the right: loss is a small part of output). Loaded only when the
// daily report shows its week (machine-week-charts.tsx).

type TMachineDays = TMachineWeek['machines'][number]['days'];

const ROUND_STEPS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The axis top: the highest bar rounded up to a round figure (267 → 300), at least 10 for a week of nothing. */
function roundTop(dataMax: number): number {
  const top = Math.max(dataMax, 10);
  const power = 10 ** Math.floor(Math.log10(top));
  return (ROUND_STEPS.find((step) => step * power >= top) ?? 10) * power;
}

/** Whole pieces from 0 to a round top. */
const PIECES_AXIS = {
  tickFormatter: countTick,
  tick: { fontSize: 11 },
  allowDecimals: false,
  domain: [0, roundTop],
} as const;

export default function MachineWeekChart({ days }: { days: TMachineDays }) {
  const { token } = theme.useToken();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={days} margin={{ top: 8, right: 0, bottom: 0, left: 0 }} barGap={2}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={weekdayTick} tick={{ fontSize: 12 }} interval={0} />
        <YAxis yAxisId="output" {...PIECES_AXIS} width={56} />
        <YAxis yAxisId="loss" orientation="right" {...PIECES_AXIS} width={44} />
        <Tooltip
          labelFormatter={(day) => dayLabel(String(day))}
          formatter={(value, name) => [value === null ? 'Not reported' : `${count(value)} pcs`, name]}
        />
        <Legend />
        <Bar
          yAxisId="output"
          dataKey="output"
          name="Output"
          fill={token.colorPrimary}
          isAnimationActive={false}
          maxBarSize={20}
        />
        <Bar
          yAxisId="loss"
          dataKey="loss"
          name="Loss"
          fill={token.colorError}
          isAnimationActive={false}
          maxBarSize={20}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
