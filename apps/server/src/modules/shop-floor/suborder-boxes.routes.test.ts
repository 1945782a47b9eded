import {
  OPERATOR_PASS_HEADER,
  SUBORDER_MESSAGES,
  SUBORDER_STATUS,
  type TApiError,
  WORK_ORDER_ACTION,
  WORK_ORDER_STATUS,
  ZOperatorPass,
} from '@packline/domain';
import { asc, eq } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TJson,
  type TReply,
  type TTestApp,
  type TTestStaff,
  uniqueName,
} from '../../../test/test-app.ts';
import { box } from '../boxes/boxes.tables.ts';
import { createArrangedMachine, createPackedProduct } from '../packaging/packaging.fixtures.ts';
import { createRawMaterial, stockRawMaterialBoxes } from '../raw-materials/raw-material-applications.fixtures.ts';
import { suborder, suborderLog, suborderUsedBox, workOrder } from '../work-orders/work-orders.tables.ts';

// The boxes of a step (spec 02 §4 Print; issue 15 "Suborders and operators"): Print of the last semi-finished step
// labels its semi-finished boxes and answers their labels' PDF (read back here); Finish / PartlyComplete store the
// boxes they name as used (boxId, rawMaterialBoxId, rawMaterialBoxId2), each id checked (400 naming the field).

let t: TTestApp;
let admin: string;
let operator: TTestStaff;
let productId: number;
let press: number;

const message = (res: TReply<TApiError>) => res.body.message.message;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  productId = await createPackedProduct(t, admin);
  ({ machineId: press, operator } = await createArrangedMachine(t, admin, 3, {
    pages: ['/suborder'],
    firstName: 'Sam',
    lastName: 'Semi',
  }));
});
afterAll(() => t?.close());

/** A work order's production step on the press (semi-last or not) in `status`, with `completed` pieces made. */
async function step(status: number, options: { isSemiLast?: number; completed?: number } = {}) {
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
  const [row] = await t.db
    .insert(suborder)
    .values({
      workOrderId: order.workOrderId,
      actionId: WORK_ORDER_ACTION.Production,
      sequenceNo: 1,
      machineId: press,
      suborderStatusId: status,
      orginalQuantity: '3000',
      completedQuantity: String(options.completed ?? 0),
      isSemiLast: options.isSemiLast ?? 1,
    })
    .returning({ suborderId: suborder.suborderId });
  return row.suborderId;
}

/** Print as `token`: the status, and for a PDF each page's text. */
async function print(suborderId: number, token = admin) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Suborder/PrintSemiLabels?id=${suborderId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200)
    return { status: res.statusCode, message: res.json<TApiError>().message.message, pages: [] };
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    pages.push((await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { status: 200, message: undefined, pages, disposition: String(res.headers['content-disposition']) };
}

const semiBoxesOf = (suborderId: number) =>
  t.db
    .select({ barCode: box.barCode, quantity: box.quantity, isSemi: box.isSemi, status: box.status })
    .from(box)
    .where(eq(box.suborderId, suborderId))
    .orderBy(asc(box.boxId));

describe('Print of the last semi-finished step (spec 02 §4)', () => {
  it('labels the complete step’s semi-finished boxes once (full cartons, the rest in the last) and prints them', async () => {
    const id = await step(SUBORDER_STATUS.Complete, { completed: 2500 });
    const first = await print(id);
    expect(first.status, first.message).toBe(200);
    const boxes = await semiBoxesOf(id);
    expect(boxes.map((b) => [Number(b.quantity), b.isSemi, b.status])).toEqual([
      [1000, 1, 1],
      [1000, 1, 1],
      [500, 1, 1],
    ]);
    expect(first.pages).toHaveLength(3);
    for (const [i, text] of first.pages.entries()) expect(text).toContain(boxes[i]?.barCode);
    expect(first.disposition).toContain(`BoxLabels_${boxes[0]?.barCode}_to_${boxes[2]?.barCode}.pdf`);

    const again = await print(id);
    expect(again.pages).toEqual(first.pages);
    expect(await semiBoxesOf(id)).toHaveLength(3);
  });

  it('prints a partly complete step too, by a person of the Suborder screen', async () => {
    const id = await step(SUBORDER_STATUS.PartlyComplete, { completed: 1000 });
    const printed = await print(id, operator.token);
    expect(printed.status, printed.message).toBe(200);
    expect(printed.pages).toHaveLength(1);
  });

  it('refuses a step that is not the last semi-finished one, or not complete, and one that made nothing', async () => {
    for (const id of [
      await step(SUBORDER_STATUS.Complete, { isSemiLast: 0, completed: 2000 }),
      await step(SUBORDER_STATUS.InProcess, { completed: 0 }),
      await step(SUBORDER_STATUS.Awaiting),
    ]) {
      expect(await print(id)).toMatchObject({ status: 400, message: SUBORDER_MESSAGES.notPrintable });
      expect(await semiBoxesOf(id)).toEqual([]);
    }
    const nothing = await step(SUBORDER_STATUS.PartlyComplete, { completed: 0 });
    expect(await print(nothing)).toMatchObject({ status: 400, message: SUBORDER_MESSAGES.nothingMade });
    expect((await print(999_999_999)).status).toBe(404);
  });

  it('is the Suborder screen’s: the Packaging screen alone may not print semi-finished labels', async () => {
    const packer = await t.createStaff({ pages: ['/packaging'] });
    const id = await step(SUBORDER_STATUS.Complete, { completed: 1000 });
    expect((await print(id, packer.token)).status).toBe(403);
    expect(await semiBoxesOf(id)).toEqual([]);
  });
});

describe('the boxes a completion used', () => {
  const finish = async (suborderId: number, body: TJson, action = 'FinishSuborder') => {
    const pass = await t
      .api(admin)
      .post('/api/Suborder/OperatorPass', { machineId: press, password: operator.password }, ZOperatorPass);
    expect(pass.status, JSON.stringify(pass.body)).toBe(200);
    return t
      .api(admin, { headers: { [OPERATOR_PASS_HEADER]: pass.body.data.passToken } })
      .put(`/api/Suborder/${action}?id=${suborderId}`, body);
  };
  const usedOf = (suborderId: number) =>
    t.db
      .select({
        suborderLogId: suborderUsedBox.suborderLogId,
        rawMaterialBoxId: suborderUsedBox.rawMaterialBoxId,
        boxId: suborderUsedBox.boxId,
        createdBy: suborderUsedBox.createdBy,
      })
      .from(suborderUsedBox)
      .where(eq(suborderUsedBox.suborderId, suborderId))
      .orderBy(asc(suborderUsedBox.suborderUsedBoxId));
  const logsOf = (suborderId: number) =>
    t.db
      .select()
      .from(suborderLog)
      .where(eq(suborderLog.suborderId, suborderId))
      .orderBy(asc(suborderLog.suborderLogId));

  it('stores the raw material boxes and the semi-finished box with the completion’s log row', async () => {
    const paper = await createRawMaterial(t.db);
    const [first, second] = await stockRawMaterialBoxes(t.db, paper.rawMaterialId, 2, { poNumber: 'PO-USED-1' });
    const semiStep = await step(SUBORDER_STATUS.Complete, { completed: 1000 });
    await print(semiStep);
    const [semi] = await t.db.select({ boxId: box.boxId }).from(box).where(eq(box.suborderId, semiStep));

    const id = await step(SUBORDER_STATUS.InProcess, { isSemiLast: 0 });
    const res = await finish(id, {
      quantity: 900,
      boxId: semi?.boxId,
      rawMaterialBoxId: first?.rawMaterialBoxId,
      rawMaterialBoxId2: second?.rawMaterialBoxId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [log] = (await logsOf(id)).filter((l) => l.toStatusId === SUBORDER_STATUS.Complete);
    expect(await usedOf(id)).toEqual([
      { suborderLogId: log?.suborderLogId, rawMaterialBoxId: null, boxId: semi?.boxId, createdBy: operator.employeeId },
      {
        suborderLogId: log?.suborderLogId,
        rawMaterialBoxId: first?.rawMaterialBoxId,
        boxId: null,
        createdBy: operator.employeeId,
      },
      {
        suborderLogId: log?.suborderLogId,
        rawMaterialBoxId: second?.rawMaterialBoxId,
        boxId: null,
        createdBy: operator.employeeId,
      },
    ]);
  });

  it('PartlyComplete stores them too; a completion naming none stores none', async () => {
    const paper = await createRawMaterial(t.db);
    const [used] = await stockRawMaterialBoxes(t.db, paper.rawMaterialId, 1);
    const partly = await step(SUBORDER_STATUS.InProcess, { isSemiLast: 0 });
    const res = await finish(
      partly,
      { quantity: 100, rawMaterialBoxId2: used?.rawMaterialBoxId },
      'PartlyCompleteSuborder',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await usedOf(partly)).map((u) => u.rawMaterialBoxId)).toEqual([used?.rawMaterialBoxId]);

    const plain = await step(SUBORDER_STATUS.InProcess, { isSemiLast: 0 });
    expect((await finish(plain, { quantity: 100, rawMaterialBoxId: '' })).status).toBe(200);
    expect(await usedOf(plain)).toEqual([]);
  });

  it('refuses an id that is no box, naming the field, and changes nothing', async () => {
    const paper = await createRawMaterial(t.db);
    const [real] = await stockRawMaterialBoxes(t.db, paper.rawMaterialId, 1);
    const id = await step(SUBORDER_STATUS.InProcess, { isSemiLast: 0 });
    for (const [body, field, kind] of [
      [
        { rawMaterialBoxId: real?.rawMaterialBoxId, rawMaterialBoxId2: 999_999_991 },
        'rawMaterialBoxId2',
        'raw material box',
      ],
      [{ rawMaterialBoxId: 999_999_992 }, 'rawMaterialBoxId', 'raw material box'],
      [{ boxId: 999_999_993 }, 'boxId', 'box'],
    ] as const) {
      const res = await finish(id, { quantity: 10, ...body });
      expect(res.status).toBe(400);
      const wrongId = Object.values(body).at(-1) as number;
      expect(message(res)).toBe(SUBORDER_MESSAGES.usedBoxNotFound(field, wrongId));
      expect(message(res)).toBe(`${field}: ${kind} ${wrongId} was not found.`);
    }
    const [row] = await t.db.select().from(suborder).where(eq(suborder.suborderId, id));
    expect(row?.suborderStatusId).toBe(SUBORDER_STATUS.InProcess);
    expect(await logsOf(id)).toEqual([]);
    expect(await usedOf(id)).toEqual([]);
  });
});
