import { describe, expect, it } from 'vitest';
import { sameProductSelected, ZBoxInfoQuery, ZUpdateStockBoxQuantityQuery } from './box-management.ts';

describe('Batch Print: the same product (spec 02 §5)', () => {
  it('is true when every selected box holds one product', () => {
    expect(sameProductSelected([{ productId: 3 }, { productId: 3 }])).toBe(true);
    expect(sameProductSelected([{ productId: 3 }, { productId: 4 }])).toBe(false);
    expect(sameProductSelected([])).toBe(true);
  });
});

describe('box requests', () => {
  it("a box's new quantity is a whole number above 0", () => {
    expect(ZUpdateStockBoxQuantityQuery.safeParse({ boxId: '7', quantity: '12' }).success).toBe(true);
    for (const quantity of ['0', '-1', '1.5', 'x']) {
      const result = ZUpdateStockBoxQuantityQuery.safeParse({ boxId: '7', quantity });
      expect(result.success, quantity).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('New value must be an integer and greater than 0.');
    }
  });

  it('Boxes Info takes the hold statuses and refuses an unknown one', () => {
    expect(ZBoxInfoQuery.parse({ status: '3' }).status).toBe(3);
    expect(ZBoxInfoQuery.safeParse({ status: '9' }).success).toBe(false);
  });
});
