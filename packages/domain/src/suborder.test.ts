import { describe, expect, it } from 'vitest';
import {
  needsFullCompleteConfirm,
  PACKAGING_MESSAGES,
  packagingCompleteProblem,
  passIsValid,
  plateBoxChangesOf,
  SUBORDER_STATUS,
  suborderOffersOf,
  ZPackagingComplete,
} from './suborder.ts';

describe('suborderOffersOf (spec 02 §4)', () => {
  const offers = (suborderStatusId: number, isSemiLast = 0) => suborderOffersOf({ suborderStatusId, isSemiLast });

  it('offers Take on Awaiting, a disabled Take on Not ready, none otherwise', () => {
    expect(offers(SUBORDER_STATUS.Awaiting).take).toBe('enabled');
    expect(offers(SUBORDER_STATUS.NotReady).take).toBe('disabled');
    for (const s of [SUBORDER_STATUS.InProcess, SUBORDER_STATUS.Paused, SUBORDER_STATUS.Complete]) {
      expect(offers(s).take).toBe('hidden');
    }
  });

  it('offers Complete and Pause In process, Resume when Paused', () => {
    expect(offers(SUBORDER_STATUS.InProcess)).toMatchObject({ complete: true, pause: true, resume: false });
    expect(offers(SUBORDER_STATUS.Paused)).toMatchObject({ complete: false, pause: false, resume: true });
    expect(offers(SUBORDER_STATUS.Awaiting)).toMatchObject({ complete: false, pause: false, resume: false });
  });

  it('offers Print only on the last semi-finished step once complete or partly complete', () => {
    expect(offers(SUBORDER_STATUS.Complete, 1).print).toBe(true);
    expect(offers(SUBORDER_STATUS.PartlyComplete, 1).print).toBe(true);
    expect(offers(SUBORDER_STATUS.InProcess, 1).print).toBe(false);
    expect(offers(SUBORDER_STATUS.Complete, 0).print).toBe(false);
  });

  it('offers Store To Pallet In process and once complete', () => {
    expect(offers(SUBORDER_STATUS.InProcess).storeToPallet).toBe(true);
    expect(offers(SUBORDER_STATUS.Complete).storeToPallet).toBe(true);
    expect(offers(SUBORDER_STATUS.Awaiting).storeToPallet).toBe(false);
    expect(offers(SUBORDER_STATUS.Cancelled).storeToPallet).toBe(false);
  });
});

describe('passIsValid', () => {
  const now = Date.parse('2026-11-26T01:00:00Z');
  const pass = { machineId: 3, expiresAt: '2026-11-26T01:10:00Z' };
  it('holds for its machine until a few seconds before it expires', () => {
    expect(passIsValid(pass, 3, now)).toBe(true);
    expect(passIsValid(pass, 4, now)).toBe(false);
    expect(passIsValid(pass, 3, Date.parse('2026-11-26T01:09:57Z'))).toBe(false);
    expect(passIsValid(null, 3, now)).toBe(false);
    expect(passIsValid(pass, null, now)).toBe(false);
  });
});

describe('the Complete dialogs', () => {
  it('asks before a Full Complete below the received quantity', () => {
    expect(needsFullCompleteConfirm(99, 100)).toBe(true);
    expect(needsFullCompleteConfirm(100, 100)).toBe(false);
  });

  it('packaging: received qty, then boxes, then a pallet for every box', () => {
    expect(packagingCompleteProblem({ receivedQuantity: undefined, boxes: [] })).toBe(
      PACKAGING_MESSAGES.receivedQtyRequired,
    );
    expect(packagingCompleteProblem({ receivedQuantity: 5, boxes: [] })).toBe(PACKAGING_MESSAGES.addBoxes);
    expect(packagingCompleteProblem({ receivedQuantity: 5, boxes: [{ plateId: undefined }] })).toBe(
      PACKAGING_MESSAGES.assignPallet,
    );
    expect(packagingCompleteProblem({ receivedQuantity: 5, boxes: [{ plateId: 2 }] })).toBeNull();
  });

  it('reads the spec body, with Full or Partial only', () => {
    const body = ZPackagingComplete.parse({
      suborderId: 4,
      addAndUpdatePlateBox: [{ boxId: 1, plateId: 2, quantity: 10, active: true }],
      suborderLog: { quantity: '1200', suborderStatusId: 9 },
    });
    expect(body.suborderLog?.quantity).toBe(1200);
    expect(
      ZPackagingComplete.safeParse({ suborderId: 4, suborderLog: { quantity: 1, suborderStatusId: 2 } }).success,
    ).toBe(false);
  });
});

describe('plateBoxChangesOf (the packaging pallet dialog)', () => {
  const boxes = [
    { boxId: 1, plateId: null, quantity: 100 },
    { boxId: 2, plateId: 7, quantity: 100 },
    { boxId: 3, plateId: 7, quantity: 100 },
    { boxId: 4, plateId: null, quantity: 100 },
  ];
  it('adds boxes given their first pallet, updates changed ones, leaves the rest', () => {
    const edits = new Map([
      [1, { boxId: 1, plateId: 8, quantity: 100 }],
      [2, { boxId: 2, plateId: 7, quantity: 100 }],
      [3, { boxId: 3, plateId: 7, quantity: 90 }],
      [4, { boxId: 4, plateId: null, quantity: 100 }],
    ]);
    expect(plateBoxChangesOf(boxes, edits)).toEqual({
      addList: [{ boxId: 1, plateId: 8, quantity: 100 }],
      updateList: [{ boxId: 3, plateId: 7, quantity: 90 }],
      deleteBoxIdList: [],
    });
    expect(plateBoxChangesOf(boxes, new Map())).toEqual({ addList: [], updateList: [], deleteBoxIdList: [] });
  });
});
