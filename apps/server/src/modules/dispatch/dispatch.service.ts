import {
  DISPATCH_MESSAGES,
  DISPATCH_STATUS,
  ORDER_MESSAGES,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  packingSlipNoOf,
  type TAddDispatching,
  type TCompleteDispatching,
  type TDispatch,
  type TDispatchingDetailInput,
  type TOrder,
  type TUpdateDispatching,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { firstOrNotFound, lockById } from '../../db/rows.ts';
import { getProductCodes } from '../catalogue/products.service.ts';
import { cancelDispatchInvoice, raiseDispatchInvoice, settleOrderIfPaid } from '../invoices/invoices.service.ts';
import { DISPATCHABLE } from '../sales-orders/sales-order-lists.ts';
import { lockSalesOrder } from '../sales-orders/sales-order-lock.ts';
import { getOrder, listOrderProducts } from '../sales-orders/sales-order-read.ts';
import type { TOrderActor, TOrderScope } from '../sales-orders/sales-order-scope.ts';
import { moveOrderThrough } from '../sales-orders/sales-order-state.ts';
import { dispatching, dispatchingDetail } from './dispatch.tables.ts';
import { getDispatch } from './dispatch-read.ts';
import {
  hasUndeliveredDispatch,
  linesDelivered,
  linesOf,
  linesPicked,
  linesUndelivered,
  linesUnpicked,
  markDispatchBoxesDelivered,
  picksOf,
  returnBoxes,
  type TPick,
  takeBoxes,
} from './dispatch-stock.ts';
import { recordPalletsSent, removePalletLogOfDispatch } from './pallet-stock-log.service.ts';

// Dispatching (spec 01 §4, §5, §7; the rules in README.md): create (Picking) → update → complete (Dispatch) →
// Delivered; delete cancels and gives the boxes back; FinishDispatch delivers an order without dispatches. Every call
// is one transaction, opened here, taking its locks in the order of sales-order-lock.ts: the order first, then the
// dispatch, then the boxes in id order, then the order lines.

/** A dispatch with its order, both locked (the order first, as every dispatch call locks them). */
async function lockDispatch(
  tx: Transaction,
  dispatchId: number,
  scope: TOrderScope,
  options: { deleted?: boolean } = {},
) {
  const notFound = `Dispatch ${dispatchId} was not found.`;
  const found = await firstOrNotFound(
    tx.select({ orderId: dispatching.orderId }).from(dispatching).where(eq(dispatching.dispatchId, dispatchId)),
    notFound,
  );
  const order = await lockSalesOrder(tx, found.orderId, { scope, deleted: options.deleted });
  const dispatch = await lockById(tx, dispatching, dispatchId, notFound);
  return { order, dispatch };
}

/**
 * Each picked box assigned to its order line: the line the detail names (it must be of this order and product), else
 * the first line of the product with pieces still to send, else its first line. A product not on the order is refused
 * (DISPATCH_MESSAGES.productNotOnOrder).
 */
async function resolvePicks(tx: Transaction, orderId: number, details: readonly TDispatchingDetailInput[]) {
  const lines = await listOrderProducts(tx, [orderId]);
  const left = new Map(
    lines.map((line) => [
      line.orderProductId,
      Number(line.quantity) - Number(line.deliveredQuantity) - Number(line.dispatchedQuantity),
    ]),
  );
  const picks: TPick[] = [];
  for (const detail of details) {
    const ofProduct = lines.filter((line) => line.productId === detail.productId);
    const line =
      detail.orderProductId === undefined
        ? (ofProduct.find((candidate) => (left.get(candidate.orderProductId) ?? 0) > 0) ?? ofProduct[0])
        : ofProduct.find((candidate) => candidate.orderProductId === detail.orderProductId);
    if (!line) throw new BusinessError(DISPATCH_MESSAGES.productNotOnOrder(await productCodeOf(tx, detail.productId)));
    left.set(line.orderProductId, (left.get(line.orderProductId) ?? 0) - detail.quantity);
    picks.push({
      boxId: detail.boxId,
      productId: detail.productId,
      orderProductId: line.orderProductId,
      quantity: detail.quantity,
    });
  }
  return picks;
}

async function productCodeOf(tx: Transaction, productId: number): Promise<string> {
  return (await getProductCodes(tx, [productId])).get(productId) ?? String(productId);
}

/** Takes the boxes, writes the details and counts the pieces on the order lines. */
async function pick(tx: Transaction, dispatchId: number, picks: readonly TPick[], employeeId: number | null) {
  await takeBoxes(tx, picks, employeeId);
  await tx.insert(dispatchingDetail).values(picks.map((p) => ({ ...p, dispatchId, createdBy: employeeId })));
  await linesPicked(tx, picks, employeeId);
}

/** Gives a picking dispatch's boxes back and forgets its details. */
async function unpick(tx: Transaction, dispatchId: number, employeeId: number | null) {
  const picks = await picksOf(tx, dispatchId);
  await returnBoxes(tx, picks, employeeId);
  await linesUnpicked(tx, picks, employeeId);
  await tx.delete(dispatchingDetail).where(eq(dispatchingDetail.dispatchId, dispatchId));
}

/**
 * POST Dispatching/AddDispatching: a new dispatch (Picking) of a live, approved order (Approved, Production,
 * Warehouse or Dispatch). Its boxes leave stock, its lines count the pieces, the order moves to Dispatch and the
 * pallets sent are logged.
 */
export async function addDispatching(db: Database, input: TAddDispatching, actor: TOrderActor): Promise<TDispatch> {
  return db.transaction(async (tx) => {
    const order = await lockSalesOrder(tx, input.orderId, { scope: actor.scope });
    if (order.draft === 1 || !DISPATCHABLE.includes(order.orderStatusId as (typeof DISPATCHABLE)[number])) {
      throw new BusinessError(DISPATCH_MESSAGES.orderNotDispatchable);
    }
    const picks = await resolvePicks(tx, order.orderId, input.dispatchingDetails);
    const employeeId = actor.employeeId;
    const [created] = await tx
      .insert(dispatching)
      .values({
        orderId: order.orderId,
        packingSlipNo: '',
        status: DISPATCH_STATUS.Picking,
        employeeId,
        palletType: input.palletInfo?.plateTypeId ?? null,
        palletQuantity: input.palletInfo?.quantity ?? null,
        imgs: JSON.stringify(input.imgs ?? []),
        createdBy: employeeId,
      })
      .returning({ dispatchId: dispatching.dispatchId });
    const dispatchId = created.dispatchId;
    await tx
      .update(dispatching)
      .set({ packingSlipNo: packingSlipNoOf(dispatchId) })
      .where(eq(dispatching.dispatchId, dispatchId));
    await pick(tx, dispatchId, picks, employeeId);
    if (order.orderStatusId !== ORDER_STATUS.Dispatch) {
      await moveOrderThrough(tx, order.orderId, ORDER_STATUS.Dispatch, { employeeId, reason: 'Dispatch picking' });
    }
    if (input.palletInfo) {
      await recordPalletsSent(tx, {
        dispatchId,
        customerId: order.customerId,
        plateTypeId: input.palletInfo.plateTypeId,
        quantity: input.palletInfo.quantity,
        employeeId,
      });
    }
    return getDispatch(tx, dispatchId);
  });
}

/**
 * PUT Dispatching/UpdateDispatching (Picking only): the old boxes go back, the new ones are taken, the pallet line is
 * replaced (none when palletType and palletQuantity are both empty).
 */
export async function updateDispatching(
  db: Database,
  input: TUpdateDispatching,
  actor: TOrderActor,
): Promise<TDispatch> {
  return db.transaction(async (tx) => {
    const { order, dispatch } = await lockDispatch(tx, input.dispatchId, actor.scope);
    if (dispatch.status !== DISPATCH_STATUS.Picking) throw new BusinessError(DISPATCH_MESSAGES.notPicking);
    const palletType = input.palletType ?? null;
    const palletQuantity = input.palletQuantity ?? null;
    if (palletType !== null && palletQuantity === null) throw new BusinessError(DISPATCH_MESSAGES.youNeedToInput);
    if (palletType === null && palletQuantity !== null) throw new BusinessError(DISPATCH_MESSAGES.fillPalletForm);
    const employeeId = actor.employeeId;
    await unpick(tx, dispatch.dispatchId, employeeId);
    await pick(tx, dispatch.dispatchId, await resolvePicks(tx, order.orderId, input.dispatchingDetails), employeeId);
    await removePalletLogOfDispatch(tx, dispatch.dispatchId);
    if (palletType !== null && palletQuantity !== null) {
      await recordPalletsSent(tx, {
        dispatchId: dispatch.dispatchId,
        customerId: order.customerId,
        plateTypeId: palletType,
        quantity: palletQuantity,
        employeeId,
      });
    }
    await tx
      .update(dispatching)
      .set({
        palletType,
        palletQuantity,
        ...(input.imgs ? { imgs: JSON.stringify(input.imgs) } : {}),
        updatedBy: employeeId,
      })
      .where(eq(dispatching.dispatchId, dispatch.dispatchId));
    return getDispatch(tx, dispatch.dispatchId);
  });
}

/**
 * PUT Dispatching/CompleteDispatching (Picking only): sent with a courier and tracking number. The boxes it emptied
 * leave the warehouse, the picked pieces count as delivered on their lines (from the boxes, whatever the body says),
 * and the invoice for them is raised.
 */
export async function completeDispatching(
  db: Database,
  input: TCompleteDispatching,
  actor: TOrderActor,
): Promise<TDispatch> {
  return db.transaction(async (tx) => {
    const { dispatch } = await lockDispatch(tx, input.dispatchId, actor.scope);
    if (dispatch.status !== DISPATCH_STATUS.Picking) throw new BusinessError(DISPATCH_MESSAGES.notPicking);
    const employeeId = actor.employeeId;
    const now = new Date();
    await tx
      .update(dispatching)
      .set({
        status: DISPATCH_STATUS.Dispatch,
        courierId: input.courierId,
        trackingNo: input.trackingNo,
        completedAt: now,
        completedBy: employeeId,
        ...(input.imgs ? { imgs: JSON.stringify(input.imgs) } : {}),
        updatedBy: employeeId,
      })
      .where(eq(dispatching.dispatchId, dispatch.dispatchId));
    await markDispatchBoxesDelivered(tx, dispatch.dispatchId, employeeId);
    await linesDelivered(tx, await picksOf(tx, dispatch.dispatchId), employeeId);
    await raiseInvoiceOfDispatch(tx, dispatch.dispatchId, employeeId);
    return getDispatch(tx, dispatch.dispatchId);
  });
}

/**
 * The invoice of a completed dispatch (invoices README): what it delivered, per order line, from its picked boxes.
 * Returns the invoice id, or null when nothing is invoiced.
 */
export async function raiseInvoiceOfDispatch(
  tx: Transaction,
  dispatchId: number,
  employeeId: number | null,
): Promise<number | null> {
  const sent = await firstOrNotFound(
    tx.select({ orderId: dispatching.orderId }).from(dispatching).where(eq(dispatching.dispatchId, dispatchId)),
    `Dispatch ${dispatchId} was not found.`,
  );
  const lines = linesOf(await picksOf(tx, dispatchId));
  return raiseDispatchInvoice(tx, { dispatchId, orderId: sent.orderId, lines }, employeeId);
}

/** Every line of the order has at least the ordered pieces delivered. */
async function everyLineDelivered(tx: Transaction, orderId: number): Promise<boolean> {
  const lines = await listOrderProducts(tx, [orderId]);
  return lines.every((line) => Number(line.deliveredQuantity) >= Number(line.quantity));
}

/**
 * PUT Dispatching/DeliverDispatching?id: a completed dispatch is delivered (once: 'This order has already
 * Delivered!'). When no live dispatch of the order is still open and every line is delivered in full, the order moves
 * to Delivered, and on to Paid when its invoices are paid.
 */
export async function deliverDispatching(db: Database, dispatchId: number, actor: TOrderActor): Promise<TDispatch> {
  return db.transaction(async (tx) => {
    const { order, dispatch } = await lockDispatch(tx, dispatchId, actor.scope);
    if (dispatch.status === DISPATCH_STATUS.Delivered) throw new BusinessError(DISPATCH_MESSAGES.alreadyDelivered);
    if (dispatch.status !== DISPATCH_STATUS.Dispatch) throw new BusinessError(DISPATCH_MESSAGES.notDispatched);
    const employeeId = actor.employeeId;
    const now = new Date();
    await tx
      .update(dispatching)
      .set({
        status: DISPATCH_STATUS.Delivered,
        deliveredAt: now,
        deliveredBy: employeeId,
        updatedBy: employeeId,
      })
      .where(eq(dispatching.dispatchId, dispatchId));
    const orderDone =
      order.orderStatusId < ORDER_STATUS.Delivered &&
      !(await hasUndeliveredDispatch(tx, order.orderId)) &&
      (await everyLineDelivered(tx, order.orderId));
    if (orderDone) {
      await moveOrderThrough(tx, order.orderId, ORDER_STATUS.Delivered, { employeeId, reason: 'Dispatch delivered' });
      await settleOrderIfPaid(tx, order.orderId, employeeId);
    }
    return getDispatch(tx, dispatchId);
  });
}

/**
 * DELETE Dispatching/DeleteDispatching?id: cancels a dispatch that is not delivered. Its boxes get their pieces back,
 * its lines forget them, its pallet log goes; a completed one also loses its invoice (refused when paid). Allowed on
 * a deleted order too, so its boxes come back to stock.
 */
export async function deleteDispatching(db: Database, dispatchId: number, actor: TOrderActor): Promise<TDispatch> {
  return db.transaction(async (tx) => {
    const { dispatch } = await lockDispatch(tx, dispatchId, actor.scope, { deleted: true });
    if (dispatch.status === DISPATCH_STATUS.Cancelled) throw new BusinessError(DISPATCH_MESSAGES.alreadyCancelled);
    if (dispatch.status === DISPATCH_STATUS.Delivered) throw new BusinessError(DISPATCH_MESSAGES.deliveredNotDeletable);
    const employeeId = actor.employeeId;
    const picks = await picksOf(tx, dispatchId);
    if (dispatch.status === DISPATCH_STATUS.Dispatch) {
      await cancelDispatchInvoice(tx, dispatchId, employeeId);
      await linesUndelivered(tx, picks, employeeId);
    } else {
      await linesUnpicked(tx, picks, employeeId);
    }
    await returnBoxes(tx, picks, employeeId);
    await removePalletLogOfDispatch(tx, dispatchId);
    const now = new Date();
    await tx
      .update(dispatching)
      .set({
        status: DISPATCH_STATUS.Cancelled,
        cancelledAt: now,
        cancelledBy: employeeId,
        updatedBy: employeeId,
      })
      .where(eq(dispatching.dispatchId, dispatchId));
    return getDispatch(tx, dispatchId);
  });
}

const statusName = (statusId: number) => ORDER_STATUS_NAMES[statusId] ?? String(statusId);

/**
 * PUT SalesOrder/FinishDispatch?id (the awaiting-dispatch and pickup screens): an approved order becomes Delivered,
 * through the statuses in between, and a prepaid order (or one whose every invoice is paid) goes on to Paid.
 */
export async function finishDispatch(db: Database, orderId: number, actor: TOrderActor): Promise<TOrder> {
  return db.transaction(async (tx) => {
    const current = await lockSalesOrder(tx, orderId, { scope: actor.scope });
    if (current.orderStatusId >= ORDER_STATUS.Delivered) throw new BusinessError(ORDER_MESSAGES.alreadyDelivered);
    if (current.draft === 1 || !DISPATCHABLE.includes(current.orderStatusId as (typeof DISPATCHABLE)[number])) {
      throw new BusinessError(ORDER_MESSAGES.transitionRefused(statusName(current.orderStatusId), 'Delivered'));
    }
    await moveOrderThrough(tx, orderId, ORDER_STATUS.Delivered, {
      employeeId: actor.employeeId,
      reason: 'Finish dispatch',
    });
    await settleOrderIfPaid(tx, orderId, actor.employeeId);
    return getOrder(tx, orderId);
  });
}
