import {
  BOX_SOURCE,
  DISPATCH_STATUS,
  ORDER_STATUS,
  packingSlipNoOf,
  type TApiError,
  type TOrder,
  ZOrder,
} from '@packline/domain';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { type TReply, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { createBoxes } from '../boxes/boxes.service.ts';
import { box } from '../boxes/boxes.tables.ts';
import { courier, deliveryMethod } from '../lookups/lookups.tables.ts';
import {
  createQuotedCustomer,
  ok200,
  orderBody,
  orderLine,
  PACK_QUANTITY,
  type TQuotedCustomer,
} from '../sales-orders/sales-order.fixtures.ts';
import { moveOrderThrough } from '../sales-orders/sales-order-state.ts';
import { orderProduct, salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { dispatching, dispatchingDetail } from './dispatch.tables.ts';

// Rows the dispatch tests build on: a quoted customer, orders placed through the API and approved, boxes of their
// products in stock, a courier and a delivery method.

export { ok200, PACK_QUANTITY };

export const message = (res: TReply<TApiError>) => res.body?.message?.message;

export async function createCourier(t: TTestApp): Promise<number> {
  const [row] = await t.db
    .insert(courier)
    .values({ courierName: uniqueName('Courier') })
    .returning();
  return row.courierId;
}

export async function createDeliveryMethod(t: TTestApp): Promise<number> {
  const [row] = await t.db
    .insert(deliveryMethod)
    .values({ deliveryMethodName: uniqueName('Courier') })
    .returning();
  return row.deliveryMethodId;
}

/** An order placed through the API (`cartons[i]` cartons of the customer's product i), approved unless told. */
export async function createApprovedOrder(
  t: TTestApp,
  token: string,
  cafe: TQuotedCustomer,
  cartons: number[],
  options: { status?: number; extra?: Record<string, unknown> } = {},
): Promise<{ orderId: number; lines: TOrder['orderProduct'] }> {
  const lines = cartons.map((count, i) => orderLine(cafe.products[i].productId, count, 80));
  const order = await ok200(
    t.api(token).post('/api/SalesOrder', orderBody(cafe.customerId, lines, options.extra), ZOrder),
  );
  const status = options.status ?? ORDER_STATUS.Approved;
  if (status !== ORDER_STATUS.New)
    await t.db.transaction((tx) => moveOrderThrough(tx, order.orderId, status, { employeeId: null }));
  return { orderId: order.orderId, lines: order.orderProduct };
}

/** `count` boxes of a product in stock, each holding `pieces`. */
export async function stockBoxes(t: TTestApp, productId: number, pieces: number, count = 1): Promise<number[]> {
  const made = await createBoxes(t.db, {
    productId,
    quantityPerBox: pieces,
    count,
    source: BOX_SOURCE.ManualCreated,
    createdBy: null,
  });
  return made.map((m) => m.boxId);
}

export async function readBoxes(t: TTestApp, boxIds: number[]) {
  const rows = await t.db.select().from(box).where(inArray(box.boxId, boxIds));
  return boxIds.map((id) => {
    const row = rows.find((r) => r.boxId === id);
    if (!row) throw new Error(`no box ${id}`);
    return { ...row, quantity: Number(row.quantity) };
  });
}

export async function readLines(t: TTestApp, orderId: number) {
  const rows = await t.db
    .select()
    .from(orderProduct)
    .where(eq(orderProduct.orderId, orderId))
    .orderBy(orderProduct.orderProductId);
  return rows.map((row) => ({
    orderProductId: row.orderProductId,
    quantity: Number(row.quantity),
    dispatchedQuantity: Number(row.dispatchedQuantity),
    deliveredQuantity: Number(row.deliveredQuantity),
  }));
}

export async function orderStatusOf(t: TTestApp, orderId: number): Promise<number> {
  const [row] = await t.db
    .select({ status: salesOrder.orderStatusId })
    .from(salesOrder)
    .where(eq(salesOrder.orderId, orderId));
  return row.status;
}

export const detail = (boxId: number, productId: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  boxId,
  productId,
  quantity,
  ...extra,
});

/** A quoted customer with `products` products, each 1000 pieces a carton. */
export const quotedCustomer = (t: TTestApp, token: string, products = 2) =>
  createQuotedCustomer(
    t,
    token,
    Array.from({ length: products }, () => 80),
  );

export function expectStatus(res: { status: number; body: unknown }, status: number): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
}

/**
 * A dispatch row of the order, as AddDispatching leaves it (status Picking unless given, its packing slip number),
 * for the tests of other modules; the dispatch tests themselves go through the API.
 */
export async function aDispatch(
  db: DbOrTx,
  orderId: number,
  status: number = DISPATCH_STATUS.Picking,
): Promise<number> {
  const [created] = await db
    .insert(dispatching)
    .values({ orderId, packingSlipNo: '', status })
    .returning({ dispatchId: dispatching.dispatchId });
  const { dispatchId } = created;
  await db
    .update(dispatching)
    .set({ packingSlipNo: packingSlipNoOf(dispatchId) })
    .where(eq(dispatching.dispatchId, dispatchId));
  return dispatchId;
}

/** A picked box of a dispatch: `quantity` pieces of the order line taken from the box. */
export async function aDispatchLine(db: DbOrTx, line: typeof dispatchingDetail.$inferInsert): Promise<void> {
  await db.insert(dispatchingDetail).values(line);
}

/** Sets fields of a dispatch row directly (a state the test needs without the calls that lead to it). */
export async function setDispatch(db: DbOrTx, dispatchId: number, values: Partial<typeof dispatching.$inferInsert>) {
  await db.update(dispatching).set(values).where(eq(dispatching.dispatchId, dispatchId));
}
