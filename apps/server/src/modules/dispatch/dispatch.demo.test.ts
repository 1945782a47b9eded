import { DISPATCH_STATUS, INVOICE_PAID, ORDER_STATUS } from '@packline/domain';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { invoice } from '../invoices/invoices.tables.ts';
import { orderProduct, salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { dispatching } from './dispatch.tables.ts';

// The demo dispatches: driven through the services, so every order they touch is consistent with its dispatches,
// delivered quantities and invoices; some left Picking and some sent but not delivered, for the screens.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

describe('demo dispatches', () => {
  it('leaves dispatches in every status but cancelled, consistent with their orders', async () => {
    const { db } = handle;
    const dispatches = await db.select().from(dispatching).orderBy(asc(dispatching.dispatchId));
    const byStatus = (status: number) => dispatches.filter((d) => d.status === status);
    expect(byStatus(DISPATCH_STATUS.Picking).length).toBeGreaterThanOrEqual(2);
    expect(byStatus(DISPATCH_STATUS.Dispatch).length).toBeGreaterThanOrEqual(2);
    expect(byStatus(DISPATCH_STATUS.Delivered).length).toBeGreaterThanOrEqual(5);
    for (const sent of [...byStatus(DISPATCH_STATUS.Dispatch), ...byStatus(DISPATCH_STATUS.Delivered)]) {
      expect(sent.courierId).not.toBeNull();
      expect(sent.trackingNo).toMatch(/^TRK\d{6}NZ$/);
    }

    const orderIds = [...new Set(dispatches.map((d) => d.orderId))];
    const orders = await db.select().from(salesOrder).where(inArray(salesOrder.orderId, orderIds));
    const lines = await db.select().from(orderProduct).where(inArray(orderProduct.orderId, orderIds));
    const invoices = await db.select().from(invoice).where(inArray(invoice.orderId, orderIds));
    // The order lines keep their quotation's minimum price, so the demo invoices show a profit.
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((i) => i.profit !== null)).toBe(true);
    const statuses = new Set(orders.map((o) => o.orderStatusId));
    for (const status of [ORDER_STATUS.Dispatch, ORDER_STATUS.Delivered, ORDER_STATUS.Paid, ORDER_STATUS.Closed]) {
      expect(statuses, `status ${status}`).toContain(status);
    }
    for (const order of orders) {
      const own = dispatches.filter((d) => d.orderId === order.orderId);
      const ownLines = lines.filter((l) => l.orderId === order.orderId);
      const ownInvoices = invoices.filter((i) => i.orderId === order.orderId);
      if (order.orderStatusId >= ORDER_STATUS.Delivered) {
        expect(own.every((d) => d.status === DISPATCH_STATUS.Delivered)).toBe(true);
        expect(ownLines.every((l) => Number(l.deliveredQuantity) === Number(l.quantity))).toBe(true);
        expect(ownInvoices.length).toBeGreaterThan(0);
      } else {
        expect(order.orderStatusId).toBe(ORDER_STATUS.Dispatch);
      }
      if (order.orderStatusId >= ORDER_STATUS.Paid) {
        expect(ownInvoices.every((i) => i.paid === INVOICE_PAID.Paid)).toBe(true);
      }
      const picking = own.filter((d) => d.status === DISPATCH_STATUS.Picking).length > 0;
      const onOpen = ownLines.reduce((sum, l) => sum + Number(l.dispatchedQuantity), 0);
      expect(onOpen > 0).toBe(picking);
    }
  });
});
