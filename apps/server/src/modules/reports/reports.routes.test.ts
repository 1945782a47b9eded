import {
  EXPORT_MESSAGES,
  INVOICE_PAID,
  REPORT_MESSAGES,
  todayInAuckland,
  ZNewSaleReportRow,
  ZSaleReportInvoice,
  ZSaleReportTotals,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { expectStatus, message, ok200 } from '../dispatch/dispatch.fixtures.ts';
import { invoice } from '../invoices/invoices.tables.ts';
import { createReturnWorld, deliveredDispatch, type TReturnWorld } from '../returns/returns.fixtures.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';

// The sales reports (spec 02 §2, §3, §6, §9; README.md): the invoices of a range with their totals, the own-sales
// restriction enforced by the server, the New Sales Report's rows and its Excel export read back.

let t: TTestApp;
let admin: string;
let world: TReturnWorld;
/** Two salespeople, each with one delivered (invoiced) order of 2 cartons of A and 1 of B at $80 a carton. */
let ana: { employeeId: number; token: string };
let ben: { employeeId: number; token: string };
let anaOrder: { orderId: number; invoiceId: number };
let benOrder: { orderId: number; invoiceId: number };
let manager: string;
const today = todayInAuckland();
const range = `start=${today}&end=${today}`;
/** GetSaleReport: a paged list of invoices. */
const ZSaleReport = z.array(ZSaleReportInvoice);
const ZNewSaleReport = z.array(ZNewSaleReportRow);

async function orderOf(salesId: number) {
  const sent = await deliveredDispatch(t, admin, world);
  await t.db.update(salesOrder).set({ employeeId: salesId }).where(eq(salesOrder.orderId, sent.orderId));
  const [raised] = await t.db.select().from(invoice).where(eq(invoice.orderId, sent.orderId));
  return { orderId: sent.orderId, invoiceId: raised.invoiceId };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  world = await createReturnWorld(t, admin);
  ana = await t.createStaff({ pages: ['/salesReport/1', '/newSalesReport/1'] });
  ben = await t.createStaff({ pages: ['/salesReport/1'] });
  manager = (await t.createStaff({ pages: ['/salesReport/0', '/newSalesReport/0'] })).token;
  anaOrder = await orderOf(ana.employeeId);
  benOrder = await orderOf(ben.employeeId);
  await t.db.update(invoice).set({ paid: INVOICE_PAID.Paid }).where(eq(invoice.invoiceId, anaOrder.invoiceId));
});
afterAll(() => t?.close());

describe('GET Invoice/GetSaleReport', () => {
  it('lists the invoices of the range with their items, order, salesperson and packing slips', async () => {
    const rows = await ok200(
      t.api(manager).get(`/api/Invoice/GetSaleReport?${range}&employeeId=${ana.employeeId}`, ZSaleReport),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      invoiceId: anaOrder.invoiceId,
      orderId: anaOrder.orderId,
      invoiceDate: today,
      paid: INVOICE_PAID.Paid,
      totalPrice: '240.00',
      priceInclgst: '276.00',
      order: { employee: { firstName: expect.any(String) }, dispatching: [{ packingSlipNo: expect.any(String) }] },
    });
    expect(rows[0].invoiceItem.map((item) => [item.quantity, item.totalPrice])).toEqual([
      [2000, '160.00'],
      [1000, '80.00'],
    ]);
  });

  it('pages, and filters Paid', async () => {
    const page = await t
      .api(manager)
      .get(`/api/Invoice/GetSaleReport?${range}&page=1&pageSize=1`, z.array(ZSaleReportInvoice));
    expectStatus(page, 200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.meta?.total).toBeGreaterThanOrEqual(2);
    const paid = await ok200(t.api(manager).get(`/api/Invoice/GetSaleReport?${range}&paid=1`, ZSaleReport));
    expect(paid.map((row) => row.invoiceId)).toContain(anaOrder.invoiceId);
    expect(paid.map((row) => row.invoiceId)).not.toContain(benOrder.invoiceId);
  });

  it('limits an employee without the all-sales page to their own sales (403 for another)', async () => {
    const own = await ok200(t.api(ana.token).get(`/api/Invoice/GetSaleReport?${range}`, ZSaleReport));
    expect(own.map((row) => row.invoiceId)).toEqual([anaOrder.invoiceId]);
    const asked = await ok200(
      t.api(ana.token).get(`/api/Invoice/GetSaleReport?${range}&employeeId=${ana.employeeId}`, ZSaleReport),
    );
    expect(asked).toHaveLength(1);
    const other = await t
      .api(ana.token)
      .get(`/api/Invoice/GetSaleReport?${range}&employeeId=${ben.employeeId}`, REFUSED);
    expectStatus(other, 403);
    expect(message(other)).toBe(REPORT_MESSAGES.ownSalesOnly);
    const totals = await t
      .api(ana.token)
      .get(`/api/Invoice/GetSaleReportTotals?${range}&employeeId=${ben.employeeId}`, REFUSED);
    expectStatus(totals, 403);
  });

  it('is for the Sales Report pages only', async () => {
    const other = await t.createStaff({ pages: ['/dispatch'] });
    expectStatus(await t.api(other.token).get(`/api/Invoice/GetSaleReport?${range}`, REFUSED), 403);
    expectStatus(await t.api(ben.token).get(`/api/Invoice/GetNewSaleReport?${range}`, REFUSED), 403);
  });

  it('refuses a date that is not one', async () => {
    const res = await t.api(manager).get('/api/Invoice/GetSaleReport?start=yesterday', REFUSED);
    expectStatus(res, 400);
    expect(message(res)).toBe('start must be a date (YYYY-MM-DD)');
  });
});

describe('GET Invoice/GetSaleReportTotals', () => {
  it('sums product sales, profit and fees over the filter, and per product', async () => {
    const totals = await ok200(
      t.api(manager).get(`/api/Invoice/GetSaleReportTotals?${range}&employeeId=${ben.employeeId}`, ZSaleReportTotals),
    );
    const [stored] = await t.db.select().from(invoice).where(eq(invoice.invoiceId, benOrder.invoiceId));
    expect(totals).toMatchObject({
      invoiceCount: 1,
      productSales: '240.00',
      profit: Number(stored.profit ?? 0).toFixed(2),
      deliveryFee: '0.00',
      urgentFee: '0.00',
      setupFee: '0.00',
    });
    expect(totals.products.map((p) => [p.productId, p.quantity, p.totalPrice])).toEqual([
      [world.cafe.products[0].productId, 2000, '160.00'],
      [world.cafe.products[1].productId, 1000, '80.00'],
    ]);
    const paidOnly = await ok200(
      t
        .api(manager)
        .get(`/api/Invoice/GetSaleReportTotals?${range}&employeeId=${ben.employeeId}&paid=1`, ZSaleReportTotals),
    );
    expect(paidOnly).toMatchObject({ invoiceCount: 0, productSales: '0.00', products: [] });
  });
});

describe('GET Invoice/GetNewSaleReport and its export', () => {
  it('sums the items per product at one price, with cartons, pieces per carton, total and profit rate', async () => {
    const rows = await ok200(
      t.api(manager).get(`/api/Invoice/GetNewSaleReport?${range}&salesId=${ana.employeeId}`, ZNewSaleReport),
    );
    expect(rows).toHaveLength(2);
    const [first] = rows;
    expect(first).toMatchObject({
      productOrOptionName: world.cafe.products[0].productName,
      optionId: null,
      quantity: 2000,
      totalQty: 2000,
      totalPrice: '160.00',
      packageQty: 2,
      numberQuantity: 1000,
    });
    const reserve = Number(first.reservePrice);
    expect(first.profitRate).toBe(
      reserve ? Math.round(((Number(first.unitPrice) - reserve) / reserve) * 10_000) / 10_000 : null,
    );
    const byProduct = await ok200(
      t
        .api(manager)
        .get(`/api/Invoice/GetNewSaleReport?${range}&productId=${world.cafe.products[1].productId}`, ZNewSaleReport),
    );
    expect(byProduct.every((row) => row.productOrOptionName === world.cafe.products[1].productName)).toBe(true);
    expect(byProduct[0].quantity).toBeGreaterThanOrEqual(2000);
    const byCustomer = await ok200(
      t.api(manager).get(`/api/Invoice/GetNewSaleReport?${range}&customerId=${world.cafe.customerId}`, ZNewSaleReport),
    );
    expect(byCustomer.length).toBe(2);
    const own = await ok200(t.api(ana.token).get(`/api/Invoice/GetNewSaleReport?${range}`, ZNewSaleReport));
    expect(own.map((row) => row.quantity)).toEqual([2000, 1000]);
    for (const asked of [`salesId=${ben.employeeId}`, `employeeId=${ben.employeeId}`]) {
      const other = await t.api(ana.token).get(`/api/Invoice/GetNewSaleReport?${range}&${asked}`, REFUSED);
      expectStatus(other, 403);
      expect(message(other)).toBe(REPORT_MESSAGES.ownSalesOnly);
    }
  });

  it('exports to Excel with GST 15 %, numbers as numbers; nothing to export is refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Invoice/ExportNewSaleReport?${range}&salesId=${ana.employeeId}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('New Sales Report') as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe('Product / Option');
    expect(sheet.getRow(1).getCell(8).value).toBe('GST');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(world.cafe.products[0].productName);
    expect(row.getCell(4).value).toBe(2);
    expect(row.getCell(6).value).toBe(2000);
    expect(row.getCell(7).value).toBe(160);
    expect(row.getCell(8).value).toBe(24);
    expect(row.getCell(9).value).toBe(184);
    expect(sheet.rowCount).toBe(3);

    const empty = await t.api(manager).get('/api/Invoice/ExportNewSaleReport?start=2001-01-01&end=2001-01-31', REFUSED);
    expectStatus(empty, 400);
    expect(message(empty)).toBe(EXPORT_MESSAGES.noData);
  });
});
