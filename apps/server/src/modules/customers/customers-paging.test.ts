import { CUSTOMER_SORT_FIELDS, MAX_PAGE_SIZE, ZCustomer, ZSimpleCustomerList } from '@packline/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  idsInListOrder,
  itAnswersTheWholeListAsItsPages,
  itPagesAndSortsByEveryField,
  readThreePagesOfFive,
} from '../../../test/list-order.ts';
import { createTestApp, REFUSED, type TTestApp, type TTestStaff } from '../../../test/test-app.ts';
import { city } from '../lookups/lookups.tables.ts';
import { customer } from './customers.tables.ts';

// Customer/GetAllCustomer on the list contract (issue 13 §2): pages, sorts, searches and filters in SQL, in the
// caller's scope; and the picker's search (GetAllSimpleCustomer?search&limit&selectedId).

let t: TTestApp;
let admin: string;
let seller: TTestStaff;
let cityId: number;
/** The twelve customers of this file, in insertion order; every company starts with MARK. */
let rows: (typeof customer.$inferSelect)[];

const MARK = 'PAGINGSET';
const day = (d: number) => new Date(Date.UTC(2024, 0, d, 0, 0, 0));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  seller = await t.createStaff({ pages: ['/customer-only-sales'], isSales: 1 });
  [{ cityId } = { cityId: 0 }] = await t.db.insert(city).values({ cityName: 'Ōtautahi Paging' }).returning();
  // Duplicated contact people and empty addresses / last orders, so ties and empty values are sorted too.
  const values = Array.from({ length: 12 }, (_, i) => ({
    company: `${MARK} ${String.fromCharCode(76 - i)}${i % 3}`,
    customerCode: `PGC${String((i * 7) % 12).padStart(2, '0')}`,
    contactPerson: i % 4 === 0 ? null : `CONTACT${i % 3}`,
    address1: i % 5 === 0 ? null : `ROAD${String((i * 5) % 12).padStart(2, '0')}`,
    statusId: 1 + (i % 3),
    employeeId: i < 4 ? seller.employeeId : null,
    cityId: i === 7 ? cityId : null,
    email: i === 9 ? 'odd_one%out@example.nz' : null,
    createdAt: day(1 + ((i * 5) % 12)),
    lastOrderDate: i % 3 === 0 ? null : day(20 + ((i * 7) % 5)),
    // Text JSON must escape (quotes, a backslash, a line break) beside text it must not (macrons).
    notes: i % 4 === 2 ? `Ring "first"\\back door\nMāori Bay ${i}` : null,
  }));
  rows = await t.db.insert(customer).values(values).returning();
});
afterAll(() => t?.close());

const get = (query: string, token = admin) =>
  t.api(token).get(`/api/Customer/GetAllCustomer?${query}`, z.array(ZCustomer));
const refuse = (query: string) => t.api(admin).get(`/api/Customer/GetAllCustomer?${query}`, REFUSED);
const ids = (res: { body: { data: { customerId: number }[] } }): number[] => res.body.data.map((c) => c.customerId);
const marked = `search=${MARK}`;

type TRow = (typeof rows)[number];
/** The order the server promises: empty values first ascending (last descending), the id breaking ties. */
function expectedOrder(field: (typeof CUSTOMER_SORT_FIELDS)[number], order: 'ascend' | 'descend'): number[] {
  const value = (row: TRow) => {
    const v = row[field];
    return v instanceof Date ? v.getTime() : v;
  };
  return idsInListOrder(rows, value, (row) => row.customerId, order);
}

describe('Customer/GetAllCustomer pages', () => {
  it('answers page 1 and page 2 of a known set without overlap, with the total in meta', async () => {
    const [first, second, third] = await readThreePagesOfFive({ get, scope: marked, ids }, 12);
    // Default order: company ascending.
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(expectedOrder('company', 'ascend'));
  });

  itPagesAndSortsByEveryField({ get, scope: marked, ids, expected: expectedOrder }, CUSTOMER_SORT_FIELDS, 12);

  itAnswersTheWholeListAsItsPages({ get, scope: marked }, CUSTOMER_SORT_FIELDS, 12);

  it("answers a salesperson's whole list with their own customers only, as their pages do", async () => {
    const whole = await get(marked, seller.token);
    expect(ids(whole).sort()).toEqual(
      rows
        .slice(0, 4)
        .map((r) => r.customerId)
        .sort(),
    );
    expect(whole.body.data).toEqual((await get(`${marked}&page=1`, seller.token)).body.data);
  });

  it('searches the customer’s own text and its lookups’ names, case-insensitively, % and _ taken literally', async () => {
    const byCode = await get(`search=pgc0&page=1`);
    expect(ids(byCode).sort()).toEqual(
      rows
        .filter((r) => r.customerCode.startsWith('PGC0'))
        .map((r) => r.customerId)
        .sort(),
    );
    const byCity = await get(`search=${encodeURIComponent('ōtautahi paging')}&page=1`);
    expect(ids(byCity)).toEqual([rows[7]?.customerId]);
    const literal = await get(`search=${encodeURIComponent('one%out')}`);
    expect(ids(literal)).toEqual([rows[9]?.customerId]);
    // As a pattern, o_d would match ROAD and odd.
    expect(ids(await get(`search=${encodeURIComponent('o_d')}`))).toEqual([]);
  });

  it('filters by status and created-at days in SQL, and pages the filtered list', async () => {
    const active = rows.filter((r) => r.statusId === 2);
    const page = await get(`${marked}&statusId=2&page=1&pageSize=2`);
    expect(page.body.meta?.total).toBe(active.length);
    expect(ids(page)).toEqual(
      expectedOrder('company', 'ascend')
        .filter((id) => active.some((r) => r.customerId === id))
        .slice(0, 2),
    );
    // Created 2024-01-03 … 2024-01-05 (business days in Auckland; the rows were created at UTC midnight, i.e. 13:00 there).
    const ranged = await get(`${marked}&createdFrom=2024-01-03&createdTo=2024-01-05`);
    const inRange = rows.filter((r) => r.createdAt >= day(3) && r.createdAt < day(6)).map((r) => r.customerId);
    expect(ids(ranged).sort()).toEqual(inRange.sort());
    expect(ranged.body.meta).toBeUndefined();
  });

  it('filters by several statuses at once (Active and New, a salesperson’s default) and refuses others', async () => {
    const activeOrNew = rows.filter((r) => r.statusId === 1 || r.statusId === 3).map((r) => r.customerId);
    const res = await get(`${marked}&statusIds=1,3&page=1&pageSize=100`);
    expect(res.body.meta?.total).toBe(activeOrNew.length);
    expect(ids(res).sort()).toEqual(activeOrNew.sort());
    const bad = await refuse(`${marked}&statusIds=1,7`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.statusIds).toEqual(['statusIds must be a comma-separated list of 1, 2, 3']);
  });

  it('keeps the caller’s scope: a salesperson pages through their own customers only, with their total', async () => {
    const res = await get(`page=1&pageSize=3`, seller.token);
    expect(res.status).toBe(200);
    expect(res.body.meta?.total).toBe(4);
    const all = await get(`page=1&pageSize=100`, seller.token);
    expect(ids(all).sort()).toEqual(
      rows
        .slice(0, 4)
        .map((r) => r.customerId)
        .sort(),
    );
  });

  it('answers the whole list without page, as before: every customer by company, no meta', async () => {
    const res = await get('');
    const [{ total } = { total: -1 }] = await t.db.select({ total: count() }).from(customer);
    expect(res.body.data).toHaveLength(total);
    expect(res.body.meta).toBeUndefined();
    const companies = res.body.data.map((c) => c.company);
    const mine = companies.filter((c) => c.startsWith(MARK));
    expect(mine).toEqual(
      expectedOrder('company', 'ascend').map((id) => rows.find((r) => r.customerId === id)?.company),
    );
  });

  it('refuses an unknown sortField (naming it), a bad sortOrder and a page size above the largest', async () => {
    const unknown = await refuse('page=1&sortField=passwordHash');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.message).toContain('"passwordHash"');
    expect(unknown.body.errors?.sortField).toBeDefined();
    expect((await refuse('page=1&sortField=company&sortOrder=up')).status).toBe(400);
    const tooBig = await refuse(`page=1&pageSize=${MAX_PAGE_SIZE + 1}`);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message.message).toBe(`pageSize must be at most ${MAX_PAGE_SIZE}`);
  });
});

describe('Customer/GetAllSimpleCustomer (the picker)', () => {
  const pick = (query: string, token = admin) =>
    t.api(token).get(`/api/Customer/GetAllSimpleCustomer?${query}`, ZSimpleCustomerList);

  it('searches company, trading name and number on the server, limited', async () => {
    const res = await pick(`search=${MARK.toLowerCase()}&limit=5`);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(expectedOrder('company', 'ascend').slice(0, 5));
    expect(ids(await pick('search=PGC11&limit=5'))).toEqual(
      rows.filter((r) => r.customerCode === 'PGC11').map((r) => r.customerId),
    );
  });

  it('always includes the chosen customer, first, so the picker can show its name', async () => {
    const chosen = rows[5] as TRow;
    const res = await pick(`search=nothing-like-this&limit=5&selectedId=${chosen.customerId}`);
    expect(ids(res)).toEqual([chosen.customerId]);
    const withOthers = await pick(`search=${MARK}&limit=3&selectedId=${chosen.customerId}`);
    expect(ids(withOthers)[0]).toBe(chosen.customerId);
    expect(ids(withOthers)).toHaveLength(3);
  });

  it('answers every customer in scope without search, and a salesperson only their own', async () => {
    const [{ total } = { total: -1 }] = await t.db.select({ total: count() }).from(customer);
    expect((await pick('')).body.data).toHaveLength(total);
    const own = await pick(`search=${MARK}`, seller.token);
    expect(ids(own).sort()).toEqual(
      rows
        .slice(0, 4)
        .map((r) => r.customerId)
        .sort(),
    );
    const outOfScope = rows[8] as TRow;
    expect(ids(await pick(`selectedId=${outOfScope.customerId}&search=zzz`, seller.token))).toEqual([]);
  });
});
