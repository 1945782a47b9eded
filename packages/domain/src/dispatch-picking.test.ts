import { describe, expect, it } from 'vitest';
import {
  boxAvailableFor,
  boxLocationText,
  DISPATCH_MESSAGES,
  isLineDelivered,
  pickingLinesOf,
  pickQuantityError,
  picksOfDispatch,
  quantityMismatches,
  replaceLinePicks,
  requiredPiecesOf,
  selectedPiecesOf,
  type TDispatchPick,
  type TPickingLine,
} from './dispatch.ts';

// The picking rules of the dispatch dialog (spec 01 §5 Dispatch).

const line = (overrides: Partial<TPickingLine> = {}): TPickingLine => ({
  orderProductId: 10,
  productId: 1,
  productCode: 'CUP8',
  productName: '8oz cup',
  quantity: 1000,
  packagingQty: 2,
  deliveredQuantity: 0,
  inDeliveryQuantity: 0,
  heldByThisDispatch: 0,
  ...overrides,
});
const pick = (overrides: Partial<TDispatchPick> = {}): TDispatchPick => ({
  boxId: 100,
  productId: 1,
  orderProductId: 10,
  quantity: 500,
  ...overrides,
});

describe('pickingLinesOf', () => {
  it('reads the order line numbers and what the dispatch being updated holds of each line', () => {
    const lines = pickingLinesOf(
      [
        {
          orderProductId: 10,
          productId: 1,
          productCode: 'CUP8',
          productName: '8oz cup',
          quantity: '1000.00',
          packagingQty: '2',
          deliveredQuantity: '200',
          dispatchedQuantity: '300',
        },
        {
          orderProductId: 11,
          productId: 2,
          productCode: 'LID8',
          productName: '8oz lid',
          quantity: 500,
          packagingQty: 1,
          deliveredQuantity: 0,
          dispatchedQuantity: 0,
        },
      ],
      [
        { orderProductId: 10, quantity: 100 },
        { orderProductId: 10, quantity: 50 },
      ],
    );
    expect(lines[0]).toMatchObject({
      quantity: 1000,
      packagingQty: 2,
      deliveredQuantity: 200,
      inDeliveryQuantity: 300,
      heldByThisDispatch: 150,
    });
    expect(lines[1]?.heldByThisDispatch).toBe(0);
  });
});

describe('a line delivered at or above ordered (Aleardy deliveried)', () => {
  it('is delivered at the ordered pieces and above, not below', () => {
    expect(isLineDelivered(line({ deliveredQuantity: 1000 }))).toBe(true);
    expect(isLineDelivered(line({ deliveredQuantity: 1200 }))).toBe(true);
    expect(isLineDelivered(line({ deliveredQuantity: 999 }))).toBe(false);
    expect(DISPATCH_MESSAGES.alreadyDeliveredLine).toBe('Aleardy deliveried');
  });
});

describe('requiredPiecesOf', () => {
  it('is what is left after deliveries and other open dispatches', () => {
    expect(requiredPiecesOf(line())).toBe(1000);
    expect(requiredPiecesOf(line({ deliveredQuantity: 400 }))).toBe(600);
    expect(requiredPiecesOf(line({ deliveredQuantity: 400, inDeliveryQuantity: 100 }))).toBe(500);
  });
  it('counts the pieces this dispatch holds as still required when it is updated', () => {
    expect(requiredPiecesOf(line({ inDeliveryQuantity: 300, heldByThisDispatch: 300 }))).toBe(1000);
    expect(requiredPiecesOf(line({ inDeliveryQuantity: 500, heldByThisDispatch: 300 }))).toBe(800);
  });
  it('never goes below zero (over-delivered lines)', () => {
    expect(requiredPiecesOf(line({ deliveredQuantity: 1200 }))).toBe(0);
  });
});

describe('quantityMismatches', () => {
  const lines = [
    line(),
    line({ orderProductId: 11, productId: 2, quantity: 300 }),
    line({ orderProductId: 12, productId: 3, quantity: 50, deliveredQuantity: 50 }),
  ];
  it('lists each line to deliver whose picked pieces differ from the required, in order', () => {
    const picks = [pick({ quantity: 400 }), pick({ boxId: 101, quantity: 100 })];
    expect(selectedPiecesOf(10, picks)).toBe(500);
    const mismatches = quantityMismatches(lines, picks);
    expect(mismatches.map((m) => [m.line.orderProductId, m.required, m.selected])).toEqual([
      [10, 1000, 500],
      [11, 300, 0],
    ]);
    expect(DISPATCH_MESSAGES.quantityMismatch(1000, 500)).toBe('Required is 1000 and Selected is 500 ,Are you sure!');
  });
  it('is empty when every line gets exactly its required pieces; delivered lines are not asked about', () => {
    const picks = [pick({ quantity: 1000 }), pick({ boxId: 200, productId: 2, orderProductId: 11, quantity: 300 })];
    expect(quantityMismatches(lines, picks)).toEqual([]);
  });
});

describe('pickQuantityError (Please input a valid qty)', () => {
  it('takes a whole number above 0 up to what the box can give', () => {
    expect(pickQuantityError(1, 10)).toBeNull();
    expect(pickQuantityError(10, 10)).toBeNull();
  });
  it.each([[0], [-1], [1.5], [11], [null], [undefined], [Number.NaN]])('refuses %s', (quantity) => {
    expect(pickQuantityError(quantity, 10)).toBe('Please input a valid qty');
  });
});

describe('boxAvailableFor', () => {
  const box = { boxId: 100, quantity: 600 };
  it('is the box stock less what the other lines pick from it', () => {
    expect(boxAvailableFor(box, 10, [])).toBe(600);
    expect(boxAvailableFor(box, 10, [pick({ orderProductId: 10, quantity: 200 })])).toBe(600);
    expect(boxAvailableFor(box, 10, [pick({ orderProductId: 11, quantity: 200 })])).toBe(400);
  });
  it('gives back what the dispatch being updated took from the box', () => {
    expect(boxAvailableFor({ boxId: 100, quantity: 0 }, 10, [], [{ boxId: 100, quantity: 250 }])).toBe(250);
    expect(boxAvailableFor(box, 10, [], [{ boxId: 101, quantity: 250 }])).toBe(600);
  });
});

describe('picks of a line and of a saved dispatch', () => {
  it('replaces only the confirmed line', () => {
    const picks = [pick(), pick({ boxId: 200, orderProductId: 11 })];
    const next = replaceLinePicks(picks, 10, [pick({ boxId: 300, quantity: 10 })]);
    expect(next.map((p) => [p.orderProductId, p.boxId])).toEqual([
      [11, 200],
      [10, 300],
    ]);
    expect(replaceLinePicks(picks, 10, []).map((p) => p.boxId)).toEqual([200]);
  });
  it('takes the saved details as selected picks', () => {
    const detail = {
      dispatchingDetailId: 1,
      boxId: 5,
      productId: 1,
      orderProductId: 10,
      quantity: 40,
      box: { barCode: 'CUP8-261122-0001' },
    };
    expect(picksOfDispatch([detail])).toEqual([{ boxId: 5, productId: 1, orderProductId: 10, quantity: 40 }]);
  });
});

describe('boxLocationText', () => {
  const plate = { plateCode: 'P0001' };
  it('shows the shelf and cell, else the temporary zone, else that the box is on no pallet', () => {
    const cell = { shelf: { shelfCode: 'A01' }, rowName: '2', colName: '1' };
    expect(boxLocationText({ plate, cell, tempzone: null })).toBe('A01 2/1');
    const tempzone = { zoneTypeNavigation: { zoneTypeName: 'Picking Area' } };
    expect(boxLocationText({ plate, cell: null, tempzone })).toBe('Picking Area');
    expect(boxLocationText({ plate: null, cell: null, tempzone: null })).toBe('Not on a pallet');
    expect(boxLocationText({ plate, cell: null, tempzone: null })).toBe('Pallet not placed');
  });
});
