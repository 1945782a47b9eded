import {
  DISPATCH_WRITE_PAGES,
  PALLET_TRAN_TYPE,
  PALLET_TYPE,
  WAREHOUSE_MESSAGES,
  ZPalletBalanceList,
  ZPalletStockLog,
  ZPalletStockLogList,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { employee } from '../employees/employees.tables.ts';
import { ADMIN_USER_NAME } from '../employees/first-admin.ts';
import { insertOrder, ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { dispatching, palletStockLog } from './dispatch.tables.ts';
import { recordPalletsSent, removePalletLogOfDispatch } from './pallet-stock-log.service.ts';

// The pallet stock log (spec 02 §3, §7 Reports): actions stored signed, the running balance per customer and pallet
// type, the balances, the date range of the log screen, and the two calls the dispatch service makes.

let t: TTestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  const [row] = await t.db.select().from(employee).where(eq(employee.userName, ADMIN_USER_NAME));
  adminId = row.employeeId;
});
afterAll(() => t?.close());

const CHEP = PALLET_TYPE.Default;
const LOSCAM = 4;

async function newCustomer(company?: string) {
  const c = await t.createCustomer({ company });
  return c.customerId;
}
const add = (body: Record<string, unknown>, token = admin) =>
  t.api(token).post('/api/PalletStockLog/Add', body, ZPalletStockLog);
const refuseAdd = (body: Record<string, unknown>, token = admin) =>
  t.api(token).post('/api/PalletStockLog/Add', body, REFUSED);
const logOf = (query: string) =>
  ok200(t.api(admin).get(`/api/PalletStockLog/GetByCustomerId?${query}`, ZPalletStockLogList));
const balanceOf = (query: string) =>
  ok200(t.api(admin).get(`/api/PalletStockLog/GetBalanceByCustomerId?${query}`, ZPalletBalanceList));

/** A dispatch of a new order of the customer (the log rows point at it). */
async function dispatchOf(customerId: number): Promise<number> {
  const orderId = await insertOrder(t.db, customerId);
  const [row] = await t.db
    .insert(dispatching)
    .values({ orderId, packingSlipNo: '' })
    .returning({ dispatchId: dispatching.dispatchId });
  await t.db
    .update(dispatching)
    .set({ packingSlipNo: `PS${row.dispatchId}` })
    .where(eq(dispatching.dispatchId, row.dispatchId));
  return row.dispatchId;
}

describe('PalletStockLog/Add', () => {
  it('stores the quantity signed by the action; the employee is the caller unless given', async () => {
    const customerId = await newCustomer();
    const sent = await ok200(
      add({ customerId, plateTypeId: CHEP, tranTypeId: PALLET_TRAN_TYPE.Sent, quantity: 5, notes: ' first run ' }),
    );
    expect(sent).toMatchObject({
      customerId,
      plateTypeId: CHEP,
      plateType: { plateTypeName: 'CHEP' },
      tranTypeId: 1,
      tranTypeName: 'Sent with dispatch',
      quantity: 5,
      balance: 5,
      notes: 'first run',
      dispatchId: null,
      dispatch: null,
    });
    expect(sent.employeeId).toBe(adminId);

    const keeper = await t.createStaff({ firstName: 'Mere', lastName: 'Ngata' });
    const returned = await ok200(
      add({
        customerId,
        plateTypeId: CHEP,
        tranTypeId: PALLET_TRAN_TYPE.Returned,
        quantity: 2,
        employeeId: keeper.employeeId,
      }),
    );
    expect(returned).toMatchObject({
      quantity: -2,
      balance: 3,
      employeeId: keeper.employeeId,
      employeeName: 'Mere Ngata',
    });
    expect(
      await ok200(add({ customerId, plateTypeId: CHEP, tranTypeId: PALLET_TRAN_TYPE.WrittenOff, quantity: 1 })),
    ).toMatchObject({ quantity: -1, balance: 2, tranTypeName: 'Written off' });
    expect(
      await ok200(add({ customerId, plateTypeId: CHEP, tranTypeId: PALLET_TRAN_TYPE.Adjustment, quantity: 4 })),
    ).toMatchObject({ quantity: 4, balance: 6, tranTypeName: 'Adjustment' });
    const stored = await t.db.select().from(palletStockLog).where(eq(palletStockLog.customerId, customerId));
    expect(stored.map((r) => r.quantity).sort()).toEqual([-1, -2, 4, 5]);
  });

  it('needs an action and a quantity (whole, above 0), a customer and a pallet type', async () => {
    const customerId = await newCustomer();
    const body = { customerId, plateTypeId: CHEP, tranTypeId: 1, quantity: 3 };
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ...body, tranTypeId: undefined }, 'tranTypeId', WAREHOUSE_MESSAGES.palletActionRequired],
      [{ ...body, tranTypeId: null }, 'tranTypeId', WAREHOUSE_MESSAGES.palletActionRequired],
      [{ ...body, tranTypeId: 9 }, 'tranTypeId', WAREHOUSE_MESSAGES.palletActionRequired],
      [{ ...body, quantity: undefined }, 'quantity', WAREHOUSE_MESSAGES.palletQuantityRequired],
      [{ ...body, quantity: null }, 'quantity', WAREHOUSE_MESSAGES.palletQuantityRequired],
      [{ ...body, quantity: 0 }, 'quantity', 'Quantity must be above 0'],
      [{ ...body, quantity: -3 }, 'quantity', 'Quantity must be above 0'],
      [{ ...body, quantity: 1.5 }, 'quantity', 'Quantity must be a whole number'],
      [{ ...body, customerId: undefined }, 'customerId', 'Customer is required!'],
      [{ ...body, plateTypeId: undefined }, 'plateTypeId', 'Pallet type is required!'],
      [{ ...body, notes: 'x'.repeat(301) }, 'notes', 'Notes must be at most 300 characters'],
    ];
    for (const [sent, field, message] of refusals) {
      const res = await refuseAdd(sent);
      expect(res.status, message).toBe(400);
      expect(res.body.message.message, field).toBe(message);
      expect(res.body.errors?.[field], field).toEqual([message]);
    }
    for (const missing of [
      { ...body, customerId: 987654 },
      { ...body, plateTypeId: 987 },
    ]) {
      const res = await refuseAdd(missing);
      expect(res.status).toBe(400);
      expect(res.body.message.message).toBe('A selected record does not exist (any more).');
    }
    expect(await logOf(`customerId=${customerId}`)).toEqual([]);
  });
});

describe('PalletStockLog/GetByCustomerId, balances', () => {
  it('runs the balance per customer and pallet type in time order; lists newest first', async () => {
    const customerId = await newCustomer();
    const otherId = await newCustomer();
    const at = (day: number) => new Date(Date.UTC(2025, 0, day, 0, 0));
    // Written out of time order on purpose: the balance follows createdAt.
    await t.db.insert(palletStockLog).values([
      { customerId, plateTypeId: CHEP, tranTypeId: 1, quantity: 10, createdAt: at(10) },
      { customerId, plateTypeId: CHEP, tranTypeId: 2, quantity: -4, createdAt: at(20) },
      { customerId, plateTypeId: CHEP, tranTypeId: 1, quantity: 3, createdAt: at(5) },
      { customerId, plateTypeId: LOSCAM, tranTypeId: 1, quantity: 7, createdAt: at(12) },
      { customerId: otherId, plateTypeId: CHEP, tranTypeId: 1, quantity: 100, createdAt: at(11) },
    ]);
    const log = await logOf(`customerId=${customerId}`);
    expect(log.map((r: { quantity: number; balance: number }) => [r.quantity, r.balance])).toEqual([
      [-4, 9],
      [7, 7],
      [10, 13],
      [3, 3],
    ]);
    const chep = await logOf(`customerId=${customerId}&plateTypeId=${CHEP}`);
    expect(chep.map((r: { balance: number }) => r.balance)).toEqual([9, 13, 3]);
    expect(chep[0].customer.customerCode).toBeTruthy();

    expect(await balanceOf(`customerId=${customerId}`)).toEqual([
      expect.objectContaining({ customerId, plateTypeId: CHEP, plateTypeName: 'CHEP', balance: 9 }),
      expect.objectContaining({ customerId, plateTypeId: LOSCAM, plateTypeName: 'Loscam', balance: 7 }),
    ]);
    expect(await balanceOf(`customerId=${customerId}&plateTypeId=${LOSCAM}`)).toEqual([
      expect.objectContaining({ plateTypeId: LOSCAM, balance: 7 }),
    ]);
    expect(await balanceOf(`customerId=${await newCustomer()}`)).toEqual([]);
    const noCustomer = await t.api(admin).get('/api/PalletStockLog/GetBalanceByCustomerId', REFUSED);
    expect(noCustomer.status).toBe(400);
  });

  it('without a customer lists every row in the Auckland days start..end, balances running over all history', async () => {
    const customerId = await newCustomer();
    // 2024-03-10 00:30 in Auckland (NZDT, +13) is 2024-03-09 11:30 UTC.
    await t.db.insert(palletStockLog).values([
      { customerId, plateTypeId: CHEP, tranTypeId: 1, quantity: 2, createdAt: new Date('2024-03-01T01:00:00Z') },
      { customerId, plateTypeId: CHEP, tranTypeId: 1, quantity: 5, createdAt: new Date('2024-03-09T11:30:00Z') },
      { customerId, plateTypeId: CHEP, tranTypeId: 1, quantity: 1, createdAt: new Date('2024-03-12T10:59:00Z') },
      { customerId, plateTypeId: CHEP, tranTypeId: 1, quantity: 9, createdAt: new Date('2024-03-12T11:00:00Z') },
    ]);
    const mine = (rows: { customerId: number; quantity: number; balance: number }[]) =>
      rows.filter((r) => r.customerId === customerId).map((r) => [r.quantity, r.balance]);
    expect(mine(await logOf('start=2024/03/10&end=2024/03/12'))).toEqual([
      [1, 8],
      [5, 7],
    ]);
    expect(mine(await logOf('start=2024-03-10&end=2024-03-13'))).toEqual([
      [9, 17],
      [1, 8],
      [5, 7],
    ]);
    expect(mine(await logOf(`customerId=${customerId}&start=2024/03/01&end=2024/03/01`))).toEqual([[2, 2]]);
    const bad = await t.api(admin).get('/api/PalletStockLog/GetByCustomerId?start=yesterday', REFUSED);
    expect(bad.status).toBe(400);
    expect(bad.body.message.message).toBe('start must be a date');
  });

  it('GetAllBalance: every customer and type, the ones holding pallets first', async () => {
    const settled = await newCustomer('Aaa settled café');
    const holder = await newCustomer('Zzz holding café');
    await t.db.insert(palletStockLog).values([
      { customerId: settled, plateTypeId: CHEP, tranTypeId: 1, quantity: 3 },
      { customerId: settled, plateTypeId: CHEP, tranTypeId: 2, quantity: -3 },
      { customerId: holder, plateTypeId: LOSCAM, tranTypeId: 1, quantity: 1 },
    ]);
    const all = await ok200(t.api(admin).get('/api/PalletStockLog/GetAllBalance', ZPalletBalanceList));
    const holderAt = all.findIndex((b: { customerId: number }) => b.customerId === holder);
    const settledAt = all.findIndex((b: { customerId: number }) => b.customerId === settled);
    expect(all[holderAt]).toEqual({
      customerId: holder,
      company: 'Zzz holding café',
      customerCode: 'Zzz holding café',
      plateTypeId: LOSCAM,
      plateTypeName: 'Loscam',
      balance: 1,
    });
    expect(all[settledAt].balance).toBe(0);
    expect(holderAt).toBeLessThan(settledAt);
    expect(all.slice(settledAt).every((b: { balance: number }) => b.balance === 0)).toBe(true);
  });
});

describe('the dispatch calls', () => {
  it('recordPalletsSent writes one Sent row for the dispatch; removePalletLogOfDispatch takes its rows away', async () => {
    const customerId = await newCustomer();
    const dispatchId = await dispatchOf(customerId);
    const other = await dispatchOf(customerId);
    await t.db.transaction(async (tx) => {
      await recordPalletsSent(tx, { dispatchId, customerId, plateTypeId: CHEP, quantity: 2, employeeId: null });
      await recordPalletsSent(tx, { dispatchId: other, customerId, plateTypeId: CHEP, quantity: 1, employeeId: null });
      // No pallets, no row.
      await recordPalletsSent(tx, {
        dispatchId: other,
        customerId,
        plateTypeId: LOSCAM,
        quantity: 0,
        employeeId: null,
      });
    });
    const log = await logOf(`customerId=${customerId}`);
    expect(log).toHaveLength(2);
    const ofDispatch = log.find((r) => r.dispatchId === dispatchId);
    expect(ofDispatch).toMatchObject({
      tranTypeId: PALLET_TRAN_TYPE.Sent,
      quantity: 2,
      dispatch: { packingSlipNo: `PS${dispatchId}` },
    });
    await t.db.transaction((tx) => removePalletLogOfDispatch(tx, dispatchId));
    expect(await logOf(`customerId=${customerId}`)).toEqual([
      expect.objectContaining({ dispatchId: other, balance: 1 }),
    ]);
  });
});

describe('access', () => {
  it('the log and balance pages write; the dispatch pages read; others are refused', async () => {
    const customerId = await newCustomer();
    const body = { customerId, plateTypeId: CHEP, tranTypeId: 1, quantity: 1 };
    const reads = [
      `/api/PalletStockLog/GetByCustomerId?customerId=${customerId}`,
      `/api/PalletStockLog/GetBalanceByCustomerId?customerId=${customerId}`,
      '/api/PalletStockLog/GetAllBalance',
    ];
    for (const pageUrl of ['/pallet-stocklog', '/customer-pallet']) {
      const staff = await t.createStaff({ pages: [pageUrl] });
      expect((await add(body, staff.token)).status, pageUrl).toBe(200);
      for (const url of reads) expect((await t.api(staff.token).get(url)).status, url).toBe(200);
    }
    for (const pageUrl of DISPATCH_WRITE_PAGES) {
      const staff = await t.createStaff({ pages: [pageUrl] });
      expect((await refuseAdd(body, staff.token)).status, pageUrl).toBe(403);
      for (const url of reads) expect((await t.api(staff.token).get(url)).status, url).toBe(200);
    }
    const other = await t.createStaff({ pages: ['/product'] });
    expect((await refuseAdd(body, other.token)).status).toBe(403);
    for (const url of reads) expect((await t.api(other.token).get(url, REFUSED)).status, url).toBe(403);
    const online = await t.createCustomer();
    expect((await refuseAdd(body, online.token)).status).toBe(403);
    expect((await t.api().get(reads[2], REFUSED)).status).toBe(401);
  });
});
