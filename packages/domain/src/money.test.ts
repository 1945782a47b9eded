import { describe, expect, it } from 'vitest';
import { computeGst, computeTotal, formatMoney, formatUnitPrice, GST_RATE, roundMoney, sumMoney } from './money.ts';

describe('roundMoney', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [1.015, 1.02],
    [2.675, 2.68],
    [99.99, 99.99],
    [-1.005, -1.01],
    [-1.004, -1],
    [0.125, 0.13],
    [0, 0],
  ])('rounds %s half away from zero to %s', (value, expected) => {
    expect(roundMoney(value)).toBe(expected);
  });

  it('accepts Postgres numeric strings', () => {
    expect(roundMoney('1.005')).toBe(1.01);
    expect(roundMoney('1234.5000')).toBe(1234.5);
    expect(roundMoney(' -0.005 ')).toBe(-0.01);
    expect(roundMoney('.5')).toBe(0.5);
  });

  it('accepts numbers that print in exponent form', () => {
    expect(roundMoney(1e-7)).toBe(0);
    expect(roundMoney('1.2345e2')).toBe(123.45);
    expect(roundMoney('5e-3')).toBe(0.01);
  });

  it.each(['', 'abc', '1.2.3', '-', '.', 'NaN', '1,000'])('rejects %j', (value) => {
    expect(() => roundMoney(value)).toThrow(RangeError);
  });

  it('rejects non-finite numbers', () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
    expect(() => roundMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('computeGst', () => {
  it('is 15 percent', () => {
    expect(GST_RATE).toBe(0.15);
    expect(computeGst(100)).toBe(15);
  });

  it.each([
    [0.1, 0.02], // 0.015 rounds up
    [0.03, 0],
    [0.04, 0.01], // 0.006
    [99.99, 15], // 14.9985
    [1234.5, 185.18], // 185.175
    [0, 0],
    [-0.1, -0.02], // refund: 0.015 away from zero
    [-99.99, -15],
    ['19.99', 3], // 2.9985
  ])('GST of %s is %s', (subtotal, expected) => {
    expect(computeGst(subtotal)).toBe(expected);
  });

  it('uses the exact subtotal, not a float product', () => {
    // 0.15 * 1.1 is 0.16500000000000004 in floats but exactly 0.165 here.
    expect(computeGst(1.1)).toBe(0.17);
    expect(computeGst(3.3)).toBe(0.5); // 0.495
  });
});

describe('computeTotal', () => {
  it.each([
    [100, 115],
    [0.1, 0.12],
    [99.99, 114.99],
    [1234.5, 1419.68],
    [-0.1, -0.12],
    ['10.00', 11.5],
  ])('total of %s is %s', (subtotal, expected) => {
    expect(computeTotal(subtotal)).toBe(expected);
  });

  it('equals the rounded subtotal plus the GST line', () => {
    expect(computeTotal(10.005)).toBe(roundMoney(10.005) + computeGst(10.005));
    expect(computeTotal(10.005)).toBe(11.51);
  });
});

describe('sumMoney', () => {
  it('adds without floating drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 10 }, () => 0.1))).toBe(1);
  });

  it('mixes numbers and numeric strings, including refunds', () => {
    expect(sumMoney(['19.99', 5.01, '-10.00'])).toBe(15);
  });

  it('rounds once, after adding', () => {
    expect(sumMoney([0.005, 0.005])).toBe(0.01);
  });

  it('is 0 for no values', () => {
    expect(sumMoney([])).toBe(0);
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.5, '1,234.50'],
    [0, '0.00'],
    [0.1, '0.10'],
    [1.005, '1.01'],
    [99.99, '99.99'],
    [999.999, '1,000.00'],
    [1234567.891, '1,234,567.89'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    ['1234.5000', '1,234.50'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('is empty for a missing amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('formatUnitPrice', () => {
  it.each([
    [0.125, '0.125'],
    [0.1235, '0.124'],
    [1.0005, '1.001'],
    [12, '12.000'],
    [1234.5678, '1,234.568'],
    [-0.0005, '-0.001'],
    ['0.04500', '0.045'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatUnitPrice(value)).toBe(expected);
  });

  it('is empty for a missing amount', () => {
    expect(formatUnitPrice(null)).toBe('');
  });
});
