import { BASE_PRODUCT_SORT_FIELDS, MAX_PAGE_SIZE, type TBaseProductSortField, ZBaseProduct } from '@packline/domain';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  idsInListOrder,
  itAnswersTheWholeListAsItsPages,
  itPagesAndSortsByEveryField,
  readThreePagesOfFive,
} from '../../../test/list-order.ts';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { packagingType, productType } from '../lookups/lookups.tables.ts';
import { baseProduct, rawMaterial } from './catalogue.tables.ts';

// BaseProduct/GetAllBaseProduct on the list contract (issue 13 §2): pages, sorts and searches in SQL; the whole list
// without page as before; and the picker's ?search&limit&selectedId on the same call.

let t: TTestApp;
let admin: string;
/** The twelve live base products of this file, in insertion order; every name starts with MARK. */
let rows: (typeof baseProduct.$inferSelect)[];
/** The names beside each base product, as the joined sorts read them. */
const names = new Map<string, string>();

const MARK = 'PAGINGBASE';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  const types = await t.db
    .insert(productType)
    .values([{ productTypeName: 'PGTYPEB' }, { productTypeName: 'PGTYPEA' }])
    .returning();
  const packagings = await t.db
    .insert(packagingType)
    .values([
      { packagingTypeName: 'PGPACKB', quantity: 500 },
      { packagingTypeName: 'PGPACKA', quantity: 1000 },
    ])
    .returning();
  const materials = await t.db
    .insert(rawMaterial)
    .values([
      { rawMaterialCode: 'PGRMB', rawMaterialName: 'Paging board' },
      { rawMaterialCode: 'PGRMA', rawMaterialName: 'Paging film' },
    ])
    .returning();
  for (const type of types) names.set(`type${type.productTypeId}`, type.productTypeName);
  for (const p of packagings) names.set(`pack${p.packagingTypeId}`, p.packagingTypeName);
  for (const m of materials) names.set(`rm${m.rawMaterialId}`, `${m.rawMaterialCode} ${m.rawMaterialName}`);
  // Duplicated and empty values, so ties and empty values are sorted too.
  const values = Array.from({ length: 12 }, (_, i) => ({
    baseProductName: `${MARK} ${String.fromCharCode(76 - i)}${i % 3}`,
    productCode: `PGB${String((i * 7) % 12).padStart(2, '0')}`,
    productTypeId: types[i % 2]?.productTypeId ?? 0,
    packagingTypeId: packagings[(i >> 1) % 2]?.packagingTypeId ?? 0,
    rawMaterial: i % 3 === 0 ? null : materials[i % 2]?.rawMaterialId,
    rawMaterialId2: i % 4 === 0 ? null : materials[(i + 1) % 2]?.rawMaterialId,
    rawmaterialDesc: i % 5 === 0 ? null : `SPEC${i % 4}`,
    visible: i % 3 === 0 ? 0 : 1,
    manufactured: i === 10 ? 1 : 0,
    // Text JSON must escape (quotes, a backslash, a line break, a tab) and text it must not (macrons).
    description: i % 4 === 1 ? `Kererū "double" wall\\ 8oz\n\tlid ${i}` : null,
  }));
  rows = await t.db.insert(baseProduct).values(values).returning();
  // A timestamp with microseconds, which the JSON carries to the millisecond as Date.toISOString does.
  await t.db
    .update(baseProduct)
    .set({ createdAt: sql`now() - interval '1 day 0.000987 second'` })
    .where(eq(baseProduct.baseProductId, rows[1]?.baseProductId ?? 0));
  await t.db.insert(baseProduct).values({
    baseProductName: `${MARK} ARCHIVED`,
    productCode: 'PGBDEL',
    productTypeId: types[0]?.productTypeId ?? 0,
    packagingTypeId: packagings[0]?.packagingTypeId ?? 0,
    deletedAt: new Date(),
  });
});
afterAll(() => t?.close());

const get = (query: string) => t.api(admin).get(`/api/BaseProduct/GetAllBaseProduct?${query}`, z.array(ZBaseProduct));
const refuse = (query: string) => t.api(admin).get(`/api/BaseProduct/GetAllBaseProduct?${query}`, REFUSED);
const ids = (res: { body: { data: { baseProductId: number }[] } }): number[] =>
  res.body.data.map((p) => p.baseProductId);
const marked = `search=${MARK}`;

type TRow = (typeof rows)[number];
const nameOf = (key: string, id: number | null) => (id === null ? null : (names.get(`${key}${id}`) ?? null));
function sortValue(row: TRow, field: TBaseProductSortField): string | number | null {
  if (field === 'productType') return nameOf('type', row.productTypeId);
  if (field === 'packagingType') return nameOf('pack', row.packagingTypeId);
  if (field === 'rawMaterial') return nameOf('rm', row.rawMaterial);
  if (field === 'rawMaterial2') return nameOf('rm', row.rawMaterialId2);
  return row[field];
}

/** The order the server promises: empty values first ascending (last descending), the id breaking ties. */
function expectedOrder(field: TBaseProductSortField, order: 'ascend' | 'descend'): number[] {
  return idsInListOrder(
    rows,
    (row) => sortValue(row, field),
    (row) => row.baseProductId,
    order,
  );
}

describe('BaseProduct/GetAllBaseProduct pages', () => {
  it('answers page 1 and page 2 of a known set without overlap, with the total in meta', async () => {
    const [first, second, third] = await readThreePagesOfFive({ get, scope: marked, ids }, 12);
    // Default order: by code, as the whole list.
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(expectedOrder('productCode', 'ascend'));
  });

  itPagesAndSortsByEveryField({ get, scope: `${marked}`, ids, expected: expectedOrder }, BASE_PRODUCT_SORT_FIELDS, 12);

  it('searches code, name, specification and the names beside it, % and _ taken literally', async () => {
    const matching = (keep: (row: TRow) => boolean) =>
      expectedOrder('productCode', 'ascend').filter((id) => {
        const row = rows.find((r) => r.baseProductId === id);
        return row !== undefined && keep(row);
      });
    expect(ids(await get('search=pgb0&page=1'))).toEqual(matching((r) => r.productCode.startsWith('PGB0')));
    const first = rows[0] as TRow;
    const label = encodeURIComponent(`${first.productCode} — ${first.baseProductName}`);
    expect(ids(await get(`search=${label}`))).toEqual([first.baseProductId]);
    expect(ids(await get('search=spec3'))).toEqual(matching((r) => r.rawmaterialDesc === 'SPEC3'));
    expect(ids(await get('search=pgtypea'))).toEqual(matching((r) => nameOf('type', r.productTypeId) === 'PGTYPEA'));
    expect(ids(await get('search=pgpackb'))).toEqual(matching((r) => nameOf('pack', r.packagingTypeId) === 'PGPACKB'));
    expect(ids(await get(`search=${encodeURIComponent('paging film')}`))).toEqual(
      matching((r) => [r.rawMaterial, r.rawMaterialId2].some((id) => nameOf('rm', id)?.endsWith('film'))),
    );
    expect(ids(await get('search=outsourced'))).toEqual([rows[10]?.baseProductId]);
    // As patterns, PGB_1 would match PGB01 and PGB%1 any PGB…1.
    expect(ids(await get(`search=${encodeURIComponent('PGB_1')}`))).toEqual([]);
    expect(ids(await get(`search=${encodeURIComponent('PGB%1')}`))).toEqual([]);
  });

  itAnswersTheWholeListAsItsPages({ get, scope: marked }, BASE_PRODUCT_SORT_FIELDS, 12);

  it('answers the whole list without page, as before: every live base product by code, no meta', async () => {
    const res = await get('');
    const live = await t.db
      .select({ id: baseProduct.baseProductId })
      .from(baseProduct)
      .where(isNull(baseProduct.deletedAt))
      .orderBy(asc(baseProduct.productCode), asc(baseProduct.baseProductId));
    expect(res.body.meta).toBeUndefined();
    expect(ids(res)).toEqual(live.map((row) => row.id));
    expect(res.body.data.some((p) => p.baseProductName === `${MARK} ARCHIVED`)).toBe(false);
  });

  it('refuses an unknown sortField (naming it), a bad sortOrder and a page size above the largest', async () => {
    const unknown = await refuse('page=1&sortField=imgUrl');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.message).toContain('"imgUrl"');
    expect(unknown.body.errors?.sortField).toBeDefined();
    expect((await refuse('page=1&sortField=productCode&sortOrder=up')).status).toBe(400);
    const tooBig = await refuse(`page=1&pageSize=${MAX_PAGE_SIZE + 1}`);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message.message).toBe(`pageSize must be at most ${MAX_PAGE_SIZE}`);
  });
});

describe('BaseProduct/GetAllBaseProduct as a picker (?search&limit&selectedId)', () => {
  it('searches on the server, limited, by code', async () => {
    const res = await get(`search=${MARK.toLowerCase()}&limit=5`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toBeUndefined();
    expect(ids(res)).toEqual(expectedOrder('productCode', 'ascend').slice(0, 5));
  });

  it('always includes the chosen base product, first, so the picker can show its name', async () => {
    const chosen = rows[5] as TRow;
    const res = await get(`search=nothing-like-this&limit=5&selectedId=${chosen.baseProductId}`);
    expect(ids(res)).toEqual([chosen.baseProductId]);
    const withOthers = await get(`search=${MARK}&limit=3&selectedId=${chosen.baseProductId}`);
    expect(ids(withOthers)[0]).toBe(chosen.baseProductId);
    expect(ids(withOthers)).toHaveLength(3);
    const [{ total } = { total: -1 }] = await t.db
      .select({ total: count() })
      .from(baseProduct)
      .where(isNull(baseProduct.deletedAt));
    const unlimited = await get(`selectedId=${chosen.baseProductId}`);
    expect(ids(unlimited)).toHaveLength(total);
    expect(ids(unlimited)[0]).toBe(chosen.baseProductId);
    expect((await refuse('limit=0')).status).toBe(400);
  });
});
