import {
  addWorkingDays,
  computeDueStatus,
  DASHBOARD_COLUMNS,
  DUE,
  ORDER_STATUS,
  SETTING,
  type TDashboardCounts,
  toApiDate,
  ZDashboardCounts,
  ZRecentOrderAmount,
} from '@packline/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { appSetting } from '../settings/settings.tables.ts';
import { createQuotedCustomer, insertOrder, ok200, type TQuotedCustomer } from './sales-order.fixtures.ts';
import { getDashboardCounts } from './sales-order-stats.service.ts';
import { salesOrder } from './sales-orders.tables.ts';

// The Home dashboard's counts (one grouped SQL that must agree with computeDueStatus) and Today / Yesterday Sold.

let t: TTestApp;
let admin: string;
let cafe: TQuotedCustomer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  cafe = await createQuotedCustomer(t, admin, [60]);
});
afterAll(() => t?.close());

// Midnight UTC is midday in Auckland, so the calendar date stays the same.
const day = (from: string, days: number) => toApiDate(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000);

/** The counts computeDueStatus gives over every live, non-draft order in the database. */
async function expectedCounts(today: string): Promise<TDashboardCounts['columns']> {
  const rows = await t.db
    .select()
    .from(salesOrder)
    .where(and(isNull(salesOrder.deletedAt), eq(salesOrder.draft, 0)));
  return DASHBOARD_COLUMNS.map((column) => {
    const counts = { [DUE.HaveTime]: 0, [DUE.InWaiting]: 0, [DUE.Urgent]: 0, [DUE.Finished]: 0 };
    for (const row of rows) {
      if ((column.statuses as readonly number[]).includes(row.orderStatusId)) counts[computeDueStatus(row, today)] += 1;
    }
    return { title: column.title, statuses: [...column.statuses], counts };
  });
}

describe('SalesOrder/GetDashboardCounts', () => {
  it('counts per column and due status exactly as computeDueStatus does, on any day', async () => {
    // A Friday, so 'in waiting' (3 working days) reaches over the weekend.
    const friday = '2026-03-06';
    const statuses = Object.values(ORDER_STATUS);
    const requiredDates = [
      null,
      day(friday, -3),
      friday,
      day(friday, 1),
      day(friday, 3),
      day(friday, 5),
      day(friday, 6),
    ];
    let n = 0;
    for (const orderStatusId of statuses) {
      for (const requiredDate of requiredDates) {
        n += 1;
        await insertOrder(t.db, cafe.customerId, {
          orderStatusId,
          requiredDate,
          urgentNote: n % 5 === 0 ? 'Needed for an event' : n % 7 === 0 ? '   ' : null,
        });
      }
    }
    // Drafts and deleted orders are not counted.
    await insertOrder(t.db, cafe.customerId, { draft: 1, requiredDate: friday });
    await insertOrder(t.db, cafe.customerId, { deletedAt: new Date(), requiredDate: friday });

    for (const today of [friday, day(friday, -4), day(friday, 2), toApiDate(new Date())]) {
      const counts = await getDashboardCounts(t.db, today);
      expect(counts.columns, today).toEqual(await expectedCounts(today));
    }
    const onFriday = await getDashboardCounts(t.db, friday);
    const newColumn = onFriday.columns.find((c) => c.title === 'New');
    expect(newColumn?.counts).toEqual({ [DUE.HaveTime]: 2, [DUE.InWaiting]: 2, [DUE.Urgent]: 3, [DUE.Finished]: 0 });
    const dispatched = onFriday.columns.find((c) => c.title === 'Dispatched');
    expect(dispatched?.statuses).toEqual([ORDER_STATUS.Dispatch, ORDER_STATUS.Delivered]);
    expect(dispatched?.counts[DUE.Finished]).toBe(requiredDates.length);
  });

  it('answers every staff member through /home', async () => {
    const res = await ok200(t.api(admin).get('/api/SalesOrder/GetDashboardCounts', ZDashboardCounts));
    expect(res.columns.map((c) => c.title)).toEqual(DASHBOARD_COLUMNS.map((c) => c.title));
    expect(res).toEqual({ columns: await expectedCounts(toApiDate(new Date())) });
    const home = await t.createStaff({ pages: ['/home'] });
    expect((await t.api(home.token).get('/api/SalesOrder/GetDashboardCounts', ZDashboardCounts)).status).toBe(200);
    const none = await t.createStaff({ pages: ['/product'] });
    expect((await t.api(none.token).get('/api/SalesOrder/GetDashboardCounts', REFUSED)).status).toBe(403);
  });
});

describe('Salesorder/GetRecentOrderAmount', () => {
  it('sums the subtotals of the orders created today and yesterday in Auckland', async () => {
    const api = t.api(admin);
    const before = await ok200(api.get('/api/Salesorder/GetRecentOrderAmount', ZRecentOrderAmount));
    const todayStart = addWorkingDays(toApiDate(new Date()), 0).valueOf();
    const created = (offsetHours: number) => new Date(todayStart + offsetHours * 3_600_000);
    await insertOrder(t.db, cafe.customerId, { totalPrice: '100.50', createdAt: created(0) });
    await insertOrder(t.db, cafe.customerId, { totalPrice: '20.25', createdAt: created(0.5) });
    await insertOrder(t.db, cafe.customerId, { totalPrice: '7.00', createdAt: created(-0.5) });
    await insertOrder(t.db, cafe.customerId, { totalPrice: '9.99', createdAt: created(-23.5) });
    // Two days ago, a draft and a deleted order do not count.
    await insertOrder(t.db, cafe.customerId, { totalPrice: '1000', createdAt: created(-30) });
    await insertOrder(t.db, cafe.customerId, { totalPrice: '1000', createdAt: created(0.5), draft: 1 });
    await insertOrder(t.db, cafe.customerId, { totalPrice: '1000', createdAt: created(0.5), deletedAt: new Date() });
    const after = await ok200(api.get('/api/Salesorder/GetRecentOrderAmount', ZRecentOrderAmount));
    expect(Number(after.todaySold) - Number(before.todaySold)).toBeCloseTo(120.75, 2);
    expect(Number(after.yesterdaySold) - Number(before.yesterdaySold)).toBeCloseTo(16.99, 2);
    expect(after.todayOrders - before.todayOrders).toBe(2);
    expect(after.yesterdayOrders - before.yesterdayOrders).toBe(2);
    expect(after.todaySold).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers 403 to a staff member without dashboard.viewRecentSold, until the setting names them', async () => {
    const gm = await t.createStaff({ pages: ['/home'] });
    const res = await t.api(gm.token).get('/api/Salesorder/GetRecentOrderAmount', REFUSED);
    expect(res.status).toBe(403);
    expect(res.body.message.message).toBe('You do not have permission to see the recent sales.');
    const value = [...SETTING.recentSoldViewers.defaultValue, gm.employeeId];
    await t.db
      .insert(appSetting)
      .values({ key: SETTING.recentSoldViewers.key, value })
      .onConflictDoUpdate({ target: appSetting.key, set: { value } });
    const allowed = await ok200(t.api(gm.token).get('/api/Salesorder/GetRecentOrderAmount', ZRecentOrderAmount));
    expect(allowed).toEqual({
      todaySold: expect.any(String),
      yesterdaySold: expect.any(String),
      todayOrders: expect.any(Number),
      yesterdayOrders: expect.any(Number),
    });
  });
});
