import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';

// The plugins every calendar rule uses, extended once here (every domain file that counts days imports dates.ts).
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(isoWeek);

/** spec 01 §9: dates are shown in the Pacific/Auckland timezone. */
export const BUSINESS_TIME_ZONE = 'Pacific/Auckland';

export const DATE_FORMAT = 'DD/MM/YYYY';
export const SHORT_DATE_FORMAT = 'DD/MM/YY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
/** spec 01 §9: the order API uses YYYY-MM-DD. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
export const SLASH_DATE_FORMAT = 'YYYY/MM/DD';

/**
 * A date in a query string, 'YYYY-MM-DD' or 'YYYY/MM/DD' (the order API's dates, the dispatch and purchase ranges of
 * spec 01 §7), refused with `message`; left out, with `required` (the spec's words) or '{label} is required!'.
 */
export function queryDateSchema(
  label: string,
  message = `${label} must be a date`,
  required = `${label} is required!`,
) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : message) })
    .regex(/^\d{4}[-/]\d{2}[-/]\d{2}$/, message);
}

/** spec 01 §5: lead time choices are 2, 10, 15 or 20 working days. */
export const LEAD_TIME_DAYS = [2, 10, 15, 20] as const;
export type TLeadTimeDays = (typeof LEAD_TIME_DAYS)[number];

/** An instant (Date, epoch ms, ISO text, Dayjs) or a calendar date as 'YYYY-MM-DD'. */
export type DateInput = string | number | Date | Dayjs;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SATURDAY = 6;
const SUNDAY = 0;

/** The value in Auckland wall time, or null when missing or invalid. */
function toBusinessTime(value: DateInput | null | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare calendar date names a business day already; reading it as an instant could shift it by a day.
  const date =
    typeof value === 'string' && CALENDAR_DATE.test(value)
      ? dayjs.tz(value, BUSINESS_TIME_ZONE)
      : dayjs.utc(value).tz(BUSINESS_TIME_ZONE);
  return date.isValid() ? date : null;
}

function formatBusinessTime(value: DateInput | null | undefined, template: string): string {
  return toBusinessTime(value)?.format(template) ?? '';
}

/** '25/12/2024' in Auckland; '' when missing or invalid. */
export function formatDate(value: DateInput | null | undefined): string {
  return formatBusinessTime(value, DATE_FORMAT);
}

/** '25/12/24' in Auckland; '' when missing or invalid. */
export function formatShortDate(value: DateInput | null | undefined): string {
  return formatBusinessTime(value, SHORT_DATE_FORMAT);
}

/** '25/12/2024 14:05' in Auckland; '' when missing or invalid. */
export function formatDateTime(value: DateInput | null | undefined): string {
  return formatBusinessTime(value, DATE_TIME_FORMAT);
}

/** '2024-12-25', the Auckland calendar date the API expects; '' when missing or invalid. */
export function toApiDate(value: DateInput | null | undefined): string {
  return formatBusinessTime(value, API_DATE_FORMAT);
}

/** '2024/12/25' in Auckland; '' when missing or invalid. */
export function toSlashDate(value: DateInput | null | undefined): string {
  return formatBusinessTime(value, SLASH_DATE_FORMAT);
}

/** Auckland's calendar date of an instant, by one formatter made once (the servers ask for today at every read). */
const aucklandDay = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Auckland ('YYYY-MM-DD'); `now` for a fixed clock. */
export function todayInAuckland(now: DateInput = new Date()): string {
  if (!(now instanceof Date) && typeof now !== 'number') return toApiDate(now);
  const parts = Object.fromEntries(aucklandDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export type TDateUnit = 'day' | 'week' | 'month' | 'year';

/**
 * A business date ('YYYY-MM-DD' or 'YYYY/MM/DD') moved by `amount` days, weeks, months or years, as 'YYYY-MM-DD'.
 * Calendar arithmetic, so no daylight-saving hour can shift the day; a month or year step that lands past the end of
 * a shorter month stops on its last day (31 March minus one month is 28 or 29 February, never 3 March).
 */
export function shiftDate(day: string, amount: number, unit: TDateUnit): string {
  const date = dayjs.utc(day.replaceAll('/', '-'));
  if (!date.isValid()) throw new RangeError(`Not a valid date: ${day}`);
  return date.add(amount, unit).format(API_DATE_FORMAT);
}

/** The `months` months up to `end` ('YYYY-MM-DD'), both days included: a list's default date range. */
export function monthsUpTo(end: string, months: number): { start: string; end: string } {
  return { start: shiftDate(end, -months, 'month'), end: shiftDate(end, 0, 'day') };
}

/**
 * The instant an Auckland calendar day starts ('YYYY-MM-DD' or 'YYYY/MM/DD'), `addDays` calendar days later: range
 * filters on timestamps take [start of the first day, start of the day after the last).
 */
export function startOfBusinessDay(day: string, addDays = 0): Date {
  return dayjs.tz(shiftDate(day, addDays, 'day'), BUSINESS_TIME_ZONE).toDate();
}

/**
 * spec 01 §5: the required date is `days` working days after `start`, skipping Saturdays and Sundays.
 * Weekdays are those of Auckland; the result is the start of that Auckland day.
 */
export function addWorkingDays(start: DateInput, days: number): Dayjs {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Working days must be a whole number >= 0: ${days}`);
  const startDate = toApiDate(start);
  if (startDate === '') throw new RangeError(`Not a valid date: ${String(start)}`);
  // Count on the calendar date in UTC, which has no daylight-saving jumps to trip over.
  let date = dayjs.utc(startDate);
  for (let added = 0; added < days; ) {
    date = date.add(1, 'day');
    if (date.day() !== SATURDAY && date.day() !== SUNDAY) added += 1;
  }
  return dayjs.tz(date.format(API_DATE_FORMAT), BUSINESS_TIME_ZONE);
}
