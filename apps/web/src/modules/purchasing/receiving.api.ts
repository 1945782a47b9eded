import { type TAddUnloadingInspectionInput, ZPurchaseOrder, ZUnloadingInspection } from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost, apiPut } from '../../api/client.ts';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

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

/** The orders a new receiving may name: Approved or Received/Unloaded, no receiving yet; the first 20 matches. */
export function useReceivableOrders(search: string, enabled: boolean) {
  return useApiList(
    z.array(ZPurchaseOrder),
    '/PurchaseOrder/GetAllPurchaseOrder',
    { status: '2,10', withOutUnloding: '1', search: search || undefined, page: 1, pageSize: 20 },
    { enabled },
  );
}

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
