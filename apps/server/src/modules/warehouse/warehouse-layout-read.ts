import {
  LAYOUT_MESSAGES,
  PLATE_TYPE,
  type TCell,
  type TPlate,
  type TPlateListQuery,
  type TPlateSortField,
  type TShelf,
  type TShelfDetail,
  type TZone,
  ZONE_KIND_NAMES,
} from '@packline/domain';
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { ilikeAny, listPage, orderByOf, searchOf, type TSortable } from '../../http/list-query.ts';
import { plateType } from '../lookups/lookups.tables.ts';
import { holdsBoxes, palletBoxCount } from './pallet-load-read.ts';
import { cell, plate, shelf, tempZone, zone, zoneType } from './warehouse.tables.ts';

// The reads of Warehouse Management (spec 02 §2, §3): zones with their shelves, a shelf's cells with the pallet in
// each, and pallets with where they stand. One select each, with its joins and counts in SQL.

// ---- Shelves ---------------------------------------------------------------------------------------------------------

const activeCells = sql<number>`count(${cell.cellId}) filter (where ${cell.active} = 1)::int`;
const freeCells = sql<number>`count(${cell.cellId}) filter (where ${cell.active} = 1 and ${plate.plateId} is null)::int`;
const shelvedPlates = sql<number>`count(${plate.plateId})::int`;

function selectShelves(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      shelfId: shelf.shelfId,
      shelfCode: shelf.shelfCode,
      zoneId: shelf.zoneId,
      zoneCode: zone.zoneCode,
      position: shelf.position,
      totalRows: shelf.totalRows,
      totalCols: shelf.totalCols,
      availableCellCount: freeCells,
      activeCellCount: activeCells,
      plateCount: shelvedPlates,
    })
    .from(shelf)
    .innerJoin(zone, eq(zone.zoneId, shelf.zoneId))
    .leftJoin(cell, eq(cell.shelfId, shelf.shelfId))
    .leftJoin(plate, eq(plate.cellId, cell.cellId))
    .where(where)
    .groupBy(shelf.shelfId, zone.zoneCode)
    .orderBy(asc(zone.zoneCode), asc(shelf.position), asc(shelf.shelfId));
}

/** GET Shelf/GetAllShelf: every shelf (of a zone when given), zone by zone in position order. */
export function listShelves(db: DbOrTx, zoneId?: number): Promise<TShelf[]> {
  return selectShelves(db, zoneId ? eq(shelf.zoneId, zoneId) : undefined);
}

/** GET Zone/GetAllZone?active&zoneType: the zones in code order, each with its shelves and their free cells. */
export async function listZones(db: DbOrTx, query: { active?: number; zoneType?: number }): Promise<TZone[]> {
  const filter = and(
    query.active === undefined ? undefined : eq(zone.active, query.active),
    query.zoneType === undefined ? undefined : eq(zone.zoneType, query.zoneType),
  );
  const zones = await db.select().from(zone).where(filter).orderBy(asc(zone.zoneCode));
  if (zones.length === 0) return [];
  const shelves = await selectShelves(
    db,
    inArray(
      shelf.zoneId,
      zones.map((z) => z.zoneId),
    ),
  );
  return zones.map((z) => ({
    zoneId: z.zoneId,
    zoneCode: z.zoneCode,
    zoneType: z.zoneType,
    zoneTypeName: ZONE_KIND_NAMES[z.zoneType] ?? '',
    active: z.active,
    shelves: shelves.filter((s) => s.zoneId === z.zoneId),
  }));
}

// ---- Cells -----------------------------------------------------------------------------------------------------------

/** Every box on the pallet, product or raw material (pallet-load-read.ts, the one reading of a pallet's boxes). */
const activeBoxCount = palletBoxCount(plate.plateId);

function selectCells(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      cellId: cell.cellId,
      shelfId: cell.shelfId,
      shelfCode: shelf.shelfCode,
      code: cell.code,
      rowNo: cell.rowNo,
      colNo: cell.colNo,
      rowName: cell.rowName,
      colName: cell.colName,
      active: cell.active,
      plateId: plate.plateId,
      plateCode: plate.plateCode,
      plateTypeId: plate.plateTypeId,
      boxCount: activeBoxCount,
    })
    .from(cell)
    .innerJoin(shelf, eq(shelf.shelfId, cell.shelfId))
    .leftJoin(plate, eq(plate.cellId, cell.cellId))
    .where(where)
    .orderBy(asc(shelf.shelfCode), asc(cell.rowNo), asc(cell.colNo));
}

type TCellRow = Awaited<ReturnType<typeof selectCells>>[number];
const toCell = ({ plateId, plateCode, plateTypeId, boxCount, ...rest }: TCellRow): TCell => ({
  ...rest,
  plate:
    plateId === null || plateCode === null || plateTypeId === null
      ? null
      : { plateId, plateCode, plateTypeId, boxCount: Number(boxCount) },
});

/** GET Cell/GetCellByShelfNo?shelfNo: a shelf's cells, row by row, each with its pallet. */
export async function listCellsOfShelf(db: DbOrTx, shelfCode: string): Promise<TCell[]> {
  return (await selectCells(db, eq(shelf.shelfCode, shelfCode.toUpperCase()))).map(toCell);
}

/** GET ShelfPlate/GetEmptyCell: the active cells no pallet stands in, shelf by shelf. */
export async function listEmptyCells(db: DbOrTx): Promise<TCell[]> {
  return (await selectCells(db, and(eq(cell.active, 1), isNull(plate.plateId)))).map(toCell);
}

/** GET Shelf/GetShelfByCodeOrById: the shelf with its cells; 404 when there is none. */
export async function getShelf(db: DbOrTx, key: { shelfId?: number; shelfCode?: string }): Promise<TShelfDetail> {
  const where = key.shelfId ? eq(shelf.shelfId, key.shelfId) : eq(shelf.shelfCode, (key.shelfCode ?? '').toUpperCase());
  const [found] = await selectShelves(db, where);
  if (!found) throw new NotFoundError(LAYOUT_MESSAGES.shelfNotFound);
  const cells = await selectCells(db, eq(cell.shelfId, found.shelfId));
  return { ...found, cells: cells.map(toCell) };
}

// ---- Pallets ---------------------------------------------------------------------------------------------------------

const platePosition = sql<string>`coalesce(${shelf.shelfCode} || ' ' || ${cell.rowName} || '-' || ${cell.colName}, ${zoneType.zoneTypeName}, '')`;

function selectPlates(db: DbOrTx) {
  return db
    .select({
      plateId: plate.plateId,
      plateCode: plate.plateCode,
      plateTypeId: plate.plateTypeId,
      plateTypeName: plateType.plateTypeName,
      packageFlag: plate.packageFlag,
      notes: plate.notes,
      active: plate.active,
      cellId: plate.cellId,
      cellCode: cell.code,
      shelfCode: shelf.shelfCode,
      rowName: cell.rowName,
      colName: cell.colName,
      zoneTypeId: tempZone.zoneTypeId,
      zoneTypeName: zoneType.zoneTypeName,
      position: platePosition,
      boxCount: activeBoxCount,
      createdAt: plate.createdAt,
    })
    .from(plate)
    .innerJoin(plateType, eq(plateType.plateTypeId, plate.plateTypeId))
    .leftJoin(cell, eq(cell.cellId, plate.cellId))
    .leftJoin(shelf, eq(shelf.shelfId, cell.shelfId))
    .leftJoin(tempZone, eq(tempZone.plateId, plate.plateId))
    .leftJoin(zoneType, eq(zoneType.zoneTypeId, tempZone.zoneTypeId));
}

type TPlateRow = Awaited<ReturnType<typeof selectPlates>>[number];
function toPlate(row: TPlateRow): TPlate {
  const inCell = row.cellId !== null && row.cellCode !== null;
  return {
    plateId: row.plateId,
    plateCode: row.plateCode,
    plateCodeWithNote: row.notes ? `${row.plateCode} (${row.notes})` : row.plateCode,
    plateTypeId: row.plateTypeId,
    plateType: { plateTypeName: row.plateTypeName },
    packageFlag: row.packageFlag,
    notes: row.notes,
    active: row.active,
    cellId: row.cellId,
    cell: inCell
      ? {
          cellId: row.cellId as number,
          code: row.cellCode as string,
          shelfCode: row.shelfCode ?? '',
          rowName: row.rowName ?? '',
          colName: row.colName ?? '',
        }
      : null,
    tempzone: row.zoneTypeId !== null ? { zoneTypeId: row.zoneTypeId, zoneTypeName: row.zoneTypeName ?? '' } : null,
    position: row.position ?? '',
    boxCount: Number(row.boxCount),
    createdAt: row.createdAt.toISOString(),
  };
}

const PLATE_SORTS: Record<TPlateSortField, TSortable> = {
  plateCode: plate.plateCode,
  plateTypeId: plate.plateTypeId,
  position: platePosition,
  boxCount: activeBoxCount,
  createdAt: plate.createdAt,
};

/** The pallet list's filter: the fixed scope of the call, the screen's filters and the search. */
export function plateListFilter(query: TPlateListQuery, scope: SQL | undefined): SQL | undefined {
  const place =
    query.place === 'cell'
      ? isNotNull(plate.cellId)
      : query.place === 'tempzone'
        ? sql`exists (select 1 from ${tempZone} where ${tempZone.plateId} = ${plate.plateId})`
        : query.place === 'none'
          ? and(
              isNull(plate.cellId),
              sql`not exists (select 1 from ${tempZone} where ${tempZone.plateId} = ${plate.plateId})`,
            )
          : undefined;
  const inZone = query.zoneTypeId
    ? sql`exists (select 1 from ${tempZone} where ${tempZone.plateId} = ${plate.plateId} and ${tempZone.zoneTypeId} = ${query.zoneTypeId})`
    : undefined;
  return and(
    scope,
    query.plateTypeId ? eq(plate.plateTypeId, query.plateTypeId) : undefined,
    place,
    inZone,
    searchOf(query.search, (pattern) => ilikeAny(pattern, [plate.plateCode, plate.notes])),
  );
}

/**
 * GET Plate/GetAllPlate (every pallet) and Plate/GetInWarehouse (the pallets standing in shelf cells): the list
 * contract, newest first by default; without `page` the whole list.
 */
export function listPlates(db: DbOrTx, query: TPlateListQuery, scope?: SQL) {
  const where = plateListFilter(query, scope);
  const orderBy = orderByOf(PLATE_SORTS, query, { field: 'createdAt', order: 'descend' }, plate.plateId);
  return listPage(query, {
    rows: selectPlates(db)
      .where(where)
      .orderBy(...orderBy),
    count: db.select({ total: count() }).from(plate).where(where),
    toRow: toPlate,
  });
}
/** Pallets matching `where` in the order given, at most `limit` of them (the pallet options, pallet-contents-read.ts). */
export async function listPlatesOrdered(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit?: number,
): Promise<TPlate[]> {
  const rows = selectPlates(db)
    .where(where)
    .orderBy(...orderBy);
  return (await (limit === undefined ? rows : rows.limit(limit))).map(toPlate);
}

export const IN_WAREHOUSE = isNotNull(plate.cellId);

/** One pallet by id or code; 404 'No pallet information.' when there is none. */
export async function getPlate(db: DbOrTx, key: { plateId?: number; plateCode?: string }): Promise<TPlate> {
  const where = key.plateId ? eq(plate.plateId, key.plateId) : eq(plate.plateCode, (key.plateCode ?? '').toUpperCase());
  const [row] = await selectPlates(db).where(where);
  if (!row) throw new NotFoundError(LAYOUT_MESSAGES.noPallet);
  return toPlate(row);
}

/** GET Plate/GetByCell?shelfNo: the pallets standing in the cells of a shelf, row by row. */
export async function listPlatesOnShelf(db: DbOrTx, shelfCode: string): Promise<TPlate[]> {
  const rows = await selectPlates(db)
    .where(eq(shelf.shelfCode, shelfCode.toUpperCase()))
    .orderBy(asc(cell.rowNo), asc(cell.colNo));
  return rows.map(toPlate);
}

/** GET Plate/GetEmptyAvailable?package: active pallets with no box of any kind on them (of that package flag when given). */
export async function listEmptyPlates(db: DbOrTx, query: { package?: number }): Promise<TPlate[]> {
  const rows = await selectPlates(db)
    .where(
      and(
        eq(plate.active, 1),
        not(holdsBoxes(plate.plateId)),
        query.package === undefined ? undefined : eq(plate.packageFlag, query.package),
      ),
    )
    .orderBy(asc(plate.plateCode));
  return rows.map(toPlate);
}

/**
 * GET Plate/GetAvailablePlate[?forProduction=true][&package=1]: active pallets that can be loaded, the ones not
 * standing in a shelf cell; for production not the warehouse racking (type 100); package=1 the packaging pallets.
 */
export async function listAvailablePlates(
  db: DbOrTx,
  query: { forProduction?: boolean; package?: number },
): Promise<TPlate[]> {
  const rows = await selectPlates(db)
    .where(
      and(
        eq(plate.active, 1),
        isNull(plate.cellId),
        query.forProduction ? ne(plate.plateTypeId, PLATE_TYPE.Racking) : undefined,
        query.package === undefined ? undefined : eq(plate.packageFlag, query.package),
      ),
    )
    .orderBy(asc(plate.plateCode));
  return rows.map(toPlate);
}

/** Whether a pallet type exists (a new pallet's type). */
export async function plateTypeExists(db: DbOrTx, plateTypeId: number): Promise<boolean> {
  const [found] = await db
    .select({ plateTypeId: plateType.plateTypeId })
    .from(plateType)
    .where(eq(plateType.plateTypeId, plateTypeId));
  return found !== undefined;
}
