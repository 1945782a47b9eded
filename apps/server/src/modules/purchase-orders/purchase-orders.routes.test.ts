import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CURRENCY,
  PO_MESSAGES,
  PO_STATUS,
  poNumberOf,
  qualificationExpiredMessage,
  SUPPLIER_MESSAGES,
  SUPPLIER_TYPE,
  shiftDate,
  type TApiError,
  type TSupplier,
  todayInAuckland,
  ZProductList,
  ZPurchaseInfoList,
  ZPurchaseOrder,
  ZPurchaseOrderDefaults,
  ZQualification,
  ZRawMaterialList,
  ZSendEmailResult,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { appSetting } from '../settings/settings.tables.ts';
import { createProduct, createRawMaterial, createSupplier, ok200 } from '../suppliers/suppliers.fixtures.ts';
import { poDetail, purchaseOrder } from './purchase-orders.tables.ts';

// Purchase orders (spec 02 §2, §4, §8, §9; issue 16 "Purchase orders"): the server's totals and GST (NZD only), every
// state and message, line completion, ETA, notes, payment, the list of the three modes, the e-mail and the pages.

let t: TTestApp;
let admin: string;
let adminId: number;
let nzd: TSupplier;
let rmb: TSupplier;
let board: { rawMaterialId: number; rawMaterialCode: string };
let ink: { rawMaterialId: number; rawMaterialCode: string };
const api = (token = admin) => t.api(token);
const today = todayInAuckland();
const eta = shiftDate(today, 14, 'day');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  adminId = (await t.staffSession(admin)).employeeId;
  nzd = await createSupplier(t, admin, { currencyId: CURRENCY.NZD });
  rmb = await createSupplier(t, admin, { currencyId: CURRENCY.RMB });
  board = await createRawMaterial(t, 'Paper board 280gsm');
  ink = await createRawMaterial(t, 'Water-based ink black');
});
afterAll(() => t?.close());

const order = (extra: Record<string, unknown> = {}) => ({
  suplierId: nzd.suplierId,
  deliveryDate: eta,
  telNo: '09 555 0142',
  deliveryAddr: '24 Industry Road, Penrose, Auckland',
  deliveryInstruction: 'Dock 2',
  notes: 'Before Christmas',
  poDetail: [
    { rawMaterialId: board.rawMaterialId, suplierProductCode: 'KB-280', unit: 'sheet', unitPrice: 1.855, quantity: 3 },
    { rawMaterialId: ink.rawMaterialId, unit: 'kg', unitPrice: 18.5, quantity: 10, comments: 'Black' },
  ],
  poOption: [{ optionId: 1, price: 120 }],
  ...extra,
});
const addOrder = (extra: Record<string, unknown> = {}, token = admin) =>
  ok200(api(token).post('/api/PurchaseOrder/AddPurchaseOrder', order(extra), ZPurchaseOrder));
const setStatus = (poId: number, poStatusId: number) =>
  t.db.update(purchaseOrder).set({ poStatusId }).where(eq(purchaseOrder.poId, poId));

describe('AddPurchaseOrder and UpdatePurchaseOrder', () => {
  it('raises an order Awaiting Approval, numbered from its id, with the totals and GST computed by the server', async () => {
    const po = await addOrder({ price: 1, gst: 1, inclGstPrice: 1, createdEmployeeId: 999999 });
    expect(po).toMatchObject({
      poNo: poNumberOf(po.poId),
      poStatusId: PO_STATUS.AwaitingApproval,
      poStatusName: 'Awaiting Approval',
      suplierId: nzd.suplierId,
      currencyId: CURRENCY.NZD,
      currencyName: 'NZD',
      createdEmployeeId: adminId,
      deliveryDate: eta,
      // 1.855 × 3 = 5.565; 18.5 × 10 = 185; + 120 = 310.565; × 1.15 = 357.14975 → 357.15
      price: 310.565,
      inclGstPrice: 357.15,
      gst: 46.585,
      paid: 0,
      poOption: [{ optionId: 1, optionName: 'Delivery Fee', price: 120 }],
    });
    expect(po.poDetail.map((d) => [d.rawMaterial?.rawMaterialCode, d.price])).toEqual([
      [board.rawMaterialCode, 5.565],
      [ink.rawMaterialCode, 185],
    ]);
    expect(po.poDetail[0]).toMatchObject({
      completed: 0,
      totalRevQty: 0,
      totalHandledQty: 0,
      suplierProductCode: 'KB-280',
    });
  });

  it('charges no GST in RMB or USD', async () => {
    const po = await addOrder({ suplierId: rmb.suplierId });
    expect(po).toMatchObject({ currencyName: 'RMB', price: 310.565, gst: 0, inclGstPrice: 310.565 });
  });

  it("refuses an order without ETA ('ETA is required.'), supplier, lines or a valid line, and a note over 150", async () => {
    const refuse = async (body: Record<string, unknown>, field: string, text: string) => {
      const res = await api().post('/api/PurchaseOrder/AddPurchaseOrder', body, REFUSED);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors?.[field]).toContain(text);
    };
    await refuse(order({ deliveryDate: undefined }), 'deliveryDate', PO_MESSAGES.etaRequired);
    await refuse(order({ suplierId: undefined }), 'suplierId', PO_MESSAGES.supplierRequired);
    await refuse(order({ poDetail: [] }), 'poDetail', PO_MESSAGES.linesRequired);
    await refuse(
      order({ poDetail: [{ unitPrice: 1, quantity: 1 }] }),
      'poDetail.0.rawMaterialId',
      PO_MESSAGES.descriptionRequired,
    );
    await refuse(
      order({ poDetail: [{ rawMaterialId: board.rawMaterialId, unitPrice: -1, quantity: 1 }] }),
      'poDetail.0.unitPrice',
      'Unit Price must be 0 or more',
    );
    await refuse(
      order({ poDetail: [{ rawMaterialId: board.rawMaterialId, unitPrice: 1, quantity: -1 }] }),
      'poDetail.0.quantity',
      'Quantity must be 0 or more',
    );
    await refuse(order({ poOption: [{ optionId: 1, price: -5 }] }), 'poOption.0.price', 'Price must be 0 or more');
    await refuse(order({ poOption: [{ price: 5 }] }), 'poOption.0.optionId', PO_MESSAGES.optionRequired);
    await refuse(order({ notes: 'x'.repeat(151) }), 'notes', PO_MESSAGES.noteTooLong);
  });

  it('refuses an inactive supplier and a product that is not outsourced; takes an outsourced product', async () => {
    const inactive = await createSupplier(t, admin, { active: 0 });
    const res = await api().post(
      '/api/PurchaseOrder/AddPurchaseOrder',
      order({ suplierId: inactive.suplierId }),
      REFUSED,
    );
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe(PO_MESSAGES.supplierInactive);

    const own = await createProduct(t, false);
    const notOut = await api().post(
      '/api/PurchaseOrder/AddPurchaseOrder',
      order({ poDetail: [{ outSourceProd: own.productId, unitPrice: 1, quantity: 1 }] }),
      REFUSED,
    );
    expect(notOut.status).toBe(400);
    expect(notOut.body.message.message).toBe(PO_MESSAGES.notOutsourced);

    const bought = await createProduct(t, true);
    const po = await addOrder({ poDetail: [{ outSourceProd: bought.productId, unitPrice: 0.085, quantity: 20000 }] });
    expect(po.poDetail[0]).toMatchObject({
      rawMaterial: null,
      outSourceProduct: { productCode: bought.productCode },
      price: 1700,
    });

    // The stock monitor's open purchase orders of the product: what is still to come, not of closed orders.
    await t.db.update(poDetail).set({ totalRevQty: '5000' }).where(eq(poDetail.poDetailId, po.poDetail[0].poDetailId));
    const closed = await addOrder({ poDetail: [{ outSourceProd: bought.productId, unitPrice: 1, quantity: 7 }] });
    await setStatus(closed.poId, PO_STATUS.Completed);
    expect(
      await ok200(api().get(`/api/StockMonitor/GetPoQtyByProductId?productId=${bought.productId}`, ZPurchaseInfoList)),
    ).toEqual([{ poNo: po.poNo, quantity: 15000, eta, notes: 'Before Christmas' }]);
  });

  it('changes, adds and removes lines and replaces the options while awaiting approval, then refuses', async () => {
    const po = await addOrder();
    const [kept] = po.poDetail;
    const updated = await ok200(
      api().put(
        '/api/PurchaseOrder/UpdatePurchaseOrder',
        {
          ...order({ suplierId: rmb.suplierId, notes: 'Changed' }),
          poId: po.poId,
          poDetail: [
            { poDetailId: kept.poDetailId, rawMaterialId: board.rawMaterialId, unitPrice: 2, quantity: 100 },
            { rawMaterialId: ink.rawMaterialId, unitPrice: 10, quantity: 1 },
          ],
          poOption: [{ optionId: 3, price: 50 }],
        },
        ZPurchaseOrder,
      ),
    );
    expect(updated).toMatchObject({ currencyName: 'RMB', notes: 'Changed', price: 260, gst: 0, inclGstPrice: 260 });
    expect(updated.poDetail.map((d) => d.poDetailId)[0]).toBe(kept.poDetailId);
    expect(updated.poDetail).toHaveLength(2);
    expect(updated.poOption).toEqual([expect.objectContaining({ optionId: 3, optionName: 'Setup Fee', price: 50 })]);

    const foreign = await api().put(
      '/api/PurchaseOrder/UpdatePurchaseOrder',
      {
        ...order(),
        poId: po.poId,
        poDetail: [{ poDetailId: 999999, rawMaterialId: board.rawMaterialId, unitPrice: 1, quantity: 1 }],
      },
      REFUSED,
    );
    expect(foreign.status).toBe(404);

    await ok200(api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${po.poId}`, undefined, ZPurchaseOrder));
    const late = await api().put('/api/PurchaseOrder/UpdatePurchaseOrder', { ...order(), poId: po.poId }, REFUSED);
    expect(late.status).toBe(400);
    expect(late.body.message.message).toBe(PO_MESSAGES.notAwaitingApproved);
  });
});

describe('states', () => {
  it("approves 1 → 2 by the session once ('This order's status is not awaiting approved.' after)", async () => {
    const po = await addOrder();
    const approved = await ok200(
      api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${po.poId}`, undefined, ZPurchaseOrder),
    );
    expect(approved).toMatchObject({ poStatusId: PO_STATUS.Approved, approvedEmployeeId: adminId });
    expect(approved.approvedAt).toBeTruthy();
    const again = await api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${po.poId}`, undefined, REFUSED);
    expect(again.status).toBe(400);
    expect(again.body.message.message).toBe(PO_MESSAGES.notAwaitingApproved);
  });

  it('approves once when two approve at once', async () => {
    const po = await addOrder();
    const results = await Promise.all([
      api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${po.poId}`),
      api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${po.poId}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses to approve while a qualification of the supplier has expired, naming it; one expiring soon is flagged only', async () => {
    const qualified = await createSupplier(t, admin, { suplierType: SUPPLIER_TYPE.Qualified });
    const qualify = (qualificationName: string, days: number) =>
      ok200(
        api().post(
          '/api/SupplierQualification/AddSupplierQualification',
          {
            suplierId: qualified.suplierId,
            qualificationName,
            expDate: shiftDate(today, days, 'day'),
          },
          ZQualification,
        ),
      );
    const soon = await qualify('ISO 9001:2015', 5);
    const first = await addOrder({ suplierId: qualified.suplierId });
    expect(first.qualificationAlerts).toEqual([
      expect.objectContaining({ qualificationName: 'ISO 9001:2015', expired: false }),
    ]);
    await ok200(api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${first.poId}`, undefined, ZPurchaseOrder));

    const expired = await qualify('BRCGS Packaging', -3);
    const second = await addOrder({ suplierId: qualified.suplierId });
    const refused = await api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${second.poId}`, undefined, REFUSED);
    expect(refused.status).toBe(400);
    expect(refused.body.message.message).toBe(
      qualificationExpiredMessage('BRCGS Packaging', shiftDate(today, -3, 'day')),
    );
    expect(refused.body.message.message).toContain('BRCGS Packaging');

    await ok200(
      api().put(
        '/api/SupplierQualification/UpdateSupplierQualification',
        {
          ...expired,
          expDate: shiftDate(today, 365, 'day'),
        },
        ZQualification,
      ),
    );
    await ok200(api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${second.poId}`, undefined, ZPurchaseOrder));
    expect(soon.qualificationId).toBeGreaterThan(0);
  });

  it("finishes 10 → 3 only ('This order has not been unloaded.')", async () => {
    const po = await addOrder();
    for (const status of [PO_STATUS.AwaitingApproval, PO_STATUS.Approved, PO_STATUS.Completed, PO_STATUS.Cancelled]) {
      await setStatus(po.poId, status);
      const res = await api().put(`/api/PurchaseOrder/CompletePurchaseOrder?id=${po.poId}`, undefined, REFUSED);
      expect(res.status).toBe(400);
      expect(res.body.message.message).toBe(PO_MESSAGES.notUnloaded);
    }
    await setStatus(po.poId, PO_STATUS.Received);
    const done = await ok200(
      api().put(`/api/PurchaseOrder/CompletePurchaseOrder?id=${po.poId}`, undefined, ZPurchaseOrder),
    );
    expect(done).toMatchObject({ poStatusId: PO_STATUS.Completed, poStatusName: 'Completed' });
  });

  it('completes a line once, and not on a completed or cancelled order', async () => {
    const po = await addOrder();
    const line = po.poDetail[0].poDetailId;
    const done = await ok200(
      api().put(
        `/api/PurchaseOrder/CompletePoDetail?poDetailId=${line}&reason=Not%20needed`,
        undefined,
        ZPurchaseOrder,
      ),
    );
    expect(done.poDetail[0]).toMatchObject({ completed: 1, closedReason: 'Not needed' });
    expect(done.poDetail[1].completed).toBe(0);
    const again = await api().put(
      `/api/PurchaseOrder/CompletePoDetail?poDetailId=${line}&reason=Again`,
      undefined,
      REFUSED,
    );
    expect(again.body.message.message).toBe(PO_MESSAGES.lineCompleted);
    await setStatus(po.poId, PO_STATUS.Cancelled);
    const closed = await api().put(
      `/api/PurchaseOrder/CompletePoDetail?poDetailId=${po.poDetail[1].poDetailId}&reason=Short`,
      undefined,
      REFUSED,
    );
    expect(closed.status).toBe(400);
    expect(closed.body.message.message).toBe(PO_MESSAGES.lineClosed);
    expect((await api().put('/api/PurchaseOrder/CompletePoDetail?poDetailId=999999', undefined, REFUSED)).status).toBe(
      404,
    );
  });

  it('changes the ETA (YYYY/MM/DD too) and the notes (≤ 150)', async () => {
    const po = await addOrder();
    const later = shiftDate(today, 30, 'day');
    const moved = await ok200(
      api().put(
        `/api/PurchaseOrder/UpdateETA?id=${po.poId}&ETA=${later.replaceAll('-', '/')}`,
        undefined,
        ZPurchaseOrder,
      ),
    );
    expect(moved.deliveryDate).toBe(later);
    const noEta = await api().put(`/api/PurchaseOrder/UpdateETA?id=${po.poId}&ETA=`, undefined, REFUSED);
    expect(noEta.status).toBe(400);
    expect(noEta.body.errors?.ETA).toContain(PO_MESSAGES.etaRequired);
    const noted = await ok200(
      api().put(`/api/PurchaseOrder/UpdateNotes?id=${po.poId}&notes=Call%20first`, undefined, ZPurchaseOrder),
    );
    expect(noted.notes).toBe('Call first');
    const long = await api().put(
      `/api/PurchaseOrder/UpdateNotes?id=${po.poId}&notes=${'x'.repeat(151)}`,
      undefined,
      REFUSED,
    );
    expect(long.status).toBe(400);
    expect(long.body.errors?.notes).toContain(PO_MESSAGES.noteTooLong);
    const cleared = await ok200(
      api().put(`/api/PurchaseOrder/UpdateNotes?id=${po.poId}&notes=`, undefined, ZPurchaseOrder),
    );
    expect(cleared.notes).toBeNull();
  });

  it('marks an order paid with the invoice number and date (today by default), and unpaid again', async () => {
    const po = await addOrder();
    await setStatus(po.poId, PO_STATUS.Approved);
    const paid = await ok200(
      api().put(
        `/api/PurchaseOrder/MarkPaid?id=${po.poId}&paymentStatus=1&invoiceNumber=INV-7781&paymentDate=2026/11/20`,
        undefined,
        ZPurchaseOrder,
      ),
    );
    expect(paid).toMatchObject({ paid: 1, invoiceNote: 'INV-7781', paymentDate: '2026-11-20' });
    const unpaid = await ok200(
      api().put(`/api/PurchaseOrder/MarkPaid?id=${po.poId}&paymentStatus=0`, undefined, ZPurchaseOrder),
    );
    expect(unpaid).toMatchObject({ paid: 0, invoiceNote: 'INV-7781', paymentDate: null });
    const today1 = await ok200(
      api().put(`/api/PurchaseOrder/MarkPaid?id=${po.poId}&paymentStatus=1`, undefined, ZPurchaseOrder),
    );
    expect(today1.paymentDate).toBe(today);
    const bad = await api().put(`/api/PurchaseOrder/MarkPaid?id=${po.poId}&paymentStatus=2`, undefined, REFUSED);
    expect(bad.status).toBe(400);
  });
});

describe('GetAllPurchaseOrder and GetSinglePurchaseOrder', () => {
  it('lists 1, 2 and 10 of the last 6 months by default, newest first; status=all, paid, supplier and search filter', async () => {
    const supplier = await createSupplier(t, admin);
    const mine = (extra: Record<string, unknown> = {}) => addOrder({ suplierId: supplier.suplierId, ...extra });
    const awaiting = await mine();
    const received = await mine();
    await setStatus(received.poId, PO_STATUS.Received);
    const completed = await mine();
    await setStatus(completed.poId, PO_STATUS.Completed);
    const cancelled = await mine();
    await setStatus(cancelled.poId, PO_STATUS.Cancelled);
    const old = await mine();
    await t.db
      .update(purchaseOrder)
      .set({ createdAt: new Date(Date.now() - 200 * 86_400_000) })
      .where(eq(purchaseOrder.poId, old.poId));

    const ids = async (query: string) =>
      (
        await ok200(
          api().get(
            `/api/PurchaseOrder/GetAllPurchaseOrder?suplierId=${supplier.suplierId}${query}`,
            z.array(ZPurchaseOrder),
          ),
        )
      ).map((po) => po.poId);
    expect(await ids('')).toEqual([received.poId, awaiting.poId]);
    expect(await ids('&status=all')).toEqual([cancelled.poId, completed.poId, received.poId, awaiting.poId]);
    const start = shiftDate(today, -300, 'day').replaceAll('-', '/');
    expect(await ids(`&status=all&start=${start}&end=${today.replaceAll('-', '/')}`)).toContain(old.poId);
    await ok200(
      api().put(
        `/api/PurchaseOrder/MarkPaid?id=${completed.poId}&paymentStatus=1&invoiceNumber=INV-1`,
        undefined,
        ZPurchaseOrder,
      ),
    );
    expect(await ids('&status=all&paid=1')).toEqual([completed.poId]);
    expect(await ids(`&status=all&search=${awaiting.poNo}`)).toEqual([awaiting.poId]);
    expect(await ids('&search=received')).toEqual([received.poId]);

    const page = await api().get(
      `/api/PurchaseOrder/GetAllPurchaseOrder?suplierId=${supplier.suplierId}&status=all&page=2&pageSize=3&sortField=poNo&sortOrder=ascend`,
      z.array(ZPurchaseOrder),
    );
    expect(page.body.meta).toEqual({ total: 4, page: 2, pageSize: 3 });
    expect(page.body.data.map((po) => po.poId)).toEqual([cancelled.poId]);
    const badSort = await api().get('/api/PurchaseOrder/GetAllPurchaseOrder?sortField=secret', REFUSED);
    expect(badSort.status).toBe(400);
  });

  it('lists only orders with something still to come with withOutUnloding=1', async () => {
    const supplier = await createSupplier(t, admin);
    const a = await addOrder({ suplierId: supplier.suplierId });
    const b = await addOrder({ suplierId: supplier.suplierId });
    await t.db.update(poDetail).set({ totalRevQty: '3' }).where(eq(poDetail.poDetailId, b.poDetail[0].poDetailId));
    await t.db.update(poDetail).set({ completed: 1 }).where(eq(poDetail.poDetailId, b.poDetail[1].poDetailId));
    const rows = await ok200(
      api().get(
        `/api/PurchaseOrder/GetAllPurchaseOrder?suplierId=${supplier.suplierId}&withOutUnloding=1`,
        z.array(ZPurchaseOrder),
      ),
    );
    expect(rows.map((po) => po.poId)).toEqual([a.poId]);
  });

  it('reads one order by id or by PO number; neither is 400, an unknown one 404', async () => {
    const po = await addOrder();
    expect(await ok200(api().get(`/api/PurchaseOrder/GetSinglePurchaseOrder?id=${po.poId}`, ZPurchaseOrder))).toEqual(
      po,
    );
    expect(
      await ok200(api().get(`/api/PurchaseOrder/GetSinglePurchaseOrder?PoNo=${po.poNo.toLowerCase()}`, ZPurchaseOrder)),
    ).toEqual(po);
    const neither = await api().get('/api/PurchaseOrder/GetSinglePurchaseOrder', REFUSED);
    expect(neither.status).toBe(400);
    expect(neither.body.errors?.id).toContain(PO_MESSAGES.poNoOrId);
    expect((await api().get('/api/PurchaseOrder/GetSinglePurchaseOrder?PoNo=PO999999', REFUSED)).status).toBe(404);
  });

  it("answers the company's delivery address and telephone for a new order", async () => {
    const value = { deliveryAddr: '24 Industry Road, Penrose', telNo: '09 555 0142' };
    await t.db.update(appSetting).set({ value }).where(eq(appSetting.key, 'purchasing.delivery'));
    expect(await ok200(api().get('/api/PurchaseOrder/GetPurchaseOrderDefaults', ZPurchaseOrderDefaults))).toEqual(
      value,
    );
  });

  it('keeps a supplier with orders (delete refused)', async () => {
    const supplier = await createSupplier(t, admin);
    await addOrder({ suplierId: supplier.suplierId });
    const res = await api().delete(`/api/Supplier/DeleteSupplier?id=${supplier.suplierId}`, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe(SUPPLIER_MESSAGES.inUse);
  });
});

describe('PDF and e-mail', () => {
  let dir: string;
  let brokenSmtp: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'packline-po-mail-'));
    brokenSmtp = await buildApp({
      db: t.db,
      config: readConfig({ DATA_DIR: dir, WEB_DIST: dir, SEED_DEMO: '0', SMTP_HOST: '127.0.0.1', SMTP_PORT: '1' }),
    });
    await brokenSmtp.ready();
  });
  afterAll(async () => {
    await brokenSmtp?.close();
    await rm(dir, { recursive: true, force: true });
  });
  const mail = (poId: number, subject: string) => ({
    poId,
    TargetAddress: 'li.wei@huaxin.example.cn, orders@huaxin.example.cn',
    TargetName: 'Li Wei',
    Subject: subject,
    HtmlContent: '<p>Please find our purchase order attached.</p>',
  });

  it('downloads the order as a PDF', async () => {
    const po = await addOrder();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/PurchaseOrder/GetPurchaseOrderPdf?id=${po.poId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${po.poNo}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("refuses to e-mail an order awaiting approval ('This order should be approved.')", async () => {
    const po = await addOrder();
    const res = await api().post('/api/PurchaseOrder/EmailPurchaseOrder', mail(po.poId, 'Awaiting'), REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe(PO_MESSAGES.shouldBeApproved);
  });

  it('holds the e-mail with the PO PDF in the outbox without SMTP, one per receiver', async () => {
    const po = await addOrder();
    await ok200(api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${po.poId}`, undefined, ZPurchaseOrder));
    const subject = `Purchase order ${po.poNo}`;
    expect(
      await ok200(api().post('/api/PurchaseOrder/EmailPurchaseOrder', mail(po.poId, subject), ZSendEmailResult)),
    ).toEqual({
      isSuccessStatusCode: true,
    });
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
    expect(rows.map((r) => [r.targetAddress, r.status]).sort()).toEqual([
      ['li.wei@huaxin.example.cn', 'held'],
      ['orders@huaxin.example.cn', 'held'],
    ]);
    expect(rows[0].attachments).toEqual([
      { fileName: `${po.poNo}.pdf`, url: expect.stringMatching(/^\/uploads\/.+\.pdf$/) },
    ]);
  });

  it("answers 'Send email fail!' when SMTP refuses, and keeps the message as failed", async () => {
    const po = await addOrder();
    await ok200(api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${po.poId}`, undefined, ZPurchaseOrder));
    const subject = `Failing ${po.poNo}`;
    const res = await brokenSmtp.inject({
      method: 'POST',
      url: '/api/PurchaseOrder/EmailPurchaseOrder',
      headers: { authorization: `Bearer ${admin}` },
      payload: mail(po.poId, subject),
    });
    expect(res.statusCode).toBe(400);
    const refusal: TApiError = JSON.parse(res.body);
    expect(refusal.message.message).toBe(PO_MESSAGES.sendEmailFail);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
    expect(rows.every((r) => r.status === 'failed')).toBe(true);
  });
});

describe('pages', () => {
  it('lets the buyer raise and the approver approve; only Payable marks paid', async () => {
    const buyer = await t.createStaff({ pages: ['/purchase-order'] });
    const approver = await t.createStaff({ pages: ['/purchase-order-approve'] });
    const accounts = await t.createStaff({ pages: ['/payable'] });
    const po = await addOrder({}, buyer.token);
    expect(po.createdEmployeeId).toBe(buyer.employeeId);
    // The order form picks raw materials and outsourced products.
    expect((await api(buyer.token).get('/api/RawMaterial/GetAllRawMaterial', ZRawMaterialList)).status).toBe(200);
    expect((await api(buyer.token).get('/api/Product/GetOutsourceProduct', ZProductList)).status).toBe(200);
    expect(
      (await api(buyer.token).put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${po.poId}`, undefined, REFUSED)).status,
    ).toBe(403);
    expect(
      (
        await api(approver.token).put(
          `/api/PurchaseOrder/ApprovePurchaseOrder?id=${po.poId}`,
          undefined,
          ZPurchaseOrder,
        )
      ).status,
    ).toBe(200);
    expect(
      (await api(approver.token).put(`/api/PurchaseOrder/MarkPaid?id=${po.poId}&paymentStatus=1`, undefined, REFUSED))
        .status,
    ).toBe(403);
    expect(
      (await api(accounts.token).get('/api/PurchaseOrder/GetAllPurchaseOrder', z.array(ZPurchaseOrder))).status,
    ).toBe(200);
    expect((await api(accounts.token).post('/api/PurchaseOrder/AddPurchaseOrder', order(), REFUSED)).status).toBe(403);
    expect(
      (
        await api(accounts.token).put(
          `/api/PurchaseOrder/MarkPaid?id=${po.poId}&paymentStatus=1`,
          undefined,
          ZPurchaseOrder,
        )
      ).status,
    ).toBe(200);
    const other = await t.createStaff({ pages: ['/invoice'] });
    expect((await api(other.token).get('/api/PurchaseOrder/GetAllPurchaseOrder', REFUSED)).status).toBe(403);
  });
});
