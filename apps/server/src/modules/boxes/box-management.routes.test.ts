import {
  BOX_MANAGEMENT_MESSAGES,
  BOX_MOVEMENT_REASON,
  BOX_OUT_LOCATION,
  BOX_STATUS,
  shiftDate,
  type TApiError,
  todayInAuckland,
  ZBoxInfo,
  ZBoxInfoList,
  ZBoxLocationList,
  ZDeletedBoxList,
  ZHeldBoxList,
} from '@packline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TReply, type TTestApp } from '../../../test/test-app.ts';
import { createQuotedCustomer, ok200, type TQuotedCustomer } from '../sales-orders/sales-order.fixtures.ts';
import { createStockPlaces, stockBoxes, type TStockPlaces } from './boxes.fixtures.ts';
import { box, boxMovement, palletBox } from './boxes.tables.ts';

// Box management (spec 02 §2/§4/§7, issue 14 Boxes): delete, obsolete, hold and release, dead stock, quantity edits,
// Delete History, the hold list, boxes by id; each change writes one ledger row in its transaction; and two people
// acting on the same box at once: exactly one wins (the requests run together; on PostgreSQL each in its connection).

let t: TTestApp;
let admin: string;
let cafe: TQuotedCustomer;
let places: TStockPlaces;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  cafe = await createQuotedCustomer(t, admin, [80, 45]);
  places = await createStockPlaces(t.db);
});
afterAll(() => t?.close());

const message = (res: TReply<TApiError>) => res.body?.message?.message;
const productId = () => cafe.products[0].productId as number;
/** `count` new boxes of 100 pieces on the shelved pallet; their ids. */
const newBoxes = async (count = 1, pieces = 100) =>
  (await stockBoxes(t.db, productId(), count, pieces, places.shelved.plateId)).map((b) => b.boxId);
const readBox = async (boxId: number) => (await t.db.select().from(box).where(eq(box.boxId, boxId)))[0];
const ledgerOf = (boxId: number) =>
  t.db.select().from(boxMovement).where(eq(boxMovement.boxId, boxId)).orderBy(asc(boxMovement.boxMovementId));
const activePallet = async (boxId: number) =>
  (
    await t.db
      .select({ plateId: palletBox.plateId })
      .from(palletBox)
      .where(and(eq(palletBox.boxId, boxId), eq(palletBox.active, true)))
  )[0]?.plateId ?? null;

describe('Box/DeleteBox and Box/ObsoleteBoxs', () => {
  it('DELETE deletes one box with its notes: out, location Deleted, off its pallet, one ledger row', async () => {
    const [boxId] = (await newBoxes()) as [number];
    const keeper = await t.createStaff({ pages: ['/box-management'] });
    const [deleted] = await ok200(
      t.api(keeper.token).delete(`/api/Box/DeleteBox?id=${boxId}&Notes=Crushed&empNotes=Forklift`, ZBoxInfoList),
    );
    expect(deleted).toMatchObject({
      boxId,
      status: BOX_STATUS.Out,
      location: BOX_OUT_LOCATION.Deleted,
      locationName: 'Deleted',
      notes: 'Crushed',
      empNotes: 'Forklift',
      plateId: null,
    });
    expect(await activePallet(boxId)).toBeNull();
    const ledger = await ledgerOf(boxId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      reasonId: BOX_MOVEMENT_REASON.Deleted,
      fromStatus: BOX_STATUS.InStock,
      toStatus: BOX_STATUS.Out,
      fromPlateId: places.shelved.plateId,
      toPlateId: null,
      quantityBefore: 100,
      quantityAfter: 100,
      notes: 'Crushed',
      empNotes: 'Forklift',
      employeeId: keeper.employeeId,
    });
  });

  it('PUT deletes a batch, all or none: a box already out refuses the whole batch', async () => {
    const [a, b, c] = (await newBoxes(3)) as [number, number, number];
    const done = await ok200(t.api(admin).put('/api/Box/DeleteBox', [a, b], ZBoxInfoList));
    expect(done.map((x) => x.status)).toEqual([BOX_STATUS.Out, BOX_STATUS.Out]);
    const again = await t.api(admin).put('/api/Box/DeleteBox', [c, a], REFUSED);
    expect(again.status).toBe(400);
    expect(message(again)).toBe(BOX_MANAGEMENT_MESSAGES.notDeletable((await readBox(a))?.barCode as string));
    expect((await readBox(c))?.status).toBe(BOX_STATUS.InStock);
    expect(await ledgerOf(c)).toHaveLength(0);
  });

  it('ObsoleteBoxs needs the notes and deletes the selected boxes (in stock or on hold)', async () => {
    const [a, b] = (await newBoxes(2)) as [number, number];
    await ok200(t.api(admin).put('/api/Box/MarkDefects?Notes=Damaged', [b], ZBoxInfoList));
    const noNotes = await t.api(admin).put('/api/Box/ObsoleteBoxs', [a, b], REFUSED);
    expect(noNotes.status).toBe(400);
    expect(message(noNotes)).toBe(BOX_MANAGEMENT_MESSAGES.notesRequired);
    const blank = await t.api(admin).put('/api/Box/ObsoleteBoxs?Notes=%20%20', [a, b], REFUSED);
    expect(message(blank)).toBe(BOX_MANAGEMENT_MESSAGES.notesRequired);
    const done = await ok200(
      t.api(admin).put('/api/Box/ObsoleteBoxs?Notes=Expired&empNotes=Stocktake', [a, b], ZBoxInfoList),
    );
    expect(done).toHaveLength(2);
    for (const row of done) expect(row).toMatchObject({ status: BOX_STATUS.Out, notes: 'Expired' });
    expect((await ledgerOf(b)).map((m) => [m.reasonId, m.fromStatus])).toEqual([
      [BOX_MOVEMENT_REASON.MarkedDefect, BOX_STATUS.InStock],
      [BOX_MOVEMENT_REASON.Deleted, BOX_STATUS.OnHold],
    ]);
  });

  it('refuses an empty selection, an unknown box and a box in dispatching', async () => {
    const empty = await t.api(admin).put('/api/Box/DeleteBox', [], REFUSED);
    expect(empty.status).toBe(400);
    expect(message(empty)).toBe(BOX_MANAGEMENT_MESSAGES.selectBoxes);
    const unknown = await t.api(admin).delete('/api/Box/DeleteBox?id=987654', REFUSED);
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(BOX_MANAGEMENT_MESSAGES.boxNotFound(987654));
    const [boxId] = (await newBoxes()) as [number];
    await t.db.update(box).set({ status: BOX_STATUS.InDispatching, quantity: 0 }).where(eq(box.boxId, boxId));
    const dispatching = await t.api(admin).delete(`/api/Box/DeleteBox?id=${boxId}`, REFUSED);
    expect(dispatching.status).toBe(400);
    expect(message(dispatching)).toBe(BOX_MANAGEMENT_MESSAGES.notDeletable((await readBox(boxId))?.barCode as string));
  });
});

describe('the hold list: MarkDefects, GetUnholding, UnMarkDefects, DeleteToDead', () => {
  it('holds boxes in stock (they stay on their pallet), lists them, releases one and rejects one', async () => {
    const [a, b] = (await newBoxes(2)) as [number, number];
    const held = await ok200(t.api(admin).put('/api/Box/MarkDefects?Notes=Torn%20sleeve', [a, b], ZBoxInfoList));
    expect(held.map((x) => [x.status, x.statusName, x.notes, x.plateId])).toEqual([
      [BOX_STATUS.OnHold, 'On Hold', 'Torn sleeve', places.shelved.plateId],
      [BOX_STATUS.OnHold, 'On Hold', 'Torn sleeve', places.shelved.plateId],
    ]);
    // On hold is not stock: the product's box locations leave them out.
    const locations = await ok200(
      t.api(admin).get(`/api/Box/GetBoxLocationByProductId?productId=${productId()}`, ZBoxLocationList),
    );
    expect(locations.map((l) => l.boxId)).not.toContain(a);

    const holdList = await t.createStaff({ pages: ['/HoldProductList'] });
    const onHold = await ok200(t.api(holdList.token).get('/api/Box/GetUnholding', ZHeldBoxList));
    expect(onHold.map((x) => x.boxId)).toEqual(expect.arrayContaining([a, b]));
    expect(onHold.every((x) => x.status === BOX_STATUS.OnHold)).toBe(true);

    const [released] = await ok200(t.api(holdList.token).put('/api/Box/UnMarkDefects', [a], ZBoxInfoList));
    expect(released).toMatchObject({ boxId: a, status: BOX_STATUS.InStock, plateId: places.shelved.plateId });
    const [dead] = await ok200(t.api(holdList.token).put('/api/Box/DeleteToDead', [b], ZBoxInfoList));
    expect(dead).toMatchObject({
      boxId: b,
      status: BOX_STATUS.DeadStock,
      statusName: 'Dead Stock',
      plateId: null,
    });
    expect(await activePallet(b)).toBeNull();
    const after = await ok200(t.api(holdList.token).get('/api/Box/GetUnholding', ZHeldBoxList));
    expect(after.map((x) => x.boxId)).not.toEqual(expect.arrayContaining([a]));
    expect(after.map((x) => x.boxId)).not.toEqual(expect.arrayContaining([b]));

    expect((await ledgerOf(a)).map((m) => [m.reasonId, m.fromStatus, m.toStatus, m.toPlateId])).toEqual([
      [BOX_MOVEMENT_REASON.MarkedDefect, BOX_STATUS.InStock, BOX_STATUS.OnHold, places.shelved.plateId],
      [BOX_MOVEMENT_REASON.ReleasedToStock, BOX_STATUS.OnHold, BOX_STATUS.InStock, places.shelved.plateId],
    ]);
    expect((await ledgerOf(b)).at(-1)).toMatchObject({
      reasonId: BOX_MOVEMENT_REASON.RejectedToDeadStock,
      fromPlateId: places.shelved.plateId,
      toPlateId: null,
      employeeId: holdList.employeeId,
    });
  });

  it('holds only boxes in stock, releases and rejects only boxes on hold', async () => {
    const [a] = (await newBoxes()) as [number];
    const barCode = (await readBox(a))?.barCode as string;
    const release = await t.api(admin).put('/api/Box/UnMarkDefects', [a], REFUSED);
    expect(release.status).toBe(400);
    expect(message(release)).toBe(BOX_MANAGEMENT_MESSAGES.notOnHold(barCode));
    const reject = await t.api(admin).put('/api/Box/DeleteToDead', [a], REFUSED);
    expect(message(reject)).toBe(BOX_MANAGEMENT_MESSAGES.notOnHold(barCode));
    await ok200(t.api(admin).put('/api/Box/MarkDefects?Notes=Damaged', [a], ZBoxInfoList));
    const twice = await t.api(admin).put('/api/Box/MarkDefects?Notes=Damaged', [a], REFUSED);
    expect(twice.status).toBe(400);
    expect(message(twice)).toBe(BOX_MANAGEMENT_MESSAGES.notInStock(barCode));
  });

  it('needs a reason to hold (issue 30 §7), and the hold list says when and by whom each box was held', async () => {
    const [a, b] = (await newBoxes(2)) as [number, number];
    for (const query of ['', '?Notes=', '?Notes=%20%20']) {
      const refused = await t.api(admin).put(`/api/Box/MarkDefects${query}`, [a], REFUSED);
      expect(refused.status, query).toBe(400);
      expect(refused.body.errors?.Notes, query).toEqual([BOX_MANAGEMENT_MESSAGES.holdReasonRequired]);
      expect(message(refused)).toBe('Please input the reason.');
    }
    expect((await readBox(a))?.status).toBe(BOX_STATUS.InStock);

    const keeper = await t.createStaff({ pages: ['/box-management'] });
    const before = Date.now();
    await ok200(t.api(keeper.token).put('/api/Box/MarkDefects?Notes=Water%20damage', [a, b], ZBoxInfoList));
    // Released and held again: the list says the latest hold.
    await ok200(t.api(admin).put('/api/Box/UnMarkDefects', [b], ZBoxInfoList));
    await ok200(t.api(admin).put('/api/Box/MarkDefects?Notes=Recheck', [b], ZBoxInfoList));
    const onHold = await ok200(t.api(admin).get('/api/Box/GetUnholding', ZHeldBoxList));
    const rowOf = (boxId: number) => found(onHold, (x) => x.boxId === boxId);
    const keeperRow = (await t.db.select().from(boxMovement).where(eq(boxMovement.boxId, a)))[0];
    expect(rowOf(a)).toMatchObject({ notes: 'Water damage', heldBy: keeper.employeeId });
    expect(rowOf(a).heldByName).toEqual(expect.any(String));
    expect(rowOf(a).heldAt).toBe(keeperRow?.movedAt.toISOString());
    expect(Date.parse(rowOf(a).heldAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(rowOf(a).heldAt).not.toBe(rowOf(a).createdAt);
    expect(rowOf(b)).toMatchObject({ notes: 'Recheck', heldBy: expect.any(Number) });
    expect(Date.parse(rowOf(b).heldAt ?? '')).toBeGreaterThan(Date.parse(rowOf(a).heldAt ?? ''));
  });
});

describe('Box/UpdateStockBoxQuantity and Box/UpdateBoxQuantity', () => {
  it("sets a box's pieces (a whole number above 0) with one ledger row of before and after", async () => {
    const [boxId] = (await newBoxes(1, 120)) as [number];
    const updated = await ok200(
      t.api(admin).put(`/api/Box/UpdateStockBoxQuantity?boxId=${boxId}&quantity=90`, undefined, ZBoxInfo),
    );
    expect(updated).toMatchObject({ boxId, quantity: 90, status: BOX_STATUS.InStock });
    const edited = await ok200(t.api(admin).put('/api/Box/UpdateBoxQuantity', { boxId, quantity: 75 }, ZBoxInfo));
    expect(edited.quantity).toBe(75);
    expect((await ledgerOf(boxId)).map((m) => [m.reasonId, m.quantityBefore, m.quantityAfter])).toEqual([
      [BOX_MOVEMENT_REASON.QuantityChanged, 120, 90],
      [BOX_MOVEMENT_REASON.QuantityChanged, 90, 75],
    ]);
  });

  it('refuses 0, a negative, a fraction and text; and a box that is not in stock', async () => {
    const [boxId] = (await newBoxes()) as [number];
    for (const quantity of ['0', '-5', '2.5', 'ten']) {
      const res = await t
        .api(admin)
        .put(`/api/Box/UpdateStockBoxQuantity?boxId=${boxId}&quantity=${quantity}`, undefined, REFUSED);
      expect(res.status, quantity).toBe(400);
      expect(message(res), quantity).toBe(BOX_MANAGEMENT_MESSAGES.quantityInvalid);
    }
    const body = await t.api(admin).put('/api/Box/UpdateBoxQuantity', { boxId, quantity: 0 }, REFUSED);
    expect(message(body)).toBe(BOX_MANAGEMENT_MESSAGES.quantityInvalid);
    await ok200(t.api(admin).delete(`/api/Box/DeleteBox?id=${boxId}`, ZBoxInfoList));
    const gone = await t
      .api(admin)
      .put(`/api/Box/UpdateStockBoxQuantity?boxId=${boxId}&quantity=10`, undefined, REFUSED);
    expect(gone.status).toBe(400);
    expect(message(gone)).toBe(BOX_MANAGEMENT_MESSAGES.notInStock((await readBox(boxId))?.barCode as string));
    expect((await readBox(boxId))?.quantity).toBe(100);
  });

  it('the database refuses a quantity below zero (CHECK constraint)', async () => {
    const [boxId] = (await newBoxes()) as [number];
    await expect(t.db.update(box).set({ quantity: -1 }).where(eq(box.boxId, boxId))).rejects.toThrow();
    expect((await readBox(boxId))?.quantity).toBe(100);
  });
});

describe('Box/GetDel and Box/GetBoxByIds', () => {
  it('Delete History lists the boxes deleted in the range (default the last 31 days) with who and why', async () => {
    const [a, b] = (await newBoxes(2)) as [number, number];
    const keeper = await t.createStaff({ pages: ['/box-management'], firstName: 'Hemi', lastName: 'Walker' });
    await ok200(t.api(keeper.token).put('/api/Box/ObsoleteBoxs?Notes=Water%20damage', [a], ZBoxInfoList));
    const today = todayInAuckland();
    const inRange = await ok200(
      t.api(keeper.token).get(`/api/Box/GetDel?beginDate=${today}&endDate=${today}`, ZDeletedBoxList),
    );
    const row = inRange.find((x) => x.boxId === a);
    expect(row).toMatchObject({
      status: BOX_STATUS.Out,
      notes: 'Water damage',
      deletedBy: keeper.employeeId,
      deletedByName: 'Hemi Walker',
      deletedQuantity: 100,
      product: { productCode: cafe.products[0].productCode },
    });
    expect(inRange.some((x) => x.boxId === b)).toBe(false);
    const byDefault = await ok200(t.api(keeper.token).get('/api/Box/GetDel', ZDeletedBoxList));
    expect(byDefault.some((x) => x.boxId === a)).toBe(true);
    // A deletion 40 days ago is outside the default range, inside an explicit one.
    await t.db
      .update(boxMovement)
      .set({ movedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(and(eq(boxMovement.boxId, a), eq(boxMovement.reasonId, BOX_MOVEMENT_REASON.Deleted)));
    expect((await ok200(t.api(keeper.token).get('/api/Box/GetDel', ZDeletedBoxList))).some((x) => x.boxId === a)).toBe(
      false,
    );
    const older = await ok200(
      t
        .api(keeper.token)
        .get(`/api/Box/GetDel?beginDate=${shiftDate(today, -45, 'day')}&endDate=${today}`, ZDeletedBoxList),
    );
    expect(older.some((x) => x.boxId === a)).toBe(true);
    const bad = await t.api(keeper.token).get('/api/Box/GetDel?beginDate=yesterday', REFUSED);
    expect(bad.status).toBe(400);
  });

  it('GetBoxByIds answers those boxes whatever their status, oldest first', async () => {
    const [a, b] = (await newBoxes(2)) as [number, number];
    await ok200(t.api(admin).put('/api/Box/MarkDefects?Notes=Damaged', [b], ZBoxInfoList));
    const rows = await ok200(t.api(admin).post('/api/Box/GetBoxByIds', [b, a, 987654], ZBoxInfoList));
    expect(rows.map((x) => [x.boxId, x.status])).toEqual([
      [a, BOX_STATUS.InStock],
      [b, BOX_STATUS.OnHold],
    ]);
    const empty = await t.api(admin).post('/api/Box/GetBoxByIds', [], REFUSED);
    expect(empty.status).toBe(400);
  });
});

describe('who may call', () => {
  it('follows the pages: Obsolete Box writes, the hold list releases, other pages are refused', async () => {
    const [a] = (await newBoxes()) as [number];
    const other = await t.createStaff({ pages: ['/ticket'] });
    const holdList = await t.createStaff({ pages: ['/HoldProductList'] });
    const info = await t.createStaff({ pages: ['/box-info'] });
    expect((await t.api(other.token).put('/api/Box/MarkDefects?Notes=Damaged', [a], REFUSED)).status).toBe(403);
    expect((await t.api(other.token).get('/api/Box/GetUnholding', REFUSED)).status).toBe(403);
    expect((await t.api(other.token).get('/api/Box/GetDel', REFUSED)).status).toBe(403);
    expect((await t.api(other.token).get('/api/Box/GetAllInfo', REFUSED)).status).toBe(403);
    expect((await t.api(holdList.token).put('/api/Box/DeleteBox', [a], REFUSED)).status).toBe(403);
    expect((await t.api(info.token).put('/api/Box/UnMarkDefects', [a], REFUSED)).status).toBe(403);
    expect((await t.api(info.token).get('/api/Box/GetAllInfo?page=1', z.array(ZBoxInfo))).status).toBe(200);
    expect((await t.api(holdList.token).put('/api/Box/MarkDefects?Notes=Damaged', [a], ZBoxInfoList)).status).toBe(200);
  });
});

describe('two people acting on the same box at once', () => {
  it('two deletes of one box: exactly one wins, one ledger row', async () => {
    const [boxId] = (await newBoxes()) as [number];
    const [one, two] = [
      await t.createStaff({ pages: ['/box-management'] }),
      await t.createStaff({ pages: ['/box-management'] }),
    ];
    const results = await Promise.all([
      t.api(one.token).put('/api/Box/ObsoleteBoxs?Notes=First', [boxId]),
      t.api(two.token).put('/api/Box/ObsoleteBoxs?Notes=Second', [boxId]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const deletions = (await ledgerOf(boxId)).filter((m) => m.reasonId === BOX_MOVEMENT_REASON.Deleted);
    expect(deletions).toHaveLength(1);
  });

  it('release and reject of one box on hold: exactly one wins', async () => {
    const [boxId] = (await newBoxes()) as [number];
    await ok200(t.api(admin).put('/api/Box/MarkDefects?Notes=Damaged', [boxId], ZBoxInfoList));
    const results = await Promise.all([
      t.api(admin).put('/api/Box/UnMarkDefects', [boxId]),
      t.api(admin).put('/api/Box/DeleteToDead', [boxId]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const won = results[0]?.status === 200 ? BOX_STATUS.InStock : BOX_STATUS.DeadStock;
    expect((await readBox(boxId))?.status).toBe(won);
    expect(await ledgerOf(boxId)).toHaveLength(2);
  });

  it('overlapping batches (hold and delete) on the same boxes: one batch wins whole', async () => {
    const ids = await newBoxes(3);
    const results = await Promise.all([
      t.api(admin).put('/api/Box/MarkDefects?Notes=Damaged', ids),
      t.api(admin).put('/api/Box/DeleteBox', [...ids].reverse()),
    ]);
    const statuses = results.map((r) => r.status);
    // Holding first leaves boxes on hold, which may still be deleted; deleting first refuses the hold.
    expect(statuses).toContain(200);
    const rows = await t.db.select().from(box).where(inArray(box.boxId, ids));
    expect(new Set(rows.map((r) => r.status)).size).toBe(1);
    const ledger = await t.db.select().from(boxMovement).where(inArray(boxMovement.boxId, ids));
    expect(ledger.length).toBe(statuses.filter((s) => s === 200).length * 3);
  });

  it('two quantity edits at once: both apply in turn, each ledger row starts where the other ended', async () => {
    const [boxId] = (await newBoxes(1, 50)) as [number];
    const results = await Promise.all([
      t.api(admin).put(`/api/Box/UpdateStockBoxQuantity?boxId=${boxId}&quantity=40`),
      t.api(admin).put(`/api/Box/UpdateStockBoxQuantity?boxId=${boxId}&quantity=30`),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const ledger = await ledgerOf(boxId);
    expect(ledger).toHaveLength(2);
    expect(ledger[0]?.quantityBefore).toBe(50);
    expect(ledger[1]?.quantityBefore).toBe(ledger[0]?.quantityAfter);
    expect((await readBox(boxId))?.quantity).toBe(ledger[1]?.quantityAfter);
  });
});
