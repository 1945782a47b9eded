import {
  canFinishPurchaseOrder,
  canPayPurchaseOrder,
  isAwaitingApproval,
  isLineShort,
  PO_MESSAGES,
  PO_STATUS,
  poNumberOf,
  purchaseTotalsOf,
  qualificationExpiredMessage,
  type TAddPurchaseOrder,
  type TCancelPurchaseOrderQuery,
  type TCompletePoDetailQuery,
  type TMarkPaidQuery,
  type TPoDetailInput,
  type TPurchaseOrder,
  type TUpdatePurchaseOrder,
  todayInAuckland,
} from '@packline/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { firstOrNotFound, lockById, orNotFound } from '../../db/rows.ts';
import { drawIds } from '../../db/sequences.ts';
import { expiredQualificationOf, supplierStateOf } from '../suppliers/suppliers-read.ts';
import { orderReceivings } from './order-receivings.ts';
import { poDetail, poOption, purchaseOrder } from './purchase-orders.tables.ts';
import { getPurchaseOrder, itemsExist } from './purchase-orders-read.ts';

// Purchase orders (spec 02 §4 purchase order and payment states, §8 Purchasing; issue 16 "Purchase orders"). Each
// write is one transaction that locks the order first (FOR UPDATE), so two people approving or editing one order
// queue and the second sees the first's result. The server computes every total (domain purchaseTotalsOf).
//
//   1 Awaiting Approval ──Approve──▶ 2 Approved ──(receiving)──▶ 10 Received/Unloaded ──Finish──▶ 3 Completed
//   1 | 2 ──Cancel (a reason; nothing received)──▶ 0 Cancelled
//
// Issue 31: a partly delivered order takes further receivings; it becomes 10 once every line is received or closed
// (short, with the buyer's reason), so the approver can Finish it.
//
// Editing the order (lines, options, supplier) is open while it awaits approval; its ETA, notes, payment and the
// completion of a line stay open after.

type TPurchaseOrderRow = typeof purchaseOrder.$inferSelect;

/** The order, locked for the rest of the transaction; 404 when there is none. Receiving locks it through here. */
export const lockPurchaseOrder = (tx: Transaction, poId: number): Promise<TPurchaseOrderRow> =>
  lockById(tx, purchaseOrder, poId, `Purchase order ${poId} was not found.`);

/** The supplier a new or edited order names: it must exist and be active. */
async function orderingSupplier(tx: Transaction, suplierId: number) {
  const row = orNotFound(await supplierStateOf(tx, suplierId), `Supplier ${suplierId} was not found.`);
  if (row.active !== 1) throw new BusinessError(PO_MESSAGES.supplierInactive);
  return row;
}

/** Every line names a live raw material or an outsourced product. */
async function checkItems(tx: Transaction, lines: readonly TPoDetailInput[]): Promise<void> {
  const rawMaterialIds = lines.flatMap((line) => (line.rawMaterialId ? [line.rawMaterialId] : []));
  const productIds = lines.flatMap((line) => (line.outSourceProd ? [line.outSourceProd] : []));
  const found = await itemsExist(tx, rawMaterialIds, productIds);
  const missing = rawMaterialIds.find((id) => !found.rawMaterials.has(id));
  if (missing !== undefined) throw new NotFoundError(`Raw material ${missing} was not found.`);
  if (productIds.some((id) => !found.outsourced.has(id))) throw new BusinessError(PO_MESSAGES.notOutsourced);
}

function lineValues(line: TPoDetailInput, price: number) {
  return {
    rawMaterialId: line.rawMaterialId ?? null,
    outSourceProd: line.outSourceProd ?? null,
    suplierProductCode: line.suplierProductCode || null,
    unit: line.unit || null,
    unitPrice: String(line.unitPrice),
    quantity: String(line.quantity),
    price: String(price),
    comments: line.comments || null,
  };
}

function orderValues(input: TAddPurchaseOrder) {
  return {
    suplierId: input.suplierId,
    deliveryDate: input.deliveryDate,
    dueDate: input.dueDate ?? null,
    telNo: input.telNo || null,
    deliveryInstruction: input.deliveryInstruction || null,
    deliveryAddr: input.deliveryAddr || null,
    notes: input.notes || null,
  };
}

const totalsValues = (totals: ReturnType<typeof purchaseTotalsOf>) => ({
  price: String(totals.price),
  gst: String(totals.gst),
  inclGstPrice: String(totals.inclGstPrice),
});

/** POST PurchaseOrder/AddPurchaseOrder: a new order Awaiting Approval, raised by the session's employee. */
export async function addPurchaseOrder(
  db: Database,
  input: TAddPurchaseOrder,
  employeeId: number | null,
): Promise<TPurchaseOrder> {
  const poId = await db.transaction(async (tx) => {
    const { currencyId } = await orderingSupplier(tx, input.suplierId);
    await checkItems(tx, input.poDetail);
    const totals = purchaseTotalsOf(input.poDetail, input.poOption, currencyId);
    const [id] = await drawIds(tx, purchaseOrder, purchaseOrder.poId);
    const now = new Date();
    await tx.insert(purchaseOrder).values({
      poId: id,
      poNo: poNumberOf(id),
      poStatusId: PO_STATUS.AwaitingApproval,
      currencyId,
      createdEmployeeId: employeeId,
      ...orderValues(input),
      ...totalsValues(totals),
      createdAt: now,
      createdBy: employeeId,
    });
    await tx.insert(poDetail).values(
      input.poDetail.map((line, i) => ({
        poId: id,
        ...lineValues(line, totals.linePrices[i]),
        createdAt: now,
        createdBy: employeeId,
      })),
    );
    if (input.poOption.length > 0) {
      await tx.insert(poOption).values(
        input.poOption.map((option) => ({
          poId: id,
          optionId: option.optionId,
          price: String(option.price),
          createdBy: employeeId,
        })),
      );
    }
    return id;
  });
  return getPurchaseOrder(db, { id: poId });
}

/**
 * PUT PurchaseOrder/UpdatePurchaseOrder, while the order awaits approval: its lines with a poDetailId are changed,
 * the others added, the missing ones removed; its options are replaced; the totals are computed again.
 */
export async function updatePurchaseOrder(
  db: Database,
  input: TUpdatePurchaseOrder,
  actorId: number | null,
): Promise<TPurchaseOrder> {
  await db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, input.poId);
    if (!isAwaitingApproval(order.poStatusId)) throw new BusinessError(PO_MESSAGES.notAwaitingApproved);
    const { currencyId } = await orderingSupplier(tx, input.suplierId);
    await checkItems(tx, input.poDetail);
    const existing = await tx
      .select({ poDetailId: poDetail.poDetailId })
      .from(poDetail)
      .where(eq(poDetail.poId, input.poId));
    const ownIds = new Set(existing.map((row) => row.poDetailId));
    const keptIds = input.poDetail.flatMap((line) => (line.poDetailId ? [line.poDetailId] : []));
    const foreign = keptIds.find((id) => !ownIds.has(id));
    if (foreign !== undefined) throw new NotFoundError(`Line ${foreign} is not a line of ${order.poNo}.`);

    const totals = purchaseTotalsOf(input.poDetail, input.poOption, currencyId);
    const now = new Date();
    await tx
      .delete(poDetail)
      .where(
        keptIds.length > 0
          ? and(eq(poDetail.poId, input.poId), notInArray(poDetail.poDetailId, keptIds))
          : eq(poDetail.poId, input.poId),
      );
    for (const [i, line] of input.poDetail.entries()) {
      const values = lineValues(line, totals.linePrices[i]);
      if (line.poDetailId) {
        await tx
          .update(poDetail)
          .set({ ...values, updatedBy: actorId })
          .where(eq(poDetail.poDetailId, line.poDetailId));
      } else {
        await tx.insert(poDetail).values({ poId: input.poId, ...values, createdAt: now, createdBy: actorId });
      }
    }
    await tx.delete(poOption).where(eq(poOption.poId, input.poId));
    if (input.poOption.length > 0) {
      await tx.insert(poOption).values(
        input.poOption.map((option) => ({
          poId: input.poId,
          optionId: option.optionId,
          price: String(option.price),
          createdBy: actorId,
        })),
      );
    }
    await tx
      .update(purchaseOrder)
      .set({ ...orderValues(input), currencyId, ...totalsValues(totals), updatedBy: actorId })
      .where(eq(purchaseOrder.poId, input.poId));
  });
  return getPurchaseOrder(db, { id: input.poId });
}

/**
 * PUT PurchaseOrder/ApprovePurchaseOrder: 1 → 2, by the session's employee. Refused when not awaiting approval, or
 * when a qualification of the supplier has expired (the message names it).
 */
export async function approvePurchaseOrder(db: Database, poId: number, approverId: number | null) {
  await db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, poId);
    if (!isAwaitingApproval(order.poStatusId)) throw new BusinessError(PO_MESSAGES.notAwaitingApproved);
    const expired = await expiredQualificationOf(tx, order.suplierId, todayInAuckland());
    if (expired) throw new BusinessError(qualificationExpiredMessage(expired.name, expired.expDate as string));
    await tx
      .update(purchaseOrder)
      .set({
        poStatusId: PO_STATUS.Approved,
        approvedEmployeeId: approverId,
        approvedAt: new Date(),
        updatedBy: approverId,
      })
      .where(eq(purchaseOrder.poId, poId));
  });
  return getPurchaseOrder(db, { id: poId });
}

/** PUT PurchaseOrder/CompletePurchaseOrder (Finish): 10 → 3 only ('This order has not been unloaded.'). */
export async function completePurchaseOrder(db: Database, poId: number, actorId: number | null) {
  await db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, poId);
    if (!canFinishPurchaseOrder(order.poStatusId)) throw new BusinessError(PO_MESSAGES.notUnloaded);
    await tx
      .update(purchaseOrder)
      .set({ poStatusId: PO_STATUS.Completed, completedAt: new Date(), updatedBy: actorId })
      .where(eq(purchaseOrder.poId, poId));
  });
  return getPurchaseOrder(db, { id: poId });
}

const isClosed = (statusId: number) => statusId === PO_STATUS.Cancelled || statusId === PO_STATUS.Completed;

/**
 * PUT PurchaseOrder/CompletePoDetail: closes one line (the screen asked for confirmation first). A line that has
 * received less than ordered is closed short and needs the buyer's reason (issue 31); the order then becomes
 * Received/Unloaded (10) when every line is received or closed.
 */
export async function completePoDetail(db: Database, query: TCompletePoDetailQuery, actorId: number | null) {
  const poId = await db.transaction(async (tx) => {
    const line = await firstOrNotFound(
      tx
        .select({ poId: poDetail.poId, quantity: poDetail.quantity, totalRevQty: poDetail.totalRevQty })
        .from(poDetail)
        .where(eq(poDetail.poDetailId, query.poDetailId)),
      `Line ${query.poDetailId} was not found.`,
    );
    const order = await lockPurchaseOrder(tx, line.poId);
    if (isClosed(order.poStatusId)) throw new BusinessError(PO_MESSAGES.lineClosed);
    const reason = query.reason?.trim() || null;
    const short = isLineShort({ quantity: Number(line.quantity), totalRevQty: Number(line.totalRevQty) });
    if (short && !reason) {
      throw new BusinessError(PO_MESSAGES.closeShortReasonRequired, { reason: [PO_MESSAGES.closeShortReasonRequired] });
    }
    const [done] = await tx
      .update(poDetail)
      .set({ completed: 1, closedReason: reason, closedAt: new Date(), closedBy: actorId, updatedBy: actorId })
      .where(and(eq(poDetail.poDetailId, query.poDetailId), eq(poDetail.completed, 0)))
      .returning({ poDetailId: poDetail.poDetailId });
    if (!done) throw new BusinessError(PO_MESSAGES.lineCompleted);
    await settleReceivedStatus(tx, line.poId, actorId);
    return line.poId;
  });
  return getPurchaseOrder(db, { id: poId });
}

/**
 * PUT PurchaseOrder/CancelPurchaseOrder?id&reason (ours, issue 31): an order awaiting approval or approved, of which
 * nothing has been received (no receiving either), becomes Cancelled (0) with the reason, when and by whom.
 */
export async function cancelPurchaseOrder(db: Database, query: TCancelPurchaseOrderQuery, actorId: number | null) {
  await db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, query.id);
    if (order.poStatusId !== PO_STATUS.AwaitingApproval && order.poStatusId !== PO_STATUS.Approved) {
      throw new BusinessError(PO_MESSAGES.notCancellable);
    }
    const [received] = await tx
      .select({ id: poDetail.poDetailId })
      .from(poDetail)
      .where(and(eq(poDetail.poId, query.id), sql`${poDetail.totalRevQty} > 0`))
      .limit(1);
    const receiving = await orderReceivings().hasReceiving(tx, query.id);
    if (received || receiving) throw new BusinessError(PO_MESSAGES.cancelReceived);
    await tx
      .update(purchaseOrder)
      .set({
        poStatusId: PO_STATUS.Cancelled,
        cancelReason: query.reason,
        cancelledAt: new Date(),
        cancelledBy: actorId,
        updatedBy: actorId,
      })
      .where(eq(purchaseOrder.poId, query.id));
  });
  return getPurchaseOrder(db, { id: query.id });
}

/** One field change under the order's lock: ETA, notes, payment. */
async function changeOrder(
  db: Database,
  poId: number,
  actorId: number | null,
  values: Partial<typeof purchaseOrder.$inferInsert>,
  check?: (order: TPurchaseOrderRow) => void,
) {
  await db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, poId);
    check?.(order);
    await tx
      .update(purchaseOrder)
      .set({ ...values, updatedBy: actorId })
      .where(eq(purchaseOrder.poId, poId));
  });
  return getPurchaseOrder(db, { id: poId });
}

/** PUT PurchaseOrder/UpdateETA?id&ETA. */
export function updateEta(db: Database, poId: number, eta: string, actorId: number | null) {
  return changeOrder(db, poId, actorId, { deliveryDate: eta.replaceAll('/', '-') });
}

/** PUT PurchaseOrder/UpdateNotes?id&notes (blank clears them). */
export function updateNotes(db: Database, poId: number, notes: string, actorId: number | null) {
  return changeOrder(db, poId, actorId, { notes: notes.trim() || null });
}

/**
 * PUT PurchaseOrder/MarkPaid?id&paymentStatus&invoiceNumber&paymentDate: paid with the invoice number and the
 * payment date (today in Auckland when not given; never in the future: the query schema), or unpaid again (the
 * payment date cleared, the invoice note kept). Issue 31: only an approved-or-later order is paid.
 */
export function markPaid(db: Database, query: TMarkPaidQuery, actorId: number | null) {
  const paid = query.paymentStatus === 1;
  return changeOrder(
    db,
    query.id,
    actorId,
    {
      paid: query.paymentStatus,
      ...(query.invoiceNumber !== undefined ? { invoiceNote: query.invoiceNumber || null } : {}),
      paymentDate: paid ? (query.paymentDate ?? todayInAuckland()).replaceAll('/', '-') : null,
    },
    (order) => {
      if (paid && !canPayPurchaseOrder(order.poStatusId)) throw new BusinessError(PO_MESSAGES.notPayable);
    },
  );
}

/** The e-mail is refused while the order awaits approval. */
export async function orderToEmail(db: DbOrTx, poId: number): Promise<TPurchaseOrder> {
  const order = await getPurchaseOrder(db, { id: poId });
  if (order.poStatusId === PO_STATUS.AwaitingApproval) throw new BusinessError(PO_MESSAGES.shouldBeApproved);
  return order;
}

/**
 * Receiving's roll-up, inside the receiving's transaction (the order is locked by the caller): each line's received and
 * handled quantities become the sums of its receiving lines, and an Approved order whose every open line has received
 * its quantity becomes Received/Unloaded (10); a Received/Unloaded order that no longer has everything (a receiving
 * edited down) is Approved again. A completed line (CompletePoDetail) counts as received.
 */
export async function rollUpReceiving(tx: Transaction, poId: number, actorId: number | null): Promise<void> {
  const { totalRevQty, totalHandledQty } = orderReceivings().lineTotals;
  await tx.update(poDetail).set({ totalRevQty, totalHandledQty, updatedBy: actorId }).where(eq(poDetail.poId, poId));
  await settleReceivedStatus(tx, poId, actorId);
}

/**
 * An Approved order whose every line has received its quantity or is closed becomes Received/Unloaded (10); a
 * Received/Unloaded one that no longer has everything (a receiving edited down) is Approved again. The order is locked
 * by the caller.
 */
async function settleReceivedStatus(tx: Transaction, poId: number, actorId: number | null): Promise<void> {
  const lines = await tx
    .select({ quantity: poDetail.quantity, received: poDetail.totalRevQty, completed: poDetail.completed })
    .from(poDetail)
    .where(eq(poDetail.poId, poId));
  const everything = lines.every((line) => line.completed === 1 || Number(line.received) >= Number(line.quantity));
  const [order] = await tx
    .select({ poStatusId: purchaseOrder.poStatusId })
    .from(purchaseOrder)
    .where(eq(purchaseOrder.poId, poId));
  const next =
    order?.poStatusId === PO_STATUS.Approved && everything
      ? PO_STATUS.Received
      : order?.poStatusId === PO_STATUS.Received && !everything
        ? PO_STATUS.Approved
        : null;
  if (next !== null) {
    await tx.update(purchaseOrder).set({ poStatusId: next, updatedBy: actorId }).where(eq(purchaseOrder.poId, poId));
  }
}
