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
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { boxes as boxReads, palletBoxes } from '../boxes/boxes.reads.ts';
import { products, rawMaterials } from '../catalogue/catalogue.reads.ts';
import { customers } from '../customers/customers.reads.ts';
import { dispatchedBoxes, dispatches } from '../dispatch/dispatch.reads.ts';
import { employees } from '../employees/employees.reads.ts';
import { purchaseOrders } from '../purchase-orders/purchase-orders.reads.ts';
import { rawMaterialBoxes } from '../raw-materials/raw-materials.reads.ts';
import { leftJoinReceivingOfRawMaterialBox, receivings } from '../receiving/receiving.reads.ts';
import { salesOrders, withOrderAndCustomer } from '../sales-orders/sales-orders.reads.ts';
import { suppliers } from '../suppliers/suppliers.reads.ts';
import { pallets } from '../warehouse-layout/warehouse-layout.reads.ts';
import { suborderLogs, suborders, suborderUsedBoxes, workOrders } from '../work-orders/work-orders.reads.ts';
import { getWorkOrderDetail } from '../work-orders/work-orders-read.ts';

// Product Traceability (spec 02 §2; issue 15): a box's batch is the work order that made it (the box's suborder, set
// when its packaging job labelled it). From there: each step with its machine, operators and times (the suborder
// logs), and every box of the batch with its pallet and the dispatches, orders and customers it went to.
// Upstream (issue 16): the raw material boxes the steps used (suborder_used_box) and, through their PO number, the
// purchase orders, suppliers and receivings (purchasing's tables, read here, never written).

/** The work order that made the box of this barcode: 404 for an unknown barcode, 400 for a box no work order made. */
async function workOrderOfBox(db: DbOrTx, barCode: string): Promise<number> {
  const select = boxReads.select(db, { suborderId: boxReads.suborderId, workOrderId: suborders.workOrderId });
  const [found] = await suborders.leftJoin(select, boxReads.suborderId).where(eq(boxReads.barCode, barCode));
  if (!found) throw new NotFoundError(TRACEABILITY_MESSAGES.boxNotFound(barCode));
  if (found.workOrderId === null) throw new BusinessError(TRACEABILITY_MESSAGES.notMade);
  return found.workOrderId;
}

/** Who acted on each suborder (in order, each once) and when it first went In process. */
async function logsOf(db: DbOrTx, suborderIds: number[]) {
  const select = suborderLogs.select(db, {
    suborderId: suborderLogs.suborderId,
    toStatusId: suborderLogs.toStatusId,
    createdAt: suborderLogs.createdAt,
    firstName: employees.firstName,
    lastName: employees.lastName,
  });
  const rows = await employees
    .leftJoin(select, suborderLogs.operEmployeeId)
    .where(inArray(suborderLogs.suborderId, suborderIds))
    .orderBy(asc(suborderLogs.createdAt), asc(suborderLogs.suborderLogId));
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

/** A dispatch that took from a box of the batch (a dynamic select types only its own table's columns). */
interface TBoxDispatch {
  boxId: number | null;
  dispatchId: number;
  packingSlipNo: string;
  status: number;
  orderId: number;
  orderNo: string;
  company: string;
  quantity: number;
  completedAt: Date | null;
}

/** The boxes of the batch with their pallet now and the dispatches that took from them. */
async function boxesOf(db: DbOrTx, suborderIds: number[]): Promise<TTracedBox[]> {
  const select = boxReads.select(db, {
    boxId: boxReads.boxId,
    barCode: boxReads.barCode,
    quantity: boxReads.quantity,
    status: boxReads.status,
    location: boxReads.location,
    createdAt: boxReads.createdAt,
    plateCode: pallets.plateCode,
  });
  const boxes = await withJoins(
    select,
    (q) => palletBoxes.leftJoinActive(q, boxReads.boxId),
    (q) => pallets.leftJoin(q, palletBoxes.plateId),
  )
    .where(inArray(boxReads.suborderId, suborderIds))
    .orderBy(asc(boxReads.boxId));
  const dispatched: TBoxDispatch[] =
    boxes.length === 0
      ? []
      : await withJoins(
          dispatchedBoxes.select(db, {
            boxId: dispatchedBoxes.boxId,
            dispatchId: dispatches.dispatchId,
            packingSlipNo: dispatches.packingSlipNo,
            status: dispatches.status,
            orderId: salesOrders.orderId,
            orderNo: salesOrders.orderNo,
            company: customers.company,
            quantity: dispatchedBoxes.quantity,
            completedAt: dispatches.completedAt,
          }),
          (q) => dispatches.innerJoin(q, dispatchedBoxes.dispatchId),
          (q) => withOrderAndCustomer(q, dispatches.orderId),
        )
          .where(
            inArray(
              dispatchedBoxes.boxId,
              boxes.map((b) => b.boxId),
            ),
          )
          .orderBy(asc(dispatches.dispatchId), asc(dispatchedBoxes.dispatchingDetailId));
  return boxes.map((b) => ({
    boxId: b.boxId,
    barCode: b.barCode,
    quantity: Number(b.quantity),
    status: b.status,
    statusName: boxStatusNameOf(b),
    createdAt: b.createdAt.toISOString(),
    plateCode: b.plateCode,
    dispatches: dispatched
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
  const select = rawMaterialBoxes.select(db, {
    rawMaterialBoxId: rawMaterialBoxes.rawMaterialBoxId,
    boxCode: rawMaterialBoxes.boxCode,
    rawMaterialCode: rawMaterials.rawMaterialCode,
    rawMaterialName: rawMaterials.rawMaterialName,
    quantity: rawMaterialBoxes.quantity,
    poNumber: rawMaterialBoxes.poNumber,
    poId: purchaseOrders.poId,
    poNo: purchaseOrders.poNo,
    poStatusId: purchaseOrders.poStatusId,
    suplierId: suppliers.suplierId,
    suplierName: suppliers.suplierName,
    inspectionId: receivings.inspectionId,
    receivingNo: receivings.no,
    containerNo: receivings.containerNo,
    arrivalTime: receivings.arrivalTime,
    unloadingPeople: receivings.unloadingPeople,
    receivingStatus: receivings.status,
  });
  const rows = await withJoins(
    select,
    (q) => rawMaterials.innerJoin(q, rawMaterialBoxes.rawMaterialId),
    (q) => purchaseOrders.leftJoinByNo(q, rawMaterialBoxes.poNumber),
    (q) => suppliers.leftJoin(q, purchaseOrders.suplierId),
    // An order may have several receivings (issue 31): the box's own, else the order's first.
    (q) => leftJoinReceivingOfRawMaterialBox(q, rawMaterialBoxes.rawMaterialBoxId, purchaseOrders.poId),
  ).where(where);
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
                        arrivalTime: (r.arrivalTime as Date).toISOString(),
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
  const select = suborderUsedBoxes.select(db, {
    rawMaterialBoxId: suborderUsedBoxes.rawMaterialBoxId,
    suborderId: suborders.suborderId,
    sequenceNo: suborders.sequenceNo,
    actionId: suborders.actionId,
    usedAt: suborderUsedBoxes.createdAt,
  });
  const uses = await suborders
    .innerJoin(select, suborderUsedBoxes.suborderId)
    .where(and(inArray(suborderUsedBoxes.suborderId, suborderIds), isNotNull(suborderUsedBoxes.rawMaterialBoxId)))
    .orderBy(asc(suborderUsedBoxes.createdAt), asc(suborderUsedBoxes.suborderUsedBoxId));
  if (uses.length === 0) return [];
  const boxes = await rawMaterialBoxesWhere(
    db,
    inArray(rawMaterialBoxes.rawMaterialBoxId, [...new Set(uses.map((u) => u.rawMaterialBoxId as number))]),
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
  const [found] = (await rawMaterialBoxesWhere(db, eq(rawMaterialBoxes.boxCode, boxCode))).values();
  if (!found) throw new NotFoundError(TRACEABILITY_MESSAGES.rawMaterialBoxNotFound(boxCode));
  const select = suborderUsedBoxes.select(db, {
    workOrderId: workOrders.workOrderId,
    workOrderNo: workOrders.workOrderNo,
    productCode: products.productCode,
    productName: products.productName,
    sequenceNo: suborders.sequenceNo,
    actionId: suborders.actionId,
    usedAt: suborderUsedBoxes.createdAt,
  });
  const uses = await withJoins(
    select,
    (q) => suborders.innerJoin(q, suborderUsedBoxes.suborderId),
    (q) => workOrders.innerJoin(q, suborders.workOrderId),
    (q) => products.innerJoin(q, workOrders.productId),
  )
    .where(eq(suborderUsedBoxes.rawMaterialBoxId, found.rawMaterialBoxId))
    .orderBy(asc(suborderUsedBoxes.createdAt), asc(suborderUsedBoxes.suborderUsedBoxId));
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
  const { suborders: batchSteps, ...workOrder } = await getWorkOrderDetail(db, await workOrderOfBox(db, barCode));
  const suborderIds = batchSteps.map((s) => s.suborderId);
  const [logs, boxes, rawMaterialBoxes, dates] = await Promise.all([
    logsOf(db, suborderIds),
    boxesOf(db, suborderIds),
    usedRawMaterialBoxesOf(db, suborderIds),
    suborders
      .select(db, { suborderId: suborders.suborderId, completedDate: suborders.completedDate })
      .where(inArray(suborders.suborderId, suborderIds)),
  ]);
  const completedOf = new Map(dates.map((d) => [d.suborderId, d.completedDate]));
  const steps: TTracedStep[] = batchSteps.map((s) => ({
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
