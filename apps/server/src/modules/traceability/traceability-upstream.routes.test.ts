import {
  OPERATOR_PASS_HEADER,
  PO_STATUS,
  type TApiError,
  TRACEABILITY_MESSAGES,
  type TWorkOrderDetail,
  todayInAuckland,
  WORK_ORDER_ACTION,
  ZBoxList,
  ZOperatorPass,
  ZRawMaterialBoxTrace,
  ZSameBatch,
  ZSuborder,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  REFUSED,
  type TJson,
  type TReply,
  type TTestApp,
  type TTestStaff,
} from '../../../test/test-app.ts';
import { purchaseOrder } from '../purchase-orders/purchase-orders.tables.ts';
import { createRawMaterial, stockRawMaterialBoxes } from '../raw-materials/raw-material-applications.fixtures.ts';
import { unloadingInspection } from '../receiving/receiving.tables.ts';
import { ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { workingArrangement } from '../shop-floor/shop-floor.tables.ts';
import { createSupplier } from '../suppliers/suppliers.fixtures.ts';
import { approvedWorkOrder, createMadeProduct, type TMadeProduct } from '../work-orders/work-orders.fixtures.ts';

// Product Traceability upstream (issue 16 "Traceability, upstream"): a box of product shows the raw material boxes its
// work order's steps used (Finish's rawMaterialBoxId / rawMaterialBoxId2) and, through their PO number, the purchase
// orders, suppliers and receivings; a raw material box code shows its PO, supplier, receiving and the steps that used
// it. Purchasing's rows are written straight into its tables here: production only reads them.

let t: TTestApp;
let admin: string;
let made: TMadeProduct;
let operator: TTestStaff;
let supplierName: string;
let poNo: string;
/** A box received on the PO, and one with no PO number. */
let received: { rawMaterialBoxId: number; boxCode: string };
let loose: { rawMaterialBoxId: number; boxCode: string };
let job: TWorkOrderDetail;
let productBoxes: TJson[];

const api = (token = admin) => t.api(token);
const message = (res: TReply<TApiError>) => res.body.message.message;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  made = await createMadeProduct(t, admin);
  operator = await t.createStaff({ pages: ['/suborder'], firstName: 'Rita', lastName: 'Roller' });
  const printer = made.machines[WORK_ORDER_ACTION.Printing].machineId;
  await t.db
    .insert(workingArrangement)
    .values({ machineId: printer, operator: operator.employeeId, workingDate: todayInAuckland() });

  const supplier = await createSupplier(t, admin, { suplierName: 'Kauri Board Mills' });
  supplierName = supplier.suplierName;
  poNo = `PO-TRACE-${supplier.suplierId}`;
  const [po] = await t.db
    .insert(purchaseOrder)
    .values({
      poNo,
      poStatusId: PO_STATUS.Received,
      suplierId: supplier.suplierId,
      currencyId: 1,
      deliveryDate: '2026-11-20',
      price: '100',
      gst: '15',
      inclGstPrice: '115',
    })
    .returning();
  await t.db.insert(unloadingInspection).values({
    no: `RCV-TRACE-${po.poId}`,
    poId: po.poId,
    containerNo: 'CONT-1',
    arrivalTime: new Date('2026-11-21T22:00:00Z'),
    unloadingPeople: 'Wiremu Warehouse',
  });
  const paper = await createRawMaterial(t.db, 'Cup board');
  [received] = await stockRawMaterialBoxes(t.db, paper.rawMaterialId, 1, { poNumber: poNo, prefix: 'TRACEUP-A' });
  [loose] = await stockRawMaterialBoxes(t.db, paper.rawMaterialId, 1, { prefix: 'TRACEUP-B' });

  // The printing step run by the operator, using both boxes; then the packaging job's boxes.
  job = await approvedWorkOrder(t, admin, made.productId);
  const [printing, , packaging] = job.suborders.map((s: TJson) => s.suborderId);
  const pass = (
    await ok200(
      api().post('/api/Suborder/OperatorPass', { machineId: printer, password: operator.password }, ZOperatorPass),
    )
  ).passToken;
  const withPass = t.api(admin, { headers: { [OPERATOR_PASS_HEADER]: pass } });
  await ok200(withPass.put(`/api/Suborder/TakeSuborder?id=${printing}`, undefined, ZSuborder));
  await ok200(
    withPass.put(
      `/api/Suborder/FinishSuborder?id=${printing}`,
      {
        quantity: 3000,
        rawMaterialBoxId: received.rawMaterialBoxId,
        rawMaterialBoxId2: loose.rawMaterialBoxId,
      },
      ZSuborder,
    ),
  );
  productBoxes = await ok200(
    api().post(`/api/Box/GenerateBarCode?suborderId=${packaging}&count=2`, undefined, ZBoxList),
  );
});
afterAll(() => t?.close());

describe('Box/GetSameBatch upstream', () => {
  it('shows the raw material boxes the steps used, with the PO, the supplier and the receiving', async () => {
    const batch = await ok200(api().get(`/api/Box/GetSameBatch?barCode=${productBoxes[1].barCode}`, ZSameBatch));
    expect(batch.rawMaterialBoxes).toHaveLength(2);
    const [fromPo, withoutPo] = batch.rawMaterialBoxes;
    expect(fromPo).toMatchObject({
      rawMaterialBoxId: received.rawMaterialBoxId,
      boxCode: received.boxCode,
      poNumber: poNo,
      sequenceNo: 1,
      actionName: 'Printing',
      purchase: {
        poNo,
        poStatusName: 'Received/Unloaded',
        suplierName: supplierName,
        receiving: { containerNo: 'CONT-1', unloadingPeople: 'Wiremu Warehouse', statusName: 'In processing' },
      },
    });
    expect(fromPo.purchase?.receiving?.arrivalTime).toBe('2026-11-21T22:00:00.000Z');
    expect(fromPo.rawMaterialName).toContain('Cup board');
    expect(withoutPo).toMatchObject({ boxCode: loose.boxCode, poNumber: null, purchase: null, actionName: 'Printing' });
  });

  it('a batch whose steps named no raw material box shows none', async () => {
    const other = await approvedWorkOrder(t, admin, made.productId);
    const [box] = await ok200(
      api().post(`/api/Box/GenerateBarCode?suborderId=${other.suborders[2].suborderId}&count=1`, undefined, ZBoxList),
    );
    expect(
      (await ok200(api().get(`/api/Box/GetSameBatch?barCode=${box.barCode}`, ZSameBatch))).rawMaterialBoxes,
    ).toEqual([]);
  });
});

describe('Box/GetRawMaterialBoxTrace', () => {
  it("answers a raw material box's PO, supplier and receiving and the work order steps that used it", async () => {
    const trace = await ok200(
      api().get(`/api/Box/GetRawMaterialBoxTrace?boxCode=%20${received.boxCode}%20`, ZRawMaterialBoxTrace),
    );
    expect(trace).toMatchObject({
      rawMaterialBoxId: received.rawMaterialBoxId,
      boxCode: received.boxCode,
      quantity: 25,
      purchase: { poNo, suplierName: supplierName, receiving: { unloadingPeople: 'Wiremu Warehouse' } },
    });
    expect(trace.usedBy).toEqual([
      expect.objectContaining({ workOrderNo: job.workOrderNo, sequenceNo: 1, actionName: 'Printing' }),
    ]);
  });

  it('a box with no PO number has no purchase; an unknown code is 404, a missing one 400', async () => {
    expect(
      await ok200(api().get(`/api/Box/GetRawMaterialBoxTrace?boxCode=${loose.boxCode}`, ZRawMaterialBoxTrace)),
    ).toMatchObject({
      purchase: null,
      usedBy: [expect.objectContaining({ workOrderNo: job.workOrderNo })],
    });
    const unknown = await api().get('/api/Box/GetRawMaterialBoxTrace?boxCode=NO-SUCH-RMB', REFUSED);
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(TRACEABILITY_MESSAGES.rawMaterialBoxNotFound('NO-SUCH-RMB'));
    const blank = await api().get('/api/Box/GetRawMaterialBoxTrace?boxCode=%20', REFUSED);
    expect(blank.status).toBe(400);
    expect(message(blank)).toContain(TRACEABILITY_MESSAGES.boxCodeRequired);
  });

  it('is read on the traceability page only', async () => {
    const outsider = await t.createStaff({ pages: ['/work-order'] });
    const tracer = await t.createStaff({ pages: ['/same-batch'] });
    expect(
      (await api(outsider.token).get(`/api/Box/GetRawMaterialBoxTrace?boxCode=${received.boxCode}`, REFUSED)).status,
    ).toBe(403);
    expect(
      (await api(tracer.token).get(`/api/Box/GetRawMaterialBoxTrace?boxCode=${received.boxCode}`, ZRawMaterialBoxTrace))
        .status,
    ).toBe(200);
  });
});
