import { describe, expect, it } from 'vitest';
import { profitRateOf, salesReportDefaultRange } from './reports.ts';

describe('profitRateOf (spec 02 §9)', () => {
  it('is (unit price − reserve price) / reserve price, to 4 decimals', () => {
    expect(profitRateOf('80.000', '70.000')).toBe(0.1429);
    expect(profitRateOf(50, 100)).toBe(-0.5);
  });
  it('is null when the reserve price is 0 or unknown', () => {
    expect(profitRateOf('80', '0')).toBeNull();
    expect(profitRateOf('80', null)).toBeNull();
  });
});

describe('salesReportDefaultRange (spec 02 §9, as corrected)', () => {
  it('runs from one month back to tomorrow', () => {
    expect(salesReportDefaultRange('2026-03-31')).toEqual({ start: '2026-02-28', end: '2026-04-01' });
  });
});
