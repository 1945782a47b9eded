import { describe, expect, it } from 'vitest';
import { generatingFits, palletSequenceGap } from './receiving-boxes.ts';

// spec 02 §8: generated boxes never exceed what arrived this time; a line's boxes go on pallets in their order.

const boxes = (pallets: boolean[]) => pallets.map((onPallet, i) => ({ sequence: i + 1, onPallet }));

describe('palletSequenceGap', () => {
  it('accepts boxes on pallets from the first one on, and none at all', () => {
    expect(palletSequenceGap(boxes([true, true, false, false]))).toBeNull();
    expect(palletSequenceGap(boxes([false, false]))).toBeNull();
    expect(palletSequenceGap(boxes([true, true]))).toBeNull();
    expect(palletSequenceGap([])).toBeNull();
  });

  it('answers the first box with no pallet before one with a pallet, whatever the given order', () => {
    expect(palletSequenceGap(boxes([true, false, true]))).toEqual({ sequence: 2, onPallet: false });
    expect(palletSequenceGap(boxes([false, true]))).toEqual({ sequence: 1, onPallet: false });
    const shuffled = [
      { sequence: 3, onPallet: true },
      { sequence: 1, onPallet: true },
      { sequence: 2, onPallet: false },
    ];
    expect(palletSequenceGap(shuffled)?.sequence).toBe(2);
  });
});

describe('generatingFits', () => {
  it('allows up to what arrived this time, to the gram', () => {
    expect(generatingFits({ revQuantity: 40, handledQuantity: 30 }, 10)).toBe(true);
    expect(generatingFits({ revQuantity: 40, handledQuantity: 30 }, 10.001)).toBe(false);
    expect(generatingFits({ revQuantity: 0.3, handledQuantity: 0.1 }, 0.2)).toBe(true);
  });
});
