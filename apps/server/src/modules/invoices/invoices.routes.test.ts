import {
  INVOICE_MESSAGES,
  INVOICE_PAGES,
  type TApiError,
  type TInvoice,
  ZInvoice,
  ZInvoiceList,
  ZOrder,
} from '@packline/domain';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, REFUSED, type TReply, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { brand } from '../lookups/lookups.tables.ts';
import { createGroupCustomer } from '../quotations/quotation.fixtures.ts';
import { ok200, quoteProducts, setCustomer, today } from '../sales-orders/sales-order.fixtures.ts';
import { completeDispatch, createOrder, insertDispatch, pickOf, setOrder } from './invoice.fixtures.ts';
import { invoice } from './invoices.tables.ts';

// The Invoice calls of spec 01 §7: the list and its filters, marking paid (one or many) and who may call them.

let t: TTestApp;
let admin: string;
let adminId: number;

interface TCafe {
  customerId: number;
  productId: number;
}

async function newCafe(brandId: number | null = null): Promise<TCafe> {
  const cafe = await createGroupCustomer(t, admin, { statusId: 1 });
  const { products } = await quoteProducts(t, admin, cafe, [40]);
  if (brandId) await setCustomer(t.db, cafe.customerId, { brandId });
  return { customerId: cafe.customerId, productId: products[0].productId };
}

/** An order of 2 cartons at 40 delivered in one dispatch: one invoice of 80.00 (ids of order and invoice). */
async function invoicedOrder(cafe: TCafe): Promise<{ orderId: number; invoiceId: number }> {
  const order = await createOrder(t, admin, cafe.customerId, [
    { productId: cafe.productId, cartons: 2, unitPrice: 40 },
  ]);
  const dispatchId = await insertDispatch(t.db, order.orderId, [pickOf(order, 0, 2000)]);
  const invoiceId = (await completeDispatch(t.db, dispatchId, adminId)) as number;
  return { orderId: order.orderId, invoiceId };
}

let brandA: number;
let brandB: number;
let cafe: TCafe;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  adminId = (await t.staffSession(admin)).employeeId;
  const brands = await t.db
    .insert(brand)
    .values([{ brandName: uniqueName('Brand') }, { brandName: uniqueName('Brand') }])
    .returning();
  [brandA, brandB] = brands.map((row) => row.brandId);
  cafe = await newCafe();
});
afterAll(() => t?.close());

const message = (res: TReply<TApiError>) => res.body.message.message;
const list = async (query: string, token = admin): Promise<TInvoice[]> =>
  ok200(t.api(token).get(`/api/Invoice/GetAllInvoice?${query}`, z.array(ZInvoice)));
const ids = (rows: TInvoice[]) => rows.map((row) => row.invoiceId);

describe('InvoiceMarkPaid', () => {
  it('needs an invoice note to mark paid, missing or blank', async () => {
    const { invoiceId } = await invoicedOrder(cafe);
    for (const note of ['', '&invoiceNote=', '&invoiceNote=%20%20']) {
      const res = await t
        .api(admin)
        .put(`/api/Invoice/InvoiceMarkPaid?invoiceId=${invoiceId}&paid=1${note}`, undefined, REFUSED);
      expect(res.status).toBe(400);
      expect(message(res)).toBe(INVOICE_MESSAGES.noteRequired);
    }
    const [row] = await t.db.select().from(invoice).where(eq(invoice.invoiceId, invoiceId));
    expect(row.paid).toBe(0);
  });

  it('pays today unless a date is given; unpaid clears the payment date and keeps the note', async () => {
    const { invoiceId } = await invoicedOrder(cafe);
    const paid = await ok200(
      t
        .api(admin)
        .put(
          `/api/Invoice/InvoiceMarkPaid?invoiceId=${invoiceId}&paid=1&invoiceNote=%20Bank%2042%20`,
          undefined,
          ZInvoice,
        ),
    );
    expect(paid).toMatchObject({ invoiceId, paid: 1, invoiceNote: 'Bank 42', paymentDate: today });
    const dated = await ok200(
      t
        .api(admin)
        .put(
          `/api/Invoice/InvoiceMarkPaid?invoiceId=${invoiceId}&paid=1&invoiceNote=B&paymentDate=2030/02/03`,
          undefined,
          ZInvoice,
        ),
    );
    expect(dated).toMatchObject({ invoiceNote: 'B', paymentDate: '2030-02-03' });
    const unpaid = await ok200(
      t.api(admin).put(`/api/Invoice/InvoiceMarkPaid?invoiceId=${invoiceId}&paid=0`, undefined, ZInvoice),
    );
    expect(unpaid).toMatchObject({ paid: 0, paymentDate: null, invoiceNote: 'B' });
  });

  it('refuses a bad paid flag and an unknown invoice', async () => {
    const bad = await t
      .api(admin)
      .put('/api/Invoice/InvoiceMarkPaid?invoiceId=1&paid=2&invoiceNote=x', undefined, REFUSED);
    expect(bad.status).toBe(400);
    expect(message(bad)).toBe('paid must be 0 or 1');
    const missing = await t
      .api(admin)
      .put('/api/Invoice/InvoiceMarkPaid?invoiceId=987654&paid=1&invoiceNote=x', undefined, REFUSED);
    expect(missing.status).toBe(404);
    expect(message(missing)).toBe('Invoice 987654 was not found.');
  });
});

describe('InvoicesMarkPaid', () => {
  it('pays many invoices at once with one note and date, and the orders whose invoices are all paid', async () => {
    const a = await invoicedOrder(cafe);
    const b = await invoicedOrder(cafe);
    await setOrder(t.db, a.orderId, { orderStatusId: 15 });
    await setOrder(t.db, b.orderId, { orderStatusId: 12 });
    const paid = await ok200(
      t
        .api(admin)
        .put(
          '/api/Invoice/InvoicesMarkPaid',
          { invoiceId: [a.invoiceId, b.invoiceId], paid: 1, invoiceNote: 'Batch 7' },
          ZInvoiceList,
        ),
    );
    expect(paid).toHaveLength(2);
    expect(paid).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ invoiceId: a.invoiceId, paid: 1, invoiceNote: 'Batch 7', paymentDate: today }),
        expect.objectContaining({ invoiceId: b.invoiceId, paid: 1, invoiceNote: 'Batch 7', paymentDate: today }),
      ]),
    );
    const status = async (orderId: number) =>
      (await ok200(t.api(admin).get(`/api/SalesOrder/GetOrderById?id=${orderId}`, ZOrder))).orderStatusId;
    expect(await status(a.orderId)).toBe(16);
    expect(await status(b.orderId)).toBe(12);

    const unpaid = await ok200(
      t
        .api(admin)
        .put('/api/Invoice/InvoicesMarkPaid', { invoiceId: [b.invoiceId], paid: 0, paymentDate: null }, ZInvoiceList),
    );
    expect(unpaid).toMatchObject([{ paid: 0, paymentDate: null }]);
  });

  it('needs the note and at least one invoice, and changes nothing when one invoice is unknown', async () => {
    const { invoiceId } = await invoicedOrder(cafe);
    for (const invoiceNote of [undefined, '', '   ']) {
      const res = await t
        .api(admin)
        .put('/api/Invoice/InvoicesMarkPaid', { invoiceId: [invoiceId], paid: 1, invoiceNote }, REFUSED);
      expect(res.status).toBe(400);
      expect(message(res)).toBe(INVOICE_MESSAGES.noteRequired);
    }
    const none = await t
      .api(admin)
      .put('/api/Invoice/InvoicesMarkPaid', { invoiceId: [], paid: 1, invoiceNote: 'x' }, REFUSED);
    expect(none.status).toBe(400);
    expect(message(none)).toBe(INVOICE_MESSAGES.selectInvoices);

    const partly = await t
      .api(admin)
      .put('/api/Invoice/InvoicesMarkPaid', { invoiceId: [invoiceId, 987654], paid: 1, invoiceNote: 'x' }, REFUSED);
    expect(partly.status).toBe(404);
    const [row] = await t.db.select().from(invoice).where(eq(invoice.invoiceId, invoiceId));
    expect(row.paid).toBe(0);
  });
});

describe('GetAllInvoice', () => {
  it('lists by order, by date range (default the last 3 months), by customer and by brands', async () => {
    const branded = await newCafe(brandA);
    const other = await newCafe(brandB);
    const recent = await invoicedOrder(branded);
    const old = await invoicedOrder(branded);
    const theirs = await invoicedOrder(other);
    const longAgo = dayjs(today).subtract(4, 'month').format('YYYY-MM-DD');
    await t.db.update(invoice).set({ invoiceDate: longAgo }).where(eq(invoice.invoiceId, old.invoiceId));

    expect(ids(await list(`orderId=${old.orderId}`))).toEqual([old.invoiceId]);

    const byDefault = ids(await list(''));
    expect(byDefault).toEqual(expect.arrayContaining([recent.invoiceId, theirs.invoiceId]));
    expect(byDefault).not.toContain(old.invoiceId);

    const slash = (date: string) => date.replaceAll('-', '/');
    const range = `start=${slash(dayjs(longAgo).subtract(1, 'day').format('YYYY-MM-DD'))}&end=${slash(today)}`;
    expect(ids(await list(range))).toEqual(expect.arrayContaining([recent.invoiceId, old.invoiceId, theirs.invoiceId]));
    expect(ids(await list(`start=${longAgo}&end=${longAgo}`))).toEqual([old.invoiceId]);

    expect(ids(await list(`${range}&customerId=${branded.customerId}`))).toEqual([recent.invoiceId, old.invoiceId]);
    expect(ids(await list(`${range}&brandIds=${brandB}`))).toEqual([theirs.invoiceId]);
    expect(ids(await list(`${range}&brandIds=${brandA},${brandB}`)).sort()).toEqual(
      [recent.invoiceId, old.invoiceId, theirs.invoiceId].sort(),
    );
    expect(ids(await list(`${range}&brandIds=${encodeURIComponent(`${brandA}&${brandB}`)}`))).toHaveLength(3);
    expect(await list(`${range}&customerId=${other.customerId}&brandIds=${brandA}`)).toEqual([]);

    const [row] = await list(`orderId=${theirs.orderId}`);
    expect(row).toMatchObject({ customerId: other.customerId, brandId: brandB, totalPrice: '80.00' });
  });

  it('refuses bad filters with the field and reason', async () => {
    const res = await t.api(admin).get('/api/Invoice/GetAllInvoice?start=yesterday', REFUSED);
    expect(res.status).toBe(400);
    expect(message(res)).toBe('start must be a date');
    const brands = await t.api(admin).get('/api/Invoice/GetAllInvoice?brandIds=a,b', REFUSED);
    expect(message(brands)).toBe('brandIds must be a list of brand ids');
  });
});

describe('who may call', () => {
  it('each invoice page reads and pays every invoice', async () => {
    const { invoiceId } = await invoicedOrder(cafe);
    for (const page of INVOICE_PAGES) {
      const clerk = await t.createStaff({ pages: [page] });
      expect(ids(await list('', clerk.token))).toContain(invoiceId);
      await ok200(
        t.api(clerk.token).put(`/api/Invoice/InvoiceMarkPaid?invoiceId=${invoiceId}&paid=0`, undefined, ZInvoice),
      );
      await ok200(
        t.api(clerk.token).put('/api/Invoice/InvoicesMarkPaid', { invoiceId: [invoiceId], paid: 0 }, ZInvoiceList),
      );
    }
  });

  it('the order pages read the invoices of an order they reach, nothing more', async () => {
    const { orderId, invoiceId } = await invoicedOrder(cafe);
    const orders = await t.createStaff({ pages: ['/sales-order-management'] });
    expect(ids(await list(`orderId=${orderId}`, orders.token))).toEqual([invoiceId]);
    expect((await t.api(orders.token).get('/api/Invoice/GetAllInvoice', REFUSED)).status).toBe(403);
    const pay = await t
      .api(orders.token)
      .put(`/api/Invoice/InvoiceMarkPaid?invoiceId=${invoiceId}&paid=0`, undefined, REFUSED);
    expect(pay.status).toBe(403);

    // A salesperson reaches only their own orders.
    const seller = await t.createStaff({ pages: ['/sales-order-management-for-sales'] });
    const foreign = await t.api(seller.token).get(`/api/Invoice/GetAllInvoice?orderId=${orderId}`, REFUSED);
    expect(foreign.status).toBe(404);
    await setOrder(t.db, orderId, { employeeId: seller.employeeId });
    expect(ids(await list(`orderId=${orderId}`, seller.token))).toEqual([invoiceId]);
  });

  it('staff without the pages and online customers get 403 from every invoice call', async () => {
    const { orderId, invoiceId } = await invoicedOrder(cafe);
    const outsider = await t.createStaff({ pages: ['/brand-management-page'] });
    const customer = await t.createCustomer();
    await setOrder(t.db, orderId, { customerId: customer.customerId });
    for (const token of [outsider.token, customer.token]) {
      const api = t.api(token);
      expect((await api.get(`/api/Invoice/GetAllInvoice?orderId=${orderId}`, REFUSED)).status).toBe(403);
      expect((await api.get('/api/Invoice/GetAllInvoice', REFUSED)).status).toBe(403);
      expect(
        (await api.put(`/api/Invoice/InvoiceMarkPaid?invoiceId=${invoiceId}&paid=0`, undefined, REFUSED)).status,
      ).toBe(403);
      expect(
        (await api.put('/api/Invoice/InvoicesMarkPaid', { invoiceId: [invoiceId], paid: 0 }, REFUSED)).status,
      ).toBe(403);
    }
    expect((await t.api().get('/api/Invoice/GetAllInvoice', REFUSED)).status).toBe(401);
  });
});
