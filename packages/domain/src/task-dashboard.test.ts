import { describe, expect, it } from 'vitest';
import { SUBORDER_STATUS } from './suborder.ts';
import { dashboardColumnOf } from './task-dashboard.ts';

// spec 02 §4: dashboard columns doing (2, 3), waiting (1), complete (9, 10).

describe('dashboardColumnOf', () => {
  it('puts each suborder state in its column, and the others in none', () => {
    expect(dashboardColumnOf(SUBORDER_STATUS.InProcess)).toBe('doing');
    expect(dashboardColumnOf(SUBORDER_STATUS.Paused)).toBe('doing');
    expect(dashboardColumnOf(SUBORDER_STATUS.Awaiting)).toBe('waiting');
    expect(dashboardColumnOf(SUBORDER_STATUS.PartlyComplete)).toBe('complete');
    expect(dashboardColumnOf(SUBORDER_STATUS.Complete)).toBe('complete');
    for (const other of [SUBORDER_STATUS.NotReady, SUBORDER_STATUS.Pending, SUBORDER_STATUS.Cancelled]) {
      expect(dashboardColumnOf(other)).toBeNull();
    }
  });
});
