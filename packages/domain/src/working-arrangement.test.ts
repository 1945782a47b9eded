import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  isWholeWeek,
  mondayOf,
  thisMondayInAuckland,
  WORK_ARRANGEMENT_MESSAGES,
  weekDaysOf,
  ZSaveWeekBody,
  ZWorkingArrangementQuery,
} from './working-arrangement.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the week of the Work Arrangement', () => {
  it('starts on Monday, also for a Sunday and across a month and a year end', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
  });

  it('lists Monday to Sunday, across the daylight-saving change', () => {
    // Auckland moves its clocks on 27 September 2026: calendar days never shift.
    expect(weekDaysOf('2026-09-21')).toEqual([
      '2026-09-21',
      '2026-09-22',
      '2026-09-23',
      '2026-09-24',
      '2026-09-25',
      '2026-09-26',
      '2026-09-27',
    ]);
  });

  it("takes this week's Monday from Auckland's date, not UTC's", () => {
    // 2026-11-29 12:30 UTC is Monday 30 November 01:30 in Auckland.
    expect(thisMondayInAuckland(new Date('2026-11-29T12:30:00Z'))).toBe('2026-11-30');
    expect(thisMondayInAuckland(new Date('2026-11-29T10:00:00Z'))).toBe('2026-11-23');
  });

  it('knows a whole week and a real date', () => {
    expect(isWholeWeek('2026-11-23', '2026-11-29')).toBe(true);
    expect(isWholeWeek('2026-11-24', '2026-11-30')).toBe(false);
    expect(isWholeWeek('2026-11-23', '2026-11-28')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026/02/03')).toBe(false);
  });

  it('reads a week or a day, and refuses anything else with the message', () => {
    expect(ZWorkingArrangementQuery.safeParse({ start: '2026-11-23', end: '2026-11-29' }).success).toBe(true);
    expect(ZWorkingArrangementQuery.safeParse({ workingDate: '2026-11-25' }).success).toBe(true);
    expect(firstMessage(ZWorkingArrangementQuery.safeParse({ start: '2026-11-24', end: '2026-11-30' }))).toBe(
      WORK_ARRANGEMENT_MESSAGES.weekRange,
    );
    expect(firstMessage(ZWorkingArrangementQuery.safeParse({}))).toBe(WORK_ARRANGEMENT_MESSAGES.weekRange);
  });

  it('saves only days of the week being saved', () => {
    const cell = { machineId: 1, operator: 2, maintenance: 0 };
    expect(
      ZSaveWeekBody.safeParse({ start: '2026-11-23', cells: [{ ...cell, workingDate: '2026-11-29' }] }).success,
    ).toBe(true);
    expect(
      firstMessage(ZSaveWeekBody.safeParse({ start: '2026-11-23', cells: [{ ...cell, workingDate: '2026-11-30' }] })),
    ).toBe(WORK_ARRANGEMENT_MESSAGES.outsideWeek);
    expect(firstMessage(ZSaveWeekBody.safeParse({ start: '2026-11-24', cells: [] }))).toBe(
      WORK_ARRANGEMENT_MESSAGES.weekRange,
    );
  });
});
