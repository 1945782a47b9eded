import { z } from 'zod';
import { listQueryOf, ZDateText, ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { shiftDate, todayInAuckland } from './dates.ts';
import { formatQuantity } from './format.ts';
import { ORDER_DISPATCH_READ_PAGES } from './sales-order.ts';
import { SUBORDER_STATUS, SUBORDER_STATUS_NAMES } from './suborder.ts';
import { BOX_SOURCE } from './warehouse.ts';

// Work orders (spec 02 §3 Work order, §4 work order states, §8 Production, §9 constants; issue 15 "Work orders"): a
// request to make a quantity of a product. Approving a New work order splits it into suborders, one per step of its
// product type's actions, each on the machine the product's machine mapping names for that step.

/** WORK_ORDER_STATUS (spec 02 §4): 2 is an older Approved, shown as Approved. */
export const WORK_ORDER_STATUS = { New: -1, Approved: 1, ApprovedToo: 2, Completed: 10, Cancelled: 0 } as const;
export const WORK_ORDER_STATUS_NAMES: Readonly<Record<number, string>> = {
  [-1]: 'New',
  1: 'Approved',
  2: 'Approved',
  10: 'Completed',
  0: 'Cancelled',
};
/** The list's default filter: New, 1 and 2. */
export const DEFAULT_WORK_ORDER_STATUSES = [
  WORK_ORDER_STATUS.New,
  WORK_ORDER_STATUS.Approved,
  WORK_ORDER_STATUS.ApprovedToo,
] as const;
/** The statuses the list filter offers (2 is folded into Approved). */
export const WORK_ORDER_STATUS_OPTIONS = [
  { value: WORK_ORDER_STATUS.New, label: 'New' },
  { value: WORK_ORDER_STATUS.Approved, label: 'Approved' },
  { value: WORK_ORDER_STATUS.Completed, label: 'Completed' },
  { value: WORK_ORDER_STATUS.Cancelled, label: 'Cancelled' },
] as const;

/** WORK_ORDER_SOURCE (spec 02 §9): Manual by default, Inventory from the stock monitor. */
export const WORK_ORDER_SOURCE = { SalesOrder: 1, Manual: 2, Inventory: 3, Redo: 4, Makeup: 5 } as const;

/** The steps of a product type (ProductTypeAction.action, spec 02 §9). */
export const WORK_ORDER_ACTION = { Printing: 1, DieCutting: 2, Production: 3, Packaging: 4 } as const;
export const WORK_ORDER_ACTION_NAMES: Readonly<Record<number, string>> = {
  1: 'Printing',
  2: 'Die-Cutting',
  3: 'Production',
  4: 'Packaging',
};

/** The box source of a job's boxes, from its work order's source (a redo or a makeup is made to order too). */
export const BOX_SOURCE_OF_WORK_ORDER: Record<number, number> = {
  [WORK_ORDER_SOURCE.SalesOrder]: BOX_SOURCE.SalesOrder,
  [WORK_ORDER_SOURCE.Manual]: BOX_SOURCE.ManuallyOrder,
  [WORK_ORDER_SOURCE.Inventory]: BOX_SOURCE.InventoryOrder,
  [WORK_ORDER_SOURCE.Redo]: BOX_SOURCE.ManuallyOrder,
  [WORK_ORDER_SOURCE.Makeup]: BOX_SOURCE.ManuallyOrder,
};

/** The suborder statuses an approval writes: the first step Awaiting, the later ones Not ready. */
export const NEW_SUBORDER_STATUS = { Awaiting: SUBORDER_STATUS.Awaiting, NotReady: SUBORDER_STATUS.NotReady } as const;

export const WORK_ORDER_COMMENT_MAX = 150;
export const WORK_ORDER_MULTI_MAX = 50;
/** Default required date: 14 days after today (spec 02 §9). */
export const WORK_ORDER_REQUIRED_DAYS = 14;

export const WORK_ORDER_MESSAGES = {
  quantityRequired: 'Please type in quantity before submitting',
  validQty: 'Please input a valid qty',
  notesRequired: 'Please type in Notes before submitting',
  cancelledNotDeletable: 'This order is cancelled or completed, so not deletable.',
  completedNotDeletable: 'This order is completed, so not deletable.',
  /** The comment of the log row of each step a cancellation (DeleteWorkOrder) stops. */
  cancelledLog: (workOrderNo: string) => `Work order ${workOrderNo} cancelled`,
  onlyNewApproved: 'Only a New work order can be approved.',
  onlyNewQuantity: 'Only a New work order can have its quantity changed.',
  urgentLocked: 'A completed or cancelled work order cannot change its urgency.',
  noActions:
    'The product type of this product has no actions for this order type, so the work order cannot be split into suborders.',
  noProductType: 'This product has no product type, so the work order cannot be split into suborders.',
  productRequired: 'Please choose a product.',
  orderTypeRequired: 'Please choose an order type.',
  commentTooLong: `Comment must be at most ${WORK_ORDER_COMMENT_MAX} characters`,
  countRange: `The number of work orders must be 1 to ${WORK_ORDER_MULTI_MAX}`,
  /** The comment a work order for the remainder starts with (issue 30: the shortfall of a Partly complete step). */
  remainderComment: (workOrderNo: string) => `Remainder of ${workOrderNo}`,
} as const;

/** Who may change work orders: the Work Order screen, and the stock monitor that creates them. */
export const WORK_ORDER_WRITE_PAGES = ['/work-order', '/stock-monitor'] as const;
/** Who may read them: the writers, tracking, the task dashboard, the suborder and packaging screens. */
export const WORK_ORDER_READ_PAGES = [
  ...WORK_ORDER_WRITE_PAGES,
  '/WorkOrderTracking',
  '/production-dashboard',
  '/suborder',
  '/packaging',
] as const;

/**
 * Who reads the shortfall of a sales order's work orders (ours: WorkOrder/GetWorkOrdersOfSalesOrder): the screens that
 * open a sales order, and production tracking.
 */
export const SALES_ORDER_WORK_ORDER_PAGES = [
  ...ORDER_DISPATCH_READ_PAGES,
  ...WORK_ORDER_READ_PAGES,
  '/production-Tracking/sales-order',
] as const;

// ---- Rules ----------------------------------------------------------------------------------------------------------

/** The work order number, made from its id (drawn first, written with the INSERT): 123 → 'WO000123'. */
export function workOrderNumberOf(workOrderId: number): string {
  return `WO${String(workOrderId).padStart(6, '0')}`;
}

/** The default required date: 14 days after today in Auckland, 'YYYY-MM-DD'. */
export function defaultRequiredDate(now: Date = new Date()): string {
  return shiftDate(todayInAuckland(now), WORK_ORDER_REQUIRED_DAYS, 'day');
}

/** The status as shown: 2 is shown as Approved (1). */
export function shownWorkOrderStatus(statusId: number): number {
  return statusId === WORK_ORDER_STATUS.ApprovedToo ? WORK_ORDER_STATUS.Approved : statusId;
}

export const workOrderStatusName = (statusId: number): string => WORK_ORDER_STATUS_NAMES[statusId] ?? String(statusId);

/** Only New can be approved or have its quantity changed. */
export const isNewWorkOrder = (statusId: number): boolean => statusId === WORK_ORDER_STATUS.New;

/** Urgency may change unless the work order is Completed or Cancelled. */
export const canChangeUrgency = (statusId: number): boolean =>
  statusId !== WORK_ORDER_STATUS.Completed && statusId !== WORK_ORDER_STATUS.Cancelled;

/** Why the work order cannot be deleted (Completed or Cancelled), or null when it can. */
export function deleteRefusal(statusId: number): string | null {
  if (statusId === WORK_ORDER_STATUS.Completed) return WORK_ORDER_MESSAGES.completedNotDeletable;
  if (statusId === WORK_ORDER_STATUS.Cancelled) return WORK_ORDER_MESSAGES.cancelledNotDeletable;
  return null;
}

/** Steps that have started: the Delete (cancel) confirmation names what they made. */
export const STARTED_SUBORDER_STATUSES: readonly number[] = [
  SUBORDER_STATUS.InProcess,
  SUBORDER_STATUS.Paused,
  SUBORDER_STATUS.PartlyComplete,
  SUBORDER_STATUS.Complete,
];
/** Steps a cancellation leaves as they are: what they made stays on record. The others become Cancelled. */
export const FINISHED_SUBORDER_STATUSES: readonly number[] = [
  SUBORDER_STATUS.PartlyComplete,
  SUBORDER_STATUS.Complete,
  SUBORDER_STATUS.Cancelled,
];

/**
 * The Delete confirmation of the Work Order screen (issue 29: a delete cancels, nothing is erased): what a started
 * work order has made, e.g. 'WO000005 has made 5 boxes (2,500 pcs); steps started: Printing Complete 1,200,
 * Packaging In process. Cancel it? Its history stays.'
 */
export function cancelConfirmText(made: TWorkOrderMade): string {
  if (made.steps.length === 0 && made.boxes === 0) return `Cancel ${made.workOrderNo}? Its history stays.`;
  const boxes = `${made.boxes} box${made.boxes === 1 ? '' : 'es'} (${formatQuantity(made.pieces)} pcs)`;
  const steps = made.steps.map((step) => {
    const state = SUBORDER_STATUS_NAMES[step.suborderStatusId] ?? String(step.suborderStatusId);
    return `${step.actionName} ${state}${step.completedQuantity > 0 ? ` ${formatQuantity(step.completedQuantity)}` : ''}`;
  });
  const started = steps.length > 0 ? `; steps started: ${steps.join(', ')}` : '';
  return `${made.workOrderNo} has made ${boxes}${started}. Cancel it? Its history stays.`;
}

/** A quantity typed in a list (stock monitor): a positive whole number. */
export const isValidListQty = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 1_000_000_000;

/**
 * The suborders of an approval: the steps in sequenceNo order, the first Awaiting and the others Not ready, the last
 * step before Packaging marked isSemiLast.
 */
export function planSuborders<S extends { action: number; sequenceNo: number }>(
  steps: readonly S[],
): (S & { suborderStatusId: number; isSemiLast: number })[] {
  const ordered = [...steps].sort((a, b) => a.sequenceNo - b.sequenceNo);
  const packaging = ordered.findIndex((step) => step.action === WORK_ORDER_ACTION.Packaging);
  const semiLast = packaging > 0 ? packaging - 1 : -1;
  return ordered.map((step, index) => ({
    ...step,
    suborderStatusId: index === 0 ? NEW_SUBORDER_STATUS.Awaiting : NEW_SUBORDER_STATUS.NotReady,
    isSemiLast: index === semiLast ? 1 : 0,
  }));
}

// ---- Replies --------------------------------------------------------------------------------------------------------

const ZPersonName = z.object({ firstName: z.string(), lastName: z.string() });

/** A work order row (GetAllWorkOrder, GetWorkOrderByMachineId, GetWorkOrderyProductId, the writes). */
export const ZWorkOrder = z.object({
  workOrderId: z.number().int(),
  workOrderNo: z.string(),
  serialNumber: z.string().nullable(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  quantity: z.number(),
  orderTypeId: z.number().int(),
  orderTypeName: z.string(),
  workOrderSourceId: z.number().int(),
  workOrderSourceName: z.string(),
  workOrderStatusId: z.number().int(),
  workOrderStatus: z.object({ workOrderStatusName: z.string() }),
  requiredDate: ZDateText.nullable(),
  urgent: z.number().int(),
  urgentNote: z.string().nullable(),
  comments: z.string().nullable(),
  approvedComments: z.string().nullable(),
  rawMaterialNote: z.string().nullable(),
  createdEmployeeId: z.number().int().nullable(),
  createdEmployee: ZPersonName.nullable(),
  approvedEmployeeId: z.number().int().nullable(),
  approvedAt: ZTimestamp.nullable(),
  orderId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  employeeId: z.number().int().nullable(),
  createdAt: ZTimestamp,
  /** The sales order it is made for (its number), or null. */
  orderNo: z.string().nullable(),
  /**
   * Once a step is Partly complete (spec 02 §4, 9): what the work order can still deliver, the least any finished step
   * made (the next step receives only that); null while no step is Partly complete.
   */
  made: z.number().nullable(),
  /** Ordered − made (issue 30); 0 while no step is Partly complete. */
  shortfall: z.number(),
});
export type TWorkOrder = z.infer<typeof ZWorkOrder>;
export const ZWorkOrderList = z.array(ZWorkOrder);

/** One step of a work order (what approving made). */
export const ZWorkOrderStep = z.object({
  suborderId: z.number().int(),
  actionId: z.number().int(),
  actionDto: z.object({ actionId: z.number().int(), actionName: z.string() }),
  sequenceNo: z.number().int(),
  machineId: z.number().int().nullable(),
  machineName: z.string().nullable(),
  suborderStatusId: z.number().int(),
  orginalQuantity: z.number(),
  receivedQuantity: z.number().nullable(),
  completedQuantity: z.number(),
  isSemiLast: z.number().int(),
});
export type TWorkOrderStep = z.infer<typeof ZWorkOrderStep>;

/** A work order with its suborders (ApproveWorkOrder, GetTrackingInfo). */
export const ZWorkOrderDetail = ZWorkOrder.extend({ suborders: z.array(ZWorkOrderStep) });
export type TWorkOrderDetail = z.infer<typeof ZWorkOrderDetail>;
export const ZWorkOrderDetailList = z.array(ZWorkOrderDetail);

/** GET WorkOrder/GetWorkOrderSummary: the totals of the whole filter (not the page). */
export const ZWorkOrderSummary = z.object({
  totalJobs: z.number().int(),
  totalQty: z.number(),
  approvedJobs: z.number().int(),
  approvedQty: z.number(),
});
export type TWorkOrderSummary = z.infer<typeof ZWorkOrderSummary>;

/**
 * GET WorkOrder/GetWorkOrderMade?id (ours): what a work order has made, for the Delete (cancel) confirmation: the
 * boxes its steps labelled (count and pieces) and its started steps.
 */
export const ZWorkOrderMade = z.object({
  workOrderId: z.number().int(),
  workOrderNo: z.string(),
  boxes: z.number().int(),
  pieces: z.number(),
  steps: z.array(
    z.object({
      suborderId: z.number().int(),
      actionName: z.string(),
      suborderStatusId: z.number().int(),
      completedQuantity: z.number(),
    }),
  ),
});
export type TWorkOrderMade = z.infer<typeof ZWorkOrderMade>;

// ---- Requests -------------------------------------------------------------------------------------------------------

const numberOrText = (value: unknown) =>
  value === '' || value === null ? undefined : typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

const comment = z.string().trim().max(WORK_ORDER_COMMENT_MAX, WORK_ORDER_MESSAGES.commentTooLong);

/** POST WorkOrder (and each of AddMultiWorkOrder): the creator and approver come from the session, never the body. */
export const ZAddWorkOrder = z
  .object({
    productId: z.number(WORK_ORDER_MESSAGES.productRequired).int().positive().max(MAX_ID),
    quantity: z
      .number(WORK_ORDER_MESSAGES.quantityRequired)
      .min(0, 'Quantity must be at least 0')
      .max(1_000_000_000, 'Quantity is too large'),
    orderTypeId: z.number(WORK_ORDER_MESSAGES.orderTypeRequired).int().positive().max(MAX_ID),
    workOrderSourceId: z
      .number()
      .int()
      .min(WORK_ORDER_SOURCE.SalesOrder, 'Unknown work order source')
      .max(WORK_ORDER_SOURCE.Makeup, 'Unknown work order source')
      .default(WORK_ORDER_SOURCE.Manual),
    requiredDate: ZDateText.nullish(),
    urgent: z.union([z.literal(0), z.literal(1)]).default(0),
    urgentNote: comment.nullish(),
    comments: comment.nullish(),
    /** -1 New (default) or 1 Approved (the stock monitor creates approved work orders). */
    workOrderStatusId: z
      .union([z.literal(WORK_ORDER_STATUS.New), z.literal(WORK_ORDER_STATUS.Approved)])
      .default(WORK_ORDER_STATUS.New),
    orderId: z.number().int().positive().max(MAX_ID).nullish(),
    customerId: z.number().int().positive().max(MAX_ID).nullish(),
    employeeId: z.number().int().positive().max(MAX_ID).nullish(),
  })
  .superRefine((body, ctx) => {
    // From a list (the stock monitor's Inventory source) the quantity is a positive whole number.
    if (body.workOrderSourceId === WORK_ORDER_SOURCE.Inventory && !isValidListQty(body.quantity)) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: WORK_ORDER_MESSAGES.validQty });
    }
  });
export type TAddWorkOrder = z.infer<typeof ZAddWorkOrder>;
export type TAddWorkOrderInput = z.input<typeof ZAddWorkOrder>;

/** POST WorkOrder/AddMultiWorkOrder/{count}: 1 to 50. */
export const ZMultiCountParams = z.object({
  count: z.preprocess(
    numberOrText,
    z
      .number(WORK_ORDER_MESSAGES.countRange)
      .int(WORK_ORDER_MESSAGES.countRange)
      .min(1, WORK_ORDER_MESSAGES.countRange)
      .max(WORK_ORDER_MULTI_MAX, WORK_ORDER_MESSAGES.countRange),
  ),
});

/** `?status=-1,1,2` (or repeated): the statuses to list (work orders or suborders); none → the list's default. */
export const ZStatusFilter = z.preprocess((value) => {
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
    .filter((part) => part !== '' && part !== undefined);
  return parts.length ? parts.map((part) => (typeof part === 'string' ? Number(part) : part)) : undefined;
}, z.array(z.number().int().min(-1, 'Unknown status').max(10, 'Unknown status')).max(10).optional());

export const WORK_ORDER_SORT_FIELDS = ['createdAt', 'requiredDate', 'workOrderNo', 'quantity'] as const;
/** GET WorkOrder/GetAllWorkOrder (and GetWorkOrderSummary): the list contract with its filters. */
export const ZWorkOrderListQuery = listQueryOf(WORK_ORDER_SORT_FIELDS).extend({
  status: ZStatusFilter,
  machineId: queryIdSchema('machineId').optional(),
  productId: queryIdSchema('productId').optional(),
  orderId: queryIdSchema('orderId').optional(),
});
export type TWorkOrderListQuery = z.infer<typeof ZWorkOrderListQuery>;

export const ZWorkOrderIdQuery = z.object({ id: queryIdSchema('id') });
export const ZWorkOrderMachineQuery = z.object({ machineId: queryIdSchema('machineId') });
export const ZWorkOrderProductQuery = z.object({ productId: queryIdSchema('productId') });
export const ZWorkOrderSalesOrderQuery = z.object({ orderId: queryIdSchema('orderId') });
/** GET WorkOrder/GetOrderTypesOfProduct?productId (ours): the order types the product's type has actions for. */
export const ZOrderTypeIdList = z.array(z.number().int());

/** PUT WorkOrder/ApproveWorkOrder?id&approvedComment. */
export const ZApproveWorkOrderQuery = ZWorkOrderIdQuery.extend({ approvedComment: comment.optional() });

/** Required text in the query: blank → 'Please type in Notes before submitting'. */
const notes = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string(WORK_ORDER_MESSAGES.notesRequired).trim().max(1000, 'Notes must be at most 1000 characters'),
);
/** PUT WorkOrder/WorkOrderComments?id&comments. */
export const ZWorkOrderCommentsQuery = ZWorkOrderIdQuery.extend({
  comments: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string(WORK_ORDER_MESSAGES.notesRequired).trim().max(WORK_ORDER_COMMENT_MAX, WORK_ORDER_MESSAGES.commentTooLong),
  ),
});
/** PUT WorkOrder/UpdateRawMaterialNote?id&notes. */
export const ZRawMaterialNoteQuery = ZWorkOrderIdQuery.extend({ notes });

/** PUT WorkOrder/UpdateWorkOrderQuantity?id&quantity: blank → 'Please type in quantity before submitting'. */
export const ZWorkOrderQuantityQuery = ZWorkOrderIdQuery.extend({
  quantity: z.preprocess(
    numberOrText,
    z
      .number(WORK_ORDER_MESSAGES.quantityRequired)
      .min(0, 'Quantity must be at least 0')
      .max(1_000_000_000, 'Quantity is too large'),
  ),
});

/** PUT WorkOrder/WorkOrderUrgent?id&urgent (0 or 1). */
export const ZWorkOrderUrgentQuery = ZWorkOrderIdQuery.extend({
  urgent: z.preprocess(numberOrText, z.union([z.literal(0), z.literal(1)], { error: () => 'urgent must be 0 or 1' })),
});
