import { formatCount, formatDate, formatDollars } from '@packline/domain';
import dayjs from 'dayjs';

// Axis and tooltip labels of the charts (issue 31): counts and money with thousands separators, as the tables show.

/** An axis tick of pieces: 14500 → '14,500'. */
export const countTick = (value: number) => formatCount(value);

/** An axis tick of dollars without cents: 14500.5 → '$14,501'. */
export const dollarTick = (value: number) => formatDollars(Math.round(value)).replace(/\.00$/, '');

/** A tooltip's money: '$1,234.50'. */
export const dollars = (value: unknown) => formatDollars(Number(value ?? 0));

/** A tooltip's count: '1,234'. */
export const count = (value: unknown) => formatCount(Number(value ?? 0));

/** 'YYYY-MM' as 'Nov 2026'. */
export const monthLabel = (month: string) => dayjs(`${month}-01`).format('MMM YYYY');

/** 'YYYY-MM-DD' as the short tick 'DD/MM'. */
export const dayTick = (day: string) => dayjs(day).format('DD/MM');

/** 'YYYY-MM-DD' as the app's date, DD/MM/YYYY. */
export const dayLabel = (day: string) => formatDate(day);

/** 'YYYY-MM-DD' as its weekday, 'Mon'. */
export const weekdayTick = (day: string) => dayjs(day).format('ddd');

/** A name cut to fit a narrow axis. */
export const shortName = (name: string, max = 18) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);
