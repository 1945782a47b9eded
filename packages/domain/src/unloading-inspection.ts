import { z } from 'zod';
import { listQueryOf, ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema, requiredOr } from './catalogue.ts';
import { queryDateSchema } from './dates.ts';
import { parseImages } from './images.ts';
import { PO_STATUS } from './purchase-order.ts';
import { purchaseAmount } from './supplier.ts';
import { REQUIRED_MESSAGE } from './validate-messages.ts';

// Receiving = unloading inspection (spec 02 §2 Purchase Receiving List, §3 Unloading inspection, §4 receiving states,
// §8 Purchasing; issue 16 "Receiving"). One receiving per purchase order, for an order Approved or Received/Unloaded
// with no receiving yet. Each of its lines names a line of the order and what arrived this time; the quantities roll
// up to the order's lines and the order becomes Received/Unloaded once everything has arrived.
//
//   1 In processing ──Complete──▶ 10 Completed   (Add to Stock, Edit and Complete are refused once completed)

export const RECEIVING_STATUS = { InProcessing: 1, Completed: 10 } as const;
export const RECEIVING_STATUS_NAMES: Readonly<Record<number, string>> = { 1: 'In processing', 10: 'Completed' };
export const receivingStatusName = (statusId: number): string => RECEIVING_STATUS_NAMES[statusId] ?? String(statusId);

/** spec 02 §4: a new receiving names an order in one of these statuses that has no receiving yet. */
export const RECEIVABLE_PO_STATUSES = [PO_STATUS.Approved, PO_STATUS.Received] as const;
/** spec 02 §9: condition and notes at most 150 characters, at most 5 images. */
export const RECEIVING_TEXT_MAX = 150;
export const RECEIVING_IMAGES_MAX = 5;

export const RECEIVING_MESSAGES = {
  alreadyCompleted: 'Order Already Completed',
  referenceRequired: REQUIRED_MESSAGE('Reference Number'),
  arrivalRequired: REQUIRED_MESSAGE('Arrival Time'),
  receiverRequired: REQUIRED_MESSAGE('Receiver'),
  poRequired: REQUIRED_MESSAGE('Purchase Order'),
  supplierRequired: REQUIRED_MESSAGE('Supplier'),
  descriptionRequired: REQUIRED_MESSAGE('Description'),
  conditionTooLong: `Condition must be at most ${RECEIVING_TEXT_MAX} characters`,
  notesTooLong: `Notes must be at most ${RECEIVING_TEXT_MAX} characters`,
  tooManyImages: `At most ${RECEIVING_IMAGES_MAX} images`,
  linesRequired: 'Please add at least one line.',
  /** The order is not Approved or Received/Unloaded. */
  notReceivable: 'Only an approved or received purchase order can be received.',
  alreadyReceiving: 'This purchase order has a receiving in processing: complete it first.',
  supplierMismatch: 'The supplier is not the supplier of this purchase order.',
  notALine: (poNo: string) => `A line is not a line of ${poNo}.`,
  poChanged: 'The purchase order of a receiving cannot change.',
  lineTwice: 'A line of the purchase order is given twice.',
  belowHandled: (handled: number) => `This time received quantity cannot be less than the ${handled} already handled.`,
  takeAwayBeforeUnloading: 'Take Away Date cannot be before the Unloading Date.',
  /** Issue 31: more than the tolerance over the order, not confirmed. */
  overReceipt: (item: string, received: number, ordered: number, tolerancePercent: number) =>
    `${item}: received ${received} of ${ordered}, more than ${tolerancePercent}% over the order. Confirm the over-receipt.`,
} as const;

/**
 * Issue 31: what a line has received beyond the tolerance over its order (0 when within it). The tolerance is the
 * setting `purchasing.overReceiptTolerancePercent` (10 % unless changed).
 */
export function overReceiptBeyond(ordered: number, received: number, tolerancePercent: number): number {
  const allowed = ordered * (1 + tolerancePercent / 100);
  return received > allowed + 1e-9 ? received - ordered : 0;
}

/** Who receives: the Purchase Receiving List; the inspection report reads receivings too. */
export const RECEIVING_PAGES = ['/unloading-inspection'] as const;
export const RECEIVING_READ_PAGES = [...RECEIVING_PAGES, '/inspection-report'] as const;

/** spec 02 §9 (as the purchase order list): the inspection report's default range, the last 6 months. */
export const INSPECTION_REPORT_MONTHS = 6;

/** The receiving's number, made from its id: 42 → 'RC000042'. */
export function receivingNumberOf(inspectionId: number): string {
  return `RC${String(inspectionId).padStart(6, '0')}`;
}

/** Add to Stock, Edit and Complete only while in processing. */
export const isReceivingOpen = (statusId: number): boolean => statusId === RECEIVING_STATUS.InProcessing;

// ---- Requests -------------------------------------------------------------------------------------------------------

const rowId = (label: string) =>
  z
    .number(requiredOr(label, `${label} is not a valid number!`))
    .int()
    .positive()
    .max(MAX_ID);
const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? message : `${label} must be text`) })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);
const limitedText = (max: number, message: string) => z.string().trim().max(max, message).nullish();
const dateOrNull = z.iso.date('Must be a date (YYYY-MM-DD)').nullish();

export const ZUnloadingDetailInput = z.object({
  detailId: rowId('detailId').nullish(),
  /** The line of the purchase order (its raw material or outsourced product is the line's description). */
  poDetailId: z
    .number({ error: () => RECEIVING_MESSAGES.descriptionRequired })
    .int()
    .positive()
    .max(MAX_ID),
  /** Shown on the form from the order; checked, not stored. */
  poQuantity: purchaseAmount('PO Qty').nullish(),
  receivedQuantity: purchaseAmount('Received Qty').nullish(),
  /** What arrived this time. */
  revQuantity: purchaseAmount('This Received Qty'),
  note: limitedText(RECEIVING_TEXT_MAX, RECEIVING_MESSAGES.notesTooLong),
  /** Issue 33: the supplier's lot of what arrived (Add to Stock copies it onto the raw material boxes). */
  supplierLot: limitedText(100, 'supplierLot must be at most 100 characters'),
  /** Issue 31: the receiver confirmed receiving more than the tolerance over the order on this line. */
  overReceiptConfirmed: z.boolean().optional(),
});
export type TUnloadingDetailInput = z.infer<typeof ZUnloadingDetailInput>;

const receivingFields = {
  poId: z
    .number({ error: () => RECEIVING_MESSAGES.poRequired })
    .int()
    .positive()
    .max(MAX_ID),
  suplierId: z
    .number({ error: () => RECEIVING_MESSAGES.supplierRequired })
    .int()
    .positive()
    .max(MAX_ID),
  containerNo: requiredText(RECEIVING_MESSAGES.referenceRequired, 100, 'Reference Number'),
  arrivalTime: z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input == null || issue.input === '' ? RECEIVING_MESSAGES.arrivalRequired : 'Arrival Time must be a time',
  }),
  unloadingDate: dateOrNull,
  takeAwayDate: dateOrNull,
  unloadingPeople: requiredText(RECEIVING_MESSAGES.receiverRequired, 100, 'Receiver'),
  conditionOfProduct: limitedText(RECEIVING_TEXT_MAX, RECEIVING_MESSAGES.conditionTooLong),
  notes: limitedText(RECEIVING_TEXT_MAX, RECEIVING_MESSAGES.notesTooLong),
  /** spec 02 §3: the images string (JSON items joined by '---'), at most 5. */
  images: z
    .string()
    .max(20_000)
    .nullish()
    .refine((value) => parseImages(value).length <= RECEIVING_IMAGES_MAX, RECEIVING_MESSAGES.tooManyImages),
  unloadingDetail: z.array(ZUnloadingDetailInput).min(1, RECEIVING_MESSAGES.linesRequired).max(200),
  // Set by the server: the status, the number and the rolled-up quantities.
  status: z.unknown().optional(),
  no: z.unknown().optional(),
};
/** Issue 31: the Take Away date is not before the Unloading date. */
const datesInOrder = (receiving: { unloadingDate?: string | null; takeAwayDate?: string | null }) =>
  !receiving.unloadingDate || !receiving.takeAwayDate || receiving.takeAwayDate >= receiving.unloadingDate;
const datesInOrderIssue = { message: RECEIVING_MESSAGES.takeAwayBeforeUnloading, path: ['takeAwayDate'] };
/** POST UnloadingInspection/AddUnloadingInspection. */
export const ZAddUnloadingInspection = z.object(receivingFields).refine(datesInOrder, datesInOrderIssue);
export type TAddUnloadingInspection = z.infer<typeof ZAddUnloadingInspection>;
export type TAddUnloadingInspectionInput = z.input<typeof ZAddUnloadingInspection>;
/** PUT UnloadingInspection/UpdateUnloadingInspection (the order cannot change). */
export const ZUpdateUnloadingInspection = z
  .object({ inspectionId: rowId('inspectionId'), ...receivingFields })
  .refine(datesInOrder, datesInOrderIssue);
export type TUpdateUnloadingInspection = z.infer<typeof ZUpdateUnloadingInspection>;

/** PUT UnloadingInspection/UpdateDetail {detailId, note, createdBy} (createdBy is the session's employee). */
export const ZUpdateUnloadingDetail = z.object({
  detailId: rowId('detailId'),
  note: limitedText(RECEIVING_TEXT_MAX, RECEIVING_MESSAGES.notesTooLong),
  createdBy: z.unknown().optional(),
});
export type TUpdateUnloadingDetail = z.infer<typeof ZUpdateUnloadingDetail>;

export const RECEIVING_SORT_FIELDS = ['no', 'arrivalTime', 'createdAt', 'poNo', 'suplierName', 'status'] as const;
export type TReceivingSortField = (typeof RECEIVING_SORT_FIELDS)[number];
/**
 * GET UnloadingInspection/GetAllUnloadingInspection?poId; ours: start and end (arrival, Auckland days, both included:
 * the inspection report), status, suplierId and the list contract.
 */
export const ZUnloadingInspectionListQuery = listQueryOf(RECEIVING_SORT_FIELDS).extend({
  start: queryDateSchema('start', 'start must be a date (YYYY/MM/DD)').optional(),
  end: queryDateSchema('end', 'end must be a date (YYYY/MM/DD)').optional(),
  poId: queryIdSchema('poId').optional(),
  suplierId: queryIdSchema('suplierId').optional(),
  status: z.enum(['1', '10']).transform(Number).optional(),
});
export type TUnloadingInspectionListQuery = z.infer<typeof ZUnloadingInspectionListQuery>;
export const ZUnloadingInspectionIdQuery = z.object({ id: queryIdSchema('id') });
/** Ours, GET UnloadingInspection/GetReceivingSettings: the over-receipt tolerance the form asks about. */
export const ZReceivingSettings = z.object({ overReceiptTolerancePercent: z.number() });
export type TReceivingSettings = z.infer<typeof ZReceivingSettings>;

// ---- Replies --------------------------------------------------------------------------------------------------------

export const ZUnloadingDetail = z.object({
  detailId: z.number().int(),
  poDetailId: z.number().int(),
  rawMaterialId: z.number().int().nullable(),
  outSourceProd: z.number().int().nullable(),
  /** The line's description: raw material or outsourced product code and name. */
  itemCode: z.string(),
  itemName: z.string(),
  unit: z.string().nullable(),
  /** The order's quantity and what the order has received in all (this receiving included). */
  poQuantity: z.number(),
  totalRevQty: z.number(),
  revQuantity: z.number(),
  handledQuantity: z.number(),
  palletQuantity: z.number(),
  dispatchedQuantity: z.number(),
  packagingQty: z.number().nullable(),
  note: z.string().nullable(),
  /** Issue 33: the supplier's lot of what arrived. */
  supplierLot: z.string().nullable().optional(),
  /** Issue 31: a confirmed over-receipt: how much over the order, who confirmed it and when. */
  overReceiptQty: z.number(),
  overReceiptConfirmedBy: z.string().nullable(),
  overReceiptConfirmedAt: ZTimestamp.nullable(),
});
export type TUnloadingDetail = z.infer<typeof ZUnloadingDetail>;

export const ZUnloadingInspection = z.object({
  inspectionId: z.number().int(),
  no: z.string(),
  poId: z.number().int(),
  poNo: z.string(),
  poStatusId: z.number().int(),
  suplierId: z.number().int(),
  suplierName: z.string(),
  containerNo: z.string(),
  arrivalTime: ZTimestamp,
  unloadingDate: z.string().nullable(),
  takeAwayDate: z.string().nullable(),
  unloadingPeople: z.string(),
  conditionOfProduct: z.string().nullable(),
  notes: z.string().nullable(),
  images: z.string().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  createdAt: ZTimestamp,
  unloadingDetail: z.array(ZUnloadingDetail),
});
export type TUnloadingInspection = z.infer<typeof ZUnloadingInspection>;
