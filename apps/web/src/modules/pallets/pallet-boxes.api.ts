import {
  type TMoveBoxItem,
  type TPlate,
  ZBoxInfoList,
  ZBoxList,
  ZPlateList,
  ZRawMaterialBoxList,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../api/client.ts';
import type { TRemoteSource } from '../../ui/remote-select.tsx';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';

// Query hooks of Relocate Boxes (spec 02 §2, §7): the pallet picker, the boxes standing on a pallet, and the move. A
// move refreshes every Plate, Box and PlateBox read (both panes, pallet box counts, box lists).

/** The pallet picker (Plate/GetAllPlateCode, the picker contract): the code with its note. */
export const PALLET_SOURCE: TRemoteSource<TPlate> = {
  reply: ZPlateList,
  path: '/Plate/GetAllPlateCode',
  toOption: (pallet) => ({ value: pallet.plateId, label: pallet.plateCodeWithNote }),
};

/** One pallet as it stands now, by id (the picker call always includes the chosen one, ?selectedId); null until read. */
export function usePallet(plateId: number | null): TPlate | null {
  const found = useApiList(
    ZPlateList,
    PALLET_SOURCE.path,
    { selectedId: plateId ?? 0, limit: 1 },
    { enabled: plateId !== null },
  );
  return found.data?.find((p) => p.plateId === plateId) ?? null;
}

/** GET Plate/GetBoxByPlateId?plateId: the boxes on the pallet (nothing asked while no pallet is chosen). */
export function usePalletBoxes(plateId: number | null) {
  return useApiList(ZBoxInfoList, '/Plate/GetBoxByPlateId', { plateId: plateId ?? 0 }, { enabled: plateId !== null });
}

/** GET Plate/GetRawMaterialBoxByPlateId?plateId: the raw material boxes on the pallet (none asked without a pallet). */
export function usePalletRawMaterialBoxes(plateId: number | null) {
  return useApiList(
    ZRawMaterialBoxList,
    '/Plate/GetRawMaterialBoxByPlateId',
    { plateId: plateId ?? 0 },
    { enabled: plateId !== null },
  );
}

/** PUT PlateBox/MoveBox: boxes onto their target pallets. */
export function useMoveBoxes() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (moves: TMoveBoxItem[]) => apiPut(ZBoxList, '/PlateBox/MoveBox', moves),
    onSuccess: () => Promise.all(['/Plate/', '/Box/', '/PlateBox/'].map(invalidate)),
  });
}
