import { describe, expect, it } from 'vitest';
import {
  commentPreview,
  countOf,
  cutText,
  decimalPlaces,
  formatCartons,
  formatCount,
  formatDollars,
  formatInDeliveryQuantity,
  formatQuantity,
  formatStock,
  TEXT_CUT_LENGTH,
} from './format.ts';

describe('formatQuantity', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [9999, '9,999'],
    [10000, '10,000'],
    [10001, '10.0K'],
    [10050, '10.1K'],
    [12345, '12.3K'],
    [12350, '12.4K'],
    [1234567, '1,234.6K'],
    [-12345, '-12.3K'],
    [-500, '-500'],
    ['12345', '12.3K'],
  ])('shows %s as %s', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  it.each([null, undefined, '', ' ', 'abc'])('shows %j as empty', (value) => {
    expect(formatQuantity(value)).toBe('');
  });
});

describe('formatInDeliveryQuantity', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1001, '1.0K'],
    [1050, '1.1K'],
    [1500, '1.5K'],
    [12345, '12.3K'],
  ])('shows %s as %s', (value, expected) => {
    expect(formatInDeliveryQuantity(value)).toBe(expected);
  });

  it('shows a missing quantity as empty', () => {
    expect(formatInDeliveryQuantity(null)).toBe('');
  });
});

describe('formatStock', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1049, '1.0K'],
    [1050, '1.1K'],
    [99949, '99.9K'],
    [99999, '100.0K'],
    [100000, '0.1M'],
    [150000, '0.2M'],
    [1234567, '1.2M'],
    [-2500, '-2.5K'],
  ])('shows %s as %s', (value, expected) => {
    expect(formatStock(value)).toBe(expected);
  });

  it('shows a missing stock as empty', () => {
    expect(formatStock(undefined)).toBe('');
  });
});

describe('cutText', () => {
  it('cuts at 60 characters', () => {
    expect(TEXT_CUT_LENGTH).toBe(60);
    expect(cutText('a'.repeat(60))).toBe('a'.repeat(60));
    expect(cutText('a'.repeat(61))).toBe(`${'a'.repeat(60)}...`);
  });

  it('takes another length', () => {
    expect(cutText('abcdef', 5)).toBe('abcde...');
    expect(cutText('abcde', 5)).toBe('abcde');
  });

  it('never splits an emoji', () => {
    expect(cutText(`${'a'.repeat(59)}😀b`)).toBe(`${'a'.repeat(59)}😀...`);
    expect(cutText(`${'a'.repeat(59)}😀`)).toBe(`${'a'.repeat(59)}😀`);
  });

  it('is empty for missing text', () => {
    expect(cutText(null)).toBe('');
    expect(cutText(undefined)).toBe('');
    expect(cutText('')).toBe('');
  });
});

describe('commentPreview', () => {
  it('keeps a comment of 15 characters', () => {
    expect(commentPreview('123456789012345')).toBe('123456789012345');
  });

  it('shows 10 characters and an ellipsis above 15', () => {
    expect(commentPreview('1234567890123456')).toBe('1234567890...');
  });

  it('keeps short comments', () => {
    expect(commentPreview('ok')).toBe('ok');
  });

  it('is empty for a missing comment', () => {
    expect(commentPreview(null)).toBe('');
    expect(commentPreview(undefined)).toBe('');
  });
});

describe('countOf', () => {
  it('agrees the noun with the count (issue 30 item 20: never "1 pallets" or "1 boxes")', () => {
    expect(countOf(1, 'pallet')).toBe('1 pallet');
    expect(countOf(2, 'pallet')).toBe('2 pallets');
    expect(countOf(0, 'pallet')).toBe('0 pallets');
    expect(countOf(1, 'box')).toBe('1 box');
    expect(countOf(3, 'box')).toBe('3 boxes');
    expect(countOf(1200, 'box')).toBe('1,200 boxes');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});

describe('formatCount', () => {
  it('shows thousands separators and no K (issue 30 item 20: 14500 beside 73,500)', () => {
    expect(formatCount(14500)).toBe('14,500');
    expect(formatCount('73500')).toBe('73,500');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(null)).toBe('');
  });
});

describe('formatDollars', () => {
  it('puts the minus before the dollar sign', () => {
    expect(formatDollars(-25.06)).toBe('-$25.06');
    expect(formatDollars('1234.5')).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(null)).toBe('');
  });
});

describe('decimalPlaces', () => {
  it('counts the decimals a number was typed with', () => {
    expect(decimalPlaces(7)).toBe(0);
    expect(decimalPlaces(1.5)).toBe(1);
    expect(decimalPlaces(12.5)).toBe(1);
    expect(decimalPlaces(0.125)).toBe(3);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1e21)).toBe(0);
    expect(decimalPlaces(-10)).toBe(0);
  });
});

describe('formatCartons', () => {
  it('shows whole cartons as a count and a part carton to 1 decimal', () => {
    expect(formatCartons(1200)).toBe('1,200');
    expect(formatCartons('11.752')).toBe('11.8');
    expect(formatCartons('-0.248')).toBe('-0.2');
    expect(formatCartons(null)).toBe('');
  });
});
