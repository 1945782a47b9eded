import {
  LAYOUT_MESSAGES,
  PALLET_TYPE,
  type TCell,
  type TPallet,
  type TPalletListQuery,
  type TPalletSortField,
  type TShelf,
  type TShelfDetail,
  type TZone,
  ZONE_KIND_NAMES,
} from '@packline/domain';
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, not, type SQL, sql } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import { ilikeAny, listPage, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { plateTypes } from '../lookups/lookups.reads.ts';
import {
  cells,
  leftJoinPalletPlace,
  pallets,
  shelves,
  tempZones,
  zones,
  zoneTypes,
} from '../warehouse-layout/warehouse-layout.reads.ts';
import { holdsBoxes, palletBoxCount } from './pallet-load-read.ts';

// The reads of Warehouse Management (spec 02 §2, §3): zones with their shelves, a shelf's cells with the pallet in
// each, and pallets with where they stand. One select each, with its joins and counts in SQL.

// ---- Shelves ---------------------------------------------------------------------------------------------------------

const activeCells = sql<number>`count(${cells.cellId}) filter (where ${cells.active} = 1)::int`;
const freeCells = sql<number>`count(${cells.cellId}) filter (where ${cells.active} = 1 and ${pallets.plateId} is null)::int`;
const shelvedPallets = sql<number>`count(${pallets.plateId})::int`;

function selectShelves(db: DbOrTx, where: SQL | undefined) {
  const select = shelves.select(db, {
    shelfId: shelves.shelfId,
    shelfCode: shelves.shelfCode,
    zoneId: shelves.zoneId,
    zoneCode: zones.zoneCode,
    position: shelves.position,
    totalRows: shelves.totalRows,
    totalCols: shelves.totalCols,
    availableCellCount: freeCells,
    activeCellCount: activeCells,
    plateCount: shelvedPallets,
  });
  return withJoins(
    select,
    (q) => zones.innerJoin(q, shelves.zoneId),
    (q) => cells.ofShelf.leftJoin(q, shelves.shelfId),
    (q) => pallets.inCell.leftJoin(q, cells.cellId),
  )
    .where(where)
    .groupBy(shelves.shelfId, zones.zoneCode)
    .orderBy(asc(zones.zoneCode), asc(shelves.position), asc(shelves.shelfId));
}

/** GET Shelf/GetAllShelf: every shelf (of a zone when given), zone by zone in position order. */
export function listShelves(db: DbOrTx, zoneId?: number): Promise<TShelf[]> {
  return selectShelves(db, zoneId ? eq(shelves.zoneId, zoneId) : undefined);
}

/** GET Zone/GetAllZone?active&zoneType: the zones in code order, each with its shelves and their free cells. */
export async function listZones(db: DbOrTx, query: { active?: number; zoneType?: number }): Promise<TZone[]> {
  const filter = and(
    query.active === undefined ? undefined : eq(zones.active, query.active),
    query.zoneType === undefined ? undefined : eq(zones.zoneType, query.zoneType),
  );
  const found = await zones
    .select(db, { zoneId: zones.zoneId, zoneCode: zones.zoneCode, zoneType: zones.zoneType, active: zones.active })
    .where(filter)
    .orderBy(asc(zones.zoneCode));
  if (found.length === 0) return [];
  const shelvesOfZones = await selectShelves(
    db,
    inArray(
      shelves.zoneId,
      found.map((z) => z.zoneId),
    ),
  );
  return found.map((z) => ({
    zoneId: z.zoneId,
    zoneCode: z.zoneCode,
    zoneType: z.zoneType,
    zoneTypeName: ZONE_KIND_NAMES[z.zoneType] ?? '',
    active: z.active,
    shelves: shelvesOfZones.filter((s) => s.zoneId === z.zoneId),
  }));
}

// ---- Cells -----------------------------------------------------------------------------------------------------------

/** Every box on the pallet, product or raw material (pallet-load-read.ts, the one reading of a pallet's boxes). */
const activeBoxCount = palletBoxCount(pallets.plateId);

function selectCells(db: DbOrTx, where: SQL | undefined) {
  const select = cells.select(db, {
    cellId: cells.cellId,
    shelfId: cells.shelfId,
    shelfCode: shelves.shelfCode,
    code: cells.code,
    rowNo: cells.rowNo,
    colNo: cells.colNo,
    rowName: cells.rowName,
    colName: cells.colName,
    active: cells.active,
    plateId: pallets.plateId,
    plateCode: pallets.plateCode,
    plateTypeId: pallets.plateTypeId,
    boxCount: activeBoxCount,
  });
  return withJoins(
    select,
    (q) => shelves.innerJoin(q, cells.shelfId),
    (q) => pallets.inCell.leftJoin(q, cells.cellId),
  )
    .where(where)
    .orderBy(asc(shelves.shelfCode), asc(cells.rowNo), asc(cells.colNo));
}

type TCellRow = Awaited<ReturnType<typeof selectCells>>[number];
const toCell = ({ plateId, plateCode, plateTypeId, boxCount, ...rest }: TCellRow): TCell => ({
  ...rest,
  plate:
    plateId === null || plateCode === null || plateTypeId === null
      ? null
      : { plateId, plateCode, plateTypeId, boxCount: Number(boxCount) },
});

/** GET Cell/GetCellByShelfNo?shelfNo: a shelf's cells, row by row, each with its pallets. */
export async function listCellsOfShelf(db: DbOrTx, shelfCode: string): Promise<TCell[]> {
  return (await selectCells(db, eq(shelves.shelfCode, shelfCode.toUpperCase()))).map(toCell);
}

/** GET ShelfPlate/GetEmptyCell: the active cells no pallet stands in, shelf by shelves. */
export async function listEmptyCells(db: DbOrTx): Promise<TCell[]> {
  return (await selectCells(db, and(eq(cells.active, 1), isNull(pallets.plateId)))).map(toCell);
}

/** GET Shelf/GetShelfByCodeOrById: the shelf with its cells; 404 when there is none. */
export async function getShelf(db: DbOrTx, key: { shelfId?: number; shelfCode?: string }): Promise<TShelfDetail> {
  const where = key.shelfId
    ? eq(shelves.shelfId, key.shelfId)
    : eq(shelves.shelfCode, (key.shelfCode ?? '').toUpperCase());
  const [found] = await selectShelves(db, where);
  if (!found) throw new NotFoundError(LAYOUT_MESSAGES.shelfNotFound);
  const cellRows = await selectCells(db, eq(cells.shelfId, found.shelfId));
  return { ...found, cells: cellRows.map(toCell) };
}

// ---- Pallets ---------------------------------------------------------------------------------------------------------

const palletPosition = sql<string>`coalesce(${shelves.shelfCode} || ' ' || ${cells.rowName} || '-' || ${cells.colName}, ${zoneTypes.zoneTypeName}, '')`;

function selectPallets(db: DbOrTx) {
  const select = pallets.select(db, {
    plateId: pallets.plateId,
    plateCode: pallets.plateCode,
    plateTypeId: pallets.plateTypeId,
    plateTypeName: plateTypes.plateTypeName,
    packageFlag: pallets.packageFlag,
    notes: pallets.notes,
    active: pallets.active,
    cellId: pallets.cellId,
    cellCode: cells.code,
    shelfCode: shelves.shelfCode,
    rowName: cells.rowName,
    colName: cells.colName,
    zoneTypeId: tempZones.zoneTypeId,
    zoneTypeName: zoneTypes.zoneTypeName,
    position: palletPosition,
    boxCount: activeBoxCount,
    createdAt: pallets.createdAt,
  });
  return withJoins(select, (q) => plateTypes.innerJoin(q, pallets.plateTypeId), leftJoinPalletPlace);
}

type TPalletRow = Awaited<ReturnType<typeof selectPallets>>[number];
function toPallet(row: TPalletRow): TPallet {
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

const PALLET_SORTS: Record<TPalletSortField, TSortable> = {
  plateCode: pallets.plateCode,
  plateTypeId: pallets.plateTypeId,
  position: palletPosition,
  boxCount: activeBoxCount,
  createdAt: pallets.createdAt,
};

/** The pallet list's filter: the fixed scope of the call, the screen's filters and the search. */
export function palletListFilter(query: TPalletListQuery, scope: SQL | undefined): SQL | undefined {
  const place =
    query.place === 'cell'
      ? isNotNull(pallets.cellId)
      : query.place === 'tempzone'
        ? tempZones.holds(pallets.plateId)
        : query.place === 'none'
          ? and(isNull(pallets.cellId), not(tempZones.holds(pallets.plateId)))
          : undefined;
  const inZone = query.zoneTypeId ? tempZones.holds(pallets.plateId, query.zoneTypeId) : undefined;
  return and(
    scope,
    query.plateTypeId ? eq(pallets.plateTypeId, query.plateTypeId) : undefined,
    place,
    inZone,
    searchOf(query.search, (pattern) => ilikeAny(pattern, [pallets.plateCode, pallets.notes])),
  );
}

/**
 * GET Plate/GetAllPlate (every pallet) and Plate/GetInWarehouse (the pallets standing in shelf cells): the list
 * contract, newest first by default; without `page` the whole list.
 */
export function listPallets(db: DbOrTx, query: TPalletListQuery, scope?: SQL) {
  const where = palletListFilter(query, scope);
  const orderBy = orderByOf(PALLET_SORTS, query, { field: 'createdAt', order: 'descend' }, pallets.plateId);
  return listPage(query, {
    rows: selectPallets(db)
      .where(where)
      .orderBy(...orderBy),
    count: pallets.select(db, { total: count() }).where(where),
    toRow: toPallet,
  });
}
/** Pallets matching `where` in the order given, at most `limit` of them (the pallet options, pallet-contents-read.ts). */
export async function listPalletsOrdered(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit?: number,
): Promise<TPallet[]> {
  const rows = selectPallets(db)
    .where(where)
    .orderBy(...orderBy);
  return (await (limit === undefined ? rows : rows.limit(limit))).map(toPallet);
}

export const IN_WAREHOUSE = isNotNull(pallets.cellId);

/** One pallet by id or code; 404 'No pallet information.' when there is none. */
export async function getPallet(db: DbOrTx, key: { plateId?: number; plateCode?: string }): Promise<TPallet> {
  const where = key.plateId
    ? eq(pallets.plateId, key.plateId)
    : eq(pallets.plateCode, (key.plateCode ?? '').toUpperCase());
  const [row] = await selectPallets(db).where(where);
  if (!row) throw new NotFoundError(LAYOUT_MESSAGES.noPallet);
  return toPallet(row);
}

/** GET Plate/GetByCell?shelfNo: the pallets standing in the cells of a shelf, row by row. */
export async function listPalletsOnShelf(db: DbOrTx, shelfCode: string): Promise<TPallet[]> {
  const rows = await selectPallets(db)
    .where(eq(shelves.shelfCode, shelfCode.toUpperCase()))
    .orderBy(asc(cells.rowNo), asc(cells.colNo));
  return rows.map(toPallet);
}

/** GET Plate/GetEmptyAvailable?package: active pallets with no box of any kind on them (of that package flag when given). */
export async function listEmptyPallets(db: DbOrTx, query: { package?: number }): Promise<TPallet[]> {
  const rows = await selectPallets(db)
    .where(
      and(
        eq(pallets.active, 1),
        not(holdsBoxes(pallets.plateId)),
        query.package === undefined ? undefined : eq(pallets.packageFlag, query.package),
      ),
    )
    .orderBy(asc(pallets.plateCode));
  return rows.map(toPallet);
}

/**
 * GET Plate/GetAvailablePlate[?forProduction=true][&package=1]: active pallets that can be loaded, the ones not
 * standing in a shelf cell; for production not the warehouse racking (type 100); package=1 the packaging pallets.
 */
export async function listAvailablePallets(
  db: DbOrTx,
  query: { forProduction?: boolean; package?: number },
): Promise<TPallet[]> {
  const rows = await selectPallets(db)
    .where(
      and(
        eq(pallets.active, 1),
        isNull(pallets.cellId),
        query.forProduction ? ne(pallets.plateTypeId, PALLET_TYPE.Racking) : undefined,
        query.package === undefined ? undefined : eq(pallets.packageFlag, query.package),
      ),
    )
    .orderBy(asc(pallets.plateCode));
  return rows.map(toPallet);
}

/** Whether a pallet type exists (a new pallet's type). */
export async function palletTypeExists(db: DbOrTx, plateTypeId: number): Promise<boolean> {
  const [found] = await plateTypes
    .select(db, { plateTypeId: plateTypes.plateTypeId })
    .where(eq(plateTypes.plateTypeId, plateTypeId));
  return found !== undefined;
}
