import { z } from 'zod';
import { listQueryOf, ZDateText, ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema, requiredOr } from './catalogue.ts';
import { queryDateSchema, todayInAuckland } from './dates.ts';
import { ZSendEmail } from './email.ts';
import { multiplyRounded, sumRounded } from './money.ts';
import { CURRENCY, purchaseAmount, ZQualificationAlert } from './supplier.ts';
import { REQUIRED_MESSAGE } from './validate-messages.ts';

// Purchase orders (spec 02 §2 "Purchasing and suppliers", §3 Purchase order / PO detail / PO option, §4 purchase order
// and payment states, §8, §9; issue 16 "Purchase orders"). One list in three modes (Purchase Order, Purchase Order
// Approve, Payable). The server computes every total: a line's price is unit price × quantity to 3 decimals, the
// order's price is the lines plus the options, and only an NZD order carries GST (inclGstPrice = price × 1.15 to cents).
//
//   1 Awaiting Approval ──Approve──▶ 2 Approved ──(receiving)──▶ 10 Received/Unloaded ──Finish──▶ 3 Completed
//   0 Cancelled

export const PO_STATUS = { Cancelled: 0, AwaitingApproval: 1, Approved: 2, Completed: 3, Received: 10 } as const;
export const PO_STATUS_NAMES: Readonly<Record<number, string>> = {
  0: 'Cancelled',
  1: 'Awaiting Approval',
  2: 'Approved',
  3: 'Completed',
  10: 'Received/Unloaded',
};
export const poStatusName = (statusId: number): string => PO_STATUS_NAMES[statusId] ?? String(statusId);
/** spec 02 §4: outside Payable the list shows 1, 2 and 10 by default. */
export const DEFAULT_PO_STATUSES = [PO_STATUS.AwaitingApproval, PO_STATUS.Approved, PO_STATUS.Received] as const;
export const PO_STATUS_OPTIONS = [
  PO_STATUS.AwaitingApproval,
  PO_STATUS.Approved,
  PO_STATUS.Received,
  PO_STATUS.Completed,
  PO_STATUS.Cancelled,
].map((value) => ({ value, label: poStatusName(value) }));

/** spec 02 §3 PO option: optionId 1 Delivery Fee, 2 Urgent Fee, 3 Setup Fee (the surcharge options' ids). */
export const PO_OPTIONS = [
  { value: 1, label: 'Delivery Fee' },
  { value: 2, label: 'Urgent Fee' },
  { value: 3, label: 'Setup Fee' },
] as const;
export const PAYMENT_STATUS = { Unpaid: 0, Paid: 1 } as const;

/** spec 02 §2: the list's three modes, by page. */
export const PO_LIST_MODE = { PurchaseOrder: 1, Approve: 2, Payable: 3 } as const;
/** spec 02 §9: the list's default range, and Clear Date: the last 6 months. */
export const PO_RANGE_MONTHS = 6;
/** spec 02 §9: GST factor of an NZD order. */
export const PO_GST_FACTOR = 1.15;
export const PO_NOTE_MAX = 150;
/** spec 02 §9: the PDF's table is padded to 23 rows. */
export const PO_PDF_ROWS = 23;

export const PO_MESSAGES = {
  shouldBeApproved: 'This order should be approved.',
  notAwaitingApproved: "This order's status is not awaiting approved.",
  notUnloaded: 'This order has not been unloaded.',
  etaRequired: 'ETA is required.',
  sendEmailFail: 'Send email fail!',
  supplierRequired: REQUIRED_MESSAGE('Supplier'),
  descriptionRequired: REQUIRED_MESSAGE('Description'),
  optionRequired: REQUIRED_MESSAGE('Option'),
  oneItem: 'Choose a raw material or an outsourced product, not both.',
  linesRequired: 'Please add at least one line.',
  noteTooLong: `Note must be at most ${PO_NOTE_MAX} characters`,
  supplierInactive: 'This supplier is inactive, so it cannot take a new purchase order.',
  notOutsourced: 'This product is not an outsourced product.',
  completeLineConfirm: 'Are you sure to complete this item?',
  lineCompleted: 'This item is already completed.',
  lineClosed: 'A cancelled or completed order cannot change its items.',
  poNoOrId: 'Give the PoNo or the id of the purchase order.',
  closeShortReasonRequired: 'Please input the reason for closing this item short.',
  cancelReasonRequired: 'Please input the reason for cancelling this order.',
  reasonTooLong: `Reason must be at most ${PO_NOTE_MAX} characters`,
  notCancellable: 'Only an order awaiting approval or approved can be cancelled.',
  cancelReceived: 'An order with goods received cannot be cancelled.',
  notPayable: 'Only an approved, received or completed order can be paid.',
  paymentDateFuture: 'The payment date cannot be in the future.',
} as const;

/** Who raises and edits purchase orders (mode 1, the approver's mode 2, the stock alarm's New Order). */
export const PO_EDIT_PAGES = ['/purchase-order', '/purchase-order-approve', '/raw-material-stock-monitor'] as const;
/** Who approves and finishes them (mode 2). */
export const PO_APPROVE_PAGES = ['/purchase-order-approve'] as const;
/** Who cancels them (with a reason, while nothing is received): the buyer and the approver. */
export const PO_CANCEL_PAGES = ['/purchase-order', '/purchase-order-approve'] as const;
/** Who marks them paid (mode 3). */
export const PO_PAY_PAGES = ['/payable'] as const;
/** Who reads them: the three modes, the stock alarm and the receiving list. */
export const PO_READ_PAGES = [...PO_EDIT_PAGES, ...PO_PAY_PAGES, '/unloading-inspection'] as const;

// ---- Rules ----------------------------------------------------------------------------------------------------------

/** The PO number, made from its id (drawn first, written with the INSERT): 42 → 'PO000042'. */
export function poNumberOf(poId: number): string {
  return `PO${String(poId).padStart(6, '0')}`;
}

/** GST applies to NZD orders only (spec 02 §9). */
export const hasGst = (currencyId: number | null | undefined): boolean => currencyId === CURRENCY.NZD;

export interface TPurchaseTotals {
  /** Each line's unit price × quantity, to 3 decimals. */
  linePrices: number[];
  /** Lines plus options, to 3 decimals (excl GST). */
  price: number;
  gst: number;
  /** NZD: price × 1.15 rounded to cents; other currencies: the price. */
  inclGstPrice: number;
}

/** spec 02 §9 and issue 16: the order's totals, as the server stores them and the form shows them. */
export function purchaseTotalsOf(
  lines: readonly { unitPrice: number | string; quantity: number | string }[],
  options: readonly { price: number | string }[],
  currencyId: number,
): TPurchaseTotals {
  const linePrices = lines.map((line) => multiplyRounded(line.unitPrice, line.quantity, 3));
  const price = sumRounded([...linePrices, ...options.map((option) => option.price)], 3);
  if (!hasGst(currencyId)) return { linePrices, price, gst: 0, inclGstPrice: price };
  const inclGstPrice = multiplyRounded(price, PO_GST_FACTOR, 2);
  return { linePrices, price, gst: sumRounded([inclGstPrice, -price], 3), inclGstPrice };
}

/** Finish (CompletePurchaseOrder) only from 10 Received/Unloaded. */
export const canFinishPurchaseOrder = (statusId: number): boolean => statusId === PO_STATUS.Received;
/** Approve and edit only while Awaiting Approval. */
export const isAwaitingApproval = (statusId: number): boolean => statusId === PO_STATUS.AwaitingApproval;
/** Issue 31: only an approved-or-later order is paid (not Cancelled, not Awaiting Approval). */
export const PAYABLE_PO_STATUSES = [PO_STATUS.Approved, PO_STATUS.Received, PO_STATUS.Completed] as const;
export const canPayPurchaseOrder = (statusId: number): boolean =>
  (PAYABLE_PO_STATUSES as readonly number[]).includes(statusId);
/** Issue 31: Cancel (with a reason) while awaiting approval or approved and nothing is received. */
export const canCancelPurchaseOrder = (order: {
  poStatusId: number;
  poDetail: readonly { totalRevQty: number }[];
}): boolean =>
  (order.poStatusId === PO_STATUS.AwaitingApproval || order.poStatusId === PO_STATUS.Approved) &&
  order.poDetail.every((line) => line.totalRevQty === 0);
/** A line closed now would be short: it has received less than ordered (a reason is then required). */
export const isLineShort = (line: { quantity: number; totalRevQty: number }): boolean =>
  line.totalRevQty < line.quantity;
/** The e-mail is refused while the order awaits approval (spec 02 §4). */
export const canEmailPurchaseOrder = (statusId: number): boolean => statusId !== PO_STATUS.AwaitingApproval;

// ---- Requests -------------------------------------------------------------------------------------------------------

const rowId = (label: string) =>
  z
    .number(requiredOr(label, `${label} is not a valid number!`))
    .int()
    .positive()
    .max(MAX_ID);
const optionalText = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().max(max, `${label} must be at most ${max} characters`).nullish();

export const ZPoDetailInput = z
  .object({
    poDetailId: rowId('poDetailId').nullish(),
    rawMaterialId: rowId('Raw Material').nullish(),
    outSourceProd: rowId('Outsourced Product').nullish(),
    suplierProductCode: optionalText('Supplier Product Code', 100),
    unit: optionalText('Unit', 50),
    unitPrice: purchaseAmount('Unit Price'),
    quantity: purchaseAmount('Quantity'),
    comments: optionalText('Comments', 300),
  })
  .refine((line) => line.rawMaterialId != null || line.outSourceProd != null, {
    message: PO_MESSAGES.descriptionRequired,
    path: ['rawMaterialId'],
  })
  .refine((line) => line.rawMaterialId == null || line.outSourceProd == null, {
    message: PO_MESSAGES.oneItem,
    path: ['outSourceProd'],
  });
export type TPoDetailInput = z.infer<typeof ZPoDetailInput>;

export const ZPoOptionInput = z.object({
  optionId: z
    .number(requiredOr('Option', 'Option is not a valid number!'))
    .refine(
      (v) => PO_OPTIONS.some((o) => o.value === v),
      'Option must be one of 1 Delivery Fee, 2 Urgent Fee, 3 Setup Fee',
    ),
  price: purchaseAmount('Price'),
});
export type TPoOptionInput = z.infer<typeof ZPoOptionInput>;

const purchaseOrderFields = {
  suplierId: rowId('Supplier'),
  deliveryDate: z.iso.date({
    error: (issue) => (issue.input == null ? PO_MESSAGES.etaRequired : 'ETA must be a date'),
  }),
  dueDate: ZDateText.nullish(),
  telNo: optionalText('Telephone', 50),
  deliveryInstruction: optionalText('Delivery Instruction', 300),
  deliveryAddr: optionalText('Delivery Address', 300),
  notes: z.string('Note must be text').trim().max(PO_NOTE_MAX, PO_MESSAGES.noteTooLong).nullish(),
  poDetail: z.array(ZPoDetailInput).min(1, PO_MESSAGES.linesRequired).max(200),
  poOption: z.array(ZPoOptionInput).max(20).default([]),
  // The client's totals are ignored: the server computes price, gst and inclGstPrice.
  price: z.unknown().optional(),
  gst: z.unknown().optional(),
  inclGstPrice: z.unknown().optional(),
};
/** POST PurchaseOrder/AddPurchaseOrder (a poId in the body is ignored). */
export const ZAddPurchaseOrder = z.object(purchaseOrderFields);
export type TAddPurchaseOrder = z.infer<typeof ZAddPurchaseOrder>;
export type TAddPurchaseOrderInput = z.input<typeof ZAddPurchaseOrder>;
/** PUT PurchaseOrder/UpdatePurchaseOrder: lines with a poDetailId are kept and changed, the others added. */
export const ZUpdatePurchaseOrder = z.object({ poId: rowId('poId'), ...purchaseOrderFields });
export type TUpdatePurchaseOrder = z.infer<typeof ZUpdatePurchaseOrder>;

const rangeDate = (label: string) => queryDateSchema(label, `${label} must be a date (YYYY/MM/DD)`).optional();
export const PO_SORT_FIELDS = ['poNo', 'createdAt', 'deliveryDate', 'price', 'suplierName', 'poStatusId'] as const;
export type TPoSortField = (typeof PO_SORT_FIELDS)[number];
/**
 * GET PurchaseOrder/GetAllPurchaseOrder?start&end (YYYY/MM/DD, last 6 months by default) &withOutUnloding=1 (no
 * receiving yet); ours: status (default 1,2,10; `all` for every status, as Payable lists), paid, suplierId and the
 * list contract (newest first).
 */
export const ZPurchaseOrderListQuery = listQueryOf(PO_SORT_FIELDS).extend({
  start: rangeDate('start'),
  end: rangeDate('end'),
  withOutUnloding: z.enum(['0', '1']).optional(),
  status: z
    .string()
    .regex(/^(all|\d+(,\d+)*)$/, 'status must be a list of purchase order statuses')
    .optional(),
  paid: z.enum(['0', '1']).transform(Number).optional(),
  suplierId: queryIdSchema('suplierId').optional(),
});
export type TPurchaseOrderListQuery = z.infer<typeof ZPurchaseOrderListQuery>;

/** GET PurchaseOrder/GetSinglePurchaseOrder?PoNo | ?id. */
export const ZSinglePurchaseOrderQuery = z
  .object({ PoNo: z.string().trim().min(1).max(50).optional(), id: queryIdSchema('id').optional() })
  .refine((q) => q.PoNo !== undefined || q.id !== undefined, { message: PO_MESSAGES.poNoOrId, path: ['id'] });
export const ZPurchaseOrderIdQuery = z.object({ id: queryIdSchema('id') });
export const ZUpdateEtaQuery = z.object({
  id: queryIdSchema('id'),
  ETA: queryDateSchema('ETA', PO_MESSAGES.etaRequired, PO_MESSAGES.etaRequired),
});
export const ZUpdateNotesQuery = z.object({
  id: queryIdSchema('id'),
  notes: z.string().max(PO_NOTE_MAX, PO_MESSAGES.noteTooLong).default(''),
});
export const ZPoDetailIdQuery = z.object({ poDetailId: queryIdSchema('poDetailId') });
const reasonText = z.string().trim().max(PO_NOTE_MAX, PO_MESSAGES.reasonTooLong);
/** PUT PurchaseOrder/CompletePoDetail?poDetailId; ours: reason, required when the line is closed short. */
export const ZCompletePoDetailQuery = ZPoDetailIdQuery.extend({ reason: reasonText.optional() });
export type TCompletePoDetailQuery = z.infer<typeof ZCompletePoDetailQuery>;
/** PUT PurchaseOrder/CancelPurchaseOrder?id&reason (ours). */
export const ZCancelPurchaseOrderQuery = z.object({
  id: queryIdSchema('id'),
  reason: z
    .string({ error: () => PO_MESSAGES.cancelReasonRequired })
    .trim()
    .min(1, PO_MESSAGES.cancelReasonRequired)
    .max(PO_NOTE_MAX, PO_MESSAGES.reasonTooLong),
});
export type TCancelPurchaseOrderQuery = z.infer<typeof ZCancelPurchaseOrderQuery>;
/** PUT PurchaseOrder/MarkPaid?id&paymentStatus&invoiceNumber&paymentDate. */
export const ZMarkPaidQuery = z.object({
  id: queryIdSchema('id'),
  paymentStatus: z.enum(['0', '1'], 'paymentStatus must be 0 or 1').transform(Number),
  invoiceNumber: z.string().trim().max(100, 'invoiceNumber must be at most 100 characters').optional(),
  paymentDate: queryDateSchema('paymentDate', 'paymentDate must be a date')
    .refine((date) => date.replaceAll('/', '-') <= todayInAuckland(), PO_MESSAGES.paymentDateFuture)
    .optional(),
});
export type TMarkPaidQuery = z.infer<typeof ZMarkPaidQuery>;
/** POST PurchaseOrder/EmailPurchaseOrder (ours): the Email dialog's fields; the server attaches the PO PDF. */
export const ZEmailPurchaseOrder = ZSendEmail.pick({
  TargetAddress: true,
  TargetName: true,
  Subject: true,
  HtmlContent: true,
  SenderName: true,
  SenderAddress: true,
}).extend({ poId: rowId('poId') });
export type TEmailPurchaseOrder = z.infer<typeof ZEmailPurchaseOrder>;

// ---- Replies --------------------------------------------------------------------------------------------------------

export const ZPoDetail = z.object({
  poDetailId: z.number().int(),
  rawMaterialId: z.number().int().nullable(),
  rawMaterial: z.object({ rawMaterialCode: z.string(), rawMaterialName: z.string() }).nullable(),
  outSourceProd: z.number().int().nullable(),
  outSourceProduct: z.object({ productCode: z.string(), productName: z.string() }).nullable(),
  suplierProductCode: z.string().nullable(),
  unit: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number(),
  price: z.number(),
  comments: z.string().nullable(),
  completed: z.number().int(),
  totalRevQty: z.number(),
  totalHandledQty: z.number(),
  packagingQty: z.number().nullable(),
  /** Why the buyer closed the line short (CompletePoDetail with less received than ordered), and when. */
  closedReason: z.string().nullable(),
  closedAt: ZTimestamp.nullable(),
});
export type TPoDetail = z.infer<typeof ZPoDetail>;

export const ZPoOption = z.object({
  poOptionId: z.number().int(),
  optionId: z.number().int(),
  optionName: z.string(),
  price: z.number(),
});
export type TPoOption = z.infer<typeof ZPoOption>;

export const ZPurchaseOrder = z.object({
  poId: z.number().int(),
  poNo: z.string(),
  poStatusId: z.number().int(),
  poStatusName: z.string(),
  suplierId: z.number().int(),
  suplier: z.object({
    suplierName: z.string(),
    address: z.string().nullable(),
    email: z.string().nullable(),
    currencyId: z.number().int(),
  }),
  /** The supplier's currency when the order was raised. */
  currencyId: z.number().int(),
  currencyName: z.string(),
  createdEmployeeId: z.number().int().nullable(),
  createdEmployee: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: ZTimestamp,
  approvedEmployeeId: z.number().int().nullable(),
  approvedAt: ZTimestamp.nullable(),
  deliveryDate: z.string(),
  dueDate: z.string().nullable(),
  telNo: z.string().nullable(),
  deliveryInstruction: z.string().nullable(),
  deliveryAddr: z.string().nullable(),
  notes: z.string().nullable(),
  price: z.number(),
  gst: z.number(),
  inclGstPrice: z.number(),
  paid: z.number().int(),
  invoiceNote: z.string().nullable(),
  paymentDate: z.string().nullable(),
  /** CancelPurchaseOrder's reason, when and by whom. */
  cancelReason: z.string().nullable(),
  cancelledAt: ZTimestamp.nullable(),
  cancelledBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  poDetail: z.array(ZPoDetail),
  poOption: z.array(ZPoOption),
  /** The supplier's qualifications expired or expiring within 7 days. */
  qualificationAlerts: z.array(ZQualificationAlert),
});
export type TPurchaseOrder = z.infer<typeof ZPurchaseOrder>;
export const ZPurchaseOrderList = z.array(ZPurchaseOrder);

/** Ours, GET PurchaseOrder/GetOutstandingTotal: what is still to pay (unpaid, approved or later), per currency. */
export const ZOutstandingTotal = z.object({
  currencyId: z.number().int(),
  currencyName: z.string(),
  count: z.number().int(),
  /** The orders' inclGstPrice (the price outside NZD), to cents. */
  total: z.number(),
});
export type TOutstandingTotal = z.infer<typeof ZOutstandingTotal>;
export const ZOutstandingTotals = z.array(ZOutstandingTotal);

/** The company's delivery address and telephone, prefilled on a new order (spec 02 §9). */
export const ZPurchaseOrderDefaults = z.object({ deliveryAddr: z.string(), telNo: z.string() });
export type TPurchaseOrderDefaults = z.infer<typeof ZPurchaseOrderDefaults>;

/** The PO PDF's file name. */
export const purchaseOrderFileName = (poNo: string): string => `${poNo}.pdf`;
