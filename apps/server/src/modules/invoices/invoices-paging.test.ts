import { INVOICE_SORT_FIELDS, type TInvoiceSortField, ZInvoice } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idsInListOrder, itPagesAndSortsByEveryField, readThreePagesOfFive } from '../../../test/list-order.ts';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { someCustomers } from '../customers/customers.fixtures.ts';
import { brand } from '../lookups/lookups.tables.ts';
import { insertOrder } from '../sales-orders/sales-order.fixtures.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { invoice } from './invoices.tables.ts';

// Invoice/GetAllInvoice on the list contract (issue 13 §2): pages, sorts, searches and filters in SQL, within the
// date range, customer, brands and paid state the screens send; the order screens' ?orderId form and the whole list
// without page stay as they were.

let t: TTestApp;
let admin: string;
let brandId: number;
/** The twelve invoices of this file (invoice dates in 2019, a year no other invoice of the database has). */
let rows: (typeof invoice.$inferSelect)[];
const orders = new Map<number, { orderNo: string; company: string; customerId: number }>();
let customerIds: number[];

const MARK = 'INVPAGING';
const YEAR = 'start=2019/01/01&end=2019/12/31';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  [{ brandId } = { brandId: 0 }] = await t.db
    .insert(brand)
    .values({ brandName: `${MARK} brand` })
    .returning();
  const customers = await someCustomers(
    t.db,
    ['B1', 'A2', 'C0'].map((suffix, i) => ({
      company: `${MARK} ${suffix}`,
      customerCode: `IPC${i}`,
      brandId: i === 0 ? brandId : null,
    })),
  );
  customerIds = customers.map((c) => c.customerId);
  for (let i = 0; i < 4; i++) {
    const customerId = customerIds[i % 3] as number;
    const orderId = await insertOrder(t.db, customerId, {
      custOrderNo: `PO-${MARK}-${i}`,
      accountNote: i === 2 ? 'pays by odd_one%out' : null,
    });
    const [order] = await t.db.select().from(salesOrder).where(eq(salesOrder.orderId, orderId));
    const company = customers.find((c) => c.customerId === customerId)?.company ?? '';
    orders.set(orderId, { orderNo: order?.orderNo ?? '', company, customerId });
  }
  const orderIds = [...orders.keys()];
  const values = Array.from({ length: 12 }, (_, i) => {
    const paid = i % 3 === 0 ? 1 : 0;
    const total = ((i * 37) % 11) * 10 - 20;
    return {
      orderId: orderIds[i % 4] as number,
      invoiceNote: i === 5 ? `Note ${MARK} special` : `note ${i}`,
      totalPrice: total.toFixed(2),
      gst: (total * 0.15).toFixed(2),
      priceInclgst: (total * 1.15).toFixed(2),
      profit: i % 4 === 0 ? null : String((i * 3) % 5),
      paid,
      invoiceDate: `2019-0${1 + (i % 6)}-1${i % 2}`,
      dueDate: `2019-0${1 + ((i * 5) % 9)}-20`,
      paymentDate: paid ? `2019-10-0${1 + (i % 3)}` : null,
    };
  });
  rows = await t.db.insert(invoice).values(values).returning();
});
afterAll(() => t?.close());

const get = (query: string) => t.api(admin).get(`/api/Invoice/GetAllInvoice?${query}`, z.array(ZInvoice));
const refuse = (query: string) => t.api(admin).get(`/api/Invoice/GetAllInvoice?${query}`, REFUSED);
const ids = (res: { body: { data: { invoiceId: number }[] } }): number[] => res.body.data.map((row) => row.invoiceId);
type TRow = (typeof rows)[number];

const NUMERIC: TInvoiceSortField[] = ['totalPrice', 'priceInclgst', 'profit'];
function sortValue(row: TRow, field: TInvoiceSortField): string | number | null {
  if (field === 'orderNo') return orders.get(row.orderId)?.orderNo ?? null;
  if (field === 'company') return orders.get(row.orderId)?.company ?? null;
  const value = row[field];
  return value !== null && NUMERIC.includes(field) ? Number(value) : value;
}

/** The order the server promises: empty values first ascending (last descending), the id breaking ties. */
function expectedOrder(field: TInvoiceSortField, order: 'ascend' | 'descend', of: TRow[] = rows): number[] {
  return idsInListOrder(
    of,
    (row) => sortValue(row, field),
    (row) => row.invoiceId,
    order,
  );
}

describe('Invoice/GetAllInvoice pages', () => {
  it('answers page 1 and page 2 of a known set without overlap, with the total in meta', async () => {
    const [first, second, third] = await readThreePagesOfFive({ get, scope: YEAR, ids }, 12);
    // Default order: newest invoice date first.
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(expectedOrder('invoiceDate', 'descend'));
    // Each row carries its items, as the whole list does.
    expect(first.body.data[0].invoiceItem).toEqual([]);
  });

  itPagesAndSortsByEveryField({ get, scope: `${YEAR}`, ids, expected: expectedOrder }, INVOICE_SORT_FIELDS, 12);

  it('searches the note, order, PO, customer and paid state, case-insensitively, % and _ taken literally', async () => {
    const byNote = await get(`${YEAR}&page=1&search=${MARK.toLowerCase()}%20special`);
    expect(ids(byNote)).toEqual([rows[5]?.invoiceId]);
    const [firstOrder] = orders.keys();
    const byPo = await get(`${YEAR}&page=1&search=po-${MARK}-0`);
    expect(ids(byPo).sort()).toEqual(
      rows
        .filter((r) => r.orderId === firstOrder)
        .map((r) => r.invoiceId)
        .sort(),
    );
    const byCompany = await get(`${YEAR}&page=1&search=${encodeURIComponent(`${MARK} a2`)}`);
    expect(byCompany.body.meta?.total).toBe(rows.filter((r) => orders.get(r.orderId)?.company.endsWith('A2')).length);
    const byCode = await get(`${YEAR}&page=1&search=ipc2`);
    expect(byCode.body.meta?.total).toBe(
      rows.filter((r) => orders.get(r.orderId)?.customerId === customerIds[2]).length,
    );
    const unpaid = await get(`${YEAR}&page=1&search=unpaid`);
    expect(ids(unpaid).sort()).toEqual(
      rows
        .filter((r) => r.paid === 0)
        .map((r) => r.invoiceId)
        .sort(),
    );
    const literal = await get(`${YEAR}&search=${encodeURIComponent('odd_one%out')}`);
    expect(ids(literal).sort()).toEqual(
      rows
        .filter((r) => r.orderId === [...orders.keys()][2])
        .map((r) => r.invoiceId)
        .sort(),
    );
    // As a pattern, n_te would match every note.
    expect(ids(await get(`${YEAR}&search=n_te`))).toEqual([]);
  });

  it('filters by paid, customer and brands in SQL, and pages the filtered list', async () => {
    const paid = rows.filter((r) => r.paid === 1);
    const page = await get(`${YEAR}&paid=1&page=1&pageSize=2`);
    expect(page.body.meta?.total).toBe(paid.length);
    expect(ids(page)).toEqual(expectedOrder('invoiceDate', 'descend', paid).slice(0, 2));
    const ofCustomer = rows.filter((r) => orders.get(r.orderId)?.customerId === customerIds[1]);
    const byCustomer = await get(`${YEAR}&customerId=${customerIds[1]}&page=1&pageSize=2&sortField=dueDate`);
    expect(byCustomer.body.meta?.total).toBe(ofCustomer.length);
    expect(ids(byCustomer)).toEqual(expectedOrder('dueDate', 'ascend', ofCustomer).slice(0, 2));
    const ofBrand = rows.filter((r) => orders.get(r.orderId)?.customerId === customerIds[0]);
    const byBrand = await get(`${YEAR}&brandIds=${brandId}&page=1&pageSize=100`);
    expect(ids(byBrand)).toEqual(expectedOrder('invoiceDate', 'descend', ofBrand));
    expect((await refuse(`${YEAR}&paid=2`)).status).toBe(400);
  });

  it('answers the whole list without page, as before: every invoice of the range, newest first, no meta', async () => {
    const res = await get(YEAR);
    expect(res.status).toBe(200);
    expect(res.body.meta).toBeUndefined();
    expect(ids(res)).toEqual(expectedOrder('invoiceDate', 'descend'));
    const [orderId] = orders.keys();
    const ofOrder = await get(`orderId=${orderId}`);
    expect(ofOrder.body.meta).toBeUndefined();
    expect(ids(ofOrder)).toEqual(
      expectedOrder(
        'invoiceDate',
        'descend',
        rows.filter((r) => r.orderId === orderId),
      ),
    );
  });

  it('refuses an unknown sortField (naming it) and a bad sortOrder', async () => {
    const unknown = await refuse('page=1&sortField=gst');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.message).toContain('"gst"');
    expect(unknown.body.errors?.sortField).toBeDefined();
    expect((await refuse('page=1&sortField=invoiceDate&sortOrder=up')).status).toBe(400);
  });
});
