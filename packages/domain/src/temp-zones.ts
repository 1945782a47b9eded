import { z } from 'zod';
import { ZPickerQuery, ZTimestamp } from './api.ts';
import { BOX_MANAGEMENT_MESSAGES } from './box-management.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { LAYOUT_MESSAGES, ZPallet, ZPalletListQuery, ZSelectedPalletId } from './warehouse-layout.ts';

// Temporary zones and what stands on a pallet (spec 02 §2 Temporary Zone, Relocate Pallet, Pallet list; §7 TempZone
// and Plate; issue 14): pallets move between shelf cells and the temporary zones (Packaging, Picking, Dispatching,
// Holding, Unloading), boxes are stored to a pallet, and the pallets in use are listed.

export const TEMP_ZONE_MESSAGES = {
  selectPallet: LAYOUT_MESSAGES.selectPallet,
  noPallet: LAYOUT_MESSAGES.noPallet,
  /** spec 02 §5 Add to stock: boxes are needed. */
  addBoxes: 'Please add boxes firstly.',
  zoneTypeRequired: 'Please choose a temporary zone.',
  zoneTypeNotFound: 'No temporary zone of this type.',
  cellRequired: 'Please choose a cell.',
  boxNotOnPallet: 'This box is on no pallet.',
  boxNotInStock: BOX_MANAGEMENT_MESSAGES.notInStock,
  boxTwice: 'A box is listed twice.',
} as const;

/** spec 02 §9: the pallet tables show 10 rows a page by default. */
export const PALLET_TABLE_PAGE_SIZE = 10;

/** The temporary zone types (warehouse.ts ZONE_TYPES) by name, for the calls named after one zone (GetPackageZone, GetPickingZone, GetDispatchingZone). */
export const ZONE_TYPE = { Packaging: 1, Picking: 2, Dispatching: 3, Holding: 4, Unloading: 5 } as const;

// ---- Replies --------------------------------------------------------------------------------------------------------

/** GET TempZone/GetZoneType: a temporary zone type and how many pallets stand in it now. */
export const ZZoneType = z.object({
  zoneTypeId: z.number().int(),
  zoneTypeName: z.string(),
  plateCount: z.number().int(),
});
export type TZoneType = z.infer<typeof ZZoneType>;
export const ZZoneTypeList = z.array(ZZoneType);

/** What a pallet's contents line counts: boxes of a product (pieces) or of a raw material (KG). */
export const PALLET_CONTENT_KIND = { Product: 'product', RawMaterial: 'rawMaterial' } as const;

/** One product or raw material on a pallet: how many of its boxes, and its pieces (product) or KG (raw material). */
export const ZPalletContent = z.object({
  kind: z.enum([PALLET_CONTENT_KIND.Product, PALLET_CONTENT_KIND.RawMaterial]),
  /** The product's or the raw material's id. */
  itemId: z.number().int(),
  code: z.string(),
  name: z.string(),
  boxCount: z.number().int(),
  quantity: z.number(),
});
export type TPalletContent = z.infer<typeof ZPalletContent>;

/** A contents line's quantity as shown and printed: pieces, or KG for a raw material. */
export const palletContentQuantityText = (
  line: Pick<TPalletContent, 'kind' | 'quantity'>,
  format: (value: number) => string = String,
) => (line.kind === PALLET_CONTENT_KIND.RawMaterial ? `${format(line.quantity)} kg` : format(line.quantity));

/**
 * GET Plate/GetAllPlateCode, the pallet picker (issue 30 §14): each pallet with where it stands and what is on it;
 * the empty ones first, then those in the temporary zone `zoneTypeId` (nearby), then the rest.
 */
export const ZPalletOptionQuery = ZPickerQuery.extend({ zoneTypeId: queryIdSchema('zoneTypeId').optional() });
export type TPalletOptionQuery = z.infer<typeof ZPalletOptionQuery>;
export const ZPalletOption = ZPallet.extend({ contents: z.array(ZPalletContent) });
export type TPalletOption = z.infer<typeof ZPalletOption>;
export const ZPalletOptionList = z.array(ZPalletOption);

/** GET TempZone/GetZone (and the per-zone calls): a pallet standing in a temporary zone, the tile of the screen. */
export const ZTempZonePallet = z.object({
  tempZoneId: z.number().int(),
  zoneTypeId: z.number().int(),
  zoneTypeName: z.string(),
  /** When the pallet entered the zone. */
  enteredAt: ZTimestamp,
  plate: ZPallet,
  /** Every box on the pallet, product or raw material (its count is plate.boxCount). */
  contents: z.array(ZPalletContent),
});
export type TTempZonePallet = z.infer<typeof ZTempZonePallet>;
export const ZTempZonePalletList = z.array(ZTempZonePallet);

/** DELETE TempZone/ClearEmptyPlateFromTempZone: how many empty pallets left their temporary zone. */
export const ZClearedCount = z.number().int();

// ---- Requests -------------------------------------------------------------------------------------------------------

/** A pallet id in the query; missing → 'Please select a pallet firstly.'. */
export const ZSelectedPalletIdQuery = z.preprocess(
  (value) => (value === '' ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  ZSelectedPalletId,
);

const zoneTypeIdOf = (name: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z
      .number(TEMP_ZONE_MESSAGES.zoneTypeRequired)
      .int(`${name} must be a whole number`)
      .positive(`${name} must be positive`)
      .max(MAX_ID, `${name} is too large`),
  );

/** GET TempZone/GetZone[?zoneType]. */
export const ZTempZoneQuery = z.object({ zoneType: queryIdSchema('zoneType').optional() });

/** PUT TempZone/MovePlateToTempZone?plateId&zoneTypeId. */
export const ZMovePlateToTempZoneQuery = z.object({
  plateId: ZSelectedPalletIdQuery,
  zoneTypeId: zoneTypeIdOf('zoneTypeId'),
});
export type TMovePlateToTempZoneQuery = z.infer<typeof ZMovePlateToTempZoneQuery>;

/** PUT TempZone/MovePlateToShelf?plateId&cellId. */
export const ZMovePlateToShelfQuery = z.object({
  plateId: ZSelectedPalletIdQuery,
  cellId: z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z
      .number(TEMP_ZONE_MESSAGES.cellRequired)
      .int('cellId must be a whole number')
      .positive('cellId must be positive')
      .max(MAX_ID),
  ),
});
export type TMovePlateToShelfQuery = z.infer<typeof ZMovePlateToShelfQuery>;

/** POST TempZone/AddTempZone?plateId[&zoneTypeId]: a pallet standing nowhere enters that zone (Packaging by default). */
export const ZAddTempZoneQuery = z.object({
  plateId: ZSelectedPalletIdQuery,
  zoneTypeId: zoneTypeIdOf('zoneTypeId').optional(),
});

/** One box stored to the pallet, with the pieces counted in it. */
export const ZStoreBox = z.object({
  boxId: z.number('boxId must be a number').int('boxId must be a whole number').positive().max(MAX_ID),
  quantity: z
    .number('Quantity must be a number')
    .int('Quantity must be a whole number')
    .positive('Quantity must be above 0')
    .max(1_000_000, 'Quantity must be at most 1000000'),
});
export type TStoreBox = z.infer<typeof ZStoreBox>;
/** POST TempZone/AddTempZone body: [{boxId, quantity}], at least one ('Please add boxes firstly.'). */
export const ZStoreBoxList = z
  .array(ZStoreBox)
  .min(1, TEMP_ZONE_MESSAGES.addBoxes)
  .max(1000, 'At most 1000 boxes at a time')
  .refine((boxes) => new Set(boxes.map((b) => b.boxId)).size === boxes.length, TEMP_ZONE_MESSAGES.boxTwice);
export type TStoreBoxList = z.infer<typeof ZStoreBoxList>;

/** GET Plate/GetBoxByPlateId?plateId. */
export const ZPalletIdQuery = z.object({ plateId: ZSelectedPalletIdQuery });
/** GET Plate/GetPlateByBoxId?boxId. */
export const ZBoxIdQuery = z.object({ boxId: queryIdSchema('boxId') });

/** GET Plate/GetInZone[?zonetype] (the spec's lower-case t): the pallet list contract, in temporary zones. */
export const ZInZoneQuery = ZPalletListQuery.extend({ zonetype: queryIdSchema('zonetype').optional() });
export type TInZoneQuery = z.infer<typeof ZInZoneQuery>;
