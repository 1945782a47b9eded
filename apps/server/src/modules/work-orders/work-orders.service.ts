import {
  canChangeUrgency,
  defaultRequiredDate,
  deleteRefusal,
  FINISHED_SUBORDER_STATUSES,
  isNewWorkOrder,
  planSuborders,
  SUBORDER_STATUS,
  type TAddWorkOrder,
  type TWorkOrderDetail,
  WORK_ORDER_MESSAGES,
  WORK_ORDER_STATUS,
  workOrderNumberOf,
} from '@packline/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { lockById } from '../../db/rows.ts';
import { drawIds } from '../../db/sequences.ts';
import { salesOrderAfterCancel, salesOrderStartsProduction } from './sales-order-progress.ts';
import { suborder, suborderLog, workOrder } from './work-orders.tables.ts';
import { actionsOfProductType, getWorkOrderDetail, machineMappingsOf, productOf } from './work-orders-read.ts';

// Work orders (spec 02 §4 work order states, §8 Production; issue 15 "Work orders"). Each call is one transaction
// that locks the work order first (FOR UPDATE), so two people approving or editing one work order queue and the
// second sees the first's result.
//
//   New (-1) ──ApproveWorkOrder──▶ Approved (1; 2 is shown as Approved) ──(suborders complete)──▶ Completed (10)
//   New / Approved ──DeleteWorkOrder (cancel)──▶ Cancelled (0): nothing is erased
//
// Approving splits the work order into suborders, one per ProductTypeAction of the product's type (for the work
// order's order type) in sequenceNo order, each on the machine the product's machine mapping names for the action.

type TWorkOrderRow = typeof workOrder.$inferSelect;

const notFound = (workOrderId: number) => `Work order ${workOrderId} was not found.`;

/**
 * The suborders of an approval: one per action of the product's type for the order type, in sequenceNo order, on
 * the machine the product's machine mapping names for that action (none when it names none), each with its log row.
 */
export async function createSuborders(tx: Transaction, order: TWorkOrderRow, approver: number | null): Promise<void> {
  const { productTypeId, baseProductId } = await productOf(tx, order.productId);
  if (productTypeId === null) throw new BusinessError(WORK_ORDER_MESSAGES.noProductType);
  const actions = await actionsOfProductType(tx, productTypeId, order.orderTypeId);
  if (actions.length === 0) throw new BusinessError(WORK_ORDER_MESSAGES.noActions);

  const mappings = baseProductId === null ? [] : await machineMappingsOf(tx, baseProductId);
  const machineOf = new Map<number, number>();
  for (const mapping of mappings) if (!machineOf.has(mapping.action)) machineOf.set(mapping.action, mapping.machine);

  const now = new Date();
  const steps = planSuborders(actions).map((step, index) => ({
    workOrderId: order.workOrderId,
    actionId: step.action,
    // Two actions may share a sequenceNo; the position keeps (workOrderId, sequenceNo) unique.
    sequenceNo: index + 1,
    machineId: machineOf.get(step.action) ?? null,
    suborderStatusId: step.suborderStatusId,
    orginalQuantity: order.quantity,
    isSemiLast: step.isSemiLast,
    createdAt: now,
    createdBy: approver,
  }));
  const created = await tx.insert(suborder).values(steps).returning({
    suborderId: suborder.suborderId,
    toStatusId: suborder.suborderStatusId,
    machineId: suborder.machineId,
  });
  await tx.insert(suborderLog).values(
    created.map((row) => ({
      suborderId: row.suborderId,
      toStatusId: row.toStatusId,
      machineId: row.machineId,
      operEmployeeId: approver,
      createdAt: now,
      createdBy: approver,
    })),
  );
}

/**
 * A work order is made only of an order type its product's type has actions for (issue 30: else Approve could not
 * split it); 400 naming the field otherwise.
 */
async function checkOrderType(tx: Transaction, productId: number, orderTypeId: number): Promise<void> {
  const { productTypeId } = await productOf(tx, productId);
  if (productTypeId === null) {
    throw new BusinessError(WORK_ORDER_MESSAGES.noProductType, { productId: [WORK_ORDER_MESSAGES.noProductType] });
  }
  if ((await actionsOfProductType(tx, productTypeId, orderTypeId)).length === 0) {
    throw new BusinessError(WORK_ORDER_MESSAGES.noActions, { orderTypeId: [WORK_ORDER_MESSAGES.noActions] });
  }
}

/** Inserts `count` work orders of the body (numbers from ids drawn first); approved ones get their suborders. */
export async function insertWorkOrders(
  tx: Transaction,
  body: TAddWorkOrder,
  count: number,
  employeeId: number,
): Promise<number[]> {
  await checkOrderType(tx, body.productId, body.orderTypeId);
  const ids = await drawIds(tx, workOrder, workOrder.workOrderId, count);
  const approved = body.workOrderStatusId === WORK_ORDER_STATUS.Approved;
  const now = new Date();
  const rows = await tx
    .insert(workOrder)
    .values(
      ids.map((workOrderId) => ({
        workOrderId,
        workOrderNo: workOrderNumberOf(workOrderId),
        productId: body.productId,
        quantity: String(body.quantity),
        orderTypeId: body.orderTypeId,
        workOrderSourceId: body.workOrderSourceId,
        workOrderStatusId: body.workOrderStatusId,
        requiredDate: body.requiredDate ?? defaultRequiredDate(now),
        urgent: body.urgent,
        urgentNote: body.urgentNote || null,
        comments: body.comments || null,
        createdEmployeeId: employeeId,
        approvedEmployeeId: approved ? employeeId : null,
        approvedAt: approved ? now : null,
        orderId: body.orderId ?? null,
        customerId: body.customerId ?? null,
        employeeId: body.employeeId ?? null,
        createdAt: now,
        createdBy: employeeId,
      })),
    )
    .returning();
  if (approved) {
    for (const row of rows) await createSuborders(tx, row, employeeId);
    if (rows[0]) await salesOrderStartsProduction(tx, rows[0], employeeId);
  }
  return ids;
}

/** POST WorkOrder: one work order; the creator (and the approver of an approved one) is the session's employee. */
export async function addWorkOrder(db: Database, body: TAddWorkOrder, employeeId: number): Promise<TWorkOrderDetail> {
  const [workOrderId] = await db.transaction((tx) => insertWorkOrders(tx, body, 1, employeeId));
  return getWorkOrderDetail(db, workOrderId);
}

/** POST WorkOrder/AddMultiWorkOrder/{count}: `count` (1–50) identical work orders in one transaction. */
export async function addMultiWorkOrder(
  db: Database,
  body: TAddWorkOrder,
  count: number,
  employeeId: number,
): Promise<TWorkOrderDetail[]> {
  const ids = await db.transaction((tx) => insertWorkOrders(tx, body, count, employeeId));
  const rows: TWorkOrderDetail[] = [];
  for (const id of ids) rows.push(await getWorkOrderDetail(db, id));
  return rows;
}

/** PUT WorkOrder/ApproveWorkOrder?id&approvedComment: a New work order becomes Approved and gets its suborders. */
export async function approveWorkOrder(
  db: Database,
  input: { id: number; approvedComment?: string },
  approver: number,
): Promise<TWorkOrderDetail> {
  await db.transaction(async (tx) => {
    const order = await lockById(tx, workOrder, input.id, notFound(input.id));
    if (!isNewWorkOrder(order.workOrderStatusId)) throw new BusinessError(WORK_ORDER_MESSAGES.onlyNewApproved);
    await tx
      .update(workOrder)
      .set({
        workOrderStatusId: WORK_ORDER_STATUS.Approved,
        approvedComments: input.approvedComment || null,
        approvedEmployeeId: approver,
        approvedAt: new Date(),
        updatedBy: approver,
      })
      .where(eq(workOrder.workOrderId, order.workOrderId));
    await createSuborders(tx, order, approver);
    await salesOrderStartsProduction(tx, order, approver);
  });
  return getWorkOrderDetail(db, input.id);
}

/** One change to a locked work order, after `check` accepts its current row. */
async function changeWorkOrder(
  db: Database,
  workOrderId: number,
  actor: number | null,
  check: (row: TWorkOrderRow) => void,
  values: Partial<typeof workOrder.$inferInsert>,
): Promise<TWorkOrderDetail> {
  await db.transaction(async (tx) => {
    const row = await lockById(tx, workOrder, workOrderId, notFound(workOrderId));
    check(row);
    await tx
      .update(workOrder)
      .set({ ...values, updatedBy: actor })
      .where(eq(workOrder.workOrderId, workOrderId));
  });
  return getWorkOrderDetail(db, workOrderId);
}

const anyState = () => undefined;

/** PUT WorkOrder/WorkOrderComments?id&comments. */
export const updateWorkOrderComments = (db: Database, input: { id: number; comments: string }, actor: number | null) =>
  changeWorkOrder(db, input.id, actor, anyState, { comments: input.comments });

/** PUT WorkOrder/UpdateRawMaterialNote?id&notes. */
export const updateRawMaterialNote = (db: Database, input: { id: number; notes: string }, actor: number | null) =>
  changeWorkOrder(db, input.id, actor, anyState, { rawMaterialNote: input.notes });

/** PUT WorkOrder/UpdateWorkOrderQuantity?id&quantity: only a New work order. */
export const updateWorkOrderQuantity = (db: Database, input: { id: number; quantity: number }, actor: number | null) =>
  changeWorkOrder(
    db,
    input.id,
    actor,
    (row) => {
      if (!isNewWorkOrder(row.workOrderStatusId)) throw new BusinessError(WORK_ORDER_MESSAGES.onlyNewQuantity);
    },
    { quantity: String(input.quantity) },
  );

/** PUT WorkOrder/WorkOrderUrgent?id&urgent: unless Completed or Cancelled. */
export const updateWorkOrderUrgent = (db: Database, input: { id: number; urgent: 0 | 1 }, actor: number | null) =>
  changeWorkOrder(
    db,
    input.id,
    actor,
    (row) => {
      if (!canChangeUrgency(row.workOrderStatusId)) throw new BusinessError(WORK_ORDER_MESSAGES.urgentLocked);
    },
    { urgent: input.urgent },
  );

/**
 * DELETE WorkOrder/DeleteWorkOrder?id cancels (spec 02 §2 status 0; issue 29: a delete never erases history): not a
 * Completed or Cancelled one. Its steps not yet finished become Cancelled, each with a log row; every suborder, log
 * row, used-box row and box it labelled stays, so a box it made still traces. Its sales order may move back
 * (salesOrderAfterCancel). The steps are locked before the work order, in sequence: the order a step's completion
 * locks them in.
 */
export async function cancelWorkOrder(db: Database, workOrderId: number, actor: number | null): Promise<boolean> {
  await db.transaction(async (tx) => {
    await lockSteps(tx, workOrderId);
    const row = await lockById(tx, workOrder, workOrderId, notFound(workOrderId));
    const refusal = deleteRefusal(row.workOrderStatusId);
    if (refusal) throw new BusinessError(refusal);
    const now = new Date();
    await tx
      .update(workOrder)
      .set({ workOrderStatusId: WORK_ORDER_STATUS.Cancelled, updatedBy: actor })
      .where(eq(workOrder.workOrderId, workOrderId));
    const open = (await lockSteps(tx, workOrderId)).filter(
      (step) => !FINISHED_SUBORDER_STATUSES.includes(step.suborderStatusId),
    );
    if (open.length > 0) {
      await tx
        .update(suborder)
        .set({ suborderStatusId: SUBORDER_STATUS.Cancelled, updatedBy: actor })
        .where(
          inArray(
            suborder.suborderId,
            open.map((step) => step.suborderId),
          ),
        );
      await tx.insert(suborderLog).values(
        open.map((step) => ({
          suborderId: step.suborderId,
          fromStatusId: step.suborderStatusId,
          toStatusId: SUBORDER_STATUS.Cancelled,
          comment: WORK_ORDER_MESSAGES.cancelledLog(row.workOrderNo),
          operEmployeeId: actor,
          machineId: step.machineId,
          createdAt: now,
          createdBy: actor,
        })),
      );
    }
    await salesOrderAfterCancel(tx, row, actor);
  });
  return true;
}

/** The work order's steps, locked in sequence (FOR UPDATE). */
function lockSteps(tx: Transaction, workOrderId: number) {
  return tx
    .select({
      suborderId: suborder.suborderId,
      suborderStatusId: suborder.suborderStatusId,
      machineId: suborder.machineId,
    })
    .from(suborder)
    .where(eq(suborder.workOrderId, workOrderId))
    .orderBy(asc(suborder.sequenceNo))
    .for('update');
}
