import {
  BOX_MOVEMENT_REASON,
  BOX_STATUS,
  TEMP_ZONE_MESSAGES,
  type TPlate,
  type TStoreBox,
  ZONE_TYPE,
} from '@packline/domain';
import { and, asc, eq, inArray, not } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { recordBoxMovement, type TBoxMovement } from '../boxes/box-ledger.ts';
import { endPalletLinks, lockBoxes } from '../boxes/boxes.service.ts';
import { box, palletBox } from '../boxes/boxes.tables.ts';
import { pallet, tempZone } from '../warehouse-layout/warehouse-layout.tables.ts';
import { holdsBoxes } from './pallet-load-read.ts';
import { lockPallet } from './pallet-placement.service.ts';
import { zoneTypeExists } from './temp-zones-read.ts';
import { getPallet } from './warehouse-map-read.ts';

// Temporary zones (spec 02 §2 Temporary Zone and Relocate Pallet, §4 "a pallet moves between a shelf cell and a
// temporary zone", §7 TempZone): a pallet leaves its cell for a temporary zone, empty pallets are cleared out of the
// zones, and boxes are stored to a pallet. Each call is one transaction that locks the pallet first (lockPallet, the
// lock every pallet move takes), so two people moving or loading one pallet queue. The way back to a cell is
// pallet-placement.service.ts placePlateInCell, the one cell move.
//
//   nowhere ──MovePlateToTempZone / AddTempZone──▶ temporary zone ──MovePlateToShelf──▶ shelf cell
//   shelf cell ──MovePlateToTempZone──▶ temporary zone ──ClearEmptyPlateFromTempZone (no box left)──▶ nowhere

async function requireZoneType(tx: Transaction, zoneTypeId: number): Promise<void> {
  if (!(await zoneTypeExists(tx, zoneTypeId))) throw new NotFoundError(TEMP_ZONE_MESSAGES.zoneTypeNotFound);
}

/** The pallet (locked by the caller) stands in the zone from now: out of its cell, out of any other zone. */
async function standInZone(
  tx: Transaction,
  palletRow: { plateId: number; cellId: number | null },
  zoneTypeId: number,
  actor: number | null,
): Promise<void> {
  const now = new Date();
  if (palletRow.cellId !== null) {
    await tx
      .update(pallet)
      .set({ cellId: null, updatedAt: now, updatedBy: actor })
      .where(eq(pallet.plateId, palletRow.plateId));
  }
  const [current] = await tx.select().from(tempZone).where(eq(tempZone.plateId, palletRow.plateId));
  if (current?.zoneTypeId === zoneTypeId) return;
  if (current) await tx.delete(tempZone).where(eq(tempZone.tempZoneId, current.tempZoneId));
  await tx.insert(tempZone).values({ plateId: palletRow.plateId, zoneTypeId, createdBy: actor, createdAt: now });
}

/**
 * Pallets loaded elsewhere (packaging's pallets) enter the zone when they stand nowhere; a pallet in a cell or already
 * in a zone stays where it is. Locks each pallet (lockPallet, in id order) in the caller's transaction; unknown: 404.
 */
export async function placePalletsInZoneIfNowhere(
  tx: Transaction,
  plateIds: readonly number[],
  zoneTypeId: number,
  actor: number | null,
): Promise<void> {
  for (const plateId of [...new Set(plateIds)].sort((a, b) => a - b)) {
    const palletRow = await lockPallet(tx, plateId);
    if (palletRow.cellId !== null) continue;
    const [inZone] = await tx
      .select({ tempZoneId: tempZone.tempZoneId })
      .from(tempZone)
      .where(eq(tempZone.plateId, plateId));
    if (inZone) continue;
    await requireZoneType(tx, zoneTypeId);
    await standInZone(tx, palletRow, zoneTypeId, actor);
  }
}

/** PUT TempZone/MovePlateToTempZone?plateId&zoneTypeId: the pallet leaves its cell (or zone) for the zone. */
export async function movePalletToTempZone(
  db: Database,
  input: { plateId: number; zoneTypeId: number },
  actor: number | null,
): Promise<TPlate> {
  await db.transaction(async (tx) => {
    const palletRow = await lockPallet(tx, input.plateId);
    await requireZoneType(tx, input.zoneTypeId);
    await standInZone(tx, palletRow, input.zoneTypeId, actor);
  });
  return getPallet(db, { plateId: input.plateId });
}

/**
 * DELETE TempZone/ClearEmptyPlateFromTempZone (Clear Empty Pallet): the pallets in the temporary zones that hold no
 * box of any kind (product or raw material, pallet-load-read.ts) leave their zone (they stand nowhere, free to be loaded
 * again). Answers how many left.
 */
export function clearEmptyPalletsFromTempZones(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const noBox = not(holdsBoxes(tempZone.plateId));
    const empty = await tx
      .select({ plateId: tempZone.plateId })
      .from(tempZone)
      .where(noBox)
      .orderBy(asc(tempZone.plateId));
    if (empty.length === 0) return 0;
    // Lock the pallets (in id order, as every pallet move locks its pallet first), then clear only the ones still
    // empty: a box stored to one of them meanwhile keeps it in its zone. A box put on a pallet holds a key-share lock on
    // its pallet row (the plate_box / raw_material_box foreign key), which FOR UPDATE waits for.
    const ids = empty.map((p) => p.plateId);
    await tx
      .select({ plateId: pallet.plateId })
      .from(pallet)
      .where(inArray(pallet.plateId, ids))
      .orderBy(asc(pallet.plateId))
      .for('update');
    const cleared = await tx
      .delete(tempZone)
      .where(and(inArray(tempZone.plateId, ids), noBox))
      .returning({ plateId: tempZone.plateId });
    return cleared.length;
  });
}

/**
 * POST TempZone/AddTempZone?plateId[&zoneTypeId] [{boxId, quantity}] (Add to stock, Store To Pallet): the boxes go on
 * the pallet, each with the pieces counted in it, off the pallet they stood on. Only boxes in stock; all of them or
 * none. A pallet standing nowhere enters the temporary zone (the Packaging Area unless told). One ledger row per box
 * whose pallet or pieces changed.
 */
export async function storeBoxesToPallet(
  db: Database,
  input: { plateId: number; zoneTypeId?: number; boxes: readonly TStoreBox[] },
  actor: number | null,
): Promise<TPlate> {
  if (input.boxes.length === 0) throw new BusinessError(TEMP_ZONE_MESSAGES.addBoxes);
  await db.transaction(async (tx) => {
    const palletRow = await lockPallet(tx, input.plateId);
    const locked = await lockBoxes(
      tx,
      input.boxes.map((b) => b.boxId),
    );
    const refused = locked.find((b) => b.status !== BOX_STATUS.InStock);
    if (refused) throw new BusinessError(TEMP_ZONE_MESSAGES.boxNotInStock(refused.barCode));
    const counted = new Map(input.boxes.map((b) => [b.boxId, b.quantity]));
    const now = new Date();

    const moving = locked.filter((b) => b.plateId !== palletRow.plateId).map((b) => b.boxId);
    if (moving.length > 0) {
      await endPalletLinks(tx, moving, actor, now);
      await tx
        .insert(palletBox)
        .values(moving.map((boxId) => ({ plateId: palletRow.plateId, boxId, createdBy: actor, createdAt: now })));
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
      if (after === before && fromPlateId === palletRow.plateId) continue;
      movements.push({
        boxId: b.boxId,
        reasonId:
          fromPlateId === palletRow.plateId ? BOX_MOVEMENT_REASON.QuantityChanged : BOX_MOVEMENT_REASON.PalletChanged,
        fromStatus: b.status,
        toStatus: b.status,
        fromPlateId,
        toPlateId: palletRow.plateId,
        quantityBefore: before,
        quantityAfter: after,
        employeeId: actor,
      });
    }
    await recordBoxMovement(tx, movements);

    if (palletRow.cellId === null) {
      const [inZone] = await tx
        .select({ tempZoneId: tempZone.tempZoneId })
        .from(tempZone)
        .where(eq(tempZone.plateId, palletRow.plateId));
      if (!inZone) {
        const zoneTypeId = input.zoneTypeId ?? ZONE_TYPE.Packaging;
        await requireZoneType(tx, zoneTypeId);
        await standInZone(tx, palletRow, zoneTypeId, actor);
      }
    }
  });
  return getPallet(db, { plateId: input.plateId });
}
