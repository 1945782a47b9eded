import { describe, expect, it } from 'vitest';
import { multiplyRounded, sumRounded } from './money.ts';
import {
  canEmailPurchaseOrder,
  canFinishPurchaseOrder,
  PO_MESSAGES,
  PO_STATUS,
  poNumberOf,
  purchaseTotalsOf,
  ZAddPurchaseOrder,
} from './purchase-order.ts';
import { CURRENCY, currencyName, qualificationState } from './supplier.ts';

// spec 02 §9 and issue 16: a line's price to 3 decimals, GST 15 % for NZD only (incl GST rounded to cents), the states.

describe('purchaseTotalsOf', () => {
  it('prices each line to 3 decimals and adds the options', () => {
    const totals = purchaseTotalsOf(
      [
        { unitPrice: 1.855, quantity: 3 },
        { unitPrice: '0.0125', quantity: '7' },
      ],
      [{ price: 120 }],
      CURRENCY.USD,
    );
    expect(totals.linePrices).toEqual([5.565, 0.088]);
    expect(totals.price).toBe(125.653);
    expect(totals).toMatchObject({ gst: 0, inclGstPrice: 125.653 });
  });

  it('adds GST only to an NZD order: incl GST is price × 1.15 rounded to cents, GST the difference', () => {
    const totals = purchaseTotalsOf([{ unitPrice: 1.001, quantity: 3 }], [], CURRENCY.NZD);
    expect(totals.price).toBe(3.003);
    // 3.003 × 1.15 = 3.45345 → 3.45
    expect(totals.inclGstPrice).toBe(3.45);
    expect(totals.gst).toBe(0.447);
    expect(purchaseTotalsOf([{ unitPrice: 0.1, quantity: 3 }], [{ price: 0.2 }], CURRENCY.NZD)).toMatchObject({
      price: 0.5,
      gst: 0.08,
      inclGstPrice: 0.58,
    });
    for (const currencyId of [CURRENCY.RMB, CURRENCY.USD]) {
      expect(purchaseTotalsOf([{ unitPrice: 10, quantity: 10 }], [], currencyId)).toMatchObject({
        price: 100,
        gst: 0,
        inclGstPrice: 100,
      });
    }
  });

  it('rounds half away from zero without float error', () => {
    expect(multiplyRounded(1.0005, 1, 3)).toBe(1.001);
    expect(multiplyRounded(0.1, 0.3, 3)).toBe(0.03);
    expect(sumRounded([0.1, 0.2], 3)).toBe(0.3);
    expect(sumRounded([1_000_000.125, 2_500_000.5], 3)).toBe(3_500_000.625);
  });
});

describe('purchase order rules', () => {
  it('numbers an order from its id', () => {
    expect(poNumberOf(42)).toBe('PO000042');
  });

  it('finishes only from Received/Unloaded and e-mails anything but Awaiting Approval', () => {
    expect(canFinishPurchaseOrder(PO_STATUS.Received)).toBe(true);
    for (const s of [PO_STATUS.AwaitingApproval, PO_STATUS.Approved, PO_STATUS.Completed, PO_STATUS.Cancelled]) {
      expect(canFinishPurchaseOrder(s)).toBe(false);
    }
    expect(canEmailPurchaseOrder(PO_STATUS.AwaitingApproval)).toBe(false);
    expect(canEmailPurchaseOrder(PO_STATUS.Approved)).toBe(true);
  });

  it("names the currency (others are USD) and a qualification's state against 7 days", () => {
    expect([1, 2, 3, 9].map(currencyName)).toEqual(['NZD', 'RMB', 'USD', 'USD']);
    expect(qualificationState('2026-11-19', '2026-11-20')).toBe('expired');
    expect(qualificationState('2026-11-20', '2026-11-20')).toBe('expiring');
    expect(qualificationState('2026-11-27', '2026-11-20')).toBe('expiring');
    expect(qualificationState('2026-11-28', '2026-11-20')).toBe('valid');
    expect(qualificationState(null, '2026-11-20')).toBe('valid');
  });

  it("asks for the ETA with the spec's message and refuses a note over 150 characters", () => {
    const base = { suplierId: 1, poDetail: [{ rawMaterialId: 1, unitPrice: 1, quantity: 1 }] };
    const noEta = ZAddPurchaseOrder.safeParse(base);
    expect(noEta.error?.issues.map((i) => i.message)).toContain(PO_MESSAGES.etaRequired);
    const longNote = ZAddPurchaseOrder.safeParse({ ...base, deliveryDate: '2026-12-01', notes: 'x'.repeat(151) });
    expect(longNote.error?.issues.map((i) => i.message)).toContain(PO_MESSAGES.noteTooLong);
    const neither = ZAddPurchaseOrder.safeParse({
      ...base,
      deliveryDate: '2026-12-01',
      poDetail: [{ unitPrice: 1, quantity: 1 }],
    });
    expect(neither.error?.issues.map((i) => i.message)).toContain(PO_MESSAGES.descriptionRequired);
    const negative = ZAddPurchaseOrder.safeParse({
      ...base,
      deliveryDate: '2026-12-01',
      poDetail: [{ rawMaterialId: 1, unitPrice: -1, quantity: 1 }],
    });
    expect(negative.error?.issues.map((i) => i.message)).toContain('Unit Price must be 0 or more');
  });
});
