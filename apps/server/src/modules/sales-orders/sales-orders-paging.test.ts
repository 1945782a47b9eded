import { ORDER_SORT_FIELDS, ORDER_STATUS, type TOrderRow, ZOrderRow } from '@packline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  idsInListOrder,
  itAnswersTheWholeListAsItsPages,
  itPagesAndSortsByEveryField,
} from '../../../test/list-order.ts';
import { createTestApp, REFUSED, type TTestApp, type TTestCustomer, type TTestStaff } from '../../../test/test-app.ts';
import { someCustomers } from '../customers/customers.fixtures.ts';
import { insertOrder } from './sales-order.fixtures.ts';
import { salesOrder } from './sales-orders.tables.ts';

// The order lists on the list contract (issue 13 §2): GetAllOrder, GetByCust, GetInProcessBySales and GetDraft page,
// sort, search and filter (Status, Due) in SQL, in the caller's scope; without `page` they answer the whole list.

let t: TTestApp;
let admin: string;
let seller: TTestStaff;
let online: TTestCustomer;
/** The twelve orders of March 2024, as GetAllOrder lists them (whole, newest first). */
let rows: TOrderRow[];
let alphaId: number;

const MARCH = 'start=2024-03-01&end=2024-03-31';
const STATUSES = [ORDER_STATUS.New, ORDER_STATUS.Approved, ORDER_STATUS.Dispatch, ORDER_STATUS.Delivered, 20];
const day = (month: number, d: number) => `2024-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  seller = await t.createStaff({
    pages: ['/sales-order-management-for-sales'],
    firstName: 'Sally',
    lastName: 'Seller',
    isSales: 1,
  });
  online = await t.createCustomer({ company: 'ORDPAGE Online' });
  const customers = await someCustomers(t.db, [
    { company: 'ORDPAGE Alpha', customerCode: 'OPA' },
    { company: 'ORDPAGE Beta', customerCode: 'OPB' },
  ]);
  alphaId = customers[0]?.customerId ?? 0;
  // Ties in every column and empty required and payment dates, so ties and empty values are sorted too.
  for (let i = 0; i < 12; i++) {
    const total = ((i * 37) % 50) + 0.5;
    const orderId = await insertOrder(t.db, customers[i % 2]?.customerId ?? 0, {
      orderDate: day(3, 1 + ((i * 5) % 12)),
      requiredDate: i % 4 === 0 ? null : day(4, 1 + ((i * 7) % 5)),
      orderStatusId: STATUSES[i % STATUSES.length],
      employeeId: i < 4 ? seller.employeeId : null,
      totalPrice: total.toFixed(2),
      priceInclgst: (total * 1.15).toFixed(2),
      paymentDate: i % 3 === 0 ? null : day(5, 1 + (i % 4)),
      custOrderNo: i === 5 ? 'PO-odd_one%out' : `PO-${i}`,
      deliveryAddress: i === 7 ? '7 Harbour Lane, Ōtautahi' : '1 Test Road',
      createdAt: new Date(Date.UTC(2024, 2, 1 + ((i * 5) % 12), i)),
      // Flags, an urgent note (an urgent due status) and text JSON must escape; some approved at a time
      // with microseconds (below).
      paid: i % 2,
      deliveryAsap: i % 3 === 0 ? 1 : 0,
      urgentNote: i === 9 ? 'Rush "today"' : null,
      comments: i % 5 === 1 ? `Fragile "lids"\\stack\nKāpiti ${i}` : null,
    });
    if (i % 3 === 1) {
      const approvedDate = sql`now() - interval '3 days 0.000789 second'`;
      await t.db.update(salesOrder).set({ approvedDate }).where(eq(salesOrder.orderId, orderId));
    }
  }
  // Not in the lists of live orders: a draft and a deleted order of the seller; the online customer's own orders.
  await insertOrder(t.db, alphaId, { orderDate: day(3, 2), draft: 1, employeeId: seller.employeeId });
  await insertOrder(t.db, alphaId, { orderDate: day(3, 2), deletedAt: new Date(), employeeId: seller.employeeId });
  for (let i = 0; i < 3; i++) await insertOrder(t.db, online.customerId, { orderDate: day(2, 1 + i) });
  const whole = await t.api(admin).get(`/api/SalesOrder/GetAllOrder?${MARCH}`, z.array(ZOrderRow));
  rows = whole.body.data;
});
afterAll(() => t?.close());

const get = (query: string, token = admin) =>
  t.api(token).get(`/api/SalesOrder/GetAllOrder?${query}`, z.array(ZOrderRow));
const refuse = (query: string) => t.api(admin).get(`/api/SalesOrder/GetAllOrder?${query}`, REFUSED);
const ids = (res: { body: { data: readonly { orderId: number }[] } }): number[] => res.body.data.map((o) => o.orderId);
const idsOf = (list: readonly TOrderRow[]) => list.map((row) => row.orderId);

type TSortField = (typeof ORDER_SORT_FIELDS)[number];
const MONEY = new Set<TSortField>(['totalPrice', 'priceInclgst']);

/** The order the server promises: empty values first ascending (last descending), the id breaking ties. */
function expectedOrder(field: TSortField, order: 'ascend' | 'descend', list: readonly TOrderRow[] = rows): number[] {
  const value = (row: TOrderRow) => {
    const v = row[field as keyof TOrderRow] as string | number | null;
    return MONEY.has(field) ? Number(v) : v;
  };
  return idsInListOrder(list, value, (row) => row.orderId, order);
}

describe('SalesOrder/GetAllOrder pages', () => {
  it('lists the twelve orders of the range, newest first, without page', () => {
    expect(rows).toHaveLength(12);
    expect(idsOf(rows)).toEqual([...idsOf(rows)].sort((a, b) => b - a));
  });

  it('answers page 1, 2 and 3 of the range without overlap, with the total in meta', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => get(`${MARCH}&page=${page}&pageSize=5`)));
    expect(pages.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(pages.map((res) => res.body.meta)).toEqual([1, 2, 3].map((page) => ({ total: 12, page, pageSize: 5 })));
    expect(pages.map((res) => ids(res).length)).toEqual([5, 5, 2]);
    expect(pages.flatMap(ids)).toEqual(idsOf(rows));
  });

  itPagesAndSortsByEveryField({ get, scope: `${MARCH}`, ids, expected: expectedOrder }, ORDER_SORT_FIELDS, 12);

  itAnswersTheWholeListAsItsPages({ get, scope: MARCH }, ORDER_SORT_FIELDS, 12);

  it('searches the order’s own text, its customer, its sales and its status words; % and _ taken literally', async () => {
    const search = async (text: string) => ids(await get(`${MARCH}&page=1&search=${encodeURIComponent(text)}`));
    const first = rows[0] as TOrderRow;
    expect(await search(first.orderNo.toLowerCase())).toEqual([first.orderId]);
    expect(await search('ordpage alpha')).toEqual(idsOf(rows.filter((row) => row.customerId === alphaId)));
    expect(await search('OPB')).toEqual(idsOf(rows.filter((row) => row.customerId !== alphaId)));
    expect(await search('sally sel')).toEqual(idsOf(rows.filter((row) => row.salesName === 'Sally Seller')));
    expect(await search('ōtautahi')).toEqual(idsOf(rows.filter((row) => row.deliveryAddress.includes('Ōtautahi'))));
    expect(await search('one%out')).toEqual(idsOf(rows.filter((row) => row.custOrderNo === 'PO-odd_one%out')));
    // As a pattern, o_d would match every 'Road'.
    expect(await search('o_d')).toEqual([]);
    expect(await search('deliver')).toEqual(idsOf(rows.filter((row) => row.orderStatus === 'Delivered')));
  });

  it('filters by the Status and Due columns in SQL, and pages the filtered list', async () => {
    const open = rows.filter(
      (row) => row.orderStatusId === ORDER_STATUS.New || row.orderStatusId === ORDER_STATUS.Approved,
    );
    const page = await get(`${MARCH}&statuses=1,3&page=1&pageSize=2&sortField=orderDate&sortOrder=ascend`);
    expect(page.body.meta?.total).toBe(open.length);
    expect(ids(page)).toEqual(expectedOrder('orderDate', 'ascend', open).slice(0, 2));
    const finished = rows.filter((row) => row.dueStatus === 3 || row.dueStatus === 0);
    const dues = await get(`${MARCH}&dues=0,3&page=1`);
    expect(ids(dues)).toEqual(idsOf(finished));
    // The dashboard's call (a status and a due status, no range) pages too.
    const approved = await get(`orderStatusId=${ORDER_STATUS.Approved}&page=1&pageSize=1`);
    expect(approved.body.meta?.total).toBe(rows.filter((row) => row.orderStatusId === ORDER_STATUS.Approved).length);
  });

  it('keeps the caller’s scope: a salesperson pages through their own orders only, with their total', async () => {
    const res = await get(`${MARCH}&page=1&pageSize=3`, seller.token);
    expect(res.status).toBe(200);
    expect(res.body.meta?.total).toBe(4);
    const all = await get(`${MARCH}&page=1`, seller.token);
    expect(ids(all)).toEqual(idsOf(rows.filter((row) => row.employeeId === seller.employeeId)));
  });

  it('refuses an unknown sortField (naming it), a bad sortOrder and a bad status list', async () => {
    const unknown = await refuse('page=1&sortField=deletedAt');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.message).toContain('"deletedAt"');
    expect(unknown.body.errors?.sortField).toBeDefined();
    expect((await refuse('page=1&sortField=orderNo&sortOrder=up')).status).toBe(400);
    expect((await refuse('page=1&statuses=1;drop')).status).toBe(400);
  });
});

describe('the other order lists page the same way', () => {
  it('GetInProcessBySales and GetDraft: the salesperson’s outstanding orders and drafts, a page at a time', async () => {
    const mine = rows.filter(
      (row) => row.employeeId === seller.employeeId && row.orderStatusId < ORDER_STATUS.Delivered,
    );
    const inProcess = await t
      .api(seller.token)
      .get(
        `/api/SalesOrder/GetInProcessBySales?salesId=${seller.employeeId}&page=1&pageSize=2&sortField=orderNo`,
        z.array(ZOrderRow),
      );
    expect(inProcess.status).toBe(200);
    expect(inProcess.body.meta?.total).toBe(mine.length);
    expect(ids(inProcess)).toEqual(expectedOrder('orderNo', 'ascend', mine).slice(0, 2));
    const drafts = await t
      .api(seller.token)
      .get(`/api/SalesOrder/GetDraft?salesId=${seller.employeeId}&page=1`, z.array(ZOrderRow));
    expect(drafts.body.meta?.total).toBe(1);
    const whole = await t
      .api(seller.token)
      .get(`/api/SalesOrder/GetDraft?salesId=${seller.employeeId}`, z.array(ZOrderRow));
    expect(whole.body.meta).toBeUndefined();
    expect(whole.body.data).toHaveLength(1);
  });

  it('GetByCust: an online customer pages through their own orders whatever customer they name', async () => {
    const res = await t
      .api(online.token)
      .get(`/api/SalesOrder/GetByCust?customerId=${alphaId}&page=1&pageSize=2`, z.array(ZOrderRow));
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: 3, page: 1, pageSize: 2 });
    expect(res.body.data.every((row) => row.customerId === online.customerId)).toBe(true);
    const staff = await t
      .api(admin)
      .get(`/api/SalesOrder/GetByCust?customerId=${alphaId}&search=PO-1&page=1`, z.array(ZOrderRow));
    expect(ids(staff)).toEqual(
      idsOf(rows.filter((row) => row.customerId === alphaId && row.custOrderNo?.startsWith('PO-1'))),
    );
    const whole = await t.api(admin).get(`/api/SalesOrder/GetByCust?customerId=${alphaId}`, z.array(ZOrderRow));
    expect(whole.body.meta).toBeUndefined();
    expect(ids(whole)).toEqual(idsOf(rows.filter((row) => row.customerId === alphaId)));
  });
});
