import { sameBatchCsvName, type TSameBatch, ZRawMaterialBoxTrace, ZSameBatch } from '@packline/domain';
import { downloadFile } from '../../api/files.ts';
import { useApiList } from '../../ui/use-crud-resource.ts';

// Query hooks of Product Traceability (/same-batch): a box's batch, and its CSV export.

/** GET Box/GetSameBatch?barCode, once a barcode is given. */
export const useSameBatch = (barCode: string) =>
  useApiList(ZSameBatch, '/Box/GetSameBatch', { barCode }, { enabled: barCode !== '' });

/** GET Box/GetSameBatchCsv?barCode: the batch's boxes as a CSV download. */
export const downloadSameBatchCsv = (batch: TSameBatch) =>
  downloadFile('/Box/GetSameBatchCsv', { barCode: batch.barCode }, sameBatchCsvName(batch));

/** GET Box/GetRawMaterialBoxTrace?boxCode, once a code is given: a raw material box's PO, supplier and receiving. */
export const useRawMaterialBoxTrace = (boxCode: string) =>
  useApiList(ZRawMaterialBoxTrace, '/Box/GetRawMaterialBoxTrace', { boxCode }, { enabled: boxCode !== '' });
