import {
  DISPATCH_MESSAGES,
  DISPATCH_STATUS,
  ORDER_STATUS,
  packingSlipNoOf,
  type TAddDispatching,
  type TCompleteDispatching,
  type TDispatch,
  type TDispatchingDetailInput,
  type TUpdateDispatching,
} from '@packline/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { cancelDispatchInvoice, raiseDispatchInvoice, settleOrderIfPaid } from '../invoices/invoices.service.ts';
import { DISPATCHABLE } from '../sales-orders/sales-order-lists.ts';
import { inScope, type TOrderActor, type TOrderScope } from '../sales-orders/sales-order-scope.ts';
import { moveOrderThrough } from '../sales-orders/sales-order-state.ts';
import { orderProduct, salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { dispatching, dispatchingDetail } from './dispatch.tables.ts';
import { getDispatch } from './dispatch-read.ts';
import {
  hasUndeliveredDispatch,
  linesDelivered,
  linesPicked,
  linesUndelivered,
  linesUnpicked,
  markBoxesDelivered,
  picksOf,
  returnBoxes,
  type TPick,
  takeBoxes,
} from './dispatch-stock.ts';
import { recordPalletsSent, removePalletLogOfDispatch } from './pallet-stock-log.service.ts';

// Dispatching (spec 01 §4, §5, §7; the rules in README.md): create (Picking) → update → complete (Dispatch) →
// Delivered; delete cancels and gives the boxes back. Every call is one transaction (the route opens it): the order is
// locked first, then the dispatch, then the boxes in id order, then the order lines.

/** The live (not deleted) order of a dispatch, in the caller's scope, locked for the change; else "not found". */
async function lockOrder(db: DbOrTx, orderId: number, scope: TOrderScope, options: { deleted?: boolean } = {}) {
  const [row] = await db
    .select({
      orderId: salesOrder.orderId,
      customerId: salesOrder.customerId,
      orderStatusId: salesOrder.orderStatusId,
      draft: salesOrder.draft,
    })
    .from(salesOrder)
    .where(
      and(eq(salesOrder.orderId, orderId), options.deleted ? undefined : isNull(salesOrder.deletedAt), inScope(scope)),
    )
    .for('update');
  if (!row) throw new NotFoundError(`Order ${orderId} was not found.`);
  return row;
}

/** A dispatch with its order, both locked (the order first, as every dispatch call locks them). */
async function lockDispatch(db: DbOrTx, dispatchId: number, scope: TOrderScope, options: { deleted?: boolean } = {}) {
  const [found] = await db
    .select({ orderId: dispatching.orderId })
    .from(dispatching)
    .where(eq(dispatching.dispatchId, dispatchId));
  if (!found) throw new NotFoundError(`Dispatch ${dispatchId} was not found.`);
  const order = await lockOrder(db, found.orderId, scope, options);
  const [dispatch] = await db.select().from(dispatching).where(eq(dispatching.dispatchId, dispatchId)).for('update');
  return { order, dispatch };
}

/**
 * Each picked box assigned to its order line: the line the detail names (it must be of this order and product), else
 * the first line of the product with pieces still to send, else its first line. A product not on the order is refused
 * (DISPATCH_MESSAGES.productNotOnOrder).
 */
async function resolvePicks(db: DbOrTx, orderId: number, details: readonly TDispatchingDetailInput[]) {
  const lines = await db
    .select({
      orderProductId: orderProduct.orderProductId,
      productId: orderProduct.productId,
      quantity: orderProduct.quantity,
      deliveredQuantity: orderProduct.deliveredQuantity,
      dispatchedQuantity: orderProduct.dispatchedQuantity,
    })
    .from(orderProduct)
    .where(eq(orderProduct.orderId, orderId))
    .orderBy(asc(orderProduct.sortOrder), asc(orderProduct.orderProductId));
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
    if (!line) throw new BusinessError(DISPATCH_MESSAGES.productNotOnOrder(await productCodeOf(db, detail.productId)));
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

async function productCodeOf(db: DbOrTx, productId: number): Promise<string> {
  const [row] = await db
    .select({ productCode: product.productCode })
    .from(product)
    .where(eq(product.productId, productId));
  return row?.productCode ?? String(productId);
}

/** Takes the boxes, writes the details and counts the pieces on the order lines. */
async function pick(db: DbOrTx, dispatchId: number, picks: readonly TPick[], employeeId: number | null) {
  await takeBoxes(db, picks, employeeId);
  await db.insert(dispatchingDetail).values(picks.map((p) => ({ ...p, dispatchId, createdBy: employeeId })));
  await linesPicked(db, picks, employeeId);
}

/** Gives a picking dispatch's boxes back and forgets its details. */
async function unpick(db: DbOrTx, dispatchId: number, employeeId: number | null) {
  const picks = await picksOf(db, dispatchId);
  await returnBoxes(db, picks, employeeId);
  await linesUnpicked(db, picks, employeeId);
  await db.delete(dispatchingDetail).where(eq(dispatchingDetail.dispatchId, dispatchId));
}

/**
 * POST Dispatching/AddDispatching: a new dispatch (Picking) of a live, approved order (Approved, Production,
 * Warehouse or Dispatch). Its boxes leave stock, its lines count the pieces, the order moves to Dispatch and the
 * pallets sent are logged.
 */
export async function addDispatching(db: DbOrTx, input: TAddDispatching, actor: TOrderActor): Promise<TDispatch> {
  const order = await lockOrder(db, input.orderId, actor.scope);
  if (order.draft === 1 || !DISPATCHABLE.includes(order.orderStatusId as (typeof DISPATCHABLE)[number])) {
    throw new BusinessError(DISPATCH_MESSAGES.orderNotDispatchable);
  }
  const picks = await resolvePicks(db, order.orderId, input.dispatchingDetails);
  const employeeId = actor.employeeId;
  const [created] = await db
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
  await db
    .update(dispatching)
    .set({ packingSlipNo: packingSlipNoOf(dispatchId) })
    .where(eq(dispatching.dispatchId, dispatchId));
  await pick(db, dispatchId, picks, employeeId);
  if (order.orderStatusId !== ORDER_STATUS.Dispatch) {
    await moveOrderThrough(db, order.orderId, ORDER_STATUS.Dispatch, { employeeId, reason: 'Dispatch picking' });
  }
  if (input.palletInfo) {
    await recordPalletsSent(db, {
      dispatchId,
      customerId: order.customerId,
      plateTypeId: input.palletInfo.plateTypeId,
      quantity: input.palletInfo.quantity,
      employeeId,
    });
  }
  return getDispatch(db, dispatchId);
}

/**
 * PUT Dispatching/UpdateDispatching (Picking only): the old boxes go back, the new ones are taken, the pallet line is
 * replaced (none when palletType and palletQuantity are both empty).
 */
export async function updateDispatching(db: DbOrTx, input: TUpdateDispatching, actor: TOrderActor): Promise<TDispatch> {
  const { order, dispatch } = await lockDispatch(db, input.dispatchId, actor.scope);
  if (dispatch.status !== DISPATCH_STATUS.Picking) throw new BusinessError(DISPATCH_MESSAGES.notPicking);
  const palletType = input.palletType ?? null;
  const palletQuantity = input.palletQuantity ?? null;
  if (palletType !== null && palletQuantity === null) throw new BusinessError(DISPATCH_MESSAGES.youNeedToInput);
  if (palletType === null && palletQuantity !== null) throw new BusinessError(DISPATCH_MESSAGES.fillPalletForm);
  const employeeId = actor.employeeId;
  await unpick(db, dispatch.dispatchId, employeeId);
  await pick(db, dispatch.dispatchId, await resolvePicks(db, order.orderId, input.dispatchingDetails), employeeId);
  await removePalletLogOfDispatch(db, dispatch.dispatchId);
  if (palletType !== null && palletQuantity !== null) {
    await recordPalletsSent(db, {
      dispatchId: dispatch.dispatchId,
      customerId: order.customerId,
      plateTypeId: palletType,
      quantity: palletQuantity,
      employeeId,
    });
  }
  await db
    .update(dispatching)
    .set({
      palletType,
      palletQuantity,
      ...(input.imgs ? { imgs: JSON.stringify(input.imgs) } : {}),
      updatedAt: new Date(),
      updatedBy: employeeId,
    })
    .where(eq(dispatching.dispatchId, dispatch.dispatchId));
  return getDispatch(db, dispatch.dispatchId);
}

/**
 * PUT Dispatching/CompleteDispatching (Picking only): sent with a courier and tracking number. The boxes it emptied
 * leave the warehouse, the picked pieces count as delivered on their lines (from the boxes, whatever the body says),
 * and the invoice for them is raised.
 */
export async function completeDispatching(
  db: DbOrTx,
  input: TCompleteDispatching,
  actor: TOrderActor,
): Promise<TDispatch> {
  const { dispatch } = await lockDispatch(db, input.dispatchId, actor.scope);
  if (dispatch.status !== DISPATCH_STATUS.Picking) throw new BusinessError(DISPATCH_MESSAGES.notPicking);
  const employeeId = actor.employeeId;
  const now = new Date();
  await db
    .update(dispatching)
    .set({
      status: DISPATCH_STATUS.Dispatch,
      courierId: input.courierId,
      trackingNo: input.trackingNo,
      completedAt: now,
      completedBy: employeeId,
      ...(input.imgs ? { imgs: JSON.stringify(input.imgs) } : {}),
      updatedAt: now,
      updatedBy: employeeId,
    })
    .where(eq(dispatching.dispatchId, dispatch.dispatchId));
  await markBoxesDelivered(db, dispatch.dispatchId, employeeId);
  await linesDelivered(db, await picksOf(db, dispatch.dispatchId), employeeId);
  await raiseDispatchInvoice(db, dispatch.dispatchId, employeeId);
  return getDispatch(db, dispatch.dispatchId);
}

/** Every line of the order has at least the ordered pieces delivered. */
async function everyLineDelivered(db: DbOrTx, orderId: number): Promise<boolean> {
  const lines = await db
    .select({ quantity: orderProduct.quantity, deliveredQuantity: orderProduct.deliveredQuantity })
    .from(orderProduct)
    .where(eq(orderProduct.orderId, orderId));
  return lines.every((line) => Number(line.deliveredQuantity) >= Number(line.quantity));
}

/**
 * PUT Dispatching/DeliverDispatching?id: a completed dispatch is delivered (once: 'This order has already
 * Delivered!'). When no live dispatch of the order is still open and every line is delivered in full, the order moves
 * to Delivered, and on to Paid when its invoices are paid.
 */
export async function deliverDispatching(db: DbOrTx, dispatchId: number, actor: TOrderActor): Promise<TDispatch> {
  const { order, dispatch } = await lockDispatch(db, dispatchId, actor.scope);
  if (dispatch.status === DISPATCH_STATUS.Delivered) throw new BusinessError(DISPATCH_MESSAGES.alreadyDelivered);
  if (dispatch.status !== DISPATCH_STATUS.Dispatch) throw new BusinessError(DISPATCH_MESSAGES.notDispatched);
  const employeeId = actor.employeeId;
  const now = new Date();
  await db
    .update(dispatching)
    .set({
      status: DISPATCH_STATUS.Delivered,
      deliveredAt: now,
      deliveredBy: employeeId,
      updatedAt: now,
      updatedBy: employeeId,
    })
    .where(eq(dispatching.dispatchId, dispatchId));
  const orderDone =
    order.orderStatusId < ORDER_STATUS.Delivered &&
    !(await hasUndeliveredDispatch(db, order.orderId)) &&
    (await everyLineDelivered(db, order.orderId));
  if (orderDone) {
    await moveOrderThrough(db, order.orderId, ORDER_STATUS.Delivered, { employeeId, reason: 'Dispatch delivered' });
    await settleOrderIfPaid(db, order.orderId, employeeId);
  }
  return getDispatch(db, dispatchId);
}

/**
 * DELETE Dispatching/DeleteDispatching?id: cancels a dispatch that is not delivered. Its boxes get their pieces back,
 * its lines forget them, its pallet log goes; a completed one also loses its invoice (refused when paid). Allowed on
 * a deleted order too, so its boxes come back to stock.
 */
export async function deleteDispatching(db: DbOrTx, dispatchId: number, actor: TOrderActor): Promise<TDispatch> {
  const { dispatch } = await lockDispatch(db, dispatchId, actor.scope, { deleted: true });
  if (dispatch.status === DISPATCH_STATUS.Cancelled) throw new BusinessError(DISPATCH_MESSAGES.alreadyCancelled);
  if (dispatch.status === DISPATCH_STATUS.Delivered) throw new BusinessError(DISPATCH_MESSAGES.deliveredNotDeletable);
  const employeeId = actor.employeeId;
  const picks = await picksOf(db, dispatchId);
  if (dispatch.status === DISPATCH_STATUS.Dispatch) {
    await cancelDispatchInvoice(db, dispatchId);
    await linesUndelivered(db, picks, employeeId);
  } else {
    await linesUnpicked(db, picks, employeeId);
  }
  await returnBoxes(db, picks, employeeId);
  await removePalletLogOfDispatch(db, dispatchId);
  const now = new Date();
  await db
    .update(dispatching)
    .set({
      status: DISPATCH_STATUS.Cancelled,
      cancelledAt: now,
      cancelledBy: employeeId,
      updatedAt: now,
      updatedBy: employeeId,
    })
    .where(eq(dispatching.dispatchId, dispatchId));
  return getDispatch(db, dispatchId);
}
