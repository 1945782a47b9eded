import { z } from 'zod';
import { listQueryOf, ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { queryDateSchema } from './dates.ts';
import { BOX_READ_PAGES, BOX_STATUS, BOX_STATUS_NAMES, BOX_WRITE_PAGES, ZBox } from './warehouse.ts';

// Box management (spec 02 §2 Obsolete Box, Delete History, Hold product list, Boxes Info; §4 hold list; §7 Box calls;
// issue 14 "Boxes"): boxes deleted, put on hold and released or rejected, their quantity corrected, and the stock
// movement ledger every such change writes.

/** Boxes that may be deleted (Obsolete Box): in stock or on hold, never one a dispatch holds or one already out. */
export const BOX_DELETABLE_STATUSES = [BOX_STATUS.InStock, BOX_STATUS.OnHold] as const;

/** Why a box's quantity, status or pallet changed: one row of the stock movement ledger (box_movement). */
export const BOX_MOVEMENT_REASON = {
  Deleted: 1,
  MarkedDefect: 2,
  ReleasedToStock: 3,
  RejectedToDeadStock: 4,
  QuantityChanged: 5,
  PalletChanged: 6,
  Dispatched: 7,
  Returned: 8,
  Received: 9,
  /** A dispatch took pieces out of the box (picking; emptied, the box is In Dispatching). */
  DispatchPicked: 10,
  /** A dispatch was cancelled or its picking changed: the pieces came back into the box. */
  DispatchCancelled: 11,
  /** A completed dispatch took the emptied box out of the warehouse (Delivered). */
  DispatchDelivered: 12,
} as const;
export type TBoxMovementReason = (typeof BOX_MOVEMENT_REASON)[keyof typeof BOX_MOVEMENT_REASON];
export const BOX_MOVEMENT_REASON_NAMES: Record<number, string> = {
  1: 'Deleted',
  2: 'Hold Product',
  3: 'Released to stock',
  4: 'Rejected to dead stock',
  5: 'Quantity changed',
  6: 'Moved to another pallet',
  7: 'Dispatched',
  8: 'Returned',
  9: 'Received',
  10: 'Picked for a dispatch',
  11: 'Back from a dispatch',
  12: 'Left with a dispatch',
};

/** spec 02 §9: Delete History starts about 31 days before today. */
export const DELETE_HISTORY_DEFAULT_DAYS = 31;
/** Notes and employee notes of a box (free text). */
export const BOX_NOTES_MAX = 300;
/** How many boxes one batch call may change. */
export const BOX_BATCH_MAX = 1000;

export const BOX_MANAGEMENT_MESSAGES = {
  /** spec 02 §5 (Batch Print): every selected box holds the same product. */
  sameProduct: 'All items within the selected box must be the same product.',
  /** spec 02 §5: a box's new quantity (per-row Edit) is a whole number above 0. */
  quantityInvalid: 'New value must be an integer and greater than 0.',
  notesRequired: 'Please input the notes.',
  /** Hold Product: why the boxes are held (the Notes field, labelled Reason). */
  holdReasonRequired: 'Please input the reason.',
  selectBoxes: 'Please select boxes firstly.',
  boxNotFound: (boxId: number) => `Box ${boxId} was not found.`,
  notDeletable: (barCode: string) => `Box ${barCode} is not in stock or on hold, it cannot be deleted.`,
  notInStock: (barCode: string) => `Box ${barCode} is not in stock.`,
  notOnHold: (barCode: string) => `Box ${barCode} is not on hold.`,
} as const;

/** Batch Print (spec 02 §5): true when every selected box holds one product. */
export function sameProductSelected(boxes: readonly { productId: number }[]): boolean {
  return boxes.every((b) => b.productId === boxes[0]?.productId);
}

// ---- Who may call what --------------------------------------------------------------------------------------------

/** Obsolete Box deletes boxes, holds them, corrects their quantity and reads the Delete History. */
export const BOX_MANAGEMENT_PAGES = ['/box-management'] as const;
/** The hold list releases boxes to stock or rejects them to dead stock. */
export const HOLD_LIST_PAGES = ['/HoldProductList'] as const;
/** Boxes Info reads every box. */
export const BOX_INFO_PAGES = ['/box-info'] as const;
/** Who puts boxes on hold: Obsolete Box (Hold Product) and the hold list. */
export const BOX_HOLD_PAGES = [...BOX_MANAGEMENT_PAGES, ...HOLD_LIST_PAGES] as const;
/** Who corrects a box's quantity: the box writers (Obsolete Box's Edit, the warehouse screens). */
export const BOX_QUANTITY_PAGES = BOX_WRITE_PAGES;
/** Who lists boxes with the list contract (Box/GetAllInfo): Boxes Info and Obsolete Box. */
export const BOX_INFO_READ_PAGES = [...BOX_INFO_PAGES, ...BOX_MANAGEMENT_PAGES] as const;
/** Who reads boxes by id (Box/GetBoxByIds): every box reader and the box screens of this slice. */
export const BOX_BY_IDS_PAGES = [...BOX_READ_PAGES, ...BOX_INFO_PAGES, ...HOLD_LIST_PAGES] as const;

// ---- Replies ------------------------------------------------------------------------------------------------------

/** A box as Boxes Info, Obsolete Box and the hold list show it: ZBox with its customer, notes and derived location. */
export const ZBoxInfo = ZBox.extend({
  empNotes: z.string().nullable(),
  sequence: z.number().int().nullable(),
  sourceName: z.string(),
  customerId: z.number().int().nullable(),
  company: z.string().nullable(),
  /** spec 02 §4 derived location (boxLocationOf): 1 Warehouse … 5 Unknown. */
  boxLocation: z.number().int(),
  locationName: z.string(),
});
export type TBoxInfo = z.infer<typeof ZBoxInfo>;
export const ZBoxInfoList = z.array(ZBoxInfo);

/** GET Box/GetUnholding: a box on hold with when and by whom it was held (its latest ledger row into On Hold). */
export const ZHeldBox = ZBoxInfo.extend({
  heldAt: ZTimestamp.nullable(),
  heldBy: z.number().int().nullable(),
  heldByName: z.string().nullable(),
});
export type THeldBox = z.infer<typeof ZHeldBox>;
export const ZHeldBoxList = z.array(ZHeldBox);

/** GET Box/GetDel: a deleted box with when, by whom and why (its ledger row). */
export const ZDeletedBox = ZBoxInfo.extend({
  deletedAt: ZTimestamp,
  deletedBy: z.number().int().nullable(),
  deletedByName: z.string().nullable(),
  /** Pieces in the box when it was deleted. */
  deletedQuantity: z.number(),
});
export type TDeletedBox = z.infer<typeof ZDeletedBox>;
export const ZDeletedBoxList = z.array(ZDeletedBox);

// ---- Requests -----------------------------------------------------------------------------------------------------

const boxId = z.number('boxId must be a number').int('boxId must be a whole number').positive().max(MAX_ID);
/** A body of box ids (PUT Box/DeleteBox, ObsoleteBoxs, MarkDefects, UnMarkDefects, DeleteToDead, POST GetBoxByIds). */
export const ZBoxIdList = z
  .array(boxId)
  .min(1, BOX_MANAGEMENT_MESSAGES.selectBoxes)
  .max(BOX_BATCH_MAX, `At most ${BOX_BATCH_MAX} boxes at a time`);

const optionalNotes = (label: string) =>
  z.string().trim().max(BOX_NOTES_MAX, `${label} must be at most ${BOX_NOTES_MAX} characters`).optional();

const requiredNotes = (message: string) =>
  z.string(message).trim().min(1, message).max(BOX_NOTES_MAX, `Notes must be at most ${BOX_NOTES_MAX} characters`);

/** ?Notes&empNotes of a box change (both optional). */
export const ZBoxNotesQuery = z.object({ Notes: optionalNotes('Notes'), empNotes: optionalNotes('empNotes') });
export type TBoxNotes = z.infer<typeof ZBoxNotesQuery>;
/** ?Notes&empNotes of ObsoleteBoxs: Batch delete asks for the notes (spec 02 §2). */
export const ZObsoleteBoxesQuery = ZBoxNotesQuery.extend({
  Notes: requiredNotes(BOX_MANAGEMENT_MESSAGES.notesRequired),
});
/** ?Notes&empNotes of MarkDefects: Hold Product asks why (issue 30 §7), the reason the hold list shows. */
export const ZHoldBoxesQuery = ZBoxNotesQuery.extend({
  Notes: requiredNotes(BOX_MANAGEMENT_MESSAGES.holdReasonRequired),
});
/** DELETE Box/DeleteBox?id&Notes&empNotes. */
export const ZDeleteBoxQuery = ZBoxNotesQuery.extend({ id: queryIdSchema('id') });

const newQuantity = z.coerce
  .number(BOX_MANAGEMENT_MESSAGES.quantityInvalid)
  .int(BOX_MANAGEMENT_MESSAGES.quantityInvalid)
  .positive(BOX_MANAGEMENT_MESSAGES.quantityInvalid)
  .max(1_000_000, 'Quantity must be at most 1000000');
/** PUT Box/UpdateStockBoxQuantity?boxId&quantity: a whole number above 0. */
export const ZUpdateStockBoxQuantityQuery = z.object({ boxId: queryIdSchema('boxId'), quantity: newQuantity });
/** PUT Box/UpdateBoxQuantity (Obsolete Box's per-row Edit): {boxId, quantity}. */
export const ZUpdateBoxQuantity = z.object({ boxId, quantity: newQuantity });
export type TUpdateBoxQuantity = z.infer<typeof ZUpdateBoxQuantity>;

/** GET Box/GetDel?beginDate&endDate: Auckland days, both included (the screen starts 31 days back). */
export const ZDeletedBoxQuery = z.object({
  beginDate: queryDateSchema('beginDate').optional(),
  endDate: queryDateSchema('endDate').optional(),
});

export const BOX_INFO_SORT_FIELDS = [
  'barCode',
  'productCode',
  'productName',
  'company',
  'quantity',
  'status',
  'createdAt',
] as const;
export type TBoxInfoSortField = (typeof BOX_INFO_SORT_FIELDS)[number];

const boxStatus = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z
    .number('status must be a number')
    .int()
    .refine((v) => v in BOX_STATUS_NAMES, `status must be one of ${Object.keys(BOX_STATUS_NAMES).join(', ')}`),
);

/**
 * GET Box/GetAllInfo: the list contract and Boxes Info's filters, product, customer (the product's) and the day the
 * box was made (startDate..endDate, Auckland days, both included); `status` is ours (Obsolete Box lists the boxes in
 * stock).
 */
export const ZBoxInfoQuery = listQueryOf(BOX_INFO_SORT_FIELDS).extend({
  customerId: queryIdSchema('customerId').optional(),
  productId: queryIdSchema('productId').optional(),
  startDate: queryDateSchema('startDate').optional(),
  endDate: queryDateSchema('endDate').optional(),
  status: boxStatus.optional(),
});
export type TBoxInfoQuery = z.infer<typeof ZBoxInfoQuery>;
