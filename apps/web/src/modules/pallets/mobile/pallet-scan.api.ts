import { ZPallet } from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost, apiPut } from '../../../api/client.ts';
import { useInvalidateController } from '../../../ui/use-crud-resource.ts';

// The moves of the phone screens Relocate Pallet and Relocate Boxes (issue 14): the desk screens' calls (the cell and
// temporary zone moves, PlateBox/MoveBox).

/** The screens re-read what they show by scanning again; the moves' own answers are not read. */
const ZAnyReply = z.unknown();

/** Where a pallet goes: a shelf cell (from a cell or from nowhere) or a temporary zone. */
export type TPalletTarget =
  | { kind: 'cell'; cellId: number; code: string }
  | { kind: 'zone'; zoneTypeId: number; zoneTypeName: string };

/**
 * A pallet to a cell: AddShelfPlate when it stands in no cell yet, MovePlateToAnotherCell when it does; to a
 * temporary zone: TempZone/MovePlateToTempZone.
 */
export function useMovePallet() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: ({ plateId, inCell, target }: { plateId: number; inCell: boolean; target: TPalletTarget }) => {
      if (target.kind === 'zone') {
        return apiPut(ZAnyReply, '/TempZone/MovePlateToTempZone', undefined, {
          params: { plateId, zoneTypeId: target.zoneTypeId },
        });
      }
      return inCell
        ? apiPost(ZPallet, '/ShelfPlate/MovePlateToAnotherCell', undefined, {
            params: { plateId, newCellId: target.cellId },
          })
        : apiPost(ZPallet, '/ShelfPlate/AddShelfPlate', { cellId: target.cellId, plateId });
    },
    onSuccess: async () => {
      await invalidate('/Plate/');
      await invalidate('/Shelf/');
      await invalidate('/TempZone/');
    },
  });
}

/** Boxes onto another pallet (PUT PlateBox/MoveBox). */
export function useMoveBoxes() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (moves: { boxId: number; targetPlateId: number }[]) => apiPut(ZAnyReply, '/PlateBox/MoveBox', moves),
    onSuccess: async () => {
      await invalidate('/Plate/');
      await invalidate('/PlateBox/');
    },
  });
}
