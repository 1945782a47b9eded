import { DISPATCH_STATUS, type TOrder, ZOrder } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { type TTestApp, uniqueName } from '../../../test/test-app.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { box } from '../boxes/boxes.tables.ts';
import { aDispatch, aDispatchLine, setDispatch } from '../dispatch/dispatch.fixtures.ts';
import { raiseInvoiceOfDispatch } from '../dispatch/dispatch.service.ts';
import { ok200, orderBody, orderLine } from '../sales-orders/sales-order.fixtures.ts';
import { orderProduct, salesOrder } from '../sales-orders/sales-orders.tables.ts';

// Rows the invoice tests build on: orders made through the API, and dispatches with their picked boxes inserted
// directly (the dispatch module's API is tested in its own module), completed by raising their invoice.

/** An order through the API: `cartons[i]` cartons of `products[i]` at `prices[i]` per carton, plus `extra` fields. */
export async function createOrder(
  t: TTestApp,
  token: string,
  customerId: number,
  lines: { productId: number; cartons: number; unitPrice: number }[],
  extra: Record<string, unknown> = {},
): Promise<TOrder> {
  return ok200(
    t.api(token).post(
      '/api/SalesOrder',
      orderBody(
        customerId,
        lines.map((line) => orderLine(line.productId, line.cartons, line.unitPrice)),
        extra,
      ),
      ZOrder,
    ),
  );
}

export async function setOrder(db: DbOrTx, orderId: number, values: Partial<typeof salesOrder.$inferInsert>) {
  await db.update(salesOrder).set(values).where(eq(salesOrder.orderId, orderId));
}

export async function setPurchPrice(db: DbOrTx, orderProductId: number, purchPrice: string | null) {
  await db.update(orderProduct).set({ purchPrice }).where(eq(orderProduct.orderProductId, orderProductId));
}

export interface TPick {
  orderProductId: number;
  productId: number;
  /** Pieces taken from one box of the product. */
  quantity: number;
}

/** A dispatch of the order with one picked box per pick (status Picking unless given), as AddDispatching leaves it. */
export async function insertDispatch(
  db: DbOrTx,
  orderId: number,
  picks: TPick[],
  status: number = DISPATCH_STATUS.Picking,
): Promise<number> {
  const dispatchId = await aDispatch(db, orderId, status);
  for (const pick of picks) {
    const [taken] = await db
      .insert(box)
      .values({ barCode: uniqueName('BOX'), productId: pick.productId, quantity: 0, status: 2 })
      .returning({ boxId: box.boxId });
    await aDispatchLine(db, {
      dispatchId,
      boxId: taken.boxId,
      productId: pick.productId,
      orderProductId: pick.orderProductId,
      quantity: pick.quantity,
    });
  }
  return dispatchId;
}

/** What CompleteDispatching does for invoices: the dispatch becomes status 1 and raises its invoice, in one transaction. */
export async function completeDispatch(db: Database, dispatchId: number, employeeId: number | null) {
  return db.transaction(async (tx) => {
    await setDispatch(tx, dispatchId, { status: DISPATCH_STATUS.Dispatch, completedAt: new Date() });
    return raiseInvoiceOfDispatch(tx, dispatchId, employeeId);
  });
}

/** A picked line of an order read from the API. */
export const pickOf = (order: TOrder, index: number, quantity: number): TPick => ({
  orderProductId: order.orderProduct[index].orderProductId,
  productId: order.orderProduct[index].productId,
  quantity,
});
