import {
  CURRENCY,
  PO_STATUS,
  RECEIVING_MESSAGES,
  RECEIVING_STATUS,
  receivingNumberOf,
  serializeImages,
  type TPurchaseOrder,
  type TSupplier,
  ZPurchaseOrder,
  ZSupplierOptionList,
  ZUnloadingInspection,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { purchaseOrder } from '../purchase-orders/purchase-orders.tables.ts';
import { createRawMaterial, createSupplier, ok200 } from '../suppliers/suppliers.fixtures.ts';
import { orderOf as orderOfLines, receivingOf as receivingOfLines, type TReceivingBody } from './receiving.fixtures.ts';

// Receiving = unloading inspection (spec 02 §2, §4 receiving states, §8; issue 16 "Receiving"): New only for an order
// Approved or Received/Unloaded without a receiving, the required fields and limits, the roll-up to the order's lines
// and its move to 10 in the same call, Complete and 'Order Already Completed', a line's note, the list and the pages.

let t: TTestApp;
let admin: string;
let nzd: TSupplier;
let other: TSupplier;
let board: { rawMaterialId: number };
let ink: { rawMaterialId: number };
const api = (token = admin) => t.api(token);
const ARRIVAL = '2026-11-20T09:30:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  nzd = await createSupplier(t, admin, { currencyId: CURRENCY.NZD });
  other = await createSupplier(t, admin, { currencyId: CURRENCY.USD });
  board = await createRawMaterial(t, 'Paper board 280gsm');
  ink = await createRawMaterial(t, 'Water-based ink black');
});
afterAll(() => t?.close());

/** An order of 100 sheets of board and 10 kg of ink, approved unless told otherwise. */
const orderOf = (approved = true, suplierId = nzd.suplierId) =>
  orderOfLines(
    api,
    suplierId,
    [
      { rawMaterialId: board.rawMaterialId, unit: 'sheet', unitPrice: 1.5, quantity: 100 },
      { rawMaterialId: ink.rawMaterialId, unit: 'kg', unitPrice: 18.5, quantity: 10 },
    ],
    approved,
  );

const receivingOf = (po: TPurchaseOrder, quantities: number[], extra: Record<string, unknown> = {}) =>
  receivingOfLines(
    po,
    {
      containerNo: 'MSKU 123456-7',
      arrivalTime: ARRIVAL,
      unloadingDate: '2026-11-20',
      unloadingPeople: 'Sam Receiver',
      conditionOfProduct: 'Dry, one pallet wrap torn',
      notes: 'Checked against the packing list',
    },
    quantities,
    extra,
    (line) => ({ poQuantity: line.quantity, receivedQuantity: line.totalRevQty }),
  );
const addReceiving = (po: TPurchaseOrder, quantities: number[], extra: Record<string, unknown> = {}) =>
  ok200(
    api().post(
      '/api/UnloadingInspection/AddUnloadingInspection',
      receivingOf(po, quantities, extra),
      ZUnloadingInspection,
    ),
  );
const orderNow = (poId: number) =>
  ok200(api().get(`/api/PurchaseOrder/GetSinglePurchaseOrder?id=${poId}`, ZPurchaseOrder));

describe('AddUnloadingInspection', () => {
  it('receives an approved order in processing and rolls the quantities up to its lines', async () => {
    const po = await orderOf();
    const receiving = await addReceiving(po, [40, 10]);
    expect(receiving).toMatchObject({
      no: receivingNumberOf(receiving.inspectionId),
      poId: po.poId,
      poNo: po.poNo,
      suplierName: nzd.suplierName,
      containerNo: 'MSKU 123456-7',
      arrivalTime: ARRIVAL,
      unloadingPeople: 'Sam Receiver',
      status: RECEIVING_STATUS.InProcessing,
      statusName: 'In processing',
    });
    expect(receiving.unloadingDetail).toHaveLength(2);
    expect(receiving.unloadingDetail[0]).toMatchObject({
      poDetailId: po.poDetail[0].poDetailId,
      itemName: 'Paper board 280gsm',
      unit: 'sheet',
      poQuantity: 100,
      revQuantity: 40,
      totalRevQty: 40,
      handledQuantity: 0,
    });
    const after = await orderNow(po.poId);
    expect(after.poStatusId).toBe(PO_STATUS.Approved);
    expect(after.poDetail.map((line) => line.totalRevQty)).toEqual([40, 10]);
  });

  it('moves the order to Received/Unloaded when everything arrived, and back when the receiving is edited down', async () => {
    const po = await orderOf();
    const receiving = await addReceiving(po, [100, 10]);
    expect((await orderNow(po.poId)).poStatusId).toBe(PO_STATUS.Received);

    const body = { inspectionId: receiving.inspectionId, ...receivingOf(po, [90, 10]) };
    const edited = await ok200(
      api().put('/api/UnloadingInspection/UpdateUnloadingInspection', body, ZUnloadingInspection),
    );
    expect(edited.unloadingDetail[0]).toMatchObject({ revQuantity: 90, totalRevQty: 90 });
    expect((await orderNow(po.poId)).poStatusId).toBe(PO_STATUS.Approved);

    await ok200(
      api().put(
        '/api/UnloadingInspection/UpdateUnloadingInspection',
        {
          inspectionId: receiving.inspectionId,
          ...receivingOf(po, [110, 10]),
        },
        ZUnloadingInspection,
      ),
    );
    const received = await orderNow(po.poId);
    expect(received.poStatusId).toBe(PO_STATUS.Received);
    expect(received.poDetail[0].totalRevQty).toBe(110);
  });

  it('counts a completed line as received', async () => {
    const po = await orderOf();
    await ok200(
      api().put(
        `/api/PurchaseOrder/CompletePoDetail?poDetailId=${po.poDetail[1].poDetailId}&reason=Not%20needed`,
        undefined,
        ZPurchaseOrder,
      ),
    );
    const receiving = receivingOf(po, [100]);
    receiving.unloadingDetail = receiving.unloadingDetail.slice(0, 1);
    await ok200(api().post('/api/UnloadingInspection/AddUnloadingInspection', receiving, ZUnloadingInspection));
    expect((await orderNow(po.poId)).poStatusId).toBe(PO_STATUS.Received);
  });

  it('takes only an approved or received order with no receiving yet, of its supplier and its lines', async () => {
    const refuse = async (body: TReceivingBody, text: string) => {
      const res = await api().post('/api/UnloadingInspection/AddUnloadingInspection', body, REFUSED);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message.message).toBe(text);
    };
    const awaiting = await orderOf(false);
    await refuse(receivingOf(awaiting, [1, 1]), RECEIVING_MESSAGES.notReceivable);
    const completed = await orderOf();
    await t.db
      .update(purchaseOrder)
      .set({ poStatusId: PO_STATUS.Completed })
      .where(eq(purchaseOrder.poId, completed.poId));
    await refuse(receivingOf(completed, [1, 1]), RECEIVING_MESSAGES.notReceivable);

    const po = await orderOf();
    await refuse(receivingOf(po, [1, 1], { suplierId: other.suplierId }), RECEIVING_MESSAGES.supplierMismatch);
    const foreign = await orderOf();
    const mixed = receivingOf(po, [1, 1]);
    mixed.unloadingDetail[1].poDetailId = foreign.poDetail[0].poDetailId;
    await refuse(mixed, RECEIVING_MESSAGES.notALine(po.poNo));
    const twice = receivingOf(po, [1, 1]);
    twice.unloadingDetail[1].poDetailId = twice.unloadingDetail[0].poDetailId;
    await refuse(twice, RECEIVING_MESSAGES.lineTwice);

    await addReceiving(po, [1, 1]);
    await refuse(receivingOf(po, [1, 1]), RECEIVING_MESSAGES.alreadyReceiving);
    // The PO picker's list leaves it out.
    const list = await ok200(
      api().get(
        `/api/PurchaseOrder/GetAllPurchaseOrder?suplierId=${nzd.suplierId}&withOutUnloding=1`,
        z.array(ZPurchaseOrder),
      ),
    );
    expect(list.map((row) => row.poId)).not.toContain(po.poId);
    expect(list.map((row) => row.poId)).toContain(foreign.poId);
  });

  it('gives an order one receiving when two people create it at once', async () => {
    const po = await orderOf();
    const results = await Promise.all(
      [1, 2].map(() => api().post('/api/UnloadingInspection/AddUnloadingInspection', receivingOf(po, [100, 10]))),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(found(results, (res) => res.status === 400).body.message.message).toBe(RECEIVING_MESSAGES.alreadyReceiving);
    const after = await orderNow(po.poId);
    expect(after.poStatusId).toBe(PO_STATUS.Received);
    expect(after.poDetail.map((line) => line.totalRevQty)).toEqual([100, 10]);
  });

  it('requires the reference number, arrival time, receiver, order, supplier and line; limits quantities, texts and images', async () => {
    const po = await orderOf();
    const refuse = async (body: TReceivingBody, field: string, text: string) => {
      const res = await api().post('/api/UnloadingInspection/AddUnloadingInspection', body, REFUSED);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors?.[field]).toContain(text);
    };
    await refuse(receivingOf(po, [1, 1], { containerNo: ' ' }), 'containerNo', RECEIVING_MESSAGES.referenceRequired);
    await refuse(
      receivingOf(po, [1, 1], { arrivalTime: undefined }),
      'arrivalTime',
      RECEIVING_MESSAGES.arrivalRequired,
    );
    await refuse(
      receivingOf(po, [1, 1], { unloadingPeople: undefined }),
      'unloadingPeople',
      RECEIVING_MESSAGES.receiverRequired,
    );
    await refuse(receivingOf(po, [1, 1], { poId: undefined }), 'poId', RECEIVING_MESSAGES.poRequired);
    await refuse(receivingOf(po, [1, 1], { suplierId: undefined }), 'suplierId', RECEIVING_MESSAGES.supplierRequired);
    await refuse(
      receivingOf(po, [1, 1], { unloadingDetail: [{ revQuantity: 1 }] }),
      'unloadingDetail.0.poDetailId',
      RECEIVING_MESSAGES.descriptionRequired,
    );
    await refuse(receivingOf(po, [-1, 1]), 'unloadingDetail.0.revQuantity', 'This Received Qty must be 0 or more');
    const lines = receivingOf(po, [1, 1]).unloadingDetail;
    await refuse(
      receivingOf(po, [1, 1], { unloadingDetail: [{ ...lines[0], poQuantity: -1 }] }),
      'unloadingDetail.0.poQuantity',
      'PO Qty must be 0 or more',
    );
    await refuse(
      receivingOf(po, [1, 1], { unloadingDetail: [{ ...lines[0], receivedQuantity: -1 }] }),
      'unloadingDetail.0.receivedQuantity',
      'Received Qty must be 0 or more',
    );
    await refuse(
      receivingOf(po, [1, 1], { conditionOfProduct: 'x'.repeat(151) }),
      'conditionOfProduct',
      RECEIVING_MESSAGES.conditionTooLong,
    );
    await refuse(receivingOf(po, [1, 1], { notes: 'x'.repeat(151) }), 'notes', RECEIVING_MESSAGES.notesTooLong);
    const image = (i: number) => ({ uid: `u${i}`, name: `p${i}.png`, url: `/uploads/p${i}.png` });
    const six = serializeImages([1, 2, 3, 4, 5, 6].map(image));
    await refuse(receivingOf(po, [1, 1], { images: six }), 'images', RECEIVING_MESSAGES.tooManyImages);

    const five = serializeImages([1, 2, 3, 4, 5].map(image));
    const saved = await addReceiving(po, [1, 1], { images: five });
    expect(saved.images).toBe(five);
  });
});

describe('Complete, UpdateUnloadingInspection and UpdateDetail', () => {
  it("completes once; then Edit and Complete answer 'Order Already Completed'", async () => {
    const po = await orderOf();
    const receiving = await addReceiving(po, [10, 1]);
    const done = await ok200(
      api().put(`/api/UnloadingInspection/Complete?id=${receiving.inspectionId}`, undefined, ZUnloadingInspection),
    );
    expect(done).toMatchObject({ status: RECEIVING_STATUS.Completed, statusName: 'Completed' });
    const again = await api().put(`/api/UnloadingInspection/Complete?id=${receiving.inspectionId}`, undefined, REFUSED);
    expect(again.status).toBe(400);
    expect(again.body.message.message).toBe(RECEIVING_MESSAGES.alreadyCompleted);
    const edit = await api().put(
      '/api/UnloadingInspection/UpdateUnloadingInspection',
      {
        inspectionId: receiving.inspectionId,
        ...receivingOf(po, [20, 1]),
      },
      REFUSED,
    );
    expect(edit.status).toBe(400);
    expect(edit.body.message.message).toBe(RECEIVING_MESSAGES.alreadyCompleted);
    expect((await api().put('/api/UnloadingInspection/Complete?id=99999999', undefined, REFUSED)).status).toBe(404);
  });

  it('edits the header, adds and removes lines, and keeps the order', async () => {
    const po = await orderOf();
    const first = receivingOf(po, [10]);
    first.unloadingDetail = first.unloadingDetail.slice(0, 1);
    const receiving = await ok200(
      api().post('/api/UnloadingInspection/AddUnloadingInspection', first, ZUnloadingInspection),
    );
    expect(receiving.unloadingDetail).toHaveLength(1);
    const edited = await ok200(
      api().put(
        '/api/UnloadingInspection/UpdateUnloadingInspection',
        {
          inspectionId: receiving.inspectionId,
          ...receivingOf(po, [10, 4], { notes: '', containerNo: 'REF-2' }),
        },
        ZUnloadingInspection,
      ),
    );
    expect(edited).toMatchObject({ containerNo: 'REF-2', notes: null });
    expect(edited.unloadingDetail.map((line) => line.revQuantity)).toEqual([10, 4]);
    const fewer = receivingOf(po, [0, 4]);
    fewer.unloadingDetail = fewer.unloadingDetail.slice(1);
    const removed = await ok200(
      api().put(
        '/api/UnloadingInspection/UpdateUnloadingInspection',
        {
          inspectionId: receiving.inspectionId,
          ...fewer,
        },
        ZUnloadingInspection,
      ),
    );
    expect(removed.unloadingDetail.map((line) => line.poDetailId)).toEqual([po.poDetail[1].poDetailId]);
    expect((await orderNow(po.poId)).poDetail.map((line) => line.totalRevQty)).toEqual([0, 4]);

    const another = await orderOf();
    const moved = await api().put(
      '/api/UnloadingInspection/UpdateUnloadingInspection',
      {
        inspectionId: receiving.inspectionId,
        ...receivingOf(another, [1, 1]),
      },
      REFUSED,
    );
    expect(moved.status).toBe(400);
    expect(moved.body.message.message).toBe(RECEIVING_MESSAGES.poChanged);
  });

  it("sets and clears a line's note", async () => {
    const po = await orderOf();
    const receiving = await addReceiving(po, [10, 1]);
    const detailId = receiving.unloadingDetail[0].detailId;
    const noted = await ok200(
      api().put(
        '/api/UnloadingInspection/UpdateDetail',
        { detailId, note: 'Two sheets wet', createdBy: 999 },
        ZUnloadingInspection,
      ),
    );
    expect(noted.unloadingDetail[0].note).toBe('Two sheets wet');
    const cleared = await ok200(
      api().put('/api/UnloadingInspection/UpdateDetail', { detailId, note: '' }, ZUnloadingInspection),
    );
    expect(cleared.unloadingDetail[0].note).toBeNull();
    const long = await api().put('/api/UnloadingInspection/UpdateDetail', { detailId, note: 'x'.repeat(151) }, REFUSED);
    expect(long.status).toBe(400);
    expect(long.body.errors?.note).toContain(RECEIVING_MESSAGES.notesTooLong);
    expect((await api().put('/api/UnloadingInspection/UpdateDetail', { detailId: 99999999 }, REFUSED)).status).toBe(
      404,
    );
  });
});

describe('GetAllUnloadingInspection and GetUnloadingInspectionById', () => {
  it('lists by order, supplier, status and search, a page at a time; reads one by id', async () => {
    const supplier = await createSupplier(t, admin);
    const a = await orderOf(true, supplier.suplierId);
    const b = await orderOf(true, supplier.suplierId);
    const ra = await addReceiving(a, [1, 1], { containerNo: 'CONT-AAA' });
    const rb = await addReceiving(b, [1, 1], { containerNo: 'CONT-BBB' });
    await ok200(api().put(`/api/UnloadingInspection/Complete?id=${rb.inspectionId}`, undefined, ZUnloadingInspection));

    const byPo = await ok200(
      api().get(`/api/UnloadingInspection/GetAllUnloadingInspection?poId=${a.poId}`, z.array(ZUnloadingInspection)),
    );
    expect(byPo.map((row) => row.inspectionId)).toEqual([ra.inspectionId]);
    const bySupplier = await ok200(
      api().get(
        `/api/UnloadingInspection/GetAllUnloadingInspection?suplierId=${supplier.suplierId}&sortField=no`,
        z.array(ZUnloadingInspection),
      ),
    );
    expect(bySupplier.map((row) => row.inspectionId)).toEqual([ra.inspectionId, rb.inspectionId]);
    const completed = await ok200(
      api().get(
        `/api/UnloadingInspection/GetAllUnloadingInspection?suplierId=${supplier.suplierId}&status=10`,
        z.array(ZUnloadingInspection),
      ),
    );
    expect(completed.map((row) => row.inspectionId)).toEqual([rb.inspectionId]);
    const searched = await ok200(
      api().get('/api/UnloadingInspection/GetAllUnloadingInspection?search=CONT-AAA', z.array(ZUnloadingInspection)),
    );
    expect(searched.map((row) => row.inspectionId)).toEqual([ra.inspectionId]);
    const page = await api().get(
      `/api/UnloadingInspection/GetAllUnloadingInspection?suplierId=${supplier.suplierId}&page=1&pageSize=1`,
      z.array(ZUnloadingInspection),
    );
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.meta?.total).toBe(2);

    // The inspection report: arrival from start to end, Auckland days, both included.
    const inRange = await ok200(
      api().get(
        `/api/UnloadingInspection/GetAllUnloadingInspection?suplierId=${supplier.suplierId}&start=2026-11-20&end=2026/11/20`,
        z.array(ZUnloadingInspection),
      ),
    );
    expect(inRange).toHaveLength(2);
    const after = await ok200(
      api().get(
        `/api/UnloadingInspection/GetAllUnloadingInspection?suplierId=${supplier.suplierId}&start=2026-11-21`,
        z.array(ZUnloadingInspection),
      ),
    );
    expect(after).toHaveLength(0);
    const before = await ok200(
      api().get(
        `/api/UnloadingInspection/GetAllUnloadingInspection?suplierId=${supplier.suplierId}&end=2026-11-19`,
        z.array(ZUnloadingInspection),
      ),
    );
    expect(before).toHaveLength(0);
    expect(
      (await api().get('/api/UnloadingInspection/GetAllUnloadingInspection?start=20-11-2026', REFUSED)).status,
    ).toBe(400);

    const one = await ok200(
      api().get(`/api/UnloadingInspection/GetUnloadingInspectionById?id=${ra.inspectionId}`, ZUnloadingInspection),
    );
    expect(one).toMatchObject({ inspectionId: ra.inspectionId, containerNo: 'CONT-AAA', poNo: a.poNo });
    expect((await api().get('/api/UnloadingInspection/GetUnloadingInspectionById?id=99999999', REFUSED)).status).toBe(
      404,
    );
  });
});

describe('pages', () => {
  it('lets the receiving page receive; the report only reads; others nothing', async () => {
    const po = await orderOf();
    const receiver = await t.createStaff({ pages: ['/unloading-inspection'] });
    const report = await t.createStaff({ pages: ['/inspection-report'] });
    const buyer = await t.createStaff({ pages: ['/purchase-order'] });
    expect(
      (
        await api(receiver.token).get(
          '/api/PurchaseOrder/GetAllPurchaseOrder?withOutUnloding=1',
          z.array(ZPurchaseOrder),
        )
      ).status,
    ).toBe(200);
    const receiving = await ok200(
      api(receiver.token).post(
        '/api/UnloadingInspection/AddUnloadingInspection',
        receivingOf(po, [1, 1]),
        ZUnloadingInspection,
      ),
    );
    expect(
      (await api(report.token).get('/api/UnloadingInspection/GetAllUnloadingInspection', z.array(ZUnloadingInspection)))
        .status,
    ).toBe(200);
    expect((await api(report.token).get('/api/Supplier/GetSupplierPicker', ZSupplierOptionList)).status).toBe(200);
    expect(
      (
        await api(report.token).put(
          `/api/UnloadingInspection/Complete?id=${receiving.inspectionId}`,
          undefined,
          REFUSED,
        )
      ).status,
    ).toBe(403);
    expect((await api(buyer.token).get('/api/UnloadingInspection/GetAllUnloadingInspection', REFUSED)).status).toBe(
      403,
    );
    expect(
      (
        await api(receiver.token).put(
          `/api/UnloadingInspection/Complete?id=${receiving.inspectionId}`,
          undefined,
          ZUnloadingInspection,
        )
      ).status,
    ).toBe(200);
  });
});
