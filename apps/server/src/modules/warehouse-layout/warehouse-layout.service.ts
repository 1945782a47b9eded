import {
  cellCode,
  LAYOUT_MESSAGES,
  PALLET_TYPE,
  shelfCode,
  ZONE_KIND,
  ZONE_TYPES,
  type ZShelfInput,
  type ZShelfZoneInput,
} from '@packline/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BusinessError, ConflictError, databaseErrorCode, NotFoundError } from '../../core/errors.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import { drawIds, insertFixedRows } from '../../db/sequences.ts';
import { cell, pallet, shelf, tempZone, zone, zoneType } from './warehouse-layout.tables.ts';

// The places stock stands (spec 02 §3): a zone of shelves, each shelf a grid of cells, and pallets that stand in a cell
// or in a temporary zone. The warehouse issue adds the screens that change them; the seeders and tests build them here.

/** Cell row names are numbers from the bottom ('1', '2', …), column names letters ('A', 'B', …). */
export const cellRowName = (rowNo: number) => String(rowNo);
export const cellColName = (colNo: number) => String.fromCharCode(64 + colNo);

/** A pallet's code from its id: 'P' and six digits ('P000042'). */
export const palletCodeOf = (plateId: number) => `P${String(plateId).padStart(6, '0')}`;

export interface TNewZone {
  /** One letter: shelves are that letter and a two-digit position. */
  zoneCode: string;
  shelfCount: number;
  totalRows?: number;
  totalCols?: number;
  createdBy?: number | null;
}

/** A racked zone with its shelves and every shelf's cells (all active); answers the cells in shelf, row, col order. */
export async function createZoneWithShelves(
  tx: DbOrTx,
  input: TNewZone,
): Promise<{ cellId: number; code: string; shelfId: number }[]> {
  const totalRows = input.totalRows ?? 3;
  const totalCols = input.totalCols ?? 2;
  const createdBy = input.createdBy ?? null;
  const [created] = await tx
    .insert(zone)
    .values({ zoneCode: input.zoneCode.toUpperCase(), zoneType: 1, createdBy })
    .returning({ zoneId: zone.zoneId });
  const shelves = await insertInChunks(
    tx,
    shelf,
    Array.from({ length: input.shelfCount }, (_, i) => ({
      shelfCode: shelfCode(input.zoneCode, i + 1),
      zoneId: created.zoneId,
      position: i + 1,
      totalRows,
      totalCols,
      createdBy,
    })),
    { shelfId: shelf.shelfId, shelfCode: shelf.shelfCode },
  );
  const cells = shelves.flatMap((s) => cellsOfShelf(s, totalRows, totalCols, createdBy));
  return insertInChunks(tx, cell, cells, { cellId: cell.cellId, code: cell.code, shelfId: cell.shelfId });
}

/** A shelf's cells, row by row from row 1: the cell rows of a new (or grown) totalRows × totalCols shelf. */
function cellsOfShelf(
  s: { shelfId: number; shelfCode: string },
  totalRows: number,
  totalCols: number,
  createdBy: number | null,
) {
  return Array.from({ length: totalRows * totalCols }, (_, i) => {
    const rowNo = Math.floor(i / totalCols) + 1;
    const colNo = (i % totalCols) + 1;
    return {
      shelfId: s.shelfId,
      code: cellCode(s.shelfCode, rowNo, colNo),
      rowNo,
      colNo,
      rowName: cellRowName(rowNo),
      colName: cellColName(colNo),
      createdBy,
    };
  });
}

/** `count` empty pallets of a type; codes from their ids (plateCodeOf). */
export async function createPallets(
  tx: DbOrTx,
  input: { count: number; plateTypeId?: number; packageFlag?: number; createdBy?: number | null },
): Promise<{ plateId: number; plateCode: string }[]> {
  if (input.count <= 0) return [];
  const ids = await drawIds(tx, pallet, pallet.plateId, input.count);
  const rows = ids.map((plateId) => ({
    plateId,
    plateCode: palletCodeOf(plateId),
    plateTypeId: input.plateTypeId ?? PALLET_TYPE.Default,
    packageFlag: input.packageFlag ?? 0,
    createdBy: input.createdBy ?? null,
  }));
  await insertInChunks(tx, pallet, rows);
  return rows.map((r) => ({ plateId: r.plateId, plateCode: r.plateCode }));
}

/** Pallets standing in shelf cells: one cell each (the table refuses two pallets in one cell). */
export async function placePalletsInCells(
  tx: DbOrTx,
  places: readonly { plateId: number; cellId: number }[],
): Promise<void> {
  if (places.length === 0) return;
  const values = sql.join(
    places.map((p) => sql`(${p.plateId}::int, ${p.cellId}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update plate set cell_id = v.cell_id, updated_at = now() from (values ${values}) as v(plate_id, cell_id) where plate.plate_id = v.plate_id`,
  );
}

/** Pallets standing in temporary zones (Picking Area, Dispatching Area, …). */
export async function placePalletsInTempZones(
  tx: DbOrTx,
  places: readonly { plateId: number; zoneTypeId: number; createdBy?: number | null }[],
): Promise<void> {
  await insertInChunks(
    tx,
    tempZone,
    places.map((p) => ({ plateId: p.plateId, zoneTypeId: p.zoneTypeId, createdBy: p.createdBy ?? null })),
  );
}

// ---- Pallet moves inside the caller's transaction (the pallets module's calls) ----------------------------------------

/** Locks the pallet for a move (the lock every pallet move takes first); 404 'No pallet information.' when none. */
export async function lockPallet(tx: Transaction, plateId: number) {
  const [palletRow] = await tx.select().from(pallet).where(eq(pallet.plateId, plateId)).for('update');
  if (!palletRow) throw new NotFoundError(LAYOUT_MESSAGES.noPallet);
  return palletRow;
}

/** Locks the pallets in id order (a pallet move locks its pallet first); unknown ids are skipped. */
export async function lockPallets(tx: Transaction, plateIds: readonly number[]): Promise<void> {
  if (plateIds.length === 0) return;
  await tx
    .select({ plateId: pallet.plateId })
    .from(pallet)
    .where(inArray(pallet.plateId, [...plateIds]))
    .orderBy(asc(pallet.plateId))
    .for('update');
}

/**
 * Puts the locked pallet in the cell (locked here): refused when the cell is inactive ('cellInactive') or holds another
 * pallet ('cellTaken', also the unique index's answer in a race, which the caller maps); the pallet leaves its
 * temporary zone. Nothing changes when the pallet already stands there.
 */
export async function putPalletInCell(
  tx: Transaction,
  palletRow: { plateId: number; cellId: number | null },
  cellId: number,
  actor: number | null,
): Promise<void> {
  const [target] = await tx.select().from(cell).where(eq(cell.cellId, cellId)).for('update');
  if (!target) throw new NotFoundError('No cell with this id.');
  if (palletRow.cellId === target.cellId) return;
  if (target.active !== 1) throw new BusinessError(LAYOUT_MESSAGES.cellInactive);
  const [occupant] = await tx.select({ plateId: pallet.plateId }).from(pallet).where(eq(pallet.cellId, target.cellId));
  if (occupant) throw new ConflictError(LAYOUT_MESSAGES.cellTaken);
  await tx
    .update(pallet)
    .set({ cellId: target.cellId, updatedAt: new Date(), updatedBy: actor })
    .where(eq(pallet.plateId, palletRow.plateId));
  await tx.delete(tempZone).where(eq(tempZone.plateId, palletRow.plateId));
}

/** Puts the locked pallet in a temporary zone of the type: out of its cell, out of another zone. */
export async function standPalletInZone(
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

/** Takes the pallets out of their temporary zones, those for which `where` still holds; answers the ones taken out. */
export async function leaveTempZones(tx: Transaction, plateIds: readonly number[], where?: SQL): Promise<number[]> {
  if (plateIds.length === 0) return [];
  const cleared = await tx
    .delete(tempZone)
    .where(and(inArray(tempZone.plateId, [...plateIds]), where))
    .returning({ plateId: tempZone.plateId });
  return cleared.map((c) => c.plateId);
}

/** Reference data: the temporary zone types, with the ids the code gives meaning to (ZONE_TYPES). */
export async function seedZoneTypes(tx: Transaction): Promise<void> {
  await insertFixedRows(tx, zoneType, zoneType.zoneTypeId, [...ZONE_TYPES]);
}

// ---- Warehouse Management: zones, shelves and cells (spec 02 §2, §7 Shelf; issue 14) ---------------------------------

/**
 * One layout change in its own transaction. The database has the last word on a race: a second shelf with the same
 * code is a unique violation, and a cell that got a pallet after the check cannot be deleted (plate.cell_id's foreign
 * key), which is the spec's refusal.
 */
async function inLayoutTransaction<T>(db: Database, conflict: string, work: (tx: Transaction) => Promise<T>) {
  try {
    return await db.transaction(work);
  } catch (error) {
    const code = databaseErrorCode(error);
    if (code === '23505') throw new ConflictError(conflict);
    if (code === '23503') throw new BusinessError(LAYOUT_MESSAGES.shelfHasPlates);
    throw error;
  }
}

/** Refused with 'Shelves with Plates cannot be deleted.' when a pallet stands in one of the cells. */
async function refuseCellsWithPallets(tx: Transaction, cellIds: readonly number[]): Promise<void> {
  if (cellIds.length === 0) return;
  const [held] = await tx
    .select({ plateId: pallet.plateId })
    .from(pallet)
    .where(inArray(pallet.cellId, [...cellIds]))
    .limit(1);
  if (held) throw new BusinessError(LAYOUT_MESSAGES.shelfHasPlates);
}

/**
 * A shelf takes its new size and code: the cells outside totalRows × totalCols go (refused while a pallet stands in
 * one), the missing ones are added, and every cell's code follows the shelf's code. The caller holds the shelf's lock.
 */
async function reshapeShelf(
  tx: Transaction,
  s: { shelfId: number; shelfCode: string; renamed: boolean },
  totalRows: number,
  totalCols: number,
  createdBy: number | null,
): Promise<void> {
  const existing = await tx
    .select({ cellId: cell.cellId, rowNo: cell.rowNo, colNo: cell.colNo })
    .from(cell)
    .where(eq(cell.shelfId, s.shelfId))
    .for('update');
  const outside = existing.filter((c) => c.rowNo > totalRows || c.colNo > totalCols).map((c) => c.cellId);
  await refuseCellsWithPallets(tx, outside);
  if (outside.length) await tx.delete(cell).where(inArray(cell.cellId, outside));
  if (s.renamed) {
    await tx
      .update(cell)
      .set({ code: sql`${s.shelfCode} || '-' || ${cell.rowNo} || '-' || ${cell.colNo}`, updatedAt: new Date() })
      .where(eq(cell.shelfId, s.shelfId));
  }
  const have = new Set(existing.map((c) => `${c.rowNo}-${c.colNo}`));
  const missing = cellsOfShelf(s, totalRows, totalCols, createdBy).filter((c) => !have.has(`${c.rowNo}-${c.colNo}`));
  await insertInChunks(tx, cell, missing);
}

/**
 * PUT Shelf/AddOrUpdate: a new shelf of the zone at a position, with its cells (3 × 2 unless told), or a change of
 * an existing one. The code is always the zone's letter and the two-digit position (spec 02 §9). Answers its id.
 */
export function saveShelf(db: Database, input: z.output<typeof ZShelfInput>, actor: number | null): Promise<number> {
  return inLayoutTransaction(db, 'A shelf with this code already exists.', async (tx) => {
    const [inZone] = await tx.select().from(zone).where(eq(zone.zoneId, input.zoneId));
    if (!inZone) throw new NotFoundError('No zone with this id.');
    const code = shelfCode(inZone.zoneCode, input.position);
    const values = {
      shelfCode: code,
      zoneId: input.zoneId,
      position: input.position,
      totalRows: input.totalRows,
      totalCols: input.totalCols,
    };
    if (input.shelfId) {
      const [current] = await tx.select().from(shelf).where(eq(shelf.shelfId, input.shelfId)).for('update');
      if (!current) throw new NotFoundError(LAYOUT_MESSAGES.shelfNotFound);
      await tx
        .update(shelf)
        .set({ ...values, updatedAt: new Date(), updatedBy: actor })
        .where(eq(shelf.shelfId, current.shelfId));
      const renamed = code !== current.shelfCode;
      await reshapeShelf(
        tx,
        { shelfId: current.shelfId, shelfCode: code, renamed },
        input.totalRows,
        input.totalCols,
        actor,
      );
      return current.shelfId;
    }
    const [created] = await tx
      .insert(shelf)
      .values({ ...values, createdBy: actor })
      .returning({ shelfId: shelf.shelfId });
    await insertInChunks(
      tx,
      cell,
      cellsOfShelf({ shelfId: created.shelfId, shelfCode: code }, input.totalRows, input.totalCols, actor),
    );
    return created.shelfId;
  });
}

/** DELETE Shelf/DeleteShelf?id: a shelf and its cells; 'Shelves with Plates cannot be deleted.' while one holds a pallet. */
export function deleteShelf(db: Database, shelfId: number): Promise<void> {
  return inLayoutTransaction(db, LAYOUT_MESSAGES.shelfHasPlates, async (tx) => {
    const [current] = await tx.select().from(shelf).where(eq(shelf.shelfId, shelfId)).for('update');
    if (!current) throw new NotFoundError(LAYOUT_MESSAGES.shelfNotFound);
    const cells = await tx.select({ cellId: cell.cellId }).from(cell).where(eq(cell.shelfId, shelfId)).for('update');
    await refuseCellsWithPallets(
      tx,
      cells.map((c) => c.cellId),
    );
    await tx.delete(shelf).where(eq(shelf.shelfId, shelfId));
  });
}

/**
 * PUT Shelf/UpdateShelfZone: the zone (created when new) becomes NumOfShelves shelves of totalRows × totalCols:
 * missing positions are added, existing shelves take the new size, shelves past the count go — each refused with
 * 'Shelves with Plates cannot be deleted.' when it would remove a cell a pallet stands in. Answers the zone's id.
 */
export function updateShelfZone(db: Database, input: z.output<typeof ZShelfZoneInput>, actor: number | null) {
  const letter = input.ZoneCode;
  return inLayoutTransaction(db, `Zone ${letter} is being changed by someone else.`, async (tx) => {
    let [current] = await tx.select().from(zone).where(eq(zone.zoneCode, letter)).for('update');
    if (!current) {
      [current] = await tx
        .insert(zone)
        .values({ zoneCode: letter, zoneType: ZONE_KIND.Warehouse, createdBy: actor })
        .returning();
    }
    const shelves = await tx
      .select()
      .from(shelf)
      .where(eq(shelf.zoneId, current.zoneId))
      .orderBy(asc(shelf.position))
      .for('update');
    const beyond = shelves.filter((s) => s.position > input.NumOfShelves).map((s) => s.shelfId);
    if (beyond.length) {
      const cells = await tx.select({ cellId: cell.cellId }).from(cell).where(inArray(cell.shelfId, beyond));
      await refuseCellsWithPallets(
        tx,
        cells.map((c) => c.cellId),
      );
      await tx.delete(shelf).where(inArray(shelf.shelfId, beyond));
    }
    const size = { totalRows: input.totalRows, totalCols: input.totalCols };
    for (const s of shelves.filter((s) => s.position <= input.NumOfShelves)) {
      if (s.totalRows === size.totalRows && s.totalCols === size.totalCols) continue;
      await tx
        .update(shelf)
        .set({ ...size, updatedAt: new Date(), updatedBy: actor })
        .where(eq(shelf.shelfId, s.shelfId));
      await reshapeShelf(tx, { ...s, renamed: false }, size.totalRows, size.totalCols, actor);
    }
    const taken = new Set(shelves.map((s) => s.position));
    const added = await insertInChunks(
      tx,
      shelf,
      Array.from({ length: input.NumOfShelves }, (_, i) => i + 1)
        .filter((position) => !taken.has(position))
        .map((position) => ({
          shelfCode: shelfCode(letter, position),
          zoneId: current.zoneId,
          position,
          ...size,
          createdBy: actor,
        })),
      { shelfId: shelf.shelfId, shelfCode: shelf.shelfCode },
    );
    await insertInChunks(
      tx,
      cell,
      added.flatMap((s) => cellsOfShelf(s, size.totalRows, size.totalCols, actor)),
    );
    return current.zoneId;
  });
}

/**
 * PUT Shelf/ToggleCellByCode?code[&pallet]: an active cell becomes inactive (greyed out on the map) and back. Disabling
 * a cell a pallet stands in needs that pallet's code (the screen asks first; issue 30 §6): the pallet stays, but nothing
 * else can be put there. The cell is locked, so a pallet placed at the same moment is either seen here or refused there.
 */
export async function toggleCell(
  db: Database,
  input: { code: string; pallet?: string },
  actor: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ cellId: cell.cellId, code: cell.code, active: cell.active })
      .from(cell)
      .where(eq(cell.code, input.code.toUpperCase()))
      .for('update');
    if (!target) throw new NotFoundError(LAYOUT_MESSAGES.cellNotFound);
    if (target.active === 1) {
      const [held] = await tx
        .select({ plateCode: pallet.plateCode })
        .from(pallet)
        .where(eq(pallet.cellId, target.cellId));
      if (held && held.plateCode !== input.pallet?.toUpperCase()) {
        throw new ConflictError(LAYOUT_MESSAGES.cellHoldsPallet(target.code, held.plateCode));
      }
    }
    await tx
      .update(cell)
      .set({ active: target.active === 1 ? 0 : 1, updatedAt: new Date(), updatedBy: actor })
      .where(eq(cell.cellId, target.cellId));
  });
}

/** PUT Shelf/UpdateCellNameByCode?code&RowName&ColName: the names a cell shows on the map and on labels. */
export async function renameCell(
  db: DbOrTx,
  input: { code: string; RowName: string; ColName: string },
  actor: number | null,
): Promise<void> {
  const [changed] = await db
    .update(cell)
    .set({ rowName: input.RowName, colName: input.ColName, updatedAt: new Date(), updatedBy: actor })
    .where(eq(cell.code, input.code.toUpperCase()))
    .returning({ cellId: cell.cellId });
  if (!changed) throw new NotFoundError(LAYOUT_MESSAGES.cellNotFound);
}
