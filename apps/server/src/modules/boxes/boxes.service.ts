import {
  BOX_MANAGEMENT_MESSAGES,
  BOX_MOVEMENT_REASON,
  BOX_OUT_LOCATION,
  BOX_SOURCE,
  BOX_STATUS,
  DISPATCH_MESSAGES,
  LAYOUT_MESSAGES,
  type TBox,
  toApiDate,
} from '@packline/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import { drawIds } from '../../db/sequences.ts';
import { getProduct, getProductCodes } from '../catalogue/products.service.ts';
import { pallets } from '../warehouse-layout/warehouse-layout.reads.ts';
import { recordBoxMovement, type TBoxMovement } from './box-ledger.ts';
import { activePalletsOf, listBoxes } from './box-read.ts';
import { box, palletBox } from './boxes.tables.ts';

// Boxes (spec 02 §3/§4, issue 6): GenerateBox and every seeder create labelled boxes here. A new box is in stock
// (status 1) holding its pieces; with a pallet it stands on that pallet through an active pallet-box link.

export interface TNewBoxes {
  productId: number;
  quantityPerBox: number;
  count: number;
  source: number;
  plateId?: number | null;
  /** The date printed in the barcode ('YYYY-MM-DD' or 'YYYY/MM/DD'); today in Auckland by default. */
  barcodeDate?: string;
  createdBy: number | null;
  /** When the boxes were made (the seeders spread them over past days); now by default. */
  createdAt?: Date;
  /** The packaging job (production suborder) they were made for. */
  suborderId?: number | null;
  /** Semi-finished boxes (box.isSemi 1): a production step's labels before packaging. */
  isSemi?: boolean;
  /** The purchase order they were received against (receiving's product boxes). */
  poNo?: string | null;
}

/**
 * The one barcode scheme: product code, barcode date (YYMMDD) and the box's own id as the sequence, e.g.
 * `CUP8-261122-0001`. The id comes from the box table's identity sequence, so two people generating at the same
 * moment can never get the same barcode.
 */
export function boxBarCode(productCode: string, barcodeDate: string, boxId: number): string {
  const yymmdd = barcodeDate.slice(2, 10).replace(/[-/]/g, '');
  return `${productCode.trim().toUpperCase()}-${yymmdd}-${String(boxId).padStart(4, '0')}`;
}

/** Creates `count` labelled boxes of a product, each holding `quantityPerBox` pieces, in stock (optionally on a pallet). */
export async function createBoxes(tx: DbOrTx, boxes: TNewBoxes): Promise<{ boxId: number; barCode: string }[]> {
  return createBoxBatches(tx, [boxes]);
}

/** createBoxes for several products at once (the demo seeder): one id fetch and chunked inserts for them all. */
export async function createBoxBatches(
  tx: DbOrTx,
  batches: readonly TNewBoxes[],
): Promise<{ boxId: number; barCode: string }[]> {
  const total = batches.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return [];
  const productIds = [...new Set(batches.map((b) => b.productId))];
  const codeOf = await getProductCodes(tx, productIds);
  const missing = productIds.find((id) => !codeOf.has(id));
  if (missing !== undefined) throw new NotFoundError(`Product ${missing} was not found.`);

  const boxIds = await drawIds(tx, box, box.boxId, total);
  const now = new Date();
  const today = toApiDate(now);
  const rows: (typeof box.$inferInsert)[] = [];
  const links: (typeof palletBox.$inferInsert)[] = [];
  let next = 0;
  for (const batch of batches) {
    const date = batch.barcodeDate ?? (batch.createdAt ? toApiDate(batch.createdAt) : today);
    for (let sequence = 1; sequence <= batch.count; sequence++) {
      const boxId = boxIds[next++] as number;
      rows.push({
        boxId,
        barCode: boxBarCode(codeOf.get(batch.productId) as string, date, boxId),
        productId: batch.productId,
        quantity: batch.quantityPerBox,
        status: BOX_STATUS.InStock,
        source: batch.source,
        suborderId: batch.suborderId ?? null,
        isSemi: batch.isSemi ? 1 : 0,
        poNo: batch.poNo ?? null,
        sequence,
        printedAt: batch.createdAt ?? now,
        createdAt: batch.createdAt ?? now,
        createdBy: batch.createdBy,
      });
      if (batch.plateId != null) {
        const linkedAt = batch.createdAt ?? now;
        links.push({ plateId: batch.plateId, boxId, active: true, createdAt: linkedAt, createdBy: batch.createdBy });
      }
    }
  }
  await insertInChunks(tx, box, rows);
  await insertInChunks(tx, palletBox, links);
  return rows.map((r) => ({ boxId: r.boxId as number, barCode: r.barCode }));
}

/** POST Box/GenerateBox: the pallet, when given, must exist; answers the new boxes as read back. One transaction. */
export async function generateBoxes(db: Database, boxes: TNewBoxes): Promise<TBox[]> {
  return db.transaction((tx) => labelNewBoxes(tx, boxes));
}

/** GenerateBox inside the caller's transaction (a packaging job's boxes): the product and pallet must exist. */
export async function labelNewBoxes(tx: Transaction, boxes: TNewBoxes): Promise<TBox[]> {
  await getProduct(tx, boxes.productId);
  if (boxes.plateId != null) {
    const [found] = await pallets.select(tx, { plateId: pallets.plateId }).where(eq(pallets.plateId, boxes.plateId));
    if (!found) throw new NotFoundError(`Pallet ${boxes.plateId} was not found.`);
  }
  const created = await createBoxes(tx, boxes);
  return listBoxes(
    tx,
    inArray(
      box.boxId,
      created.map((b) => b.boxId),
    ),
  );
}

// ---- Stock moves (a dispatch picks, cancels and completes; dispatch README "Stock") ----------------------------------

/** Pieces of a product taken from one box. */
export interface TBoxTake {
  boxId: number;
  productId: number;
  quantity: number;
}

/** Pieces given back to one box. */
export interface TBoxReturn {
  boxId: number;
  pieces: number;
}

const byBox = (a: { boxId: number }, b: { boxId: number }) => a.boxId - b.boxId;

/** The barcodes of some boxes, checking each exists and holds the product it is taken for (boxWrongProduct). */
async function checkBoxProducts(tx: Transaction, takes: readonly TBoxTake[]): Promise<Map<number, string>> {
  const ids = [...new Set(takes.map((take) => take.boxId))];
  const rows = await tx
    .select({ boxId: box.boxId, barCode: box.barCode, productId: box.productId })
    .from(box)
    .where(inArray(box.boxId, ids));
  const found = new Map(rows.map((row) => [row.boxId, row]));
  for (const take of takes) {
    const row = found.get(take.boxId);
    if (!row) throw new NotFoundError(`Box ${take.boxId} was not found.`);
    if (row.productId !== take.productId) throw new BusinessError(DISPATCH_MESSAGES.boxWrongProduct(row.barCode));
  }
  return new Map(rows.map((row) => [row.boxId, row.barCode]));
}

/** A box as locked for a change: its status, pieces and the pallet it stands on. */
export interface TLockedBox {
  boxId: number;
  barCode: string;
  status: number;
  quantity: number;
  plateId: number | null;
}

/**
 * Locks the boxes (FOR UPDATE, in id order: the lock order of every box change) and answers them as they are now, in
 * id order, each with its pallet; an unknown id is 404.
 */
export async function lockBoxes(tx: Transaction, boxIds: readonly number[]): Promise<TLockedBox[]> {
  const ids = [...new Set(boxIds)].sort((a, b) => a - b);
  const rows = await tx
    .select({ boxId: box.boxId, barCode: box.barCode, status: box.status, quantity: box.quantity })
    .from(box)
    .where(inArray(box.boxId, ids))
    .orderBy(box.boxId)
    .for('update');
  const missing = ids.find((id) => !rows.some((row) => row.boxId === id));
  if (missing !== undefined) throw new NotFoundError(BOX_MANAGEMENT_MESSAGES.boxNotFound(missing));
  const palletOf = await activePalletsOf(tx, ids);
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), plateId: palletOf.get(row.boxId) ?? null }));
}

/** Takes boxes off their pallets: their active pallet-box links end (kept as history, with when and who). */
export async function endPalletLinks(
  tx: Transaction,
  boxIds: readonly number[],
  employeeId: number | null,
  now = new Date(),
): Promise<void> {
  if (boxIds.length === 0) return;
  await tx
    .update(palletBox)
    .set({ active: false, removedAt: now, updatedAt: now, updatedBy: employeeId })
    .where(and(inArray(palletBox.boxId, [...boxIds]), eq(palletBox.active, true)));
}

/**
 * Takes pieces out of their boxes: per take `quantity -= q` only while the box is in stock, holds the product and has
 * q pieces left (a box emptied goes to status 2, in dispatching), in one conditional UPDATE, so two people taking from
 * the same box at once cannot both get the pieces and no box goes below zero. Zero rows updated means someone else took
 * them first: DISPATCH_MESSAGES.boxUnavailable. Boxes are updated in id order (the lock order, sales-order-lock.ts).
 * Each take writes a ledger row (DispatchPicked).
 */
export async function takeBoxPieces(
  tx: Transaction,
  takes: readonly TBoxTake[],
  employeeId: number | null,
): Promise<void> {
  if (takes.length === 0) return;
  const barCodes = await checkBoxProducts(tx, takes);
  const taken: { take: TBoxTake; quantity: number; status: number }[] = [];
  for (const take of [...takes].sort(byBox)) {
    const pieces = sql`${take.quantity}::numeric`;
    const [row] = await tx
      .update(box)
      .set({
        quantity: sql`${box.quantity} - ${pieces}`,
        status: sql`case when ${box.quantity} - ${pieces} = 0 then ${BOX_STATUS.InDispatching}::int else ${BOX_STATUS.InStock}::int end`,
        updatedAt: new Date(),
        updatedBy: employeeId,
      })
      .where(
        and(
          eq(box.boxId, take.boxId),
          eq(box.status, BOX_STATUS.InStock),
          eq(box.productId, take.productId),
          gte(box.quantity, pieces),
        ),
      )
      .returning({ quantity: box.quantity, status: box.status });
    if (!row) {
      throw new BusinessError(DISPATCH_MESSAGES.boxUnavailable(barCodes.get(take.boxId) ?? '', take.quantity));
    }
    taken.push({ take, quantity: Number(row.quantity), status: row.status });
  }
  // Read only now that the UPDATEs hold the boxes: a move committed meanwhile (PlateBox/MoveBox) is seen.
  const palletOf = await activePalletsOf(
    tx,
    takes.map((take) => take.boxId),
  );
  const movements: TBoxMovement[] = taken.map(({ take, quantity, status }) => {
    const plateId = palletOf.get(take.boxId) ?? null;
    return {
      boxId: take.boxId,
      reasonId: BOX_MOVEMENT_REASON.DispatchPicked,
      fromStatus: BOX_STATUS.InStock,
      toStatus: status,
      fromPlateId: plateId,
      toPlateId: plateId,
      quantityBefore: quantity + take.quantity,
      quantityAfter: quantity,
      employeeId,
    };
  });
  await recordBoxMovement(tx, movements);
}

/**
 * Pieces given back (a dispatch cancelled): each box gets them and is in stock again (status 1, no out location).
 * The boxes are locked in id order first, so each ledger row (DispatchCancelled) has the box as it was.
 */
export async function returnBoxPieces(
  tx: Transaction,
  returns: readonly TBoxReturn[],
  employeeId: number | null,
): Promise<void> {
  if (returns.length === 0) return;
  const ids = [...new Set(returns.map((r) => r.boxId))];
  const locked = await tx
    .select({ boxId: box.boxId, quantity: box.quantity, status: box.status })
    .from(box)
    .where(inArray(box.boxId, ids))
    .orderBy(box.boxId)
    .for('update');
  const before = new Map(locked.map((row) => [row.boxId, { quantity: Number(row.quantity), status: row.status }]));
  const palletOf = await activePalletsOf(tx, ids);
  const movements: TBoxMovement[] = [];
  for (const { boxId, pieces } of [...returns].sort(byBox)) {
    const [returned] = await tx
      .update(box)
      .set({
        quantity: sql`${box.quantity} + ${pieces}::numeric`,
        status: BOX_STATUS.InStock,
        location: null,
        dispatchedAt: null,
        updatedAt: new Date(),
        updatedBy: employeeId,
      })
      .where(eq(box.boxId, boxId))
      .returning({ quantity: box.quantity });
    const was = before.get(boxId);
    if (!returned || !was) continue;
    const plateId = palletOf.get(boxId) ?? null;
    movements.push({
      boxId,
      reasonId: BOX_MOVEMENT_REASON.DispatchCancelled,
      fromStatus: was.status,
      toStatus: BOX_STATUS.InStock,
      fromPlateId: plateId,
      toPlateId: plateId,
      quantityBefore: was.quantity,
      quantityAfter: Number(returned.quantity),
      employeeId,
    });
    was.quantity = Number(returned.quantity);
    was.status = BOX_STATUS.InStock;
  }
  await recordBoxMovement(tx, movements);
}

/**
 * Boxes gone with a completed dispatch: those it emptied (status 2) leave the warehouse (status 0, Delivered), each
 * with a ledger row (DispatchDelivered).
 */
export async function markBoxesDelivered(
  tx: Transaction,
  boxIds: readonly number[],
  employeeId: number | null,
): Promise<void> {
  if (boxIds.length === 0) return;
  const now = new Date();
  const delivered = await tx
    .update(box)
    .set({
      status: BOX_STATUS.Out,
      location: BOX_OUT_LOCATION.Delivered,
      dispatchedAt: now,
      updatedAt: now,
      updatedBy: employeeId,
    })
    .where(and(eq(box.status, BOX_STATUS.InDispatching), inArray(box.boxId, [...boxIds])))
    .returning({ boxId: box.boxId, quantity: box.quantity });
  const deliveredIds = delivered.map((row) => row.boxId);
  const palletOf = await activePalletsOf(tx, deliveredIds);
  // Delivered boxes left the warehouse, and with them their pallet places.
  await endPalletLinks(tx, deliveredIds, employeeId, now);
  await recordBoxMovement(
    tx,
    delivered.sort(byBox).map((row) => ({
      boxId: row.boxId,
      reasonId: BOX_MOVEMENT_REASON.DispatchDelivered,
      fromStatus: BOX_STATUS.InDispatching,
      toStatus: BOX_STATUS.Out,
      fromPlateId: palletOf.get(row.boxId) ?? null,
      toPlateId: null,
      quantityBefore: Number(row.quantity),
      quantityAfter: Number(row.quantity),
      employeeId,
    })),
  );
}

/** Pieces of a product coming back from a customer (a return), in one new box. */
export interface TReturnedPieces {
  productId: number;
  quantity: number;
}

/**
 * A customer's return (the returns module, inside its transaction): each line comes back as a new labelled box on the
 * pallet, On Hold (the Hold Products list) until someone releases it to stock or rejects it, with a ledger row
 * (Returned) each. The pallet must exist and be in use. Answers the new boxes in the order of the lines.
 */
export async function receiveReturnedBoxes(
  tx: Transaction,
  input: { plateId: number; lines: readonly TReturnedPieces[]; notes: string; employeeId: number | null },
): Promise<{ boxId: number; barCode: string }[]> {
  const [palletRow] = await pallets
    .select(tx, { plateId: pallets.plateId, active: pallets.active })
    .where(eq(pallets.plateId, input.plateId));
  if (palletRow?.active !== 1) throw new NotFoundError(LAYOUT_MESSAGES.noPallet);
  const created = await createBoxBatches(
    tx,
    input.lines.map((line) => ({
      productId: line.productId,
      quantityPerBox: line.quantity,
      count: 1,
      source: BOX_SOURCE.CustomerReturn,
      plateId: input.plateId,
      createdBy: input.employeeId,
    })),
  );
  const ids = created.map((b) => b.boxId);
  if (ids.length === 0) return created;
  await tx.update(box).set({ status: BOX_STATUS.OnHold, notes: input.notes }).where(inArray(box.boxId, ids));
  await recordBoxMovement(
    tx,
    created.map((b, i) => ({
      boxId: b.boxId,
      reasonId: BOX_MOVEMENT_REASON.Returned,
      fromStatus: null,
      toStatus: BOX_STATUS.OnHold,
      fromPlateId: null,
      toPlateId: input.plateId,
      quantityBefore: 0,
      quantityAfter: input.lines[i]?.quantity ?? 0,
      notes: input.notes,
      employeeId: input.employeeId,
    })),
  );
  return created;
}
