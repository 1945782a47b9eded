import { BOX_STATUS, DISPATCH_MESSAGES, DISPATCH_STATUS, ZDispatch } from '@packline/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, found, type TTestApp } from '../../../test/test-app.ts';
import { stockBoxes as boxesOnPallet, createStockPlaces } from '../boxes/boxes.fixtures.ts';
import { boxMovement, palletBox } from '../boxes/boxes.tables.ts';
import type { TQuotedCustomer } from '../sales-orders/sales-order.fixtures.ts';
import {
  createApprovedOrder,
  createCourier,
  detail,
  message,
  ok200,
  PACK_QUANTITY,
  quotedCustomer,
  readBoxes,
  readLines,
  stockBoxes,
} from './dispatch.fixtures.ts';
import { dispatching, dispatchingDetail } from './dispatch.tables.ts';

// spec 01 / issue 6: two people dispatching the same box at the same moment cannot both succeed, and no quantity goes
// below zero. The requests really run at once (Promise.all through the app; on PostgreSQL each in its own
// connection); the box's conditional UPDATE decides. A pick racing a move of its box (PlateBox/MoveBox) writes its
// ledger row with the pallet the box stands on once the pick holds it.

let t: TTestApp;
let admin: string;
let pickers: string[];
let cafe: TQuotedCustomer;
let courierId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  pickers = [
    (await t.createStaff({ pages: ['/dispatch'] })).token,
    (await t.createStaff({ pages: ['/awaiting-dispatch'] })).token,
  ];
  cafe = await quotedCustomer(t, admin, 1);
  courierId = await createCourier(t);
});
afterAll(() => t?.close());

const productId = () => cafe.products[0].productId as number;
const addBody = (orderId: number, boxId: number, quantity: number) => ({
  orderId,
  dispatchingDetails: [detail(boxId, productId(), quantity)],
  palletInfo: null,
});
/** Dispatches at once: which ones win is not known beforehand. */
const add = (token: string, orderId: number, boxId: number, quantity: number) =>
  t.api(token).post('/api/Dispatching/AddDispatching', addBody(orderId, boxId, quantity));
const addAlone = (token: string, orderId: number, boxId: number, quantity: number) =>
  t.api(token).post('/api/Dispatching/AddDispatching', addBody(orderId, boxId, quantity), ZDispatch);

/** Pieces of the boxes still in the warehouse plus the pieces on live dispatches: what there was to start with. */
async function piecesAccountedFor(boxIds: number[]): Promise<number> {
  const boxes = await readBoxes(t, boxIds);
  const [picked] = await t.db
    .select({ pieces: sql<string>`coalesce(sum(${dispatchingDetail.quantity}), 0)` })
    .from(dispatchingDetail)
    .innerJoin(dispatching, eq(dispatching.dispatchId, dispatchingDetail.dispatchId))
    .where(inArray(dispatchingDetail.boxId, boxIds));
  return boxes.reduce((sum, b) => sum + b.quantity, 0) + Number(picked.pieces);
}

describe('two dispatches of the same box at the same moment', () => {
  it('lets exactly one take the whole box (two orders, two people)', async () => {
    const first = await createApprovedOrder(t, admin, cafe, [1]);
    const second = await createApprovedOrder(t, admin, cafe, [1]);
    const [boxId] = await stockBoxes(t, productId(), PACK_QUANTITY);
    const [barCode] = (await readBoxes(t, [boxId])).map((b) => b.barCode);

    const results = await Promise.all([
      add(pickers[0], first.orderId, boxId, PACK_QUANTITY),
      add(pickers[1], second.orderId, boxId, PACK_QUANTITY),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = found(results, (r) => r.status === 400);
    expect(message(refused)).toBe(DISPATCH_MESSAGES.boxUnavailable(barCode, PACK_QUANTITY));
    expect((await readBoxes(t, [boxId]))[0]).toMatchObject({ quantity: 0, status: BOX_STATUS.InDispatching });
    expect(await piecesAccountedFor([boxId])).toBe(PACK_QUANTITY);
    // The loser's order saw nothing: no dispatch, nothing counted on its line.
    const loser = results[0].status === 400 ? first : second;
    expect(await t.db.select().from(dispatching).where(eq(dispatching.orderId, loser.orderId))).toEqual([]);
    expect((await readLines(t, loser.orderId))[0].dispatchedQuantity).toBe(0);
  });

  it('lets exactly one take the whole box on the same order', async () => {
    const order = await createApprovedOrder(t, admin, cafe, [2]);
    const [boxId] = await stockBoxes(t, productId(), PACK_QUANTITY);
    const results = await Promise.all(pickers.map((token) => add(token, order.orderId, boxId, PACK_QUANTITY)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await readBoxes(t, [boxId]))[0].quantity).toBe(0);
    expect((await readLines(t, order.orderId))[0].dispatchedQuantity).toBe(PACK_QUANTITY);
  });

  it('never drives a box below zero when parts of it are taken at once', async () => {
    const first = await createApprovedOrder(t, admin, cafe, [1]);
    const second = await createApprovedOrder(t, admin, cafe, [1]);
    const [boxId] = await stockBoxes(t, productId(), PACK_QUANTITY);
    const results = await Promise.all([
      add(pickers[0], first.orderId, boxId, 600),
      add(pickers[1], second.orderId, boxId, 600),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await readBoxes(t, [boxId]))[0]).toMatchObject({ quantity: 400, status: BOX_STATUS.InStock });
    expect(await piecesAccountedFor([boxId])).toBe(PACK_QUANTITY);
  });

  it('gives a box of 1000 to exactly ten of twelve pickers of 100', async () => {
    const orders = [];
    for (let i = 0; i < 12; i++) orders.push(await createApprovedOrder(t, admin, cafe, [1]));
    const [boxId] = await stockBoxes(t, productId(), PACK_QUANTITY);
    const results = await Promise.all(orders.map((order, i) => add(pickers[i % 2], order.orderId, boxId, 100)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 400)).toHaveLength(2);
    expect((await readBoxes(t, [boxId]))[0]).toMatchObject({ quantity: 0, status: BOX_STATUS.InDispatching });
    expect(await piecesAccountedFor([boxId])).toBe(PACK_QUANTITY);
  });

  it('completes and cancels at the same moment only once', async () => {
    const order = await createApprovedOrder(t, admin, cafe, [1]);
    const [boxId] = await stockBoxes(t, productId(), PACK_QUANTITY);
    const created = await ok200(addAlone(pickers[0], order.orderId, boxId, PACK_QUANTITY));
    const [completed, cancelled] = await Promise.all([
      t.api(pickers[0]).put('/api/Dispatching/CompleteDispatching', {
        dispatchId: created.dispatchId,
        courierId,
        trackingNo: 'RACE-1',
      }),
      t.api(pickers[1]).delete(`/api/Dispatching/DeleteDispatching?id=${created.dispatchId}`),
    ]);
    expect([completed.status, cancelled.status]).toContain(200);
    const [row] = await t.db.select().from(dispatching).where(eq(dispatching.dispatchId, created.dispatchId));
    const [boxRow] = await readBoxes(t, [boxId]);
    const lines = await readLines(t, order.orderId);
    if (row.status === DISPATCH_STATUS.Cancelled) {
      // Either the delete ran alone, or after the completion (and took the invoice with it).
      expect(boxRow).toMatchObject({ quantity: PACK_QUANTITY, status: BOX_STATUS.InStock });
      expect(lines[0]).toMatchObject({ dispatchedQuantity: 0, deliveredQuantity: 0 });
    } else {
      expect(row.status).toBe(DISPATCH_STATUS.Dispatch);
      expect(cancelled.status).toBe(400);
      expect(boxRow).toMatchObject({ quantity: 0, status: BOX_STATUS.Out });
      expect(lines[0]).toMatchObject({ dispatchedQuantity: 0, deliveredQuantity: PACK_QUANTITY });
    }
  });
});

// PGlite runs one statement at a time on one connection, so a pick and a move can never interleave there.
describe.skipIf(process.env.TEST_DATABASE_URL === undefined)(
  'a pick racing a move of the same boxes (PostgreSQL)',
  () => {
    const ROUNDS = 30;
    const BOXES = 3;

    it('writes every ledger row from the pallet the box stood on and to the one it stands on after', async () => {
      const mover = await t.createStaff({ pages: ['/relocate-boxes'] });
      const places = await createStockPlaces(t.db);
      const pallets = [places.shelved.plateId, places.picking.plateId];
      const boxIds: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const order = await createApprovedOrder(t, admin, cafe, [1]);
        const made = (await boxesOnPallet(t.db, productId(), BOXES, PACK_QUANTITY, pallets[0])).map((b) => b.boxId);
        boxIds.push(...made);
        const [picked, moved] = await Promise.all([
          t.api(pickers[round % 2]).post('/api/Dispatching/AddDispatching', {
            orderId: order.orderId,
            dispatchingDetails: made.map((boxId) => detail(boxId, productId(), 100)),
            palletInfo: null,
          }),
          t.api(mover.token).put(
            '/api/PlateBox/MoveBox',
            made.map((boxId) => ({ boxId, targetPlateId: pallets[1] })),
          ),
        ]);
        expect([picked.status, moved.status]).toEqual([200, 200]);
      }

      // Replay each box's ledger: every row starts where the one before ended, and the last ends where the box stands.
      const rows = await t.db
        .select()
        .from(boxMovement)
        .where(inArray(boxMovement.boxId, boxIds))
        .orderBy(asc(boxMovement.boxMovementId));
      const links = await t.db
        .select({ boxId: palletBox.boxId, plateId: palletBox.plateId })
        .from(palletBox)
        .where(and(inArray(palletBox.boxId, boxIds), eq(palletBox.active, true)));
      const wrong: string[] = [];
      for (const boxId of boxIds) {
        let at: number | null = pallets[0];
        for (const row of rows.filter((r) => r.boxId === boxId)) {
          if (row.fromPlateId !== at)
            wrong.push(`box ${boxId}: reason ${row.reasonId} from ${row.fromPlateId}, was on ${at}`);
          at = row.toPlateId;
        }
        const standsOn = links.find((link) => link.boxId === boxId)?.plateId ?? null;
        if (at !== standsOn) wrong.push(`box ${boxId}: the ledger ends on ${at}, the box stands on ${standsOn}`);
      }
      expect(rows.filter((r) => r.boxId === boxIds[0])).toHaveLength(2);
      expect(wrong).toEqual([]);
    });
  },
);
