import { describe, expect, it } from 'vitest';
import { formatDuration, machineTimesOf } from './daily-report.ts';

// Run time and pause time of a machine from its suborders' status changes (issue 15 "Daily report").

const H = 3_600_000;
const event = (suborderId: number, statusId: number, hour: number, machineId = 1) => ({
  suborderId,
  machineId,
  statusId,
  at: hour * H,
});

describe('machineTimesOf', () => {
  it('counts In process as run time and Paused as pause time until the next change', () => {
    const times = machineTimesOf(
      [event(1, 1, 0), event(1, 2, 1), event(1, 3, 2), event(1, 2, 3), event(1, 10, 5)],
      0,
      24 * H,
    );
    expect(times.get(1)).toEqual({ runSeconds: 3 * 3600, pauseSeconds: 3600 });
  });

  it('counts two jobs running at once once, and a pause only while nothing runs', () => {
    const times = machineTimesOf(
      [event(1, 2, 1), event(1, 3, 2), event(1, 10, 6), event(2, 2, 3), event(2, 10, 4)],
      0,
      24 * H,
    );
    // Running 1–2 and 3–4; paused 2–3 and 4–6.
    expect(times.get(1)).toEqual({ runSeconds: 2 * 3600, pauseSeconds: 3 * 3600 });
  });

  it('clips to the window and lets the last status last until its end', () => {
    const times = machineTimesOf([event(1, 2, -2), event(1, 10, 2), event(2, 3, 20, 2)], 0, 22 * H);
    expect(times.get(1)).toEqual({ runSeconds: 2 * 3600, pauseSeconds: 0 });
    expect(times.get(2)).toEqual({ runSeconds: 0, pauseSeconds: 2 * 3600 });
  });

  it('answers nothing for a machine without running or paused jobs', () => {
    expect(machineTimesOf([event(1, 1, 1), event(1, 4, 2)], 0, 24 * H).size).toBe(0);
  });
});

describe('formatDuration', () => {
  it('shows hours and minutes', () => {
    expect(formatDuration(0)).toBe('0m');
    expect(formatDuration(12 * 60 + 59)).toBe('12m');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3h 05m');
  });
});
