import {
  PALLET_TABLE_PAGE_SIZE,
  type TStoreBox,
  ZBoxInfoList,
  ZCellList,
  ZClearedCount,
  ZPallet,
  ZPalletCodeList,
  ZTempZonePalletList,
  ZZoneTypeList,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiGet, apiGetPage, apiPost, apiPut } from '../../api/client.ts';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey, type TQueryParams, useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the Temporary Zone, Relocate Pallet and Pallets screens (spec 02 §2, §7 TempZone and Plate): the
// zone types and the pallets standing in them, the printed boxes on no pallet, free cells, the pallet list, and the
// moves. A move refreshes every read of pallets, cells, zones and boxes (the map's tiles and shelves too).

/** Every list a pallet move or a box stored to a pallet can change. */
function useInvalidatePallets() {
  const invalidate = useInvalidateController();
  return () =>
    Promise.all(['/TempZone/', '/Plate/', '/ShelfPlate/', '/Shelf/', '/Zone/', '/Cell/', '/Box/'].map(invalidate));
}

/** GET TempZone/GetZoneType: the temporary zone types with their pallet counts. */
export const useZoneTypes = () => useApiList(ZZoneTypeList, '/TempZone/GetZoneType');

/** GET TempZone/GetZone: every pallet standing in a temporary zone, with its products. */
export const useTempZonePallets = () => useApiList(ZTempZonePalletList, '/TempZone/GetZone');

/** GET TempZone/GetSticker: the printed boxes on no pallet yet (what Add to stock stores). */
export const useStickerBoxes = (enabled: boolean) =>
  useApiList(ZBoxInfoList, '/TempZone/GetSticker', undefined, { enabled });

/** GET ShelfPlate/GetEmptyCell: the free active cells, shelf by shelf (Move to Shelf). */
export const useEmptyCells = (enabled: boolean) =>
  useApiList(ZCellList, '/ShelfPlate/GetEmptyCell', undefined, { enabled });

/** GET Plate/GetPlateByPlateCode?code: a scanned or typed pallet code; 'No pallet information.' when unknown. */
export const findPalletByCode = (code: string) => apiGet(ZPallet, '/Plate/GetPlateByPlateCode', { code });

/** GET Plate/GetAllPlate one page at a time (the Pallets screen; 10 rows a page, spec 02 §9). */
export const usePalletPage = (filters: TQueryParams) =>
  useServerTable(ZPallet, '/Plate/GetAllPlate', { filters, pageSize: PALLET_TABLE_PAGE_SIZE });

/** PUT TempZone/MovePlateToTempZone?plateId&zoneTypeId. */
export function useMovePalletToTempZone() {
  const invalidate = useInvalidatePallets();
  return useMutation({
    mutationFn: (params: { plateId: number; zoneTypeId: number }) =>
      apiPut(ZPallet, '/TempZone/MovePlateToTempZone', undefined, { params }),
    onSuccess: invalidate,
  });
}

/** PUT TempZone/MovePlateToShelf?plateId&cellId. */
export function useMovePalletToShelf() {
  const invalidate = useInvalidatePallets();
  return useMutation({
    mutationFn: (params: { plateId: number; cellId: number }) =>
      apiPut(ZPallet, '/TempZone/MovePlateToShelf', undefined, { params }),
    onSuccess: invalidate,
  });
}

/** DELETE TempZone/ClearEmptyPlateFromTempZone: answers how many pallets left their zone. */
export function useClearEmptyPallets() {
  const invalidate = useInvalidatePallets();
  return useMutation({
    mutationFn: () => apiDelete(ZClearedCount, '/TempZone/ClearEmptyPlateFromTempZone'),
    onSuccess: invalidate,
  });
}

/** POST TempZone/AddTempZone?plateId[&zoneTypeId] [{boxId, quantity}]: Add to stock / Store To Pallet. */
export function useStoreBoxesToPallet() {
  const invalidate = useInvalidatePallets();
  return useMutation({
    mutationFn: ({ plateId, zoneTypeId, boxes }: { plateId: number; zoneTypeId?: number; boxes: TStoreBox[] }) =>
      apiPost(ZPallet, '/TempZone/AddTempZone', boxes, { params: { plateId, zoneTypeId } }),
    onSuccess: invalidate,
  });
}

/** POST Plate/AddTemporaryPallets?plateTypeId&packagingFlag&qty: answers the new pallets' codes. */
export function useAddTemporaryPallets() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (params: { plateTypeId: number; packagingFlag: number; qty: number }) =>
      apiPost(ZPalletCodeList, '/Plate/AddTemporaryPallets', undefined, { params }),
    onSuccess: () => invalidate('/Plate/'),
  });
}

/** How many pallets stand in a temporary zone: the total of a one-row page of Plate/GetAllPlate. */
export function useTempZoneCount(zoneTypeId: number) {
  const params = { page: 1, pageSize: 1, zoneTypeId };
  return useApiQuery({
    queryKey: apiQueryKey('/Plate/GetAllPlate', params),
    queryFn: async () => (await apiGetPage(ZPallet, '/Plate/GetAllPlate', params)).meta?.total ?? 0,
  });
}
