import { INVOICE_PAID, shiftDate, todayInAuckland, ZSaleReportCharts, ZSaleReportTotals } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { ok200 } from '../dispatch/dispatch.fixtures.ts';
import { invoice } from '../invoices/invoices.tables.ts';
import { createReturnWorld, deliveredDispatch, type TReturnWorld } from '../returns/returns.fixtures.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';

// The Sales Report's charts (issue 31; GET Invoice/GetSaleReportCharts): over the same filter as its table and totals
// (range, salesperson, Paid), revenue excl. GST of every month of the range and the top customers.

let t: TTestApp;
let admin: string;
let world: TReturnWorld;
let manager: string;
let ana: { employeeId: number; token: string };
const today = todayInAuckland();
const lastMonth = shiftDate(today, -1, 'month');
const monthOf = (day: string) => day.slice(0, 7);

/** A delivered order of the world's customer ($240 invoiced), sold by `salesId`, its invoice dated `invoiceDate`. */
async function invoicedOn(invoiceDate: string, salesId: number, paid: number = INVOICE_PAID.Paid) {
  const sent = await deliveredDispatch(t, admin, world);
  await t.db.update(salesOrder).set({ employeeId: salesId }).where(eq(salesOrder.orderId, sent.orderId));
  await t.db.update(invoice).set({ invoiceDate, paid }).where(eq(invoice.orderId, sent.orderId));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  world = await createReturnWorld(t, admin);
  manager = (await t.createStaff({ pages: ['/salesReport/0'] })).token;
  ana = await t.createStaff({ pages: ['/salesReport/1'] });
  const ben = await t.createStaff({ pages: ['/salesReport/1'] });
  await invoicedOn(lastMonth, ana.employeeId);
  await invoicedOn(today, ana.employeeId);
  await invoicedOn(today, ben.employeeId);
  await invoicedOn(today, ben.employeeId, INVOICE_PAID.NotPaid);
});
afterAll(() => t?.close());

const charts = (token: string, query: string) =>
  ok200(t.api(token).get(`/api/Invoice/GetSaleReportCharts?${query}`, ZSaleReportCharts));

describe('GET Invoice/GetSaleReportCharts', () => {
  it('sums revenue by month over every month of the range, and the top customers, as the totals filter', async () => {
    const start = shiftDate(today, -2, 'month');
    const got = await charts(manager, `start=${start}&end=${today}&paid=1`);
    expect(got.months.map((m) => m.month)).toEqual([monthOf(start), monthOf(lastMonth), monthOf(today)]);
    const byMonth = Object.fromEntries(got.months.map((m) => [m.month, [m.total, m.invoiceCount]]));
    expect(byMonth[monthOf(start)]).toEqual(['0.00', 0]);
    expect(byMonth[monthOf(lastMonth)]).toEqual(['240.00', 1]);
    expect(byMonth[monthOf(today)]).toEqual(['480.00', 2]);
    expect(got.customers).toEqual([expect.objectContaining({ total: '720.00', company: expect.any(String) })]);
    const totals = await ok200(
      t.api(manager).get(`/api/Invoice/GetSaleReportTotals?start=${start}&end=${today}&paid=1`, ZSaleReportTotals),
    );
    expect(totals.invoiceCount).toBe(3);
    const all = await charts(manager, `start=${start}&end=${today}`);
    expect(all.customers[0].total).toBe('960.00');
  });

  it("gives a salesperson without the all-sales page their own sales only (403 for another's)", async () => {
    const own = await charts(ana.token, `start=${lastMonth}&end=${today}`);
    expect(own.months.map((m) => m.total)).toEqual(
      monthOf(lastMonth) === monthOf(today) ? ['480.00'] : ['240.00', '240.00'],
    );
    const other = await t
      .api(ana.token)
      .get(`/api/Invoice/GetSaleReportCharts?employeeId=${ana.employeeId + 1000}`, REFUSED);
    expect(other.status).toBe(403);
  });

  it('is empty for a range without sales: its months at 0 and no customer', async () => {
    const got = await charts(manager, 'start=2001-01-01&end=2001-02-28');
    expect(got).toEqual({
      months: [
        { month: '2001-01', total: '0.00', invoiceCount: 0 },
        { month: '2001-02', total: '0.00', invoiceCount: 0 },
      ],
      customers: [],
    });
  });
});
