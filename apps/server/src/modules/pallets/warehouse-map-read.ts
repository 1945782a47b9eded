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
import { NotFoundError } from '../../core/errors.ts';
import { ilikeAny, listPage, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { plateType } from '../lookups/lookups.tables.ts';
import { cell, pallet, shelf, tempZone, zone, zoneType } from '../warehouse-layout/warehouse-layout.tables.ts';
import { holdsBoxes, palletBoxCount } from './pallet-load-read.ts';

// The reads of Warehouse Management (spec 02 §2, §3): zones with their shelves, a shelf's cells with the pallet in
// each, and pallets with where they stand. One select each, with its joins and counts in SQL.

// ---- Shelves ---------------------------------------------------------------------------------------------------------

const activeCells = sql<number>`count(${cell.cellId}) filter (where ${cell.active} = 1)::int`;
const freeCells = sql<number>`count(${cell.cellId}) filter (where ${cell.active} = 1 and ${pallet.plateId} is null)::int`;
const shelvedPallets = sql<number>`count(${pallet.plateId})::int`;

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
      plateCount: shelvedPallets,
    })
    .from(shelf)
    .innerJoin(zone, eq(zone.zoneId, shelf.zoneId))
    .leftJoin(cell, eq(cell.shelfId, shelf.shelfId))
    .leftJoin(pallet, eq(pallet.cellId, cell.cellId))
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
const activeBoxCount = palletBoxCount(pallet.plateId);

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
      plateId: pallet.plateId,
      plateCode: pallet.plateCode,
      plateTypeId: pallet.plateTypeId,
      boxCount: activeBoxCount,
    })
    .from(cell)
    .innerJoin(shelf, eq(shelf.shelfId, cell.shelfId))
    .leftJoin(pallet, eq(pallet.cellId, cell.cellId))
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
  return (await selectCells(db, and(eq(cell.active, 1), isNull(pallet.plateId)))).map(toCell);
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

const palletPosition = sql<string>`coalesce(${shelf.shelfCode} || ' ' || ${cell.rowName} || '-' || ${cell.colName}, ${zoneType.zoneTypeName}, '')`;

function selectPallets(db: DbOrTx) {
  return db
    .select({
      plateId: pallet.plateId,
      plateCode: pallet.plateCode,
      plateTypeId: pallet.plateTypeId,
      plateTypeName: plateType.plateTypeName,
      packageFlag: pallet.packageFlag,
      notes: pallet.notes,
      active: pallet.active,
      cellId: pallet.cellId,
      cellCode: cell.code,
      shelfCode: shelf.shelfCode,
      rowName: cell.rowName,
      colName: cell.colName,
      zoneTypeId: tempZone.zoneTypeId,
      zoneTypeName: zoneType.zoneTypeName,
      position: palletPosition,
      boxCount: activeBoxCount,
      createdAt: pallet.createdAt,
    })
    .from(pallet)
    .innerJoin(plateType, eq(plateType.plateTypeId, pallet.plateTypeId))
    .leftJoin(cell, eq(cell.cellId, pallet.cellId))
    .leftJoin(shelf, eq(shelf.shelfId, cell.shelfId))
    .leftJoin(tempZone, eq(tempZone.plateId, pallet.plateId))
    .leftJoin(zoneType, eq(zoneType.zoneTypeId, tempZone.zoneTypeId));
}

type TPalletRow = Awaited<ReturnType<typeof selectPallets>>[number];
function toPallet(row: TPalletRow): TPlate {
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

const PALLET_SORTS: Record<TPlateSortField, TSortable> = {
  plateCode: pallet.plateCode,
  plateTypeId: pallet.plateTypeId,
  position: palletPosition,
  boxCount: activeBoxCount,
  createdAt: pallet.createdAt,
};

/** The pallet list's filter: the fixed scope of the call, the screen's filters and the search. */
export function palletListFilter(query: TPlateListQuery, scope: SQL | undefined): SQL | undefined {
  const place =
    query.place === 'cell'
      ? isNotNull(pallet.cellId)
      : query.place === 'tempzone'
        ? sql`exists (select 1 from ${tempZone} where ${tempZone.plateId} = ${pallet.plateId})`
        : query.place === 'none'
          ? and(
              isNull(pallet.cellId),
              sql`not exists (select 1 from ${tempZone} where ${tempZone.plateId} = ${pallet.plateId})`,
            )
          : undefined;
  const inZone = query.zoneTypeId
    ? sql`exists (select 1 from ${tempZone} where ${tempZone.plateId} = ${pallet.plateId} and ${tempZone.zoneTypeId} = ${query.zoneTypeId})`
    : undefined;
  return and(
    scope,
    query.plateTypeId ? eq(pallet.plateTypeId, query.plateTypeId) : undefined,
    place,
    inZone,
    searchOf(query.search, (pattern) => ilikeAny(pattern, [pallet.plateCode, pallet.notes])),
  );
}

/**
 * GET Plate/GetAllPlate (every pallet) and Plate/GetInWarehouse (the pallets standing in shelf cells): the list
 * contract, newest first by default; without `page` the whole list.
 */
export function listPallets(db: DbOrTx, query: TPlateListQuery, scope?: SQL) {
  const where = palletListFilter(query, scope);
  const orderBy = orderByOf(PALLET_SORTS, query, { field: 'createdAt', order: 'descend' }, pallet.plateId);
  return listPage(query, {
    rows: selectPallets(db)
      .where(where)
      .orderBy(...orderBy),
    count: db.select({ total: count() }).from(pallet).where(where),
    toRow: toPallet,
  });
}
/** Pallets matching `where` in the order given, at most `limit` of them (the pallet options, pallet-contents-read.ts). */
export async function listPalletsOrdered(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit?: number,
): Promise<TPlate[]> {
  const rows = selectPallets(db)
    .where(where)
    .orderBy(...orderBy);
  return (await (limit === undefined ? rows : rows.limit(limit))).map(toPallet);
}

export const IN_WAREHOUSE = isNotNull(pallet.cellId);

/** One pallet by id or code; 404 'No pallet information.' when there is none. */
export async function getPallet(db: DbOrTx, key: { plateId?: number; plateCode?: string }): Promise<TPlate> {
  const where = key.plateId
    ? eq(pallet.plateId, key.plateId)
    : eq(pallet.plateCode, (key.plateCode ?? '').toUpperCase());
  const [row] = await selectPallets(db).where(where);
  if (!row) throw new NotFoundError(LAYOUT_MESSAGES.noPallet);
  return toPallet(row);
}

/** GET Plate/GetByCell?shelfNo: the pallets standing in the cells of a shelf, row by row. */
export async function listPalletsOnShelf(db: DbOrTx, shelfCode: string): Promise<TPlate[]> {
  const rows = await selectPallets(db)
    .where(eq(shelf.shelfCode, shelfCode.toUpperCase()))
    .orderBy(asc(cell.rowNo), asc(cell.colNo));
  return rows.map(toPallet);
}

/** GET Plate/GetEmptyAvailable?package: active pallets with no box of any kind on them (of that package flag when given). */
export async function listEmptyPallets(db: DbOrTx, query: { package?: number }): Promise<TPlate[]> {
  const rows = await selectPallets(db)
    .where(
      and(
        eq(pallet.active, 1),
        not(holdsBoxes(pallet.plateId)),
        query.package === undefined ? undefined : eq(pallet.packageFlag, query.package),
      ),
    )
    .orderBy(asc(pallet.plateCode));
  return rows.map(toPallet);
}

/**
 * GET Plate/GetAvailablePlate[?forProduction=true][&package=1]: active pallets that can be loaded, the ones not
 * standing in a shelf cell; for production not the warehouse racking (type 100); package=1 the packaging pallets.
 */
export async function listAvailablePallets(
  db: DbOrTx,
  query: { forProduction?: boolean; package?: number },
): Promise<TPlate[]> {
  const rows = await selectPallets(db)
    .where(
      and(
        eq(pallet.active, 1),
        isNull(pallet.cellId),
        query.forProduction ? ne(pallet.plateTypeId, PLATE_TYPE.Racking) : undefined,
        query.package === undefined ? undefined : eq(pallet.packageFlag, query.package),
      ),
    )
    .orderBy(asc(pallet.plateCode));
  return rows.map(toPallet);
}

/** Whether a pallet type exists (a new pallet's type). */
export async function palletTypeExists(db: DbOrTx, plateTypeId: number): Promise<boolean> {
  const [found] = await db
    .select({ plateTypeId: plateType.plateTypeId })
    .from(plateType)
    .where(eq(plateType.plateTypeId, plateTypeId));
  return found !== undefined;
}
