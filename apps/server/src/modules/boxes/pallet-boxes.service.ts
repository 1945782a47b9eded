import {
  BOX_MOVEMENT_REASON,
  BOX_STATUS,
  PALLET_BOX_MESSAGES,
  type TBox,
  TEMP_ZONE_MESSAGES,
  type TMoveBoxItem,
  type TPalletBoxChanges,
  type TStoreBox,
  type TWarehousePalletBoxItem,
} from '@packline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { BusinessError, ConflictError, databaseErrorCode, NotFoundError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { pallets } from '../warehouse-layout/warehouse-layout.reads.ts';
import { recordBoxMovement, type TBoxMovement } from './box-ledger.ts';
import { listBoxes } from './box-read.ts';
import { endPalletLinks, lockBoxes, type TLockedBox } from './boxes.service.ts';
import { box, palletBox } from './boxes.tables.ts';

// Boxes on pallets (spec 02 §2 Relocate Boxes, §7 PlateBox calls; README "Boxes on pallets"). Each call is one
// transaction: it locks its boxes in id order, checks them (known, in stock) and their pallets (known, in use), then
// changes each box's pieces and pallet with a ledger row per change. A box stands on one pallet at a time: its old link
// ends before the new one is written, and the unique index plate_box_active_box refuses a second active link.

/** One box's change: its new pieces and its new pallet (null: off its pallet); undefined keeps what it has. */
export interface TBoxChange {
  boxId: number;
  quantity?: number | null;
  plateId?: number | null;
  exWarehouseQty?: number | null;
}

/** Locks the boxes (lockBoxes) and refuses any not in stock; by id. */
async function lockBoxesInStock(tx: Transaction, boxIds: readonly number[]): Promise<Map<number, TLockedBox>> {
  const locked = await lockBoxes(tx, boxIds);
  const notInStock = locked.find((b) => b.status !== BOX_STATUS.InStock);
  if (notInStock) throw new BusinessError(PALLET_BOX_MESSAGES.notInStock(notInStock.barCode));
  return new Map(locked.map((b) => [b.boxId, b]));
}

/** The codes of the pallets (including those the boxes stand on); an unknown target is 404, one not in use is 400. */
async function checkPallets(tx: Transaction, targets: readonly number[], current: readonly number[]) {
  const ids = [...new Set([...targets, ...current])];
  const rows =
    ids.length === 0
      ? []
      : await pallets
          .select(tx, { plateId: pallets.plateId, plateCode: pallets.plateCode, active: pallets.active })
          .where(inArray(pallets.plateId, ids));
  const found = new Map(rows.map((row) => [row.plateId, row]));
  for (const plateId of new Set(targets)) {
    const palletRow = found.get(plateId);
    if (!palletRow) throw new NotFoundError(PALLET_BOX_MESSAGES.noPallet);
    if (palletRow.active !== 1) throw new BusinessError(PALLET_BOX_MESSAGES.palletInactive(palletRow.plateCode));
  }
  return new Map(rows.map((row) => [row.plateId, row.plateCode]));
}

/** Applies the changes to the locked boxes, in id order, each with its ledger rows (pieces first, then the pallet). */
async function applyBoxChanges(
  tx: Transaction,
  locked: Map<number, TLockedBox>,
  changes: readonly TBoxChange[],
  employeeId: number | null,
): Promise<void> {
  const now = new Date();
  const movements: TBoxMovement[] = [];
  for (const change of [...changes].sort((a, b) => a.boxId - b.boxId)) {
    const was = locked.get(change.boxId) as TLockedBox;
    const ledgerRow = { boxId: was.boxId, fromStatus: was.status, toStatus: was.status, employeeId };
    const quantity = change.quantity ?? was.quantity;
    if (quantity !== was.quantity) {
      await tx
        .update(box)
        .set({ quantity, updatedAt: now, updatedBy: employeeId })
        .where(and(eq(box.boxId, was.boxId), eq(box.status, BOX_STATUS.InStock)));
      movements.push({
        ...ledgerRow,
        reasonId: BOX_MOVEMENT_REASON.QuantityChanged,
        fromPlateId: was.plateId,
        toPlateId: was.plateId,
        quantityBefore: was.quantity,
        quantityAfter: quantity,
      });
    }
    const plateId = change.plateId === undefined ? was.plateId : change.plateId;
    if (plateId !== was.plateId) {
      await endPalletLinks(tx, [was.boxId], employeeId, now);
      if (plateId !== null) {
        await tx.insert(palletBox).values({
          plateId,
          boxId: was.boxId,
          active: true,
          exWarehouseQty: change.exWarehouseQty ?? null,
          createdAt: now,
          createdBy: employeeId,
        });
      }
      movements.push({
        ...ledgerRow,
        reasonId: BOX_MOVEMENT_REASON.PalletChanged,
        fromPlateId: was.plateId,
        toPlateId: plateId,
        quantityBefore: quantity,
        quantityAfter: quantity,
      });
    } else if (change.exWarehouseQty != null && plateId !== null) {
      await tx
        .update(palletBox)
        .set({ exWarehouseQty: change.exWarehouseQty, updatedAt: now, updatedBy: employeeId })
        .where(and(eq(palletBox.boxId, was.boxId), eq(palletBox.active, true)));
    }
  }
  await recordBoxMovement(tx, movements);
}

/**
 * The changes of one PlateBox write inside the caller's transaction: lock the boxes, check them and the pallets
 * (`check` adds the call's own refusals), apply the changes. Packaging (production's AddAndUpdateListAndComplete)
 * calls it in the transaction that completes its job; a unique-index race surfaces as the database error 23505.
 */
export async function changePalletBoxesIn(
  tx: Transaction,
  changes: readonly TBoxChange[],
  employeeId: number | null,
  check: (locked: Map<number, TLockedBox>, palletCodes: Map<number, string>) => void = () => {},
): Promise<void> {
  const locked = await lockBoxesInStock(
    tx,
    changes.map((change) => change.boxId),
  );
  const targets = changes.flatMap((change) => (change.plateId == null ? [] : [change.plateId]));
  const current = [...locked.values()].flatMap((b) => (b.plateId === null ? [] : [b.plateId]));
  check(locked, await checkPallets(tx, targets, current));
  await applyBoxChanges(tx, locked, changes, employeeId);
}

/**
 * One PlateBox write in its own transaction (changePlateBoxesIn), answering the boxes as they are now. A second active
 * link written by someone else at the same moment (the unique index) is a 409.
 */
async function changePalletBoxes(
  db: Database,
  changes: readonly TBoxChange[],
  employeeId: number | null,
  check?: (locked: Map<number, TLockedBox>, palletCodes: Map<number, string>) => void,
): Promise<TBox[]> {
  const ids = changes.map((change) => change.boxId);
  try {
    return await db.transaction(async (tx) => {
      await changePalletBoxesIn(tx, changes, employeeId, check);
      return listBoxes(tx, inArray(box.boxId, ids));
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new ConflictError(PALLET_BOX_MESSAGES.movedMeanwhile);
    throw error;
  }
}

/**
 * PUT PlateBox/MoveBox (Relocate Boxes): each box leaves its pallet for its target pallet. Only boxes in stock move;
 * a box already on its target is refused (the screen moves boxes between two different pallets).
 */
export function moveBoxes(db: Database, items: readonly TMoveBoxItem[], employeeId: number | null): Promise<TBox[]> {
  return changePalletBoxes(
    db,
    items.map((item) => ({ boxId: item.boxId, plateId: item.targetPlateId })),
    employeeId,
    (locked, palletCodes) => {
      for (const item of items) {
        const was = locked.get(item.boxId) as TLockedBox;
        if (was.plateId === item.targetPlateId) {
          throw new BusinessError(PALLET_BOX_MESSAGES.samePallet(was.barCode, palletCodes.get(was.plateId) ?? ''));
        }
      }
    },
  );
}

/**
 * PUT PlateBox/UpdateWareshouePalletBox (a warehouse correction): each box now holds `quantity` pieces (0 or more)
 * and stands on `plateId`. The barcode, when sent, must be the box's (a scanned label matched to the wrong row).
 */
export function updateWarehousePalletBoxes(
  db: Database,
  items: readonly TWarehousePalletBoxItem[],
  employeeId: number | null,
): Promise<TBox[]> {
  return changePalletBoxes(
    db,
    items.map(({ boxId, quantity, plateId }) => ({ boxId, quantity, plateId })),
    employeeId,
    (locked) => {
      for (const item of items) {
        const was = locked.get(item.boxId) as TLockedBox;
        if (item.barCode && item.barCode.toUpperCase() !== was.barCode.toUpperCase()) {
          throw new BusinessError(PALLET_BOX_MESSAGES.wrongBarCode(item.boxId, item.barCode));
        }
      }
    },
  );
}

/**
 * PUT PlateBox/AddAndUpdatePlateBoxAndBoxQuantity: boxes on no pallet yet are put on one (addList; a box on a pallet
 * is a 409: it moves with Relocate Boxes), links are updated (updateList: pieces, exWarehouseQty, and the pallet when
 * another) and links end (deleteBoxIdList: the boxes come off their pallets and stay in stock). One transaction.
 */
export function changePalletBoxLinks(
  db: Database,
  changes: TPalletBoxChanges,
  employeeId: number | null,
): Promise<TBox[]> {
  const links = [...changes.addList, ...changes.updateList].map((item) => ({
    boxId: item.boxId,
    plateId: item.plateId,
    quantity: item.quantity,
    exWarehouseQty: item.exWarehouseQty,
  }));
  const ended = changes.deleteBoxIdList.map((boxId) => ({ boxId, plateId: null }));
  return changePalletBoxes(db, [...links, ...ended], employeeId, (locked, palletCodes) => {
    for (const item of changes.addList) {
      const was = locked.get(item.boxId) as TLockedBox;
      if (was.plateId !== null) {
        throw new ConflictError(PALLET_BOX_MESSAGES.onAnotherPallet(was.barCode, palletCodes.get(was.plateId) ?? ''));
      }
    }
  });
}

/**
 * Store To Pallet's boxes (TempZone/StoreBoxToPlate, the pallets module's call) inside the caller's transaction, which
 * has locked the pallet: the boxes are locked in id order and must be in stock (else 'boxNotInStock' naming the first
 * one); each box not on the pallet yet leaves its old one for it, its pieces become the counted ones, and each change
 * writes a ledger row (QuantityChanged on the same pallet, PalletChanged otherwise).
 */
export async function storeBoxesOnPallet(
  tx: Transaction,
  plateId: number,
  boxes: readonly TStoreBox[],
  actor: number | null,
): Promise<void> {
  const locked = await lockBoxes(
    tx,
    boxes.map((b) => b.boxId),
  );
  const refused = locked.find((b) => b.status !== BOX_STATUS.InStock);
  if (refused) throw new BusinessError(TEMP_ZONE_MESSAGES.boxNotInStock(refused.barCode));
  const counted = new Map(boxes.map((b) => [b.boxId, b.quantity]));
  const now = new Date();

  const moving = locked.filter((b) => b.plateId !== plateId).map((b) => b.boxId);
  if (moving.length > 0) {
    await endPalletLinks(tx, moving, actor, now);
    await tx
      .insert(palletBox)
      .values(moving.map((boxId) => ({ plateId: plateId, boxId, createdBy: actor, createdAt: now })));
  }
  const movements: TBoxMovement[] = [];
  for (const b of locked) {
    const before = Number(b.quantity);
    const after = counted.get(b.boxId) ?? before;
    const fromPlateId = b.plateId;
    if (after !== before) {
      await tx
        .update(box)
        .set({ quantity: after, updatedAt: now, updatedBy: actor })
        .where(and(eq(box.boxId, b.boxId), eq(box.status, BOX_STATUS.InStock)));
    }
    if (after === before && fromPlateId === plateId) continue;
    movements.push({
      boxId: b.boxId,
      reasonId: fromPlateId === plateId ? BOX_MOVEMENT_REASON.QuantityChanged : BOX_MOVEMENT_REASON.PalletChanged,
      fromStatus: b.status,
      toStatus: b.status,
      fromPlateId,
      toPlateId: plateId,
      quantityBefore: before,
      quantityAfter: after,
      employeeId: actor,
    });
  }
  await recordBoxMovement(tx, movements);
}
