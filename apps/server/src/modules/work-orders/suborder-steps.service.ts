import {
  BOX_SOURCE,
  BOX_SOURCE_OF_WORK_ORDER,
  SUBORDER_ACTIONS,
  SUBORDER_MESSAGES,
  SUBORDER_STATUS,
  type TCompleteSuborderBody,
  type TSuborderAction,
  WORK_ORDER_STATUS,
  wrongStateMessage,
} from '@packline/domain';
import { and, desc, eq } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import type { Transaction } from '../../db/client.ts';
import { firstOrNotFound, lockById } from '../../db/rows.ts';
import { salesOrderLeavesProduction } from './sales-order-progress.ts';
import type { TUsedBox } from './used-boxes-read.ts';
import { suborder, suborderLog, suborderUsedBox, workOrder } from './work-orders.tables.ts';

// A work order's steps move (spec 02 §4 suborder states; issue 15 "Suborders and operators"). Every move runs in the
// caller's transaction, after it locked the suborder first (FOR UPDATE), and writes a suborder_log row stamped by the
// server. The shop floor's actions (shop-floor/suborders.service.ts) and packaging's completion call these.
//
//   Awaiting (1) ──Take──▶ In process (2) ──Pause──▶ Paused (3) ──Resume──▶ In process (2)
//   In process (2) ──Finish──▶ Complete (10)      In process (2) ──PartlyComplete──▶ Partly complete (9)
//
// Completing a step (fully or partly) makes the next step (sequenceNo + 1) Awaiting when it was Not ready, with
// receivedQuantity = the quantity made; when the last step is Complete the work order is Completed (10).

export type TSuborderRow = typeof suborder.$inferSelect;

/**
 * Locks the suborder (FOR UPDATE), the first lock of every action on it; 404 when there is none. The shop floor and
 * packaging lock it through here, never through this module's table.
 */
export const lockSuborder = (tx: Transaction, suborderId: number): Promise<TSuborderRow> =>
  lockById(tx, suborder, suborderId, SUBORDER_MESSAGES.notFound(suborderId));

/**
 * A packaging or semi-finished job locked (FOR UPDATE) with its work order's product and the box source its boxes get:
 * 404 when there is none.
 */
export async function lockJobOfProduct(tx: Transaction, suborderId: number) {
  const job = await firstOrNotFound(
    tx
      .select({
        status: suborder.suborderStatusId,
        isSemiLast: suborder.isSemiLast,
        completedQuantity: suborder.completedQuantity,
        productId: workOrder.productId,
        workOrderSourceId: workOrder.workOrderSourceId,
      })
      .from(suborder)
      .innerJoin(workOrder, eq(workOrder.workOrderId, suborder.workOrderId))
      .where(eq(suborder.suborderId, suborderId))
      .for('update', { of: suborder }),
    SUBORDER_MESSAGES.notFound(suborderId),
  );
  return { ...job, source: BOX_SOURCE_OF_WORK_ORDER[job.workOrderSourceId] ?? BOX_SOURCE.ManuallyOrder };
}

/** Refuses (400 naming both states) an action the suborder's state does not allow. */
export function assertState(action: TSuborderAction, row: TSuborderRow): void {
  if (row.suborderStatusId !== SUBORDER_ACTIONS[action].from) {
    throw new BusinessError(wrongStateMessage(action, row.suborderStatusId));
  }
}

interface TLogEntry {
  fromStatusId: number | null;
  toStatusId: number;
  quantity?: number | null;
  comment?: string | null;
  rawmaterialNotes?: string | null;
  operEmployeeId: number | null;
}

/** Moves the locked suborder to a new state and writes its log row (answers its id), in the caller's transaction. */
async function moveSuborder(
  tx: Transaction,
  row: TSuborderRow,
  values: Partial<typeof suborder.$inferInsert> & { suborderStatusId: number },
  log: TLogEntry,
  actor: number | null,
  now: Date,
): Promise<number> {
  await tx
    .update(suborder)
    .set({ ...values, updatedBy: actor })
    .where(eq(suborder.suborderId, row.suborderId));
  const [written] = await tx
    .insert(suborderLog)
    .values({
      suborderId: row.suborderId,
      fromStatusId: log.fromStatusId,
      toStatusId: log.toStatusId,
      quantity: log.quantity === undefined || log.quantity === null ? null : String(log.quantity),
      comment: log.comment ?? null,
      rawmaterialNotes: log.rawmaterialNotes ?? null,
      operEmployeeId: log.operEmployeeId,
      machineId: row.machineId,
      createdAt: now,
      createdBy: actor,
    })
    .returning({ suborderLogId: suborderLog.suborderLogId });
  return (written as { suborderLogId: number }).suborderLogId;
}

/**
 * Take, Pause or Resume of the locked suborder (its state checked here), with its log row naming `actor`, in the
 * caller's transaction.
 */
export async function moveLockedSuborder(
  tx: Transaction,
  row: TSuborderRow,
  action: 'take' | 'pause' | 'resume',
  actor: number | null,
  notes?: string | null,
): Promise<void> {
  assertState(action, row);
  const to = SUBORDER_ACTIONS[action].to;
  await moveSuborder(
    tx,
    row,
    { suborderStatusId: to },
    { fromStatusId: row.suborderStatusId, toStatusId: to, comment: notes, operEmployeeId: actor },
    actor,
    new Date(),
  );
}

/** The next step of a completed one becomes Awaiting with what this step made; the last Complete step completes the work order. */
async function handOn(
  tx: Transaction,
  row: TSuborderRow,
  quantity: number,
  toStatusId: number,
  operator: number | null,
  now: Date,
) {
  const [next] = await tx
    .select()
    .from(suborder)
    .where(and(eq(suborder.workOrderId, row.workOrderId), eq(suborder.sequenceNo, row.sequenceNo + 1)))
    .for('update');
  if (next) {
    if (next.suborderStatusId === SUBORDER_STATUS.NotReady) {
      await moveSuborder(
        tx,
        next,
        { suborderStatusId: SUBORDER_STATUS.Awaiting, receivedQuantity: String(quantity) },
        {
          fromStatusId: next.suborderStatusId,
          toStatusId: SUBORDER_STATUS.Awaiting,
          quantity,
          operEmployeeId: operator,
        },
        operator,
        now,
      );
    }
    return;
  }
  if (toStatusId !== SUBORDER_STATUS.Complete) return;
  const [last] = await tx
    .select({ sequenceNo: suborder.sequenceNo })
    .from(suborder)
    .where(eq(suborder.workOrderId, row.workOrderId))
    .orderBy(desc(suborder.sequenceNo))
    .limit(1);
  if (last?.sequenceNo !== row.sequenceNo) return;
  const [made] = await tx
    .update(workOrder)
    .set({ workOrderStatusId: WORK_ORDER_STATUS.Completed, completedAt: now, updatedBy: operator })
    .where(eq(workOrder.workOrderId, row.workOrderId))
    .returning({ workOrderId: workOrder.workOrderId, orderId: workOrder.orderId });
  if (made) await salesOrderLeavesProduction(tx, made, operator);
}

/**
 * Completes the locked suborder (its state checked by the caller) fully or partly with the quantity made, writes its
 * log row with the boxes it used (suborder_used_box) and hands on to the next step, in the caller's transaction.
 * Packaging completes its job this way too.
 */
export async function completeLockedSuborder(
  tx: Transaction,
  row: TSuborderRow,
  action: 'finish' | 'partlyComplete',
  body: Pick<TCompleteSuborderBody, 'quantity' | 'comment' | 'rawmaterialNotes'>,
  operator: number | null,
  used: readonly TUsedBox[] = [],
): Promise<void> {
  const to = SUBORDER_ACTIONS[action].to;
  const now = new Date();
  const suborderLogId = await moveSuborder(
    tx,
    row,
    { suborderStatusId: to, completedQuantity: String(body.quantity), completedDate: now },
    {
      fromStatusId: row.suborderStatusId,
      toStatusId: to,
      quantity: body.quantity,
      comment: body.comment,
      rawmaterialNotes: body.rawmaterialNotes,
      operEmployeeId: operator,
    },
    operator,
    now,
  );
  if (used.length > 0) {
    await tx.insert(suborderUsedBox).values(
      used.map((u) => ({
        suborderLogId,
        suborderId: row.suborderId,
        rawMaterialBoxId: u.field === 'boxId' ? null : u.id,
        boxId: u.field === 'boxId' ? u.id : null,
        createdAt: now,
        createdBy: operator,
      })),
    );
  }
  await handOn(tx, row, body.quantity, to, operator, now);
}
