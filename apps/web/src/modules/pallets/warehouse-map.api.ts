import {
  type TShelfInput,
  type TShelfZoneInput,
  ZCell,
  ZDone,
  ZONE_KIND,
  ZShelfDetail,
  ZZone,
  ZZoneList,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '../../api/client.ts';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey, useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';

// Query hooks of the warehouse map (spec 02 §2, §7), the calls the server's pallets module serves
// (warehouse-map.routes.ts) for the Warehouse Management screen (warehouse-layout): the zones with their shelves, a
// shelf's cells, and the changes of zones, shelves and cells.

/** A layout change refreshes the map and the shelf open on it. */
function useInvalidateLayout() {
  const invalidate = useInvalidateController();
  return () => Promise.all(['/Zone/', '/Shelf/', '/Cell/', '/ShelfPlate/'].map(invalidate));
}

/** GET Zone/GetAllZone?active=1&zoneType=1: the racked zones, each with its shelves and free cells. */
export function useWarehouseZones() {
  return useApiList(ZZoneList, '/Zone/GetAllZone', { active: 1, zoneType: ZONE_KIND.Warehouse });
}

/** GET Shelf/GetShelfByCodeOrById?shelfId: the shelf with its cells and the pallet in each. */
export function useShelf(shelfId: number | null) {
  return useApiQuery({
    queryKey: apiQueryKey('/Shelf/GetShelfByCodeOrById', { shelfId: shelfId ?? 0 }),
    // Quiet: the shelf just deleted is read once more as its dialog closes.
    queryFn: () => apiGet(ZShelfDetail, '/Shelf/GetShelfByCodeOrById', { shelfId: shelfId ?? 0 }, { silent: true }),
    enabled: shelfId !== null,
  });
}

/** PUT Shelf/UpdateShelfZone: a zone of NumOfShelves shelves of totalRows × totalCols. */
export function useUpdateShelfZone() {
  const invalidate = useInvalidateLayout();
  return useMutation({
    mutationFn: (body: TShelfZoneInput) => apiPut(ZZone, '/Shelf/UpdateShelfZone', body),
    onSuccess: invalidate,
  });
}

/** PUT Shelf/AddOrUpdate: a new shelf (3 × 2 by default) or a change of one. */
export function useSaveShelf() {
  const invalidate = useInvalidateLayout();
  return useMutation({
    mutationFn: (body: TShelfInput) => apiPut(ZShelfDetail, '/Shelf/AddOrUpdate', body),
    onSuccess: invalidate,
  });
}

/** DELETE Shelf/DeleteShelf?id: refused while a pallet stands in one of its cells. */
export function useDeleteShelf() {
  const invalidate = useInvalidateLayout();
  return useMutation({
    mutationFn: (shelfId: number) => apiDelete(ZDone, '/Shelf/DeleteShelf', { id: shelfId }),
    onSuccess: invalidate,
  });
}

/**
 * PUT Shelf/ToggleCellByCode?code[&pallet]: active ↔ inactive (greyed out); disabling a cell a pallet stands in names
 * the pallet the person agreed to leave there.
 */
export function useToggleCell() {
  const invalidate = useInvalidateLayout();
  return useMutation({
    mutationFn: (params: { code: string; pallet?: string }) =>
      apiPut(ZCell, '/Shelf/ToggleCellByCode', undefined, { params }),
    onSuccess: invalidate,
  });
}

/** PUT Shelf/UpdateCellNameByCode?code&RowName&ColName. */
export function useRenameCell() {
  const invalidate = useInvalidateLayout();
  return useMutation({
    mutationFn: (params: { code: string; RowName: string; ColName: string }) =>
      apiPut(ZCell, '/Shelf/UpdateCellNameByCode', undefined, { params }),
    onSuccess: invalidate,
  });
}
