import { z } from 'zod';
import { listQueryOf, ZDateText, ZPickerQuery } from './api.ts';
import { MAX_ID, queryIdSchema, requiredOr } from './catalogue.ts';
import { shiftDate, todayInAuckland } from './dates.ts';
import { REQUIRED_MESSAGE } from './validate-messages.ts';

// Suppliers (spec 02 §2 "Purchasing and suppliers", §3 Supplier / Supplier qualification / Supplier raw material, §8,
// §9; issue 16 "Suppliers"). The wire keeps the spec's spelling `suplier`. A raw-material supplier (type 0) has a
// price list of raw materials; a qualified supplier (type 1) has qualifications with an expiry date: one that expires
// within 7 days is flagged, an expired one blocks approving a new purchase order from that supplier.

/** spec 02 §9: currency ids; only NZD carries GST. */
export const CURRENCY = { NZD: 1, RMB: 2, USD: 3 } as const;
export const CURRENCY_NAMES: Readonly<Record<number, string>> = { 1: 'NZD', 2: 'RMB', 3: 'USD' };
export const CURRENCY_OPTIONS = [
  { value: CURRENCY.NZD, label: 'NZD' },
  { value: CURRENCY.RMB, label: 'RMB' },
  { value: CURRENCY.USD, label: 'USD' },
] as const;
/** The currency's label; spec 02 §9: any other id is shown as USD. */
export const currencyName = (currencyId: number | null | undefined): string =>
  CURRENCY_NAMES[currencyId ?? CURRENCY.USD] ?? 'USD';

/** suplierType (spec 02 §3): 1 is a supplier with qualifications, 0 one with a raw material price list. */
export const SUPPLIER_TYPE = { RawMaterial: 0, Qualified: 1 } as const;
export const SUPPLIER_TYPE_OPTIONS = [
  { value: SUPPLIER_TYPE.RawMaterial, label: 'Raw material supplier' },
  { value: SUPPLIER_TYPE.Qualified, label: 'Qualified supplier' },
] as const;

/** spec 02 §9: a qualification expiring within 7 days is flagged. */
export const QUALIFICATION_ALERT_DAYS = 7;
/** spec 02 §9: payment terms ≤ 2000 characters. */
export const PAYMENT_TERM_MAX = 2000;
/** A supplier's name fits one line of the lists and the PO PDF (issue 31 §22). */
export const SUPPLIER_NAME_MAX = 100;
const TEXT_MAX = 200;
const NOTE_MAX = 300;

export const SUPPLIER_MESSAGES = {
  nameRequired: REQUIRED_MESSAGE('Supplier Name'),
  nameTooLong: `Supplier Name must be at most ${SUPPLIER_NAME_MAX} characters`,
  supplierRawMaterialExists: 'This raw material is already on the supplier’s price list.',
  supplierRawMaterialMissing: 'This raw material is not on the supplier’s price list.',
  inUse: 'This supplier has purchase orders, so it cannot be deleted. Make it inactive instead.',
} as const;

/** The message that blocks approving: names the expired qualification (issue 16). */
export function qualificationExpiredMessage(qualificationName: string, expDate: string): string {
  return `The supplier's qualification '${qualificationName}' expired on ${expDate.split('-').reverse().join('/')}, so this order cannot be approved.`;
}

/** Who manages suppliers, their price lists and qualifications. */
export const SUPPLIER_WRITE_PAGES = ['/supplier-management'] as const;
/**
 * Who reads them: the supplier screen, the purchase order screens, the stock alarm (their pickers and flags) and the
 * receiving inspection report (its supplier filter).
 */
export const SUPPLIER_READ_PAGES = [
  ...SUPPLIER_WRITE_PAGES,
  '/purchase-order',
  '/purchase-order-approve',
  '/payable',
  '/raw-material-stock-monitor',
  '/inspection-report',
] as const;

// ---- Rules ----------------------------------------------------------------------------------------------------------

export type TQualificationState = 'expired' | 'expiring' | 'valid';

/** Expired before today, expiring from today to 7 days on, else valid (Auckland calendar days). */
export function qualificationState(expDate: string | null, today: string = todayInAuckland()): TQualificationState {
  if (!expDate) return 'valid';
  if (expDate < today) return 'expired';
  return expDate <= shiftDate(today, QUALIFICATION_ALERT_DAYS, 'day') ? 'expiring' : 'valid';
}

// ---- Requests -------------------------------------------------------------------------------------------------------

const requiredText = (label: string, max = TEXT_MAX) =>
  z
    .string(requiredOr(label, `${label} must be text`))
    .trim()
    .min(1, REQUIRED_MESSAGE(label))
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max = TEXT_MAX) =>
  z.string(`${label} must be text`).trim().max(max, `${label} must be at most ${max} characters`).nullish();
const rowId = (label: string) =>
  z
    .number(requiredOr(label, `${label} is not a valid number!`))
    .int()
    .positive()
    .max(MAX_ID);
/** Money and quantities keep 3 decimals (spec 02 §9). */
export const hasAtMostThreeDecimals = (value: number): boolean =>
  Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;
export const purchaseAmount = (label: string) =>
  z
    .number(requiredOr(label, `${label} is not a valid number!`))
    .min(0, `${label} must be 0 or more`)
    .max(1_000_000_000, `${label} is too large`)
    .refine(hasAtMostThreeDecimals, `${label} may have at most 3 decimals`);

const supplierFields = {
  suplierName: requiredText('Supplier Name', SUPPLIER_NAME_MAX),
  address: optionalText('Address', NOTE_MAX),
  primaryPerson: optionalText('Primary Person'),
  phone: optionalText('Phone', 50),
  office: optionalText('Office', 50),
  email: z
    .email({ error: 'Email is not a valid email!' })
    .max(TEXT_MAX)
    .nullish()
    .or(z.literal('').transform(() => null)),
  gstNumber: optionalText('GST Number', 50),
  taxRate: z.number('Tax Rate is not a valid number!').min(0, 'Tax Rate must be 0 or more').max(100).nullish(),
  currencyId: z
    .number(requiredOr('Currency', 'Currency is not a valid number!'))
    .refine((v) => v in CURRENCY_NAMES, 'Currency must be one of 1 NZD, 2 RMB, 3 USD'),
  suplierType: z
    .number('Supplier Type is not a valid number!')
    .refine((v) => v === 0 || v === 1, 'Supplier Type must be 0 or 1')
    .default(SUPPLIER_TYPE.RawMaterial),
  note: optionalText('Note', NOTE_MAX),
  paymentTerm: optionalText('Payment Terms', PAYMENT_TERM_MAX),
  active: z
    .number('Active is not a valid number!')
    .refine((v) => v === 0 || v === 1, 'Active must be 0 or 1')
    .default(1),
};

/** POST Supplier/AddSupplier (a suplierId in the body is ignored). */
export const ZAddSupplier = z.object(supplierFields);
export type TAddSupplier = z.infer<typeof ZAddSupplier>;
export type TAddSupplierInput = z.input<typeof ZAddSupplier>;
/** PUT Supplier/UpdateSupplier. */
export const ZUpdateSupplier = z.object({ suplierId: rowId('suplierId'), ...supplierFields });
export type TUpdateSupplier = z.infer<typeof ZUpdateSupplier>;

export const SUPPLIER_SORT_FIELDS = ['suplierName', 'currencyId', 'suplierType', 'active'] as const;
export type TSupplierSortField = (typeof SUPPLIER_SORT_FIELDS)[number];
/** GET Supplier/GetAllSupplier: the list contract (whole list without `page`), with `active` (ours). */
export const ZSupplierListQuery = listQueryOf(SUPPLIER_SORT_FIELDS).extend({
  active: z.enum(['0', '1']).transform(Number).optional(),
});
export type TSupplierListQuery = z.infer<typeof ZSupplierListQuery>;
/** GET Supplier/GetSupplierPicker (ours): the active suppliers a purchase order may name. */
export const ZSupplierPickerQuery = ZPickerQuery;

const qualificationFields = {
  qualificationName: requiredText('Qualification Name'),
  /** The uploaded file's address (upload service). */
  qualificationUrls: optionalText('File', 1000),
  expDate: ZDateText.nullish(),
  suplierId: rowId('Supplier'),
};
/** POST SupplierQualification/AddSupplierQualification. */
export const ZAddQualification = z.object(qualificationFields);
export type TAddQualification = z.infer<typeof ZAddQualification>;
/** PUT SupplierQualification/UpdateSupplierQualification. */
export const ZUpdateQualification = z.object({ qualificationId: rowId('qualificationId'), ...qualificationFields });
export type TUpdateQualification = z.infer<typeof ZUpdateQualification>;
/** GET SupplierQualification/GetAllSupplierQualification (`suplierId` is ours: one supplier's list). */
export const ZQualificationListQuery = z.object({ suplierId: queryIdSchema('suplierId').optional() });

const supplierRawMaterialFields = {
  suplierId: rowId('Supplier'),
  rawMaterialId: rowId('Raw Material'),
  suplierProductCode: optionalText('Supplier Product Code', 100),
  description: optionalText('Description', NOTE_MAX),
  unitPrice: purchaseAmount('Unit Price'),
  priceBreak: purchaseAmount('Price Break').nullish(),
  unit: optionalText('Unit', 50),
};
/** POST SupplierRawMaterial/AddSupplierRawMaterial. */
export const ZAddSupplierRawMaterial = z.object(supplierRawMaterialFields);
export type TAddSupplierRawMaterial = z.infer<typeof ZAddSupplierRawMaterial>;
/** PUT SupplierRawMaterial/UpdateSupplierRawMaterial. */
export const ZUpdateSupplierRawMaterial = z.object({
  suplierRawMaterialId: rowId('suplierRawMaterialId'),
  ...supplierRawMaterialFields,
});
export type TUpdateSupplierRawMaterial = z.infer<typeof ZUpdateSupplierRawMaterial>;
/** DELETE SupplierRawMaterial/DeleteSupplierRawMaterial {suplierId, rawMaterialId}. */
export const ZDeleteSupplierRawMaterial = z.object({
  suplierId: rowId('Supplier'),
  rawMaterialId: rowId('Raw Material'),
});
export type TDeleteSupplierRawMaterial = z.infer<typeof ZDeleteSupplierRawMaterial>;
export const ZSupplierIdQuery = z.object({ supplierId: queryIdSchema('supplierId') });

// ---- Replies --------------------------------------------------------------------------------------------------------

export const ZQualification = z.object({
  qualificationId: z.number().int(),
  qualificationName: z.string(),
  qualificationUrls: z.string().nullable(),
  expDate: z.string().nullable(),
  suplierId: z.number().int(),
});
export type TQualification = z.infer<typeof ZQualification>;
export const ZQualificationList = z.array(ZQualification);

/** A qualification that is expired or expires within 7 days, as the lists flag it. */
export const ZQualificationAlert = z.object({
  qualificationId: z.number().int(),
  qualificationName: z.string(),
  expDate: z.string(),
  expired: z.boolean(),
});
export type TQualificationAlert = z.infer<typeof ZQualificationAlert>;

export const ZSupplier = z.object({
  suplierId: z.number().int(),
  suplierName: z.string(),
  address: z.string().nullable(),
  primaryPerson: z.string().nullable(),
  phone: z.string().nullable(),
  office: z.string().nullable(),
  email: z.string().nullable(),
  gstNumber: z.string().nullable(),
  taxRate: z.number().nullable(),
  currencyId: z.number().int(),
  currencyName: z.string(),
  suplierType: z.number().int(),
  note: z.string().nullable(),
  paymentTerm: z.string().nullable(),
  active: z.number().int(),
  /** Qualifications expired or expiring within 7 days (type 1 suppliers). */
  qualificationAlerts: z.array(ZQualificationAlert),
});
export type TSupplier = z.infer<typeof ZSupplier>;
export const ZSupplierList = z.array(ZSupplier);

/** A picker row: id, name, currency. */
export const ZSupplierOption = z.object({
  suplierId: z.number().int(),
  suplierName: z.string(),
  currencyId: z.number().int(),
  email: z.string().nullable(),
  qualificationAlerts: z.array(ZQualificationAlert),
});
export type TSupplierOption = z.infer<typeof ZSupplierOption>;
export const ZSupplierOptionList = z.array(ZSupplierOption);

export const ZSupplierRawMaterial = z.object({
  suplierRawMaterialId: z.number().int(),
  suplierId: z.number().int(),
  suplierName: z.string(),
  rawMaterialId: z.number().int(),
  rawMaterialCode: z.string(),
  rawMaterialName: z.string(),
  suplierProductCode: z.string().nullable(),
  description: z.string().nullable(),
  unitPrice: z.number(),
  priceBreak: z.number().nullable(),
  unit: z.string().nullable(),
});
export type TSupplierRawMaterial = z.infer<typeof ZSupplierRawMaterial>;
export const ZSupplierRawMaterialList = z.array(ZSupplierRawMaterial);
