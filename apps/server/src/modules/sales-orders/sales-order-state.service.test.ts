import {
  addWorkingDays,
  computeDueStatus,
  DUE_WAITING_WORKING_DAYS,
  ORDER_MESSAGES,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  ORDER_TRANSITIONS,
  type TOrderStatusId,
  toApiDate,
  todayInAuckland,
} from '@packline/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/test-app.ts';
import { createGroupCustomer } from '../quotations/quotation.fixtures.ts';
import { insertOrder } from './sales-order.fixtures.ts';
import { dueStatusSql } from './sales-order-read.ts';
import { listOrderStatusLog, moveOrder, moveOrderThrough, orderPath } from './sales-order-state.ts';
import { salesOrder } from './sales-orders.tables.ts';

// The order state machine through moveOrder itself: every edge of ORDER_TRANSITIONS is taken once, and from every
// status one move that is not an edge is refused. The HTTP actions that use it are in sales-orders.routes.test.ts.

let t: TTestApp;
let customerId: number;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.loginAdmin();
  adminId = (await t.staffSession(admin)).employeeId;
  ({ customerId } = await createGroupCustomer(t, admin));
});
afterAll(() => t?.close());

const statuses = Object.keys(ORDER_TRANSITIONS).map(Number) as TOrderStatusId[];
const edges = statuses.flatMap((from) => ORDER_TRANSITIONS[from].map((to) => [from, to] as const));
const name = (statusId: number) => ORDER_STATUS_NAMES[statusId];

async function orderRow(orderId: number) {
  const [row] = await t.db.select().from(salesOrder).where(eq(salesOrder.orderId, orderId));
  return row;
}

describe('moveOrder', () => {
  it.each(edges)('moves %i → %i, logs it and sets what the new status implies', async (from, to) => {
    const orderId = await insertOrder(t.db, customerId, { orderStatusId: from });
    await t.db.transaction((tx) => moveOrder(tx, orderId, to, { employeeId: adminId, reason: 'test' }));

    const row = await orderRow(orderId);
    expect(row.orderStatusId).toBe(to);
    expect(row.updatedBy).toBe(adminId);
    expect(row.approvedDate !== null).toBe(to === ORDER_STATUS.Approved);
    expect(row.deliveryDate).toBe(to === ORDER_STATUS.Delivered ? todayInAuckland() : null);
    expect(row.paid).toBe(to === ORDER_STATUS.Paid ? 1 : 0);
    const log = await listOrderStatusLog(t.db, orderId);
    expect(log).toMatchObject([{ fromStatusId: from, toStatusId: to, employeeId: adminId, reason: 'test' }]);
  });

  it.each(statuses)('refuses a move from %i that is not an edge, changing nothing', async (from) => {
    const to = statuses.find((other) => other !== from && !ORDER_TRANSITIONS[from].includes(other)) as number;
    const orderId = await insertOrder(t.db, customerId, { orderStatusId: from });
    await expect(t.db.transaction((tx) => moveOrder(tx, orderId, to, { employeeId: adminId }))).rejects.toThrow(
      ORDER_MESSAGES.transitionRefused(name(from), name(to)),
    );
    expect((await orderRow(orderId)).orderStatusId).toBe(from);
    expect(await listOrderStatusLog(t.db, orderId)).toEqual([]);
  });

  it('refuses a deleted or unknown order with 404', async () => {
    const orderId = await insertOrder(t.db, customerId, { deletedAt: new Date() });
    await expect(
      t.db.transaction((tx) => moveOrder(tx, orderId, ORDER_STATUS.Approved, { employeeId: null })),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      t.db.transaction((tx) => moveOrder(tx, 987_654, ORDER_STATUS.Approved, { employeeId: null })),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('moveOrderThrough', () => {
  it('finds the shortest chain of edges', () => {
    expect(orderPath(ORDER_STATUS.Approved, ORDER_STATUS.Delivered)).toEqual([
      ORDER_STATUS.Dispatch,
      ORDER_STATUS.Delivered,
    ]);
    expect(orderPath(ORDER_STATUS.Production, ORDER_STATUS.Delivered)).toEqual([
      ORDER_STATUS.Warehouse,
      ORDER_STATUS.Dispatch,
      ORDER_STATUS.Delivered,
    ]);
    expect(orderPath(ORDER_STATUS.Dispatch, ORDER_STATUS.Dispatch)).toEqual([]);
    expect(orderPath(ORDER_STATUS.New, ORDER_STATUS.Delivered)).toEqual([3, 12, 15]);
    expect(orderPath(ORDER_STATUS.Paid, ORDER_STATUS.Delivered)).toBeNull();
  });

  it('logs every step, or refuses and changes nothing when there is no chain', async () => {
    const orderId = await insertOrder(t.db, customerId, { orderStatusId: ORDER_STATUS.Production });
    await t.db.transaction((tx) => moveOrderThrough(tx, orderId, ORDER_STATUS.Delivered, { employeeId: adminId }));
    const log = await listOrderStatusLog(t.db, orderId);
    expect(log.map((row) => [row.fromStatusId, row.toStatusId])).toEqual([
      [10, 11],
      [11, 12],
      [12, 15],
    ]);

    const fresh = await insertOrder(t.db, customerId, { orderStatusId: ORDER_STATUS.Paid });
    await expect(
      t.db.transaction((tx) => moveOrderThrough(tx, fresh, ORDER_STATUS.Delivered, { employeeId: adminId })),
    ).rejects.toThrow(ORDER_MESSAGES.transitionRefused('Paid', 'Delivered'));
    expect(await listOrderStatusLog(t.db, fresh)).toEqual([]);
  });
});

describe('dueStatusSql', () => {
  it('agrees with computeDueStatus', async () => {
    const today = todayInAuckland();
    const days = (n: number) => toApiDate(addWorkingDays(today, n));
    const cases = [
      { orderStatusId: ORDER_STATUS.Delivered, requiredDate: today, urgentNote: null },
      { orderStatusId: ORDER_STATUS.Paid, requiredDate: null, urgentNote: 'x' },
      { orderStatusId: ORDER_STATUS.New, requiredDate: days(20), urgentNote: 'Customer waiting' },
      { orderStatusId: ORDER_STATUS.New, requiredDate: days(20), urgentNote: '   ' },
      { orderStatusId: ORDER_STATUS.Approved, requiredDate: null, urgentNote: null },
      { orderStatusId: ORDER_STATUS.Approved, requiredDate: '2020-01-01', urgentNote: null },
      { orderStatusId: ORDER_STATUS.Production, requiredDate: today, urgentNote: null },
      { orderStatusId: ORDER_STATUS.Warehouse, requiredDate: days(1), urgentNote: null },
      { orderStatusId: ORDER_STATUS.Dispatch, requiredDate: days(DUE_WAITING_WORKING_DAYS), urgentNote: null },
      { orderStatusId: ORDER_STATUS.Online, requiredDate: days(DUE_WAITING_WORKING_DAYS + 1), urgentNote: null },
    ];
    const ids: number[] = [];
    for (const values of cases) ids.push(await insertOrder(t.db, customerId, values));
    const rows = await t.db
      .select({ orderId: salesOrder.orderId, due: dueStatusSql(today) })
      .from(salesOrder)
      .where(inArray(salesOrder.orderId, ids));
    const sqlDue = ids.map((id) => rows.find((row) => row.orderId === id)?.due);
    expect(sqlDue).toEqual(cases.map((values) => computeDueStatus(values, today)));
    expect(new Set(sqlDue)).toEqual(new Set([0, 1, 2, 3]));
  });
});
