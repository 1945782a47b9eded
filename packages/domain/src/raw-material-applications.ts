import { z } from 'zod';
import { listQueryOf, ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { RAW_MATERIAL_BOX_LOCATION_PAGES, zeroOrOneQuery } from './raw-material-boxes.ts';
import { MOBILE_SCAN_URLS } from './warehouse-layout.ts';

// Raw material applications (spec 02 §3/§4): production applies for a quantity (KG) of a raw material; the warehouse
// picks raw material boxes for it (application details) and confirms (processed 0 → 1); production then receives
// it (Process on the application screen: receivedAt set, complete). A picked box is marked run out when used up.

/** spec 02 §4: processed 0 not picked, 1 picked (on warehouse confirmation). */
export const APPLICATION_PROCESSED = { NotPicked: 0, Picked: 1 } as const;
/** The state a row shows: processed, then complete once receivedAt is set (spec 02 §4). */
export const APPLICATION_STATE = { NotPicked: 0, Picked: 1, Complete: 2 } as const;
export const APPLICATION_STATE_NAMES: Record<number, string> = { 0: 'Not Picked', 1: 'Picked', 2: 'Complete' };
/** spec 02 §3 application detail runout: 0 in use, 1 run out. */
export const APPLICATION_RUNOUT = { InUse: 0, RunOut: 1 } as const;

export function applicationStateOf(row: { processed: number; receivedAt: string | null }): number {
  if (row.receivedAt) return APPLICATION_STATE.Complete;
  return row.processed === APPLICATION_PROCESSED.Picked ? APPLICATION_STATE.Picked : APPLICATION_STATE.NotPicked;
}
/** spec 02 §4: Process (receive) is offered once picked and until complete. */
export const canReceiveApplication = (row: { processed: number; receivedAt: string | null }) =>
  applicationStateOf(row) === APPLICATION_STATE.Picked;
/** spec 02 §4: warehouse confirm is blocked once processed is 1; so are edits and deletes of the application. */
export const canConfirmApplication = (row: { processed: number }) => row.processed === APPLICATION_PROCESSED.NotPicked;

/** spec 02 §5/§8 messages of the application screens. */
export const RAW_MATERIAL_APPLICATION_MESSAGES = {
  setUpTable: 'Please set up table firstly!',
  notConfirmedOrCompleted: 'This order is not confirmed by warehouse or is completed, so not editable.',
  completedNotEditable: 'This order is completed, so not editable.',
  completedNotDeletable: 'This order is completed, so not deletable.',
  notFound: 'No raw material application with this id.',
  detailNotFound: 'No application detail with this id.',
  boxNotFound: 'No raw material box with this id.',
  boxUnavailable: 'This raw material box is not in the warehouse any more.',
  boxOtherMaterial: 'This raw material box holds another raw material.',
  notPicked: 'This application is not picked yet.',
  actAsYourself: 'You can only confirm as yourself.',
  applyEmployeeRequired: 'Apply Employee is required!',
  rawMaterialRequired: 'Raw Material is required!',
  quantityRequired: 'Quantity is required!',
  quantityAtLeastZero: 'Quantity must be at least 0',
} as const;

/** Who applies and receives: Raw Material Application. */
export const APPLICATION_WRITE_PAGES = ['/raw-material-application-management'] as const;
/** Who picks boxes and confirms: Warehouse Confirm. */
export const WAREHOUSE_CONFIRM_PAGES = ['/warehouse-confirm', MOBILE_SCAN_URLS.warehouseConfirm] as const;
/** Who marks a picked box run out: Application Details. */
export const APPLICATION_DETAILS_PAGES = ['/application-details'] as const;
/** Who reads applications and their details: the three screens. */
export const APPLICATION_READ_PAGES = [
  ...APPLICATION_WRITE_PAGES,
  ...WAREHOUSE_CONFIRM_PAGES,
  ...APPLICATION_DETAILS_PAGES,
] as const;
/** Who reads the boxes production still holds of a product's raw materials: the suborder screens too. */
export const REMAINING_BOX_READ_PAGES = ['/suborder', '/packaging', ...APPLICATION_READ_PAGES] as const;
/** The raw material box locations the Warehouse Confirm dialog picks from. */
export const APPLICATION_BOX_PICK_PAGES = RAW_MATERIAL_BOX_LOCATION_PAGES;

// ---- Replies -------------------------------------------------------------------------------------------------------

const ZRawMaterialRef = z.object({ rawMaterialCode: z.string(), rawMaterialName: z.string() });

/** spec 02 §3 Raw material application, with its state and what the warehouse picked for it. */
export const ZRawMaterialApplication = z.object({
  applicationId: z.number().int(),
  rawMaterialId: z.number().int(),
  rawMaterial: ZRawMaterialRef,
  /** KG applied for. */
  applyQuantity: z.number(),
  appliedAt: ZTimestamp,
  applyEmployeeId: z.number().int(),
  applyEmployee: z.object({ firstName: z.string(), lastName: z.string() }),
  processed: z.number().int(),
  warehouseEmployeeId: z.number().int().nullable(),
  warehouseEmployeeName: z.string().nullable(),
  processedAt: ZTimestamp.nullable(),
  receivedAt: ZTimestamp.nullable(),
  /** KG production received. */
  receivedQuantity: z.number().nullable(),
  /** KG of the picked boxes and how many. */
  pickedQuantity: z.number(),
  pickedBoxes: z.number().int(),
  state: z.number().int(),
  stateName: z.string(),
});
export type TRawMaterialApplication = z.infer<typeof ZRawMaterialApplication>;

/** spec 02 §3 Application detail: a raw material box picked for an application. */
export const ZApplicationDetail = z.object({
  detailsId: z.number().int(),
  applicationId: z.number().int(),
  rawMaterialBoxId: z.number().int(),
  boxCode: z.string(),
  rawMaterialId: z.number().int(),
  rawMaterial: ZRawMaterialRef,
  poNumber: z.string().nullable(),
  /** KG picked. */
  quantity: z.number(),
  runout: z.number().int(),
  /** The pallet the box was picked from. */
  plateCode: z.string().nullable(),
  applyEmployeeName: z.string().nullable(),
  processed: z.number().int(),
  receivedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TApplicationDetail = z.infer<typeof ZApplicationDetail>;
export const ZApplicationDetailList = z.array(ZApplicationDetail);

// ---- Requests ------------------------------------------------------------------------------------------------------

const bodyId = (message: string) => z.number(message).int(message).positive(message).max(MAX_ID, message);
/** spec 02 §5: a quantity is a number >= 0 (KG). */
const kilograms = z
  .number(RAW_MATERIAL_APPLICATION_MESSAGES.quantityRequired)
  .min(0, RAW_MATERIAL_APPLICATION_MESSAGES.quantityAtLeastZero)
  .max(1_000_000_000, 'Quantity is too large');
const queryKilograms = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  kilograms,
);

/** Create via the generic application resource {applyEmployeeId, rawMaterialId, applyQuantity} (spec 02 §5). */
export const ZAddRawMaterialApplication = z.object({
  applyEmployeeId: bodyId(RAW_MATERIAL_APPLICATION_MESSAGES.applyEmployeeRequired),
  rawMaterialId: bodyId(RAW_MATERIAL_APPLICATION_MESSAGES.rawMaterialRequired),
  applyQuantity: kilograms,
});
export type TAddRawMaterialApplication = z.infer<typeof ZAddRawMaterialApplication>;
export const ZUpdateRawMaterialApplication = ZAddRawMaterialApplication.extend({
  applicationId: bodyId('applicationId is required'),
});
export type TUpdateRawMaterialApplication = z.infer<typeof ZUpdateRawMaterialApplication>;

export const RAW_MATERIAL_APPLICATION_SORT_FIELDS = [
  'appliedAt',
  'rawMaterialCode',
  'applyQuantity',
  'applyEmployee',
  'processed',
  'receivedAt',
] as const;
export type TRawMaterialApplicationSortField = (typeof RAW_MATERIAL_APPLICATION_SORT_FIELDS)[number];

/**
 * GET RawMaterialApplication/GetAllRawMaterialApplication: the list contract and `state` (0 not picked, 1 picked,
 * 2 complete), `rawMaterialId`; the search matches the raw material's code and name and the applicant's name.
 */
export const ZRawMaterialApplicationListQuery = listQueryOf(RAW_MATERIAL_APPLICATION_SORT_FIELDS).extend({
  state: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
      z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'state must be 0, 1 or 2' }),
    )
    .optional(),
  rawMaterialId: queryIdSchema('rawMaterialId').optional(),
});
export type TRawMaterialApplicationListQuery = z.infer<typeof ZRawMaterialApplicationListQuery>;

/** PUT RawMaterialApplication/ProcessRawMaterialApplication?id&warehouseEmployeeId (the caller confirms). */
export const ZProcessApplicationQuery = z.object({
  id: queryIdSchema('id'),
  warehouseEmployeeId: queryIdSchema('warehouseEmployeeId').optional(),
});
/** PUT RawMaterialApplication/ReceiveRawMaterial?rawMaterialApplicationId&quantity. */
export const ZReceiveRawMaterialQuery = z.object({
  rawMaterialApplicationId: queryIdSchema('rawMaterialApplicationId'),
  quantity: queryKilograms,
});

/** POST ApplicationDetails/AddApplicationDetails {applicationId, rawMaterialBoxId, quantity}. */
export const ZAddApplicationDetails = z.object({
  applicationId: bodyId('applicationId is required'),
  rawMaterialBoxId: bodyId('rawMaterialBoxId is required'),
  quantity: kilograms,
});
export type TAddApplicationDetails = z.infer<typeof ZAddApplicationDetails>;

export const APPLICATION_DETAIL_SORT_FIELDS = [
  'createdAt',
  'boxCode',
  'rawMaterialCode',
  'quantity',
  'runout',
  'applicationId',
] as const;
export type TApplicationDetailSortField = (typeof APPLICATION_DETAIL_SORT_FIELDS)[number];

/**
 * GET ApplicationDetails/GetAllApplicationDetails[?applicationId]: one application's picked boxes, or (Application
 * Details) every picked box, with the list contract, `runout`, and a search over box code and raw material.
 */
export const ZApplicationDetailListQuery = listQueryOf(APPLICATION_DETAIL_SORT_FIELDS).extend({
  applicationId: queryIdSchema('applicationId').optional(),
  runout: zeroOrOneQuery('runout').optional(),
});
export type TApplicationDetailListQuery = z.infer<typeof ZApplicationDetailListQuery>;

/** PUT ApplicationDetails/MarkAsRunout?id&runout. */
export const ZMarkAsRunoutQuery = z.object({ id: queryIdSchema('id'), runout: zeroOrOneQuery('runout') });
export const ZProductIdOfRemainingQuery = z.object({ productId: queryIdSchema('productId') });
