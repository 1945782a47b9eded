import { z } from 'zod';
import { listQueryOf, ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { INVOICE_MESSAGES } from './invoice.ts';

// Returns of spec 02 §2 (Returns Management), §3 (Return item, Dispatch as used by returns), §4, §5 and §7 (issue 18):
// goods of a completed dispatch come back. What a return does is written in the returns module's README.

/** spec 02 §4 return type: 0 the order had no invoice yet (Dispatch), 1 it was invoiced (Delivered/invoiced). */
export const RETURN_TYPE = { Dispatch: 0, Invoiced: 1 } as const;
export const RETURN_TYPE_NAMES: Record<number, string> = { 0: 'Dispatch', 1: 'Delivered/invoiced' };
/** spec 02 §4 creditReplacement: 1 Credit, 0 Replacement. */
export const CREDIT_REPLACEMENT = { Replacement: 0, Credit: 1 } as const;
export const CREDIT_REPLACEMENT_NAMES: Record<number, string> = { 0: 'Replacement', 1: 'Credit' };

/** The one screen of returns (Returns Management): it reads and writes them. */
export const RETURN_PAGES = ['/return-management'] as const;

export const RETURN_MESSAGES = {
  /** spec 02 §5: the search input is required. */
  youNeedToInput: 'You need to input',
  /** spec 02 §5: a return quantity is a whole number above 0. */
  returnQuantity: 'New value must be an integer and greater than 0.',
  /** spec 02 §5 Confirm note must be non-empty: the invoice note's message of spec 01. */
  noteRequired: INVOICE_MESSAGES.noteRequired,
  /** spec 02 §5: Submit requires a pallet (the warehouse's words for a missing pallet). */
  palletRequired: 'Please select a pallet firstly.',
  /** spec 02 §5: when the order has an invoice, also these (the form's '{label} is required!'). */
  reasonRequired: 'Reason is required!',
  creditReplacementRequired: 'Credit or Replacement is required!',
  addressRequired: 'Customer Address is required!',
  deliveryMethodRequired: 'Delivery Method is required!',
  /** Ours: the server's refusals. */
  selectBoxes: 'Please input a return quantity for at least one line.',
  noDispatch: 'No dispatch has this box barcode or packing slip number.',
  notReturnable: 'Only a completed dispatch can take returns.',
  boxNotOnDispatch: (barCode: string) => `Box ${barCode} is not on this dispatch.`,
  overReturn: (barCode: string, left: number) =>
    left > 0
      ? `Box ${barCode}: at most ${left} can be returned (dispatched minus earlier returns).`
      : `Box ${barCode}: everything dispatched has been returned already.`,
  addressNotOfCustomer: "This address is not one of the customer's addresses.",
  alreadyConfirmed: 'This return is confirmed already.',
  orderClosed: 'This order is closed; a replacement cannot reopen it. Return it as a credit instead.',
} as const;

/** The return number: RT and the return's id, six digits (also its barcode on the slip). */
export function returnNoOf(returnId: number): string {
  return `RT${String(returnId).padStart(6, '0')}`;
}
/** The return slip's file name. */
export const returnSlipFileName = (returnNo: string) => `${returnNo}.pdf`;

// ---- Requests ------------------------------------------------------------------------------------------------------

const id = (label: string) =>
  z
    .number(`${label} is required!`)
    .int(`${label} is not a valid number!`)
    .positive(`${label} is required!`)
    .max(MAX_ID);

/** GET Dispatching/GetByBoxCodeOrPackingSlipNo?NO: a box barcode or a packing slip number ('You need to input'). */
export const ZReturnSearchQuery = z.object({
  NO: z.string(RETURN_MESSAGES.youNeedToInput).trim().min(1, RETURN_MESSAGES.youNeedToInput).max(100),
});

/** A return quantity in pieces: a whole number above 0 (spec 02 §5). */
export const ZReturnQuantity = z
  .number(RETURN_MESSAGES.returnQuantity)
  .int(RETURN_MESSAGES.returnQuantity)
  .positive(RETURN_MESSAGES.returnQuantity)
  .max(100_000_000, RETURN_MESSAGES.returnQuantity);

/**
 * POST Dispatching/ReturnItem. `OperEmployeeId` is sent by the screen; the server records the caller. The four invoice
 * fields are required when the order has an invoice (the server knows; spec 02 §5).
 */
export const ZReturnItem = z.object({
  dispatchingId: id('Dispatch'),
  plateId: z
    .number(RETURN_MESSAGES.palletRequired)
    .int(RETURN_MESSAGES.palletRequired)
    .positive(RETURN_MESSAGES.palletRequired)
    .max(MAX_ID),
  selectboxes: z
    .array(z.object({ boxId: id('Box'), returnQuantity: ZReturnQuantity }), RETURN_MESSAGES.selectBoxes)
    .min(1, RETURN_MESSAGES.selectBoxes)
    .max(2000, 'Too many boxes'),
  OperEmployeeId: z.number().int().nullish(),
  reason: z.string().trim().max(300).nullish(),
  creditReplacement: z
    .union([z.literal(CREDIT_REPLACEMENT.Replacement), z.literal(CREDIT_REPLACEMENT.Credit)])
    .nullish(),
  returnAddressId: id('Customer Address').nullish(),
  deliveryMethodId: id('Delivery Method').nullish(),
});
export type TReturnItemInput = z.infer<typeof ZReturnItem>;

/** PUT Dispatching/ConfirmReturnItem?returnId&invoiceNote. The note is checked by the server ('Please inupt invoice note'). */
export const ZConfirmReturnQuery = z.object({
  returnId: queryIdSchema('returnId'),
  invoiceNote: z.string().max(300, 'invoiceNote must be at most 300 characters').optional(),
});

export const RETURN_SORT_FIELDS = ['returnNo', 'packingSlipNo', 'company', 'createdAt', 'isConfirm'] as const;
/** GET Dispatching/GetReturnItem: every return, newest first; paged, sorted and searched with the list contract. */
export const ZReturnListQuery = listQueryOf(RETURN_SORT_FIELDS);
export type TReturnListQuery = z.infer<typeof ZReturnListQuery>;
export const ZReturnIdQuery = z.object({ returnId: queryIdSchema('returnId') });

// ---- Replies -------------------------------------------------------------------------------------------------------

/** A box line of a dispatch as a return sees it: what it took, what earlier returns brought back, what is left. */
export const ZReturnableLine = z.object({
  boxId: z.number().int(),
  barCode: z.string(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  orderProductId: z.number().int(),
  /** Pieces this dispatch took from the box. */
  quantity: z.number(),
  /** Pieces earlier returns of this dispatch brought back. */
  returnedQuantity: z.number(),
  /** quantity − returnedQuantity. */
  returnableQuantity: z.number(),
});
export type TReturnableLine = z.infer<typeof ZReturnableLine>;

/** spec 02 §3 "Dispatch (as used by returns)", with what the New Record form needs. */
export const ZReturnDispatch = z.object({
  dispatchId: z.number().int(),
  packingSlipNo: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  deliveredAt: ZTimestamp.nullable(),
  courier: z.object({ courierName: z.string() }).nullable(),
  order: z.object({
    orderId: z.number().int(),
    orderNo: z.string(),
    custOrderNo: z.string().nullable(),
    customer: z.object({ customerId: z.number().int(), company: z.string() }),
  }),
  /** The order has an invoice: the return is type 1 and needs reason, credit or replacement, address, method. */
  invoiced: z.boolean(),
  type: z.number().int(),
  /** The customer's extra addresses (the Customer Address choice). */
  addresses: z.array(
    z.object({ addressId: z.number().int(), address: z.string(), deliveryName: z.string().nullable() }),
  ),
  dispatchingDetails: z.array(ZReturnableLine),
});
export type TReturnDispatch = z.infer<typeof ZReturnDispatch>;

export const ZReturnDetail = z.object({
  returnDetailId: z.number().int(),
  boxId: z.number().int(),
  barCode: z.string(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  quantity: z.number(),
  /** The box the returned pieces came back in (on hold on the return's pallet). */
  returnedBoxId: z.number().int().nullable(),
  returnedBarCode: z.string().nullable(),
});
export type TReturnDetail = z.infer<typeof ZReturnDetail>;

/** spec 02 §3 Return item. */
export const ZReturn = z.object({
  returnId: z.number().int(),
  returnNo: z.string(),
  dispatch: z.object({
    dispatchId: z.number().int(),
    packingSlipNo: z.string(),
    order: z.object({
      orderId: z.number().int(),
      orderNo: z.string(),
      custOrderNo: z.string().nullable(),
      customer: z.object({ customerId: z.number().int(), company: z.string() }),
    }),
  }),
  employee: z.object({ employeeId: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  type: z.number().int(),
  reason: z.string().nullable(),
  creditReplacement: z.number().int().nullable(),
  isConfirm: z.boolean(),
  invoiceNote: z.string().nullable(),
  returnAddressId: z.number().int().nullable(),
  returnAddress: z.string().nullable(),
  deliveryMethodId: z.number().int().nullable(),
  deliveryMethodName: z.string().nullable(),
  plate: z.object({ plateId: z.number().int(), plateCode: z.string() }),
  /** The refund invoice a confirmed credit raised. */
  refundInvoiceId: z.number().int().nullable(),
  createdAt: ZTimestamp,
  confirmedAt: ZTimestamp.nullable(),
  returnDetail: z.array(ZReturnDetail),
});
export type TReturn = z.infer<typeof ZReturn>;
