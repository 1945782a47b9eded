import { type TScanLookup, ZPlate, ZRawMaterialApplication, ZScanLookup } from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost, apiPut } from '../../../api/client.ts';
import { useInvalidateController } from '../../../ui/use-crud-resource.ts';
import { useApiPage } from '../../../ui/use-server-table.ts';

// The calls of the phone screens (issue 14): the scan lookup, and the moves the desk screens make too (Relocate
// Pallet's cell and temporary zone moves, Relocate Boxes' MoveBox). Picking for Warehouse Confirm reuses
// raw-material-applications.api.ts.

/** The screens re-read what they show by scanning again; the moves' own answers are not read. */
const ZAnyReply = z.unknown();

/**
 * What a scanned code names (GET Scan/Lookup). Quiet: a phone shows a code that names nothing beside the scan field
 * instead of the Error! dialog, so the next scan can follow at once.
 */
export function lookUpCode(code: string): Promise<TScanLookup> {
  return apiGet(ZScanLookup, '/Scan/Lookup', { code }, { silent: true });
}

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
        ? apiPost(ZPlate, '/ShelfPlate/MovePlateToAnotherCell', undefined, {
            params: { plateId, newCellId: target.cellId },
          })
        : apiPost(ZPlate, '/ShelfPlate/AddShelfPlate', { cellId: target.cellId, plateId });
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

/** The applications waiting for the warehouse to pick (processed 0), oldest first. */
export function useApplicationsAwaitingPicking() {
  return useApiPage(ZRawMaterialApplication, '/RawMaterialApplication/GetAllRawMaterialApplication', {
    state: 0,
    page: 1,
    pageSize: 50,
    sortField: 'appliedAt',
    sortOrder: 'ascend',
  });
}
