import { API_DATE_FORMAT, DATE_FORMAT } from '@packline/domain';
import type { Dayjs } from 'dayjs';
import { businessToday, DatePicker } from './business-date-picker.tsx';

// The date range above a list (orders, dispatches): two calendar dates with month presets (spec 01 §9).

export type TDateRange = [Dayjs, Dayjs];

/** The last `months` months up to `end` (default tomorrow: spec 01 §9's order list range). */
export function lastMonthsRange(months: number, end: Dayjs = businessToday().add(1, 'day')): TDateRange {
  return [end.subtract(months, 'month'), end];
}

/** The range as the API's ?start=&end= (YYYY-MM-DD). */
export function rangeParams(range: TDateRange): { start: string; end: string } {
  return { start: range[0].format(API_DATE_FORMAT), end: range[1].format(API_DATE_FORMAT) };
}

export function DateRangeFilter(props: {
  value: TDateRange;
  onChange: (range: TDateRange) => void;
  presets: readonly { label: string; months: number }[];
  testId?: string;
}) {
  // The picker copies a data-testid onto both its inputs; the wrapper names the whole filter once.
  return (
    <span data-testid={props.testId ?? 'date-range'}>
      <DatePicker.RangePicker
        value={props.value}
        onChange={(range) => {
          if (range?.[0] && range[1]) props.onChange([range[0], range[1]]);
        }}
        format={DATE_FORMAT}
        allowClear={false}
        presets={props.presets.map((preset) => ({ label: preset.label, value: () => lastMonthsRange(preset.months) }))}
      />
    </span>
  );
}
