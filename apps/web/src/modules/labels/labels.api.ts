import {
  FALLBACK_ERROR_MESSAGE,
  labelsFileName,
  NETWORK_ERROR_MESSAGE,
  type TApiError,
  type TBoxLabelsRequest,
  ZBoxList,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { beginApiCall, endApiCall, showErrorDialog } from '../../api/api-feedback.ts';
import { ApiError, apiPost } from '../../api/client.ts';
import { saveBlob } from '../../api/files.ts';
import { useInvalidateController } from '../../ui/use-crud-resource.ts';

// Box and pallet labels (spec 02 §9; issue 14 Labels): the label PDFs, downloaded like the packing slip, and Print
// Barcode's new boxes (POST Box/GenerateBox) whose labels it prints. A label call sends its ids in a JSON body, so it
// is a POST answered with the file; a refusal shows the Error! dialog with the server's message, as fetchFile does.

/** POSTs a JSON body and answers the file (a label PDF); a refusal shows the Error! dialog and throws. */
export async function postForFile(path: string, body: unknown): Promise<Blob> {
  beginApiCall();
  try {
    let response: Response;
    try {
      response = await fetch(`/api/${path.replace(/^\/+/, '')}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/pdf, application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
    }
    if (response.ok) return await response.blob();
    const failure = (await response.json().catch(() => null)) as TApiError | null;
    throw new ApiError(response.status, failure, failure?.message?.message || failure?.title || FALLBACK_ERROR_MESSAGE);
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError(0, null, FALLBACK_ERROR_MESSAGE);
    showErrorDialog(apiError.message, null);
    throw apiError;
  } finally {
    endApiCall();
  }
}

type TLabelledBox = { boxId: number; barCode: string };

async function downloadLabelsOfBoxes(path: string, boxes: readonly TLabelledBox[], logoType?: number) {
  const body: TBoxLabelsRequest = { boxIds: boxes.map((b) => b.boxId), logoType };
  const fileName = labelsFileName(
    'Box',
    boxes.map((b) => b.barCode),
  );
  saveBlob(await postForFile(path, body), fileName);
}

/** POST Label/BoxLabels: one label per box (with `logoType`, the print-QR dialog's labels). */
export const downloadBoxLabels = (boxes: readonly TLabelledBox[], logoType?: number) =>
  downloadLabelsOfBoxes('/Label/BoxLabels', boxes, logoType);

/** POST Label/BoxLabelsBatch: Obsolete Box's Batch Print (every box of one product). */
export const downloadBatchLabels = (boxes: readonly TLabelledBox[]) =>
  downloadLabelsOfBoxes('/Label/BoxLabelsBatch', boxes);

/** POST Label/PalletLabels: one label per pallet. */
export async function downloadPalletLabels(pallets: readonly { plateId: number; plateCode: string }[]): Promise<void> {
  const fileName = labelsFileName(
    'Pallet',
    pallets.map((p) => p.plateCode),
  );
  saveBlob(await postForFile('/Label/PalletLabels', { plateIds: pallets.map((p) => p.plateId) }), fileName);
}

export interface TGenerateBoxes {
  productId: number;
  QtyPerPack: number;
  boxQty: number;
  /** YYYY-MM-DD; today in Auckland when left out. */
  barcodeDate?: string;
}

/** POST Box/GenerateBox: new labelled boxes of a product, in stock; every Box list refreshes. */
export function useGenerateBoxes() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (params: TGenerateBoxes) => apiPost(ZBoxList, '/Box/GenerateBox', undefined, { params: { ...params } }),
    onSuccess: () => invalidate('/Box/'),
  });
}
