import {
  LAYOUT_MESSAGES,
  PALLET_TYPE,
  type TApiError,
  ZCell,
  ZCellList,
  ZDone,
  ZONE_TYPES,
  ZPallet,
  ZPalletCodeList,
  ZPalletList,
  ZShelfDetail,
  ZShelfList,
  ZZone,
  ZZoneList,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TReply, type TTestApp } from '../../../test/test-app.ts';
import { stockBoxes } from '../boxes/boxes.fixtures.ts';
import { createQuotedCustomer, ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { createPallets, placePalletsInTempZones } from '../warehouse-layout/warehouse-layout.service.ts';
import { cell, pallet, tempZone } from '../warehouse-layout/warehouse-layout.tables.ts';

// Warehouse Management (spec 02 §7 Zone, Shelf, Cell, ShelfPlate, Plate; issue 14): zones and shelves, cells toggled
// and renamed, pallets placed in cells (one per cell, one place per pallet), and temporary pallets.

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

const api = (token = admin) => t.api(token);
const zones = async () => ok200(api().get('/api/Zone/GetAllZone?active=1&zoneType=1', ZZoneList));
const zoneOf = async (letter: string) => found(await zones(), (z) => z.zoneCode === letter);
const shelfOf = (code: string) => ok200(api().get(`/api/Shelf/GetShelfByCodeOrById?shelfCode=${code}`, ZShelfDetail));
const message = (res: TReply<TApiError>) => res.body.message.message;
const PICKING = ZONE_TYPES[1].zoneTypeId;

describe('Shelf/UpdateShelfZone and Zone/GetAllZone', () => {
  it('creates a zone of 20 shelves of 7 × 2 by default, codes letter + two digits, all cells free', async () => {
    const zone = await ok200(api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'k' }, ZZone));
    expect(zone).toMatchObject({ zoneCode: 'K', zoneType: 1, zoneTypeName: 'Warehouse', active: 1 });
    expect(zone.shelves).toHaveLength(20);
    expect(zone.shelves.map((s) => s.shelfCode).slice(0, 3)).toEqual(['K01', 'K02', 'K03']);
    expect(zone.shelves[19]).toMatchObject({
      shelfCode: 'K20',
      position: 20,
      totalRows: 7,
      totalCols: 2,
      availableCellCount: 14,
      activeCellCount: 14,
      plateCount: 0,
    });
    expect((await zoneOf('K')).shelves).toHaveLength(20);
  });

  it('resizes the zone: fewer shelves, new size; refuses removing a shelf or cell that holds a pallet', async () => {
    await ok200(
      api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'L', NumOfShelves: 3, totalRows: 2, totalCols: 2 }, ZZone),
    );
    const l03 = await shelfOf('L03');
    const [palletRow] = await createPallets(t.db, { count: 1 });
    await ok200(
      api().post('/api/ShelfPlate/AddShelfPlate', { cellId: l03.cells[3].cellId, plateId: palletRow.plateId }, ZPallet),
    );

    const fewer = await api().put(
      '/api/Shelf/UpdateShelfZone',
      {
        ZoneCode: 'L',
        NumOfShelves: 2,
        totalRows: 2,
        totalCols: 2,
      },
      REFUSED,
    );
    expect(fewer.status).toBe(400);
    expect(message(fewer)).toBe(LAYOUT_MESSAGES.shelfHasPlates);
    const smaller = await api().put(
      '/api/Shelf/UpdateShelfZone',
      {
        ZoneCode: 'L',
        NumOfShelves: 3,
        totalRows: 1,
        totalCols: 2,
      },
      REFUSED,
    );
    expect(message(smaller)).toBe(LAYOUT_MESSAGES.shelfHasPlates);
    expect((await zoneOf('L')).shelves).toHaveLength(3);

    const grown = await ok200(
      api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'L', NumOfShelves: 4, totalRows: 3, totalCols: 2 }, ZZone),
    );
    expect(grown.shelves.map((s) => [s.shelfCode, s.totalRows, s.totalCols, s.plateCount])).toEqual([
      ['L01', 3, 2, 0],
      ['L02', 3, 2, 0],
      ['L03', 3, 2, 1],
      ['L04', 3, 2, 0],
    ]);
    const cells = (await shelfOf('L03')).cells;
    expect(cells.map((c) => c.code)).toEqual(['L03-1-1', 'L03-1-2', 'L03-2-1', 'L03-2-2', 'L03-3-1', 'L03-3-2']);
    expect(cells[3].plate).toMatchObject({ plateId: palletRow.plateId });
  });

  it('refuses zone E (spec 02 §9: no zone E), a second letter, or a bad size', async () => {
    const e = await api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'E' }, REFUSED);
    expect(e.status).toBe(400);
    expect(message(e)).toBe(LAYOUT_MESSAGES.noZoneE);
    const two = await api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'AB' }, REFUSED);
    expect(message(two)).toBe('Zone must be one letter');
    const rows = await api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'M', totalRows: 0 }, REFUSED);
    expect(message(rows)).toBe('Rows must be at least 1');
  });
});

describe('Shelf/AddOrUpdate, DeleteShelf, GetAllShelf, GetShelfByCodeOrById, Cell/GetCellByShelfNo', () => {
  it('adds a 3 × 2 shelf by default, coded by zone letter and position, and changes it', async () => {
    const zone = await ok200(api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'N', NumOfShelves: 1 }, ZZone));
    const added = await ok200(api().put('/api/Shelf/AddOrUpdate', { zoneId: zone.zoneId, position: 7 }, ZShelfDetail));
    expect(added).toMatchObject({ shelfCode: 'N07', zoneCode: 'N', position: 7, totalRows: 3, totalCols: 2 });
    expect(added.cells.map((c) => [c.code, c.rowName, c.colName, c.active])).toEqual([
      ['N07-1-1', '1', 'A', 1],
      ['N07-1-2', '1', 'B', 1],
      ['N07-2-1', '2', 'A', 1],
      ['N07-2-2', '2', 'B', 1],
      ['N07-3-1', '3', 'A', 1],
      ['N07-3-2', '3', 'B', 1],
    ]);
    const moved = await ok200(
      api().put(
        '/api/Shelf/AddOrUpdate',
        {
          shelfId: added.shelfId,
          zoneId: zone.zoneId,
          position: 8,
          totalRows: 1,
          totalCols: 3,
        },
        ZShelfDetail,
      ),
    );
    expect(moved.shelfCode).toBe('N08');
    expect(moved.cells.map((c) => c.code)).toEqual(['N08-1-1', 'N08-1-2', 'N08-1-3']);
    expect(moved.cells[0].cellId).toBe(added.cells[0].cellId);

    const same = await api().put('/api/Shelf/AddOrUpdate', { zoneId: zone.zoneId, position: 8 }, REFUSED);
    expect(same.status).toBe(409);
    const all = await ok200(api().get('/api/Shelf/GetAllShelf', ZShelfList));
    expect(all.filter((s) => s.zoneCode === 'N').map((s) => s.shelfCode)).toEqual(['N01', 'N08']);
    expect(
      await ok200(api().get(`/api/Shelf/GetShelfByCodeOrById?shelfId=${added.shelfId}`, ZShelfDetail)),
    ).toMatchObject({
      shelfCode: 'N08',
    });
    const cells = await ok200(api().get('/api/Cell/GetCellByShelfNo?shelfNo=n08', ZCellList));
    expect(cells).toHaveLength(3);
    const none = await api().get('/api/Shelf/GetShelfByCodeOrById?shelfCode=Z99', REFUSED);
    expect(none.status).toBe(404);
    expect(message(none)).toBe(LAYOUT_MESSAGES.shelfNotFound);
  });

  it("deletes an empty shelf; 'Shelves with Plates cannot be deleted.' while a pallet stands in it", async () => {
    const zone = await ok200(
      api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'P', NumOfShelves: 2, totalRows: 1, totalCols: 1 }, ZZone),
    );
    const [held, empty] = zone.shelves;
    const heldCells = await ok200(api().get(`/api/Cell/GetCellByShelfNo?shelfNo=${held.shelfCode}`, ZCellList));
    const [palletRow] = await createPallets(t.db, { count: 1 });
    await ok200(
      api().post('/api/ShelfPlate/AddShelfPlate', { cellId: heldCells[0].cellId, plateId: palletRow.plateId }, ZPallet),
    );

    const refused = await api().delete(`/api/Shelf/DeleteShelf?id=${held.shelfId}`, REFUSED);
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(LAYOUT_MESSAGES.shelfHasPlates);
    expect(await ok200(api().delete(`/api/Shelf/DeleteShelf?id=${empty.shelfId}`, ZDone))).toBe(true);
    expect((await zoneOf('P')).shelves.map((s) => s.shelfCode)).toEqual(['P01']);
    const gone = await api().delete(`/api/Shelf/DeleteShelf?id=${empty.shelfId}`, REFUSED);
    expect(gone.status).toBe(404);
  });
});

describe('Shelf/ToggleCellByCode and UpdateCellNameByCode', () => {
  it('greys a cell out and back, renames it, and the free-cell counts follow', async () => {
    await ok200(
      api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'Q', NumOfShelves: 1, totalRows: 1, totalCols: 2 }, ZZone),
    );
    const off = await ok200(api().put('/api/Shelf/ToggleCellByCode?code=Q01-1-2', undefined, ZCell));
    expect(off).toMatchObject({ code: 'Q01-1-2', active: 0 });
    expect((await zoneOf('Q')).shelves[0]).toMatchObject({ availableCellCount: 1, activeCellCount: 1 });
    const empties = await ok200(api().get('/api/ShelfPlate/GetEmptyCell', ZCellList));
    expect(empties.map((c) => c.code)).toContain('Q01-1-1');
    expect(empties.map((c) => c.code)).not.toContain('Q01-1-2');

    const [palletRow] = await createPallets(t.db, { count: 1 });
    const inactive = await api().post(
      '/api/ShelfPlate/AddShelfPlate',
      {
        cellId: off.cellId,
        plateId: palletRow.plateId,
      },
      REFUSED,
    );
    expect(inactive.status).toBe(400);
    expect(message(inactive)).toBe(LAYOUT_MESSAGES.cellInactive);
    expect(await ok200(api().put('/api/Shelf/ToggleCellByCode?code=Q01-1-2', undefined, ZCell))).toMatchObject({
      active: 1,
    });

    const renamed = await ok200(
      api().put('/api/Shelf/UpdateCellNameByCode?code=Q01-1-1&RowName=Low&ColName=Left', undefined, ZCell),
    );
    expect(renamed).toMatchObject({ code: 'Q01-1-1', rowName: 'Low', colName: 'Left' });
    const unknown = await api().put('/api/Shelf/ToggleCellByCode?code=Q01-9-9', undefined, REFUSED);
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(LAYOUT_MESSAGES.cellNotFound);
    const noName = await api().put(
      '/api/Shelf/UpdateCellNameByCode?code=Q01-1-1&RowName=&ColName=B',
      undefined,
      REFUSED,
    );
    expect(message(noName)).toBe('Row name is required!');
  });

  it('disables a cell a pallet stands in only with that pallet named (issue 30 §6); enabling needs nothing', async () => {
    await ok200(
      api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'V', NumOfShelves: 1, totalRows: 1, totalCols: 1 }, ZZone),
    );
    const [cellRow] = await ok200(api().get('/api/Cell/GetCellByShelfNo?shelfNo=V01', ZCellList));
    const [standing, other] = await createPallets(t.db, { count: 2 });
    await ok200(
      api().post('/api/ShelfPlate/AddShelfPlate', { cellId: cellRow.cellId, plateId: standing.plateId }, ZPallet),
    );

    for (const query of ['', `&pallet=${other.plateCode}`]) {
      const refused = await api().put(`/api/Shelf/ToggleCellByCode?code=V01-1-1${query}`, undefined, REFUSED);
      expect(refused.status, query).toBe(409);
      expect(message(refused)).toBe(LAYOUT_MESSAGES.cellHoldsPallet('V01-1-1', standing.plateCode));
      expect(message(refused)).toBe(`Cell V01-1-1 holds pallet ${standing.plateCode}: confirm to disable it.`);
    }
    const [still] = await ok200(api().get('/api/Cell/GetCellByShelfNo?shelfNo=V01', ZCellList));
    expect(still).toMatchObject({ active: 1, plate: { plateCode: standing.plateCode } });

    const off = await ok200(
      api().put(`/api/Shelf/ToggleCellByCode?code=V01-1-1&pallet=${standing.plateCode}`, undefined, ZCell),
    );
    expect(off).toMatchObject({ active: 0, plate: { plateCode: standing.plateCode } });
    expect(await ok200(api().put('/api/Shelf/ToggleCellByCode?code=V01-1-1', undefined, ZCell))).toMatchObject({
      active: 1,
    });
  });
});

describe('ShelfPlate/AddShelfPlate and MovePlateToAnotherCell', () => {
  it('puts a pallet in a cell out of its temporary zone, moves it, and keeps one pallet per cell', async () => {
    await ok200(
      api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'R', NumOfShelves: 1, totalRows: 1, totalCols: 3 }, ZZone),
    );
    const cells = await ok200(api().get('/api/Cell/GetCellByShelfNo?shelfNo=R01', ZCellList));
    const [first, second] = await createPallets(t.db, { count: 2 });
    await placePalletsInTempZones(t.db, [{ plateId: first.plateId, zoneTypeId: PICKING }]);

    const placed = await ok200(
      api().post('/api/ShelfPlate/AddShelfPlate', { cellId: cells[0].cellId, plateId: first.plateId }, ZPallet),
    );
    expect(placed).toMatchObject({
      plateCode: first.plateCode,
      cellId: cells[0].cellId,
      tempzone: null,
      position: 'R01 1-A',
    });
    expect(await t.db.select().from(tempZone).where(eq(tempZone.plateId, first.plateId))).toHaveLength(0);

    const again = await api().post(
      '/api/ShelfPlate/AddShelfPlate',
      {
        cellId: cells[1].cellId,
        plateId: first.plateId,
      },
      REFUSED,
    );
    expect(again.status).toBe(400);
    expect(message(again)).toBe(LAYOUT_MESSAGES.alreadyInCell);
    const taken = await api().post(
      '/api/ShelfPlate/AddShelfPlate',
      {
        cellId: cells[0].cellId,
        plateId: second.plateId,
      },
      REFUSED,
    );
    expect(taken.status).toBe(409);
    expect(message(taken)).toBe(LAYOUT_MESSAGES.cellTaken);
    const noPallet = await api().post(
      '/api/ShelfPlate/AddShelfPlate',
      { cellId: cells[0].cellId, plateId: 987654 },
      REFUSED,
    );
    expect(noPallet.status).toBe(404);
    expect(message(noPallet)).toBe(LAYOUT_MESSAGES.noPallet);

    const moved = await ok200(
      api().post(
        `/api/ShelfPlate/MovePlateToAnotherCell?plateId=${first.plateId}&newCellId=${cells[2].cellId}`,
        undefined,
        ZPallet,
      ),
    );
    expect(moved).toMatchObject({ cellId: cells[2].cellId, position: 'R01 1-C' });
    const onShelf = await ok200(api().get('/api/Plate/GetByCell?shelfNo=R01', ZPalletList));
    expect(onShelf.map((p) => p.plateCode)).toEqual([first.plateCode]);
    const blocked = await api().post(
      `/api/ShelfPlate/MovePlateToAnotherCell?plateId=${second.plateId}&newCellId=${cells[2].cellId}`,
      undefined,
      REFUSED,
    );
    expect(blocked.status).toBe(409);
  });

  it('lets exactly one of two pallets into the same cell at the same moment', async () => {
    await ok200(
      api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'S', NumOfShelves: 1, totalRows: 1, totalCols: 1 }, ZZone),
    );
    const [target] = await ok200(api().get('/api/Cell/GetCellByShelfNo?shelfNo=S01', ZCellList));
    const pallets = await createPallets(t.db, { count: 4 });
    const replies = await Promise.all(
      pallets.map((p) =>
        api().post(`/api/ShelfPlate/MovePlateToAnotherCell?plateId=${p.plateId}&newCellId=${target.cellId}`),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const standing = await t.db.select().from(pallet).where(eq(pallet.cellId, target.cellId));
    expect(standing).toHaveLength(1);
  });

  it('answers the shelf with each cell and its pallet and box count', async () => {
    const customer = await createQuotedCustomer(t, admin, [40]);
    await ok200(
      api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'T', NumOfShelves: 1, totalRows: 1, totalCols: 2 }, ZZone),
    );
    const cells = await ok200(api().get('/api/Cell/GetCellByShelfNo?shelfNo=T01', ZCellList));
    const [palletRow] = await createPallets(t.db, { count: 1 });
    await ok200(
      api().post('/api/ShelfPlate/AddShelfPlate', { cellId: cells[1].cellId, plateId: palletRow.plateId }, ZPallet),
    );
    await stockBoxes(t.db, customer.products[0].productId, 3, 100, palletRow.plateId);
    const shelf = await shelfOf('T01');
    expect(shelf).toMatchObject({ availableCellCount: 1, activeCellCount: 2, plateCount: 1 });
    expect(shelf.cells[0].plate).toBeNull();
    expect(shelf.cells[1].plate).toMatchObject({
      plateId: palletRow.plateId,
      plateCode: palletRow.plateCode,
      boxCount: 3,
    });
  });
});

describe('Plate/AddTemporaryPallets and AddTemporaryPlate', () => {
  it('creates 1 to 19 pallets (type 3 by default) and answers their codes', async () => {
    const keeper = await t.createStaff({ pages: ['/warehouse-management'] });
    const codes = await ok200(
      api(keeper.token).post('/api/Plate/AddTemporaryPallets?qty=3', undefined, ZPalletCodeList),
    );
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^P\d{6}$/);
    const found = await ok200(api().get(`/api/Plate/GetPlateByPlateCode?code=${codes[0]}`, ZPallet));
    expect(found).toMatchObject({
      plateTypeId: PALLET_TYPE.Default,
      packageFlag: 0,
      cell: null,
      tempzone: null,
      position: '',
    });
    const [row] = await t.db.select().from(pallet).where(eq(pallet.plateCode, codes[0]));
    expect(row.createdBy).toBe(keeper.employeeId);

    const one = await ok200(api().post('/api/Plate/AddTemporaryPallets', undefined, ZPalletCodeList));
    expect(one).toHaveLength(1);
    const packaging = await ok200(
      api().post('/api/Plate/AddTemporaryPallets?plateTypeId=4&packagingFlag=1&qty=19', undefined, ZPalletCodeList),
    );
    expect(packaging).toHaveLength(19);
  });

  it("refuses a count that is not a positive whole number ('Please enter a positive number.') or 20 and more", async () => {
    for (const qty of ['0', '-2', '1.5', 'two']) {
      const res = await api().post(`/api/Plate/AddTemporaryPallets?qty=${qty}`, undefined, REFUSED);
      expect(res.status, qty).toBe(400);
      expect(message(res), qty).toBe(LAYOUT_MESSAGES.palletCountPositive);
    }
    for (const qty of ['20', '21']) {
      const res = await api().post(`/api/Plate/AddTemporaryPallets?qty=${qty}`, undefined, REFUSED);
      expect(message(res), qty).toBe(LAYOUT_MESSAGES.palletCountMax);
    }
    const noType = await api().post('/api/Plate/AddTemporaryPallets?plateTypeId=987654', undefined, REFUSED);
    expect(noType.status).toBe(404);
  });

  it('creates one temporary pallet (type 2) with AddTemporaryPlate', async () => {
    const created = await ok200(
      api().post('/api/Plate/AddTemporaryPlate?plateTypeId=2&packagingFlag=0', undefined, ZPallet),
    );
    expect(created).toMatchObject({ plateTypeId: PALLET_TYPE.Temporary, packageFlag: 0, boxCount: 0 });
    expect((await ok200(api().post('/api/Plate/AddTemporaryPlate', undefined, ZPallet))).plateTypeId).toBe(
      PALLET_TYPE.Temporary,
    );
  });
});

describe('Plate reads', () => {
  it('GetPlateByPlateCode, GetEmptyAvailable, GetAvailablePlate, GetInWarehouse', async () => {
    const customer = await createQuotedCustomer(t, admin, [40]);
    await ok200(
      api().put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'U', NumOfShelves: 1, totalRows: 1, totalCols: 1 }, ZZone),
    );
    const [target] = await ok200(api().get('/api/Cell/GetCellByShelfNo?shelfNo=U01', ZCellList));
    const [shelved, loaded, racking, packaging] = await createPallets(t.db, { count: 4 });
    await t.db.update(pallet).set({ plateTypeId: PALLET_TYPE.Racking }).where(eq(pallet.plateId, racking.plateId));
    await t.db.update(pallet).set({ packageFlag: 1, notes: 'line 2' }).where(eq(pallet.plateId, packaging.plateId));
    await ok200(
      api().post('/api/ShelfPlate/AddShelfPlate', { cellId: target.cellId, plateId: shelved.plateId }, ZPallet),
    );
    await stockBoxes(t.db, customer.products[0].productId, 2, 10, loaded.plateId);

    const unknown = await api().get('/api/Plate/GetPlateByPlateCode?code=P999999', REFUSED);
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(LAYOUT_MESSAGES.noPallet);
    expect(await ok200(api().get(`/api/Plate/GetPlateByPlateCode?code=${packaging.plateCode}`, ZPallet))).toMatchObject(
      {
        plateCodeWithNote: `${packaging.plateCode} (line 2)`,
      },
    );

    const ids = (rows: readonly { plateId: number }[]) => rows.map((p) => p.plateId);
    const empty = ids(await ok200(api().get('/api/Plate/GetEmptyAvailable?package=0', ZPalletList)));
    expect(empty).toEqual(expect.arrayContaining([shelved.plateId, racking.plateId]));
    expect(empty).not.toContain(loaded.plateId);
    expect(empty).not.toContain(packaging.plateId);
    expect(ids(await ok200(api().get('/api/Plate/GetEmptyAvailable?package=1', ZPalletList)))).toContain(
      packaging.plateId,
    );

    const available = ids(await ok200(api().get('/api/Plate/GetAvailablePlate', ZPalletList)));
    expect(available).toEqual(expect.arrayContaining([loaded.plateId, racking.plateId, packaging.plateId]));
    expect(available).not.toContain(shelved.plateId);
    const forProduction = ids(await ok200(api().get('/api/Plate/GetAvailablePlate?forProduction=true', ZPalletList)));
    expect(forProduction).not.toContain(racking.plateId);
    expect(ids(await ok200(api().get('/api/Plate/GetAvailablePlate?package=1', ZPalletList)))).toEqual(
      expect.arrayContaining([packaging.plateId]),
    );

    const inWarehouse = await ok200(api().get('/api/Plate/GetInWarehouse', z.array(ZPallet)));
    expect(inWarehouse.every((p) => p.cellId !== null)).toBe(true);
    expect(ids(inWarehouse)).toContain(shelved.plateId);
    const allPallets = await ok200(api().get('/api/Plate/GetAllPlate', z.array(ZPallet)));
    expect(ids(allPallets)).toEqual(expect.arrayContaining([shelved.plateId, loaded.plateId]));
    expect(found(allPallets, (p) => p.plateId === loaded.plateId).boxCount).toBe(2);
    const [dbCell] = await t.db.select().from(cell).where(eq(cell.cellId, target.cellId));
    expect(dbCell.code).toBe('U01-1-1');
  });

  it('opens the layout to Warehouse Management only for changes, to the pallet screens for reads', async () => {
    const palletList = await t.createStaff({ pages: ['/pallet-list'] });
    expect((await api(palletList.token).get('/api/Plate/GetAllPlate', z.array(ZPallet))).status).toBe(200);
    expect((await api(palletList.token).put('/api/Shelf/UpdateShelfZone', { ZoneCode: 'V' }, REFUSED)).status).toBe(
      403,
    );
    expect((await api(palletList.token).post('/api/Plate/AddTemporaryPallets', undefined, REFUSED)).status).toBe(403);
    const other = await t.createStaff({ pages: ['/customer-pallet'] });
    expect((await api(other.token).get('/api/Zone/GetAllZone', REFUSED)).status).toBe(403);
  });
});
