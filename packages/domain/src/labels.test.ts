import { describe, expect, it } from 'vitest';
import {
  BOX_LABEL_PAGE,
  boxCountOf,
  LABEL_MESSAGES,
  labelsFileName,
  PALLET_LABEL_PAGE,
  packagingText,
  showsMadeInNewZealand,
  splitLongWords,
  ZBoxLabelsRequest,
  ZPalletLabelsRequest,
} from './labels.ts';

describe('label pages (spec 02 §9)', () => {
  it('a box label is 290 × 435 pt, a pallet label 100 × 150 mm', () => {
    expect(BOX_LABEL_PAGE).toEqual({ width: 290, height: 435 });
    expect(PALLET_LABEL_PAGE.width).toBeCloseTo(283.46, 2);
    expect(PALLET_LABEL_PAGE.height).toBeCloseTo(425.2, 1);
  });
});

describe('label texts (spec 02 §9)', () => {
  it('the packaging text is {sleeveQty} PCS x {sleevePkt} PK, none without both', () => {
    expect(packagingText(50, 20)).toBe('50 PCS x 20 PK');
    expect(packagingText(null, 20)).toBeNull();
    expect(packagingText(50, 0)).toBeNull();
  });

  it('Made In New Zealand unless the logo type is 3, or 4 on the print-QR dialog', () => {
    for (const logoType of [0, 1, 2, 4]) expect(showsMadeInNewZealand(logoType), `${logoType}`).toBe(true);
    expect(showsMadeInNewZealand(3)).toBe(false);
    for (const logoType of [0, 1, 2]) expect(showsMadeInNewZealand(logoType, true), `${logoType}`).toBe(true);
    expect(showsMadeInNewZealand(3, true)).toBe(false);
    expect(showsMadeInNewZealand(4, true)).toBe(false);
  });

  it('splits each word over 14 characters into pieces of 14, keeping the rest as it is', () => {
    expect(splitLongWords('8oz hot cup')).toBe('8oz hot cup');
    expect(splitLongWords('Fourteen-chars')).toBe('Fourteen-chars');
    expect(splitLongWords('Biodegradable Compostable-Containers 90mm')).toBe(
      'Biodegradable Compostable-Co ntainers 90mm',
    );
    expect(splitLongWords('ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ')).toBe('ABCDEFGHIJKLMN OPQRSTUVWXYZAB CDEFGHIJ');
    expect(splitLongWords('two  spaces\nand-a-newline-in-it')).toBe('two  spaces\nand-a-newline- in-it');
  });
});

describe('boxes to print for a received quantity (spec 02 §9)', () => {
  it('is the received quantity over the packaging quantity, rounded up', () => {
    expect(boxCountOf(5000, 1000)).toBe(5);
    expect(boxCountOf(5001, 1000)).toBe(6);
    expect(boxCountOf(999, 1000)).toBe(1);
    expect(boxCountOf(0.3, 0.1)).toBe(3);
    expect(boxCountOf(0, 1000)).toBe(0);
  });

  it('is null while either quantity is missing or the packaging quantity is not above 0', () => {
    expect(boxCountOf(null, 1000)).toBeNull();
    expect(boxCountOf(5000, null)).toBeNull();
    expect(boxCountOf(5000, 0)).toBeNull();
  });
});

describe('label requests', () => {
  it('box labels take 1 to 500 boxes and a logo type 0–4; pallet labels need a pallet', () => {
    expect(ZBoxLabelsRequest.safeParse({ boxIds: [1, 2], logoType: 4 }).success).toBe(true);
    expect(ZBoxLabelsRequest.safeParse({ boxIds: [1], logoType: 5 }).success).toBe(false);
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(ZBoxLabelsRequest.safeParse({ boxIds: tooMany }).success).toBe(false);
    const none = ZPalletLabelsRequest.safeParse({ plateIds: [] });
    expect(none.error?.issues[0]?.message).toBe(LABEL_MESSAGES.selectPallets);
  });

  it('names the file by the one code, or the first and last', () => {
    expect(labelsFileName('Box', ['CUP8-261122-0001'])).toBe('BoxLabel_CUP8-261122-0001.pdf');
    expect(labelsFileName('Pallet', ['P000001', 'P000002', 'P000009'])).toBe('PalletLabels_P000001_to_P000009.pdf');
  });
});
