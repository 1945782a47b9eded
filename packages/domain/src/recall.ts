import { z } from 'zod';
import { ZTimestamp } from './api.ts';

// Recall (issue 33): from a supplier's lot to every customer and back — the trace over the genealogy edges, the mass
// balance, the recall record with its holds and letters. Server: apps/server/src/modules/recall (README there).

/** The Recall screen's page: quality staff hold it. */
export const RECALL_PAGES = ['/recall'] as const;

/** Where a trace starts. */
export const RECALL_START_TYPES = [
  'supplierLot',
  'purchaseOrder',
  'rawMaterialBox',
  'box',
  'workOrder',
  'salesOrder',
  'dispatch',
] as const;
export type TRecallStartType = (typeof RECALL_START_TYPES)[number];
export const RECALL_START_TYPE_NAMES: Record<TRecallStartType, string> = {
  supplierLot: 'Supplier lot',
  purchaseOrder: 'Purchase order',
  rawMaterialBox: 'Raw material box',
  box: 'Box',
  workOrder: 'Work order',
  salesOrder: 'Sales order',
  dispatch: 'Dispatch (packing slip)',
};

/** The mass balance's default tolerance, in per cent of what was received or made. */
export const RECALL_DEFAULT_TOLERANCE_PERCENT = 2;

/** A recall's states: Open (traced, maybe holding) → Closed. */
export const RECALL_STATUS = { Open: 1, Closed: 10 } as const;
export const RECALL_STATUS_NAMES: Record<number, string> = { 1: 'Open', 10: 'Closed' };

export const RECALL_MESSAGES = {
  valueRequired: 'Please type where the trace starts.',
  nothingFound: (type: TRecallStartType, value: string) =>
    `No ${RECALL_START_TYPE_NAMES[type].toLowerCase()} matches ${value}.`,
  reasonRequired: 'Please input the reason.',
  notFound: 'No recall with this id.',
  closed: 'This recall is closed.',
  mockNoLetters: 'A mock recall sends no letters.',
  noCustomers: 'No customer received anything of this recall.',
} as const;

const trimmed = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: () => message }).min(1, message));

export const ZRecallTraceQuery = z.object({
  startType: z.enum(RECALL_START_TYPES),
  value: trimmed(RECALL_MESSAGES.valueRequired).pipe(z.string().max(200)),
});
export type TRecallTraceQuery = z.infer<typeof ZRecallTraceQuery>;

/** Which side of the start a node was found on. */
export const ZRecallDirection = z.enum(['start', 'downstream', 'upstream']);

export const ZRecallRawBox = z.object({
  rawMaterialBoxId: z.number().int(),
  boxCode: z.string(),
  rawMaterialId: z.number().int(),
  rawMaterialCode: z.string(),
  rawMaterialName: z.string(),
  /** KG in the box. */
  quantity: z.number(),
  supplierLot: z.string().nullable(),
  poNumber: z.string().nullable(),
  suplierName: z.string().nullable(),
  receivingNo: z.string().nullable(),
  /** In stock, Issued to production, Used by production, Written off. */
  whereNow: z.string(),
  plateCode: z.string().nullable(),
  cellCode: z.string().nullable(),
  direction: ZRecallDirection,
});
export type TRecallRawBox = z.infer<typeof ZRecallRawBox>;

export const ZRecallWorkOrder = z.object({
  workOrderId: z.number().int(),
  workOrderNo: z.string(),
  productCode: z.string(),
  productName: z.string(),
  quantity: z.number(),
  workOrderStatusId: z.number().int(),
  orderNo: z.string().nullable(),
  /** Who acted on its steps on the machines, each once. */
  operators: z.array(z.string()),
  direction: ZRecallDirection,
});
export type TRecallWorkOrder = z.infer<typeof ZRecallWorkOrder>;

export const ZRecallBox = z.object({
  boxId: z.number().int(),
  barCode: z.string(),
  productCode: z.string(),
  productName: z.string(),
  /** The work order that made it (its batch); null for a box no work order made. */
  workOrderId: z.number().int().nullable(),
  isSemi: z.boolean(),
  /** Pieces in it when made, and still in it now. */
  madeQuantity: z.number(),
  quantity: z.number(),
  status: z.number().int(),
  statusName: z.string(),
  plateCode: z.string().nullable(),
  cellCode: z.string().nullable(),
  direction: ZRecallDirection,
});
export type TRecallBox = z.infer<typeof ZRecallBox>;

export const ZRecallDispatch = z.object({
  dispatchId: z.number().int(),
  packingSlipNo: z.string(),
  status: z.number().int(),
  boxId: z.number().int(),
  quantity: z.number(),
  orderNo: z.string(),
  customerId: z.number().int(),
  company: z.string(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  deliveryAddress: z.string(),
  completedAt: ZTimestamp.nullable(),
  deliveredAt: ZTimestamp.nullable(),
});
export type TRecallDispatch = z.infer<typeof ZRecallDispatch>;

/** One genealogy edge found: r raw material box, w work order, b box. */
export const ZRecallEdge = z.object({
  fromKind: z.enum(['r', 'w', 'b']),
  fromId: z.number().int(),
  toKind: z.enum(['r', 'w', 'b']),
  toId: z.number().int(),
});

export const ZRecallTrace = z.object({
  startType: z.enum(RECALL_START_TYPES),
  value: z.string(),
  rawMaterialBoxes: z.array(ZRecallRawBox),
  workOrders: z.array(ZRecallWorkOrder),
  boxes: z.array(ZRecallBox),
  dispatches: z.array(ZRecallDispatch),
  edges: z.array(ZRecallEdge),
});
export type TRecallTrace = z.infer<typeof ZRecallTrace>;

export const ZMassBalanceQuery = ZRecallTraceQuery.extend({
  tolerancePercent: z.coerce.number().min(0).max(100).default(RECALL_DEFAULT_TOLERANCE_PERCENT),
});
export type TMassBalanceQuery = z.infer<typeof ZMassBalanceQuery>;

/** A raw material lot: received = used + in stock + written off + returned, within the tolerance. */
export const ZLotBalance = z.object({
  rawMaterialId: z.number().int(),
  rawMaterialCode: z.string(),
  rawMaterialName: z.string(),
  /** The supplier's lot, else the PO number the boxes carry. */
  lot: z.string(),
  unit: z.string(),
  received: z.number(),
  usedByWorkOrder: z.array(z.object({ workOrderNo: z.string(), quantity: z.number() })),
  used: z.number(),
  /** Taken out for production by an application, no step named the box yet. */
  issuedNotTraced: z.number(),
  inStock: z.number(),
  writtenOff: z.number(),
  returnedToSupplier: z.number(),
  difference: z.number(),
  differencePercent: z.number(),
  outOfTolerance: z.boolean(),
});
export type TLotBalance = z.infer<typeof ZLotBalance>;

/** A finished (or semi-finished) batch: the boxes one work order made and where they are. */
export const ZBatchBalance = z.object({
  workOrderId: z.number().int(),
  workOrderNo: z.string(),
  productCode: z.string(),
  made: z.number(),
  inStock: z.number(),
  onHold: z.number(),
  inDispatching: z.number(),
  dispatched: z.number(),
  dispatchedByCustomer: z.array(z.object({ company: z.string(), quantity: z.number() })),
  returned: z.number(),
  writtenOff: z.number(),
  usedByProduction: z.number(),
  difference: z.number(),
});
export type TBatchBalance = z.infer<typeof ZBatchBalance>;

export const ZMassBalance = z.object({
  tolerancePercent: z.number(),
  lots: z.array(ZLotBalance),
  batches: z.array(ZBatchBalance),
});
export type TMassBalance = z.infer<typeof ZMassBalance>;

// ---- The recall record

export const ZStartRecall = z.object({
  startType: z.enum(RECALL_START_TYPES),
  value: trimmed(RECALL_MESSAGES.valueRequired).pipe(z.string().max(200)),
  reason: trimmed(RECALL_MESSAGES.reasonRequired).pipe(z.string().max(300)),
  mock: z.boolean().default(false),
});
export type TStartRecall = z.infer<typeof ZStartRecall>;

export const ZRecallIdQuery = z.object({ id: z.coerce.number().int().positive() });

export const ZRecallHold = z.object({
  boxId: z.number().int(),
  barCode: z.string(),
  quantity: z.number(),
  heldAt: ZTimestamp,
  releasedAt: ZTimestamp.nullable(),
});

export const ZRecallLetter = z.object({
  customerId: z.number().int(),
  company: z.string(),
  email: z.string().nullable(),
  subject: z.string(),
  /** The lines the letter names: product, batch, quantity, delivery date. */
  lines: z.array(
    z.object({
      productCode: z.string(),
      productName: z.string(),
      batch: z.string().nullable(),
      packingSlipNo: z.string(),
      quantity: z.number(),
      deliveredOn: ZTimestamp.nullable(),
    }),
  ),
  mailOutboxId: z.number().int().nullable(),
  sentAt: ZTimestamp.nullable(),
});
export type TRecallLetter = z.infer<typeof ZRecallLetter>;

export const ZRecall = z.object({
  recallId: z.number().int(),
  recallNo: z.string(),
  reason: z.string(),
  mock: z.boolean(),
  startType: z.enum(RECALL_START_TYPES),
  value: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  startedBy: z.number().int().nullable(),
  /** Who started it, by name (the user name when the names are blank). */
  startedByName: z.string().nullable(),
  startedAt: ZTimestamp,
  closedBy: z.number().int().nullable(),
  closedByName: z.string().nullable(),
  closedAt: ZTimestamp.nullable(),
  trace: ZRecallTrace,
  holds: z.array(ZRecallHold),
  letters: z.array(ZRecallLetter),
});
export type TRecall = z.infer<typeof ZRecall>;
export const ZRecallList = z.array(ZRecall.omit({ trace: true, holds: true, letters: true }));

/** The recall report's file name, as the server sends it and the browser saves it (recall-RCL000001.pdf / .xlsx). */
export const recallReportName = (recall: Pick<TRecall, 'recallNo'>, ext: 'pdf' | 'xlsx') =>
  `recall-${recall.recallNo}.${ext}`;
