import { returnSlipFileName, type TReturn, type TReturnItemInput, ZReturn, ZReturnDispatch } from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../api/client.ts';
import { downloadFile } from '../../api/files.ts';
import { useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of Returns Management (spec 02 §7 Returns). A return puts boxes on hold and a confirmation raises a
// refund invoice or owes pieces again, so a change refreshes the returns, boxes, invoices and orders.

/** GET Dispatching/GetByBoxCodeOrPackingSlipNo?NO: the search of New Record, on demand. */
export function useReturnSearch() {
  return useMutation({
    mutationFn: (no: string) => apiGet(ZReturnDispatch, '/Dispatching/GetByBoxCodeOrPackingSlipNo', { NO: no }),
  });
}

/** Query History: one page of GET Dispatching/GetReturnItem, paged, sorted and searched by the server. */
export function useReturnPage() {
  return useServerTable(ZReturn, '/Dispatching/GetReturnItem');
}

function useInvalidateReturns() {
  const invalidate = useInvalidateController();
  return () => Promise.all(['/Dispatching/', '/Box/', '/Invoice/', '/SalesOrder/', '/TempZone/'].map(invalidate));
}

export function useAddReturn() {
  const invalidate = useInvalidateReturns();
  return useMutation({
    mutationFn: (body: TReturnItemInput) => apiPost(ZReturn, '/Dispatching/ReturnItem', body),
    onSuccess: invalidate,
  });
}

export function useConfirmReturn() {
  const invalidate = useInvalidateReturns();
  return useMutation({
    mutationFn: ({ returnId, invoiceNote }: { returnId: number; invoiceNote: string }) =>
      apiPut(ZReturn, '/Dispatching/ConfirmReturnItem', undefined, { params: { returnId, invoiceNote } }),
    onSuccess: invalidate,
  });
}

/** DownloadPDF: the return slip. */
export function downloadReturnSlip(row: Pick<TReturn, 'returnId' | 'returnNo'>): Promise<void> {
  return downloadFile('/Dispatching/GetReturnSlip', { returnId: row.returnId }, returnSlipFileName(row.returnNo));
}
