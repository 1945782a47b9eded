import {
  type TMoveBoxItem,
  type TPallet,
  type TPalletBoxChanges,
  ZBoxInfoList,
  ZBoxList,
  ZPalletList,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../api/client.ts';
import type { TRemoteSource } from '../../ui/remote-select.tsx';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';

// Query hooks of Relocate Boxes (spec 02 §2, §7): the pallet picker, the boxes standing on a pallet, and the move. A
// move refreshes every Plate, Box and PlateBox read (both panes, pallet box counts, box lists).

/** The pallet picker (Plate/GetAllPlateCode, the picker contract): the code with its note. */
export const PALLET_SOURCE: TRemoteSource<TPallet> = {
  reply: ZPalletList,
  path: '/Plate/GetAllPlateCode',
  toOption: (pallet) => ({ value: pallet.plateId, label: pallet.plateCodeWithNote }),
};

/** One pallet as it stands now, by id (the picker call always includes the chosen one, ?selectedId); null until read. */
export function usePallet(plateId: number | null): TPallet | null {
  const found = useApiList(
    ZPalletList,
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

/**
 * PUT PlateBox/AddAndUpdatePlateBoxAndBoxQuantity: a job's boxes onto their pallets (the packaging pallet dialog's
 * save); the caller's mutation refreshes what the job's action changes.
 */
export const saveJobPallets = (changes: TPalletBoxChanges) =>
  apiPut(ZBoxList, '/PlateBox/AddAndUpdatePlateBoxAndBoxQuantity', changes);

/** PUT PlateBox/MoveBox: boxes onto their target pallets. */
export function useMoveBoxes() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (moves: TMoveBoxItem[]) => apiPut(ZBoxList, '/PlateBox/MoveBox', moves),
    onSuccess: () => Promise.all(['/Plate/', '/Box/', '/PlateBox/'].map(invalidate)),
  });
}
