import { describe, expect, it } from 'vitest';
import {
  brandIdsOfInvoicePath,
  invoiceDefaultRange,
  invoiceDueDate,
  prorateMoney,
  ZInvoiceMarkPaidQuery,
  ZInvoicesMarkPaid,
} from './invoice.ts';
import { PAYMENT_TERM_PREPAY } from './reference-data.ts';

describe('prorateMoney', () => {
  it.each([
    ['24.69', 1000, 2000, 12.35],
    ['24.69', '1000.000', '2000.000', 12.35],
    ['240.00', 3000, 3000, 240],
    ['100.00', 1, 3, 33.33],
    ['100.00', 2, 3, 66.67],
    ['0.01', 1, 2, 0.01],
    ['-24.69', 1000, 2000, -12.35],
    [80, 0, 1000, 0],
  ])('%s × %s / %s = %s (exact, half away from zero)', (amount, part, whole, expected) => {
    expect(prorateMoney(amount, part, whole)).toBe(expected);
  });

  it('refuses a line of zero pieces and text that is no number', () => {
    expect(() => prorateMoney('10', 1, 0)).toThrow(RangeError);
    expect(() => prorateMoney('ten', 1, 2)).toThrow(RangeError);
  });
});

describe('invoiceDueDate', () => {
  it.each([
    [1, '2026-01-25', '2026-02-01'],
    [2, '2026-01-25', '2026-02-20'],
    [2, '2026-12-31', '2027-01-20'],
    [3, '2026-01-25', '2026-02-24'],
    [4, '2026-01-25', '2026-01-25'],
    [PAYMENT_TERM_PREPAY, '2026-01-25', '2026-01-25'],
    [null, '2026-01-25', '2026-01-25'],
  ])('payment term %s from %s is due %s', (term, date, due) => {
    expect(invoiceDueDate(date, term)).toBe(due);
  });
});

describe('the invoice list', () => {
  it('reads the brand ids from the page address', () => {
    expect(brandIdsOfInvoicePath('/invoice')).toEqual([]);
    expect(brandIdsOfInvoicePath('/invoice22')).toEqual([22]);
    expect(brandIdsOfInvoicePath('/invoice23&41')).toEqual([23, 41]);
    expect(brandIdsOfInvoicePath('/invoice23%2641')).toEqual([23, 41]);
  });

  it('defaults to the last 3 months up to today', () => {
    expect(invoiceDefaultRange('2026-05-31')).toEqual({ start: '2026-02-28', end: '2026-05-31' });
  });

  it('needs a note to mark paid, not to mark unpaid', () => {
    expect(ZInvoiceMarkPaidQuery.safeParse({ invoiceId: '1', paid: '1', invoiceNote: ' ' }).success).toBe(false);
    expect(ZInvoiceMarkPaidQuery.safeParse({ invoiceId: '1', paid: '0' }).success).toBe(true);
    expect(ZInvoicesMarkPaid.safeParse({ invoiceId: [1], paid: 1 }).success).toBe(false);
    expect(ZInvoicesMarkPaid.safeParse({ invoiceId: [1], paid: 1, invoiceNote: 'Bank' }).success).toBe(true);
  });
});
