import { cellCode, PLATE_TYPE, shelfCode, ZONE_TYPES } from '@packline/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import { insertFixedRows } from '../../db/sequences.ts';
import { cell, plate, shelf, tempZone, zone, zoneType } from './warehouse.tables.ts';

// The places stock stands (spec 02 §3): a zone of shelves, each shelf a grid of cells, and pallets that stand in a cell
// or in a temporary zone. The warehouse issue adds the screens that change them; the seeders and tests build them here.

/** Cell row names are numbers from the bottom ('1', '2', …), column names letters ('A', 'B', …). */
export const cellRowName = (rowNo: number) => String(rowNo);
export const cellColName = (colNo: number) => String.fromCharCode(64 + colNo);

/** A pallet's code from its id: 'P' and six digits ('P000042'). */
export const plateCodeOf = (plateId: number) => `P${String(plateId).padStart(6, '0')}`;

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
  const cells = shelves.flatMap((s) =>
    Array.from({ length: totalRows * totalCols }, (_, i) => {
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
    }),
  );
  return insertInChunks(tx, cell, cells, { cellId: cell.cellId, code: cell.code, shelfId: cell.shelfId });
}

/** `count` empty pallets of a type; codes from their ids (plateCodeOf). */
export async function createPallets(
  tx: DbOrTx,
  input: { count: number; plateTypeId?: number; packageFlag?: number; createdBy?: number | null },
): Promise<{ plateId: number; plateCode: string }[]> {
  if (input.count <= 0) return [];
  const ids = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('plate', 'plate_id'))::int` })
    .from(sql`generate_series(1, ${input.count}::int)`);
  const rows = ids.map(({ id }) => ({
    plateId: Number(id),
    plateCode: plateCodeOf(Number(id)),
    plateTypeId: input.plateTypeId ?? PLATE_TYPE.Default,
    packageFlag: input.packageFlag ?? 0,
    createdBy: input.createdBy ?? null,
  }));
  await insertInChunks(tx, plate, rows);
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

/** Reference data: the temporary zone types, with the ids the code gives meaning to (ZONE_TYPES). */
export async function seedZoneTypes(tx: Transaction): Promise<void> {
  await insertFixedRows(tx, zoneType, zoneType.zoneTypeId, [...ZONE_TYPES]);
}
