import {
  BOX_MOVEMENT_REASON,
  BOX_SOURCE,
  BOX_STATUS,
  generatingFits,
  RECEIVING_BOX_MESSAGES as MESSAGES,
  palletSequenceGap,
  RAW_MATERIAL_BOX_ACTIVE,
  RAW_MATERIAL_BOX_EX_WAREHOUSE,
  type TGenerateReceivingBoxesQuery,
  type TReceivingBox,
  type TReceivingBoxLabelsRequest,
  type TReceivingBoxPallet,
} from '@packline/domain';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { findByIdOrNotFound, firstOrNotFound, orNotFound } from '../../db/rows.ts';
import { recordBoxMovement } from '../boxes/box-ledger.ts';
import { deleteBoxesIn } from '../boxes/box-management.service.ts';
import { labelNewBoxes, lockBoxes } from '../boxes/boxes.service.ts';
import { changePalletBoxesIn } from '../boxes/pallet-boxes.service.ts';
import { getProduct } from '../catalogue/products.service.ts';
import { getRawMaterial } from '../catalogue/raw-materials.service.ts';
import type { TBoxLabel } from '../labels/labels.pdf.ts';
import { lockPurchaseOrder, rollUpReceiving } from '../purchase-orders/purchase-orders.service.ts';
import {
  deleteUnusedRawMaterialBoxes,
  labelNewRawMaterialBoxes,
  lockRawMaterialBoxes,
  obsoleteRawMaterialBoxes,
  putRawMaterialBoxesOnPallets,
} from '../raw-materials/raw-material-boxes.service.ts';
import { lockPallet } from '../warehouse-layout/warehouse-layout.service.ts';
import { receivingBox, unloadingDetail, unloadingInspection } from './receiving.tables.ts';
import {
  findReceivingBoxByCode,
  findReceivingBoxes,
  listReceivingBoxes,
  lockReceivingLineOf,
} from './receiving-boxes-read.ts';
import { lockOpenReceiving } from './unloading-inspections.service.ts';

// Receiving's stock steps (spec 02 §2 Add to Stock, §8 Purchasing; issue 16 "Receiving"; README "Stock steps"). Each
// call is one transaction that locks the purchase order, then the receiving (refused once completed: 'Order Already
// Completed'), then the pallets and boxes it touches; the boxes are made and moved through the warehouse's services
// (its ledger records each product box's arrival and moves), and the line's handled and pallet quantities roll up,
// the handled ones on to the order's line (rollUpReceiving).

type TGeneratedBox = TReceivingBox & { inspectionId: number; onPallet: boolean };

/** The order, then the receiving, locked; the receiving must be in processing. */
async function lockStockStep(tx: Transaction, inspectionId: number) {
  const found = await firstOrNotFound(
    tx
      .select({ poId: unloadingInspection.poId })
      .from(unloadingInspection)
      .where(eq(unloadingInspection.inspectionId, inspectionId)),
    `Receiving ${inspectionId} was not found.`,
  );
  const order = await lockPurchaseOrder(tx, found.poId);
  await lockOpenReceiving(tx, inspectionId);
  return order;
}

/** Each line's handled quantity (every box generated) and pallet quantity (those put on a pallet), then the order's. */
async function rollUpStock(tx: Transaction, inspectionId: number, poId: number, actorId: number | null) {
  await tx
    .update(unloadingDetail)
    .set({
      handledQuantity: sql`coalesce((select sum(${receivingBox.quantity}) from ${receivingBox} where ${receivingBox.detailId} = ${unloadingDetail.detailId}), 0)`,
      palletQuantity: sql`coalesce((select sum(${receivingBox.quantity}) from ${receivingBox} where ${receivingBox.detailId} = ${unloadingDetail.detailId} and ${receivingBox.onPallet} = 1), 0)`,
      updatedBy: actorId,
    })
    .where(eq(unloadingDetail.inspectionId, inspectionId));
  await rollUpReceiving(tx, poId, actorId);
}

/** The receiving's line of the item, locked (receiving-boxes-read.ts). */
async function lockLine(tx: Transaction, inspectionId: number, query: TGenerateReceivingBoxesQuery) {
  const line = await lockReceivingLineOf(tx, inspectionId, query);
  if (!line) throw new BusinessError(MESSAGES.notALine);
  return line;
}

/**
 * POST RawMaterialBox/GenerateMaterialProductBox: `boxCount` boxes for a receiving line — raw material boxes of
 * `productQuantityPerBox` KG (their PO number the order's), or boxes of the outsourced product holding its package
 * quantity ('Product package confirgure error' without one), never more than received this time.
 */
export function generateReceivingBoxes(
  db: Database,
  query: TGenerateReceivingBoxesQuery,
  actorId: number | null,
): Promise<TReceivingBox[]> {
  return db.transaction((tx) => generateReceivingBoxesIn(tx, query, actorId));
}

/** generateReceivingBoxes inside the caller's transaction (the demo seeder). */
export async function generateReceivingBoxesIn(
  tx: Transaction,
  query: TGenerateReceivingBoxesQuery,
  actorId: number | null,
): Promise<TReceivingBox[]> {
  const order = await lockStockStep(tx, query.inspectionId);
  const line = await lockLine(tx, query.inspectionId, query);
  let perBox: number;
  if (line.rawMaterialId !== null) {
    if (query.productQuantityPerBox === undefined) throw new BusinessError(MESSAGES.perBoxRequired);
    perBox = query.productQuantityPerBox;
  } else {
    const item = await getProduct(tx, line.outSourceProd as number);
    const pack = Number(item.packagingType?.quantity ?? 0);
    if (!(pack > 0)) throw new BusinessError(MESSAGES.noPackage);
    perBox = pack;
  }
  const adding = perBox * query.boxCount;
  const handled = { revQuantity: Number(line.revQuantity), handledQuantity: Number(line.handledQuantity) };
  if (!generatingFits(handled, adding)) throw new BusinessError(MESSAGES.tooMany);

  const [last] = await tx
    .select({ sequence: max(receivingBox.sequence) })
    .from(receivingBox)
    .where(eq(receivingBox.detailId, line.detailId));
  const first = (last?.sequence ?? 0) + 1;
  // Issue 33: the lot the screen names is the line's from now on; boxes made without one take the line's.
  const supplierLot = query.supplierLot ?? line.supplierLot;
  if (query.supplierLot !== undefined && query.supplierLot !== line.supplierLot)
    await tx
      .update(unloadingDetail)
      .set({ supplierLot: query.supplierLot, updatedBy: actorId })
      .where(eq(unloadingDetail.detailId, line.detailId));
  const made = await makeBoxes(tx, line, { perBox, count: query.boxCount, poNo: order.poNo, supplierLot, actorId });
  const now = new Date();
  await tx.insert(receivingBox).values(
    made.map((ids, i) => ({
      inspectionId: query.inspectionId,
      detailId: line.detailId,
      ...ids,
      sequence: first + i,
      quantity: String(perBox),
      createdAt: now,
      createdBy: actorId,
    })),
  );
  await rollUpStock(tx, query.inspectionId, order.poId, actorId);
  return listReceivingBoxes(tx, query.inspectionId);
}

/** The boxes themselves, through the warehouse: raw material boxes, or product boxes with a `Received` ledger row. */
async function makeBoxes(
  tx: Transaction,
  line: { rawMaterialId: number | null; outSourceProd: number | null },
  what: { perBox: number; count: number; poNo: string; supplierLot: string | null; actorId: number | null },
): Promise<{ rawMaterialBoxId: number | null; boxId: number | null }[]> {
  if (line.rawMaterialId !== null) {
    const material = await getRawMaterial(tx, line.rawMaterialId);
    const boxes = await labelNewRawMaterialBoxes(tx, {
      rawMaterialId: line.rawMaterialId,
      rawMaterialCode: material.rawMaterialCode,
      quantityPerBox: what.perBox,
      count: what.count,
      poNumber: what.poNo,
      supplierLot: what.supplierLot,
      createdBy: what.actorId,
    });
    return boxes.map((b) => ({ rawMaterialBoxId: b.rawMaterialBoxId, boxId: null }));
  }
  const boxes = await labelNewBoxes(tx, {
    productId: line.outSourceProd as number,
    quantityPerBox: what.perBox,
    count: what.count,
    source: BOX_SOURCE.PurchaseReceiving,
    poNo: what.poNo,
    createdBy: what.actorId,
  });
  await recordBoxMovement(
    tx,
    boxes.map((b) => ({
      boxId: b.boxId,
      reasonId: BOX_MOVEMENT_REASON.Received,
      fromStatus: null,
      toStatus: BOX_STATUS.InStock,
      fromPlateId: null,
      toPlateId: null,
      quantityBefore: 0,
      quantityAfter: what.perBox,
      notes: `Received against ${what.poNo}`,
      employeeId: what.actorId,
    })),
  );
  return boxes.map((b) => ({ rawMaterialBoxId: null, boxId: b.boxId }));
}

/** The generated boxes the items name, all of one receiving (a box no receiving made: 400). */
async function generatedBoxesOf(
  tx: Transaction,
  items: readonly { rawMaterialBoxId?: number | null; boxId?: number | null }[],
) {
  const rawMaterialBoxIds = items.flatMap((i) => (i.rawMaterialBoxId == null ? [] : [i.rawMaterialBoxId]));
  const boxIds = items.flatMap((i) => (i.boxId == null ? [] : [i.boxId]));
  if (new Set(rawMaterialBoxIds).size + new Set(boxIds).size !== items.length)
    throw new BusinessError(MESSAGES.boxTwice);
  const found = await findReceivingBoxes(tx, { rawMaterialBoxIds, boxIds });
  if (found.length !== items.length) throw new BusinessError(MESSAGES.notGenerated);
  const inspectionIds = new Set(found.map((b) => b.inspectionId));
  if (inspectionIds.size !== 1) throw new BusinessError('The boxes belong to different receivings.');
  return { boxes: found, inspectionId: found[0]?.inspectionId as number };
}

const keyOf = (item: { rawMaterialBoxId?: number | null; boxId?: number | null }) =>
  item.rawMaterialBoxId != null ? `r${item.rawMaterialBoxId}` : `b${item.boxId}`;

/** Where each box stands now, locked: raw material boxes and boxes (their active pallet), by key; live or not. */
async function lockGeneratedBoxes(tx: Transaction, boxes: readonly TGeneratedBox[]) {
  const now = new Map<string, { palletId: number | null; live: boolean; code: string; quantity: number | null }>();
  const raw = await lockRawMaterialBoxes(
    tx,
    boxes.flatMap((b) => (b.rawMaterialBoxId === null ? [] : [b.rawMaterialBoxId])),
  );
  for (const r of raw) {
    now.set(`r${r.rawMaterialBoxId}`, {
      palletId: r.plateId,
      live: r.active === RAW_MATERIAL_BOX_ACTIVE.Active && r.exWarehouse === RAW_MATERIAL_BOX_EX_WAREHOUSE.InWarehouse,
      code: r.boxCode,
      quantity: null,
    });
  }
  const locked = await lockBoxes(
    tx,
    boxes.flatMap((b) => (b.boxId === null ? [] : [b.boxId])),
  );
  for (const b of locked) {
    now.set(`b${b.boxId}`, {
      palletId: b.plateId,
      live: b.status === BOX_STATUS.InStock,
      code: b.barCode,
      quantity: b.quantity,
    });
  }
  return { now, raw };
}

/** Locks the pallets (in id order) and answers whether each stands in a cell. */
async function lockPallets(tx: Transaction, palletIds: readonly number[]) {
  const inCell = new Map<number, boolean>();
  for (const palletId of [...new Set(palletIds)].sort((a, b) => a - b)) {
    const pallet = await lockPallet(tx, palletId);
    inCell.set(palletId, pallet.cellId !== null);
  }
  return inCell;
}

/**
 * POST RawMaterialBox/AddListToPlate (`add`) and PUT RawMaterialBox/updateListToPlate (move): the receiving's boxes
 * onto pallets not put on a shelf yet. Adding refuses a box on a pallet ('Already added pallet') and keeps each line's
 * pallet sequence ('Please add firstly'); moving needs a box on a pallet ('Assign pallet firstly'), not in a cell
 * ('Already moved to cell'), onto another pallet ('Already have pallet').
 */
export function placeReceivingBoxes(
  db: Database,
  items: readonly TReceivingBoxPallet[],
  mode: 'add' | 'move',
  actorId: number | null,
): Promise<TReceivingBox[]> {
  return db.transaction((tx) => placeReceivingBoxesIn(tx, items, mode, actorId));
}

/** placeReceivingBoxes inside the caller's transaction (the demo seeder). */
export async function placeReceivingBoxesIn(
  tx: Transaction,
  items: readonly TReceivingBoxPallet[],
  mode: 'add' | 'move',
  actorId: number | null,
): Promise<TReceivingBox[]> {
  const { boxes, inspectionId } = await generatedBoxesOf(tx, items);
  const order = await lockStockStep(tx, inspectionId);
  const { now } = await lockGeneratedBoxes(tx, boxes);
  const currentPallets = [...now.values()].flatMap((b) => (b.palletId === null ? [] : [b.palletId]));
  const inCell = await lockPallets(tx, [...items.map((i) => i.plateId), ...currentPallets]);
  for (const item of items) {
    const was = now.get(keyOf(item));
    if (!was?.live) throw new BusinessError(MESSAGES.notInStock(was?.code ?? ''));
    if (mode === 'add' && was.palletId !== null) throw new BusinessError(MESSAGES.alreadyAdded);
    if (mode === 'move') {
      if (was.palletId === null) throw new BusinessError(MESSAGES.assignFirst);
      if (inCell.get(was.palletId)) throw new BusinessError(MESSAGES.inCell);
      if (was.palletId === item.plateId) throw new BusinessError(MESSAGES.samePallet);
    }
    if (inCell.get(item.plateId)) throw new BusinessError(MESSAGES.onShelf);
  }
  await putRawMaterialBoxesOnPallets(
    tx,
    items.flatMap((i) =>
      i.rawMaterialBoxId == null ? [] : [{ rawMaterialBoxId: i.rawMaterialBoxId, plateId: i.plateId }],
    ),
    actorId,
  );
  const productMoves = items.flatMap((i) => (i.boxId == null ? [] : [{ boxId: i.boxId, plateId: i.plateId }]));
  if (productMoves.length > 0) await changePalletBoxesIn(tx, productMoves, actorId);
  if (mode === 'add') await markOnPallet(tx, inspectionId, boxes);
  await rollUpStock(tx, inspectionId, order.poId, actorId);
  return listReceivingBoxes(tx, inspectionId);
}

/** The boxes are on pallets now; a line's boxes go on pallets in their order (spec 02 §8 pallet sequence). */
async function markOnPallet(tx: Transaction, inspectionId: number, boxes: readonly TGeneratedBox[]) {
  if (boxes.length === 0) return;
  const detailIds = [...new Set(boxes.map((b) => b.detailId))];
  for (const detailId of detailIds) {
    const sequences = boxes.filter((b) => b.detailId === detailId).map((b) => b.sequence);
    await tx
      .update(receivingBox)
      .set({ onPallet: 1 })
      .where(and(eq(receivingBox.detailId, detailId), inArray(receivingBox.sequence, sequences)));
  }
  const lines = await tx
    .select({ detailId: receivingBox.detailId, sequence: receivingBox.sequence, onPallet: receivingBox.onPallet })
    .from(receivingBox)
    .where(and(eq(receivingBox.inspectionId, inspectionId), inArray(receivingBox.detailId, detailIds)));
  for (const detailId of detailIds) {
    const gap = palletSequenceGap(
      lines.filter((l) => l.detailId === detailId).map((l) => ({ sequence: l.sequence, onPallet: l.onPallet === 1 })),
    );
    if (gap) throw new BusinessError(MESSAGES.addFirst);
  }
}

/**
 * DELETE RawMaterialBox/DeleteRawMaterialBox?barCode: a box generated by mistake goes — a raw material box is removed,
 * a product box leaves the stock as Deleted (the ledger keeps it) — and the line's handled quantity rolls back. Refused
 * for a box production used, a box no longer as generated, or one whose pallet is in a cell already.
 */
export async function deleteReceivingBox(db: Database, barCode: string, actorId: number | null) {
  return db.transaction(async (tx) => {
    const { found, exists } = await findReceivingBoxByCode(tx, barCode);
    if (!found) {
      if (exists) throw new BusinessError(MESSAGES.notGenerated);
      throw new NotFoundError('No box with this barcode.');
    }
    const order = await lockStockStep(tx, found.inspectionId);
    const { now, raw } = await lockGeneratedBoxes(tx, [found]);
    const was = orNotFound(now.get(keyOf(found)), 'No box with this barcode.');
    if (raw.some((r) => r.picked || r.exWarehouse !== RAW_MATERIAL_BOX_EX_WAREHOUSE.InWarehouse))
      throw new BusinessError(MESSAGES.usedByProduction(was.code));
    if (!was.live) throw new BusinessError(MESSAGES.notInStock(was.code));
    if (was.quantity !== null && was.quantity !== found.quantity)
      throw new BusinessError(MESSAGES.notInStock(was.code));
    const inCell = await lockPallets(tx, was.palletId === null ? [] : [was.palletId]);
    if (was.palletId !== null && inCell.get(was.palletId)) throw new BusinessError(MESSAGES.inCell);
    await tx
      .delete(receivingBox)
      .where(
        found.rawMaterialBoxId !== null
          ? eq(receivingBox.rawMaterialBoxId, found.rawMaterialBoxId)
          : eq(receivingBox.boxId, found.boxId as number),
      );
    if (found.rawMaterialBoxId !== null) await deleteUnusedRawMaterialBoxes(tx, [found.rawMaterialBoxId]);
    else await deleteBoxesIn(tx, [found.boxId as number], { Notes: `Generated by mistake on ${order.poNo}` }, actorId);
    await rollUpStock(tx, found.inspectionId, order.poId, actorId);
    return listReceivingBoxes(tx, found.inspectionId);
  });
}

/**
 * DELETE RawMaterialBox/ObsoleteRawMaterialBoxes [id]: raw material boxes of a receiving found unusable become
 * obsolete and leave their pallets; they stay handled (received and boxed, then written off), off the pallet quantity.
 */
export async function obsoleteReceivingBoxes(
  db: Database,
  rawMaterialBoxIds: readonly number[],
  actorId: number | null,
) {
  return db.transaction(async (tx) => {
    const { boxes, inspectionId } = await generatedBoxesOf(
      tx,
      rawMaterialBoxIds.map((rawMaterialBoxId) => ({ rawMaterialBoxId })),
    );
    const order = await lockStockStep(tx, inspectionId);
    const { now, raw } = await lockGeneratedBoxes(tx, boxes);
    for (const r of raw) {
      if (r.picked || r.exWarehouse !== RAW_MATERIAL_BOX_EX_WAREHOUSE.InWarehouse)
        throw new BusinessError(MESSAGES.usedByProduction(r.boxCode));
      if (!now.get(`r${r.rawMaterialBoxId}`)?.live) throw new BusinessError(MESSAGES.obsolete(r.boxCode));
    }
    await obsoleteRawMaterialBoxes(tx, rawMaterialBoxIds, actorId);
    await tx
      .update(receivingBox)
      .set({ onPallet: 0, updatedBy: actorId })
      .where(inArray(receivingBox.rawMaterialBoxId, [...rawMaterialBoxIds]));
    await rollUpStock(tx, inspectionId, order.poId, actorId);
    return listReceivingBoxes(tx, inspectionId);
  });
}

/** GET RawMaterialBox/GetRawMaterialBoxAndBoxByInspectionId (404 for an unknown receiving). */
export async function getReceivingBoxes(db: Database, inspectionId: number): Promise<TReceivingBox[]> {
  await findByIdOrNotFound(db, unloadingInspection, inspectionId, `Receiving ${inspectionId} was not found.`);
  return listReceivingBoxes(db, inspectionId);
}

/** The box labels of a receiving's raw material boxes (the warehouse's label, in KG, with the PO number), in order. */
export async function receivingBoxLabels(db: Database, input: TReceivingBoxLabelsRequest): Promise<TBoxLabel[]> {
  const boxes = await getReceivingBoxes(db, input.inspectionId);
  return input.rawMaterialBoxIds.map((id) => {
    const found = orNotFound(
      boxes.find((b) => b.rawMaterialBoxId === id),
      `Raw material box ${id} is not a box of this receiving.`,
    );
    return {
      barCode: found.code,
      productCode: found.itemCode,
      productName: found.itemName,
      quantity: found.quantity,
      unit: 'KG',
      packaging: found.poNumber,
      madeInNewZealand: false,
      withQr: false,
      createdAt: found.createdAt,
    };
  });
}
