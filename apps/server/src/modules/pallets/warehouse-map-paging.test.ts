import { PALLET_SORT_FIELDS, PALLET_TYPE, ZONE_TYPES, ZPallet } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idsInListOrder } from '../../../test/list-order.ts';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { stockBoxes } from '../boxes/boxes.fixtures.ts';
import { createQuotedCustomer } from '../sales-orders/sales-order.fixtures.ts';
import {
  createPallets,
  createZoneWithShelves,
  placePalletsInCells,
  placePalletsInTempZones,
} from '../warehouse-layout/warehouse-layout.service.ts';
import { pallet } from '../warehouse-layout/warehouse-layout.tables.ts';

// Plate/GetAllPlate and Plate/GetInWarehouse on the list contract (issue 13 §2): pages, sorts, searches and filters
// in SQL; without page the whole list.

let t: TTestApp;
let admin: string;
const MARK = 'PGPALLET';
interface TKnown {
  plateId: number;
  plateCode: string;
  plateTypeId: number;
  position: string;
  boxCount: number;
  createdAt: number;
}
let known: TKnown[];
const day = (d: number) => new Date(Date.UTC(2024, 0, d));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  const customer = await createQuotedCustomer(t, admin, [40]);
  const cells = await createZoneWithShelves(t.db, { zoneCode: 'G', shelfCount: 2, totalRows: 2, totalCols: 2 });
  const pallets = await createPallets(t.db, { count: 12 });
  known = [];
  for (const [i, p] of pallets.entries()) {
    const plateTypeId = [PALLET_TYPE.Default, PALLET_TYPE.Temporary, PALLET_TYPE.Racking][i % 3];
    await t.db
      .update(pallet)
      .set({ plateTypeId, notes: `${MARK} ${i}`, createdAt: day(1 + ((i * 5) % 12)) })
      .where(eq(pallet.plateId, p.plateId));
    let position = '';
    if (i % 3 === 0) {
      const c = cells[i / 3];
      await placePalletsInCells(t.db, [{ plateId: p.plateId, cellId: c.cellId }]);
      const [shelfCode, row, col] = c.code.split('-');
      position = `${shelfCode} ${row}-${String.fromCharCode(64 + Number(col))}`;
    } else if (i % 3 === 1) {
      const zone = ZONE_TYPES[i % ZONE_TYPES.length];
      await placePalletsInTempZones(t.db, [{ plateId: p.plateId, zoneTypeId: zone.zoneTypeId }]);
      position = zone.zoneTypeName;
    }
    const boxCount = i % 4;
    if (boxCount) await stockBoxes(t.db, customer.products[0].productId, boxCount, 10, p.plateId);
    known.push({ ...p, plateTypeId, position, boxCount, createdAt: day(1 + ((i * 5) % 12)).getTime() });
  }
});
afterAll(() => t?.close());

const url = (query: string, path: string) => `/api/Plate/${path}?search=${MARK}&${query}`;
const get = (query: string, path = 'GetAllPlate') => t.api(admin).get(url(query, path), z.array(ZPallet));
const refuse = (query: string) => t.api(admin).get(url(query, 'GetAllPlate'), REFUSED);
const ids = (res: { body: { data: { plateId: number }[] } }): number[] => res.body.data.map((p) => p.plateId);

describe('Plate/GetAllPlate pages', () => {
  it('answers page 1 and page 2 of a known set without overlap, with the total in meta', async () => {
    const first = await get('page=1&pageSize=5');
    const second = await get('page=2&pageSize=5');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ total: 12, page: 1, pageSize: 5 });
    expect(second.body.meta).toEqual({ total: 12, page: 2, pageSize: 5 });
    expect(ids(first)).toHaveLength(5);
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
    const third = await get('page=3&pageSize=5');
    expect(ids(third)).toHaveLength(2);
  });

  it('sorts by each field both ways, the id breaking ties', async () => {
    for (const field of PALLET_SORT_FIELDS) {
      for (const order of ['ascend', 'descend'] as const) {
        const res = await get(`page=1&pageSize=100&sortField=${field}&sortOrder=${order}`);
        const expected = idsInListOrder(
          known,
          (p) => p[field],
          (p) => p.plateId,
          order,
        );
        expect(ids(res), `${field} ${order}`).toEqual(expected);
      }
    }
  });

  it('is newest first without a sort, and refuses an unknown sortField with 400', async () => {
    const res = await get('page=1&pageSize=100');
    expect(ids(res)).toEqual(
      idsInListOrder(
        known,
        (p) => p.createdAt,
        (p) => p.plateId,
        'descend',
      ),
    );
    const bad = await refuse('page=1&sortField=notes');
    expect(bad.status).toBe(400);
    expect(bad.body.message.message).toContain('Cannot sort by "notes"');
  });

  it('searches the code and the notes, and filters by type, place and temporary zone with paging', async () => {
    const byCode = await t
      .api(admin)
      .get(`/api/Plate/GetAllPlate?page=1&search=${known[4].plateCode}`, z.array(ZPallet));
    expect(ids(byCode)).toEqual([known[4].plateId]);
    const temporary = await get(`page=1&pageSize=2&plateTypeId=${PALLET_TYPE.Temporary}`);
    expect(temporary.body.meta?.total).toBe(4);
    expect(ids(temporary)).toHaveLength(2);
    const inCells = await get('page=1&place=cell');
    expect(ids(inCells).sort()).toEqual(
      known
        .filter((_, i) => i % 3 === 0)
        .map((p) => p.plateId)
        .sort(),
    );
    const inZones = await get('page=1&place=tempzone');
    expect(inZones.body.meta?.total).toBe(4);
    const nowhere = await get('page=1&place=none');
    expect(ids(nowhere).sort()).toEqual(
      known
        .filter((_, i) => i % 3 === 2)
        .map((p) => p.plateId)
        .sort(),
    );
    const picking = await get(`page=1&zoneTypeId=${ZONE_TYPES[1].zoneTypeId}`);
    expect(ids(picking)).toEqual(known.filter((p) => p.position === ZONE_TYPES[1].zoneTypeName).map((p) => p.plateId));
    const badPlace = await refuse('page=1&place=roof');
    expect(badPlace.status).toBe(400);
  });

  it('answers the whole list without page, and GetInWarehouse only the pallets in cells', async () => {
    const whole = await get('');
    expect(whole.body.meta).toBeUndefined();
    expect(ids(whole)).toHaveLength(12);
    const inWarehouse = await get('page=1&pageSize=2', 'GetInWarehouse');
    expect(inWarehouse.body.meta?.total).toBe(4);
    const all = await get('', 'GetInWarehouse');
    expect(all.body.data.every((p) => p.cell !== null)).toBe(true);
  });
});
