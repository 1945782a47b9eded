import { z } from 'zod';
import { listQueryOf, ZDateText, ZTimestamp } from './api.ts';
import { queryIdSchema } from './catalogue.ts';
import { SUBORDER_STATUS, ZSuborder } from './suborder.ts';
import { WORK_ORDER_STATUS, ZStatusFilter, ZWorkOrderDetail } from './work-order.ts';

// Production tracking (spec 02 §2 "Work order tracking", the placeholder SalesOrder and SubOrder pages; issue 15
// "Daily report, tracking and traceability"): the original's /production-Tracking/sales-order and /sub-orders showed
// hard-coded sample rows; here they are real: production progress per sales order (its work orders and each step's
// state) and every suborder across the machines with state filters.

/** Who reads production per sales order (ours: WorkOrder/GetSalesOrderTracking). */
export const SALES_ORDER_TRACKING_PAGES = ['/production-Tracking/sales-order', '/WorkOrderTracking'] as const;
/** Who reads every suborder (ours: Suborder/GetSuborderTracking). */
export const SUBORDER_TRACKING_PAGES = ['/sub-orders', '/WorkOrderTracking'] as const;

/** Tracking lists every work order but the cancelled (spec 02 §4: status 0 rows are hidden from tracking). */
export const TRACKED_WORK_ORDER_STATUSES = [
  WORK_ORDER_STATUS.New,
  WORK_ORDER_STATUS.Approved,
  WORK_ORDER_STATUS.ApprovedToo,
  WORK_ORDER_STATUS.Completed,
] as const;

/** The statuses the Sub-orders filter offers, in the order of the work. */
export const SUBORDER_STATUS_OPTIONS = [
  SUBORDER_STATUS.NotReady,
  SUBORDER_STATUS.Awaiting,
  SUBORDER_STATUS.InProcess,
  SUBORDER_STATUS.Paused,
  SUBORDER_STATUS.PartlyComplete,
  SUBORDER_STATUS.Complete,
  SUBORDER_STATUS.Pending,
  SUBORDER_STATUS.Cancelled,
] as const;

/** A step's colour on the tracking screens: waiting grey, doing blue, paused orange, done green, cancelled red. */
export const SUBORDER_STATUS_COLOURS: Readonly<Record<number, string>> = {
  [SUBORDER_STATUS.Pending]: 'default',
  [SUBORDER_STATUS.NotReady]: 'default',
  [SUBORDER_STATUS.Awaiting]: 'gold',
  [SUBORDER_STATUS.InProcess]: 'processing',
  [SUBORDER_STATUS.Paused]: 'orange',
  [SUBORDER_STATUS.PartlyComplete]: 'cyan',
  [SUBORDER_STATUS.Complete]: 'success',
  [SUBORDER_STATUS.Cancelled]: 'error',
};

// ---- Sales orders -------------------------------------------------------------------------------------------------

/** A sales order with its work orders (not the cancelled) and their steps. */
export const ZSalesOrderTracking = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  custOrderNo: z.string().nullable(),
  customerId: z.number().int(),
  company: z.string(),
  orderStatusId: z.number().int(),
  orderStatusName: z.string(),
  orderDate: ZDateText,
  requiredDate: ZDateText.nullable(),
  workOrders: z.array(ZWorkOrderDetail),
});
export type TSalesOrderTracking = z.infer<typeof ZSalesOrderTracking>;

export const SALES_ORDER_TRACKING_SORT_FIELDS = ['orderDate', 'requiredDate', 'orderNo'] as const;
/** GET WorkOrder/GetSalesOrderTracking: the sales orders with work orders; search on order number and customer. */
export const ZSalesOrderTrackingQuery = listQueryOf(SALES_ORDER_TRACKING_SORT_FIELDS).extend({
  /** 1: only orders with a work order still to make (New or Approved). */
  open: z.enum(['0', '1'], 'open must be 0 or 1').optional(),
});
export type TSalesOrderTrackingQuery = z.infer<typeof ZSalesOrderTrackingQuery>;

// ---- Suborders ----------------------------------------------------------------------------------------------------

/** A suborder on the Sub-orders list: the job, its work order's required date, the last action and who did it. */
export const ZSuborderTracking = ZSuborder.omit({ packQuantity: true }).extend({
  requiredDate: ZDateText.nullable(),
  createdAt: ZTimestamp,
  lastActionAt: ZTimestamp.nullable(),
  /** Who did the last action ('First Last'). */
  operatorName: z.string().nullable(),
});
export type TSuborderTracking = z.infer<typeof ZSuborderTracking>;

export const SUBORDER_TRACKING_SORT_FIELDS = ['createdAt', 'requiredDate', 'completedDate', 'workOrderNo'] as const;
/** GET Suborder/GetSuborderTracking: ?status (1, 2, 3 by default), machineId, actionId, search on number and product. */
export const ZSuborderTrackingQuery = listQueryOf(SUBORDER_TRACKING_SORT_FIELDS).extend({
  status: ZStatusFilter,
  machineId: queryIdSchema('machineId').optional(),
  actionId: queryIdSchema('actionId').optional(),
});
export type TSuborderTrackingQuery = z.infer<typeof ZSuborderTrackingQuery>;
