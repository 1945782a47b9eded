import {
  CURRENCY,
  PO_MESSAGES,
  PO_STATUS,
  RECEIVING_MESSAGES,
  RECEIVING_STATUS,
  type TPurchaseOrder,
  type TSupplier,
  todayInAuckland,
  ZOutstandingTotals,
  ZPurchaseOrder,
  ZReceivingSettings,
  ZUnloadingInspection,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { purchaseOrder } from '../purchase-orders/purchase-orders.tables.ts';
import { createRawMaterial, createSupplier, ok200 } from '../suppliers/suppliers.fixtures.ts';
import { orderOf as orderOfLines, receivingOf as receivingOfLines } from './receiving.fixtures.ts';

// Issue 31 items 1, 2, 3 and 17: a partly delivered order is received in two receivings (or closed short by the buyer
// with a reason) and finished; only approved-or-later orders are paid, never with a future date; an over-receipt
// beyond the tolerance needs confirmation and is recorded; Take Away not before Unloading; Cancel with a reason
// while nothing is received; Payable's total outstanding.

let t: TTestApp;
let admin: string;
let nzd: TSupplier;
let usd: TSupplier;
let kb300: { rawMaterialId: number; rawMaterialCode: string };
let kb350: { rawMaterialId: number; rawMaterialCode: string };
const api = (token = admin) => t.api(token);
const today = todayInAuckland();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  nzd = await createSupplier(t, admin, { currencyId: CURRENCY.NZD });
  usd = await createSupplier(t, admin, { currencyId: CURRENCY.USD });
  kb300 = await createRawMaterial(t, 'Kraft board 300gsm');
  kb350 = await createRawMaterial(t, 'Kraft board 350gsm');
});
afterAll(() => t?.close());

/** As PO000008: 5,000 KB-300 + 2,500 KB-350, approved unless told otherwise. */
const orderOf = (approved = true, suplierId = nzd.suplierId) =>
  orderOfLines(
    api,
    suplierId,
    [
      { rawMaterialId: kb300.rawMaterialId, unit: 'sheet', unitPrice: 0.5, quantity: 5000 },
      { rawMaterialId: kb350.rawMaterialId, unit: 'sheet', unitPrice: 0.6, quantity: 2500 },
    ],
    approved,
  );

/** A receiving of the order's lines with these quantities (a line left out when its quantity is undefined). */
const receivingOf = (po: TPurchaseOrder, quantities: (number | undefined)[], extra: Record<string, unknown> = {}) =>
  receivingOfLines(
    po,
    { containerNo: 'MSKU 300350-1', arrivalTime: '2026-11-20T09:30:00.000Z', unloadingPeople: 'Sam Receiver' },
    quantities,
    extra,
  );
const addReceiving = (po: TPurchaseOrder, quantities: (number | undefined)[], extra: Record<string, unknown> = {}) =>
  api().post(
    '/api/UnloadingInspection/AddUnloadingInspection',
    receivingOf(po, quantities, extra),
    ZUnloadingInspection,
  );
/** A receiving the server must refuse. */
const refuseReceiving = (po: TPurchaseOrder, quantities: (number | undefined)[], extra: Record<string, unknown> = {}) =>
  api().post('/api/UnloadingInspection/AddUnloadingInspection', receivingOf(po, quantities, extra), REFUSED);
const orderNow = (poId: number) =>
  ok200(api().get(`/api/PurchaseOrder/GetSinglePurchaseOrder?id=${poId}`, ZPurchaseOrder));
const receivable = async (po: TPurchaseOrder) => {
  const rows = await ok200(
    api().get(
      `/api/PurchaseOrder/GetAllPurchaseOrder?status=2,10&withOutUnloding=1&search=${po.poNo}`,
      z.array(ZPurchaseOrder),
    ),
  );
  return rows.some((row) => row.poId === po.poId);
};

describe('a partial delivery (issue 31 item 1)', () => {
  it('takes a second receiving once the first is completed, then becomes Received and is finished', async () => {
    const po = await orderOf();
    const first = await ok200(addReceiving(po, [3000, 2500]));
    expect((await orderNow(po.poId)).poStatusId).toBe(PO_STATUS.Approved);
    // While the first is in processing, no second one.
    expect(await receivable(po)).toBe(false);
    const open = await refuseReceiving(po, [2000, undefined]);
    expect(open.status).toBe(400);
    expect(open.body.message.message).toBe(RECEIVING_MESSAGES.alreadyReceiving);

    await ok200(
      api().put(`/api/UnloadingInspection/Complete?id=${first.inspectionId}`, undefined, ZUnloadingInspection),
    );
    expect(await receivable(po)).toBe(true);
    const second = await ok200(addReceiving(po, [2000, undefined]));
    expect(second.unloadingDetail[0]).toMatchObject({ revQuantity: 2000, totalRevQty: 5000 });
    const received = await orderNow(po.poId);
    expect(received.poStatusId).toBe(PO_STATUS.Received);
    expect(received.poDetail.map((line) => line.totalRevQty)).toEqual([5000, 2500]);
    // Nothing left to come: the picker leaves it out.
    await ok200(
      api().put(`/api/UnloadingInspection/Complete?id=${second.inspectionId}`, undefined, ZUnloadingInspection),
    );
    expect(await receivable(po)).toBe(false);

    const finished = await ok200(
      api().put(`/api/PurchaseOrder/CompletePurchaseOrder?id=${po.poId}`, undefined, ZPurchaseOrder),
    );
    expect(finished.poStatusId).toBe(PO_STATUS.Completed);
    const both = await ok200(
      api().get(`/api/UnloadingInspection/GetAllUnloadingInspection?poId=${po.poId}`, z.array(ZUnloadingInspection)),
    );
    expect(both.map((row) => row.status)).toEqual([RECEIVING_STATUS.Completed, RECEIVING_STATUS.Completed]);
  });

  it('closes a line short with the buyer’s reason; then the order is Received and can be finished', async () => {
    const po = await orderOf();
    const first = await ok200(addReceiving(po, [3000, 2500]));
    await ok200(
      api().put(`/api/UnloadingInspection/Complete?id=${first.inspectionId}`, undefined, ZUnloadingInspection),
    );
    const line = po.poDetail[0].poDetailId;

    const noReason = await api().put(`/api/PurchaseOrder/CompletePoDetail?poDetailId=${line}`, undefined, REFUSED);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toContain(PO_MESSAGES.closeShortReasonRequired);
    expect((await orderNow(po.poId)).poDetail[0].completed).toBe(0);

    const closed = await ok200(
      api().put(
        `/api/PurchaseOrder/CompletePoDetail?poDetailId=${line}&reason=Supplier%20out%20of%20stock`,
        undefined,
        ZPurchaseOrder,
      ),
    );
    expect(closed.poStatusId).toBe(PO_STATUS.Received);
    expect(closed.poDetail[0]).toMatchObject({ completed: 1, closedReason: 'Supplier out of stock' });
    expect(closed.poDetail[0].closedAt).toBeTruthy();
    expect(await receivable(po)).toBe(false);
    expect(
      (await ok200(api().put(`/api/PurchaseOrder/CompletePurchaseOrder?id=${po.poId}`, undefined, ZPurchaseOrder)))
        .poStatusId,
    ).toBe(PO_STATUS.Completed);
  });

  it('closes a fully received line without a reason', async () => {
    const po = await orderOf();
    await ok200(addReceiving(po, [undefined, 2500]));
    const done = await ok200(
      api().put(
        `/api/PurchaseOrder/CompletePoDetail?poDetailId=${po.poDetail[1].poDetailId}`,
        undefined,
        ZPurchaseOrder,
      ),
    );
    expect(done.poDetail[1]).toMatchObject({ completed: 1, closedReason: null });
    expect(done.poStatusId).toBe(PO_STATUS.Approved);
  });
});

describe('MarkPaid (issue 31 item 2)', () => {
  it('pays only approved-or-later orders, never with a future date', async () => {
    const awaiting = await orderOf(false);
    const refused = await api().put(
      `/api/PurchaseOrder/MarkPaid?id=${awaiting.poId}&paymentStatus=1&invoiceNumber=I1`,
      undefined,
      REFUSED,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message.message).toBe(PO_MESSAGES.notPayable);
    const cancelled = await orderOf();
    await t.db
      .update(purchaseOrder)
      .set({ poStatusId: PO_STATUS.Cancelled })
      .where(eq(purchaseOrder.poId, cancelled.poId));
    const refusedToo = await api().put(
      `/api/PurchaseOrder/MarkPaid?id=${cancelled.poId}&paymentStatus=1`,
      undefined,
      REFUSED,
    );
    expect(refusedToo.status).toBe(400);
    expect(refusedToo.body.message.message).toBe(PO_MESSAGES.notPayable);
    expect((await orderNow(cancelled.poId)).paid).toBe(0);

    const approved = await orderOf();
    const future = await api().put(
      `/api/PurchaseOrder/MarkPaid?id=${approved.poId}&paymentStatus=1&paymentDate=2030-01-01`,
      undefined,
      REFUSED,
    );
    expect(future.status).toBe(400);
    expect(future.body.errors?.paymentDate).toContain(PO_MESSAGES.paymentDateFuture);
    const paid = await ok200(
      api().put(
        `/api/PurchaseOrder/MarkPaid?id=${approved.poId}&paymentStatus=1&paymentDate=${today}`,
        undefined,
        ZPurchaseOrder,
      ),
    );
    expect(paid).toMatchObject({ paid: 1, paymentDate: today });
    for (const status of [PO_STATUS.Received, PO_STATUS.Completed]) {
      await t.db.update(purchaseOrder).set({ poStatusId: status }).where(eq(purchaseOrder.poId, approved.poId));
      await ok200(
        api().put(`/api/PurchaseOrder/MarkPaid?id=${approved.poId}&paymentStatus=1`, undefined, ZPurchaseOrder),
      );
    }
  });
});

describe('over-receipt and dates (issue 31 item 3)', () => {
  it('refuses a line more than 10 % over its order until confirmed, naming the line; records the confirmed one', async () => {
    const settings = await ok200(api().get('/api/UnloadingInspection/GetReceivingSettings', ZReceivingSettings));
    expect(settings).toEqual({ overReceiptTolerancePercent: 10 });
    const po = await orderOf();
    const over = await refuseReceiving(po, [100, 9999]);
    expect(over.status).toBe(400);
    expect(over.body.errors?.['unloadingDetail.1.revQuantity']).toEqual([
      RECEIVING_MESSAGES.overReceipt(kb350.rawMaterialCode, 9999, 2500, 10),
    ]);
    expect((await orderNow(po.poId)).poDetail.map((line) => line.totalRevQty)).toEqual([0, 0]);

    // Within the tolerance: no question.
    const within = await ok200(addReceiving(po, [100, 2750]));
    expect(within.unloadingDetail[1]).toMatchObject({ overReceiptQty: 0, overReceiptConfirmedBy: null });

    const body = { inspectionId: within.inspectionId, ...receivingOf(po, [100, 9999]) };
    const edited = await api().put('/api/UnloadingInspection/UpdateUnloadingInspection', body, REFUSED);
    expect(edited.status).toBe(400);
    expect(Object.keys(edited.body.errors ?? {})).toEqual(['unloadingDetail.1.revQuantity']);
    body.unloadingDetail[1].overReceiptConfirmed = true;
    const confirmed = await ok200(
      api().put('/api/UnloadingInspection/UpdateUnloadingInspection', body, ZUnloadingInspection),
    );
    expect(confirmed.unloadingDetail[1]).toMatchObject({ revQuantity: 9999, totalRevQty: 9999, overReceiptQty: 7499 });
    expect(confirmed.unloadingDetail[1].overReceiptConfirmedBy).toBeTruthy();
    expect(confirmed.unloadingDetail[1].overReceiptConfirmedAt).toBeTruthy();
  });

  it('refuses a Take Away date before the Unloading date', async () => {
    const po = await orderOf();
    const res = await refuseReceiving(po, [1, 1], { unloadingDate: '2026-11-20', takeAwayDate: '2026-11-19' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.takeAwayDate).toContain(RECEIVING_MESSAGES.takeAwayBeforeUnloading);
    await ok200(addReceiving(po, [1, 1], { unloadingDate: '2026-11-20', takeAwayDate: '2026-11-20' }));
  });
});

describe('CancelPurchaseOrder and the outstanding total (issue 31 item 17)', () => {
  it('cancels with a reason while nothing is received, recording who and when', async () => {
    const awaiting = await orderOf(false);
    const noReason = await api().put(
      `/api/PurchaseOrder/CancelPurchaseOrder?id=${awaiting.poId}&reason=%20`,
      undefined,
      REFUSED,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toContain(PO_MESSAGES.cancelReasonRequired);
    const cancelled = await ok200(
      api().put(
        `/api/PurchaseOrder/CancelPurchaseOrder?id=${awaiting.poId}&reason=Ordered%20twice`,
        undefined,
        ZPurchaseOrder,
      ),
    );
    expect(cancelled).toMatchObject({ poStatusId: PO_STATUS.Cancelled, cancelReason: 'Ordered twice' });
    expect(cancelled.cancelledAt).toBeTruthy();
    expect(cancelled.cancelledBy).not.toBeNull();
    const again = await api().put(
      `/api/PurchaseOrder/CancelPurchaseOrder?id=${awaiting.poId}&reason=Again`,
      undefined,
      REFUSED,
    );
    expect(again.body.message.message).toBe(PO_MESSAGES.notCancellable);

    const approved = await orderOf();
    expect(
      (
        await ok200(
          api().put(
            `/api/PurchaseOrder/CancelPurchaseOrder?id=${approved.poId}&reason=Price%20changed`,
            undefined,
            ZPurchaseOrder,
          ),
        )
      ).poStatusId,
    ).toBe(PO_STATUS.Cancelled);

    const receiving = await orderOf();
    await ok200(addReceiving(receiving, [10, undefined]));
    const refused = await api().put(
      `/api/PurchaseOrder/CancelPurchaseOrder?id=${receiving.poId}&reason=Late`,
      undefined,
      REFUSED,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message.message).toBe(PO_MESSAGES.cancelReceived);
    expect((await orderNow(receiving.poId)).poStatusId).toBe(PO_STATUS.Approved);
  });

  it('lets the buyer and the approver cancel, not accounts; accounts read the outstanding total', async () => {
    const buyer = await t.createStaff({ pages: ['/purchase-order'] });
    const approver = await t.createStaff({ pages: ['/purchase-order-approve'] });
    const accounts = await t.createStaff({ pages: ['/payable'] });
    const a = await orderOf(false);
    const b = await orderOf(false);
    expect(
      (
        await api(accounts.token).put(
          `/api/PurchaseOrder/CancelPurchaseOrder?id=${a.poId}&reason=x`,
          undefined,
          REFUSED,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api(buyer.token).put(
          `/api/PurchaseOrder/CancelPurchaseOrder?id=${a.poId}&reason=x`,
          undefined,
          ZPurchaseOrder,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await api(approver.token).put(
          `/api/PurchaseOrder/CancelPurchaseOrder?id=${b.poId}&reason=x`,
          undefined,
          ZPurchaseOrder,
        )
      ).status,
    ).toBe(200);
    expect((await api(buyer.token).get('/api/PurchaseOrder/GetOutstandingTotal', REFUSED)).status).toBe(403);

    const before = await ok200(api(accounts.token).get('/api/PurchaseOrder/GetOutstandingTotal', ZOutstandingTotals));
    const usdBefore = before.find((row) => row.currencyId === CURRENCY.USD) ?? { total: 0, count: 0 };
    // Two approved USD orders of 4,000 (no GST) and one awaiting approval (not owed yet); one of the two paid.
    const one = await orderOf(true, usd.suplierId);
    await orderOf(true, usd.suplierId);
    await orderOf(false, usd.suplierId);
    const during = await ok200(api(accounts.token).get('/api/PurchaseOrder/GetOutstandingTotal', ZOutstandingTotals));
    const usdDuring = during.find((row) => row.currencyId === CURRENCY.USD);
    expect(usdDuring).toMatchObject({ currencyName: 'USD', count: usdBefore.count + 2, total: usdBefore.total + 8000 });
    await ok200(
      api(accounts.token).put(`/api/PurchaseOrder/MarkPaid?id=${one.poId}&paymentStatus=1`, undefined, ZPurchaseOrder),
    );
    const after = await ok200(api(accounts.token).get('/api/PurchaseOrder/GetOutstandingTotal', ZOutstandingTotals));
    expect(found(after, (row) => row.currencyId === CURRENCY.USD)).toMatchObject({
      count: usdBefore.count + 1,
      total: usdBefore.total + 4000,
    });
  });
});
