import { BOX_INFO_SORT_FIELDS, BOX_STATUS, type TProduct, toApiDate, ZBoxInfo } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idsInListOrder } from '../../../test/list-order.ts';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { createQuotedCustomer, type TQuotedCustomer } from '../sales-orders/sales-order.fixtures.ts';
import { createStockPlaces, stockBoxes, type TStockPlaces } from './boxes.fixtures.ts';
import { box } from './boxes.tables.ts';

// Box/GetAllInfo (Boxes Info, Obsolete Box) on the list contract (issue 13 §2): pages, sorts, searches and filters by
// product, customer, days made and status in SQL; without page the whole list.

let t: TTestApp;
let admin: string;
let cafe: TQuotedCustomer;
let places: TStockPlaces;
/** The twelve boxes of this file's customer, with what each sort reads. */
let rows: {
  boxId: number;
  barCode: string;
  productCode: string;
  productName: string;
  quantity: number;
  status: number;
  createdAt: Date;
}[];

const day = (d: number) => new Date(Date.UTC(2025, 2, d, 0, 0, 0));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  cafe = await createQuotedCustomer(t, admin, [80, 45]);
  places = await createStockPlaces(t.db);
  const [first, second] = cafe.products as [TProduct, TProduct];
  const made = [
    ...(await stockBoxes(t.db, first.productId, 7, 100, places.shelved.plateId)),
    ...(await stockBoxes(t.db, second.productId, 5, 100)),
  ];
  rows = [];
  for (const [i, { boxId, barCode }] of made.entries()) {
    const product = i < 7 ? first : second;
    // Duplicated quantities and statuses, so ties are sorted by id too; days spread over March 2025.
    const values = {
      quantity: (i * 7) % 5 === 0 ? 10 : 10 + ((i * 7) % 5),
      status: i % 4 === 3 ? BOX_STATUS.OnHold : BOX_STATUS.InStock,
      createdAt: day(1 + ((i * 5) % 12)),
    };
    await t.db.update(box).set(values).where(eq(box.boxId, boxId));
    rows.push({ boxId, barCode, productCode: product.productCode, productName: product.productName, ...values });
  }
});
afterAll(() => t?.close());

const url = (query: string) => `/api/Box/GetAllInfo?customerId=${cafe.customerId}&${query}`;
const get = (query: string) => t.api(admin).get(url(query), z.array(ZBoxInfo));
const refuse = (query: string) => t.api(admin).get(url(query), REFUSED);
const ids = (res: { body: { data: { boxId: number }[] } }): number[] => res.body.data.map((b) => b.boxId);
type TField = (typeof BOX_INFO_SORT_FIELDS)[number];

function expectedOrder(field: TField, order: 'ascend' | 'descend'): number[] {
  const value = (row: (typeof rows)[number]) => {
    if (field === 'company') return 0;
    const v = row[field];
    return v instanceof Date ? v.getTime() : v;
  };
  return idsInListOrder(rows, value, (row) => row.boxId, order);
}

describe('Box/GetAllInfo pages', () => {
  it('answers page 1 and page 2 without overlap, with the total; newest first by default', async () => {
    const first = await get('page=1&pageSize=5');
    const second = await get('page=2&pageSize=5');
    const third = await get('page=3&pageSize=5');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ total: 12, page: 1, pageSize: 5 });
    expect(second.body.meta).toEqual({ total: 12, page: 2, pageSize: 5 });
    expect([ids(first).length, ids(second).length, ids(third).length]).toEqual([5, 5, 2]);
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(expectedOrder('createdAt', 'descend'));
    expect(first.body.data[0]).toMatchObject({ customerId: cafe.customerId, sourceName: 'Manual Created' });
  });

  it('uses the default page size of 100 when only page is given', async () => {
    expect((await get('page=1')).body.meta).toEqual({ total: 12, page: 1, pageSize: 100 });
  });

  it.each(
    BOX_INFO_SORT_FIELDS.flatMap((field) => [
      [field, 'ascend'],
      [field, 'descend'],
    ]) as [TField, 'ascend' | 'descend'][],
  )('sorts by %s %s across pages', async (field, order) => {
    const first = await get(`page=1&pageSize=7&sortField=${field}&sortOrder=${order}`);
    const second = await get(`page=2&pageSize=7&sortField=${field}&sortOrder=${order}`);
    expect(first.status).toBe(200);
    expect([...ids(first), ...ids(second)]).toEqual(expectedOrder(field, order));
  });

  it('searches the barcode, the product code and the status name', async () => {
    const target = rows[4] as (typeof rows)[number];
    const byBarCode = await get(`page=1&search=${encodeURIComponent(target.barCode.toLowerCase())}`);
    expect(ids(byBarCode)).toEqual([target.boxId]);
    const second = cafe.products[1];
    const byProduct = await get(`search=${encodeURIComponent(second.productCode)}`);
    expect(ids(byProduct).sort()).toEqual(
      rows
        .filter((r) => r.productCode === second.productCode)
        .map((r) => r.boxId)
        .sort(),
    );
    const onHold = await get('page=1&search=hold');
    expect(onHold.body.meta?.total).toBe(rows.filter((r) => r.status === BOX_STATUS.OnHold).length);
    const byPallet = await get(`page=1&search=${places.shelved.plateCode}`);
    expect(byPallet.body.meta?.total).toBe(7);
    expect((await get('page=1&search=no_such%25box')).body.meta?.total).toBe(0);
  });

  it('filters by product, status and the days made (both included), with paging', async () => {
    const second = cafe.products[1];
    const byProduct = await get(`productId=${second.productId}&page=1&pageSize=2`);
    expect(byProduct.body.meta?.total).toBe(5);
    expect(ids(byProduct)).toHaveLength(2);
    const inStock = await get(`status=${BOX_STATUS.InStock}&page=1&pageSize=3`);
    expect(inStock.body.meta?.total).toBe(rows.filter((r) => r.status === BOX_STATUS.InStock).length);
    const start = toApiDate(day(3));
    const end = toApiDate(day(6));
    const made = await get(`startDate=${start}&endDate=${end.replaceAll('-', '/')}&page=1&pageSize=100`);
    const expected = rows.filter((r) => r.createdAt >= day(3) && r.createdAt < day(7)).map((r) => r.boxId);
    expect(ids(made).sort()).toEqual(expected.sort());
    expect(made.body.meta?.total).toBe(expected.length);
  });

  it('answers the whole list without page', async () => {
    const all = await get('');
    expect(all.status).toBe(200);
    expect(all.body.meta).toBeUndefined();
    expect(ids(all)).toEqual(expectedOrder('createdAt', 'descend'));
  });

  it('refuses a sortField it does not know, a bad status and a bad date (400)', async () => {
    const badSort = await refuse('page=1&sortField=notes');
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors?.sortField?.[0]).toMatch(/Cannot sort by "notes"/);
    expect((await refuse('status=9')).status).toBe(400);
    expect((await refuse('startDate=March')).status).toBe(400);
  });
});
