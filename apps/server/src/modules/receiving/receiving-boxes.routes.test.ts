import {
  BOX_MOVEMENT_REASON,
  PALLET_TYPE,
  PO_STATUS,
  RECEIVING_BOX_MESSAGES,
  RECEIVING_MESSAGES,
  type TApiError,
  type TReceivingBox,
  type TUnloadingInspection,
  ZBox,
  ZBoxInfoList,
  ZPallet,
  ZPurchaseOrder,
  ZReceivingBoxList,
  ZUnloadingInspection,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  found,
  REFUSED,
  type TOkBody,
  type TRefused,
  type TReply,
  type TTestApp,
  uniqueName,
} from '../../../test/test-app.ts';
import { createStockPlaces } from '../boxes/boxes.fixtures.ts';
import { boxMovement } from '../boxes/boxes.tables.ts';
import { createPackagingType } from '../catalogue/base-product.fixtures.ts';
import { aProduct } from '../catalogue/catalogue.fixtures.ts';
import { rawMaterialBox } from '../raw-materials/raw-materials.tables.ts';
import { createProduct, createRawMaterial, createSupplier, ok200 } from '../suppliers/suppliers.fixtures.ts';
import { createPallets, createZoneWithShelves } from '../warehouse-layout/warehouse-layout.service.ts';

// Receiving's stock steps (spec 02 §2 Add to Stock, §8 Purchasing; issue 16 "Receiving"): generating a line's raw
// material or product boxes within what was received, the pallet messages and the pallet sequence, removing and
// obsoleting boxes, the handled and pallet roll-ups, 'Order Already Completed', and the pages.

let t: TTestApp;
let admin: string;
let suplierId: number;
let board: { rawMaterialId: number; rawMaterialCode: string };
let cutlery: { productId: number; productCode: string };
let unpacked: { productId: number };
const api = (token = admin) => t.api(token);
const ARRIVAL = '2026-11-20T09:30:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  suplierId = (await createSupplier(t, admin)).suplierId;
  board = await createRawMaterial(t, 'Paper board 280gsm');
  cutlery = await aProduct(t.db, {
    productCode: uniqueName('OUT'),
    productName: 'Bamboo cutlery set',
    manufactured: 1,
    packagingTypeId: await createPackagingType(t, admin),
  });
  unpacked = await createProduct(t, true);
});
afterAll(() => t?.close());

/** An approved order of board (KG) and cutlery (pieces), received: 40 KG of board, 2,500 pieces of cutlery. */
async function receiving(received = [40, 2500, 100]) {
  const po = await ok200(
    api().post(
      '/api/PurchaseOrder/AddPurchaseOrder',
      {
        suplierId,
        deliveryDate: '2026-12-24',
        poDetail: [
          { rawMaterialId: board.rawMaterialId, unit: 'kg', unitPrice: 2, quantity: 40 },
          { outSourceProd: cutlery.productId, unit: 'pcs', unitPrice: 0.1, quantity: 3000 },
          { outSourceProd: unpacked.productId, unit: 'pcs', unitPrice: 0.1, quantity: 100 },
        ],
      },
      ZPurchaseOrder,
    ),
  );
  await ok200(api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${po.poId}`, undefined, ZPurchaseOrder));
  const rc = await ok200(
    api().post(
      '/api/UnloadingInspection/AddUnloadingInspection',
      {
        poId: po.poId,
        suplierId,
        containerNo: 'MSKU 555',
        arrivalTime: ARRIVAL,
        unloadingPeople: 'Sam Receiver',
        unloadingDetail: po.poDetail.map((line, i) => ({
          poDetailId: line.poDetailId,
          revQuantity: received[i],
        })),
      },
      ZUnloadingInspection,
    ),
  );
  return { po, rc };
}

/** The receiving's boxes a box call answers, or the error envelope when the test names it REFUSED. */
type TBoxesReply<R> = R extends TRefused ? TReply<TApiError> : TReply<TOkBody<TReceivingBox[]>>;
type TBoxesSchema = typeof ZReceivingBoxList | TRefused;
// One helper serves the calls that succeed and those refused: the client checks the reply against the schema named.
const boxCall = <R extends TBoxesSchema>(method: 'post' | 'put', url: string, body: unknown, reply: R) =>
  api()[method](url, body, reply as typeof ZReceivingBoxList) as Promise<TReply<unknown>> as Promise<TBoxesReply<R>>;
const generate = <R extends TBoxesSchema = typeof ZReceivingBoxList>(
  inspectionId: number,
  itemId: number,
  count: number,
  perBox = 10,
  reply: R = ZReceivingBoxList as R,
) =>
  boxCall(
    'post',
    `/api/RawMaterialBox/GenerateMaterialProductBox?inspectionId=${inspectionId}&rawMaterialId=${itemId}&productQuantityPerBox=${perBox}&boxCount=${count}`,
    undefined,
    reply,
  );
const productBoxes = (boxes: TReceivingBox[]) => boxes.filter((b) => b.kind === 'box');
/** A product line's boxes, named by the receiving line (ours `detailId`: a product may share its id with a material). */
const generateProduct = <R extends TBoxesSchema = typeof ZReceivingBoxList>(
  rc: TUnloadingInspection,
  line: number,
  count: number,
  reply: R = ZReceivingBoxList as R,
) =>
  boxCall(
    'post',
    `/api/RawMaterialBox/GenerateMaterialProductBox?inspectionId=${rc.inspectionId}&detailId=${rc.unloadingDetail[line].detailId}&boxCount=${count}`,
    undefined,
    reply,
  );
const addToPallet = <R extends TBoxesSchema = typeof ZReceivingBoxList>(
  items: unknown[],
  reply: R = ZReceivingBoxList as R,
) => boxCall('post', '/api/RawMaterialBox/AddListToPlate', items, reply);
const moveToPallet = <R extends TBoxesSchema = typeof ZReceivingBoxList>(
  items: unknown[],
  reply: R = ZReceivingBoxList as R,
) => boxCall('put', '/api/RawMaterialBox/updateListToPlate', items, reply);
const obsolete = (ids: number[]) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/RawMaterialBox/ObsoleteRawMaterialBoxes',
    headers: { authorization: `Bearer ${admin}` },
    payload: ids,
  });
/** The JSON of an ObsoleteRawMaterialBoxes reply (a DELETE with a body, which the typed client does not send). */
const okOf = (res: { body: string }): TOkBody<TReceivingBox[]> => JSON.parse(res.body);
const refusalOf = (res: { body: string }): TApiError => JSON.parse(res.body);
const lineOf = async (inspectionId: number, i: number) =>
  (
    await ok200(
      api().get(`/api/UnloadingInspection/GetUnloadingInspectionById?id=${inspectionId}`, ZUnloadingInspection),
    )
  ).unloadingDetail[i];
const orderLine = async (poId: number, i: number) =>
  (await ok200(api().get(`/api/PurchaseOrder/GetSinglePurchaseOrder?id=${poId}`, ZPurchaseOrder))).poDetail[i];
const expect400 = (res: TReply<TApiError>, text: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.message.message).toBe(text);
};
/** The id of a box of the kind the test made (a receiving box carries the id of its own kind only). */
function idOf(id: number | null): number {
  if (id === null) throw new Error('The box has no id of this kind');
  return id;
}
const loosePallets = (count: number) => createPallets(t.db, { count, plateTypeId: PALLET_TYPE.Default });
/** A free cell of a new one-cell zone. */
async function freeCell() {
  const zoneCode = `Q${uniqueName('').replace(/[^0-9a-z]/gi, '')}`;
  const [cell] = await createZoneWithShelves(t.db, { zoneCode, shelfCount: 1, totalRows: 1, totalCols: 1 });
  return cell?.cellId as number;
}

describe('GenerateMaterialProductBox', () => {
  it('makes raw material boxes carrying the PO number, never more than received this time; handled rolls up', async () => {
    const { po, rc } = await receiving();
    const boxes = await ok200(generate(rc.inspectionId, board.rawMaterialId, 3));
    expect(boxes).toHaveLength(3);
    expect(boxes[0]).toMatchObject({
      kind: 'rawMaterialBox',
      itemCode: board.rawMaterialCode,
      quantity: 10,
      sequence: 1,
      poNumber: po.poNo,
      live: true,
      plate: null,
    });
    expect(boxes.map((b) => b.sequence)).toEqual([1, 2, 3]);
    const [stored] = await t.db
      .select()
      .from(rawMaterialBox)
      .where(eq(rawMaterialBox.rawMaterialBoxId, idOf(boxes[0].rawMaterialBoxId)));
    expect(stored?.poNumber).toBe(po.poNo);
    expect(stored?.boxCode).toBe(boxes[0].code);
    expect((await lineOf(rc.inspectionId, 0)).handledQuantity).toBe(30);
    expect((await orderLine(po.poId, 0)).totalHandledQty).toBe(30);

    expect400(
      await generate(rc.inspectionId, board.rawMaterialId, 2, undefined, REFUSED),
      RECEIVING_BOX_MESSAGES.tooMany,
    );
    const last = await ok200(generate(rc.inspectionId, board.rawMaterialId, 1));
    expect(last.at(-1)).toMatchObject({ sequence: 4 });
    expect((await lineOf(rc.inspectionId, 0)).handledQuantity).toBe(40);
  });

  it("makes product boxes of the product's package quantity through the warehouse, with a Received ledger row", async () => {
    const { po, rc } = await receiving();
    const boxes = await ok200(generateProduct(rc, 1, 2));
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toMatchObject({ kind: 'box', quantity: 1000, poNumber: po.poNo, itemCode: cutlery.productCode });
    expect(boxes[0].code.startsWith(cutlery.productCode.toUpperCase())).toBe(true);
    const box = await ok200(api().get(`/api/Box/GetBoxByBarCode?barCode=${boxes[0].code}`, ZBox));
    expect(box).toMatchObject({ quantity: 1000, status: 1 });
    const ledger = await t.db
      .select()
      .from(boxMovement)
      .where(eq(boxMovement.boxId, idOf(boxes[0].boxId)));
    expect(ledger.map((row) => row.reasonId)).toEqual([BOX_MOVEMENT_REASON.Received]);
    expect((await lineOf(rc.inspectionId, 1)).handledQuantity).toBe(2000);
    expect400(await generateProduct(rc, 1, 1, REFUSED), RECEIVING_BOX_MESSAGES.tooMany);
  });

  it('refuses a product without a package quantity, an item not on the receiving, bad input and a completed receiving', async () => {
    const { rc } = await receiving();
    expect400(await generateProduct(rc, 2, 1, REFUSED), RECEIVING_BOX_MESSAGES.noPackage);
    expect400(await generate(rc.inspectionId, 99999999, 1, undefined, REFUSED), RECEIVING_BOX_MESSAGES.notALine);
    const noCount = await api().post(
      `/api/RawMaterialBox/GenerateMaterialProductBox?inspectionId=${rc.inspectionId}&rawMaterialId=${board.rawMaterialId}&productQuantityPerBox=10`,
      undefined,
      REFUSED,
    );
    expect(noCount.status).toBe(400);
    expect(noCount.body.errors?.boxCount).toContain(RECEIVING_BOX_MESSAGES.countRequired);
    expect400(
      await api().post(
        `/api/RawMaterialBox/GenerateMaterialProductBox?inspectionId=${rc.inspectionId}&rawMaterialId=${board.rawMaterialId}&boxCount=1`,
        undefined,
        REFUSED,
      ),
      RECEIVING_BOX_MESSAGES.perBoxRequired,
    );
    expect((await generate(99999999, board.rawMaterialId, 1, undefined, REFUSED)).status).toBe(404);

    await ok200(api().put(`/api/UnloadingInspection/Complete?id=${rc.inspectionId}`, undefined, ZUnloadingInspection));
    expect400(
      await generate(rc.inspectionId, board.rawMaterialId, 1, undefined, REFUSED),
      RECEIVING_MESSAGES.alreadyCompleted,
    );
  });
});

describe('AddListToPlate and updateListToPlate', () => {
  it('puts boxes on pallets in their order, moves them, with every pallet message; palletQuantity rolls up', async () => {
    const { rc } = await receiving();
    const raw = await ok200(generate(rc.inspectionId, board.rawMaterialId, 4));
    const products = productBoxes(await ok200(generateProduct(rc, 1, 2)));
    const [p1, p2] = await loosePallets(2);
    const places = await createStockPlaces(t.db);
    const r = (i: number, plateId: number) => ({ rawMaterialBoxId: raw[i].rawMaterialBoxId, plateId });

    const placed = await ok200(
      addToPallet([r(0, p1.plateId), r(1, p1.plateId), { boxId: products[0].boxId, plateId: p1.plateId }]),
    );
    expect(placed.filter((b) => b.plate?.plateId === p1.plateId)).toHaveLength(3);
    expect((await lineOf(rc.inspectionId, 0)).palletQuantity).toBe(20);
    expect((await lineOf(rc.inspectionId, 1)).palletQuantity).toBe(1000);
    const onPallet = await ok200(api().get(`/api/Plate/GetBoxByPlateId?plateId=${p1.plateId}`, ZBoxInfoList));
    expect(onPallet.map((b) => b.boxId)).toEqual([products[0].boxId]);

    expect400(await addToPallet([r(0, p2.plateId)], REFUSED), RECEIVING_BOX_MESSAGES.alreadyAdded);
    // spec 02 §8: box 4 cannot go on a pallet while box 3 has none.
    expect400(await addToPallet([r(3, p1.plateId)], REFUSED), RECEIVING_BOX_MESSAGES.addFirst);
    expect400(await addToPallet([r(2, places.shelved.plateId)], REFUSED), RECEIVING_BOX_MESSAGES.onShelf);
    expect400(await moveToPallet([r(2, p2.plateId)], REFUSED), RECEIVING_BOX_MESSAGES.assignFirst);
    expect400(await moveToPallet([r(0, p1.plateId)], REFUSED), RECEIVING_BOX_MESSAGES.samePallet);
    const noPallet = await addToPallet([{ rawMaterialBoxId: raw[2].rawMaterialBoxId }], REFUSED);
    expect(noPallet.status).toBe(400);
    expect(noPallet.body.errors?.['0.plateId'] ?? JSON.stringify(noPallet.body)).toContain(
      RECEIVING_BOX_MESSAGES.assignFirst,
    );
    expect((await addToPallet([r(2, 99999999)], REFUSED)).status).toBe(404);

    await ok200(addToPallet([r(2, p2.plateId), r(3, p2.plateId)]));
    const moved = await ok200(moveToPallet([r(0, p2.plateId), { boxId: products[0].boxId, plateId: p2.plateId }]));
    expect(found(moved, (b) => b.rawMaterialBoxId === raw[0].rawMaterialBoxId).plate?.plateId).toBe(p2.plateId);
    expect((await lineOf(rc.inspectionId, 0)).palletQuantity).toBe(40);

    // The pallet goes into a cell: its boxes are in the warehouse now.
    await ok200(
      api().put(`/api/TempZone/MovePlateToShelf?plateId=${p2.plateId}&cellId=${await freeCell()}`, undefined, ZPallet),
    );
    const listed = await ok200(
      api().get(
        `/api/RawMaterialBox/GetRawMaterialBoxAndBoxByInspectionId?inspectionId=${rc.inspectionId}`,
        ZReceivingBoxList,
      ),
    );
    expect(listed).toHaveLength(6);
    expect(found(listed, (b) => b.rawMaterialBoxId === raw[0].rawMaterialBoxId).cell).toBeTruthy();
    expect400(await moveToPallet([r(0, p1.plateId)], REFUSED), RECEIVING_BOX_MESSAGES.inCell);
  });

  it('refuses a box no receiving made and a box given twice', async () => {
    const { rc } = await receiving();
    const raw = await ok200(generate(rc.inspectionId, board.rawMaterialId, 1));
    const [pallet] = await loosePallets(1);
    expect400(
      await addToPallet([{ rawMaterialBoxId: 99999999, plateId: pallet.plateId }], REFUSED),
      RECEIVING_BOX_MESSAGES.notGenerated,
    );
    const item = { rawMaterialBoxId: raw[0].rawMaterialBoxId, plateId: pallet.plateId };
    expect400(await addToPallet([item, item], REFUSED), RECEIVING_BOX_MESSAGES.boxTwice);
  });
});

describe('DeleteRawMaterialBox and ObsoleteRawMaterialBoxes', () => {
  it('removes a box generated by mistake and rolls the handled quantity back; refuses one in a cell or used', async () => {
    const { po, rc } = await receiving();
    const raw = await ok200(generate(rc.inspectionId, board.rawMaterialId, 3));
    const products = productBoxes(await ok200(generateProduct(rc, 1, 1)));
    const left = await ok200(
      api().delete(`/api/RawMaterialBox/DeleteRawMaterialBox?barCode=${raw[2].code}`, ZReceivingBoxList),
    );
    expect(left).toHaveLength(3);
    expect((await lineOf(rc.inspectionId, 0)).handledQuantity).toBe(20);
    expect((await orderLine(po.poId, 0)).totalHandledQty).toBe(20);
    const gone = await t.db
      .select()
      .from(rawMaterialBox)
      .where(eq(rawMaterialBox.rawMaterialBoxId, idOf(raw[2].rawMaterialBoxId)));
    expect(gone).toHaveLength(0);

    await ok200(
      api().delete(`/api/RawMaterialBox/DeleteRawMaterialBox?barCode=${products[0].code}`, ZReceivingBoxList),
    );
    const box = await ok200(api().get(`/api/Box/GetBoxByBarCode?barCode=${products[0].code}`, ZBox));
    expect(box.status).toBe(0);
    expect((await lineOf(rc.inspectionId, 1)).handledQuantity).toBe(0);

    expect((await api().delete('/api/RawMaterialBox/DeleteRawMaterialBox?barCode=NOPE-000', REFUSED)).status).toBe(404);
    const [pallet] = await loosePallets(1);
    await ok200(addToPallet([{ rawMaterialBoxId: raw[0].rawMaterialBoxId, plateId: pallet.plateId }]));
    await ok200(
      api().post('/api/ShelfPlate/AddShelfPlate', { cellId: await freeCell(), plateId: pallet.plateId }, ZPallet),
    );
    expect400(
      await api().delete(`/api/RawMaterialBox/DeleteRawMaterialBox?barCode=${raw[0].code}`, REFUSED),
      RECEIVING_BOX_MESSAGES.inCell,
    );
    await t.db
      .update(rawMaterialBox)
      .set({ exWarehouse: 1 })
      .where(eq(rawMaterialBox.rawMaterialBoxId, idOf(raw[1].rawMaterialBoxId)));
    expect400(
      await api().delete(`/api/RawMaterialBox/DeleteRawMaterialBox?barCode=${raw[1].code}`, REFUSED),
      RECEIVING_BOX_MESSAGES.usedByProduction(raw[1].code),
    );
  });

  it('obsoletes raw material boxes: off their pallet, still handled; refuses twice and used ones', async () => {
    const { rc } = await receiving();
    const raw = await ok200(generate(rc.inspectionId, board.rawMaterialId, 2));
    const [pallet] = await loosePallets(1);
    await ok200(addToPallet([{ rawMaterialBoxId: raw[0].rawMaterialBoxId, plateId: pallet.plateId }]));
    const res = await obsolete([idOf(raw[0].rawMaterialBoxId)]);
    expect(res.statusCode, res.body).toBe(200);
    const after = okOf(res).data;
    expect(after[0]).toMatchObject({ live: false, plate: null });
    const line = await lineOf(rc.inspectionId, 0);
    expect(line).toMatchObject({ handledQuantity: 20, palletQuantity: 0 });
    const again = await obsolete([idOf(raw[0].rawMaterialBoxId)]);
    expect(again.statusCode).toBe(400);
    expect(refusalOf(again).message.message).toBe(RECEIVING_BOX_MESSAGES.obsolete(raw[0].code));
    await t.db
      .update(rawMaterialBox)
      .set({ exWarehouse: 1 })
      .where(eq(rawMaterialBox.rawMaterialBoxId, idOf(raw[1].rawMaterialBoxId)));
    const used = await obsolete([idOf(raw[1].rawMaterialBoxId)]);
    expect(refusalOf(used).message.message).toBe(RECEIVING_BOX_MESSAGES.usedByProduction(raw[1].code));
  });
});

describe('ReceivingBoxLabels', () => {
  it("prints a raw material box's label in KG with its PO number; a box of another receiving is 404", async () => {
    const { po, rc } = await receiving();
    const raw = await ok200(generate(rc.inspectionId, board.rawMaterialId, 2, 12.5));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/RawMaterialBox/ReceivingBoxLabels',
      headers: { authorization: `Bearer ${admin}` },
      payload: { inspectionId: rc.inspectionId, rawMaterialBoxIds: [raw[1].rawMaterialBoxId, raw[0].rawMaterialBoxId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    expect(pdf.numPages).toBe(2);
    const first = (await (await pdf.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(first).toContain(raw[1].code);
    expect(first).toContain('12.5 KG');
    expect(first).toContain(po.poNo);
    expect(first).toContain('Paper board 280gsm');

    const other = await receiving();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/RawMaterialBox/ReceivingBoxLabels',
      headers: { authorization: `Bearer ${admin}` },
      payload: { inspectionId: other.rc.inspectionId, rawMaterialBoxIds: [raw[0].rawMaterialBoxId] },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('pages', () => {
  it('lets the receiving page handle boxes; others not', async () => {
    const { rc, po } = await receiving();
    const receiver = await t.createStaff({ pages: ['/unloading-inspection'] });
    const buyer = await t.createStaff({ pages: ['/purchase-order'] });
    await ok200(
      api(receiver.token).post(
        `/api/RawMaterialBox/GenerateMaterialProductBox?inspectionId=${rc.inspectionId}&rawMaterialId=${board.rawMaterialId}&productQuantityPerBox=40&boxCount=1`,
        undefined,
        ZReceivingBoxList,
      ),
    );
    const read = `/api/RawMaterialBox/GetRawMaterialBoxAndBoxByInspectionId?inspectionId=${rc.inspectionId}`;
    expect((await api(receiver.token).get(read, ZReceivingBoxList)).status).toBe(200);
    expect((await api(buyer.token).get(read, REFUSED)).status).toBe(403);
    expect((await orderLine(po.poId, 0)).totalHandledQty).toBe(40);
    expect(
      (await ok200(api().get(`/api/PurchaseOrder/GetSinglePurchaseOrder?id=${po.poId}`, ZPurchaseOrder))).poStatusId,
    ).toBe(PO_STATUS.Approved);
  });
});
