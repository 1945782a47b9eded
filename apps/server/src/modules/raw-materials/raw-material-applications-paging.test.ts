import {
  APPLICATION_DETAIL_SORT_FIELDS,
  RAW_MATERIAL_APPLICATION_SORT_FIELDS,
  RAW_MATERIAL_BOX_SORT_FIELDS,
  type TSortOrder,
  ZApplicationDetail,
  ZRawMaterialApplication,
  ZRawMaterialBox,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idsInListOrder } from '../../../test/list-order.ts';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { rawMaterial } from '../catalogue/catalogue.tables.ts';
import { applicationDetails, rawMaterialApplication, rawMaterialBox } from './raw-materials.tables.ts';

// The three lists of the raw material screens on the list contract (issue 13 §2): applications, application details
// and raw material boxes page, sort, search and filter in SQL; without `page` each answers the whole list.

let t: TTestApp;
let admin: string;
const MARK = 'PAGEMARK';
const day = (d: number) => new Date(Date.UTC(2025, 0, d, 8, 0, 0));

let materials: { rawMaterialId: number; rawMaterialCode: string }[];
let people: { employeeId: number; name: string }[];
let applications: (typeof rawMaterialApplication.$inferSelect)[];
let boxes: (typeof rawMaterialBox.$inferSelect)[];
let details: (typeof applicationDetails.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  materials = await t.db
    .insert(rawMaterial)
    .values([
      { rawMaterialCode: 'PGRMA', rawMaterialName: `${MARK} Board` },
      { rawMaterialCode: 'PGRMB', rawMaterialName: `${MARK} Film` },
    ])
    .returning();
  const alpha = await t.createStaff({ firstName: 'ALPHA', lastName: 'ONE' });
  const bravo = await t.createStaff({ firstName: 'BRAVO', lastName: 'TWO' });
  people = [
    { employeeId: alpha.employeeId, name: 'ALPHA ONE' },
    { employeeId: bravo.employeeId, name: 'BRAVO TWO' },
  ];
  applications = await t.db
    .insert(rawMaterialApplication)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        rawMaterialId: materials[i % 2].rawMaterialId,
        applyEmployeeId: people[i % 3 === 0 ? 0 : 1].employeeId,
        applyQuantity: (i * 7) % 12,
        appliedAt: day(1 + ((i * 5) % 12)),
        processed: i < 4 ? 0 : 1,
        receivedAt: i >= 8 ? day(20 + i) : null,
      })),
    )
    .returning();
  boxes = await t.db
    .insert(rawMaterialBox)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        boxCode: `PGB${String((i * 5) % 12).padStart(2, '0')}`,
        rawMaterialId: materials[i % 2].rawMaterialId,
        quantity: (i * 7) % 5,
        poNumber: i % 4 === 0 ? null : `PO${i % 3}`,
        active: i === 11 ? 0 : 1,
        exWarehouse: i >= 6 && i < 11 ? 1 : 0,
        createdAt: day(1 + ((i * 7) % 12)),
      })),
    )
    .returning();
  details = await t.db
    .insert(applicationDetails)
    .values(
      [6, 7, 8, 9, 10].map((b, i) => ({
        applicationId: applications[4 + i].applicationId,
        rawMaterialBoxId: boxes[b].rawMaterialBoxId,
        quantity: (i * 3) % 4,
        runout: i % 2,
        createdAt: day(1 + ((i * 3) % 5)),
      })),
    )
    .returning();
});
afterAll(() => t?.close());

const ids = <K extends string>(res: { body: { data: Record<K, number>[] } }, key: K): number[] =>
  res.body.data.map((row) => row[key]);

describe('RawMaterialApplication/GetAllRawMaterialApplication pages', () => {
  const get = (query: string) =>
    t
      .api(admin)
      .get(`/api/RawMaterialApplication/GetAllRawMaterialApplication?${query}`, z.array(ZRawMaterialApplication));
  const refuse = (query: string) =>
    t.api(admin).get(`/api/RawMaterialApplication/GetAllRawMaterialApplication?${query}`, REFUSED);
  const key = 'applicationId';
  const marked = `search=${MARK}`;
  type TRow = (typeof applications)[number];
  const sortValue: Record<
    (typeof RAW_MATERIAL_APPLICATION_SORT_FIELDS)[number],
    (row: TRow) => string | number | null
  > = {
    appliedAt: (row) => row.appliedAt.getTime(),
    rawMaterialCode: (row) => materials.find((m) => m.rawMaterialId === row.rawMaterialId)?.rawMaterialCode ?? null,
    applyQuantity: (row) => Number(row.applyQuantity),
    applyEmployee: (row) => people.find((p) => p.employeeId === row.applyEmployeeId)?.name ?? null,
    processed: (row) => row.processed,
    receivedAt: (row) => row.receivedAt?.getTime() ?? null,
  };
  const expected = (field: keyof typeof sortValue, order: TSortOrder) =>
    idsInListOrder(applications, sortValue[field], (row) => row.applicationId, order);

  it('answers page 1 and 2 without overlap, with the total, newest first by default', async () => {
    const first = await get(`${marked}&page=1&pageSize=5`);
    const second = await get(`${marked}&page=2&pageSize=5`);
    expect(first.body.meta).toEqual({ total: 12, page: 1, pageSize: 5 });
    expect(second.body.meta?.total).toBe(12);
    expect([...ids(first, key), ...ids(second, key)]).toEqual(expected('appliedAt', 'descend').slice(0, 10));
  });

  it('sorts by each field both ways', async () => {
    for (const field of RAW_MATERIAL_APPLICATION_SORT_FIELDS) {
      for (const order of ['ascend', 'descend'] as const) {
        const res = await get(`${marked}&page=1&pageSize=12&sortField=${field}&sortOrder=${order}`);
        expect(ids(res, key), `${field} ${order}`).toEqual(expected(field, order));
      }
    }
  });

  it('searches the raw material and the applicant, filters by state with paging, refuses a bad sortField', async () => {
    const board = await get('search=pgrma&page=1&pageSize=100');
    expect(board.body.meta?.total).toBe(6);
    const bravo = await get('search=bravo%20two&page=1&pageSize=100');
    expect(bravo.body.meta?.total).toBe(8);
    const notPicked = await get(`${marked}&state=0&page=1&pageSize=3`);
    expect(notPicked.body.meta?.total).toBe(4);
    expect(ids(notPicked, key)).toHaveLength(3);
    expect((await get(`${marked}&state=1&page=1&pageSize=100`)).body.meta?.total).toBe(4);
    const complete = await get(`${marked}&state=2&page=1&pageSize=100`);
    expect(complete.body.data.every((row) => row.stateName === 'Complete')).toBe(true);
    expect(complete.body.meta?.total).toBe(4);
    const bad = await refuse('sortField=password');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.sortField?.[0]).toMatch(/Cannot sort by "password"/);
    expect((await refuse('state=7')).status).toBe(400);
  });

  it('answers the whole list without page', async () => {
    const all = await get('');
    expect(all.body.meta).toBeUndefined();
    expect(ids(all, key)).toHaveLength(12);
  });
});

describe('ApplicationDetails/GetAllApplicationDetails pages', () => {
  const get = (query: string) =>
    t.api(admin).get(`/api/ApplicationDetails/GetAllApplicationDetails?${query}`, z.array(ZApplicationDetail));
  const refuse = (query: string) =>
    t.api(admin).get(`/api/ApplicationDetails/GetAllApplicationDetails?${query}`, REFUSED);
  const key = 'detailsId';
  type TRow = (typeof details)[number];
  const codeOf = (row: TRow) => boxes.find((b) => b.rawMaterialBoxId === row.rawMaterialBoxId);
  const sortValue: Record<(typeof APPLICATION_DETAIL_SORT_FIELDS)[number], (row: TRow) => string | number | null> = {
    createdAt: (row) => row.createdAt.getTime(),
    boxCode: (row) => codeOf(row)?.boxCode ?? null,
    rawMaterialCode: (row) =>
      materials.find((m) => m.rawMaterialId === codeOf(row)?.rawMaterialId)?.rawMaterialCode ?? null,
    quantity: (row) => Number(row.quantity),
    runout: (row) => row.runout,
    applicationId: (row) => row.applicationId,
  };

  it('pages, sorts each field both ways, filters by run out and application, searches', async () => {
    const first = await get('page=1&pageSize=3');
    const second = await get('page=2&pageSize=3');
    expect(first.body.meta).toEqual({ total: 5, page: 1, pageSize: 3 });
    const newest = idsInListOrder(details, sortValue.createdAt, (row) => row.detailsId, 'descend');
    expect([...ids(first, key), ...ids(second, key)]).toEqual(newest);
    for (const field of APPLICATION_DETAIL_SORT_FIELDS) {
      for (const order of ['ascend', 'descend'] as const) {
        const res = await get(`page=1&pageSize=10&sortField=${field}&sortOrder=${order}`);
        expect(ids(res, key), `${field} ${order}`).toEqual(
          idsInListOrder(details, sortValue[field], (row) => row.detailsId, order),
        );
      }
    }
    expect((await get('runout=1&page=1&pageSize=1')).body.meta?.total).toBe(2);
    expect(ids(await get(`applicationId=${details[0].applicationId}`), key)).toEqual([details[0].detailsId]);
    const byCode = await get(`search=${boxes[7].boxCode}&page=1&pageSize=10`);
    expect(ids(byCode, key)).toEqual([details[1].detailsId]);
    expect((await get('search=pgrmb&page=1&pageSize=10')).body.meta?.total).toBe(
      details.filter((d) => codeOf(d)?.rawMaterialId === materials[1].rawMaterialId).length,
    );
    expect((await refuse('sortField=nope')).status).toBe(400);
    expect((await get('')).body.meta).toBeUndefined();
  });
});

describe('RawMaterialBox/GetAllRawMaterialBox pages', () => {
  const get = (query: string) =>
    t.api(admin).get(`/api/RawMaterialBox/GetAllRawMaterialBox?${query}`, z.array(ZRawMaterialBox));
  const refuse = (query: string) => t.api(admin).get(`/api/RawMaterialBox/GetAllRawMaterialBox?${query}`, REFUSED);
  const key = 'rawMaterialBoxId';
  type TRow = (typeof boxes)[number];
  const live = () => boxes.filter((b) => b.active === 1);
  const sortValue: Record<(typeof RAW_MATERIAL_BOX_SORT_FIELDS)[number], (row: TRow) => string | number | null> = {
    boxCode: (row) => row.boxCode,
    rawMaterialCode: (row) => materials.find((m) => m.rawMaterialId === row.rawMaterialId)?.rawMaterialCode ?? null,
    quantity: (row) => Number(row.quantity),
    poNumber: (row) => row.poNumber,
    createdAt: (row) => row.createdAt.getTime(),
  };

  it('pages the live boxes, sorts each field both ways, lists the obsolete ones, searches', async () => {
    const first = await get('page=1&pageSize=6');
    const second = await get('page=2&pageSize=6');
    expect(first.body.meta).toEqual({ total: 11, page: 1, pageSize: 6 });
    const newest = idsInListOrder(live(), sortValue.createdAt, (row) => row.rawMaterialBoxId, 'descend');
    expect([...ids(first, key), ...ids(second, key)]).toEqual(newest);
    for (const field of RAW_MATERIAL_BOX_SORT_FIELDS) {
      for (const order of ['ascend', 'descend'] as const) {
        const res = await get(`page=1&pageSize=20&sortField=${field}&sortOrder=${order}`);
        expect(ids(res, key), `${field} ${order}`).toEqual(
          idsInListOrder(live(), sortValue[field], (row) => row.rawMaterialBoxId, order),
        );
      }
    }
    expect(ids(await get('active=0&page=1&pageSize=10'), key)).toEqual([boxes[11].rawMaterialBoxId]);
    expect((await get('search=po1&page=1&pageSize=20')).body.meta?.total).toBe(
      live().filter((b) => b.poNumber === 'PO1').length,
    );
    expect((await get(`search=${MARK}%20film&page=1&pageSize=20`)).body.meta?.total).toBe(
      live().filter((b) => b.rawMaterialId === materials[1].rawMaterialId).length,
    );
    expect((await get(`rawMaterialId=${materials[0].rawMaterialId}&page=1&pageSize=1`)).body.meta?.total).toBe(6);
    expect((await refuse('sortField=nope')).status).toBe(400);
    expect((await refuse('active=3')).status).toBe(400);
    const all = await get('');
    expect(all.body.meta).toBeUndefined();
    expect(ids(all, key)).toHaveLength(11);
  });
});
