import {
  BOX_MOVEMENT_REASON,
  OPERATOR_PASS_HEADER,
  PACKAGING_MESSAGES,
  packagingCompleteProblem,
  SUBORDER_MESSAGES,
  SUBORDER_STATUS,
  type TApiError,
  WORK_ORDER_ACTION,
  WORK_ORDER_STATUS,
  wrongStateMessage,
  ZBox,
  ZBoxList,
  ZONE_TYPE,
  ZOperatorPass,
  ZPallet,
  ZPalletList,
} from '@packline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestApp,
  type TJson,
  type TReply,
  type TTestApp,
  type TTestStaff,
  uniqueName,
} from '../../../test/test-app.ts';
import { createStockPlaces, type TStockPlaces } from '../boxes/boxes.fixtures.ts';
import { box, boxMovement, palletBox } from '../boxes/boxes.tables.ts';
import { tempZone } from '../warehouse-layout/warehouse-layout.tables.ts';
import { suborder, suborderLog, workOrder } from '../work-orders/work-orders.tables.ts';
import { createArrangedMachine, createPackedProduct } from './packaging.fixtures.ts';

// PUT PlateBox/AddAndUpdateListAndComplete (spec 02 §2 Packaging, §7, §8 "Packaging complete"; issue 15): the job's
// boxes onto pallets and the job completed in one transaction, the Packaging Area, the operator's pass, every
// message, and nothing changed when any part is refused.

let t: TTestApp;
let admin: string;
let operator: TTestStaff;
let productId: number;
let packer: number;
let places: TStockPlaces;

const message = (res: TReply<TApiError>) => res.body.message.message;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  productId = await createPackedProduct(t, admin);
  ({ machineId: packer, operator } = await createArrangedMachine(t, admin, 4, {
    pages: ['/packaging'],
    firstName: 'Pat',
    lastName: 'Packer',
  }));
  places = await createStockPlaces(t.db);
});
afterAll(() => t?.close());

/** A work order whose last step is a packaging job on the packer in `status` (a production step before it). */
async function packagingJob(
  status: number = SUBORDER_STATUS.InProcess,
  actionId: number = WORK_ORDER_ACTION.Packaging,
) {
  const [order] = await t.db
    .insert(workOrder)
    .values({
      workOrderNo: uniqueName('WO'),
      productId,
      quantity: '3000',
      orderTypeId: 1,
      workOrderSourceId: 2,
      workOrderStatusId: WORK_ORDER_STATUS.Approved,
    })
    .returning({ workOrderId: workOrder.workOrderId });
  await t.db.insert(suborder).values({
    workOrderId: order.workOrderId,
    actionId: WORK_ORDER_ACTION.Production,
    sequenceNo: 1,
    suborderStatusId: SUBORDER_STATUS.Complete,
    orginalQuantity: '3000',
  });
  const [job] = await t.db
    .insert(suborder)
    .values({
      workOrderId: order.workOrderId,
      actionId,
      sequenceNo: 2,
      machineId: packer,
      suborderStatusId: status,
      orginalQuantity: '3000',
      receivedQuantity: '3000',
    })
    .returning({ suborderId: suborder.suborderId });
  return { suborderId: job.suborderId, workOrderId: order.workOrderId };
}

async function jobBoxes(suborderId: number, count: number): Promise<number[]> {
  const res = await t
    .api(admin)
    .post(`/api/Box/GenerateBarCode?suborderId=${suborderId}&count=${count}`, undefined, ZBoxList);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.map((b) => b.boxId);
}

async function passToken(): Promise<string> {
  const res = await t
    .api(admin)
    .post('/api/Suborder/OperatorPass', { machineId: packer, password: operator.password }, ZOperatorPass);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.passToken;
}

const complete = (body: unknown, pass?: string, token = admin) =>
  t
    .api(token, pass === undefined ? {} : { headers: { [OPERATOR_PASS_HEADER]: pass } })
    .put('/api/PlateBox/AddAndUpdateListAndComplete', body);

const stateOf = async (suborderId: number) =>
  (await t.db.select().from(suborder).where(eq(suborder.suborderId, suborderId)))[0];
const linksOf = (boxIds: number[]) =>
  t.db
    .select({ boxId: palletBox.boxId, palletId: palletBox.plateId })
    .from(palletBox)
    .where(and(inArray(palletBox.boxId, boxIds), eq(palletBox.active, true)))
    .orderBy(asc(palletBox.boxId));

describe('packagingCompleteProblem (the dialog)', () => {
  it('asks for the received quantity, then boxes, then a pallet for each', () => {
    expect(packagingCompleteProblem({ receivedQuantity: null, boxes: [{ plateId: 1 }] })).toBe(
      'Received Qty Required.',
    );
    expect(packagingCompleteProblem({ receivedQuantity: 10, boxes: [] })).toBe('Please add boxes firstly.');
    expect(packagingCompleteProblem({ receivedQuantity: 10, boxes: [{ plateId: 1 }, { plateId: null }] })).toBe(
      'Please assign pallet firstly.',
    );
    expect(packagingCompleteProblem({ receivedQuantity: 0, boxes: [{ plateId: 1 }] })).toBeNull();
  });
});

describe('PUT PlateBox/AddAndUpdateListAndComplete', () => {
  it('puts the job’s boxes on pallets, the loose pallet in the Packaging Area, and completes the job and its order', async () => {
    const { suborderId, workOrderId } = await packagingJob();
    const [first, second, third] = await jobBoxes(suborderId, 3);
    const pass = await passToken();
    const res = await complete(
      {
        suborderId,
        addAndUpdatePlateBox: [
          { boxId: first, plateId: places.loose.plateId, quantity: 1000, active: true },
          { boxId: second, plateId: places.loose.plateId, quantity: 800, active: true },
          { boxId: third, plateId: places.shelved.plateId, active: true },
        ],
        suborderLog: { quantity: 2800, comment: 'Short one sleeve', operEmployeeId: 999999 },
      },
      pass,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      suborderId,
      suborderStatusId: SUBORDER_STATUS.Complete,
      completedQuantity: 2800,
    });

    expect(await linksOf([first, second, third])).toEqual([
      { boxId: first, palletId: places.loose.plateId },
      { boxId: second, palletId: places.loose.plateId },
      { boxId: third, palletId: places.shelved.plateId },
    ]);
    const pieces = await t.db
      .select({ boxId: box.boxId, quantity: box.quantity })
      .from(box)
      .where(inArray(box.boxId, [first, second, third]))
      .orderBy(asc(box.boxId));
    expect(pieces.map((b) => Number(b.quantity))).toEqual([1000, 800, 1000]);
    // The loose pallet now stands in the Packaging Area; the shelved one stays in its cell.
    const zones = await t.db
      .select({ palletId: tempZone.plateId, zoneTypeId: tempZone.zoneTypeId })
      .from(tempZone)
      .where(inArray(tempZone.plateId, [places.loose.plateId, places.shelved.plateId]));
    expect(zones).toEqual([{ palletId: places.loose.plateId, zoneTypeId: ZONE_TYPE.Packaging }]);
    // The ledger: each box onto its pallet, the short box's pieces.
    const ledger = await t.db
      .select({ boxId: boxMovement.boxId, reasonId: boxMovement.reasonId, employeeId: boxMovement.employeeId })
      .from(boxMovement)
      .where(inArray(boxMovement.boxId, [first, second, third]));
    expect(ledger.filter((m) => m.reasonId === BOX_MOVEMENT_REASON.PalletChanged)).toHaveLength(3);
    expect(ledger.filter((m) => m.reasonId === BOX_MOVEMENT_REASON.QuantityChanged).map((m) => m.boxId)).toEqual([
      second,
    ]);
    expect(new Set(ledger.map((m) => m.employeeId))).toEqual(new Set([operator.employeeId]));
    // The job's log names the pass token's operator (the body's operEmployeeId is ignored).
    const [log] = await t.db
      .select()
      .from(suborderLog)
      .where(eq(suborderLog.suborderId, suborderId))
      .orderBy(asc(suborderLog.suborderLogId));
    expect(log).toMatchObject({
      fromStatusId: SUBORDER_STATUS.InProcess,
      toStatusId: SUBORDER_STATUS.Complete,
      comment: 'Short one sleeve',
      operEmployeeId: operator.employeeId,
      machineId: packer,
    });
    const [order] = await t.db.select().from(workOrder).where(eq(workOrder.workOrderId, workOrderId));
    expect(order.workOrderStatusId).toBe(WORK_ORDER_STATUS.Completed);
    // The job's boxes (Box/GetAllBox?suborderId), as the Packaging screen reads them, with their pallets.
    const listed = await t.api(operator.token).get(`/api/Box/GetAllBox?suborderId=${suborderId}`, z.array(ZBox));
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.map((b) => [b.boxId, b.plateId])).toEqual([
      [first, places.loose.plateId],
      [second, places.loose.plateId],
      [third, places.shelved.plateId],
    ]);
    // The warehouse's read of the job's pallets sees them.
    const pallets = await t.api(admin).get(`/api/Plate/GetPalletBySuborder?suborderid=${suborderId}`, ZPalletList);
    expect(pallets.status).toBe(200);
    expect(pallets.body.data.map((p) => p.plateId).sort()).toEqual(
      [places.loose.plateId, places.shelved.plateId].sort(),
    );
  });

  it('completes partly (9) when asked, leaving the work order open', async () => {
    const { suborderId, workOrderId } = await packagingJob();
    const [only] = await jobBoxes(suborderId, 1);
    const res = await complete(
      {
        suborderId,
        addAndUpdatePlateBox: [{ boxId: only, plateId: places.picking.plateId }],
        suborderLog: { quantity: 1000, suborderStatusId: SUBORDER_STATUS.PartlyComplete },
      },
      await passToken(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.suborderStatusId).toBe(SUBORDER_STATUS.PartlyComplete);
    const [order] = await t.db.select().from(workOrder).where(eq(workOrder.workOrderId, workOrderId));
    expect(order.workOrderStatusId).toBe(WORK_ORDER_STATUS.Approved);
    // A pallet already in another zone stays there.
    const [zone] = await t.db.select().from(tempZone).where(eq(tempZone.plateId, places.picking.plateId));
    expect(zone.zoneTypeId).toBe(places.picking.zoneTypeId);
  });

  it('answers the spec’s messages (received qty, boxes, pallets) and changes nothing', async () => {
    const { suborderId } = await packagingJob();
    const [boxId] = await jobBoxes(suborderId, 1);
    const pass = await passToken();
    const cases: [unknown, string][] = [
      [{ suborderId, addAndUpdatePlateBox: [{ boxId, plateId: places.loose.plateId }] }, 'Received Qty Required.'],
      [
        { suborderId, addAndUpdatePlateBox: [{ boxId, plateId: places.loose.plateId }], suborderLog: { quantity: '' } },
        'Received Qty Required.',
      ],
      [{ suborderId, addAndUpdatePlateBox: [], suborderLog: { quantity: 10 } }, 'Please add boxes firstly.'],
      [{ suborderId, suborderLog: { quantity: 10 } }, 'Please add boxes firstly.'],
      [
        { suborderId, addAndUpdatePlateBox: [{ boxId }], suborderLog: { quantity: 10 } },
        'Please assign pallet firstly.',
      ],
    ];
    for (const [body, text] of cases) {
      const res = await complete(body, pass);
      expect(res.status, text).toBe(400);
      expect(message(res)).toBe(text);
    }
    expect(PACKAGING_MESSAGES).toMatchObject({
      receivedQtyRequired: 'Received Qty Required.',
      addBoxes: 'Please add boxes firstly.',
      assignPallet: 'Please assign pallet firstly.',
    });
    expect((await stateOf(suborderId)).suborderStatusId).toBe(SUBORDER_STATUS.InProcess);
    expect(await linksOf([boxId])).toEqual([]);
  });

  it('needs the machine operator’s pass (403), as Finish does', async () => {
    const { suborderId } = await packagingJob();
    const [boxId] = await jobBoxes(suborderId, 1);
    const body = {
      suborderId,
      addAndUpdatePlateBox: [{ boxId, plateId: places.loose.plateId }],
      suborderLog: { quantity: 1 },
    };
    const missing = await complete(body);
    expect(missing.status).toBe(403);
    expect(message(missing)).toBe(SUBORDER_MESSAGES.passRequired);
    const wrong = await complete(body, 'not-a-pass');
    expect(wrong.status).toBe(403);
    expect(message(wrong)).toBe(SUBORDER_MESSAGES.wrongPassword);
    expect((await stateOf(suborderId)).suborderStatusId).toBe(SUBORDER_STATUS.InProcess);
  });

  it('refuses a job not In process, a step that is not packaging, another job’s box, an unknown pallet — all or nothing', async () => {
    const pass = await passToken();
    const awaiting = await packagingJob(SUBORDER_STATUS.Awaiting);
    const [awaitingBox] = await jobBoxes(awaiting.suborderId, 1);
    const notYet = await complete(
      {
        suborderId: awaiting.suborderId,
        addAndUpdatePlateBox: [{ boxId: awaitingBox, plateId: places.loose.plateId }],
        suborderLog: { quantity: 1 },
      },
      pass,
    );
    expect(notYet.status).toBe(400);
    expect(message(notYet)).toBe(wrongStateMessage('finish', SUBORDER_STATUS.Awaiting));

    const printing = await packagingJob(SUBORDER_STATUS.InProcess, WORK_ORDER_ACTION.Printing);
    const [printed] = await jobBoxes(printing.suborderId, 1);
    const notPackaging = await complete(
      {
        suborderId: printing.suborderId,
        addAndUpdatePlateBox: [{ boxId: printed, plateId: places.loose.plateId }],
        suborderLog: { quantity: 1 },
      },
      pass,
    );
    expect(notPackaging.status).toBe(400);
    expect(message(notPackaging)).toBe(PACKAGING_MESSAGES.notPackagingJob);

    const { suborderId } = await packagingJob();
    const [own] = await jobBoxes(suborderId, 1);
    const foreign = await complete(
      {
        suborderId,
        addAndUpdatePlateBox: [
          { boxId: own, plateId: places.loose.plateId },
          { boxId: awaitingBox, plateId: places.loose.plateId },
        ],
        suborderLog: { quantity: 1 },
      },
      pass,
    );
    expect(foreign.status).toBe(400);
    const [awaitingRow] = await t.db.select({ barCode: box.barCode }).from(box).where(eq(box.boxId, awaitingBox));
    expect(message(foreign)).toBe(PACKAGING_MESSAGES.notJobBox(awaitingRow.barCode));

    const unknownPallet = await complete(
      { suborderId, addAndUpdatePlateBox: [{ boxId: own, plateId: 999999 }], suborderLog: { quantity: 1 } },
      pass,
    );
    expect(unknownPallet.status).toBe(404);
    expect(message(unknownPallet)).toBe('No pallet information.');

    const unknownJob = await complete(
      {
        suborderId: 999999,
        addAndUpdatePlateBox: [{ boxId: own, plateId: places.loose.plateId }],
        suborderLog: { quantity: 1 },
      },
      pass,
    );
    expect(unknownJob.status).toBe(404);

    expect((await stateOf(suborderId)).suborderStatusId).toBe(SUBORDER_STATUS.InProcess);
    expect(await linksOf([own, awaitingBox])).toEqual([]);
  });

  it('completes a job once when two packers submit it at the same moment', async () => {
    const { suborderId } = await packagingJob();
    const [a, b] = await jobBoxes(suborderId, 2);
    const pass = await passToken();
    const body = {
      suborderId,
      addAndUpdatePlateBox: [
        { boxId: a, plateId: places.loose.plateId },
        { boxId: b, plateId: places.loose.plateId },
      ],
      suborderLog: { quantity: 2000 },
    };
    const replies = await Promise.all([complete(body, pass), complete(body, pass)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = replies.find((r) => r.status === 400) as TJson;
    expect(message(refused)).toBe(wrongStateMessage('finish', SUBORDER_STATUS.Complete));
    const logs = await t.db
      .select()
      .from(suborderLog)
      .where(and(eq(suborderLog.suborderId, suborderId), eq(suborderLog.toStatusId, SUBORDER_STATUS.Complete)));
    expect(logs).toHaveLength(1);
    const moved = await t.db
      .select()
      .from(boxMovement)
      .where(and(inArray(boxMovement.boxId, [a, b]), eq(boxMovement.reasonId, BOX_MOVEMENT_REASON.PalletChanged)));
    expect(moved).toHaveLength(2);
  });

  it('lets the job screens read the job’s boxes and print their labels, and Suborder store them to a pallet', async () => {
    const { suborderId } = await packagingJob();
    const [boxId] = await jobBoxes(suborderId, 1);
    const suborderStaff = await t.createStaff({ pages: ['/suborder'] });
    const listed = await t.api(suborderStaff.token).get(`/api/Box/GetAllBox?suborderId=${suborderId}`, z.array(ZBox));
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((b) => b.boxId)).toEqual([boxId]);
    const labels = await t.api(operator.token).post('/api/Label/BoxLabels', { boxIds: [boxId] });
    expect(labels.status).toBe(200);
    expect(String(labels.headers['content-type'])).toContain('application/pdf');
    const stored = await t
      .api(suborderStaff.token)
      .post(`/api/TempZone/AddTempZone?plateId=${places.loose.plateId}`, [{ boxId, quantity: 1000 }], ZPallet);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(await linksOf([boxId])).toEqual([{ boxId, palletId: places.loose.plateId }]);
  });

  it('is refused (403) to staff without the Packaging or Suborder page', async () => {
    const clerk = await t.createStaff({ pages: ['/city-management'] });
    const res = await complete({ suborderId: 1, suborderLog: { quantity: 1 } }, 'x', clerk.token);
    expect(res.status).toBe(403);
  });
});
