import {
  packingSlipFileName,
  type TAddDispatching,
  type TCompleteDispatching,
  type TDispatch,
  type TDispatchListQuery,
  type TUpdateDispatching,
  ZDispatch,
  ZDispatchList,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../api/client.ts';
import { downloadFile } from '../../api/files.ts';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey, useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the dispatch module (spec 01 §7 Dispatch). A change refreshes the dispatch lists, the orders (their
// status and delivered quantities), stock, box locations and invoices.

/**
 * The Dispatch and Delivered lists' table: one page of GET Dispatching/GetAllDispatching?start&end (YYYY/MM/DD)
 * &status=3,1, paged, sorted and searched by the server.
 */
export function useDispatchPage(filters: Pick<TDispatchListQuery, 'start' | 'end' | 'status'>) {
  return useServerTable(ZDispatch, '/Dispatching/GetAllDispatching', { filters });
}

/** GET Dispatching/GetByOrderId: every dispatch of an order (cancelled ones included, for the record). */
export function useDispatchesOfOrder(orderId: number | null | undefined) {
  return useApiList(
    ZDispatchList,
    '/Dispatching/GetByOrderId',
    { orderId: orderId ?? 0 },
    { enabled: Boolean(orderId) },
  );
}

export function useDispatch(dispatchId: number | null | undefined) {
  const params = { dispatchId: dispatchId ?? 0 };
  return useApiQuery({
    queryKey: apiQueryKey('/Dispatching/GetSingleDispatching', params),
    queryFn: () => apiGet(ZDispatch, '/Dispatching/GetSingleDispatching', params),
    enabled: Boolean(dispatchId),
  });
}

function useInvalidateDispatch() {
  const invalidate = useInvalidateController();
  return () =>
    Promise.all(
      ['/Dispatching/', '/SalesOrder/', '/Salesorder/', '/StockMonitor/', '/Box/', '/Invoice/', '/PalletStockLog/'].map(
        invalidate,
      ),
    );
}

export function useAddDispatch() {
  const invalidate = useInvalidateDispatch();
  return useMutation({
    mutationFn: (body: TAddDispatching) => apiPost(ZDispatch, '/Dispatching/AddDispatching', body),
    onSuccess: invalidate,
  });
}

export function useUpdateDispatch() {
  const invalidate = useInvalidateDispatch();
  return useMutation({
    mutationFn: (body: TUpdateDispatching) => apiPut(ZDispatch, '/Dispatching/UpdateDispatching', body),
    onSuccess: invalidate,
  });
}

export function useCompleteDispatch() {
  const invalidate = useInvalidateDispatch();
  return useMutation({
    mutationFn: (body: TCompleteDispatching) => apiPut(ZDispatch, '/Dispatching/CompleteDispatching', body),
    onSuccess: invalidate,
  });
}

/** PUT Dispatching/DeliverDispatching?id: status 1 → 2 ('This order has already Delivered!' a second time). */
export function useDeliverDispatch() {
  const invalidate = useInvalidateDispatch();
  return useMutation({
    mutationFn: (dispatchId: number) =>
      apiPut(ZDispatch, '/Dispatching/DeliverDispatching', undefined, { params: { id: dispatchId } }),
    onSuccess: invalidate,
  });
}

/** DELETE Dispatching/DeleteDispatching?id: cancels it; its boxes return to stock. */
export function useDeleteDispatch() {
  const invalidate = useInvalidateDispatch();
  return useMutation({
    mutationFn: (dispatchId: number) => apiDelete(ZDispatch, '/Dispatching/DeleteDispatching', { id: dispatchId }),
    onSuccess: invalidate,
  });
}

/** The packing slip PDF (GET Dispatching/GetPackingSlip?dispatchId, ours), saved as PS{slipNo}_{customerCode}.pdf. */
export function downloadPackingSlip(dispatch: Pick<TDispatch, 'dispatchId' | 'packingSlipNo' | 'customer'>) {
  const fileName = `${packingSlipFileName(dispatch.packingSlipNo, dispatch.customer.customerCode)}.pdf`;
  return downloadFile('/Dispatching/GetPackingSlip', { dispatchId: dispatch.dispatchId }, fileName);
}
