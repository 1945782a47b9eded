import type { TPalletPlace } from '@packline/domain';
import { cell, pallet, shelf, zoneType } from './warehouse-layout.tables.ts';

/** The columns a read selects to say where a box stands (left joins: pallet, its cell and shelf, its temporary zone). */
export interface TPalletPlaceRow {
  plateId: number | null;
  plateCode: string | null;
  cellId: number | null;
  shelfCode: string | null;
  rowName: string | null;
  colName: string | null;
  zoneTypeId: number | null;
  zoneTypeName: string | null;
}

/** Where a box stands, as the replies give it (domain PALLET_PLACE_FIELDS): its pallet, and that pallet's cell or zone. */
export function palletPlaceOf(r: TPalletPlaceRow): TPalletPlace {
  return {
    plate: r.plateId === null ? null : { plateId: r.plateId, plateCode: r.plateCode as string },
    cell:
      r.cellId === null
        ? null
        : {
            cellId: r.cellId,
            shelf: { shelfCode: r.shelfCode as string },
            rowName: r.rowName as string,
            colName: r.colName as string,
          },
    tempzone:
      r.zoneTypeId === null
        ? null
        : { zoneTypeId: r.zoneTypeId, zoneTypeNavigation: { zoneTypeName: r.zoneTypeName as string } },
  };
}

/** The columns of TPalletPlaceRow but the pallet's id, for a select that left-joins pallet, cell, shelf, temp_zone, zone_type. */
export const PALLET_PLACE_COLUMNS = {
  plateCode: pallet.plateCode,
  cellId: cell.cellId,
  shelfCode: shelf.shelfCode,
  rowName: cell.rowName,
  colName: cell.colName,
  zoneTypeId: zoneType.zoneTypeId,
  zoneTypeName: zoneType.zoneTypeName,
};
