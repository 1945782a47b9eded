import { describe, expect, it } from 'vitest';
import { changedFields, hasChanges, isChangedValue } from './form-changes.ts';

describe('isChangedValue', () => {
  it('takes empty text, null and no value as the same answer', () => {
    expect(isChangedValue('', null)).toBe(false);
    expect(isChangedValue(null, undefined)).toBe(false);
    expect(isChangedValue('  ', null)).toBe(false);
  });

  it('compares numbers and texts by their text, ignoring outer blanks', () => {
    expect(isChangedValue(3, '3')).toBe(false);
    expect(isChangedValue(' Cups ', 'Cups')).toBe(false);
    expect(isChangedValue('Cups', 'Lids')).toBe(true);
    expect(isChangedValue(0, null)).toBe(true);
  });

  it('compares lists and objects by their JSON', () => {
    expect(isChangedValue([1, 2], [1, 2])).toBe(false);
    expect(isChangedValue({ a: 1 }, { a: 2 })).toBe(true);
  });
});

describe('changedFields', () => {
  const saved = { name: 'Cup 8oz', price: '0.120', notes: null, roleId: 3 };

  it('keeps only the fields that differ', () => {
    expect(changedFields({ name: 'Cup 8oz', price: '0.150', notes: '' }, saved)).toEqual({ price: '0.150' });
  });

  it('leaves out a field that was not sent', () => {
    expect(changedFields({ name: undefined, roleId: 3 }, saved)).toEqual({});
  });

  it('says whether anything changed', () => {
    expect(hasChanges({ name: 'Cup 8oz', roleId: '3' }, saved)).toBe(false);
    expect(hasChanges({ notes: 'fragile' }, saved)).toBe(true);
  });
});
