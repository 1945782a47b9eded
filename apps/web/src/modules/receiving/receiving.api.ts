import {
  labelsFileName,
  type TAddUnloadingInspectionInput,
  type TReceivingBoxPallet,
  ZReceivingBoxList,
  ZReceivingSettings,
  ZUnloadingInspection,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '../../api/client.ts';
import { saveBlob } from '../../api/files.ts';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';
import { postForFile } from '../labels/labels.api.ts';

// Query hooks of the Purchase Receiving List (spec 02 §2, §7 Receiving): the paged list, the orders a new receiving may
// name, and the writes; each change refetches the receivings and the purchase orders (their received quantities).

export interface TReceivingFilters {
  status?: string;
  /** Arrival from start to end (YYYY-MM-DD), the inspection report's range. */
  start?: string;
  end?: string;
  suplierId?: number;
}

export function useReceivingPage(filters: TReceivingFilters) {
  return useServerTable(ZUnloadingInspection, '/UnloadingInspection/GetAllUnloadingInspection', {
    filters: { ...filters },
  });
}

/** Ours (issue 31): the over-receipt tolerance the receiving form asks about. */
export const useReceivingSettings = () => useApiList(ZReceivingSettings, '/UnloadingInspection/GetReceivingSettings');

function useReceivingMutation<A>(call: (args: A) => Promise<unknown>) {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([invalidate('/UnloadingInspection/'), invalidate('/PurchaseOrder/')]),
  });
}

export const useSaveReceiving = () =>
  useReceivingMutation((body: TAddUnloadingInspectionInput & { inspectionId?: number }) =>
    body.inspectionId
      ? apiPut(ZUnloadingInspection, '/UnloadingInspection/UpdateUnloadingInspection', body)
      : apiPost(ZUnloadingInspection, '/UnloadingInspection/AddUnloadingInspection', body),
  );
export const useCompleteReceiving = () =>
  useReceivingMutation((id: number) =>
    apiPut(ZUnloadingInspection, '/UnloadingInspection/Complete', undefined, { params: { id } }),
  );

// ---- Add to Stock: the receiving's boxes (spec 02 §2 Unloading Details / Handle Details / Handle Boxes Details) --------

/** GET UnloadingInspection/GetUnloadingInspectionById: one receiving as it is now (its handled and pallet quantities). */
export const useReceiving = (id: number) =>
  useApiList(ZUnloadingInspection, '/UnloadingInspection/GetUnloadingInspectionById', { id });

/** GET RawMaterialBox/GetRawMaterialBoxAndBoxByInspectionId: the boxes generated for the receiving, where they stand. */
export const useReceivingBoxes = (inspectionId: number) =>
  useApiList(ZReceivingBoxList, '/RawMaterialBox/GetRawMaterialBoxAndBoxByInspectionId', { inspectionId });

/** A stock step: refetches the receiving's boxes, the receivings (handled and pallet quantities), orders and pallets. */
function useStockMutation<A>(call: (args: A) => Promise<unknown>) {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all(
        ['/RawMaterialBox/', '/UnloadingInspection/', '/PurchaseOrder/', '/Plate/', '/TempZone/'].map(invalidate),
      ),
  });
}

export interface TGenerateReceivingBoxes {
  inspectionId: number;
  detailId: number;
  productQuantityPerBox?: number;
  boxCount: number;
}
export const useGenerateReceivingBoxes = () =>
  useStockMutation((params: TGenerateReceivingBoxes) =>
    apiPost(ZReceivingBoxList, '/RawMaterialBox/GenerateMaterialProductBox', undefined, { params: { ...params } }),
  );
export const useAddBoxesToPallet = () =>
  useStockMutation((items: TReceivingBoxPallet[]) =>
    apiPost(ZReceivingBoxList, '/RawMaterialBox/AddListToPlate', items),
  );
export const useMoveBoxesToPallet = () =>
  useStockMutation((items: TReceivingBoxPallet[]) =>
    apiPut(ZReceivingBoxList, '/RawMaterialBox/updateListToPlate', items),
  );
export const useDeleteReceivingBox = () =>
  useStockMutation((barCode: string) =>
    apiDelete(ZReceivingBoxList, '/RawMaterialBox/DeleteRawMaterialBox', { barCode }),
  );
export const useObsoleteReceivingBoxes = () =>
  useStockMutation((ids: number[]) =>
    apiDelete(ZReceivingBoxList, '/RawMaterialBox/ObsoleteRawMaterialBoxes', undefined, { body: ids }),
  );

/** Ours, POST RawMaterialBox/ReceivingBoxLabels: the raw material boxes' labels, downloaded. */
export async function downloadRawMaterialBoxLabels(
  inspectionId: number,
  boxes: readonly { id: number; code: string }[],
) {
  const body = { inspectionId, rawMaterialBoxIds: boxes.map((b) => b.id) };
  const fileName = labelsFileName(
    'Box',
    boxes.map((b) => b.code),
  );
  saveBlob(await postForFile('/RawMaterialBox/ReceivingBoxLabels', body), fileName);
}
