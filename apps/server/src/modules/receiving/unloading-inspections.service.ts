import {
  isReceivingOpen,
  overReceiptBeyond,
  parseImages,
  RECEIVABLE_PO_STATUSES,
  RECEIVING_MESSAGES,
  RECEIVING_STATUS,
  receivingNumberOf,
  serializeImages,
  type TAddUnloadingInspection,
  type TUnloadingInspection,
  type TUpdateUnloadingDetail,
  type TUpdateUnloadingInspection,
} from '@packline/domain';
import { and, eq } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { firstOrNotFound, lockById } from '../../db/rows.ts';
import { drawIds } from '../../db/sequences.ts';
import { lockPurchaseOrder, rollUpReceiving } from '../purchase-orders/purchase-orders.service.ts';
import { lineIdsOfOrder } from '../purchase-orders/purchase-orders-read.ts';
import { readSetting } from '../settings/settings.service.ts';
import { unloadingDetail, unloadingInspection } from './receiving.tables.ts';
import { getReceiving, receivedLinesOf } from './unloading-inspections-read.ts';

// Receiving = unloading inspection (spec 02 §2 Purchase Receiving List, §4 receiving states, §8; issue 16
// "Receiving"). Each write is one transaction that locks the purchase order (and the receiving) first, then rolls the
// received quantities up to the order's lines through rollUpReceiving, so the order turns Received/Unloaded (10) in the
// same transaction as the receiving that completed it.
//
//   1 In processing ──Complete──▶ 10 Completed ('Order Already Completed' for Edit, Add to Stock, Complete after)
//
// Issue 31: an order takes another receiving once the last is completed (at most one in processing), so a partial
// delivery is received in several; a line more than the tolerance (setting purchasing.overReceiptTolerancePercent)
// over its order is refused until the receiver confirms it, and the confirmed over-receipt is recorded on the line.

type TReceivingRow = typeof unloadingInspection.$inferSelect;

const notFound = (inspectionId: number) => `Receiving ${inspectionId} was not found.`;

/** The receiving, locked, refused once completed. */
export async function lockOpenReceiving(tx: Transaction, inspectionId: number): Promise<TReceivingRow> {
  const row = await lockById(tx, unloadingInspection, inspectionId, notFound(inspectionId));
  if (!isReceivingOpen(row.status)) throw new BusinessError(RECEIVING_MESSAGES.alreadyCompleted);
  return row;
}

function headerValues(input: TAddUnloadingInspection) {
  const images = serializeImages(parseImages(input.images));
  return {
    containerNo: input.containerNo,
    arrivalTime: new Date(input.arrivalTime),
    unloadingDate: input.unloadingDate ?? null,
    takeAwayDate: input.takeAwayDate ?? null,
    unloadingPeople: input.unloadingPeople,
    conditionOfProduct: input.conditionOfProduct || null,
    notes: input.notes || null,
    images: images || null,
  };
}

/** The order's lines the receiving names: each a line of this order, at most once. */
async function checkLines(tx: Transaction, poId: number, poNo: string, input: TAddUnloadingInspection) {
  const ownIds = await lineIdsOfOrder(tx, poId);
  const seen = new Set<number>();
  for (const line of input.unloadingDetail) {
    const id = line.poDetailId;
    if (!ownIds.has(id)) throw new BusinessError(RECEIVING_MESSAGES.notALine(poNo));
    if (seen.has(id)) throw new BusinessError(RECEIVING_MESSAGES.lineTwice);
    seen.add(id);
  }
}

/**
 * After the roll-up: each line of the request whose order line now has more than the tolerance over its quantity
 * must be confirmed (else 400 naming the line's field); a confirmed one records how much over, who and when.
 */
async function recordOverReceipts(
  tx: Transaction,
  inspectionId: number,
  lines: TAddUnloadingInspection['unloadingDetail'],
  actorId: number | null,
) {
  const tolerance = Number(await readSetting(tx, 'overReceiptTolerance'));
  const ids = lines.map((line) => line.poDetailId);
  const rows = await receivedLinesOf(tx, inspectionId, ids);
  const byLine = new Map(rows.map((row) => [row.poDetailId, row]));
  const errors: Record<string, string[]> = {};
  const now = new Date();
  for (const [i, line] of lines.entries()) {
    const row = byLine.get(line.poDetailId);
    if (!row) continue;
    const ordered = Number(row.quantity);
    const received = Number(row.received);
    const over = overReceiptBeyond(ordered, received, tolerance);
    if (over > 0 && !line.overReceiptConfirmed) {
      const item = row.rawMaterialCode ?? row.productCode ?? '';
      errors[`unloadingDetail.${i}.revQuantity`] = [RECEIVING_MESSAGES.overReceipt(item, received, ordered, tolerance)];
      continue;
    }
    if (over === Number(row.overReceiptQty)) continue;
    await tx
      .update(unloadingDetail)
      .set(
        over > 0
          ? { overReceiptQty: String(over), overReceiptConfirmedBy: actorId, overReceiptConfirmedAt: now }
          : { overReceiptQty: '0', overReceiptConfirmedBy: null, overReceiptConfirmedAt: null },
      )
      .where(eq(unloadingDetail.detailId, row.detailId));
  }
  const refused = Object.values(errors);
  if (refused.length > 0) throw new BusinessError(refused[0][0], errors);
}

/**
 * POST UnloadingInspection/AddUnloadingInspection: a new receiving (in processing) of an Approved or Received order
 * that has none in processing (issue 31: a partial delivery takes another once the last is completed), naming the
 * order's supplier; its quantities roll up to the order.
 */
export async function addReceiving(
  db: Database,
  input: TAddUnloadingInspection,
  actorId: number | null,
): Promise<TUnloadingInspection> {
  const inspectionId = await db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, input.poId);
    if (!(RECEIVABLE_PO_STATUSES as readonly number[]).includes(order.poStatusId)) {
      throw new BusinessError(RECEIVING_MESSAGES.notReceivable);
    }
    if (order.suplierId !== input.suplierId) throw new BusinessError(RECEIVING_MESSAGES.supplierMismatch);
    const [existing] = await tx
      .select({ id: unloadingInspection.inspectionId })
      .from(unloadingInspection)
      .where(
        and(eq(unloadingInspection.poId, input.poId), eq(unloadingInspection.status, RECEIVING_STATUS.InProcessing)),
      );
    if (existing) throw new BusinessError(RECEIVING_MESSAGES.alreadyReceiving);
    await checkLines(tx, order.poId, order.poNo, input);
    const [id] = await drawIds(tx, unloadingInspection, unloadingInspection.inspectionId);
    const now = new Date();
    await tx.insert(unloadingInspection).values({
      inspectionId: id,
      no: receivingNumberOf(id),
      poId: input.poId,
      status: RECEIVING_STATUS.InProcessing,
      ...headerValues(input),
      createdAt: now,
      createdBy: actorId,
    });
    await tx.insert(unloadingDetail).values(
      input.unloadingDetail.map((line) => ({
        inspectionId: id,
        poDetailId: line.poDetailId,
        revQuantity: String(line.revQuantity),
        note: line.note || null,
        supplierLot: line.supplierLot || null,
        createdAt: now,
        createdBy: actorId,
      })),
    );
    await rollUpReceiving(tx, input.poId, actorId);
    await recordOverReceipts(tx, id, input.unloadingDetail, actorId);
    return id;
  });
  return getReceiving(db, inspectionId);
}

/**
 * PUT UnloadingInspection/UpdateUnloadingInspection, while in processing: the header, and the lines by the order's
 * line (changed, added, removed). A line never drops below what was already handled into boxes.
 */
export async function updateReceiving(
  db: Database,
  input: TUpdateUnloadingInspection,
  actorId: number | null,
): Promise<TUnloadingInspection> {
  await db.transaction(async (tx) => {
    const current = await lockById(tx, unloadingInspection, input.inspectionId, notFound(input.inspectionId));
    const order = await lockPurchaseOrder(tx, current.poId);
    if (!isReceivingOpen(current.status)) throw new BusinessError(RECEIVING_MESSAGES.alreadyCompleted);
    if (input.poId !== current.poId) throw new BusinessError(RECEIVING_MESSAGES.poChanged);
    if (order.suplierId !== input.suplierId) throw new BusinessError(RECEIVING_MESSAGES.supplierMismatch);
    await checkLines(tx, order.poId, order.poNo, input);
    const existing = await tx
      .select({
        detailId: unloadingDetail.detailId,
        poDetailId: unloadingDetail.poDetailId,
        handled: unloadingDetail.handledQuantity,
      })
      .from(unloadingDetail)
      .where(eq(unloadingDetail.inspectionId, input.inspectionId));
    const byLine = new Map(existing.map((row) => [row.poDetailId, row]));
    const kept = new Set(input.unloadingDetail.map((line) => line.poDetailId));
    const now = new Date();
    for (const row of existing) {
      if (kept.has(row.poDetailId)) continue;
      if (Number(row.handled) > 0) throw new BusinessError(RECEIVING_MESSAGES.belowHandled(Number(row.handled)));
      await tx.delete(unloadingDetail).where(eq(unloadingDetail.detailId, row.detailId));
    }
    for (const line of input.unloadingDetail) {
      const poDetailId = line.poDetailId;
      const old = byLine.get(poDetailId);
      if (old && line.revQuantity < Number(old.handled)) {
        throw new BusinessError(RECEIVING_MESSAGES.belowHandled(Number(old.handled)));
      }
      const values = {
        revQuantity: String(line.revQuantity),
        note: line.note || null,
        // Issue 33: a form that does not send the lot keeps the line's.
        ...(line.supplierLot !== undefined ? { supplierLot: line.supplierLot || null } : {}),
      };
      if (old) {
        await tx
          .update(unloadingDetail)
          .set({ ...values, updatedBy: actorId })
          .where(eq(unloadingDetail.detailId, old.detailId));
      } else {
        await tx
          .insert(unloadingDetail)
          .values({ inspectionId: input.inspectionId, poDetailId, ...values, createdAt: now, createdBy: actorId });
      }
    }
    await tx
      .update(unloadingInspection)
      .set({ ...headerValues(input), updatedBy: actorId })
      .where(eq(unloadingInspection.inspectionId, input.inspectionId));
    await rollUpReceiving(tx, current.poId, actorId);
    await recordOverReceipts(tx, input.inspectionId, input.unloadingDetail, actorId);
  });
  return getReceiving(db, input.inspectionId);
}

/** PUT UnloadingInspection/Complete?id: 1 → 10; a second time 'Order Already Completed'. */
export async function completeReceiving(db: Database, inspectionId: number, actorId: number | null) {
  await db.transaction(async (tx) => {
    await lockOpenReceiving(tx, inspectionId);
    await tx
      .update(unloadingInspection)
      .set({ status: RECEIVING_STATUS.Completed, completedAt: new Date(), updatedBy: actorId })
      .where(eq(unloadingInspection.inspectionId, inspectionId));
  });
  return getReceiving(db, inspectionId);
}

/** PUT UnloadingInspection/UpdateDetail {detailId, note}: a line's note (blank clears it), by the session's employee. */
export async function updateReceivingDetail(db: Database, input: TUpdateUnloadingDetail, actorId: number | null) {
  const inspectionId = await db.transaction(async (tx) => {
    const line = await firstOrNotFound(
      tx
        .select({ inspectionId: unloadingDetail.inspectionId })
        .from(unloadingDetail)
        .where(eq(unloadingDetail.detailId, input.detailId)),
      `Receiving line ${input.detailId} was not found.`,
    );
    await lockById(tx, unloadingInspection, line.inspectionId, notFound(line.inspectionId));
    await tx
      .update(unloadingDetail)
      .set({ note: input.note || null, updatedBy: actorId })
      .where(and(eq(unloadingDetail.detailId, input.detailId), eq(unloadingDetail.inspectionId, line.inspectionId)));
    return line.inspectionId;
  });
  return getReceiving(db, inspectionId);
}
