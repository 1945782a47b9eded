import {
  INACTIVE_PRODUCT_NAME,
  MAX_PAGE_SIZE,
  PRODUCT_SORT_FIELDS,
  type TProductSortField,
  ZProduct,
  ZProductNameList,
} from '@packline/domain';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idsInListOrder, itPagesAndSortsByEveryField, readThreePagesOfFive } from '../../../test/list-order.ts';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { someCustomers } from '../customers/customers.fixtures.ts';
import { packagingType, palletStacking, productType } from '../lookups/lookups.tables.ts';
import { baseProduct, product } from './catalogue.tables.ts';

// Product/GetAllProduct on the list contract (issue 13 §2): pages, sorts, searches and filters in SQL; the whole list
// without page as before; and the picker's search (GetAllProductName?search&limit&selectedId).

let t: TTestApp;
let admin: string;
/** The twelve live products of this file, in insertion order; every name starts with MARK. */
let rows: (typeof product.$inferSelect)[];
/** The packaging of both base products. */
let basePackagingId: number;
/** The names beside each product, as the joined sorts read them. */
const customerCodes = new Map<number, string>();
const baseNames = new Map<number, string>();
const stackingNames = new Map<number, string>();
const packagingNames = new Map<number, string>();

const MARK = 'PAGINGPROD';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  const [type] = await t.db.insert(productType).values({ productTypeName: 'Paging cup' }).returning();
  const [packaging, ownPackaging] = await t.db
    .insert(packagingType)
    .values([
      { packagingTypeName: 'Kererū sleeve pack', quantity: 500 },
      { packagingTypeName: 'Ahi carton', quantity: 200 },
    ])
    .returning();
  for (const p of [packaging, ownPackaging]) if (p) packagingNames.set(p.packagingTypeId, p.packagingTypeName);
  const customers = await someCustomers(t.db, [
    { company: 'Paging Customer Ōne', customerCode: 'PGCUSTB' },
    { company: 'Paging Customer Two', customerCode: 'PGCUSTA' },
  ]);
  const bases = await t.db
    .insert(baseProduct)
    .values(
      ['PGBASEB', 'PGBASEA'].map((name) => ({
        baseProductName: name,
        productCode: `${name}-CODE`,
        productTypeId: type?.productTypeId ?? 0,
        packagingTypeId: packaging?.packagingTypeId ?? 0,
      })),
    )
    .returning();
  const stackings = await t.db
    .insert(palletStacking)
    .values([
      { palletStackingName: 'PGSTACKB', quantity: 40 },
      { palletStackingName: 'PGSTACKA', quantity: 30 },
    ])
    .returning();
  basePackagingId = packaging?.packagingTypeId ?? 0;
  for (const c of customers) customerCodes.set(c.customerId, c.customerCode);
  for (const b of bases) baseNames.set(b.baseProductId, b.baseProductName);
  for (const s of stackings) stackingNames.set(s.palletStackingId, s.palletStackingName);
  // Duplicated and empty values, so ties and empty values are sorted too.
  const values = Array.from({ length: 12 }, (_, i) => ({
    productName: `${MARK} ${String.fromCharCode(76 - i)}${i % 3}`,
    productCode: `PGP${String((i * 7) % 12).padStart(2, '0')}`,
    customerId: i % 3 === 0 ? null : customers[i % 2]?.customerId,
    baseProductId: i % 4 === 0 ? null : bases[i % 2]?.baseProductId,
    palletStackingId: i % 5 === 0 ? null : stackings[i % 2]?.palletStackingId,
    minOrderQuantity: i % 4 === 1 ? null : (i * 5) % 7,
    productMsl: i % 3 === 2 ? null : (i * 3) % 5,
    inStock: (i % 3) - 1,
    marginOfError: 100 - (i % 4) * 5,
    logoType: i % 5,
    manufactured: i === 10 ? 1 : 0,
    // An outsourced product has its own packaging.
    packagingTypeId: i === 10 ? ownPackaging?.packagingTypeId : null,
    active: i === 11 ? 0 : 1,
  }));
  rows = await t.db.insert(product).values(values).returning();
  // An archived product never shows in the list.
  await t.db.insert(product).values({ productName: `${MARK} ARCHIVED`, productCode: 'PGPDEL', deletedAt: new Date() });
});
afterAll(() => t?.close());

const get = (query: string) => t.api(admin).get(`/api/Product/GetAllProduct?${query}`, z.array(ZProduct));
const refuse = (query: string) => t.api(admin).get(`/api/Product/GetAllProduct?${query}`, REFUSED);
const ids = (res: { body: { data: { productId: number }[] } }): number[] => res.body.data.map((p) => p.productId);
const marked = `search=${MARK}`;

type TRow = (typeof rows)[number];
function sortValue(row: TRow, field: TProductSortField): string | number | null {
  if (field === 'customer') return row.customerId === null ? null : (customerCodes.get(row.customerId) ?? null);
  if (field === 'baseProduct') return row.baseProductId === null ? null : (baseNames.get(row.baseProductId) ?? null);
  if (field === 'palletStacking') {
    return row.palletStackingId === null ? null : (stackingNames.get(row.palletStackingId) ?? null);
  }
  if (field === 'packaging') {
    const own = row.packagingTypeId ?? (row.baseProductId === null ? null : basePackagingId);
    return own === null ? null : (packagingNames.get(own) ?? null);
  }
  return row[field];
}

/** The order the server promises: empty values first ascending (last descending), the id breaking ties. */
function expectedOrder(field: TProductSortField, order: 'ascend' | 'descend', of: TRow[] = rows): number[] {
  return idsInListOrder(
    of,
    (row) => sortValue(row, field),
    (row) => row.productId,
    order,
  );
}

describe('Product/GetAllProduct pages', () => {
  it('answers page 1 and page 2 of a known set without overlap, with the total in meta', async () => {
    const [first, second, third] = await readThreePagesOfFive({ get, scope: marked, ids }, 12);
    // Default order: by id, as the whole list.
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(expectedOrder('productId', 'ascend'));
  });

  itPagesAndSortsByEveryField({ get, scope: `${marked}`, ids, expected: expectedOrder }, PRODUCT_SORT_FIELDS, 12);

  it('searches code and name, the names beside the product and the row labels, % and _ taken literally', async () => {
    const byCode = await get('search=pgp0&page=1');
    expect(ids(byCode).sort()).toEqual(
      rows
        .filter((r) => r.productCode.startsWith('PGP0'))
        .map((r) => r.productId)
        .sort(),
    );
    // The picker's label "code — name" typed in full.
    const first = rows[0] as TRow;
    expect(ids(await get(`search=${encodeURIComponent(`${first.productCode} — ${first.productName}`)}`))).toEqual([
      first.productId,
    ]);
    const byCustomer = await get('search=pgcusta&page=1');
    const ofCustomer = rows.filter((r) => r.customerId !== null && customerCodes.get(r.customerId) === 'PGCUSTA');
    expect(ids(byCustomer)).toEqual(ofCustomer.map((r) => r.productId));
    expect(ids(await get(`search=${encodeURIComponent('paging customer two')}`))).toEqual(
      ofCustomer.map((r) => r.productId),
    );
    const byBase = await get('search=pgbasea');
    expect(ids(byBase)).toEqual(
      rows
        .filter((r) => r.baseProductId !== null && baseNames.get(r.baseProductId) === 'PGBASEA')
        .map((r) => r.productId),
    );
    const byStacking = await get('search=pgstackb');
    expect(ids(byStacking)).toEqual(
      rows
        .filter((r) => r.palletStackingId !== null && stackingNames.get(r.palletStackingId) === 'PGSTACKB')
        .map((r) => r.productId),
    );
    // The packaging of the product's base product.
    const byPackaging = await get(`search=${encodeURIComponent('kererū sleeve')}`);
    expect(ids(byPackaging)).toEqual(
      rows.filter((r) => r.baseProductId !== null && r.packagingTypeId === null).map((r) => r.productId),
    );
    expect(ids(await get('search=ahi+carton'))).toEqual([rows[10]?.productId]);
    expect(ids(await get(`search=${encodeURIComponent(INACTIVE_PRODUCT_NAME.toLowerCase())}`))).toContain(
      rows[11]?.productId,
    );
    expect(ids(await get('search=outsourced'))).toEqual([rows[10]?.productId]);
    // As patterns, PGP_1 would match PGP01 and PGP%1 any PGP…1.
    expect(ids(await get(`search=${encodeURIComponent('PGP_1')}`))).toEqual([]);
    expect(ids(await get(`search=${encodeURIComponent('PGP%1')}`))).toEqual([]);
  });

  it('keeps withOutStock with paging: no stock figure with it, a null one without', async () => {
    const without = await get(`${marked}&withOutStock=true&page=1&pageSize=3&sortField=productCode`);
    expect(without.body.meta).toEqual({ total: 12, page: 1, pageSize: 3 });
    expect(ids(without)).toEqual(expectedOrder('productCode', 'ascend').slice(0, 3));
    for (const row of without.body.data) expect(row).not.toHaveProperty('productInStock');
    const withStock = await get(`${marked}&page=2&pageSize=3&sortField=productCode`);
    expect(ids(withStock)).toEqual(expectedOrder('productCode', 'ascend').slice(3, 6));
    for (const row of withStock.body.data) expect(row.productInStock).toBeNull();
  });

  it('answers the whole list without page, as before: every live product by id, no meta', async () => {
    const res = await get('withOutStock=true');
    const [{ total } = { total: -1 }] = await t.db
      .select({ total: count() })
      .from(product)
      .where(isNull(product.deletedAt));
    expect(res.body.data).toHaveLength(total);
    expect(res.body.meta).toBeUndefined();
    const all = ids(res);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(all.filter((id) => rows.some((r) => r.productId === id))).toEqual(expectedOrder('productId', 'ascend'));
    expect(res.body.data.some((p) => p.productName === `${MARK} ARCHIVED`)).toBe(false);
  });

  it('answers the whole list with the very rows the pages send, field for field, letters beyond ASCII included', async () => {
    // Money, a decimal limit, a description and timestamps with microseconds, beside the inactive product (11),
    // the outsourced one with its own packaging (10) and products without customer, base product or stacking.
    const [priced, archivedLater] = rows as [TRow, TRow];
    await t.db
      .update(product)
      .set({ minPrice: '12.345', alermLimit: 7.5, description: 'Kraft "double" wall\n8oz for Kāpiti 🥡' })
      .where(eq(product.productId, priced.productId));
    await t.db
      .update(product)
      .set({ createdAt: sql`now() - interval '1 day 0.000123 second'` })
      .where(eq(product.productId, archivedLater.productId));
    for (const stock of ['withOutStock=true&', '']) {
      for (const sort of ['', 'sortField=packaging&sortOrder=descend&']) {
        const whole = await get(`${stock}${sort}${marked}`);
        const paged = await get(`${stock}${sort}${marked}&page=1&pageSize=100`);
        expect(whole.status).toBe(200);
        expect(whole.body.meta).toBeUndefined();
        expect(whole.body.data).toHaveLength(12);
        expect(whole.body.data).toEqual(paged.body.data);
      }
    }
  });

  it('refuses an unknown sortField (naming it), a bad sortOrder and a page size above the largest', async () => {
    const unknown = await refuse('page=1&sortField=images');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.message).toContain('"images"');
    expect(unknown.body.errors?.sortField).toBeDefined();
    expect((await refuse('page=1&sortField=productCode&sortOrder=up')).status).toBe(400);
    const tooBig = await refuse(`page=1&pageSize=${MAX_PAGE_SIZE + 1}`);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message.message).toBe(`pageSize must be at most ${MAX_PAGE_SIZE}`);
  });
});

describe('Product/GetAllProductName (the picker)', () => {
  const pick = (query: string) => t.api(admin).get(`/api/Product/GetAllProductName?${query}`, ZProductNameList);

  it('searches code, name and the label "code — name" on the server, limited, by id', async () => {
    const res = await pick(`search=${MARK.toLowerCase()}&limit=5`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ids(res)).toEqual(expectedOrder('productId', 'ascend').slice(0, 5));
    expect(ids(await pick('search=PGP11&limit=5'))).toEqual(
      rows.filter((r) => r.productCode === 'PGP11').map((r) => r.productId),
    );
    const inactive = rows[11] as TRow;
    const typed = await pick(`search=${encodeURIComponent(`${inactive.productCode} — ${inactive.productName}`)}`);
    expect(typed.body.data).toEqual([
      { productId: inactive.productId, productName: INACTIVE_PRODUCT_NAME, productCode: inactive.productCode },
    ]);
  });

  it('always includes the chosen product, first, so the picker can show its name', async () => {
    const chosen = rows[5] as TRow;
    const res = await pick(`search=nothing-like-this&limit=5&selectedId=${chosen.productId}`);
    expect(ids(res)).toEqual([chosen.productId]);
    const withOthers = await pick(`search=${MARK}&limit=3&selectedId=${chosen.productId}`);
    expect(ids(withOthers)[0]).toBe(chosen.productId);
    expect(ids(withOthers)).toHaveLength(3);
  });

  it('answers every live product without search or limit, as before', async () => {
    const [{ total } = { total: -1 }] = await t.db
      .select({ total: count() })
      .from(product)
      .where(isNull(product.deletedAt));
    const all = await pick('');
    expect(all.body.data).toHaveLength(total);
    expect(ids(all)).toEqual([...ids(all)].sort((a, b) => a - b));
    expect((await t.api(admin).get('/api/Product/GetAllProductName?limit=0', REFUSED)).status).toBe(400);
  });
});
