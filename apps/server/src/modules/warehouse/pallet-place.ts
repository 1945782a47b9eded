import type { TPalletPlace } from '@packline/domain';

/** The columns a read selects to say where a box stands (left joins: plate, its cell and shelf, its temporary zone). */
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
