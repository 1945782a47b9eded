import { z } from 'zod';
import { ZTimestamp } from './api.ts';
import { BOX_BATCH_MAX, BOX_MANAGEMENT_MESSAGES } from './box-management.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { LAYOUT_MESSAGES, ZSelectedPalletId } from './warehouse-layout.ts';

// Boxes on pallets (spec 02 §2 Relocate Boxes, §3 plate-box link, §7 PlateBox calls; issue 14): a box moves from one
// pallet to another, a warehouse correction sets a box's pieces and pallet, and the pallets of a suborder's boxes.

export const PALLET_BOX_MESSAGES = {
  selectPallet: LAYOUT_MESSAGES.selectPallet,
  noPallet: LAYOUT_MESSAGES.noPallet,
  selectBoxes: BOX_MANAGEMENT_MESSAGES.selectBoxes,
  boxNotFound: BOX_MANAGEMENT_MESSAGES.boxNotFound,
  notInStock: BOX_MANAGEMENT_MESSAGES.notInStock,
  /** spec 02 §8 pallet configure: a quantity is a number >= 0 (whole pieces). */
  quantityInvalid: 'Quantity must be a whole number, 0 or more.',
  boxTwice: (boxId: number) => `Box ${boxId} is listed more than once.`,
  samePallet: (barCode: string, plateCode: string) => `Box ${barCode} is already on pallet ${plateCode}.`,
  onAnotherPallet: (barCode: string, plateCode: string) =>
    `Box ${barCode} is on pallet ${plateCode}: move it with Relocate Boxes.`,
  palletInactive: (plateCode: string) => `Pallet ${plateCode} is not in use.`,
  movedMeanwhile: 'Someone moved this box at the same moment. Please refresh and try again.',
  wrongBarCode: (boxId: number, barCode: string) => `Box ${boxId} does not have the barcode ${barCode}.`,
} as const;

// ---- Replies --------------------------------------------------------------------------------------------------------

/** spec 02 §3 plate-box link: a box on a pallet, with the pallet's code and the box's barcode (GetAllPlateBox). */
export const ZPalletBox = z.object({
  plateBoxId: z.number().int(),
  boxId: z.number().int(),
  barCode: z.string(),
  plateId: z.number().int(),
  plateCode: z.string(),
  productId: z.number().int(),
  product: z.object({ productCode: z.string(), productName: z.string() }),
  /** The pieces in the box. */
  quantity: z.number(),
  active: z.boolean(),
  exWarehouseQty: z.number().nullable(),
  suborderId: z.number().int().nullable(),
  createdAt: ZTimestamp,
});
export type TPalletBox = z.infer<typeof ZPalletBox>;
export const ZPalletBoxList = z.array(ZPalletBox);

// ---- Requests -------------------------------------------------------------------------------------------------------

const boxId = z.number('boxId must be a number').int('boxId must be a whole number').positive().max(MAX_ID);
const plateId = ZSelectedPalletId;
const quantity = z
  .number(PALLET_BOX_MESSAGES.quantityInvalid)
  .int(PALLET_BOX_MESSAGES.quantityInvalid)
  .min(0, PALLET_BOX_MESSAGES.quantityInvalid)
  .max(1_000_000, 'Quantity must be at most 1000000');

/** A list of items, each box once, at most BOX_BATCH_MAX (boxTwice names the repeated box). */
function boxItems<T extends z.ZodType<{ boxId: number }>>(item: T, min: number) {
  return z
    .array(item)
    .min(min, PALLET_BOX_MESSAGES.selectBoxes)
    .max(BOX_BATCH_MAX, `At most ${BOX_BATCH_MAX} boxes at a time`)
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((entry, index) => {
        if (seen.has(entry.boxId)) {
          ctx.addIssue({ code: 'custom', message: PALLET_BOX_MESSAGES.boxTwice(entry.boxId), path: [index, 'boxId'] });
        }
        seen.add(entry.boxId);
      });
    });
}

/** PUT PlateBox/MoveBox: each box leaves its pallet for the target pallet. */
export const ZMoveBoxItem = z.object({ boxId, targetPlateId: plateId });
export const ZMoveBoxList = boxItems(ZMoveBoxItem, 1);
export type TMoveBoxItem = z.infer<typeof ZMoveBoxItem>;

/** PUT PlateBox/UpdateWareshouePalletBox: a warehouse correction of a box's pieces and pallet (barCode checks the box). */
export const ZWarehousePalletBoxItem = z.object({
  boxId,
  barCode: z.string().trim().max(60).nullish(),
  quantity,
  plateId,
});
export const ZWarehousePalletBoxList = boxItems(ZWarehousePalletBoxItem, 1);
export type TWarehousePalletBoxItem = z.infer<typeof ZWarehousePalletBoxItem>;

/** A plate-box link as the client sends it (spec 02 §3): the box, its pallet, its pieces and the pieces sent out. */
export const ZPalletBoxItem = z.object({
  boxId,
  plateId,
  quantity: quantity.nullish(),
  /** Links written are active; an ended link is a deleteBoxIdList entry. */
  active: z.boolean().nullish(),
  exWarehouseQty: z.number().min(0, PALLET_BOX_MESSAGES.quantityInvalid).max(1_000_000).nullish(),
});
export type TPalletBoxItem = z.infer<typeof ZPalletBoxItem>;

/**
 * PUT PlateBox/AddAndUpdatePlateBoxAndBoxQuantity: boxes put on pallets (addList: on no pallet yet), links updated
 * (updateList: pieces, and the pallet when another), links ended (deleteBoxIdList: the boxes come off their pallets).
 */
export const ZPalletBoxChanges = z
  .object({
    addList: boxItems(ZPalletBoxItem, 0).default([]),
    updateList: boxItems(ZPalletBoxItem, 0).default([]),
    deleteBoxIdList: z.array(boxId).max(BOX_BATCH_MAX, `At most ${BOX_BATCH_MAX} boxes at a time`).default([]),
  })
  .superRefine((changes, ctx) => {
    const ids = [...changes.addList, ...changes.updateList].map((item) => item.boxId).concat(changes.deleteBoxIdList);
    if (ids.length === 0) ctx.addIssue({ code: 'custom', message: PALLET_BOX_MESSAGES.selectBoxes, path: ['addList'] });
    const twice = ids.find((id, index) => ids.indexOf(id) !== index);
    if (twice !== undefined) ctx.addIssue({ code: 'custom', message: PALLET_BOX_MESSAGES.boxTwice(twice), path: [] });
  });
export type TPalletBoxChanges = z.infer<typeof ZPalletBoxChanges>;

/** GET PlateBox/GetAllPlateBox?suborderId. */
export const ZPalletBoxSuborderQuery = z.object({ suborderId: queryIdSchema('suborderId') });
/** GET Plate/GetPalletBySuborder?suborderid (the spec's spelling). */
export const ZPalletBySuborderQuery = z.object({ suborderid: queryIdSchema('suborderid') });
