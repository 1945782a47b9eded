import { TEMP_ZONE_MESSAGES, type TPallet, type TStoreBox, ZONE_TYPE } from '@packline/domain';
import { asc, eq, not } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { storeBoxesOnPallet } from '../boxes/pallet-boxes.service.ts';
import { tempZones } from '../warehouse-layout/warehouse-layout.reads.ts';
import {
  leaveTempZones,
  lockPallet,
  lockPallets,
  standPalletInZone,
} from '../warehouse-layout/warehouse-layout.service.ts';
import { holdsBoxes } from './pallet-load-read.ts';
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
    const [inZone] = await tempZones
      .select(tx, { tempZoneId: tempZones.tempZoneId })
      .where(eq(tempZones.plateId, plateId));
    if (inZone) continue;
    await requireZoneType(tx, zoneTypeId);
    await standPalletInZone(tx, palletRow, zoneTypeId, actor);
  }
}

/** PUT TempZone/MovePlateToTempZone?plateId&zoneTypeId: the pallet leaves its cell (or zone) for the zone. */
export async function movePalletToTempZone(
  db: Database,
  input: { plateId: number; zoneTypeId: number },
  actor: number | null,
): Promise<TPallet> {
  await db.transaction(async (tx) => {
    const palletRow = await lockPallet(tx, input.plateId);
    await requireZoneType(tx, input.zoneTypeId);
    await standPalletInZone(tx, palletRow, input.zoneTypeId, actor);
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
    const noBox = not(holdsBoxes(tempZones.plateId));
    const empty = await tempZones
      .select(tx, { plateId: tempZones.plateId })
      .where(noBox)
      .orderBy(asc(tempZones.plateId));
    if (empty.length === 0) return 0;
    // Lock the pallets (in id order, as every pallet move locks its pallet first), then clear only the ones still
    // empty: a box stored to one of them meanwhile keeps it in its zone. A box put on a pallet holds a key-share lock on
    // its pallet row (the plate_box / raw_material_box foreign key), which FOR UPDATE waits for.
    const ids = empty.map((p) => p.plateId);
    await lockPallets(tx, ids);
    const cleared = await leaveTempZones(tx, ids, noBox);
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
): Promise<TPallet> {
  if (input.boxes.length === 0) throw new BusinessError(TEMP_ZONE_MESSAGES.addBoxes);
  await db.transaction(async (tx) => {
    const palletRow = await lockPallet(tx, input.plateId);
    await storeBoxesOnPallet(tx, palletRow.plateId, input.boxes, actor);

    if (palletRow.cellId === null) {
      const [inZone] = await tempZones
        .select(tx, { tempZoneId: tempZones.tempZoneId })
        .where(eq(tempZones.plateId, palletRow.plateId));
      if (!inZone) {
        const zoneTypeId = input.zoneTypeId ?? ZONE_TYPE.Packaging;
        await requireZoneType(tx, zoneTypeId);
        await standPalletInZone(tx, palletRow, zoneTypeId, actor);
      }
    }
  });
  return getPallet(db, { plateId: input.plateId });
}
