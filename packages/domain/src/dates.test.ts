import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  BUSINESS_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatShortDate,
  LEAD_TIME_DAYS,
  monthsUpTo,
  shiftDate,
  startOfBusinessDay,
  toApiDate,
  todayInAuckland,
  toSlashDate,
} from './dates.ts';

// 23:30 UTC on Wednesday 1 May 2024 is 11:30 on Thursday 2 May in Auckland (NZST, +12).
const LATE_UTC = '2024-05-01T23:30:00Z';

describe('date formats', () => {
  it('show the Auckland date, which is the next day for a late UTC time', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Pacific/Auckland');
    expect(formatDate(LATE_UTC)).toBe('02/05/2024');
    expect(formatShortDate(LATE_UTC)).toBe('02/05/24');
    expect(formatDateTime(LATE_UTC)).toBe('02/05/2024 11:30');
    expect(toApiDate(LATE_UTC)).toBe('2024-05-02');
    expect(toSlashDate(LATE_UTC)).toBe('2024/05/02');
  });

  it('follow daylight saving (NZDT, +13)', () => {
    expect(formatDateTime('2024-12-31T11:30:00Z')).toBe('01/01/2025 00:30');
    expect(formatDateTime('2024-12-31T10:30:00Z')).toBe('31/12/2024 23:30');
  });

  it('accept a Date, epoch milliseconds, a Dayjs and an offset', () => {
    const instant = new Date(LATE_UTC);
    expect(formatDateTime(instant)).toBe('02/05/2024 11:30');
    expect(formatDateTime(instant.getTime())).toBe('02/05/2024 11:30');
    expect(formatDateTime(dayjs(instant))).toBe('02/05/2024 11:30');
    expect(formatDateTime('2024-05-01T10:00:00+12:00')).toBe('01/05/2024 10:00');
  });

  it('keep a bare calendar date as that day', () => {
    expect(formatDate('2024-05-01')).toBe('01/05/2024');
    expect(toApiDate('2024-12-31')).toBe('2024-12-31');
  });

  it.each([null, undefined, '', 'not a date', new Date(Number.NaN)])('show %j as empty', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatShortDate(value)).toBe('');
    expect(formatDateTime(value)).toBe('');
    expect(toApiDate(value)).toBe('');
    expect(toSlashDate(value)).toBe('');
  });
});

describe('startOfBusinessDay', () => {
  it('is midnight in Auckland, in summer (+13) and winter (+12), with either separator', () => {
    expect(startOfBusinessDay('2026-01-15').toISOString()).toBe('2026-01-14T11:00:00.000Z');
    expect(startOfBusinessDay('2026/07/15').toISOString()).toBe('2026-07-14T12:00:00.000Z');
  });

  it('moves whole calendar days, weekends included, across the daylight-saving change', () => {
    expect(startOfBusinessDay('2026-11-21', 1).toISOString()).toBe('2026-11-21T11:00:00.000Z');
    expect(startOfBusinessDay('2026-04-04', 1).toISOString()).toBe('2026-04-04T11:00:00.000Z');
    expect(startOfBusinessDay('2026-04-05', 1).toISOString()).toBe('2026-04-05T12:00:00.000Z');
  });

  it('refuses a date that is not one', () => {
    expect(() => startOfBusinessDay('soon')).toThrow(RangeError);
  });
});

describe('addWorkingDays', () => {
  // Friday 3 May 2024 .. Tuesday 7 May 2024.
  it.each([
    ['2024-05-03', 0, '2024-05-03'], // Friday
    ['2024-05-03', 1, '2024-05-06'], // Friday + 1 = Monday
    ['2024-05-03', 2, '2024-05-07'], // Friday + 2 = Tuesday
    ['2024-05-04', 1, '2024-05-06'], // Saturday + 1 = Monday
    ['2024-05-04', 2, '2024-05-07'], // Saturday + 2 = Tuesday
    ['2024-05-05', 2, '2024-05-07'], // Sunday + 2 = Tuesday
    ['2024-05-01', 2, '2024-05-03'], // Wednesday + 2 = Friday
    ['2024-05-03', 10, '2024-05-17'],
    ['2024-05-03', 15, '2024-05-24'],
    ['2024-05-03', 20, '2024-05-31'],
    ['2024-04-05', 2, '2024-04-09'], // across the end of daylight saving on Sunday 7 April
    ['2024-09-27', 2, '2024-10-01'], // across the start of daylight saving on Sunday 29 September
  ])('%s + %i working days = %s', (start, days, expected) => {
    expect(toApiDate(addWorkingDays(start, days))).toBe(expected);
  });

  it('counts from the Auckland day of an instant', () => {
    // 23:30 UTC Thursday is 11:30 Friday in Auckland, so + 2 is Tuesday.
    expect(toApiDate(addWorkingDays('2024-05-02T23:30:00Z', 2))).toBe('2024-05-07');
  });

  it('returns the start of that day in Auckland', () => {
    const result = addWorkingDays('2024-05-03', 2);
    expect(result.toISOString()).toBe('2024-05-06T12:00:00.000Z');
    expect(result.format('DD/MM/YYYY HH:mm')).toBe('07/05/2024 00:00');
  });

  it('offers the spec lead times', () => {
    expect(LEAD_TIME_DAYS).toEqual([2, 10, 15, 20]);
  });

  it('rejects negative or fractional days and an invalid start', () => {
    expect(() => addWorkingDays('2024-05-03', -1)).toThrow(RangeError);
    expect(() => addWorkingDays('2024-05-03', 1.5)).toThrow(RangeError);
    expect(() => addWorkingDays('not a date', 2)).toThrow(RangeError);
  });
});

describe('in a browser far from Auckland', () => {
  const originalTimeZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTimeZone;
  });

  it.each(['America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati'])('gives the same answers in %s', (zone) => {
    process.env.TZ = zone;
    expect(formatDateTime(LATE_UTC)).toBe('02/05/2024 11:30');
    expect(formatDate('2024-05-01')).toBe('01/05/2024');
    expect(toApiDate(addWorkingDays('2024-05-03', 2))).toBe('2024-05-07');
    expect(addWorkingDays('2024-05-03', 2).toISOString()).toBe('2024-05-06T12:00:00.000Z');
  });
});

describe('todayInAuckland', () => {
  it.each([
    // Daylight saving ends on the first Sunday of April: 03:00 NZDT (+13) becomes 02:00 NZST (+12); 5 April 2026
    // lasts 25 hours.
    ['2026-04-04T10:59:59Z', '2026-04-04'],
    ['2026-04-04T11:00:00Z', '2026-04-05'],
    ['2026-04-04T14:00:00Z', '2026-04-05'],
    ['2026-04-05T11:59:59Z', '2026-04-05'],
    ['2026-04-05T12:00:00Z', '2026-04-06'],
    // It starts on the last Sunday of September: 02:00 NZST becomes 03:00 NZDT; 27 September 2026 lasts 23 hours.
    ['2026-09-26T11:59:59Z', '2026-09-26'],
    ['2026-09-26T12:00:00Z', '2026-09-27'],
    ['2026-09-27T10:59:59Z', '2026-09-27'],
    ['2026-09-27T11:00:00Z', '2026-09-28'],
  ])('at %s is %s', (instant, expected) => {
    expect(todayInAuckland(new Date(instant))).toBe(expected);
  });

  it('is the Auckland day of now by default', () => {
    expect(todayInAuckland()).toBe(toApiDate(new Date()));
  });
});

describe('shiftDate', () => {
  it.each([
    // A month back from a month end stops on the shorter month's last day (not 3 March).
    ['2026-03-31', -1, 'month', '2026-02-28'],
    ['2024-03-31', -1, 'month', '2024-02-29'],
    ['2026-05-31', -3, 'month', '2026-02-28'],
    ['2026-01-31', 1, 'month', '2026-02-28'],
    ['2026-03-30', -1, 'month', '2026-02-28'],
    ['2026-07-31', -1, 'month', '2026-06-30'],
    ['2026-03-15', -1, 'month', '2026-02-15'],
    // Leap days.
    ['2024-02-28', 1, 'day', '2024-02-29'],
    ['2024-02-29', 1, 'day', '2024-03-01'],
    ['2025-02-28', 1, 'day', '2025-03-01'],
    ['2024-02-29', 1, 'year', '2025-02-28'],
    ['2024-02-29', -4, 'year', '2020-02-29'],
    ['2025-03-29', -1, 'month', '2025-02-28'],
    ['2024-02-29', -12, 'month', '2023-02-28'],
    // Across both daylight-saving changes in Auckland a day is a calendar day (25 and 23 hours long).
    ['2026-04-04', 1, 'day', '2026-04-05'],
    ['2026-04-05', 1, 'day', '2026-04-06'],
    ['2026-09-26', 1, 'day', '2026-09-27'],
    ['2026-09-27', 1, 'day', '2026-09-28'],
    ['2026-04-01', 1, 'week', '2026-04-08'],
    ['2026-09-24', 1, 'week', '2026-10-01'],
    ['2026/12/31', 1, 'day', '2027-01-01'],
  ] as const)('%s %i %s = %s', (day, amount, unit, expected) => {
    expect(shiftDate(day, amount, unit)).toBe(expected);
  });

  it('refuses a date that is not one', () => {
    expect(() => shiftDate('soon', 1, 'day')).toThrow(RangeError);
  });

  it('starts the day after a daylight-saving change 25 or 23 hours after the day itself', () => {
    const hours = (day: string) =>
      (startOfBusinessDay(day, 1).getTime() - startOfBusinessDay(day).getTime()) / 3_600_000;
    expect(hours('2026-04-05')).toBe(25);
    expect(hours('2026-09-27')).toBe(23);
    expect(hours('2026-06-15')).toBe(24);
  });
});

describe('monthsUpTo', () => {
  it('is the months before a day, both ends included, month ends clamped', () => {
    expect(monthsUpTo('2026-03-31', 1)).toEqual({ start: '2026-02-28', end: '2026-03-31' });
    expect(monthsUpTo('2024-05-31', 3)).toEqual({ start: '2024-02-29', end: '2024-05-31' });
    expect(monthsUpTo('2026/07/15', 12)).toEqual({ start: '2025-07-15', end: '2026-07-15' });
  });
});
