import { z } from 'zod';
import { listQueryOf, ZDecimalText, ZPickerQuery, ZTimestamp } from './api.ts';
import { archivedFields } from './archive.ts';
import { MAX_ID } from './catalogue.ts';
import { CUSTOMER_READ_PAGES } from './customer.ts';

// The catalogue of spec 02 §3 and its rules of §5: raw materials, base products, their prices per customer group
// and the machine that does each production action.

const required = (label: string) => `${label} is required!`;
const requiredText = (label: string, max = 100) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max = 300) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish();
const reference = (label: string) =>
  z
    .number({ error: (issue) => (issue.input == null ? required(label) : `${label} is not a valid number!`) })
    .int()
    .positive()
    .max(MAX_ID);
const flag = (label: string) => z.union([z.literal(0), z.literal(1)], { error: `${label} must be 0 or 1` });
const rowId = (key: string) =>
  z
    .number({ error: required(key) })
    .int()
    .positive()
    .max(MAX_ID);

export const IN_HOUSE_RAW_MATERIAL_LOCKED =
  'The code, name and alarm limit of a raw material manufactured in-house cannot be changed.';
export const OUTSOURCED_NOT_EDITABLE = 'Outsourced products are edited on the Outsource Product page.';
export const OUTSOURCED_NOT_DELETABLE = 'Outsourced products are deleted on the Outsource Product page.';
export const PRICE_FOR_ALL_GROUPS_REQUIRED = 'Please set the price for all customer group!';
export const DUPLICATE_GROUP_PRICE = 'This customer group already has a price for this base product.';
/** Prices are kept on the Base Product screen and the Outsource Product screen's price dialog (spec 02 §2). */
export const PRODUCT_PRICE_WRITE_PAGES = ['/base-product', '/outsource-product'] as const;
export const PRODUCT_PRICE_READ_PAGES = [...PRODUCT_PRICE_WRITE_PAGES, '/base-product-infos'] as const;
/**
 * Who reads base products: Base Product, the read-only base product list, the product screens (a product's base
 * product) and the screens that work on a customer's quotations and orders (the quotation editor picks base products).
 */
export const BASE_PRODUCT_READ_PAGES = [
  '/base-product',
  '/base-product-infos',
  '/product',
  '/product-barcode-management',
  '/sales-product-infos',
  ...CUSTOMER_READ_PAGES,
] as const;
/**
 * Who reads raw materials: Raw Material, Base Product (its raw material), the raw material applications, and
 * purchasing's suppliers (price lists) and purchase orders (their lines).
 */
export const RAW_MATERIAL_READ_PAGES = [
  '/raw-material-management',
  '/base-product',
  '/raw-material-application-management',
  '/warehouse-confirm',
  '/supplier-management',
  '/purchase-order',
  '/purchase-order-approve',
  '/raw-material-stock-monitor',
] as const;
/** Who reads the outsourced products: Outsource Product, and the purchase orders that buy them (their lines). */
export const OUTSOURCE_PRODUCT_READ_PAGES = [
  '/outsource-product',
  '/purchase-order',
  '/purchase-order-approve',
  '/raw-material-stock-monitor',
] as const;
/** GetProductPriceByProduct's group name for a row whose group1 is null. */
export const ALL_GROUPS = 'All groups';

/** spec 02 §9: the production actions a machine mapping names. */
export const MACHINE_ACTIONS = [
  { value: 1, label: 'Printing' },
  { value: 2, label: 'Die-Cutting' },
  { value: 3, label: 'Production' },
  { value: 4, label: 'Packaging' },
] as const;
export const machineActionName = (action: number): string =>
  MACHINE_ACTIONS.find((a) => a.value === action)?.label ?? `Action ${action}`;

/** Codes match whatever the hyphens and case (spec 02 §5): 'PP-12' finds 'pp12'. */
export const normaliseCode = (code: string): string => code.replace(/-/g, '').toLowerCase();

// Raw material (spec 02 §3 RawMaterial).
const rawMaterialFields = {
  rawMaterialCode: requiredText('Raw Material Code'),
  rawMaterialName: requiredText('Raw Material Name', 200),
  alarmLimit: z
    .number({ error: 'Alarm Limit is not a valid number!' })
    .min(0, 'Alarm Limit must be at least 0')
    .nullish(),
  manufactured: flag('Manufactured').default(0),
};
export const ZAddRawMaterial = z.object(rawMaterialFields);
export type TAddRawMaterial = z.infer<typeof ZAddRawMaterial>;
export const ZUpdateRawMaterial = z.object({ ...rawMaterialFields, rawMaterialId: rowId('rawMaterialId') });
export type TUpdateRawMaterial = z.infer<typeof ZUpdateRawMaterial>;
export const ZRawMaterialListQuery = z.object({ code: z.string().trim().max(100).optional() });

/** A raw material as every RawMaterial call answers it (archived ones carry who deleted them and why). */
export const ZRawMaterial = z.object({
  rawMaterialId: z.number().int(),
  rawMaterialCode: z.string(),
  rawMaterialName: z.string(),
  alarmLimit: z.number().nullable(),
  manufactured: z.number().int(),
  ...archivedFields,
  createdAt: ZTimestamp,
});
export type TRawMaterial = z.infer<typeof ZRawMaterial>;
export const ZRawMaterialList = z.array(ZRawMaterial);

// Base product (spec 02 §3 BaseProduct; §5: name, code, type and packaging type required).
const baseProductFields = {
  baseProductName: requiredText('Base Product Name', 200),
  productCode: requiredText('Product Code'),
  productTypeId: reference('Product Type'),
  packagingTypeId: reference('Packaging Type'),
  rawMaterial: reference('Raw Material').nullish(),
  rawMaterialId2: reference('Raw Material 2').nullish(),
  description: optionalText('Description'),
  rawmaterialDesc: optionalText('Specification'),
  imgUrl: z.string().max(2000).nullish(),
  sampleImage: z.string().max(2000).nullish(),
  visible: flag('Visible').default(1),
};
export const ZAddBaseProduct = z.object(baseProductFields);
export type TAddBaseProduct = z.infer<typeof ZAddBaseProduct>;
export const ZUpdateBaseProduct = z.object({ ...baseProductFields, baseProductId: rowId('baseProductId') });
export type TUpdateBaseProduct = z.infer<typeof ZUpdateBaseProduct>;

/** A base product with the names of its type, packaging and raw materials, as every BaseProduct call answers it. */
export const ZBaseProduct = z.object({
  baseProductId: z.number().int(),
  baseProductName: z.string(),
  productCode: z.string(),
  productTypeId: z.number().int(),
  productTypeName: z.string().nullable(),
  packagingTypeId: z.number().int(),
  packagingType: z
    .object({
      packagingTypeName: z.string(),
      quantity: z.number().int(),
      sleeveQty: z.number().int().nullable(),
      sleevePkt: z.number().int().nullable(),
    })
    .nullable(),
  rawMaterial: z.number().int().nullable(),
  rawMaterialCode: z.string().nullable(),
  rawMaterialName: z.string().nullable(),
  rawMaterialId2: z.number().int().nullable(),
  rawMaterial2Code: z.string().nullable(),
  rawMaterial2Name: z.string().nullable(),
  description: z.string().nullable(),
  rawmaterialDesc: z.string().nullable(),
  imgUrl: z.string().nullable(),
  sampleImage: z.string().nullable(),
  visible: z.number().int(),
  manufactured: z.number().int(),
  ...archivedFields,
  createdAt: ZTimestamp,
});
export type TBaseProduct = z.infer<typeof ZBaseProduct>;
export const ZBaseProductList = z.array(ZBaseProduct);

/**
 * The columns the Base Product tables sort by: the base product's own, and the names of its type, packaging and raw
 * materials beside it.
 */
export const BASE_PRODUCT_SORT_FIELDS = [
  'productCode',
  'baseProductName',
  'productType',
  'packagingType',
  'rawMaterial',
  'rawMaterial2',
  'rawmaterialDesc',
  'visible',
  'manufactured',
] as const;
export type TBaseProductSortField = (typeof BASE_PRODUCT_SORT_FIELDS)[number];

/**
 * GET BaseProduct/GetAllBaseProduct: the list contract (page, sort, search), and the picker's `limit` and
 * `selectedId` (the chosen base product always in the answer, first). Without any: every live base product by code.
 */
export const ZBaseProductListQuery = listQueryOf(BASE_PRODUCT_SORT_FIELDS).extend({
  limit: ZPickerQuery.shape.limit,
  selectedId: ZPickerQuery.shape.selectedId,
});
export type TBaseProductListQuery = z.infer<typeof ZBaseProductListQuery>;

// Machine action of a base product (Machine Action Management dialog).
const machineMappingFields = {
  baseProductId: reference('Base Product'),
  action: z
    .number({ error: (issue) => (issue.input == null ? required('Action') : 'Action is not a valid number!') })
    .int()
    .min(1, 'Action must be between 1 and 4')
    .max(4, 'Action must be between 1 and 4'),
  machine: reference('Machine'),
};
export const ZAddProductMachineMapping = z.object(machineMappingFields);
export type TAddProductMachineMapping = z.infer<typeof ZAddProductMachineMapping>;
export const ZUpdateProductMachineMapping = z.object({
  ...machineMappingFields,
  productMachineMappingId: rowId('productMachineMappingId'),
});
export type TUpdateProductMachineMapping = z.infer<typeof ZUpdateProductMachineMapping>;
export const ZMachineMappingListQuery = z.object({
  baseProductId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});

export const ZProductMachineMapping = z.object({
  productMachineMappingId: z.number().int(),
  baseProductId: z.number().int(),
  action: z.number().int(),
  actionName: z.string(),
  machine: z.number().int(),
  machineName: z.string().nullable(),
});
export type TProductMachineMapping = z.infer<typeof ZProductMachineMapping>;
export const ZProductMachineMappingList = z.array(ZProductMachineMapping);

// Price of a base product for one customer group 1 (null = every group), per carton, 3 decimals.
// Prices go out as decimal strings ('12.500'), so a row sent back as it was read is accepted too.
const decimalInput = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
const price = z.preprocess(
  decimalInput,
  z
    .number({ error: (issue) => (issue.input == null ? required('Price') : 'Price is not a valid number!') })
    .min(0, 'Price must be at least 0')
    .max(99_999_999_999, 'Price is too large')
    .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'Price has at most 3 decimals'),
);
const productPriceFields = {
  baseProductId: reference('Base Product'),
  group1: reference('Customer Group').nullish(),
  quantiy: z
    .number({ error: 'Quantity is not a valid number!' })
    .int('Quantity must be a whole number')
    .min(0, 'Quantity must be at least 0')
    .max(MAX_ID)
    .nullish(),
  price,
  description: optionalText('MOQ'),
  /** Kept by the server: the previous price when the price changes. */
  originalPrice: z.unknown().optional(),
};
export const ZAddProductPrice = z.object({ ...productPriceFields, productPriceId: z.unknown().optional() });
export type TAddProductPrice = z.infer<typeof ZAddProductPrice>;
export const ZUpdateProductPrice = z.object({ ...productPriceFields, productPriceId: rowId('productPriceId') });
export type TUpdateProductPrice = z.infer<typeof ZUpdateProductPrice>;
export const ZProductPriceByProductQuery = z.object({
  baseProductId: z.coerce
    .number({ error: required('baseProductId') })
    .int()
    .positive()
    .max(MAX_ID),
});

export const ZProductPrice = z.object({
  productPriceId: z.number().int(),
  baseProductId: z.number().int(),
  group1: z.number().int().nullable(),
  /** The group's name, or 'All groups'. */
  group1Name: z.string(),
  quantiy: z.number().int().nullable(),
  /** 3 places ('12.500'). */
  price: ZDecimalText,
  description: z.string().nullable(),
  originalPrice: ZDecimalText.nullable(),
});
export type TProductPrice = z.infer<typeof ZProductPrice>;
export const ZProductPriceList = z.array(ZProductPrice);
