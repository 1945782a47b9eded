import { z } from 'zod';
import { listQueryOf, ZDateText, ZDecimalText, ZTimestamp } from './api.ts';
import { MAX_ID } from './catalogue.ts';
import { CUSTOMER_PAGES } from './customer.ts';
import { PUBLIC_QUOTE_URL } from './pages.ts';
import { PRODUCT_NOTE_MAX } from './product.ts';
import { DELIVERY_FEE_FLAGS, ROLE } from './reference-data.ts';

// Quotations: spec 01 §3 Quotation, §4 (draft states), §5 (validation), §6 (permissions), §8 and §9; spec 02 §3,
// §4, §5, §8, §9. The same schemas check the editor in the browser and the request on the server.

/**
 * Who reads quotations: the quotation screens, and Customer Management in its three views (the Quotes dialog). The
 * quotations README says who may do what.
 */
export const QUOTATION_READ_PAGES = [
  '/quotation-management',
  '/quote-only-draft',
  '/quote-base-draft',
  '/contractPrice',
  '/quotation—warnings',
  '/approve-delete',
  ...CUSTOMER_PAGES,
] as const;

/** Who writes quotations: the quotation screens, and Customer Management's Quotes dialog. */
export const QUOTATION_WRITE_PAGES = [
  '/quotation-management',
  '/quote-only-draft',
  '/quote-base-draft',
  '/contractPrice',
  '/customer-management-page',
  '/customer-only-sales',
] as const;

/** spec 01 §4: the draft flag. */
export const QUOTATION_DRAFT = { Approved: 0, Draft: 1, BulkDraft: 2 } as const;
export type TQuotationDraft = (typeof QUOTATION_DRAFT)[keyof typeof QUOTATION_DRAFT];

/** spec 01 §9: quotes are valid 30 days; the editor defaults the valid date to one month from now. */
export const QUOTE_VALID_DAYS = 30;
/** spec 01 §9: quotation form change debounce. */
export const QUOTATION_FORM_DEBOUNCE_MS = 300;
/** spec 01 §5: comments on a quotation allow at most 150 characters. */
export const QUOTATION_NOTES_MAX = PRODUCT_NOTE_MAX;
/** spec 01 §5: a margin is a number at least -100 (percent). */
export const QUOTATION_MARGIN_MIN = -100;
/** spec 02 §9: the price-change e-mail. */
export const PRICE_CHANGE_SUBJECT = 'Upcomming Price Change';
export const PRICE_CHANGE_RECEIVERS_MAX = 3000;
/** spec 02 §9: a missing carton quantity counts as a very large number (it never divides a price to a cost). */
export const MISSING_CARTON_QUANTITY = 99_999_999;

/** spec 02 §6: role 9 signs quote e-mails as General Manager, role 16 as Account Manager, everyone else as Sales. */
export function quoteSignature(roleId: number | null | undefined): string {
  if (roleId === ROLE.GeneralManager) return 'General Manager';
  if (roleId === ROLE.AccountManager) return 'Account Manager';
  return 'Sales';
}

export const QUOTATION_MESSAGES = {
  getError: 'Get Quotation error',
  alreadyConfirmed: 'Already confirmed.',
  agree: 'Please agree this quotation',
  select: 'Please select!',
  onlyCreator: 'Only the creator can make changes.',
  noValidPrice: 'No valid configured price.',
  saveFirst: 'Please save this quotation first before save to template.',
  alreadyApproved: 'Already approved.',
  confirmOverwrite: 'Do you still want to confirm, confirm will overwrite previous quotation?',
  belowMinimum: 'Are you sure about the quotation being below the minimum price?',
  cancelTemplate: 'Are you sure to cancel template',
  generateConfirm: 'Are you sure, this will generate draft quotations of this product for all customers?',
  createProductRequired: 'Product description and Pallet Stacking Type and Product Code is required!',
  sendEmailFail: 'Send email fail!',
  /** Quotes containing product lines cannot be accepted (spec 01 §4); the accept page says why. */
  productLinesNotAcceptable: 'This quotation lists customer products and cannot be accepted online.',
  onlyDraftsDeleted: 'Only draft quotations can be deleted.',
  noItems: 'Please add at least one item.',
  itemNeedsProduct: 'Each item needs a product or a base product.',
  /** spec 02 §8: closing an editor with unsaved changes asks first. */
  closeUnsaved: 'Are you sure you want to close? Any unsaved changes will be lost.',
} as const;

/** spec 01 §5: item n (1-based) has no carton quantity. */
export const noCartonQuantityMessage = (n: number): string =>
  `No.${n} Quotation doesn't have carton quantity, please configure firstly.`;
/** spec 02 §8: the base product has no price for the customer's group. */
export const configurePriceMessage = (baseProductName: string): string =>
  `Please configure price for "${baseProductName}" at Base Product Management Page firstly.`;

/** The public page's token: the quotation number and id joined by '_' (`/cus-qot?number_id=Q2611-7KX3M9PA_42`). */
export function quoteToken(quotation: { quotationNo: string; quotationId: number }): string {
  return `${quotation.quotationNo}_${quotation.quotationId}`;
}
/** The public page's address for a quotation, from the site root. */
export function publicQuotePath(quotation: { quotationNo: string; quotationId: number }): string {
  return `${PUBLIC_QUOTE_URL}?number_id=${encodeURIComponent(quoteToken(quotation))}`;
}
export function parseQuoteToken(token: string | null | undefined): { quotationNo: string; quotationId: number } | null {
  const match = /^([A-Z0-9-]{4,40})_(\d{1,10})$/.exec((token ?? '').trim());
  if (!match) return null;
  const quotationId = Number(match[2]);
  return quotationId > 0 && quotationId <= MAX_ID ? { quotationNo: match[1], quotationId } : null;
}

/** Margin percent of a price over the minimum price, 2 decimals; null without a minimum. */
export function quotationMargin(price: number, minPrice: number | null | undefined): number | null {
  if (!minPrice || minPrice <= 0) return null;
  return Math.round(((price - minPrice) / minPrice) * 10_000) / 100;
}
/** The price that gives a margin over the minimum price, 3 decimals. */
export function priceFromMargin(minPrice: number, margin: number): number {
  return Math.round(minPrice * (1 + margin / 100) * 1000) / 1000;
}

// ---- Wire schemas -------------------------------------------------------------------------------------------------

const id = (label: string) =>
  z
    .number(`${label} is required!`)
    .int(`${label} is not a valid number!`)
    .positive(`${label} is required!`)
    .max(MAX_ID, `${label} is too large`);
const flag = (label: string) => z.union([z.literal(0), z.literal(1)], `${label} must be 0 or 1`);
const apiDate = (label: string) =>
  z.string(`${label} is required!`).regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`);
const price = (label: string) =>
  z.number(`${label} is required!`).min(0, `${label} must be at least 0`).max(99_999_999, `${label} is too large`);
const shortText = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().max(max, `${label} must be at most ${max} characters`).nullish();

export const ZQuotationItemInput = z
  .object({
    quotationItemId: id('quotationItemId').optional(),
    productId: id('Product').nullish(),
    baseProductId: id('Base Product').nullish(),
    itemDesc: shortText('Description', 300),
    /** The minimum price per carton; only a min-price editor may change it from the configured price. */
    originPrice: price('Min Price').nullish(),
    /** Price per carton, 3 decimals (spec 01 §9). */
    price: price('Price'),
    margin: z
      .number('Margin is not a valid number!')
      .min(QUOTATION_MARGIN_MIN, `Margin must be at least ${QUOTATION_MARGIN_MIN}`)
      .max(1_000_000, 'Margin is too large')
      .nullish(),
    /** Quantity text. */
    notes: shortText('Quantity', QUOTATION_NOTES_MAX),
    /** MOQ text. */
    notes2: shortText('MOQ', QUOTATION_NOTES_MAX),
    cartonQuantity: z.number('Carton Quantity is not a valid number!').int().positive().max(MAX_ID).nullish(),
  })
  .refine((item) => Boolean(item.productId) !== Boolean(item.baseProductId), {
    message: QUOTATION_MESSAGES.itemNeedsProduct,
    path: ['productId'],
  });
export type TQuotationItemInput = z.infer<typeof ZQuotationItemInput>;

export const ZQuotationOptionInput = z.object({
  quotationOptionItemId: id('Option'),
  customizeOptionNotes: shortText('Notes', QUOTATION_NOTES_MAX),
});
export type TQuotationOptionInput = z.infer<typeof ZQuotationOptionInput>;

const quotationFields = {
  customerId: id('Customer'),
  /** The quote date (effDate1 in the editor). */
  effDate: apiDate('Quote Date'),
  /** The valid date. */
  expDate: apiDate('Valid Date'),
  contactId: id('Contact').nullish(),
  notes: shortText('Comments', QUOTATION_NOTES_MAX),
  /** 1 draft or 2 bulk draft; a quotation is approved only through the confirm calls. */
  draft: z.union([z.literal(1), z.literal(2)], 'Draft must be 1 or 2').default(1),
  /** 1 for a price contract (spec 02 §3 isFinal). */
  isFinal: flag('isFinal').default(0),
  deliveryFee: z
    .number('Delivery Fee is not a valid number!')
    .int()
    .refine((v) => DELIVERY_FEE_FLAGS.some((f) => f.flagId === v), 'Delivery Fee must be one of 0, 1, 2')
    .default(0),
  quotationItem: z.array(ZQuotationItemInput).min(1, QUOTATION_MESSAGES.noItems).max(500, 'Too many items'),
  quotationOption: z.array(ZQuotationOptionInput).max(100, 'Too many options').default([]),
};

/** POST Quotation/AddQuotation. The creator is the signed-in employee (employeeId in the body is ignored). */
export const ZAddQuotation = z
  .object({ ...quotationFields, employeeId: z.number().optional() })
  .refine((q) => q.expDate >= q.effDate, { message: 'Valid Date must not be before Quote Date', path: ['expDate'] });
export type TAddQuotation = z.infer<typeof ZAddQuotation>;

/** PUT Quotation/UpdateQuotation (staff), UpdateContractQuotation, UpdateQuotationDraftStatus/Force. */
export const ZUpdateQuotation = z
  .object({ ...quotationFields, quotationId: id('quotationId'), employeeId: z.number().optional() })
  .refine((q) => q.expDate >= q.effDate, { message: 'Valid Date must not be before Quote Date', path: ['expDate'] });
export type TUpdateQuotation = z.infer<typeof ZUpdateQuotation>;

/** PUT Quotation/UpdateQuotation from the public page: the token, the agreement and one chosen item per group. */
export const ZAcceptQuotation = z.object({
  quotationId: id('quotationId'),
  quotationNo: z.string('quotationNo is required!').trim().min(1, 'quotationNo is required!').max(40),
  custConfirmed: z.literal(1, QUOTATION_MESSAGES.agree),
  custConfimedAt: z.string().optional(),
  draft: z.literal(0).optional(),
  /** The items the customer chose, one per price group (base product). */
  quotationItem: z
    .array(z.object({ quotationItemId: id('quotationItemId') }))
    .min(1, QUOTATION_MESSAGES.select)
    .max(500),
});
export type TAcceptQuotation = z.infer<typeof ZAcceptQuotation>;

/** PUT Quotation/SaveToTemplate (the spec writes TemplateName with a capital T). */
export const ZSaveToTemplate = z.object({
  quotationId: id('quotationId'),
  isTemplate: flag('isTemplate'),
  TemplateName: shortText('Template Name', 100),
});
export type TSaveToTemplate = z.infer<typeof ZSaveToTemplate>;

/** PUT ApproveDrafts / DELETE DeleteDrafts: a list of quotation ids. */
export const ZQuotationIds = z.array(id('quotationId')).min(1, 'Please select at least one quotation.').max(1000);

/**
 * The Quotation Approve dialog: each base-product line becomes a real product (spec 02 §2, §5). A line either names an
 * existing product or asks for a new one (description, pallet stacking and product code required).
 */
export const ZApproveQuotation = z.object({
  quotationId: id('quotationId'),
  items: z
    .array(
      z.object({
        quotationItemId: id('quotationItemId'),
        productId: id('Product').nullish(),
        newProduct: z
          .object({
            productName: z.string().trim().max(100).nullish(),
            productCode: z.string().trim().max(100).nullish(),
            description: z.string().trim().max(300).nullish(),
            palletStackingId: z.number().int().positive().max(MAX_ID).nullish(),
          })
          .nullish(),
      }),
    )
    .min(1, QUOTATION_MESSAGES.select),
  /** true after the user confirmed overwriting the customer's earlier quotation (as UpdateQuotationForce). */
  force: z.boolean().default(false),
});
export type TApproveQuotation = z.infer<typeof ZApproveQuotation>;

/** What the quotation lists' column headers sort by (`quotationId`: newest first, the default). */
export const QUOTATION_SORT_FIELDS = [
  'quotationId',
  'quotationNo',
  'company',
  'employeeName',
  'effDate',
  'expDate',
  'createdAt',
] as const;
export type TQuotationSortField = (typeof QUOTATION_SORT_FIELDS)[number];

/**
 * GET Quotation/GetAllQuotation: the list contract (page, sort, search) and the lists' filters (draft state, contract,
 * template, customer). Without `page`, every quotation of the filter, newest first.
 */
export const ZQuotationListQuery = listQueryOf(QUOTATION_SORT_FIELDS).extend({
  draft: z.coerce.number().int().min(0).max(2).optional(),
  isFinal: z.coerce.number().int().min(0).max(1).optional(),
  isTemplate: z.coerce.number().int().min(0).max(1).optional(),
  customerId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  /** Several draft states at once, e.g. `1,2` (every draft: Approve Delete). */
  drafts: z
    .string()
    .regex(/^[012](,[012])*$/, 'drafts must be a comma-separated list of 0, 1, 2')
    .transform((text) => text.split(',').map(Number))
    .optional(),
});
export type TQuotationListQuery = z.infer<typeof ZQuotationListQuery>;
export const ZQuotationByCustomerQuery = z.object({
  id: z.coerce.number('id must be a number').int().positive().max(MAX_ID),
  draft: z.coerce.number().int().min(0).max(2).optional(),
});
export const ZDeleteContractQuery = z.object({
  id: z.coerce.number('id must be a number').int().positive().max(MAX_ID),
  deletedOperatorId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  deletedNotes: z.string().trim().min(1, 'Notes is required!').max(QUOTATION_NOTES_MAX),
});
export const ZDisableWarningQuery = z.object({
  id: z.coerce.number('id must be a number').int().positive().max(MAX_ID),
  employeeId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  diff: z.coerce.number('diff must be a number'),
});
export const ZQuoteByIdAndNoQuery = z.object({
  id: z.coerce.number(QUOTATION_MESSAGES.getError).int().positive().max(MAX_ID),
  quotationNo: z.string(QUOTATION_MESSAGES.getError).trim().min(1).max(40),
});
/** Common/UploadImage and Customer/AddAttachment from the public quote page carry its token as `?number_id=`. */
export const ZQuoteTokenQuery = z.object({ number_id: z.string().trim().max(60).optional() });

// ---- Replies (the response contract of each call) -----------------------------------------------------------------

const ZFlag = z.union([z.literal(0), z.literal(1)]);
const ZCount = z.number().int();

/** A live line of a quotation (its product's or base product's code, name and packaging beside it). */
export const ZQuotationItem = z.object({
  quotationItemId: z.number().int(),
  quotationId: z.number().int(),
  productId: z.number().int().nullable(),
  baseProductId: z.number().int().nullable(),
  /** The code and name printed: the product's, else the base product's. */
  productCode: z.string(),
  productName: z.string(),
  baseProductName: z.string().nullable(),
  itemDesc: z.string().nullable(),
  /** Raw material specification shown on the quote. */
  rawmaterialDesc: z.string().nullable(),
  sleevePkt: ZCount.nullable(),
  sleeveQty: ZCount.nullable(),
  originPrice: ZDecimalText.nullable(),
  price: ZDecimalText,
  beforeChangePrice: ZDecimalText.nullable(),
  /** Price per piece: price / cartonQuantity. */
  cartonPrice: ZDecimalText.nullable(),
  margin: ZDecimalText.nullable(),
  /** The price of this product in the customer's active approved quotation when this one was made. */
  currentPrice: ZDecimalText.nullable(),
  notes: z.string().nullable(),
  notes2: z.string().nullable(),
  isBelowMin: ZFlag,
  isLowerPrice: ZFlag,
  cartonQuantity: ZCount.nullable(),
  /** 1 when the customer chose this line on the public page. */
  custChosen: ZFlag,
});
export type TQuotationItem = z.infer<typeof ZQuotationItem>;

export const ZQuotationOption = z.object({
  quotationOptionId: z.number().int(),
  quotationOptionItemId: z.number().int(),
  /** The option item's name (QuotationOptionItem). */
  name: z.string(),
  customizeOptionNotes: z.string().nullable(),
});
export type TQuotationOption = z.infer<typeof ZQuotationOption>;

/** The header of a quotation, as a list row and a whole quotation both carry it. */
const ZQuotationHeader = z.object({
  quotationId: z.number().int(),
  quotationNo: z.string(),
  customerId: z.number().int(),
  customerCode: z.string().nullable(),
  /** The customer's trading name (printed on the PDF). */
  company: z.string(),
  group1Id: z.number().int().nullable(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  effDate: ZDateText,
  expDate: ZDateText,
  contactId: z.number().int().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  notes: z.string().nullable(),
  draft: z.union([
    z.literal(QUOTATION_DRAFT.Approved),
    z.literal(QUOTATION_DRAFT.Draft),
    z.literal(QUOTATION_DRAFT.BulkDraft),
  ]),
  isFinal: ZFlag,
  isTemplate: ZFlag,
  templateName: z.string().nullable(),
  custConfirmed: ZFlag,
  custConfimedAt: ZTimestamp.nullable(),
  deliveryFee: z.number().int(),
  createdAt: ZTimestamp,
});

/** A whole quotation: GetQuotationById and every write that answers with the quotation. */
export const ZQuotation = ZQuotationHeader.extend({
  quotationItem: z.array(ZQuotationItem),
  quotationOption: z.array(ZQuotationOption),
});
export type TQuotation = z.infer<typeof ZQuotation>;
/** GetQuotationByCustomerId, GetContractPriceByCustomerId: whole quotations. */
export const ZQuotationList = z.array(ZQuotation);

/** A list row: the quotation without its lines and options, with the number of its lines. */
export const ZQuotationRow = ZQuotationHeader.extend({ itemCount: ZCount });
export type TQuotationRow = z.infer<typeof ZQuotationRow>;
/** GetAllQuotation, GetTemplate, ApproveDrafts, GenerateQuotaByProductPrice. */
export const ZQuotationRowList = z.array(ZQuotationRow);

/** The name a quote is addressed to: its chosen contact, else the customer's salutation and contact person. */
export function quoteContactName(
  contactFirstName: string | null | undefined,
  customer: { salutation?: string | null; contactPerson?: string | null },
): string | null {
  const chosen = contactFirstName?.trim();
  if (chosen) return chosen;
  return (
    [customer.salutation, customer.contactPerson]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || null
  );
}

/** What the public page shows (spec 01 §3): no internal prices, margins or notes of the staff. */
export const ZPublicQuotation = z.object({
  quotationId: z.number().int(),
  quotationNo: z.string(),
  effDate: ZDateText,
  expDate: ZDateText,
  isFinal: ZFlag,
  custConfirmed: ZFlag,
  custConfimedAt: ZTimestamp.nullable(),
  notes: z.string().nullable(),
  customer: z.object({
    customerId: z.number().int(),
    customerCode: z.string().nullable(),
    company: z.string(),
    contactPerson: z.string().nullable(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  employee: z.object({ firstName: z.string(), lastName: z.string(), mobile: z.string().nullable() }),
  /** Who the quote is for: its chosen contact, else the customer's salutation and contact person. */
  contactName: z.string().nullable(),
  quotationItem: z.array(
    ZQuotationItem.pick({
      quotationItemId: true,
      productId: true,
      baseProductId: true,
      productCode: true,
      productName: true,
      itemDesc: true,
      rawmaterialDesc: true,
      sleevePkt: true,
      sleeveQty: true,
      cartonQuantity: true,
      price: true,
      notes: true,
      notes2: true,
      custChosen: true,
    }),
  ),
  quotationOption: z.array(ZQuotationOption.pick({ name: true, customizeOptionNotes: true })),
});
export type TPublicQuotation = z.infer<typeof ZPublicQuotation>;

/** PUT Quotation/UpdateQuotation: the staff change answers the quotation, the public page's accept the public quote. */
export const ZUpdateQuotationReply = z.union([ZQuotation, ZPublicQuotation]);

/** GET Quotation/GetBelow: an approved line priced below its minimum whose warning is not disabled. */
export const ZBelowMinimumItem = z.object({
  quotationItemId: z.number().int(),
  quotationId: z.number().int(),
  quotationNo: z.string(),
  customerId: z.number().int(),
  company: z.string(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  originPrice: ZDecimalText,
  price: ZDecimalText,
  margin: ZDecimalText.nullable(),
  /** originPrice - price, 3 decimals. */
  diff: ZDecimalText,
  effDate: ZDateText,
});
export type TBelowMinimumItem = z.infer<typeof ZBelowMinimumItem>;
export const ZBelowMinimumItemList = z.array(ZBelowMinimumItem);

/** GET QuotationItem/GetAllDeleted: archived contract lines (spec 01 §7 DeleteContract). */
export const ZDeletedQuotationItem = ZQuotationItem.extend({
  quotationNo: z.string(),
  customerId: z.number().int(),
  company: z.string(),
  deletedAt: ZTimestamp,
  deletedOperatorId: z.number().int().nullable(),
  deletedOperatorName: z.string().nullable(),
  deletedNotes: z.string().nullable(),
});
export type TDeletedQuotationItem = z.infer<typeof ZDeletedQuotationItem>;
export const ZDeletedQuotationItemList = z.array(ZDeletedQuotationItem);

/** DELETE QuotationItem/DeleteContract and Quotation/DisableWarning: the line archived or whose warning was dismissed. */
export const ZQuotationItemRef = z.object({ quotationItemId: z.number().int() });

/** DELETE Quotation/DeleteDrafts: the ids of the deleted drafts. */
export const ZQuotationIdList = z.array(z.number().int());

/** GET Quotation/GetQuoteProductPrice: the configured carton price of each base product per customer group. */
export const ZQuoteProductPrice = z.object({
  baseProductId: z.number().int(),
  baseProductName: z.string(),
  productCode: z.string(),
  rawmaterialDesc: z.string().nullable(),
  /** null: every group. */
  group1: z.number().int().nullable(),
  price: ZDecimalText,
  /** Pieces per carton: the price row's quantity, else the packaging type's. */
  cartonQuantity: ZCount.nullable(),
  /** MOQ text for the quote. */
  description: z.string().nullable(),
});
export type TQuoteProductPrice = z.infer<typeof ZQuoteProductPrice>;
export const ZQuoteProductPriceList = z.array(ZQuoteProductPrice);

/** GET Product/GetProductByCustomerIdWithQuota: a customer's product with its price in an active quotation. */
export const ZProductWithQuota = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  baseProductId: z.number().int().nullable(),
  quotationId: z.number().int(),
  quotationNo: z.string(),
  quotationItemId: z.number().int(),
  price: ZDecimalText,
  cartonQuantity: ZCount.nullable(),
  expDate: ZDateText,
  isFinal: ZFlag,
});
export type TProductWithQuota = z.infer<typeof ZProductWithQuota>;
export const ZProductWithQuotaList = z.array(ZProductWithQuota);

// ---- Editor rules (the quotation dialog and the Quotation Approve dialog) ------------------------------------------

/** The base product's configured price for the customer's group, else its all-groups price (group1 null). */
export function findQuoteProductPrice(
  prices: readonly TQuoteProductPrice[],
  baseProductId: number,
  group1: number | null | undefined,
): TQuoteProductPrice | null {
  const own = prices.filter((row) => row.baseProductId === baseProductId);
  return (
    (group1 ? own.find((row) => row.group1 === group1) : undefined) ?? own.find((row) => row.group1 === null) ?? null
  );
}

export interface TQuotationLineCheck {
  /** The line's base product (its own, or its product's); null for a product without one. */
  baseProductName: string | null;
  /** The configured price for the customer's group; null when there is none. */
  configuredPrice: string | number | null;
  cartonQuantity: number | null | undefined;
}

/** spec 01 §5, spec 02 §8: the first reason the lines cannot be saved, or null. */
export function quotationLinesProblem(lines: readonly TQuotationLineCheck[]): string | null {
  for (const [index, line] of lines.entries()) {
    if (line.baseProductName !== null) {
      if (line.configuredPrice === null) return configurePriceMessage(line.baseProductName);
      if (!(Number(line.configuredPrice) > 0)) return QUOTATION_MESSAGES.noValidPrice;
    }
    if (!line.cartonQuantity) return noCartonQuantityMessage(index + 1);
  }
  return null;
}

/** spec 01 §5: a negative margin (a price under the minimum) asks before saving. */
export function isBelowMinimum(price: number | null | undefined, minPrice: number | null | undefined): boolean {
  return (quotationMargin(price ?? 0, minPrice) ?? 0) < 0;
}

/** The lines of one base product: several are price options the customer chooses between (spec 02 §2). */
export interface TBaseProductGroup {
  baseProductId: number;
  baseProductName: string;
  lines: TQuotationItem[];
}

/** The Quotation Approve dialog's groups, in the order their first line appears. */
export function groupBaseProductLines(items: readonly TQuotationItem[]): TBaseProductGroup[] {
  const groups = new Map<number, TBaseProductGroup>();
  for (const item of items) {
    if (item.productId || !item.baseProductId) continue;
    const group = groups.get(item.baseProductId) ?? {
      baseProductId: item.baseProductId,
      baseProductName: item.baseProductName ?? item.productName,
      lines: [],
    };
    group.lines.push(item);
    groups.set(item.baseProductId, group);
  }
  return [...groups.values()];
}

/** The line preselected in a group: the only one, else the one the customer chose; null asks 'Please select!'. */
export function preselectedLine(group: TBaseProductGroup): number | null {
  if (group.lines.length === 1) return group.lines[0]?.quotationItemId ?? null;
  return group.lines.find((line) => line.custChosen === 1)?.quotationItemId ?? null;
}

/** A new product made in the Quotation Approve dialog needs a description, a pallet stacking and a code. */
export function newProductProblem(product: {
  productCode?: string | null;
  description?: string | null;
  palletStackingId?: number | null;
}): string | null {
  const filled = (text: string | null | undefined) => Boolean(text?.trim());
  return filled(product.productCode) && filled(product.description) && product.palletStackingId
    ? null
    : QUOTATION_MESSAGES.createProductRequired;
}
