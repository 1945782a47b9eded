import { z } from 'zod';
import { ZRawMaterialBox, ZRawMaterialBoxList } from './raw-material-boxes.ts';
import { type TBox, ZBox, ZBoxList, ZONE_TYPES } from './warehouse.ts';
import { LAYOUT_READ_PAGES, MOBILE_SCAN_URLS, ZCell, ZPallet } from './warehouse-layout.ts';

// Scan-first phone screens (issue 14, "Beyond the spec"): warehouse staff scan a label (or type it with a hardware
// scanner) and the screen answers what the code names, where it stands and what is on it. The pages are in the page
// group Mobile, which spec 01 §1 keeps out of the top menu.

export const MOBILE_SCAN_PAGES = [
  MOBILE_SCAN_URLS.relocatePallet,
  MOBILE_SCAN_URLS.relocateBoxes,
  MOBILE_SCAN_URLS.warehouseConfirm,
  MOBILE_SCAN_URLS.lookup,
] as const;
/** Who looks a scanned code up: the phone screens and the desk screens that read pallets and cells. */
export const SCAN_LOOKUP_PAGES = [...MOBILE_SCAN_PAGES, ...LAYOUT_READ_PAGES] as const;

export const SCAN_MESSAGES = {
  codeRequired: 'Please scan a code.',
  /** Issue 30 §18: the code read is repeated, so a misread label shows as such. */
  nothingHasCode: (code: string) => `Nothing has this code: ${code}.`,
  notAPallet: 'This code is not a pallet: scan a pallet.',
  notABox: 'This code is not a box: scan a box.',
  notACellOrZone: 'This code is not a cell or a temporary zone: scan a cell or a zone.',
  notARawMaterialBox: 'This code is not a raw material box: scan a raw material box.',
  alreadyScanned: 'This box is scanned already.',
  boxNotInStock: 'Only boxes in stock can move.',
  sameCell: 'The pallet already stands in this cell.',
  sameZone: 'The pallet already stands in this zone.',
  noCamera: 'No camera found on this device — type the code instead.',
  cameraBlocked: 'The camera is blocked for this site: allow it in the browser, or type the code instead.',
} as const;

/** A code the way a scanner or a thumb typed it. */
export const ZScanCodeQuery = z.object({
  code: z.string(SCAN_MESSAGES.codeRequired).trim().min(1, SCAN_MESSAGES.codeRequired).max(64),
});

/** spec 01 §3: a cell's code is its shelf, row and column ('A01-2-1'); the shelf is what comes before the row. */
export function shelfCodeOfCellCode(code: string): string | null {
  const match = /^(.+)-\d+-\d+$/.exec(code.trim());
  return match?.[1] ? match[1].toUpperCase() : null;
}

/**
 * A temporary zone is scanned by the name on its sign ('Picking Area'), in any case and spacing, or by its number
 * with a Z ('Z2', the Picking Area); null for anything else.
 */
export function zoneTypeOfScan(code: string): (typeof ZONE_TYPES)[number] | null {
  const squeezed = code.replace(/\s+/g, '').toLowerCase();
  return (
    ZONE_TYPES.find(
      (zone) => zone.zoneTypeName.replace(/\s+/g, '').toLowerCase() === squeezed || `z${zone.zoneTypeId}` === squeezed,
    ) ?? null
  );
}

/** One line of what a pallet holds: a product, how many boxes of it and their pieces. */
export interface TBoxSummary {
  productCode: string;
  productName: string;
  boxes: number;
  quantity: number;
}

/** What a pallet holds, product by product in code order: the confirmation a person reads before moving it. */
export function summariseBoxes(boxes: readonly Pick<TBox, 'product' | 'quantity'>[]): TBoxSummary[] {
  const byProduct = new Map<string, TBoxSummary>();
  for (const box of boxes) {
    const line = byProduct.get(box.product.productCode) ?? { ...box.product, boxes: 0, quantity: 0 };
    line.boxes += 1;
    line.quantity += box.quantity;
    byProduct.set(box.product.productCode, line);
  }
  return [...byProduct.values()].sort((a, b) => a.productCode.localeCompare(b.productCode));
}

// ---- Reply ----------------------------------------------------------------------------------------------------------

/**
 * GET Scan/Lookup?code: what the code names. A box with the pallet it is on; a pallet with where it stands and its
 * boxes (and raw material boxes); a shelf cell with the pallet in it and that pallet's boxes; a raw material box with
 * its pallet's place.
 */
export const ZScanLookup = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('box'), box: ZBox, pallet: ZPallet.nullable() }),
  z.object({
    kind: z.literal('pallet'),
    pallet: ZPallet,
    boxes: ZBoxList,
    rawMaterialBoxes: ZRawMaterialBoxList,
  }),
  z.object({
    kind: z.literal('cell'),
    cell: ZCell,
    pallet: ZPallet.nullable(),
    boxes: ZBoxList,
    rawMaterialBoxes: ZRawMaterialBoxList,
  }),
  z.object({ kind: z.literal('rawMaterialBox'), rawMaterialBox: ZRawMaterialBox }),
]);
export type TScanLookup = z.infer<typeof ZScanLookup>;
export type TScanKind = TScanLookup['kind'];
