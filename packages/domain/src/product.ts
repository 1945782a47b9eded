import { z } from 'zod';
import { listQueryOf, ZDecimalText, ZPickerQuery, ZTimestamp } from './api.ts';
import { archivedFields } from './archive.ts';
import { ZProductPrice } from './base-product.ts';
import {
  catalogueRowSchema,
  MAX_ID,
  requiredOr,
  type TCatalogueDefinition,
  type TCatalogueRow,
  type TCatalogueRowInput,
} from './catalogue.ts';
import { CUSTOMER_READ_PAGES } from './customer.ts';

// spec 02 §3 Product and Outsourced product form, §5 Products, §8 names; spec 01 §8 'Inactive product'.

/** The catalogue screens that list every product: Products, Product barcodes and the sales product lists. */
export const PRODUCT_PAGES = [
  '/product',
  '/product-barcode-management',
  '/sales-products-list',
  '/sales-product-infos',
] as const;
/**
 * Who picks a product by name (Product/GetAllProductName): the catalogue screens, the warehouse's product searches,
 * Work Orders (the New Work Order's product) and Inventory Monitoring (its Add Product).
 */
export const PRODUCT_PICKER_PAGES = [
  ...PRODUCT_PAGES,
  '/warehouse-management',
  '/box-info',
  '/work-order',
  '/monitor-product',
  // The New Sales Report's Export By product.
  '/newSalesReport/0',
  '/newSalesReport/1',
] as const;
/**
 * Who reads products one at a time, of a customer or of a base product: the catalogue screens above, and the screens
 * that work on a customer's quotations and orders (CUSTOMER_READ_PAGES), whose editors pick the customer's products.
 */
export const PRODUCT_READ_PAGES = [...PRODUCT_PAGES, ...CUSTOMER_READ_PAGES] as const;

/** spec 01 §8: what an inactive product (active = 0) is called wherever it is shown. */
export const INACTIVE_PRODUCT_NAME = 'Inactive product';
/** spec 02 §8: what a deleted product is called where another record still points at it. */
export const DELETED_PRODUCT_NAME = 'Deleted Product';
/** spec 02 §5 and §9: notes on quotes and products are at most 150 characters. */
export const PRODUCT_NOTE_MAX = 150;
/** spec 02 §5 and §9: the margin of error when none (or no number) is given. */
export const DEFAULT_MARGIN_OF_ERROR = 100;

export const PLAIN_ONLY_ON_ADD_MESSAGE = 'Plain can only be set when the product is added.';
export const OUTSOURCED_NOT_EDITABLE_MESSAGE =
  'This is an outsourced product: edit or delete it on the Outsource Product page.';
export const NOT_OUTSOURCED_MESSAGE = 'This product is not an outsourced product.';

export const LOGO_TYPES = [
  { value: 0, label: 'Normal' },
  { value: 1, label: 'With Customer Logo' },
  { value: 2, label: 'Without brand logo' },
  { value: 3, label: 'Without made in NZ' },
  { value: 4, label: 'Without made in NZ (print QR)' },
] as const;

export const IN_STOCK_OPTIONS = [
  { value: 1, label: 'In stock' },
  { value: 0, label: 'Not in stock' },
  { value: -1, label: 'Out of stock' },
] as const;

export const ACTIVE_OPTIONS = [
  { value: 1, label: 'Active' },
  { value: 0, label: 'Inactive' },
] as const;

/** The name a product shows: 'Deleted Product' once archived, 'Inactive product' while inactive. */
export function productDisplayName(product: {
  productName: string;
  active: number;
  deletedAt?: string | Date | null;
}): string {
  if (product.deletedAt) return DELETED_PRODUCT_NAME;
  if (product.active === 0) return INACTIVE_PRODUCT_NAME;
  return product.productName;
}

const required = (label: string) => `${label} is required!`;
const text = (label: string, max = 100) =>
  z
    .string(requiredOr(label, `${label} must be text`))
    .trim()
    .min(1, required(label))
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max = 300) =>
  z.string(`${label} must be text`).trim().max(max, `${label} must be at most ${max} characters`).nullish();
const ref = (label: string) =>
  z
    .number(requiredOr(label, `${label} is not a valid number!`))
    .int(`${label} is not a valid number!`)
    .positive()
    .max(MAX_ID, `${label} is too large`);
const count = (label: string) =>
  z
    .number(requiredOr(label, `${label} is not a valid number!`))
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be greater than 0`)
    .max(MAX_ID, `${label} is too large`);
const quantity = (label: string) =>
  z
    .number(requiredOr(label, `${label} is not a valid number!`))
    .min(0, `${label} must be greater than 0`)
    .max(99_999_999_999, `${label} is too large`);
const oneOf = (label: string, values: readonly number[]) =>
  z
    .number(requiredOr(label, `${label} is not a valid number!`))
    .refine((v) => values.includes(v), `${label} must be one of ${values.join(', ')}`);

/** spec 02 §5: a margin of error that is not a number becomes 100. */
export const ZMarginOfError = z.preprocess(
  (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? number : DEFAULT_MARGIN_OF_ERROR;
  },
  z.number().min(-99_999, 'Margin Of Error is too small').max(99_999, 'Margin Of Error is too large'),
);

/** A money amount (3 decimals, spec 01 §5 unit prices) as number or decimal text; kept as text. */
const ZMoney = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, 'Min Price is not a valid number!'),
  ])
  .transform((value) => String(value))
  .nullish();

/** The `images` string of JSON items joined by '---' (spec 02 §3); the server normalises it. */
const ZImages = z.string('Images must be text').max(20_000, 'Too many images').nullish();

const productFields = {
  productName: text('Product Name'),
  productCode: text('Product Code'),
  customerId: ref('Customer').nullish(),
  baseProductId: ref('Base Product').nullish(),
  palletStackingId: ref('Pallet Stacking').nullish(),
  description: optionalText('Description'),
  rawmaterialDesc: optionalText('Specification'),
  plateTypeId: ref('Pallet Type').nullish(),
  inStock: oneOf(
    'In Stock',
    IN_STOCK_OPTIONS.map((o) => o.value),
  ).optional(),
  minOrderQuantity: count('MOQ').nullish(),
  productMsl: count('MSL').nullish(),
  semiMsl: count('Semi MSL').nullish(),
  images: ZImages,
  logoType: oneOf(
    'Logo Type',
    LOGO_TYPES.map((o) => o.value),
  ).optional(),
  logoUrl: optionalText('Logo Url', 2000),
  showImgUrl: optionalText('Show Image Url', 2000),
  minPrice: ZMoney,
  employeeId: ref('Employee').nullish(),
  active: oneOf(
    'Active',
    ACTIVE_OPTIONS.map((o) => o.value),
  ).optional(),
};

export const ZAddProduct = z.object({
  ...productFields,
  marginOfError: ZMarginOfError,
  /** 1 for a plain product; settable only here (spec 02 §3). */
  plain: oneOf('Plain', [0, 1]).default(0),
});
export type TAddProduct = z.infer<typeof ZAddProduct>;

export const ZUpdateProduct = z.object({
  ...productFields,
  productId: ref('productId'),
  // Absent leaves it as it is; present but not a number becomes 100.
  marginOfError: ZMarginOfError.optional(),
  /** Refused when it differs from the stored value: plain is fixed once the product exists. */
  plain: oneOf('Plain', [0, 1]).optional(),
});
export type TUpdateProduct = z.infer<typeof ZUpdateProduct>;

/** `GetProductById?id[&group1Id]`. */
export const ZProductByIdQuery = z.object({
  id: z.coerce.number('id must be a number').int().positive().max(MAX_ID),
  group1Id: z.coerce.number('group1Id must be a number').int().positive().max(MAX_ID).optional(),
});

/**
 * The columns the Products and Sales Products List tables sort by: the product's own, and the customer's code, the
 * base product's, the pallet stacking's and the packaging's name beside it; productId is the order of the whole list.
 */
export const PRODUCT_SORT_FIELDS = [
  'productId',
  'productName',
  'productCode',
  'customer',
  'baseProduct',
  'palletStacking',
  'packaging',
  'minOrderQuantity',
  'productMsl',
  'inStock',
  'marginOfError',
  'logoType',
  'manufactured',
] as const;
export type TProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/**
 * GET Product/GetAllProduct: the list contract (page, sort, search) and `withOutStock=true` (no stock figure).
 * Without page, sort or search: every live product by id, as the spec's client reads it.
 */
export const ZProductListQuery = listQueryOf(PRODUCT_SORT_FIELDS).extend({
  withOutStock: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type TProductListQuery = z.infer<typeof ZProductListQuery>;

/** GET Product/GetAllProductName: the whole list, or the picker's `?search&limit&selectedId`. */
export const ZProductNameQuery = ZPickerQuery;

// spec 02 §5: the outsourced product form's required fields; the two notes at most 150 characters.
const note = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(PRODUCT_NOTE_MAX, `${label} must be at most ${PRODUCT_NOTE_MAX} characters`)
    .nullish();

const outsourceFields = {
  productName: text('Product Name'),
  productCode: text('Product Code'),
  productTypeId: ref('Product Type'),
  packagingTypeId: ref('Packaging Type'),
  palletStackingId: ref('Pallet Stacking'),
  minOrderQuantity: count('MOQ'),
  alermLimit: quantity('Alarm Limit'),
  description: note('Description'),
  noteOnQuote: note('Note On Quote'),
  employeeId: ref('Employee').nullish(),
  images: ZImages,
};

export const ZAddOutsourceProduct = z.object(outsourceFields);
export type TAddOutsourceProduct = z.infer<typeof ZAddOutsourceProduct>;

/** spec 02 §7 writes the update's alarm limit as `AlermLimit`; both spellings are accepted. */
export const ZUpdateOutsourceProduct = z.preprocess(
  (body) => {
    if (typeof body !== 'object' || body === null) return body;
    const { AlermLimit, ...rest } = body as Record<string, unknown>;
    return AlermLimit !== undefined && rest.alermLimit === undefined ? { ...rest, alermLimit: AlermLimit } : rest;
  },
  z.object({ ...outsourceFields, productId: ref('productId') }),
);
export type TUpdateOutsourceProduct = z.infer<typeof ZUpdateOutsourceProduct>;

/** Product barcode management (spec 02 §2): generic catalogue calls on ProductBarcode. */
export const PRODUCT_BARCODE_CATALOGUE = {
  controller: 'ProductBarcode',
  name: 'ProductBarcode',
  idKey: 'productBarcodeId',
  labelKey: 'barCode',
  pageUrl: '/product-barcode-management',
  title: 'Product barcode',
  fields: {
    productId: { kind: 'reference', label: 'Product', required: true, catalogue: 'product' },
    barCode: { kind: 'text', label: 'Barcode', required: true, max: 100 },
    description: { kind: 'text', label: 'Description', max: 300 },
  },
} as const satisfies TCatalogueDefinition;

/**
 * GET ProductBarcode/GetAllProductBarcode: a barcode row with its product's code and name, so Product barcode
 * management labels its rows without reading every product's name.
 */
export const ZProductBarcodeListRow = z.object({
  ...catalogueRowSchema(PRODUCT_BARCODE_CATALOGUE).shape,
  productCode: z.string(),
  productName: z.string(),
}) as unknown as z.ZodType<
  TCatalogueRow<typeof PRODUCT_BARCODE_CATALOGUE> & { productCode: string; productName: string },
  TCatalogueRowInput<typeof PRODUCT_BARCODE_CATALOGUE> & { productCode: string; productName: string }
>;
export type TProductBarcodeListRow = z.infer<typeof ZProductBarcodeListRow>;
export const ZProductBarcodeList = z.array(ZProductBarcodeListRow);

// ---- Replies (the response contract of each call) -----------------------------------------------------------------

const ZPackagingTypeOfProduct = z.object({
  packagingTypeId: z.number().int(),
  packagingTypeName: z.string(),
  quantity: z.number().int(),
  sleeveQty: z.number().int().nullable(),
  sleevePkt: z.number().int().nullable(),
});

/** A product row as the lists, GetProductById and every product write return it. */
export const ZProduct = z.object({
  productId: z.number().int(),
  productName: z.string(),
  /** 'Inactive product' / 'Deleted Product' where those apply, else the product name. */
  displayName: z.string(),
  productCode: z.string(),
  customerId: z.number().int().nullable(),
  baseProductId: z.number().int().nullable(),
  palletStackingId: z.number().int().nullable(),
  description: z.string().nullable(),
  rawmaterialDesc: z.string().nullable(),
  plateTypeId: z.number().int().nullable(),
  inStock: z.number().int(),
  marginOfError: z.number(),
  minOrderQuantity: z.number().int().nullable(),
  productMsl: z.number().int().nullable(),
  semiMsl: z.number().int().nullable(),
  images: z.string().nullable(),
  logoType: z.number().int(),
  logoUrl: z.string().nullable(),
  showImgUrl: z.string().nullable(),
  plain: z.number().int(),
  minPrice: ZDecimalText.nullable(),
  employeeId: z.number().int().nullable(),
  manufactured: z.number().int(),
  productTypeId: z.number().int().nullable(),
  packagingTypeId: z.number().int().nullable(),
  alermLimit: z.number().nullable(),
  noteOnQuote: z.string().nullable(),
  active: z.number().int(),
  createdAt: ZTimestamp,
  ...archivedFields,
  customer: z
    .object({ customerId: z.number().int(), company: z.string(), customerCode: z.string().nullable() })
    .nullable(),
  baseProduct: z
    .object({
      baseProductId: z.number().int(),
      baseProductName: z.string(),
      productCode: z.string(),
      visible: z.number().int(),
    })
    .nullable(),
  palletStacking: z.object({ palletStackingId: z.number().int(), palletStackingName: z.string() }).nullable(),
  productType: z.object({ productTypeId: z.number().int(), productTypeName: z.string() }).nullable(),
  /** The product's own packaging (outsourced products), else its base product's. */
  packagingType: ZPackagingTypeOfProduct.nullable(),
  /** Stock is not tracked yet (warehouse issue): null until it is; absent with `withOutStock=true`. */
  productInStock: z.number().nullable().optional(),
});
export type TProduct = z.infer<typeof ZProduct>;
export const ZProductList = z.array(ZProduct);

/** GetProductById with `group1Id`: the base product's price for that group, else the all-groups price. */
export const ZProductDetail = ZProduct.extend({ productPrice: ZProductPrice.nullable() });
export type TProductDetail = z.infer<typeof ZProductDetail>;

/** GetAllProductName: the picker list, the name as spec 01 §8 shows it. */
export const ZProductName = z.object({ productId: z.number().int(), productName: z.string(), productCode: z.string() });
export type TProductName = z.infer<typeof ZProductName>;
export const ZProductNameList = z.array(ZProductName);

/** ProductForShowing/GetAllShowingProducts: a base product customers may see. */
export const ZShowingProduct = z.object({
  baseProductId: z.number().int(),
  baseProductName: z.string(),
  productCode: z.string(),
  description: z.string().nullable(),
  imgUrl: z.string().nullable(),
  sampleImage: z.string().nullable(),
  productTypeName: z.string(),
  packagingType: ZPackagingTypeOfProduct,
});
export type TShowingProduct = z.infer<typeof ZShowingProduct>;
export const ZShowingProductList = z.array(ZShowingProduct);
