import {
  type TAddWorkOrderInput,
  ZOrderTypeIdList,
  ZWorkOrder,
  ZWorkOrderDetail,
  ZWorkOrderDetailList,
  ZWorkOrderList,
  ZWorkOrderMade,
  ZWorkOrderSummary,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete, apiPost, apiPut } from '../../api/client.ts';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the Work Order screen (spec 02 §7 Work orders): the paged list with its filters, the totals of the
// whole filter, and the row actions.

const WORK_ORDERS = '/WorkOrder/';
const LIST_PATH = '/WorkOrder/GetAllWorkOrder';

export interface TWorkOrderFilters {
  /** Comma-separated statuses ('-1,1,2' by default, on the server). */
  status?: string;
  machineId?: number;
  productId?: number;
}

/** One page of the work orders of the filter. */
export function useWorkOrderPage(filters: TWorkOrderFilters) {
  return useServerTable(ZWorkOrder, LIST_PATH, { filters: { ...filters } });
}

/** Total Jobs, Total Qty, Approved Jobs, Approved Qty of the whole filter (not the page). */
export function useWorkOrderSummary(filters: TWorkOrderFilters) {
  return useApiList(ZWorkOrderSummary, '/WorkOrder/GetWorkOrderSummary', { ...filters });
}

function useWorkOrderMutation<A>(call: (args: A) => Promise<unknown>) {
  const invalidate = useInvalidateController();
  return useMutation({ mutationFn: call, onSuccess: () => invalidate(WORK_ORDERS) });
}

/** New WorkOrder: one, or `count` (1–50) at once. */
export const useAddWorkOrders = () =>
  useWorkOrderMutation(({ body, count }: { body: TAddWorkOrderInput; count: number }) =>
    count > 1
      ? apiPost(ZWorkOrderDetailList, `/WorkOrder/AddMultiWorkOrder/${count}`, body)
      : apiPost(ZWorkOrderDetail, '/WorkOrder', body),
  );

export const useApproveWorkOrder = () =>
  useWorkOrderMutation((params: { id: number; approvedComment?: string }) =>
    apiPut(ZWorkOrderDetail, '/WorkOrder/ApproveWorkOrder', undefined, { params }),
  );

export const useWorkOrderComments = () =>
  useWorkOrderMutation((params: { id: number; comments: string }) =>
    apiPut(ZWorkOrderDetail, '/WorkOrder/WorkOrderComments', undefined, { params }),
  );

export const useWorkOrderQuantity = () =>
  useWorkOrderMutation((params: { id: number; quantity: number }) =>
    apiPut(ZWorkOrderDetail, '/WorkOrder/UpdateWorkOrderQuantity', undefined, { params }),
  );

export const useWorkOrderUrgent = () =>
  useWorkOrderMutation((params: { id: number; urgent: 0 | 1 }) =>
    apiPut(ZWorkOrderDetail, '/WorkOrder/WorkOrderUrgent', undefined, { params }),
  );

export const useRawMaterialNote = () =>
  useWorkOrderMutation((params: { id: number; notes: string }) =>
    apiPut(ZWorkOrderDetail, '/WorkOrder/UpdateRawMaterialNote', undefined, { params }),
  );

/** What a work order has made (its boxes, its started steps): the Delete confirmation names it. */
export function useWorkOrderMade(workOrderId: number | undefined) {
  return useApiList(ZWorkOrderMade, '/WorkOrder/GetWorkOrderMade', { id: workOrderId }, { enabled: !!workOrderId });
}

/** Delete cancels the work order (status 0); its steps, logs and boxes stay. */
export const useCancelWorkOrder = () =>
  useWorkOrderMutation((id: number) => apiDelete(z.boolean(), '/WorkOrder/DeleteWorkOrder', { id }));

/** The order types the product's type has actions for: New WorkOrder offers only those (issue 30). */
export function useOrderTypesOfProduct(productId: number | undefined) {
  return useApiList(ZOrderTypeIdList, '/WorkOrder/GetOrderTypesOfProduct', { productId }, { enabled: !!productId });
}

/** A sales order's work orders with what each made and its shortfall (issue 30). */
export function useWorkOrdersOfSalesOrder(orderId: number | undefined) {
  return useApiList(ZWorkOrderList, '/WorkOrder/GetWorkOrdersOfSalesOrder', { orderId }, { enabled: !!orderId });
}

/** GET WorkOrder/GetTrackingInfo: work orders (not the cancelled) with their steps; ?status filters. */
export const useWorkOrderTrackingPage = (filters: { status?: string }) =>
  useServerTable(ZWorkOrderDetail, '/WorkOrder/GetTrackingInfo', { filters: { ...filters } });
