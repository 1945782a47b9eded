import {
  BOX_MOVEMENT_REASON,
  BOX_STATUS,
  STOCK_HISTORY_DAYS,
  shiftDate,
  startOfBusinessDay,
  todayInAuckland,
  WORK_ORDER_SOURCE,
  WORK_ORDER_STATUS,
  ZProductInventoryInfo,
  ZStockHistory,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { box, boxMovement } from '../boxes/boxes.tables.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import {
  createQuotedCustomer,
  insertOrder,
  ok200,
  type TQuotedCustomer,
} from '../sales-orders/sales-order.fixtures.ts';
import { orderProduct } from '../sales-orders/sales-orders.tables.ts';
import { workOrder } from '../work-orders/work-orders.tables.ts';

// A product's stock chart (issue 31; GET StockMonitor/GetStockHistory): its stock at the end of each of the last 90
// Auckland days from the box ledger, ending on the stock the monitor shows now, with its MSL, open orders and work
// orders. The boxes and ledger rows are written with their times, as the warehouse would have written them.

let t: TTestApp;
let admin: string;
let cafe: TQuotedCustomer;
const today = todayInAuckland();
const daysAgo = (n: number) => shiftDate(today, -n, 'day');
/** Noon of the Auckland day `n` days ago. */
const noonOf = (n: number) => new Date(startOfBusinessDay(daysAgo(n)).getTime() + 12 * 3600_000);
const productId = () => cafe.products[0].productId as number;

async function insertBox(values: { quantity: number; status: number; createdDaysAgo: number; isSemi?: number }) {
  const [row] = await t.db
    .insert(box)
    .values({
      barCode: uniqueName('CHART'),
      productId: productId(),
      quantity: values.quantity,
      status: values.status,
      isSemi: values.isSemi ?? 0,
      createdAt: noonOf(values.createdDaysAgo),
    })
    .returning({ boxId: box.boxId });
  return row.boxId;
}

async function move(boxId: number, daysBack: number, from: [number, number], to: [number, number], reasonId: number) {
  await t.db.insert(boxMovement).values({
    boxId,
    reasonId,
    fromStatus: from[0],
    quantityBefore: from[1],
    toStatus: to[0],
    quantityAfter: to[1],
    employeeId: null,
    movedAt: noonOf(daysBack),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  cafe = await createQuotedCustomer(t, admin, [80]);
  const { InStock, Out } = BOX_STATUS;
  // Made before the chart's window and never moved: the opening stock.
  await insertBox({ quantity: 50, status: InStock, createdDaysAgo: 120 });
  // Made 20 days ago with 200, counted down to 150 five days ago, dispatched two days ago.
  const counted = await insertBox({ quantity: 0, status: Out, createdDaysAgo: 20 });
  await move(counted, 5, [InStock, 200], [InStock, 150], BOX_MOVEMENT_REASON.QuantityChanged);
  await move(counted, 2, [InStock, 150], [Out, 0], BOX_MOVEMENT_REASON.Dispatched);
  // Made 10 days ago, still in stock; a semi-finished box never counts.
  await insertBox({ quantity: 100, status: InStock, createdDaysAgo: 10 });
  await insertBox({ quantity: 999, status: InStock, createdDaysAgo: 10, isSemi: 1 });
  await t.db.update(product).set({ productMsl: 300 }).where(eq(product.productId, productId()));
  // An open order of 4,000 pieces (1,000 delivered) and an approved work order of 5,000.
  const orderId = await insertOrder(t.db, cafe.customerId, { orderDate: daysAgo(3), requiredDate: daysAgo(-7) });
  await t.db.insert(orderProduct).values({
    orderId,
    productId: productId(),
    unitPrice: '80',
    packagingQty: '4',
    quantity: '4000',
    price: '320',
    deliveredQuantity: '1000',
  });
  await t.db.insert(workOrder).values({
    workOrderNo: uniqueName('WO'),
    productId: productId(),
    quantity: '5000',
    orderTypeId: 1,
    workOrderSourceId: WORK_ORDER_SOURCE.Manual,
    workOrderStatusId: WORK_ORDER_STATUS.Approved,
    requiredDate: daysAgo(-10),
    createdAt: noonOf(1),
  });
});
afterAll(() => t?.close());

describe('GET StockMonitor/GetStockHistory', () => {
  it('gives the stock at the end of each of the last 90 days from the ledger, ending on the stock now', async () => {
    const history = await ok200(
      t.api(admin).get(`/api/StockMonitor/GetStockHistory?productId=${productId()}`, ZStockHistory),
    );
    expect(history.days).toHaveLength(STOCK_HISTORY_DAYS);
    expect(history.days[0].day).toBe(daysAgo(STOCK_HISTORY_DAYS - 1));
    expect(history.days.at(-1)?.day).toBe(today);
    const stockOn = (n: number) => history.days.find((d) => d.day === daysAgo(n))?.stock;
    expect([stockOn(89), stockOn(21), stockOn(20), stockOn(10), stockOn(5), stockOn(2), stockOn(0)]).toEqual([
      50, 50, 250, 350, 300, 150, 150,
    ]);
    const info = await ok200(
      t.api(admin).get(`/api/StockMonitor/GetStockInfoByProductId?productId=${productId()}`, ZProductInventoryInfo),
    );
    expect(info.productInStock).toBe(stockOn(0));
  });

  it('gives the MSL and the open order and work order with what is left, on the day each was raised', async () => {
    const history = await ok200(
      t.api(admin).get(`/api/StockMonitor/GetStockHistory?productId=${productId()}`, ZStockHistory),
    );
    expect(history.msl).toBe(300);
    expect(history.orders).toEqual([expect.objectContaining({ day: daysAgo(3), pending: 3000 })]);
    expect(history.workOrders).toEqual([expect.objectContaining({ day: daysAgo(1), pending: 5000 })]);
  });

  it('is refused to a caller without a stock screen, and 404 for an unknown product', async () => {
    const clerk = await t.createStaff({ pages: ['/daily-report'] });
    const refused = await t.api(clerk.token).get(`/api/StockMonitor/GetStockHistory?productId=${productId()}`, REFUSED);
    expect(refused.status).toBe(403);
    const unknown = await t.api(admin).get('/api/StockMonitor/GetStockHistory?productId=999999', REFUSED);
    expect(unknown.status).toBe(404);
  });
});
