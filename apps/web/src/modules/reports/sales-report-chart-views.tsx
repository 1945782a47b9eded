import type { TSaleReportCharts } from '@packline/domain';
import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { count, dollars, dollarTick, monthLabel, shortName } from '../../ui/charts/chart-format.ts';

// The Sales Report's two charts (issue 31), drawn with recharts; loaded only when the Sales Report shows them
// (sales-report-charts.tsx).

/** Revenue (excl. GST) of each month of the range. */
export function RevenueByMonthChart({ months }: { months: TSaleReportCharts['months'] }) {
  const { token } = theme.useToken();
  const data = months.map((m) => ({ ...m, revenue: Number(m.total) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" tickFormatter={monthLabel} tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={dollarTick} tick={{ fontSize: 12 }} width={80} />
        <Tooltip
          labelFormatter={(month) => monthLabel(String(month))}
          formatter={(value, _name, item) => [
            `${dollars(value)} (${count(item.payload.invoiceCount)} invoices)`,
            'Revenue (excl. GST)',
          ]}
        />
        <Bar dataKey="revenue" name="Revenue" fill={token.colorPrimary} isAnimationActive={false} maxBarSize={48} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The customers with the most revenue, largest on top. */
export function TopCustomersChart({ customers }: { customers: TSaleReportCharts['customers'] }) {
  const { token } = theme.useToken();
  const data = customers.map((c) => ({ ...c, revenue: Number(c.total) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={dollarTick} tick={{ fontSize: 12 }} />
        <YAxis
          type="category"
          dataKey="company"
          width={120}
          tick={{ fontSize: 12 }}
          tickFormatter={(name: string) => shortName(name, 16)}
          interval={0}
        />
        <Tooltip formatter={(value) => [dollars(value), 'Revenue (excl. GST)']} />
        <Bar dataKey="revenue" name="Revenue" fill={token.colorSuccess} isAnimationActive={false} maxBarSize={24} />
      </BarChart>
    </ResponsiveContainer>
  );
}
