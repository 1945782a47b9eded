import {
  CATALOGUES,
  catalogueRowSchema,
  MONITOR_MESSAGES,
  mslFromUsage,
  ORDER_STATUS,
  STOCK_ALERT_STATUS,
  type TApiError,
  WORK_ORDER_STATUS,
  ZMonitorProductList,
  ZStockAlertList,
  ZStockMonitorRow,
  ZStockPriceRow,
  ZStockPriceTotals,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TReply, type TTestApp } from '../../../test/test-app.ts';
import { stockBoxes } from '../boxes/boxes.fixtures.ts';
import { createBaseProduct } from '../catalogue/base-product.fixtures.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { createCustomerProduct, createPricedBaseProduct } from '../quotations/quotation.fixtures.ts';
import { createQuotedCustomer, insertOrder, ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { orderProduct } from '../sales-orders/sales-orders.tables.ts';
import { workOrder } from '../work-orders/work-orders.tables.ts';
import { refreshStockAlerts, syncStockAlerts } from './monitoring.service.ts';
import { monitorProduct, mslChange, stockAlert } from './monitoring.tables.ts';
import { computeSuggestedMsls } from './suggested-msl.service.ts';

// Stock monitoring (spec 02 §5 monitor group and MSL messages, §9 the low rule; issue 17): the monitor's figures and
// the low flag at its boundary, MSL changes with who and when, monitor groups, and alerts that never repeat.

// The replies monitoring.routes.ts declares inline; the client checks they are the route's own.
const ZMslChanged = z.object({ productId: z.number().int(), productMsl: z.number().int() });
const ZMonitoredCount = z.object({ monitored: z.number().int(), removed: z.number().int() });
const ZAcknowledged = z.object({ stockAlertId: z.number().int() });

let t: TTestApp;
let admin: string;
let adminId: number;
let customerId: number;
let watched: number;
let other: number;

const api = (token = admin) => t.api(token);

async function monitorRow(productId: number) {
  const res = await ok200(
    api().get(`/api/StockMonitor/GetMonitor?page=1&productId=${productId}`, z.array(ZStockMonitorRow)),
  );
  return res[0];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  adminId = (await t.staffSession(admin)).employeeId;
  const cafe = await createQuotedCustomer(t, admin, [40, 50]);
  customerId = cafe.customerId;
  watched = cafe.products[0].productId;
  other = cafe.products[1].productId;
});

afterAll(async () => {
  await t?.close();
});

describe('the figures and the low rule (spec 02 §9)', () => {
  it('counts stock, open work orders and pending orders, and is low only below the MSL', async () => {
    await t.db.update(product).set({ productMsl: 1000 }).where(eq(product.productId, watched));
    await stockBoxes(t.db, watched, 5, 100);
    const orderId = await insertOrder(t.db, customerId, { orderStatusId: ORDER_STATUS.Approved });
    await t.db.insert(orderProduct).values({
      orderId,
      productId: watched,
      unitPrice: '40',
      packagingQty: '1',
      quantity: '300',
      price: '40',
      deliveredQuantity: '100',
    });
    await t.db.insert(workOrder).values({
      workOrderNo: 'WO-test',
      productId: watched,
      quantity: '600',
      orderTypeId: 1,
      workOrderSourceId: 2,
      workOrderStatusId: WORK_ORDER_STATUS.Approved,
    });
    // stock 500 + PO 0 + work orders 600 − pending 200 = 900 < 1000: low, 100 short.
    let row = await monitorRow(watched);
    expect(row.productInventoryInfo).toMatchObject({
      productInStock: 500,
      productMsl: 1000,
      pendingWorkOrderQuantity: 600,
      pendingOrderQuantity: 200,
      poQty: 0,
      last6monthsOrderCount: 1,
    });
    expect(row.low).toBe(true);
    expect(row.productInventoryInfo.suggestedQuantity).toBeGreaterThanOrEqual(100);

    // Exactly at the MSL is not low.
    await stockBoxes(t.db, watched, 1, 100);
    row = await monitorRow(watched);
    expect(row.productInventoryInfo.productInStock).toBe(600);
    expect(row.low).toBe(false);
    expect(row.productInventoryInfo.suggestedQuantity).toBe(0);
  });

  it('lists only the low products with low=1, and refuses an unknown sort', async () => {
    await t.db.update(product).set({ productMsl: 0 }).where(eq(product.productId, other));
    const low = await ok200(
      api().get('/api/StockMonitor/GetMonitor?page=1&pageSize=100&low=1', z.array(ZStockMonitorRow)),
    );
    expect(low.every((r) => r.low)).toBe(true);
    expect(low.some((r) => r.productId === other)).toBe(false);
    const bad = await api().get('/api/StockMonitor/GetMonitor?page=1&sortField=nope', REFUSED);
    expect(bad.status).toBe(400);
  });
});

describe('Product/ChangeMsl', () => {
  it('refuses the same MSL with the spec message', async () => {
    const [row] = await t.db.select({ msl: product.productMsl }).from(product).where(eq(product.productId, watched));
    const res = await api().put(`/api/Product/ChangeMsl?productId=${watched}&msl=${row.msl}`, undefined, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe(MONITOR_MESSAGES.mslUnchanged);
  });

  it('records the change as the session, whatever employeeId the query names', async () => {
    await ok200(
      api().put(`/api/Product/ChangeMsl?productId=${other}&employeeId=999999&msl=2500`, undefined, ZMslChanged),
    );
    const [changed] = await t.db.select().from(mslChange).where(eq(mslChange.productId, other));
    expect(changed).toMatchObject({ fromMsl: 0, toMsl: 2500, employeeId: adminId });
    const [row] = await t.db.select({ msl: product.productMsl }).from(product).where(eq(product.productId, other));
    expect(row.msl).toBe(2500);
    await ok200(api().put(`/api/Product/ChangeMsl?productId=${other}&msl=0`, undefined, ZMslChanged));
  });

  it('answers 404 for an unknown product and 400 for a negative MSL', async () => {
    expect((await api().put('/api/Product/ChangeMsl?productId=99999999&msl=5', undefined, REFUSED)).status).toBe(404);
    expect((await api().put(`/api/Product/ChangeMsl?productId=${watched}&msl=-1`, undefined, REFUSED)).status).toBe(
      400,
    );
  });
});

describe('monitor groups (spec 02 §5)', () => {
  const add = (body: object) =>
    api().post(
      '/api/MonitorProductGroup/AddMonitorProductGroup',
      body,
      catalogueRowSchema(CATALOGUES.monitorProductGroup),
    );
  const refuseAdd = (body: object) => api().post('/api/MonitorProductGroup/AddMonitorProductGroup', body, REFUSED);

  it('words the type and name refusals as the spec does', async () => {
    const field = (res: TReply<TApiError>, name: string) => res.body.errors?.[name]?.[0];
    expect(field(await refuseAdd({ name: 'Cups', active: 1 }), 'type')).toBe('Type is required');
    expect(field(await refuseAdd({ type: 1.5, name: 'Cups', active: 1 }), 'type')).toBe('Type must be a valid integer');
    expect(field(await refuseAdd({ type: 0, name: 'Cups', active: 1 }), 'type')).toBe(
      'Type must be greater than or equal to 1',
    );
    expect(field(await refuseAdd({ type: 4, active: 1 }), 'name')).toBe('Required');
  });

  it('refuses a second group of a type, on add and on update (issue 31: groups are keyed by type)', async () => {
    await ok200(add({ type: 11, name: 'Boxes', active: 1 }));
    const twin = await refuseAdd({ type: 11, name: 'Boxes again', active: 1 });
    expect(twin.status).toBe(400);
    expect(twin.body.message.message).toBe(MONITOR_MESSAGES.groupTypeTaken(11));
    expect(twin.body.errors?.type).toEqual([MONITOR_MESSAGES.groupTypeTaken(11)]);
    const other = await ok200(add({ type: 12, name: 'Lids', active: 1 }));
    const moved = await api().put(
      '/api/MonitorProductGroup/UpdateMonitorProductGroup',
      { ...other, type: 11 },
      REFUSED,
    );
    expect(moved.status).toBe(400);
    expect(moved.body.message.message).toBe(MONITOR_MESSAGES.groupTypeTaken(11));
  });

  it('puts products into a group by type, lists them, filters the monitor by it, and type 0 removes', async () => {
    await ok200(add({ type: 7, name: 'Test group', active: 1 }));
    await ok200(api().post('/api/ProductType/AddMonitorProducts', [{ productId: watched, type: 7 }], ZMonitoredCount));
    const listed = await ok200(api().get('/api/Product/GetMonitorProduct', ZMonitorProductList));
    expect(listed.find((r) => r.productId === watched)?.type).toBe(7);
    const tab = await ok200(api().get('/api/StockMonitor/GetMonitor?page=1&type=7', z.array(ZStockMonitorRow)));
    expect(tab.map((r) => r.productId)).toEqual([watched]);
    expect(tab[0].productInventoryInfo.type).toBe(7);
    await ok200(api().post('/api/ProductType/AddMonitorProducts', [{ productId: watched, type: 0 }], ZMonitoredCount));
    expect(await t.db.select().from(monitorProduct).where(eq(monitorProduct.productId, watched))).toHaveLength(0);
    const missing = await api().post(
      '/api/ProductType/AddMonitorProducts',
      [{ productId: 99999999, type: 1 }],
      REFUSED,
    );
    expect(missing.status).toBe(404);
  });
});

describe('low-stock alerts (issue 17)', () => {
  it('opens one alert per shortage, is acknowledged, and resolves when stock is back', async () => {
    await t.db.update(product).set({ productMsl: 100_000 }).where(eq(product.productId, watched));
    await t.db.transaction((tx) => syncStockAlerts(tx));
    await refreshStockAlerts(t.db);
    const alerts = await t.db.select().from(stockAlert).where(eq(stockAlert.productId, watched));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].status).toBe(STOCK_ALERT_STATUS.Open);

    const open = await ok200(api().get('/api/StockAlert/GetOpenStockAlerts', ZStockAlertList));
    expect(open.some((a) => a.productId === watched)).toBe(true);
    await ok200(
      api().put(`/api/StockAlert/Acknowledge?stockAlertId=${alerts[0].stockAlertId}`, undefined, ZAcknowledged),
    );
    const again = await api().put(
      `/api/StockAlert/Acknowledge?stockAlertId=${alerts[0].stockAlertId}`,
      undefined,
      REFUSED,
    );
    expect(again.body.message.message).toBe(MONITOR_MESSAGES.alertNotOpen);
    // Still low: the acknowledged alert stays the only one.
    await refreshStockAlerts(t.db);
    expect(await t.db.select().from(stockAlert).where(eq(stockAlert.productId, watched))).toHaveLength(1);

    await t.db.update(product).set({ productMsl: 10 }).where(eq(product.productId, watched));
    await refreshStockAlerts(t.db);
    const [resolved] = await t.db.select().from(stockAlert).where(eq(stockAlert.productId, watched));
    expect(resolved.status).toBe(STOCK_ALERT_STATUS.Resolved);
    expect(resolved.acknowledgedBy).toBe(adminId);
  });
});

describe('Inventory (StockMonitor/GetStockPrice)', () => {
  it('values the stock in cartons at the list price', async () => {
    const res = await ok200(
      api().get(
        `/api/StockMonitor/GetStockPrice?page=1&pageSize=2000&search=${encodeURIComponent('')}`,
        z.array(ZStockPriceRow),
      ),
    );
    const row = found(res, (r) => r.productId === watched);
    expect(row.productInStock).toBe(600);
    expect(row.cartonQuantity).toBeGreaterThan(0);
    // The carton quantity is set (asserted above); this product has no list price, so its value is 0 (as before the
    // typed client: a null price counts as 0 here, and as the server's 'no price' elsewhere in this file).
    const cartonQuantity = row.cartonQuantity ?? Number.NaN;
    const unitPrice = row.unitPrice ?? 0;
    expect(row.cartonStock).toBe(Math.floor(600 / cartonQuantity));
    expect(row.price).toBeCloseTo((600 / cartonQuantity) * unitPrice, 2);
    const totals = await ok200(api().get('/api/StockMonitor/GetStockPriceTotals', ZStockPriceTotals));
    expect(totals.productInStock).toBeGreaterThanOrEqual(600);
    const all = await ok200(api().get('/api/StockMonitor/GetStockPrice', z.array(ZStockPriceRow)));
    const sum = all.reduce((total: number, r) => total + r.price, 0);
    expect(totals.price).toBeCloseTo(sum, 1);
  });
});

describe('Inventory: what the value counts and leaves out (issue 31)', () => {
  it('shows the loose pieces beside the whole cartons, and the value is what the row shows', async () => {
    const base = await createPricedBaseProduct(t, admin, { group1: null, price: 74, quantiy: 250 });
    const priced = await createCustomerProduct(t, admin, customerId, base.baseProductId);
    await stockBoxes(t.db, priced.productId, 16, 100);
    const [row] = await ok200(
      api().get(`/api/StockMonitor/GetStockPrice?search=${priced.productCode}`, z.array(ZStockPriceRow)),
    );
    expect(row).toMatchObject({ productInStock: 1600, cartonQuantity: 250, cartonStock: 6, loosePieces: 100 });
    expect(row.price).toBe(6 * 74 + (100 / 250) * 74);
  });

  it('says how many products have no price and how many pieces they hold, beside the total', async () => {
    const unpricedBase = await createBaseProduct(t, admin, { baseProductName: 'Unpriced cup', rawmaterialDesc: 'PE' });
    const unpriced = await createCustomerProduct(t, admin, customerId, unpricedBase.baseProductId);
    await stockBoxes(t.db, unpriced.productId, 3, 100);
    const rows = await ok200(
      api().get('/api/StockMonitor/GetStockPrice?page=1&pageSize=2000', z.array(ZStockPriceRow)),
    );
    const left = rows.filter((r) => r.unitPrice === null || !r.cartonQuantity);
    expect(left.some((r) => r.productId === unpriced.productId)).toBe(true);
    const totals = await ok200(api().get('/api/StockMonitor/GetStockPriceTotals', ZStockPriceTotals));
    expect(totals.unpricedProducts).toBe(left.length);
    expect(totals.unpricedPieces).toBe(left.reduce((sum: number, r) => sum + r.productInStock, 0));
    expect(totals.unpricedPieces).toBeGreaterThanOrEqual(300);
  });
});

describe('the suggested MSL (issue 17)', () => {
  it('is computed once a day for every product from its own history, and shown on its monitor row', async () => {
    expect(await computeSuggestedMsls(t.db, true)).toBeGreaterThan(0);
    // Today's are there: the daily job does nothing more.
    expect(await computeSuggestedMsls(t.db)).toBeNull();
    const row = await monitorRow(watched);
    // One live order line of 300 pieces in the last 6 months (the figures test above).
    const expected = mslFromUsage(300);
    expect(row.suggestedMsl).toMatchObject({
      suggestedMsl: expected.suggestedMsl,
      averageDailyUsage: expected.averageDailyUsage,
      orderLines: 1,
      leftOut: 0,
    });
  });
});

describe('Inventory export', () => {
  it('streams every product of the filter into a real workbook, and refuses an empty one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/StockMonitor/ExportStockPrice',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Product Code',
      'Product',
      'In Stock',
      'Per Carton',
      'Carton Stock',
      'Loose Pieces',
      'Unit Price',
      'Value',
    ]);
    const listed = await ok200(api().get('/api/StockMonitor/GetStockPrice', z.array(ZStockPriceRow)));
    expect(sheet.actualRowCount).toBe(listed.length + 1);
    const codes: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) codes.push(row.getCell(1).value);
    });
    expect(codes).toEqual(listed.map((r) => r.productCode));
    const mine = listed.findIndex((r) => r.productId === watched);
    expect(sheet.getRow(mine + 2).getCell(3).value).toBe(600);

    const none = await api().get('/api/StockMonitor/ExportStockPrice?search=no-such-product-anywhere', REFUSED);
    expect(none.status).toBe(400);
    expect(none.body.message.message).toBe('No data to export');
  });
});

describe('access', () => {
  it('keeps the monitor and the inventory value from a role without their pages', async () => {
    const clerk = await t.createStaff({ pages: ['/city-management'] });
    for (const url of [
      '/api/StockMonitor/GetMonitor',
      '/api/StockMonitor/GetPOMonitor',
      '/api/StockMonitor/GetStockPrice',
      '/api/Product/GetMonitorProduct',
      '/api/MonitorProductGroup/GetAllMonitorProductGroup',
    ]) {
      expect((await api(clerk.token).get(url, REFUSED)).status, url).toBe(403);
    }
    expect(
      (await api(clerk.token).put(`/api/Product/ChangeMsl?productId=${watched}&msl=5`, undefined, REFUSED)).status,
    ).toBe(403);
  });
});
