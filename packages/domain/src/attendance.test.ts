import { describe, expect, it } from 'vitest';
import {
  attendanceDateOf,
  attendanceWeekOf,
  isoWeekOf,
  MAX_SHIFT_HOURS,
  pairAttendanceEvents,
  parseCheckType,
  parseClockTime,
  workHoursOf,
} from './attendance.ts';

// The attendance rules with numbers in them (spec 02 §9; issue 19): pairs of In and Out, a missing check-out flagged
// and never guessed, work hours to the nearest 5 minutes, the ISO week in Auckland.

const at = (iso: string) => new Date(iso);
const In = (iso: string) => ({ checkTime: at(iso), checkType: 'In' as const });
const Out = (iso: string) => ({ checkTime: at(iso), checkType: 'Out' as const });

describe('pairAttendanceEvents', () => {
  it('pairs each In with the Out after it, in time order', () => {
    const pairs = pairAttendanceEvents([Out('2026-03-02T04:00:00Z'), In('2026-03-01T20:00:00Z')]);
    expect(pairs).toEqual([{ checkIn: at('2026-03-01T20:00:00Z'), checkOut: at('2026-03-02T04:00:00Z') }]);
  });

  it('flags an In followed by another In as a missing check-out', () => {
    const pairs = pairAttendanceEvents([
      In('2026-03-01T20:00:00Z'),
      In('2026-03-02T20:00:00Z'),
      Out('2026-03-03T04:00:00Z'),
    ]);
    expect(pairs).toEqual([
      { checkIn: at('2026-03-01T20:00:00Z'), checkOut: null },
      { checkIn: at('2026-03-02T20:00:00Z'), checkOut: at('2026-03-03T04:00:00Z') },
    ]);
  });

  it(`does not close an In with an Out more than ${MAX_SHIFT_HOURS} hours later`, () => {
    const pairs = pairAttendanceEvents([In('2026-03-01T20:00:00Z'), Out('2026-03-02T12:00:01Z')]);
    expect(pairs).toEqual([
      { checkIn: at('2026-03-01T20:00:00Z'), checkOut: null },
      { checkIn: null, checkOut: at('2026-03-02T12:00:01Z') },
    ]);
    expect(pairAttendanceEvents([In('2026-03-01T20:00:00Z'), Out('2026-03-02T12:00:00Z')])).toHaveLength(1);
  });

  it('flags an Out with no open In as a missing check-in, and a last In as a missing check-out', () => {
    expect(pairAttendanceEvents([Out('2026-03-02T04:00:00Z'), In('2026-03-02T20:00:00Z')])).toEqual([
      { checkIn: null, checkOut: at('2026-03-02T04:00:00Z') },
      { checkIn: at('2026-03-02T20:00:00Z'), checkOut: null },
    ]);
  });
});

describe('workHoursOf', () => {
  it('counts to the nearest 5 minutes', () => {
    expect(workHoursOf({ checkIn: at('2026-03-01T20:00:00Z'), checkOut: at('2026-03-02T04:32:00Z') })).toBe(8.5);
    expect(workHoursOf({ checkIn: at('2026-03-01T20:00:00Z'), checkOut: at('2026-03-02T04:33:00Z') })).toBe(8.58);
    expect(workHoursOf({ checkIn: at('2026-03-01T20:00:00Z'), checkOut: at('2026-03-01T20:02:29Z') })).toBe(0);
  });

  it('is null when the check-in or the check-out is missing', () => {
    expect(workHoursOf({ checkIn: at('2026-03-01T20:00:00Z'), checkOut: null })).toBeNull();
    expect(workHoursOf({ checkIn: null, checkOut: at('2026-03-01T20:00:00Z') })).toBeNull();
  });
});

describe('the day and the week', () => {
  it('counts a period on the Auckland day of its check-in', () => {
    // 20:00 UTC on 1 March is 09:00 on 2 March in Auckland (NZDT, +13).
    expect(attendanceDateOf({ checkIn: at('2026-03-01T20:00:00Z'), checkOut: null })).toBe('2026-03-02');
    expect(attendanceDateOf({ checkIn: null, checkOut: at('2026-03-02T04:00:00Z') })).toBe('2026-03-02');
  });

  it('names the ISO week by the year of its Thursday', () => {
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2021-01-04')).toBe('2021-W01');
    expect(isoWeekOf('2020-12-28')).toBe('2020-W53');
  });

  it('takes the week holding an instant in Auckland, Monday to Sunday', () => {
    // Sunday 22 November 2026 12:30 UTC is Monday 23 November 01:30 in Auckland.
    const week = attendanceWeekOf(at('2026-11-22T12:30:00Z'));
    expect(week.monday).toBe('2026-11-23');
    expect(week.days).toHaveLength(7);
    expect(week.days[6]).toBe('2026-11-29');
    expect(week.isoWeek).toBe('2026-W48');
  });
});

describe('parseClockTime and parseCheckType', () => {
  it('reads Auckland wall time in both date orders, and ISO with an offset', () => {
    expect(parseClockTime('2026-03-02 09:00')).toEqual(at('2026-03-01T20:00:00Z'));
    expect(parseClockTime('02/03/2026 09:00:30')).toEqual(at('2026-03-01T20:00:30Z'));
    // Winter (NZST, +12).
    expect(parseClockTime('2026-07-01T08:00')).toEqual(at('2026-06-30T20:00:00Z'));
    expect(parseClockTime('2026-03-01T20:00:00Z')).toEqual(at('2026-03-01T20:00:00Z'));
  });

  it('refuses what is not a real date and time', () => {
    for (const text of ['', '2026-02-30 08:00', '2026-03-02 24:00', '2026-03-02', 'yesterday', '3/2/2026 9:00']) {
      expect(parseClockTime(text)).toBeNull();
    }
  });

  it('reads In and Out in any case', () => {
    expect(parseCheckType(' in ')).toBe('In');
    expect(parseCheckType('OUT')).toBe('Out');
    expect(parseCheckType('break')).toBeNull();
  });
});
