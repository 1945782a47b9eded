import { describe, expect, it } from 'vitest';
import { contractExpiryOf, daysUntilBirthday, isBirthdayDue, isContractDue } from './hr.ts';

describe('birthday due', () => {
  it('counts the days to the next birthday, rolling into next year', () => {
    expect(daysUntilBirthday('1990-03-15', '2026-03-15')).toBe(0);
    expect(daysUntilBirthday('1990-03-22', '2026-03-15')).toBe(7);
    expect(daysUntilBirthday('1990-03-14', '2026-03-15')).toBe(364);
    expect(daysUntilBirthday('1990-01-02', '2026-12-30')).toBe(3);
  });

  it('keeps a 29 February birthday on 28 February in other years', () => {
    expect(daysUntilBirthday('2000-02-29', '2026-02-27')).toBe(1);
    expect(daysUntilBirthday('2000-02-29', '2028-02-27')).toBe(2);
    expect(daysUntilBirthday('2000-02-29', '2027-03-01')).toBe(365);
  });

  it('is due today and for the next 7 days', () => {
    expect(isBirthdayDue('1990-03-22', '2026-03-15')).toBe(true);
    expect(isBirthdayDue('1990-03-23', '2026-03-15')).toBe(false);
    expect(isBirthdayDue(null, '2026-03-15')).toBe(false);
  });
});

describe('contract due', () => {
  it('takes the latest expiry, none when a contract is open-ended', () => {
    expect(contractExpiryOf([])).toBeNull();
    expect(
      contractExpiryOf([
        { effDate: '2025-01-01', expDate: '2025-12-31' },
        { effDate: '2026-01-01', expDate: '2026-12-31' },
      ]),
    ).toBe('2026-12-31');
    expect(
      contractExpiryOf([
        { effDate: '2025-01-01', expDate: '2025-12-31' },
        { effDate: '2026-01-01', expDate: null },
      ]),
    ).toBeNull();
  });

  it('is due from today to 30 days ahead', () => {
    expect(isContractDue('2026-03-15', '2026-03-15')).toBe(true);
    expect(isContractDue('2026-04-14', '2026-03-15')).toBe(true);
    expect(isContractDue('2026-04-15', '2026-03-15')).toBe(false);
    expect(isContractDue('2026-03-14', '2026-03-15')).toBe(false);
    expect(isContractDue(null, '2026-03-15')).toBe(false);
  });
});
