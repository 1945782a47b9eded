import {
  type TAddPurchaseOrderInput,
  type TSendEmailResult,
  ZOutstandingTotals,
  ZPurchaseOrder,
  ZPurchaseOrderDefaults,
  ZSendEmailResult,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost, apiPut } from '../../api/client.ts';
import { downloadFile } from '../../api/files.ts';
import type { TEmailForm, TEmailSender } from '../../ui/email-dialog.tsx';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the Purchase Order list in its three modes (spec 02 §2, §7): the paged list with its filters, the
// new-order defaults, and the row actions; each change refetches the PurchaseOrder lists.

const ORDERS = '/PurchaseOrder/';

export interface TPurchaseOrderFilters {
  start: string;
  end: string;
  /** '1,2,10' by default on the server; 'all' for Payable. */
  status?: string;
  paid?: string;
}

export function usePurchaseOrderPage(filters: TPurchaseOrderFilters) {
  return useServerTable(ZPurchaseOrder, '/PurchaseOrder/GetAllPurchaseOrder', { filters: { ...filters } });
}

/**
 * The orders a new receiving may name: Approved or Received/Unloaded, none in processing and something still to come
 * (issue 31: a partial delivery's next receiving); the first 20 matches.
 */
export function useReceivableOrders(search: string, enabled: boolean) {
  return useApiList(
    z.array(ZPurchaseOrder),
    '/PurchaseOrder/GetAllPurchaseOrder',
    { status: '2,10', withOutUnloding: '1', search: search || undefined, page: 1, pageSize: 20 },
    { enabled },
  );
}

/** The company's delivery address and telephone a new order starts with. */
export function usePurchaseOrderDefaults(enabled: boolean) {
  return useApiList(ZPurchaseOrderDefaults, '/PurchaseOrder/GetPurchaseOrderDefaults', undefined, { enabled });
}

/** What a PO's open quantity feeds besides the PO lists: Stock Alarm's Pending / Suggested PO, the monitors' PO Qty. */
const PO_FIGURES = ['/RawMaterialStock/', '/StockMonitor/'];

function useOrderMutation<A>(call: (args: A) => Promise<unknown>) {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([ORDERS, ...PO_FIGURES].map(invalidate)),
  });
}

const put = (path: string) => (params: Record<string, string | number | undefined>) =>
  apiPut(ZPurchaseOrder, `/PurchaseOrder/${path}`, undefined, { params });

export const useSavePurchaseOrder = () =>
  useOrderMutation((body: TAddPurchaseOrderInput & { poId?: number }) =>
    body.poId
      ? apiPut(ZPurchaseOrder, '/PurchaseOrder/UpdatePurchaseOrder', body)
      : apiPost(ZPurchaseOrder, '/PurchaseOrder/AddPurchaseOrder', body),
  );
export const useApprovePurchaseOrder = () => useOrderMutation(put('ApprovePurchaseOrder'));
export const useFinishPurchaseOrder = () => useOrderMutation(put('CompletePurchaseOrder'));
export const useCompletePoDetail = () => useOrderMutation(put('CompletePoDetail'));
export const useUpdateEta = () => useOrderMutation(put('UpdateETA'));
export const useUpdateNotes = () => useOrderMutation(put('UpdateNotes'));
export const useMarkPaid = () => useOrderMutation(put('MarkPaid'));
/** Ours (issue 31): cancels an order, nothing received yet, with the reason. */
export const useCancelPurchaseOrder = () => useOrderMutation(put('CancelPurchaseOrder'));

/** Ours (issue 31): Payable's total outstanding, per currency (refetched with the lists after each change). */
export function useOutstandingTotals(enabled: boolean) {
  return useApiList(ZOutstandingTotals, '/PurchaseOrder/GetOutstandingTotal', undefined, { enabled });
}

/** The PO PDF, downloaded as PO000042.pdf. */
export const downloadPurchaseOrder = (poId: number, poNo: string) =>
  downloadFile('/PurchaseOrder/GetPurchaseOrderPdf', { id: poId }, `${poNo}.pdf`);

/** The Email dialog's send: the server attaches the PO PDF (silent: the dialog shows 'Send email fail!'). */
export function sendPurchaseOrderEmail(poId: number) {
  return (form: TEmailForm, sender: TEmailSender | undefined): Promise<TSendEmailResult> =>
    apiPost(
      ZSendEmailResult,
      '/PurchaseOrder/EmailPurchaseOrder',
      { ...form, poId, SenderName: sender?.name || undefined, SenderAddress: sender?.address || undefined },
      { silent: true, timeoutMs: 60_000 },
    );
}
