import { z } from 'zod';
import { ZTimestamp } from './api.ts';
import { formatDate, formatDateTime } from './dates.ts';
import { ZWorkOrder } from './work-order.ts';

// Product Traceability (/same-batch; spec 02 §2 "Product Traceability (with CSV export)"; issue 15): from a box's
// barcode, the work order that made it, each step of that work order with its machine, operators and times, and every
// box of the same batch (the boxes of that work order) with where it went: its pallet, its dispatches and customers.

export const TRACEABILITY_PAGES = ['/same-batch'] as const;

export const TRACEABILITY_MESSAGES = {
  barCodeRequired: 'Please scan or type a box barcode.',
  boxNotFound: (barCode: string) => `No box has the barcode ${barCode}.`,
  notMade: 'This box was not made by a work order, so it has no batch to trace.',
  boxCodeRequired: 'Please scan or type a raw material box code.',
  rawMaterialBoxNotFound: (boxCode: string) => `No raw material box has the code ${boxCode}.`,
} as const;

/** A scanned or typed code: trimmed, required (`required` when missing or blank), at most 100 characters. */
const scannedCode = (name: string, required: string) =>
  z.string(required).trim().min(1, required).max(100, `${name} must be at most 100 characters`);

export const ZSameBatchQuery = z.object({ barCode: scannedCode('barCode', TRACEABILITY_MESSAGES.barCodeRequired) });

/** One step of the batch's work order: where, by whom, when. */
export const ZTracedStep = z.object({
  suborderId: z.number().int(),
  sequenceNo: z.number().int(),
  actionId: z.number().int(),
  actionName: z.string(),
  machineId: z.number().int().nullable(),
  machineName: z.string().nullable(),
  suborderStatusId: z.number().int(),
  suborderStatusName: z.string(),
  completedQuantity: z.number(),
  /** The first time it went In process. */
  startedAt: ZTimestamp.nullable(),
  completedDate: ZTimestamp.nullable(),
  /** Everyone who took, completed or paused it, in order ('First Last'). */
  operators: z.array(z.string()),
});
export type TTracedStep = z.infer<typeof ZTracedStep>;

/** A dispatch that took pieces of a box, with its order and customer. */
export const ZTracedDispatch = z.object({
  dispatchId: z.number().int(),
  packingSlipNo: z.string(),
  dispatchStatusName: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  company: z.string(),
  quantity: z.number(),
  completedAt: ZTimestamp.nullable(),
});

/** A box of the batch and where it went. */
export const ZTracedBox = z.object({
  boxId: z.number().int(),
  barCode: z.string(),
  quantity: z.number(),
  status: z.number().int(),
  statusName: z.string(),
  createdAt: ZTimestamp,
  /** The pallet it stands on now, none when it is on no pallet. */
  plateCode: z.string().nullable(),
  dispatches: z.array(ZTracedDispatch),
});
export type TTracedBox = z.infer<typeof ZTracedBox>;

// ---- Upstream (issue 16 "Traceability, upstream"): the raw material boxes a batch used, their POs and suppliers ----

/** The purchase order a raw material box came on (raw_material_box.poNumber = purchase_order.poNo), and its receiving. */
export const ZTracedPurchase = z.object({
  poId: z.number().int(),
  poNo: z.string(),
  poStatusName: z.string(),
  suplierId: z.number().int(),
  suplierName: z.string(),
  /** The order's receiving (unloading inspection), none before it is received. */
  receiving: z
    .object({
      inspectionId: z.number().int(),
      no: z.string(),
      /** The reference number. */
      containerNo: z.string(),
      arrivalTime: ZTimestamp,
      unloadingPeople: z.string(),
      statusName: z.string(),
    })
    .nullable(),
});
export type TTracedPurchase = z.infer<typeof ZTracedPurchase>;

/** A raw material box and where it came from (none when its PO number names no purchase order). */
export const ZTracedRawMaterialBox = z.object({
  rawMaterialBoxId: z.number().int(),
  boxCode: z.string(),
  rawMaterialCode: z.string(),
  rawMaterialName: z.string(),
  /** KG in the box. */
  quantity: z.number(),
  poNumber: z.string().nullable(),
  purchase: ZTracedPurchase.nullable(),
});
export type TTracedRawMaterialBox = z.infer<typeof ZTracedRawMaterialBox>;

/** A raw material box a step of the batch used (Finish / PartlyComplete's rawMaterialBoxId, rawMaterialBoxId2). */
export const ZUsedRawMaterialBox = ZTracedRawMaterialBox.extend({
  suborderId: z.number().int(),
  sequenceNo: z.number().int(),
  actionName: z.string(),
  usedAt: ZTimestamp,
});
export type TUsedRawMaterialBox = z.infer<typeof ZUsedRawMaterialBox>;

export const ZRawMaterialBoxTraceQuery = z.object({
  boxCode: scannedCode('boxCode', TRACEABILITY_MESSAGES.boxCodeRequired),
});

/** GET Box/GetRawMaterialBoxTrace?boxCode (ours): a raw material box, its PO, supplier and receiving, and its uses. */
export const ZRawMaterialBoxTrace = ZTracedRawMaterialBox.extend({
  usedBy: z.array(
    z.object({
      workOrderId: z.number().int(),
      workOrderNo: z.string(),
      productCode: z.string(),
      productName: z.string(),
      sequenceNo: z.number().int(),
      actionName: z.string(),
      usedAt: ZTimestamp,
    }),
  ),
});
export type TRawMaterialBoxTrace = z.infer<typeof ZRawMaterialBoxTrace>;

/** GET Box/GetSameBatch?barCode (ours). */
export const ZSameBatch = z.object({
  barCode: z.string(),
  workOrder: ZWorkOrder,
  steps: z.array(ZTracedStep),
  boxes: z.array(ZTracedBox),
  /** The raw material boxes the batch's steps used, oldest use first, with their POs and suppliers. */
  rawMaterialBoxes: z.array(ZUsedRawMaterialBox),
});
export type TSameBatch = z.infer<typeof ZSameBatch>;

/** The CSV export's header and one row per box of the batch (GET Box/GetSameBatchCsv; the screen's table). */
export const SAME_BATCH_CSV_HEADER = [
  'Work Order No',
  'Product Code',
  'Product Name',
  'Box Barcode',
  'Quantity',
  'Status',
  'Made At',
  'Pallet',
  'Packing Slip',
  'Sales Order',
  'Customer',
  'Dispatched At',
] as const;

export function sameBatchCsvRows(batch: TSameBatch): string[][] {
  const w = batch.workOrder;
  const joined = (box: TTracedBox, value: (d: TTracedBox['dispatches'][number]) => string) =>
    box.dispatches.map(value).join('; ');
  return batch.boxes.map((box) => [
    w.workOrderNo,
    w.productCode,
    w.productName,
    box.barCode,
    String(box.quantity),
    box.statusName,
    formatDateTime(box.createdAt),
    box.plateCode ?? '',
    joined(box, (d) => d.packingSlipNo),
    joined(box, (d) => d.orderNo),
    joined(box, (d) => d.company),
    joined(box, (d) => formatDate(d.completedAt)),
  ]);
}

/** The export's file name: 'same-batch-WO000123.csv'. */
export const sameBatchCsvName = (batch: Pick<TSameBatch, 'workOrder'>) =>
  `same-batch-${batch.workOrder.workOrderNo}.csv`;
