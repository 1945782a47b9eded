import {
  BOX_MOVEMENT_REASON,
  BOX_STATUS,
  PALLET_BOX_MESSAGES,
  type TApiError,
  type TBoxMovementReason,
  ZBoxInfoList,
  ZBoxList,
  ZDispatch,
  ZPalletBoxList,
  ZPalletList,
} from '@packline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TReply, type TTestApp } from '../../../test/test-app.ts';
import { createStockPlaces, stockBoxes, type TStockPlaces } from '../boxes/boxes.fixtures.ts';
import { box, boxMovement, palletBox } from '../boxes/boxes.tables.ts';
import {
  createApprovedOrder,
  createCourier,
  createDeliveryMethod,
  detail,
  quotedCustomer,
} from '../dispatch/dispatch.fixtures.ts';
import { ok200, type TQuotedCustomer } from '../sales-orders/sales-order.fixtures.ts';
import { createPallets } from '../warehouse-layout/warehouse-layout.service.ts';
import { pallet } from '../warehouse-layout/warehouse-layout.tables.ts';

// Boxes on pallets (spec 02 §2 Relocate Boxes, §7 PlateBox calls, §8 messages; issue 14): moves, warehouse corrections,
// links added, updated and ended, the reads by suborder, who may call, two moves of one box at once (one active link
// in the end), and the ledger rows of every change, dispatch's take, return and delivery included.

let t: TTestApp;
let admin: string;
let cafe: TQuotedCustomer;
let places: TStockPlaces;
let mover: { token: string; employeeId: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  cafe = await quotedCustomer(t, admin, 1);
  places = await createStockPlaces(t.db);
  mover = await t.createStaff({ pages: ['/relocate-boxes'] });
});
afterAll(() => t?.close());

const message = (res: TReply<TApiError>) => res.body?.message?.message;
const productId = () => cafe.products[0].productId as number;
/** `count` new boxes of `pieces` on a pallet (the shelved one unless told; null: on no pallet); their ids. */
const newBoxes = async (count = 1, plateId: number | null = places.shelved.plateId, pieces = 100) =>
  (await stockBoxes(t.db, productId(), count, pieces, plateId)).map((b) => b.boxId);
const readBox = async (boxId: number) => (await t.db.select().from(box).where(eq(box.boxId, boxId)))[0];
const barCodeOf = async (boxId: number) => (await readBox(boxId))?.barCode as string;
const activeLinks = (boxId: number) =>
  t.db
    .select()
    .from(palletBox)
    .where(and(eq(palletBox.boxId, boxId), eq(palletBox.active, true)));
const palletOf = async (boxId: number) => (await activeLinks(boxId))[0]?.plateId ?? null;
const ledgerOf = (boxIds: number[], reasonId?: TBoxMovementReason) =>
  t.db
    .select()
    .from(boxMovement)
    .where(and(inArray(boxMovement.boxId, boxIds), reasonId ? eq(boxMovement.reasonId, reasonId) : undefined))
    .orderBy(asc(boxMovement.boxMovementId));
const MOVE_BOX = '/api/PlateBox/MoveBox';
const CORRECT = '/api/PlateBox/UpdateWareshouePalletBox';
const CHANGE_LINKS = '/api/PlateBox/AddAndUpdatePlateBoxAndBoxQuantity';
const moveBox = (token: string, body: unknown) => t.api(token).put(MOVE_BOX, body, ZBoxList);
const refuseMove = (token: string, body: unknown) => t.api(token).put(MOVE_BOX, body, REFUSED);
/** Two moves at once: which one wins is not known beforehand. */
const tryMove = (token: string, body: unknown) => t.api(token).put(MOVE_BOX, body);
const correct = (body: unknown) => t.api(mover.token).put(CORRECT, body, ZBoxList);
const refuseCorrect = (body: unknown) => t.api(mover.token).put(CORRECT, body, REFUSED);
const changeLinks = (body: unknown) => t.api(mover.token).put(CHANGE_LINKS, body, ZBoxList);
const refuseLinks = (body: unknown) => t.api(mover.token).put(CHANGE_LINKS, body, REFUSED);

describe('PlateBox/MoveBox (Relocate Boxes)', () => {
  it('moves boxes to the target pallet: the old link ends, one active link each, a ledger row each', async () => {
    const [a, b] = (await newBoxes(2)) as [number, number];
    const loose = (await newBoxes(1, null))[0] as number;
    const target = places.loose.plateId;
    const moved = await ok200(
      moveBox(mover.token, [
        { boxId: b, targetPlateId: target },
        { boxId: a, targetPlateId: target },
        { boxId: loose, targetPlateId: target },
      ]),
    );
    expect(moved.map((x) => [x.boxId, x.plateId, x.palletCode])).toEqual([
      [a, target, places.loose.plateCode],
      [b, target, places.loose.plateCode],
      [loose, target, places.loose.plateCode],
    ]);
    for (const boxId of [a, b, loose]) expect(await activeLinks(boxId)).toHaveLength(1);
    const ended = await t.db
      .select()
      .from(palletBox)
      .where(and(eq(palletBox.boxId, a), eq(palletBox.active, false)));
    expect(ended).toMatchObject([{ plateId: places.shelved.plateId }]);
    expect(ended[0]?.removedAt).not.toBeNull();
    const ledger = await ledgerOf([a, b, loose]);
    expect(ledger.map((m) => [m.boxId, m.reasonId, m.fromPlateId, m.toPlateId, m.employeeId])).toEqual([
      [a, BOX_MOVEMENT_REASON.PalletChanged, places.shelved.plateId, target, mover.employeeId],
      [b, BOX_MOVEMENT_REASON.PalletChanged, places.shelved.plateId, target, mover.employeeId],
      [loose, BOX_MOVEMENT_REASON.PalletChanged, null, target, mover.employeeId],
    ]);
    expect(ledger[0]).toMatchObject({
      fromStatus: BOX_STATUS.InStock,
      toStatus: BOX_STATUS.InStock,
      quantityBefore: 100,
      quantityAfter: 100,
    });
  });

  it("needs boxes and a pallet: 'Please select boxes firstly.', 'Please select a pallet firstly.'", async () => {
    const [a] = (await newBoxes()) as [number];
    const empty = await refuseMove(mover.token, []);
    expect(empty.status).toBe(400);
    expect(message(empty)).toBe(PALLET_BOX_MESSAGES.selectBoxes);
    for (const targetPlateId of [undefined, null, 0]) {
      const res = await refuseMove(mover.token, [{ boxId: a, targetPlateId }]);
      expect(res.status, String(targetPlateId)).toBe(400);
      expect(message(res)).toBe(PALLET_BOX_MESSAGES.selectPallet);
    }
    const twice = await refuseMove(mover.token, [
      { boxId: a, targetPlateId: places.loose.plateId },
      { boxId: a, targetPlateId: places.picking.plateId },
    ]);
    expect(twice.status).toBe(400);
    expect(message(twice)).toBe(PALLET_BOX_MESSAGES.boxTwice(a));
    expect(await palletOf(a)).toBe(places.shelved.plateId);
  });

  it("refuses an unknown pallet ('No pallet information.'), an unknown box, a pallet not in use", async () => {
    const [a] = (await newBoxes()) as [number];
    const unknown = await refuseMove(mover.token, [{ boxId: a, targetPlateId: 987_654 }]);
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(PALLET_BOX_MESSAGES.noPallet);
    const noBox = await refuseMove(mover.token, [{ boxId: 987_654, targetPlateId: places.loose.plateId }]);
    expect(noBox.status).toBe(404);
    expect(message(noBox)).toBe(PALLET_BOX_MESSAGES.boxNotFound(987_654));
    const [retired] = await createPallets(t.db, { count: 1, plateTypeId: 3 });
    await t.db.update(pallet).set({ active: 0 }).where(eq(pallet.plateId, retired.plateId));
    const inactive = await refuseMove(mover.token, [{ boxId: a, targetPlateId: retired.plateId }]);
    expect(inactive.status).toBe(400);
    expect(message(inactive)).toBe(PALLET_BOX_MESSAGES.palletInactive(retired.plateCode));
    expect(await palletOf(a)).toBe(places.shelved.plateId);
    expect(await ledgerOf([a])).toEqual([]);
  });

  it('moves only boxes in stock, and not onto the pallet they are on; all or none', async () => {
    const [a, held] = (await newBoxes(2)) as [number, number];
    await ok200(t.api(admin).put('/api/Box/MarkDefects?Notes=Damaged', [held], ZBoxInfoList));
    const notInStock = await refuseMove(mover.token, [
      { boxId: a, targetPlateId: places.loose.plateId },
      { boxId: held, targetPlateId: places.loose.plateId },
    ]);
    expect(notInStock.status).toBe(400);
    expect(message(notInStock)).toBe(PALLET_BOX_MESSAGES.notInStock(await barCodeOf(held)));
    expect(await palletOf(a)).toBe(places.shelved.plateId);
    const same = await refuseMove(mover.token, [{ boxId: a, targetPlateId: places.shelved.plateId }]);
    expect(same.status).toBe(400);
    expect(message(same)).toBe(PALLET_BOX_MESSAGES.samePallet(await barCodeOf(a), places.shelved.plateCode));
    expect(await ledgerOf([a], BOX_MOVEMENT_REASON.PalletChanged)).toEqual([]);
  });
});

describe('PlateBox/UpdateWareshouePalletBox (warehouse correction)', () => {
  it("sets each box's pieces and pallet: a ledger row per change, none when nothing changed", async () => {
    const [a, b, c] = (await newBoxes(3)) as [number, number, number];
    const done = await ok200(
      correct([
        { boxId: a, barCode: await barCodeOf(a), quantity: 80, plateId: places.picking.plateId },
        { boxId: b, quantity: 0, plateId: places.shelved.plateId },
        { boxId: c, quantity: 100, plateId: places.shelved.plateId },
      ]),
    );
    expect(done.map((x) => [x.boxId, x.quantity, x.plateId])).toEqual([
      [a, 80, places.picking.plateId],
      [b, 0, places.shelved.plateId],
      [c, 100, places.shelved.plateId],
    ]);
    const ledger = await ledgerOf([a, b, c]);
    expect(
      ledger.map((m) => [m.boxId, m.reasonId, m.quantityBefore, m.quantityAfter, m.fromPlateId, m.toPlateId]),
    ).toEqual([
      [a, BOX_MOVEMENT_REASON.QuantityChanged, 100, 80, places.shelved.plateId, places.shelved.plateId],
      [a, BOX_MOVEMENT_REASON.PalletChanged, 80, 80, places.shelved.plateId, places.picking.plateId],
      [b, BOX_MOVEMENT_REASON.QuantityChanged, 100, 0, places.shelved.plateId, places.shelved.plateId],
    ]);
    expect(ledger.every((m) => m.employeeId === mover.employeeId)).toBe(true);
  });

  it('needs a whole number of pieces, 0 or more, a pallet, and the barcode of that box', async () => {
    const [a] = (await newBoxes()) as [number];
    for (const quantity of [-1, 2.5, 'ten', null]) {
      const res = await refuseCorrect([{ boxId: a, quantity, plateId: places.shelved.plateId }]);
      expect(res.status, String(quantity)).toBe(400);
      expect(message(res)).toBe(PALLET_BOX_MESSAGES.quantityInvalid);
    }
    const noPallet = await refuseCorrect([{ boxId: a, quantity: 5 }]);
    expect(message(noPallet)).toBe(PALLET_BOX_MESSAGES.selectPallet);
    const unknownPallet = await refuseCorrect([{ boxId: a, quantity: 5, plateId: 987_654 }]);
    expect(unknownPallet.status).toBe(404);
    expect(message(unknownPallet)).toBe(PALLET_BOX_MESSAGES.noPallet);
    const wrong = await refuseCorrect([
      { boxId: a, barCode: 'NOT-THIS-ONE', quantity: 5, plateId: places.shelved.plateId },
    ]);
    expect(wrong.status).toBe(400);
    expect(message(wrong)).toBe(PALLET_BOX_MESSAGES.wrongBarCode(a, 'NOT-THIS-ONE'));
    expect(await readBox(a)).toMatchObject({ quantity: 100 });
  });

  it('the database refuses a box quantity below zero (CHECK)', async () => {
    const [a] = (await newBoxes()) as [number];
    await expect(t.db.update(box).set({ quantity: -1 }).where(eq(box.boxId, a))).rejects.toThrow();
    expect(await readBox(a)).toMatchObject({ quantity: 100 });
  });
});

describe('PlateBox/AddAndUpdatePlateBoxAndBoxQuantity', () => {
  it('adds boxes to a pallet, updates links and pieces, ends links: one transaction, the ledger of each', async () => {
    const [added] = (await newBoxes(1, null)) as [number];
    const [updated, ended] = (await newBoxes(2)) as [number, number];
    const done = await ok200(
      changeLinks({
        addList: [{ boxId: added, plateId: places.loose.plateId, quantity: 60, active: true, exWarehouseQty: 0 }],
        updateList: [{ boxId: updated, plateId: places.shelved.plateId, quantity: 90, exWarehouseQty: 10 }],
        deleteBoxIdList: [ended],
      }),
    );
    expect(done.map((x) => [x.boxId, x.quantity, x.plateId, x.status])).toEqual([
      [added, 60, places.loose.plateId, BOX_STATUS.InStock],
      [updated, 90, places.shelved.plateId, BOX_STATUS.InStock],
      [ended, 100, null, BOX_STATUS.InStock],
    ]);
    expect((await activeLinks(updated))[0]?.exWarehouseQty).toBe(10);
    expect(await activeLinks(ended)).toEqual([]);
    expect(
      (await ledgerOf([added, updated, ended])).map((m) => [m.boxId, m.reasonId, m.fromPlateId, m.toPlateId]),
    ).toEqual([
      [added, BOX_MOVEMENT_REASON.QuantityChanged, null, null],
      [added, BOX_MOVEMENT_REASON.PalletChanged, null, places.loose.plateId],
      [updated, BOX_MOVEMENT_REASON.QuantityChanged, places.shelved.plateId, places.shelved.plateId],
      [ended, BOX_MOVEMENT_REASON.PalletChanged, places.shelved.plateId, null],
    ]);
  });

  it('refuses to add a box already on a pallet (409) and rolls the whole call back', async () => {
    const [onPallet] = (await newBoxes()) as [number];
    const [other] = (await newBoxes()) as [number];
    const res = await refuseLinks({
      addList: [{ boxId: onPallet, plateId: places.loose.plateId }],
      updateList: [{ boxId: other, plateId: places.shelved.plateId, quantity: 1 }],
    });
    expect(res.status).toBe(409);
    expect(message(res)).toBe(PALLET_BOX_MESSAGES.onAnotherPallet(await barCodeOf(onPallet), places.shelved.plateCode));
    expect(await readBox(other)).toMatchObject({ quantity: 100 });
    expect(await ledgerOf([onPallet, other])).toEqual([]);
  });

  it('needs at least one box, each box once, valid quantities and known pallets', async () => {
    const [a] = (await newBoxes()) as [number];
    const empty = await refuseLinks({ addList: [], updateList: [], deleteBoxIdList: [] });
    expect(empty.status).toBe(400);
    expect(message(empty)).toBe(PALLET_BOX_MESSAGES.selectBoxes);
    const twice = await refuseLinks({
      updateList: [{ boxId: a, plateId: places.shelved.plateId, quantity: 5 }],
      deleteBoxIdList: [a],
    });
    expect(message(twice)).toBe(PALLET_BOX_MESSAGES.boxTwice(a));
    const negative = await refuseLinks({ updateList: [{ boxId: a, plateId: places.shelved.plateId, quantity: -3 }] });
    expect(message(negative)).toBe(PALLET_BOX_MESSAGES.quantityInvalid);
    const unknown = await refuseLinks({ updateList: [{ boxId: a, plateId: 987_654 }] });
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(PALLET_BOX_MESSAGES.noPallet);
  });
});

describe('PlateBox/GetAllPlateBox and Plate/GetPalletBySuborder', () => {
  it("answers the active links of a suborder's boxes with pallet code and barcode, and the pallets holding them", async () => {
    const suborderId = 424_242;
    const [a, b] = (await newBoxes(2)) as [number, number];
    const [c] = (await newBoxes(1, places.picking.plateId)) as [number];
    const [elsewhere] = (await newBoxes()) as [number];
    await t.db
      .update(box)
      .set({ suborderId })
      .where(inArray(box.boxId, [a, b, c]));
    await ok200(changeLinks({ deleteBoxIdList: [b] }));

    const reader = await t.createStaff({ pages: ['/pallet-list'] });
    const links = await ok200(
      t.api(reader.token).get(`/api/PlateBox/GetAllPlateBox?suborderId=${suborderId}`, ZPalletBoxList),
    );
    expect(links.map((l) => [l.boxId, l.plateCode, l.active, l.suborderId])).toEqual(
      [
        [c, places.picking.plateCode, true, suborderId],
        [a, places.shelved.plateCode, true, suborderId],
      ].sort((x, y) => String(x[1]).localeCompare(String(y[1])) || Number(x[0]) - Number(y[0])),
    );
    expect(links.find((l) => l.boxId === a)).toMatchObject({
      barCode: await barCodeOf(a),
      quantity: 100,
      product: { productCode: cafe.products[0].productCode },
    });
    expect(links.some((l) => l.boxId === elsewhere)).toBe(false);

    const pallets = await ok200(
      t.api(reader.token).get(`/api/Plate/GetPalletBySuborder?suborderid=${suborderId}`, ZPalletList),
    );
    expect(pallets.map((p) => p.plateCode)).toEqual([places.picking.plateCode, places.shelved.plateCode].sort());
    expect(
      await ok200(t.api(reader.token).get('/api/PlateBox/GetAllPlateBox?suborderId=999999', ZPalletBoxList)),
    ).toEqual([]);
    const bad = await t.api(reader.token).get('/api/PlateBox/GetAllPlateBox', REFUSED);
    expect(bad.status).toBe(400);
  });
});

describe('who may call', () => {
  it('writes for the pallet screens, reads for them and the pallet list; other pages get 403', async () => {
    const [a] = (await newBoxes()) as [number];
    const other = await t.createStaff({ pages: ['/ticket'] });
    const list = await t.createStaff({ pages: ['/pallet-list'] });
    const move = [{ boxId: a, targetPlateId: places.loose.plateId }];
    for (const token of [other.token, list.token]) {
      expect((await refuseMove(token, move)).status).toBe(403);
      expect((await t.api(token).put('/api/PlateBox/UpdateWareshouePalletBox', [], REFUSED)).status).toBe(403);
      expect((await t.api(token).put('/api/PlateBox/AddAndUpdatePlateBoxAndBoxQuantity', {}, REFUSED)).status).toBe(
        403,
      );
    }
    expect((await t.api(other.token).get('/api/PlateBox/GetAllPlateBox?suborderId=1', REFUSED)).status).toBe(403);
    expect((await t.api(other.token).get('/api/Plate/GetPalletBySuborder?suborderid=1', REFUSED)).status).toBe(403);
    expect((await t.api(mover.token).get('/api/PlateBox/GetAllPlateBox?suborderId=1', ZPalletBoxList)).status).toBe(
      200,
    );
    expect((await moveBox(mover.token, move)).status).toBe(200);
  });
});

describe('two people moving the same box at once', () => {
  it('to two pallets: the box ends on one of them with exactly one active link, the ledger in step', async () => {
    for (let round = 0; round < 3; round++) {
      const [a] = (await newBoxes()) as [number];
      const other = await t.createStaff({ pages: ['/relocate-boxes'] });
      const results = await Promise.all([
        tryMove(mover.token, [{ boxId: a, targetPlateId: places.loose.plateId }]),
        tryMove(other.token, [{ boxId: a, targetPlateId: places.picking.plateId }]),
      ]);
      // Locked in turn: both succeed one after the other (or the loser is told to refresh), never two links.
      for (const res of results) expect([200, 409]).toContain(res.status);
      const links = await activeLinks(a);
      expect(links).toHaveLength(1);
      expect([places.loose.plateId, places.picking.plateId]).toContain(links[0]?.plateId);
      const moves = await ledgerOf([a], BOX_MOVEMENT_REASON.PalletChanged);
      expect(moves).toHaveLength(results.filter((res) => res.status === 200).length);
      expect(moves.at(-1)?.toPlateId).toBe(links[0]?.plateId);
      expect(moves[0]?.fromPlateId).toBe(places.shelved.plateId);
    }
  });
});

describe("dispatch's stock moves write the ledger", () => {
  it('a take, a cancel and a delivery each write a row per box, by the caller', async () => {
    const dispatcher = await t.createStaff({ pages: ['/dispatch'] });
    const api = t.api(dispatcher.token);
    const courierId = await createCourier(t);
    const deliveryMethodId = await createDeliveryMethod(t);
    const order = await createApprovedOrder(t, admin, cafe, [3], { extra: { deliveryMethodId } });
    const [full, part, spare] = (await newBoxes(3, places.shelved.plateId, 1000)) as [number, number, number];

    const picked = await ok200(
      api.post(
        '/api/Dispatching/AddDispatching',
        {
          orderId: order.orderId,
          dispatchingDetails: [detail(full, productId(), 1000), detail(part, productId(), 400)],
        },
        ZDispatch,
      ),
    );
    const takes = await ledgerOf([full, part], BOX_MOVEMENT_REASON.DispatchPicked);
    expect(
      takes.map((m) => [m.boxId, m.fromStatus, m.toStatus, m.quantityBefore, m.quantityAfter, m.employeeId]),
    ).toEqual([
      [full, BOX_STATUS.InStock, BOX_STATUS.InDispatching, 1000, 0, dispatcher.employeeId],
      [part, BOX_STATUS.InStock, BOX_STATUS.InStock, 1000, 600, dispatcher.employeeId],
    ]);
    expect(takes.every((m) => m.fromPlateId === places.shelved.plateId)).toBe(true);

    await ok200(api.delete(`/api/Dispatching/DeleteDispatching?id=${picked.dispatchId}`, ZDispatch));
    const returns = await ledgerOf([full, part], BOX_MOVEMENT_REASON.DispatchCancelled);
    expect(returns.map((m) => [m.boxId, m.fromStatus, m.toStatus, m.quantityBefore, m.quantityAfter])).toEqual([
      [full, BOX_STATUS.InDispatching, BOX_STATUS.InStock, 0, 1000],
      [part, BOX_STATUS.InStock, BOX_STATUS.InStock, 600, 1000],
    ]);

    const sent = await ok200(
      api.post(
        '/api/Dispatching/AddDispatching',
        {
          orderId: order.orderId,
          dispatchingDetails: [detail(spare, productId(), 1000)],
        },
        ZDispatch,
      ),
    );
    await ok200(
      api.put(
        '/api/Dispatching/CompleteDispatching',
        { dispatchId: sent.dispatchId, courierId, trackingNo: 'NZ-1' },
        ZDispatch,
      ),
    );
    expect(await ledgerOf([spare], BOX_MOVEMENT_REASON.DispatchDelivered)).toMatchObject([
      {
        fromStatus: BOX_STATUS.InDispatching,
        toStatus: BOX_STATUS.Out,
        quantityBefore: 0,
        quantityAfter: 0,
        employeeId: dispatcher.employeeId,
      },
    ]);
    expect((await ledgerOf([spare])).map((m) => m.reasonId)).toEqual([
      BOX_MOVEMENT_REASON.DispatchPicked,
      BOX_MOVEMENT_REASON.DispatchDelivered,
    ]);
  });
});
