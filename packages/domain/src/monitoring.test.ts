import { describe, expect, it } from 'vitest';
import { changeRateOf, isLowStock, SUGGESTED_MSL_RULE, suggestedQuantityOf, suggestMsl } from './monitoring.ts';

describe('the low rule (spec 02 §9)', () => {
  const at = (productInStock: number) =>
    isLowStock({
      productInStock,
      poQty: 100,
      pendingWorkOrderQuantity: 200,
      pendingOrderQuantity: 300,
      productMsl: 1000,
    });
  it('is low below the MSL, not at it', () => {
    expect(at(999)).toBe(true);
    expect(at(1000)).toBe(false);
  });
  it('never calls a product without an MSL low', () => {
    expect(
      isLowStock({
        productInStock: 0,
        poQty: 0,
        pendingWorkOrderQuantity: 0,
        pendingOrderQuantity: 5,
        productMsl: null,
      }),
    ).toBe(false);
    expect(
      isLowStock({ productInStock: 0, poQty: 0, pendingWorkOrderQuantity: 0, pendingOrderQuantity: 5, productMsl: 0 }),
    ).toBe(false);
  });
});

describe('the suggested quantity and the change rate', () => {
  it('rounds the shortfall up to whole cartons', () => {
    expect(suggestedQuantityOf(900, 1000, 250)).toBe(250);
    expect(suggestedQuantityOf(740, 1000, 250)).toBe(500);
    expect(suggestedQuantityOf(1000, 1000, 250)).toBe(0);
    expect(suggestedQuantityOf(990, 1000, null)).toBe(10);
  });
  it('is a percentage with 2 decimals, empty without history', () => {
    expect(changeRateOf(3, 2)).toBe(50);
    expect(changeRateOf(1, 3)).toBe(-66.67);
    expect(changeRateOf(4, 0)).toBeNull();
  });
});

describe('the suggested MSL', () => {
  it('averages the daily usage without the one-off order, times the lead time, plus the margin', () => {
    // Median 1,000; the 50,000 line is more than 5 × the median and is left out.
    const lines = [1000, 1000, 1000, 1000, 1000, 2000, 50_000];
    const kept = 7000;
    const daily = kept / SUGGESTED_MSL_RULE.windowDays;
    expect(suggestMsl(lines)).toEqual({
      suggestedMsl: Math.ceil(daily * SUGGESTED_MSL_RULE.leadDays * (1 + SUGGESTED_MSL_RULE.safetyMargin)),
      averageDailyUsage: Math.round(daily * 100) / 100,
      orderLines: 6,
      leftOut: 1,
    });
  });
  it('suggests nothing without orders', () => {
    expect(suggestMsl([]).suggestedMsl).toBe(0);
  });
});
