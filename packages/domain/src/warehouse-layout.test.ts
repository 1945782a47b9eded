import { describe, expect, it } from 'vitest';
import {
  shelfBandOf,
  ZAddTemporaryPalletsQuery,
  zoneEditImpact,
  zoneEditWarning,
  zoneLayoutOf,
  zoneLetterOfNumber,
  zoneNumberOfLetter,
} from './warehouse-layout.ts';

// spec 02 §9: zone letters from E on shift by one (no zone E); shelf colours by free-cell ratio; pallet counts 1–19.

describe('zone letters', () => {
  it('maps A–D to 1–4 and F on to 5 on, with no zone for E', () => {
    expect(['A', 'B', 'C', 'D', 'F', 'G', 'Z'].map(zoneNumberOfLetter)).toEqual([1, 2, 3, 4, 5, 6, 25]);
    expect(zoneNumberOfLetter('E')).toBeNull();
    expect(zoneNumberOfLetter('AB')).toBeNull();
    expect([1, 4, 5, 25].map(zoneLetterOfNumber)).toEqual(['A', 'D', 'F', 'Z']);
  });
});

describe('shelf bands', () => {
  it('colours by the free-cell ratio: 1, at least 0.8, at least 0.3, otherwise the lowest', () => {
    expect(shelfBandOf(6, 6).band).toBe('empty');
    expect(shelfBandOf(4, 5).band).toBe('mostlyFree');
    expect(shelfBandOf(3, 10).band).toBe('partlyFree');
    expect(shelfBandOf(2, 10).band).toBe('nearlyFull');
    expect(shelfBandOf(0, 0).band).toBe('nearlyFull');
  });
});

describe('temporary pallet count', () => {
  it("is 1 by default, type 3; 'Please enter a positive number.' and 'Maximum is 20.'", () => {
    expect(ZAddTemporaryPalletsQuery.parse({})).toEqual({ plateTypeId: 3, packagingFlag: 0, qty: 1 });
    const message = (qty: string) => ZAddTemporaryPalletsQuery.safeParse({ qty }).error?.issues[0]?.message;
    expect(message('0')).toBe('Please enter a positive number.');
    expect(message('2.5')).toBe('Please enter a positive number.');
    expect(message('20')).toBe('Maximum is 20.');
    expect(message('19')).toBeUndefined();
  });
});

describe('Edit Zone: the layout it opens with and what a change touches (issue 30 §5)', () => {
  const zoneB = [1, 2, 3, 4].map((position) => ({
    shelfCode: `B0${position}`,
    position,
    totalRows: 3,
    totalCols: 2,
    plateCount: position === 4 ? 2 : 1,
  }));

  it("opens with the zone's own layout; a zone with no shelves with 20 shelves of 7 × 2", () => {
    expect(zoneLayoutOf(zoneB)).toEqual({ NumOfShelves: 4, totalRows: 3, totalCols: 2 });
    expect(zoneLayoutOf([])).toEqual({ NumOfShelves: 20, totalRows: 7, totalCols: 2 });
  });

  it('counts the cells and pallets a change touches, and asks only when shelves go or change shape', () => {
    const same = { NumOfShelves: 4, totalRows: 3, totalCols: 2 };
    expect(zoneEditWarning('B', zoneEditImpact(zoneB, same), same)).toBeNull();
    const grown = { NumOfShelves: 20, totalRows: 3, totalCols: 2 };
    expect(zoneEditWarning('B', zoneEditImpact(zoneB, grown), grown)).toBeNull();

    // The issue's Save: B of 4 shelves of 3 × 2 becomes 20 shelves of 7 × 2.
    const rebuilt = { NumOfShelves: 20, totalRows: 7, totalCols: 2 };
    expect(zoneEditImpact(zoneB, rebuilt)).toEqual({
      removed: [],
      reshaped: ['B01', 'B02', 'B03', 'B04'],
      cellsRemoved: 0,
      cellsAdded: 32,
      pallets: 5,
    });
    const fewer = { NumOfShelves: 3, totalRows: 2, totalCols: 2 };
    expect(zoneEditWarning('B', zoneEditImpact(zoneB, fewer), fewer)).toBe(
      'Zone B: this removes 1 shelf (B04) and reshapes 3 shelves (B01, B02, B03) to 2 × 2. It touches 12 cells (12 removed, 0 added) and 5 pallets.',
    );
    // One pallet is '1 pallet' (issue 30 item 20).
    expect(zoneEditWarning('B', { ...zoneEditImpact(zoneB, fewer), pallets: 1 }, fewer)).toMatch(/ and 1 pallet\.$/);
  });
});
