import { eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import { joinsBy, type TSelectSource } from '../../db/read-view.ts';
import { cell, pallet, shelf, tempZone, zone, zoneType } from './warehouse-layout.tables.ts';

// What other modules may read of the warehouse layout (modules/README.md "Reads other modules may use"): pallets (code,
// type, the cell they stand in), zones, shelves and cells, the temporary zones a pallet stands in and their types, and
// where a pallet stands as one join. Writes go through warehouse-layout.service.ts.

/** Pallets as another module reads them, joined under `as` when one query joins pallets twice. */
export function palletsAs(as?: string) {
  // An alias has the table's columns under another name; typed as the table so both read the same.
  const t = as === undefined ? pallet : (alias(pallet, as) as unknown as typeof pallet);
  return {
    plateId: t.plateId,
    plateCode: t.plateCode,
    plateTypeId: t.plateTypeId,
    packageFlag: t.packageFlag,
    cellId: t.cellId,
    notes: t.notes,
    active: t.active,
    createdAt: t.createdAt,
    createdBy: t.createdBy,
    updatedAt: t.updatedAt,
    ...joinsBy(t, t.plateId),
    /** Joins the pallet standing in the cell `on` (a cell holds one pallet at most). */
    inCell: joinsBy(t, t.cellId),
    /** `(select plate_id from plate where …)`, what follows `where` given as SQL. */
    idsWhere: (where: SQL | undefined): SQL => sql`(select ${t.plateId} from ${t} where ${where})`,
    /** A select of `fields` from pallets. */
    select: <F extends SelectedFields>(db: TSelectSource, fields: F) => db.select(fields).from(t).$dynamic(),
  };
}

/** Pallets as another module reads them. */
export const pallets = palletsAs();

/** Zones as another module reads them. */
export const zones = {
  zoneId: zone.zoneId,
  zoneCode: zone.zoneCode,
  zoneType: zone.zoneType,
  active: zone.active,
  ...joinsBy(zone, zone.zoneId),
  /** A select of `fields` from zones. */
  select: <F extends SelectedFields>(db: TSelectSource, fields: F) => db.select(fields).from(zone).$dynamic(),
};

/** Shelves as another module reads them. */
export const shelves = {
  shelfId: shelf.shelfId,
  shelfCode: shelf.shelfCode,
  zoneId: shelf.zoneId,
  position: shelf.position,
  totalRows: shelf.totalRows,
  totalCols: shelf.totalCols,
  ...joinsBy(shelf, shelf.shelfId),
  /** A select of `fields` from shelves. */
  select: <F extends SelectedFields>(db: TSelectSource, fields: F) => db.select(fields).from(shelf).$dynamic(),
};

/** Shelf cells as another module reads them. */
export const cells = {
  cellId: cell.cellId,
  shelfId: cell.shelfId,
  code: cell.code,
  rowNo: cell.rowNo,
  colNo: cell.colNo,
  rowName: cell.rowName,
  colName: cell.colName,
  active: cell.active,
  ...joinsBy(cell, cell.cellId),
  /** Joins the cells of the shelf `on` (one row per cell). */
  ofShelf: joinsBy(cell, cell.shelfId),
  /** A select of `fields` from cells. */
  select: <F extends SelectedFields>(db: TSelectSource, fields: F) => db.select(fields).from(cell).$dynamic(),
};

/** Temporary zone types (Packaging Area, Picking Area, …) as another module reads them. */
export const zoneTypes = {
  zoneTypeId: zoneType.zoneTypeId,
  zoneTypeName: zoneType.zoneTypeName,
  ...joinsBy(zoneType, zoneType.zoneTypeId),
  /** A select of `fields` from the zone types. */
  select: <F extends SelectedFields>(db: TSelectSource, fields: F) => db.select(fields).from(zoneType).$dynamic(),
};

/** The pallets standing in a temporary zone (one row per pallet), joined by the pallet. */
export const tempZones = {
  tempZoneId: tempZone.tempZoneId,
  plateId: tempZone.plateId,
  zoneTypeId: tempZone.zoneTypeId,
  createdAt: tempZone.createdAt,
  ...joinsBy(tempZone, tempZone.plateId),
  /** Joins the pallets standing in the temporary zones of the type `on` (one row per pallet). */
  ofZoneType: joinsBy(tempZone, tempZone.zoneTypeId),
  /** `palletId` stands in a temporary zone (of type `zoneTypeId` when given). */
  holds: (palletId: AnyPgColumn | SQL, zoneTypeId?: number): SQL =>
    sql`exists (select 1 from ${tempZone} where ${tempZone.plateId} = ${palletId}${
      zoneTypeId === undefined ? sql`` : sql` and ${tempZone.zoneTypeId} = ${zoneTypeId}`
    })`,
  /** A select of `fields` from the temporary zones. */
  select: <F extends SelectedFields>(db: TSelectSource, fields: F) => db.select(fields).from(tempZone).$dynamic(),
};

/**
 * Where a pallet stands, for a select that has joined `pallets` (`pallets.leftJoin`): its cell and shelf, or its
 * temporary zone and that zone's type, left-joined (`pallet-place.ts` PALLET_PLACE_COLUMNS names what it reads).
 */
export function leftJoinPalletPlace<T extends PgSelect>(select: T): T {
  select
    .leftJoin(cell, eq(cell.cellId, pallet.cellId))
    .leftJoin(shelf, eq(shelf.shelfId, cell.shelfId))
    .leftJoin(tempZone, eq(tempZone.plateId, pallet.plateId))
    .leftJoin(zoneType, eq(zoneType.zoneTypeId, tempZone.zoneTypeId));
  return select;
}
