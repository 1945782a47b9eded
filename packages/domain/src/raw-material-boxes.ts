import { z } from 'zod';
import { listQueryOf, ZTimestamp } from './api.ts';
import { queryIdSchema } from './catalogue.ts';
import { PALLET_PLACE_FIELDS } from './warehouse.ts';

// Raw material boxes (spec 02 §3 Raw material box): a box of one raw material, received against a purchase order, on
// a pallet that stands in a shelf cell or a temporary zone. It leaves the warehouse when a raw material application
// picks it (exWarehouse 1) and is obsolete once active is 0.

/** spec 02 §3 exWarehouse: 0 in the warehouse, 1 given to production by a raw material application. */
export const RAW_MATERIAL_BOX_EX_WAREHOUSE = { InWarehouse: 0, Taken: 1 } as const;
/** spec 02 §3 active: 1 a live box, 0 obsolete (the Obsolete Raw Material Box list). */
export const RAW_MATERIAL_BOX_ACTIVE = { Obsolete: 0, Active: 1 } as const;

/** Who reads the raw material box list: its own screen. */
export const RAW_MATERIAL_BOX_LIST_PAGES = ['/raw-material-box-management'] as const;
/**
 * Who reads where a raw material's boxes stand and what a pallet holds: the warehouse screens that show pallets, the
 * Warehouse Confirm picking and the box list.
 */
export const RAW_MATERIAL_BOX_LOCATION_PAGES = [
  '/warehouse-confirm',
  '/mobile/warehouse-confirm',
  '/warehouse-management',
  '/temporary-zone',
  '/relocate-pallet',
  '/relocate-boxes',
  '/pallet-list',
  '/raw-material-box-management',
] as const;

/** A pallet as a raw material box shows it. */

/** spec 02 §3 Raw material box, with where its pallet stands (a shelf cell or a temporary zone, or neither). */
export const ZRawMaterialBox = z.object({
  rawMaterialBoxId: z.number().int(),
  boxCode: z.string(),
  rawMaterialId: z.number().int(),
  rawMaterial: z.object({ rawMaterialCode: z.string(), rawMaterialName: z.string() }),
  /** KG in the box. */
  quantity: z.number(),
  poNumber: z.string().nullable(),
  plateId: z.number().int().nullable(),
  ...PALLET_PLACE_FIELDS,
  exWarehouse: z.number().int(),
  active: z.number().int(),
  createdAt: ZTimestamp,
});
export type TRawMaterialBox = z.infer<typeof ZRawMaterialBox>;
export const ZRawMaterialBoxList = z.array(ZRawMaterialBox);

/** What the raw material box list sorts by. */
export const RAW_MATERIAL_BOX_SORT_FIELDS = [
  'boxCode',
  'rawMaterialCode',
  'quantity',
  'poNumber',
  'createdAt',
] as const;
export type TRawMaterialBoxSortField = (typeof RAW_MATERIAL_BOX_SORT_FIELDS)[number];

/** A query flag of 0 or 1 (`?active=1`, `?runout=0`). */
export const zeroOrOneQuery = (name: string) =>
  z.preprocess(
    (value) => (value === '0' ? 0 : value === '1' ? 1 : value),
    z.union([z.literal(0), z.literal(1)], { error: `${name} must be 0 or 1` }),
  );

/**
 * GET RawMaterialBox/GetAllRawMaterialBox: the list contract and `active` (1 the live boxes, the default; 0 the
 * obsolete ones), `rawMaterialId`; the search matches the box code, PO number and the raw material's code and name.
 */
export const ZRawMaterialBoxListQuery = listQueryOf(RAW_MATERIAL_BOX_SORT_FIELDS).extend({
  active: zeroOrOneQuery('active').optional(),
  rawMaterialId: queryIdSchema('rawMaterialId').optional(),
});
export type TRawMaterialBoxListQuery = z.infer<typeof ZRawMaterialBoxListQuery>;

export const ZRawMaterialIdQuery = z.object({ rawMaterialId: queryIdSchema('rawMaterialId') });
export const ZRawMaterialBoxPlateQuery = z.object({ plateId: queryIdSchema('plateId') });
