import { z } from 'zod';
import { BOX_MANAGEMENT_MESSAGES, BOX_MANAGEMENT_PAGES, ZBoxIdList } from './box-management.ts';
import { MAX_ID } from './catalogue.ts';
import { LOGO_TYPES } from './product.ts';
import { BOX_WRITE_PAGES } from './warehouse.ts';
import { LAYOUT_READ_PAGES } from './warehouse-layout.ts';

// Box and pallet labels (spec 02 §9, §8; issue 14 Labels): the PDF the server draws for a box (290 × 435 pt) or a
// pallet (100 × 150 mm), the texts printed on them, and the sticker and print dialogs' rules.

/** spec 02 §9: a box label page is 290 × 435 points. */
export const BOX_LABEL_PAGE = { width: 290, height: 435 } as const;

const POINTS_PER_MM = 72 / 25.4;
/** Millimetres to PDF points (1/72 inch). */
export const mmToPoints = (mm: number) => mm * POINTS_PER_MM;
/** spec 02 §9: a pallet label is 100 × 150 mm (283.46 × 425.2 points). */
export const PALLET_LABEL_PAGE = { width: mmToPoints(100), height: mmToPoints(150) } as const;

/** spec 02 §9: words over 14 characters are split on a label. */
export const LABEL_WORD_MAX = 14;
export const MADE_IN_NEW_ZEALAND = 'Made In New Zealand';
/** spec 02 §9 sticker count (Print Barcode): 1 to 500; a label call prints at most as many. */
export const STICKER_MAX = 500;
/** Pallet labels in one call. */
export const PALLET_LABELS_MAX = 100;

/** product.logoType (spec 02 §3): 3 and, on the print-QR dialog, 4 print no 'Made In New Zealand'. */
export const LOGO_TYPE = {
  Normal: 0,
  WithCustomerLogo: 1,
  WithoutBrandLogo: 2,
  WithoutMadeInNz: 3,
  WithoutMadeInNzPrintQr: 4,
} as const;

export const LABEL_MESSAGES = {
  /** spec 02 §8: only temporary (not type 100) pallets get a label. */
  onlyTemporaryPlate: 'Only temporary plate can be printed.',
  /** spec 02 §5 Batch Print. */
  sameProduct: BOX_MANAGEMENT_MESSAGES.sameProduct,
  /** spec 02 §5 Print Barcode (sticker generation). */
  fillSticker: 'Please fill Count, Qty Per Package and Product.',
  /** Print Barcode's Count out of range: named, as the generic range message does not name its field. */
  stickerCountRange: `Count must be between 1 and ${STICKER_MAX}`,
  selectPallets: 'Please select pallets firstly.',
} as const;

/** spec 02 §9 product packaging text: `{sleeveQty} PCS x {sleevePkt} PK`; null when the packaging lacks either. */
export function packagingText(sleeveQty: number | null | undefined, sleevePkt: number | null | undefined) {
  if (!sleeveQty || !sleevePkt) return null;
  return `${sleeveQty} PCS x ${sleevePkt} PK`;
}

/**
 * spec 02 §9: a label says 'Made In New Zealand' unless the logo type is 3, or 4 when printed from the print-QR dialog
 * (there the person chooses the logo type).
 */
export function showsMadeInNewZealand(logoType: number, onPrintQrDialog = false): boolean {
  if (logoType === LOGO_TYPE.WithoutMadeInNz) return false;
  return !(onPrintQrDialog && logoType === LOGO_TYPE.WithoutMadeInNzPrintQr);
}

/** spec 02 §9: each word over `max` characters becomes pieces of `max`, so a label line can break between them. */
export function splitLongWords(text: string, max: number = LABEL_WORD_MAX): string {
  const pieces = new RegExp(`\\S{1,${max}}`, 'g');
  return text.replace(/\S+/g, (word) => (word.length > max ? (word.match(pieces) ?? []).join(' ') : word));
}

/**
 * spec 02 §9: boxes to print for a quantity received, the received quantity divided by the packaging quantity rounded
 * up; null while either is missing or the packaging quantity is not above 0.
 */
export function boxCountOf(
  receivedQuantity: number | null | undefined,
  packagingQuantity: number | null | undefined,
): number | null {
  if (receivedQuantity == null || packagingQuantity == null || packagingQuantity <= 0) return null;
  if (receivedQuantity <= 0) return 0;
  // Rounded to 6 places first, so 0.3 / 0.1 (2.9999999999999996) counts 3 boxes, not 4.
  return Math.ceil(Number((receivedQuantity / packagingQuantity).toFixed(6)));
}

/** The download name of some labels: the one code, or the first and last. */
export function labelsFileName(kind: 'Box' | 'Pallet', codes: readonly string[]): string {
  const first = codes[0] ?? '';
  const last = codes[codes.length - 1] ?? '';
  return codes.length > 1 ? `${kind}Labels_${first}_to_${last}.pdf` : `${kind}Label_${first}.pdf`;
}

// ---- Who may call what ------------------------------------------------------------------------------------------

/**
 * Box labels: the screens that label boxes (Warehouse Management's Print Barcode, Obsolete Box, product barcodes) and
 * production's job screens (Packaging's barcodes, the Suborder screen's Print).
 */
export const BOX_LABEL_PAGES = [...BOX_WRITE_PAGES, '/packaging', '/suborder', '/unloading-inspection'] as const;
/** Batch Print: Obsolete Box. */
export const BOX_BATCH_PRINT_PAGES = BOX_MANAGEMENT_PAGES;
/** Pallet labels: the pallet screens and the pallet list. */
export const PALLET_LABEL_PAGES = LAYOUT_READ_PAGES;

// ---- Requests ---------------------------------------------------------------------------------------------------

/**
 * POST Label/BoxLabels and Label/BoxLabelsBatch: one label per box, in the order given; `logoType` is the print-QR
 * dialog's choice (the label then carries a QR code too), else each product's own.
 */
export const ZBoxLabelsRequest = z.object({
  boxIds: ZBoxIdList.max(STICKER_MAX, `At most ${STICKER_MAX} labels at a time`),
  logoType: z
    .number('logoType must be a number')
    .int()
    .refine((v) => LOGO_TYPES.some((o) => o.value === v), `logoType must be one of 0, 1, 2, 3, 4`)
    .optional(),
});
export type TBoxLabelsRequest = z.infer<typeof ZBoxLabelsRequest>;

/** POST Label/PalletLabels: one label per pallet. */
export const ZPalletLabelsRequest = z.object({
  plateIds: z
    .array(z.number('plateId must be a number').int('plateId must be a whole number').positive().max(MAX_ID))
    .min(1, LABEL_MESSAGES.selectPallets)
    .max(PALLET_LABELS_MAX, `At most ${PALLET_LABELS_MAX} labels at a time`),
});
export type TPalletLabelsRequest = z.infer<typeof ZPalletLabelsRequest>;
