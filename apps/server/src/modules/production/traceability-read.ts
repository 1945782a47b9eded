import {
  boxStatusNameOf,
  DISPATCH_STATUS_NAMES,
  poStatusName,
  receivingStatusName,
  SUBORDER_STATUS,
  SUBORDER_STATUS_NAMES,
  TRACEABILITY_MESSAGES,
  type TRawMaterialBoxTrace,
  type TSameBatch,
  type TTracedBox,
  type TTracedRawMaterialBox,
  type TTracedStep,
  type TUsedRawMaterialBox,
  WORK_ORDER_ACTION_NAMES,
} from '@packline/domain';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { product, rawMaterial } from '../catalogue/catalogue.tables.ts';
import { customer } from '../customers/customers.tables.ts';
import { dispatching, dispatchingDetail } from '../dispatch/dispatch.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { purchaseOrder, receivingBox, supplier, unloadingInspection } from '../purchasing/purchasing.tables.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { box, plate, plateBox, rawMaterialBox } from '../warehouse/warehouse.tables.ts';
import { suborder, suborderLog, suborderUsedBox, workOrder } from './production.tables.ts';
import { getWorkOrderDetail } from './work-orders-read.ts';

// Product Traceability (spec 02 §2; issue 15): a box's batch is the work order that made it (the box's suborder, set
// when its packaging job labelled it). From there: each step with its machine, operators and times (the suborder
// logs), and every box of the batch with its pallet and the dispatches, orders and customers it went to.
// Upstream (issue 16): the raw material boxes the steps used (suborder_used_box) and, through their PO number, the
// purchase orders, suppliers and receivings (purchasing's tables, read here, never written).

/** The work order that made the box of this barcode: 404 for an unknown barcode, 400 for a box no work order made. */
async function workOrderOfBox(db: DbOrTx, barCode: string): Promise<number> {
  const [found] = await db
    .select({ suborderId: box.suborderId, workOrderId: suborder.workOrderId })
    .from(box)
    .leftJoin(suborder, eq(suborder.suborderId, box.suborderId))
    .where(eq(box.barCode, barCode));
  if (!found) throw new NotFoundError(TRACEABILITY_MESSAGES.boxNotFound(barCode));
  if (found.workOrderId === null) throw new BusinessError(TRACEABILITY_MESSAGES.notMade);
  return found.workOrderId;
}

/** Who acted on each suborder (in order, each once) and when it first went In process. */
async function logsOf(db: DbOrTx, suborderIds: number[]) {
  const rows = await db
    .select({
      suborderId: suborderLog.suborderId,
      toStatusId: suborderLog.toStatusId,
      createdAt: suborderLog.createdAt,
      firstName: employee.firstName,
      lastName: employee.lastName,
    })
    .from(suborderLog)
    .leftJoin(employee, eq(employee.employeeId, suborderLog.operEmployeeId))
    .where(inArray(suborderLog.suborderId, suborderIds))
    .orderBy(asc(suborderLog.createdAt), asc(suborderLog.suborderLogId));
  const bySuborder = new Map<number, { operators: string[]; startedAt: Date | null }>();
  for (const row of rows) {
    const entry = bySuborder.get(row.suborderId) ?? { operators: [], startedAt: null };
    // The approval's row names the approver, not an operator: only the actions on the machine count.
    const onMachine = row.toStatusId !== SUBORDER_STATUS.Awaiting && row.toStatusId !== SUBORDER_STATUS.NotReady;
    const name = row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim();
    if (onMachine && name && !entry.operators.includes(name)) entry.operators.push(name);
    if (row.toStatusId === SUBORDER_STATUS.InProcess && !entry.startedAt) entry.startedAt = row.createdAt;
    bySuborder.set(row.suborderId, entry);
  }
  return bySuborder;
}

/** The boxes of the batch with their pallet now and the dispatches that took from them. */
async function boxesOf(db: DbOrTx, suborderIds: number[]): Promise<TTracedBox[]> {
  const boxes = await db
    .select({
      boxId: box.boxId,
      barCode: box.barCode,
      quantity: box.quantity,
      status: box.status,
      location: box.location,
      createdAt: box.createdAt,
      plateCode: plate.plateCode,
    })
    .from(box)
    .leftJoin(plateBox, and(eq(plateBox.boxId, box.boxId), eq(plateBox.active, true)))
    .leftJoin(plate, eq(plate.plateId, plateBox.plateId))
    .where(inArray(box.suborderId, suborderIds))
    .orderBy(asc(box.boxId));
  const dispatches =
    boxes.length === 0
      ? []
      : await db
          .select({
            boxId: dispatchingDetail.boxId,
            dispatchId: dispatching.dispatchId,
            packingSlipNo: dispatching.packingSlipNo,
            status: dispatching.status,
            orderId: salesOrder.orderId,
            orderNo: salesOrder.orderNo,
            company: customer.company,
            quantity: dispatchingDetail.quantity,
            completedAt: dispatching.completedAt,
          })
          .from(dispatchingDetail)
          .innerJoin(dispatching, eq(dispatching.dispatchId, dispatchingDetail.dispatchId))
          .innerJoin(salesOrder, eq(salesOrder.orderId, dispatching.orderId))
          .innerJoin(customer, eq(customer.customerId, salesOrder.customerId))
          .where(
            inArray(
              dispatchingDetail.boxId,
              boxes.map((b) => b.boxId),
            ),
          )
          .orderBy(asc(dispatching.dispatchId), asc(dispatchingDetail.dispatchingDetailId));
  return boxes.map((b) => ({
    boxId: b.boxId,
    barCode: b.barCode,
    quantity: Number(b.quantity),
    status: b.status,
    statusName: boxStatusNameOf(b),
    createdAt: b.createdAt.toISOString(),
    plateCode: b.plateCode,
    dispatches: dispatches
      .filter((d) => d.boxId === b.boxId)
      .map(({ boxId: _box, status, completedAt, ...d }) => ({
        ...d,
        dispatchStatusName: DISPATCH_STATUS_NAMES[status] ?? String(status),
        completedAt: completedAt?.toISOString() ?? null,
      })),
  }));
}

/** Raw material boxes (those `where` picks) with their purchase order, supplier and receiving. */
async function rawMaterialBoxesWhere(db: DbOrTx, where: SQL) {
  const rows = await db
    .select({
      rawMaterialBoxId: rawMaterialBox.rawMaterialBoxId,
      boxCode: rawMaterialBox.boxCode,
      rawMaterialCode: rawMaterial.rawMaterialCode,
      rawMaterialName: rawMaterial.rawMaterialName,
      quantity: rawMaterialBox.quantity,
      poNumber: rawMaterialBox.poNumber,
      poId: purchaseOrder.poId,
      poNo: purchaseOrder.poNo,
      poStatusId: purchaseOrder.poStatusId,
      suplierId: supplier.suplierId,
      suplierName: supplier.suplierName,
      inspectionId: unloadingInspection.inspectionId,
      receivingNo: unloadingInspection.no,
      containerNo: unloadingInspection.containerNo,
      arrivalTime: unloadingInspection.arrivalTime,
      unloadingPeople: unloadingInspection.unloadingPeople,
      receivingStatus: unloadingInspection.status,
    })
    .from(rawMaterialBox)
    .innerJoin(rawMaterial, eq(rawMaterial.rawMaterialId, rawMaterialBox.rawMaterialId))
    .leftJoin(purchaseOrder, eq(purchaseOrder.poNo, rawMaterialBox.poNumber))
    .leftJoin(supplier, eq(supplier.suplierId, purchaseOrder.suplierId))
    // An order may have several receivings (issue 31): the box's own, else the order's first.
    .leftJoin(receivingBox, eq(receivingBox.rawMaterialBoxId, rawMaterialBox.rawMaterialBoxId))
    .leftJoin(
      unloadingInspection,
      sql`${unloadingInspection.inspectionId} = coalesce(${receivingBox.inspectionId}, (select min(first_receiving.inspection_id) from unloading_inspection first_receiving where first_receiving.po_id = ${purchaseOrder.poId}))`,
    )
    .where(where);
  return new Map(
    rows.map((r): [number, TTracedRawMaterialBox] => [
      r.rawMaterialBoxId,
      {
        rawMaterialBoxId: r.rawMaterialBoxId,
        boxCode: r.boxCode,
        rawMaterialCode: r.rawMaterialCode,
        rawMaterialName: r.rawMaterialName,
        quantity: Number(r.quantity),
        poNumber: r.poNumber,
        purchase:
          r.poId === null || r.poNo === null || r.poStatusId === null
            ? null
            : {
                poId: r.poId,
                poNo: r.poNo,
                poStatusName: poStatusName(r.poStatusId),
                suplierId: r.suplierId as number,
                suplierName: r.suplierName ?? '',
                receiving:
                  r.inspectionId === null || r.arrivalTime === null
                    ? null
                    : {
                        inspectionId: r.inspectionId,
                        no: r.receivingNo ?? '',
                        containerNo: r.containerNo ?? '',
                        arrivalTime: r.arrivalTime.toISOString(),
                        unloadingPeople: r.unloadingPeople ?? '',
                        statusName: receivingStatusName(r.receivingStatus ?? 0),
                      },
              },
      },
    ]),
  );
}

/** The raw material boxes the suborders used, oldest use first, each with its PO, supplier and receiving. */
async function usedRawMaterialBoxesOf(db: DbOrTx, suborderIds: number[]): Promise<TUsedRawMaterialBox[]> {
  const uses = await db
    .select({
      rawMaterialBoxId: suborderUsedBox.rawMaterialBoxId,
      suborderId: suborder.suborderId,
      sequenceNo: suborder.sequenceNo,
      actionId: suborder.actionId,
      usedAt: suborderUsedBox.createdAt,
    })
    .from(suborderUsedBox)
    .innerJoin(suborder, eq(suborder.suborderId, suborderUsedBox.suborderId))
    .where(and(inArray(suborderUsedBox.suborderId, suborderIds), isNotNull(suborderUsedBox.rawMaterialBoxId)))
    .orderBy(asc(suborderUsedBox.createdAt), asc(suborderUsedBox.suborderUsedBoxId));
  if (uses.length === 0) return [];
  const boxes = await rawMaterialBoxesWhere(
    db,
    inArray(rawMaterialBox.rawMaterialBoxId, [...new Set(uses.map((u) => u.rawMaterialBoxId as number))]),
  );
  return uses.map((u) => ({
    ...(boxes.get(u.rawMaterialBoxId as number) as TTracedRawMaterialBox),
    suborderId: u.suborderId,
    sequenceNo: u.sequenceNo,
    actionName: WORK_ORDER_ACTION_NAMES[u.actionId] ?? String(u.actionId),
    usedAt: u.usedAt.toISOString(),
  }));
}

/**
 * GET Box/GetRawMaterialBoxTrace?boxCode: the raw material box, its PO, supplier and receiving, and the work orders'
 * steps that used it. Unknown code → 404.
 */
export async function traceRawMaterialBox(db: DbOrTx, boxCode: string): Promise<TRawMaterialBoxTrace> {
  const [found] = (await rawMaterialBoxesWhere(db, eq(rawMaterialBox.boxCode, boxCode))).values();
  if (!found) throw new NotFoundError(TRACEABILITY_MESSAGES.rawMaterialBoxNotFound(boxCode));
  const uses = await db
    .select({
      workOrderId: workOrder.workOrderId,
      workOrderNo: workOrder.workOrderNo,
      productCode: product.productCode,
      productName: product.productName,
      sequenceNo: suborder.sequenceNo,
      actionId: suborder.actionId,
      usedAt: suborderUsedBox.createdAt,
    })
    .from(suborderUsedBox)
    .innerJoin(suborder, eq(suborder.suborderId, suborderUsedBox.suborderId))
    .innerJoin(workOrder, eq(workOrder.workOrderId, suborder.workOrderId))
    .innerJoin(product, eq(product.productId, workOrder.productId))
    .where(eq(suborderUsedBox.rawMaterialBoxId, found.rawMaterialBoxId))
    .orderBy(asc(suborderUsedBox.createdAt), asc(suborderUsedBox.suborderUsedBoxId));
  return {
    ...found,
    usedBy: uses.map(({ actionId, usedAt, ...u }) => ({
      ...u,
      actionName: WORK_ORDER_ACTION_NAMES[actionId] ?? String(actionId),
      usedAt: usedAt.toISOString(),
    })),
  };
}

/** GET Box/GetSameBatch?barCode: the box's work order, its steps and the boxes of the same batch. */
export async function traceSameBatch(db: DbOrTx, barCode: string): Promise<TSameBatch> {
  const { suborders, ...workOrder } = await getWorkOrderDetail(db, await workOrderOfBox(db, barCode));
  const suborderIds = suborders.map((s) => s.suborderId);
  const [logs, boxes, rawMaterialBoxes, dates] = await Promise.all([
    logsOf(db, suborderIds),
    boxesOf(db, suborderIds),
    usedRawMaterialBoxesOf(db, suborderIds),
    db
      .select({ suborderId: suborder.suborderId, completedDate: suborder.completedDate })
      .from(suborder)
      .where(inArray(suborder.suborderId, suborderIds)),
  ]);
  const completedOf = new Map(dates.map((d) => [d.suborderId, d.completedDate]));
  const steps: TTracedStep[] = suborders.map((s) => ({
    suborderId: s.suborderId,
    sequenceNo: s.sequenceNo,
    actionId: s.actionId,
    actionName: s.actionDto.actionName,
    machineId: s.machineId,
    machineName: s.machineName,
    suborderStatusId: s.suborderStatusId,
    suborderStatusName: SUBORDER_STATUS_NAMES[s.suborderStatusId] ?? String(s.suborderStatusId),
    completedQuantity: s.completedQuantity,
    startedAt: logs.get(s.suborderId)?.startedAt?.toISOString() ?? null,
    completedDate: completedOf.get(s.suborderId)?.toISOString() ?? null,
    operators: logs.get(s.suborderId)?.operators ?? [],
  }));
  return { barCode, workOrder, steps, boxes, rawMaterialBoxes };
}
