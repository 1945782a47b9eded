import { describe, expect, it } from 'vitest';
import { shelfCodeOfCellCode, summariseBoxes, zoneTypeOfScan } from './scan-lookup.ts';

// The phone screens' reading of a scanned code: a cell's shelf, a temporary zone's sign, and a pallet's contents.

describe('scanned codes', () => {
  it('reads the shelf of a cell code (shelf, row, column) and nothing from other codes', () => {
    expect(shelfCodeOfCellCode('a01-2-1')).toBe('A01');
    expect(shelfCodeOfCellCode(' B12-10-3 ')).toBe('B12');
    expect(shelfCodeOfCellCode('P000042')).toBeNull();
    expect(shelfCodeOfCellCode('A01-2')).toBeNull();
  });

  it('reads a temporary zone from the name on its sign or Z and its number', () => {
    expect(zoneTypeOfScan('Picking Area')?.zoneTypeId).toBe(2);
    expect(zoneTypeOfScan('  dispatching   AREA')?.zoneTypeId).toBe(3);
    expect(zoneTypeOfScan('z5')?.zoneTypeName).toBe('Unloading Zone');
    expect(zoneTypeOfScan('Z9')).toBeNull();
    expect(zoneTypeOfScan('A01-1-1')).toBeNull();
  });
});

describe('summariseBoxes', () => {
  it('counts boxes and pieces per product, in product code order', () => {
    const cup = { productCode: 'CUP8', productName: '8oz cup' };
    const lid = { productCode: 'LID8', productName: '8oz lid' };
    expect(
      summariseBoxes([
        { product: lid, quantity: 500 },
        { product: cup, quantity: 1000 },
        { product: cup, quantity: 250 },
      ]),
    ).toEqual([
      { ...cup, boxes: 2, quantity: 1250 },
      { ...lid, boxes: 1, quantity: 500 },
    ]);
    expect(summariseBoxes([])).toEqual([]);
  });
});
