import { BOX_SOURCE, ORDER_STATUS, PALLET_TYPE, type TDispatchingDetailInput } from '@packline/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { createBoxes } from '../boxes/boxes.service.ts';
import { employee } from '../employees/employees.tables.ts';
import { markInvoicesPaid, raisePrepaidInvoice } from '../invoices/invoices.service.ts';
import { invoice } from '../invoices/invoices.tables.ts';
import { courier } from '../lookups/lookups.tables.ts';
import { listOrderProducts } from '../sales-orders/sales-order-read.ts';
import type { TOrderActor } from '../sales-orders/sales-order-scope.ts';
import { moveOrder } from '../sales-orders/sales-order-state.ts';
import { DEMO_DISPATCH_TARGETS, type TDemoDispatchReason } from '../sales-orders/sales-orders.demo.ts';
import { orderStatusLog, salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { addDispatching, completeDispatching, deliverDispatching } from './dispatch.service.ts';
import { seedPalletLogDemo } from './pallet-stock-log.demo.ts';

// Demo dispatches (README.md "Demo"): the orders the sales-order demo seeded at Warehouse for it (marked by the reason
// of their last status step) are driven on through the dispatch services, as the warehouse would: boxes labelled for
// exactly what ships, picked (some left in Picking), sent with a courier and tracking number (some left in Dispatch),
// delivered, their invoices paid (Paid) and the order closed (Closed). Deterministic for a given random.

const PALLET_TYPES = [PALLET_TYPE.Default, 4];

interface TDriven {
  orderId: number;
  orderNo: string;
  online: number;
  paid: number;
  invoiceNumber: string | null;
  paymentDate: string | null;
  reason: TDemoDispatchReason;
}

async function readDrivenOrders(tx: Transaction): Promise<TDriven[]> {
  const reasons = Object.keys(DEMO_DISPATCH_TARGETS) as TDemoDispatchReason[];
  const rows = await tx
    .select({
      orderId: salesOrder.orderId,
      orderNo: salesOrder.orderNo,
      online: salesOrder.online,
      paid: salesOrder.paid,
      invoiceNumber: salesOrder.invoiceNumber,
      paymentDate: salesOrder.paymentDate,
      reason: orderStatusLog.reason,
    })
    .from(orderStatusLog)
    .innerJoin(salesOrder, eq(salesOrder.orderId, orderStatusLog.orderId))
    .where(
      and(
        inArray(orderStatusLog.reason, reasons),
        eq(salesOrder.orderStatusId, ORDER_STATUS.Warehouse),
        isNull(salesOrder.deletedAt),
        eq(salesOrder.draft, 0),
      ),
    )
    .orderBy(asc(salesOrder.orderId));
  return rows.map((row) => ({ ...row, reason: row.reason as TDemoDispatchReason }));
}

/** Boxes labelled for exactly the pieces to ship of each line (whole cartons, the last one part-filled if need be). */
export async function labelBoxesFor(
  tx: Transaction,
  lines: { orderProductId: number; productId: number; pieces: number; packQuantity: number | null }[],
  createdBy: number | null,
): Promise<TDispatchingDetailInput[]> {
  const details: TDispatchingDetailInput[] = [];
  for (const line of lines) {
    const perBox = Math.max(1, line.packQuantity ?? line.pieces);
    const full = Math.floor(line.pieces / perBox);
    const rest = line.pieces - full * perBox;
    const made = [
      ...(full > 0
        ? await createBoxes(tx, {
            productId: line.productId,
            quantityPerBox: perBox,
            count: full,
            source: BOX_SOURCE.SalesOrder,
            createdBy,
          })
        : []),
      ...(rest > 0
        ? await createBoxes(tx, {
            productId: line.productId,
            quantityPerBox: rest,
            count: 1,
            source: BOX_SOURCE.SalesOrder,
            createdBy,
          })
        : []),
    ];
    made.forEach((box, i) => {
      details.push({
        boxId: box.boxId,
        productId: line.productId,
        orderProductId: line.orderProductId,
        quantity: i < full ? perBox : rest,
      });
    });
  }
  return details;
}

export async function seedDispatchDemo(tx: Transaction, random: TRandom, size: number): Promise<void> {
  // The pallet stock log's history first (the customers' pallets before these dispatches sent more).
  await seedPalletLogDemo(tx, random, size);
  const driven = await readDrivenOrders(tx);
  if (driven.length === 0) return;
  const [keeper] = await tx
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(eq(employee.userName, 'warehouse'));
  const couriers = await tx.select({ courierId: courier.courierId }).from(courier).orderBy(asc(courier.courierId));
  const employeeId = keeper?.employeeId ?? null;
  const actor: TOrderActor = { scope: { kind: 'all' }, employeeId };

  for (const order of driven) {
    const target = DEMO_DISPATCH_TARGETS[order.reason];
    // An online order approved as prepaid has its paid invoice from the approval (ApproveOrder raises it).
    if (order.online === 1 && order.paid === 1 && order.invoiceNumber) {
      await raisePrepaidInvoice(tx, order.orderId, {
        invoiceNote: order.invoiceNumber,
        paymentDate: order.paymentDate ?? new Date().toISOString().slice(0, 10),
        employeeId,
      });
    }
    const lines = await listOrderProducts(tx, [order.orderId]);
    // 'part': half of the first line (at least one carton) goes; otherwise every line in full.
    const shipping =
      target.dispatch === 'part'
        ? lines.slice(0, 1).map((line) => {
            const pack = line.packQuantity ?? 1;
            const cartons = Math.max(1, Math.floor(Number(line.quantity) / pack / 2));
            return { ...line, pieces: Math.min(Number(line.quantity), cartons * pack) };
          })
        : lines.map((line) => ({ ...line, pieces: Number(line.quantity) - Number(line.deliveredQuantity) }));
    const details = await labelBoxesFor(
      tx,
      shipping.filter((line) => line.pieces > 0),
      employeeId,
    );
    if (details.length === 0) continue;
    const pallets = random.next() < 0.6;
    const dispatch = await addDispatching(
      tx,
      {
        orderId: order.orderId,
        dispatchingDetails: details,
        palletInfo: pallets ? { plateTypeId: random.pick(PALLET_TYPES), quantity: random.int(1, 3) } : null,
      },
      actor,
    );
    if (target.dispatch === 'picking') continue;
    await completeDispatching(
      tx,
      {
        dispatchId: dispatch.dispatchId,
        courierId: random.pick(couriers).courierId,
        trackingNo: `TRK${String(random.int(100000, 999999))}NZ`,
      },
      actor,
    );
    if (target.dispatch === 'sent') continue;
    await deliverDispatching(tx, dispatch.dispatchId, actor);
    if (target.status < ORDER_STATUS.Paid) continue;
    const unpaid = await tx
      .select({ invoiceId: invoice.invoiceId })
      .from(invoice)
      .where(and(eq(invoice.orderId, order.orderId), eq(invoice.paid, 0)));
    if (unpaid.length > 0) {
      await markInvoicesPaid(
        tx,
        unpaid.map((row) => row.invoiceId),
        { paid: 1, invoiceNote: `Paid by bank transfer, ref ${order.orderNo}` },
        employeeId,
      );
    }
    if (target.status === ORDER_STATUS.Closed) {
      await moveOrder(tx, order.orderId, ORDER_STATUS.Closed, { employeeId, reason: 'Order closed' });
    }
  }
}
