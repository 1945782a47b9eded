import { z } from 'zod';
import { listQueryOf, ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { queryDateSchema } from './dates.ts';
import { ORDER_DISPATCH_PAGES, ORDER_MESSAGES, ORDER_READ_PAGES } from './sales-order.ts';

// Dispatch of spec 01 §2, §3, §4, §5, §7, §8 and §9 (issue 6): a dispatch takes boxes off the warehouse for one order,
// is completed with a courier and tracking number, then delivered. The rules are in the dispatch module's README.

/** spec 01 §4 dispatch status. Flow: create (Picking) → update → complete (Dispatch) → Delivered; delete cancels. */
export const DISPATCH_STATUS = { Cancelled: 0, Dispatch: 1, Delivered: 2, Picking: 3 } as const;
export type TDispatchStatus = (typeof DISPATCH_STATUS)[keyof typeof DISPATCH_STATUS];
export const DISPATCH_STATUS_NAMES: Record<number, string> = {
  0: 'Cancelled',
  1: 'Dispatch',
  2: 'Delivered',
  3: 'Picking',
};

/** The screens that create, complete, deliver and delete dispatches (the server checks them). */
export const DISPATCH_WRITE_PAGES = [...ORDER_DISPATCH_PAGES, '/delivered'] as const;
/** Who reads dispatches: the dispatch screens and every page that reads orders. */
export const DISPATCH_READ_PAGES = [...DISPATCH_WRITE_PAGES, ...ORDER_READ_PAGES] as const;
/** Who reads an order's dispatches and their packing slips: the readers above, and the Ticket-List's Packing Slips. */
export const PACKING_SLIP_READ_PAGES = [...DISPATCH_READ_PAGES, '/ticket'] as const;

export const DISPATCH_MESSAGES = {
  alreadyDeliveredLine: 'Aleardy deliveried',
  youNeedToInput: 'You need to input',
  fillPalletForm: 'Please fill the pallet form.',
  selectFirstly: 'Please select firstly.',
  validQty: 'Please input a valid qty',
  selectProducts: 'Please select products for this order.',
  fillForm: 'Please fill the form.',
  alreadyDelivered: ORDER_MESSAGES.alreadyDelivered,
  noDeliveryMethod:
    'No delivery method found for your order. Packing slip cannot be generated. Please contact admin for assistance.',
  /** spec 01 §5: asked when the picked quantity differs from the required one. */
  quantityMismatch: (required: number, selected: number) =>
    `Required is ${required} and Selected is ${selected} ,Are you sure!`,
  /** Ours: after creating a dispatch the user is offered the courier form (spec 01 §4). */
  offerCourier: 'Dispatch created. Set the courier and tracking number now?',
  /** Ours: the server's refusals. */
  boxUnavailable: (barCode: string, quantity: number) =>
    `Box ${barCode} no longer holds ${quantity} in stock. Refresh the locations and pick again.`,
  boxWrongProduct: (barCode: string) => `Box ${barCode} does not hold this product.`,
  productNotOnOrder: (productCode: string) => `Product ${productCode} is not on this order.`,
  orderNotDispatchable: 'This order cannot be dispatched in its current status.',
  notPicking: 'Only a dispatch that is still being picked can be changed.',
  notDispatched: 'Only a completed dispatch can be marked delivered.',
  deliveredNotDeletable: 'A delivered dispatch cannot be deleted; return its goods instead.',
  paidNotDeletable: 'This dispatch is invoiced and paid; return its goods instead.',
  /** Ours: DeleteDispatching on a dispatch that is cancelled already. */
  alreadyCancelled: 'Already cancelled',
} as const;

/** spec 01 §9: Dispatch Clear Date resets the range to the last 1 month. */
export const DISPATCH_CLEAR_RANGE_MONTHS = 1;

/** spec 01 §9 packing slip footer. */
export const PACKING_SLIP_TERMS = [
  'Please check the product and quantity before signing.',
  'Report any discrepancies within 48 hours.',
  'Returns or exchanges are accepted within three days of receipt.',
  "Return shipping is paid by the customer unless the return is due to the supplier's error.",
  'Items must be unused and in their original packaging.',
] as const;
export const PACKING_SLIP_HOURS = 'Operating hours: 8:30 am to 5:00 pm, Monday to Friday.';

/** spec 01 §9: PS plus the slip number, an underscore, then the customer code. */
export function packingSlipFileName(packingSlipNo: string, customerCode: string | null): string {
  return `PS${packingSlipNo}_${customerCode ?? ''}`;
}
/** The slip number of a dispatch: its id, zero-padded to six digits. */
export function packingSlipNoOf(dispatchId: number): string {
  return String(dispatchId).padStart(6, '0');
}
/** spec 01 §9: a pallet line shows the pallet type name plus 'Pallet' with its quantity. */
export function palletLineText(plateTypeName: string): string {
  return `${plateTypeName} Pallet`;
}

// ---- Requests ------------------------------------------------------------------------------------------------------

const id = (label: string) =>
  z
    .number(`${label} is required!`)
    .int(`${label} is not a valid number!`)
    .positive(`${label} is required!`)
    .max(MAX_ID);

/** One picked box: spec 01 §5 a whole number above 0 ('Please input a valid qty'). */
export const ZDispatchingDetail = z.object({
  boxId: id('Box'),
  productId: id('Product'),
  /** Ours: the order line this box is for (else the first line of the product with quantity left). */
  orderProductId: id('Order line').optional(),
  quantity: z
    .number(DISPATCH_MESSAGES.validQty)
    .int(DISPATCH_MESSAGES.validQty)
    .positive(DISPATCH_MESSAGES.validQty)
    .max(100_000_000, DISPATCH_MESSAGES.validQty),
});
export type TDispatchingDetailInput = z.infer<typeof ZDispatchingDetail>;

const details = z
  .array(ZDispatchingDetail, DISPATCH_MESSAGES.selectProducts)
  .min(1, DISPATCH_MESSAGES.selectProducts)
  .max(2000, 'Too many boxes');

export const ZImageList = z
  .array(z.object({ name: z.string().max(300), url: z.string().max(1000), uid: z.string().max(100).optional() }))
  .max(20, 'At most 20 photos');

/** POST Dispatching/AddDispatching. palletInfo null when the pallet box is unticked. */
export const ZAddDispatching = z.object({
  orderId: id('Order'),
  dispatchingDetails: details,
  employeeId: id('Employee').nullish(),
  palletInfo: z
    .object({
      plateTypeId: id('Pallet type'),
      quantity: z.number(DISPATCH_MESSAGES.youNeedToInput).int().positive(DISPATCH_MESSAGES.youNeedToInput).max(1000),
    })
    .nullish(),
  imgs: ZImageList.optional(),
});
export type TAddDispatching = z.infer<typeof ZAddDispatching>;

/** PUT Dispatching/UpdateDispatching: the picked boxes are replaced; pallet type and quantity null to clear. */
export const ZUpdateDispatching = z.object({
  dispatchId: id('Dispatch'),
  dispatchingDetails: details,
  palletType: id('Pallet type').nullish(),
  palletQuantity: z.number().int().positive(DISPATCH_MESSAGES.youNeedToInput).max(1000).nullish(),
  imgs: ZImageList.optional(),
});
export type TUpdateDispatching = z.infer<typeof ZUpdateDispatching>;

/** PUT Dispatching/CompleteDispatching: courier and tracking number required ('Please fill the form.'). */
export const ZCompleteDispatching = z.object({
  dispatchId: id('Dispatch'),
  courierId: z.number(DISPATCH_MESSAGES.fillForm).int().positive(DISPATCH_MESSAGES.fillForm).max(MAX_ID),
  trackingNo: z.string(DISPATCH_MESSAGES.fillForm).trim().min(1, DISPATCH_MESSAGES.fillForm).max(100),
  /** Sent by the screen for display; the server takes the delivered quantities from the picked boxes. */
  orderProducts: z
    .array(
      z.object({
        orderProductId: id('Order line'),
        deliveredQuantity: z.number().min(0).optional(),
        delivered: z.number().optional(),
      }),
    )
    .max(500)
    .optional(),
  imgs: ZImageList.optional(),
});
export type TCompleteDispatching = z.infer<typeof ZCompleteDispatching>;

const rangeDate = (label: string) => queryDateSchema(label, `${label} must be a date (YYYY/MM/DD)`).optional();

/** The columns the Dispatch and Delivered lists sort by (packingSlipNo is the dispatch's id, six digits). */
export const DISPATCH_SORT_FIELDS = [
  'packingSlipNo',
  'orderNo',
  'company',
  'status',
  'createdAt',
  'deliveredAt',
  'totalQuantity',
] as const;
export type TDispatchSortField = (typeof DISPATCH_SORT_FIELDS)[number];

/**
 * GET Dispatching/GetAllDispatching?start&end (YYYY/MM/DD) | orderId; status is ours (the list screens), as are the list
 * contract's page, sort and search (newest packing slip first by default).
 */
export const ZDispatchListQuery = listQueryOf(DISPATCH_SORT_FIELDS).extend({
  start: rangeDate('start'),
  end: rangeDate('end'),
  orderId: queryIdSchema('orderId').optional(),
  status: z
    .string()
    .regex(/^\d(,\d)*$/, 'status must be a list of dispatch statuses')
    .optional(),
});
export type TDispatchListQuery = z.infer<typeof ZDispatchListQuery>;
export const ZDispatchIdQuery = z.object({ dispatchId: queryIdSchema('dispatchId') });

// ---- Replies (the response contract of each call) -----------------------------------------------------------------

const ZProductName = z.object({ productCode: z.string(), productName: z.string() });

/** A picked box of a dispatch (spec 01 §3 dispatchingDetails). */
export const ZDispatchingDetailRow = z.object({
  dispatchingDetailId: z.number().int(),
  boxId: z.number().int(),
  productId: z.number().int(),
  orderProductId: z.number().int(),
  quantity: z.number(),
  box: z.object({ barCode: z.string() }),
  product: ZProductName,
});
export type TDispatchingDetail = z.infer<typeof ZDispatchingDetailRow>;

/** spec 01 §3 dispatchingOutStanding: each order line, what it needs and what has been dispatched so far. */
export const ZDispatchOutstanding = z.object({
  orderProductId: z.number().int(),
  productId: z.number().int(),
  product: ZProductName.extend({ packQuantity: z.number().nullable() }),
  /** Ordered pieces. */
  quantity: z.number(),
  /** Pieces delivered by completed dispatches. */
  dispatchedQuantity: z.number(),
  /** Pieces on dispatches still being picked. */
  inDeliveryingQuantity: z.number(),
  unitPrice: z.string(),
  /** Cartons ordered. */
  packagingQty: z.number(),
});
export type TDispatchOutstanding = z.infer<typeof ZDispatchOutstanding>;

/** One dispatch: a list row has no details and no outstanding lines; the single read (and every write) has both. */
export const ZDispatch = z.object({
  dispatchId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  custOrderNo: z.string().nullable(),
  packingSlipNo: z.string(),
  status: z.union([
    z.literal(DISPATCH_STATUS.Cancelled),
    z.literal(DISPATCH_STATUS.Dispatch),
    z.literal(DISPATCH_STATUS.Delivered),
    z.literal(DISPATCH_STATUS.Picking),
  ]),
  statusName: z.string(),
  createdAt: ZTimestamp,
  completedAt: ZTimestamp.nullable(),
  deliveredAt: ZTimestamp.nullable(),
  courierId: z.number().int().nullable(),
  courier: z.object({ courierName: z.string() }).nullable(),
  trackingNo: z.string().nullable(),
  employee: z.object({ employeeId: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  customer: z.object({ customerId: z.number().int(), company: z.string(), customerCode: z.string().nullable() }),
  deliveryAddress: z.string(),
  deliveryMethodName: z.string().nullable(),
  palletType: z.number().int().nullable(),
  palletTypeName: z.string().nullable(),
  palletQuantity: z.number().int().nullable(),
  imgs: z.array(z.object({ name: z.string(), url: z.string() })),
  /** Pieces on this dispatch. */
  totalQuantity: z.number(),
  dispatchingDetails: z.array(ZDispatchingDetailRow),
  dispatchingOutStanding: z.array(ZDispatchOutstanding),
  palletStockLog: z.array(z.object({ plateType: z.object({ plateTypeName: z.string() }), quantity: z.number() })),
});
export type TDispatch = z.infer<typeof ZDispatch>;

/** GetAllDispatching, GetByOrderId. */
export const ZDispatchList = z.array(ZDispatch);

// ---- Picking (the dispatch dialog and its Locations dialog, spec 01 §5 Dispatch) -----------------------------------

/** One box picked for one order line, in pieces: what AddDispatching / UpdateDispatching take as a detail. */
export interface TDispatchPick {
  boxId: number;
  productId: number;
  orderProductId: number;
  quantity: number;
}

/** An order line as the dispatch dialog counts it, in pieces. */
export interface TPickingLine {
  orderProductId: number;
  productId: number;
  productCode: string;
  productName: string;
  /** Ordered pieces and cartons. */
  quantity: number;
  packagingQty: number;
  /** Pieces delivered by completed dispatches. */
  deliveredQuantity: number;
  /** Pieces on dispatches still being picked (this one's included when it is being updated). */
  inDeliveryQuantity: number;
  /** Pieces the dispatch being updated holds already for this line (0 for a new dispatch). */
  heldByThisDispatch: number;
}

/** The order's lines with what the dispatch being updated holds of each (its saved details). */
export function pickingLinesOf(
  orderProducts: readonly {
    orderProductId: number;
    productId: number;
    productCode: string;
    productName: string;
    quantity: string | number;
    packagingQty: string | number;
    deliveredQuantity: string | number;
    dispatchedQuantity: string | number;
  }[],
  held: readonly { orderProductId: number; quantity: number }[] = [],
): TPickingLine[] {
  return orderProducts.map((line) => ({
    orderProductId: line.orderProductId,
    productId: line.productId,
    productCode: line.productCode,
    productName: line.productName,
    quantity: Number(line.quantity),
    packagingQty: Number(line.packagingQty),
    deliveredQuantity: Number(line.deliveredQuantity),
    inDeliveryQuantity: Number(line.dispatchedQuantity),
    heldByThisDispatch: sumPieces(held.filter((detail) => detail.orderProductId === line.orderProductId)),
  }));
}

const sumPieces = (rows: readonly { quantity: number }[]) => rows.reduce((sum, row) => sum + row.quantity, 0);

/** spec 01 §5: a line delivered at or above what was ordered shows 'Aleardy deliveried' and cannot be picked. */
export function isLineDelivered(line: Pick<TPickingLine, 'quantity' | 'deliveredQuantity'>): boolean {
  return line.deliveredQuantity >= line.quantity;
}

/** The pieces this dispatch should send: ordered less delivered less what other open dispatches hold. */
export function requiredPiecesOf(line: TPickingLine): number {
  const onOtherDispatches = Math.max(0, line.inDeliveryQuantity - line.heldByThisDispatch);
  return Math.max(0, line.quantity - line.deliveredQuantity - onOtherDispatches);
}

/** Pieces picked for one order line. */
export function selectedPiecesOf(orderProductId: number, picks: readonly TDispatchPick[]): number {
  return sumPieces(picks.filter((pick) => pick.orderProductId === orderProductId));
}

/**
 * spec 01 §5: each line still to deliver whose picked pieces differ from the required ones, in order; the dialog asks
 * DISPATCH_MESSAGES.quantityMismatch(required, selected) for each before it saves.
 */
export function quantityMismatches(
  lines: readonly TPickingLine[],
  picks: readonly TDispatchPick[],
): { line: TPickingLine; required: number; selected: number }[] {
  return lines
    .filter((line) => !isLineDelivered(line))
    .map((line) => ({ line, required: requiredPiecesOf(line), selected: selectedPiecesOf(line.orderProductId, picks) }))
    .filter((check) => check.required !== check.selected);
}

/** spec 01 §5: a picked quantity is a whole number above 0, and no more than the box can give. */
export function pickQuantityError(quantity: number | null | undefined, available: number): string | null {
  if (quantity === null || quantity === undefined || !Number.isInteger(quantity) || quantity <= 0)
    return DISPATCH_MESSAGES.validQty;
  return quantity > available ? DISPATCH_MESSAGES.validQty : null;
}

/**
 * The pieces a box can give to one order line: what it holds in stock, plus what the dispatch being updated took from it
 * (back on the box once the update replaces the picks), less what the other lines of this dispatch pick from it.
 */
export function boxAvailableFor(
  box: { boxId: number; quantity: number },
  orderProductId: number,
  picks: readonly TDispatchPick[],
  held: readonly { boxId: number; quantity: number }[] = [],
): number {
  const heldHere = sumPieces(held.filter((detail) => detail.boxId === box.boxId));
  const otherLines = sumPieces(
    picks.filter((pick) => pick.boxId === box.boxId && pick.orderProductId !== orderProductId),
  );
  return Math.max(0, box.quantity + heldHere - otherLines);
}

/** The picks of one line replaced by `next` (the Locations dialog's confirm). */
export function replaceLinePicks(
  picks: readonly TDispatchPick[],
  orderProductId: number,
  next: readonly TDispatchPick[],
): TDispatchPick[] {
  return [...picks.filter((pick) => pick.orderProductId !== orderProductId), ...next];
}

/** The picks of a saved dispatch (its boxes count as selected when it is updated). */
export function picksOfDispatch(
  details: readonly Pick<TDispatchingDetail, 'boxId' | 'productId' | 'orderProductId' | 'quantity'>[],
): TDispatchPick[] {
  return details.map(({ boxId, productId, orderProductId, quantity }) => ({
    boxId,
    productId,
    orderProductId,
    quantity,
  }));
}

/** Ours: the Locations dialog's words for a box that stands nowhere known. */
export const DISPATCH_PICKING_TEXT = {
  notOnPallet: 'Not on a pallet',
  palletNotPlaced: 'Pallet not placed',
  heldByThisDispatch: 'On this dispatch',
} as const;

/** spec 01 §3 box location as the Locations dialog shows it: shelf and cell, the temporary zone, or no pallet. */
export function boxLocationText(box: {
  plate: { plateCode: string } | null;
  cell: { shelf: { shelfCode: string }; rowName: string; colName: string } | null;
  tempzone: { zoneTypeNavigation: { zoneTypeName: string } } | null;
}): string {
  if (box.cell) return `${box.cell.shelf.shelfCode} ${box.cell.rowName}/${box.cell.colName}`;
  if (box.tempzone) return box.tempzone.zoneTypeNavigation.zoneTypeName;
  return box.plate ? DISPATCH_PICKING_TEXT.palletNotPlaced : DISPATCH_PICKING_TEXT.notOnPallet;
}
