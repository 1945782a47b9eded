import { describe, expect, it } from 'vitest';
import {
  findQuoteProductPrice,
  groupBaseProductLines,
  isBelowMinimum,
  newProductProblem,
  preselectedLine,
  priceFromMargin,
  QUOTATION_MESSAGES,
  quotationLinesProblem,
  quotationMargin,
  type TQuotationItem,
  type TQuoteProductPrice,
} from './quotation.ts';

const priceRow = (baseProductId: number, group1: number | null, price: string): TQuoteProductPrice => ({
  baseProductId,
  baseProductName: `Base ${baseProductId}`,
  productCode: `B${baseProductId}`,
  rawmaterialDesc: null,
  group1,
  price,
  cartonQuantity: 500,
  description: null,
});

const item = (fields: Partial<TQuotationItem> & Pick<TQuotationItem, 'quotationItemId'>): TQuotationItem => ({
  quotationId: 1,
  productId: null,
  baseProductId: null,
  productCode: 'C',
  productName: 'Name',
  baseProductName: null,
  itemDesc: null,
  rawmaterialDesc: null,
  sleevePkt: null,
  sleeveQty: null,
  originPrice: null,
  price: '10',
  beforeChangePrice: null,
  cartonPrice: null,
  margin: null,
  currentPrice: null,
  notes: null,
  notes2: null,
  isBelowMin: 0,
  isLowerPrice: 0,
  cartonQuantity: 100,
  custChosen: 0,
  ...fields,
});

describe('margin and price', () => {
  it('computes the margin over the minimum to 2 decimals, and the price from a margin to 3', () => {
    expect(quotationMargin(12, 10)).toBe(20);
    expect(quotationMargin(10, 3)).toBe(233.33);
    expect(quotationMargin(10, null)).toBeNull();
    expect(quotationMargin(10, 0)).toBeNull();
    expect(priceFromMargin(10, 12.5)).toBe(11.25);
    expect(priceFromMargin(3.333, -100)).toBe(0);
  });

  it('is below the minimum only with a negative margin', () => {
    expect(isBelowMinimum(9.99, 10)).toBe(true);
    expect(isBelowMinimum(10, 10)).toBe(false);
    expect(isBelowMinimum(5, null)).toBe(false);
    expect(isBelowMinimum(null, 10)).toBe(true);
  });
});

describe('findQuoteProductPrice', () => {
  const prices = [priceRow(1, null, '5'), priceRow(1, 7, '4.5'), priceRow(2, 8, '3')];

  it("takes the customer group's price, else the all-groups price", () => {
    expect(findQuoteProductPrice(prices, 1, 7)?.price).toBe('4.5');
    expect(findQuoteProductPrice(prices, 1, 9)?.price).toBe('5');
    expect(findQuoteProductPrice(prices, 1, null)?.price).toBe('5');
  });

  it('is null when neither is configured', () => {
    expect(findQuoteProductPrice(prices, 2, 7)).toBeNull();
    expect(findQuoteProductPrice(prices, 3, 7)).toBeNull();
  });
});

describe('quotationLinesProblem', () => {
  const fine = { baseProductName: 'Cup', configuredPrice: '2.5', cartonQuantity: 1000 };

  it('accepts configured lines with carton quantities', () => {
    expect(quotationLinesProblem([fine, { baseProductName: null, configuredPrice: null, cartonQuantity: 5 }])).toBe(
      null,
    );
  });

  it('asks to configure the price of a base product without one', () => {
    expect(quotationLinesProblem([{ ...fine, baseProductName: 'Lid 90', configuredPrice: null }])).toBe(
      'Please configure price for "Lid 90" at Base Product Management Page firstly.',
    );
  });

  it('refuses a configured price of 0 or less', () => {
    expect(quotationLinesProblem([{ ...fine, configuredPrice: '0' }])).toBe('No valid configured price.');
    expect(quotationLinesProblem([{ ...fine, configuredPrice: -1 }])).toBe('No valid configured price.');
  });

  it('names the 1-based line without a carton quantity', () => {
    expect(quotationLinesProblem([fine, { ...fine, cartonQuantity: null }])).toBe(
      "No.2 Quotation doesn't have carton quantity, please configure firstly.",
    );
  });
});

describe('the Quotation Approve dialog', () => {
  const items = [
    item({ quotationItemId: 1, baseProductId: 5, baseProductName: 'Bowl' }),
    item({ quotationItemId: 2, productId: 9 }),
    item({ quotationItemId: 3, baseProductId: 6, baseProductName: 'Lid' }),
    item({ quotationItemId: 4, baseProductId: 5, baseProductName: 'Bowl', custChosen: 1 }),
  ];

  it('groups the base-product lines by base product, leaving product lines out', () => {
    const groups = groupBaseProductLines(items);
    expect(groups.map((group) => [group.baseProductName, group.lines.map((line) => line.quotationItemId)])).toEqual([
      ['Bowl', [1, 4]],
      ['Lid', [3]],
    ]);
  });

  it("preselects the only line, else the customer's choice, else nothing", () => {
    const [bowl, lid] = groupBaseProductLines(items);
    expect(bowl && preselectedLine(bowl)).toBe(4);
    expect(lid && preselectedLine(lid)).toBe(3);
    const unchosen = groupBaseProductLines(items.map((line) => ({ ...line, custChosen: 0 as const })))[0];
    expect(unchosen && preselectedLine(unchosen)).toBeNull();
  });

  it('needs a code, a description and a pallet stacking for a new product', () => {
    expect(newProductProblem({ productCode: 'X1', description: 'Bowl 500', palletStackingId: 2 })).toBeNull();
    for (const missing of [
      { productCode: ' ', description: 'Bowl 500', palletStackingId: 2 },
      { productCode: 'X1', description: null, palletStackingId: 2 },
      { productCode: 'X1', description: 'Bowl 500', palletStackingId: null },
    ]) {
      expect(newProductProblem(missing)).toBe(QUOTATION_MESSAGES.createProductRequired);
    }
  });
});
