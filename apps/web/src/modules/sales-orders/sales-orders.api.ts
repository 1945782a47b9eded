import {
  type TAddOrder,
  type TOrderRow,
  type TUpdateOrder,
  ZCustomerOrderDefaults,
  ZDashboardCounts,
  ZOrder,
  ZOrderRow,
  ZOrderRowList,
  ZPickupOrderRowList,
  ZRecentOrderAmount,
  ZRecentOrderOfProduct,
} from '@packline/domain';
import { useMutation, useQueries } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../api/client.ts';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey, useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the sales-orders module (spec 01 §7 Orders and Supporting lookups). A change refreshes every list
// read from SalesOrder and the dashboard.

/** The Status and Due column filters every order list takes (`statuses`, `dues`: comma-separated ids). */
type TOrderPageFilters = { statuses?: string; dues?: string };

/**
 * Order Management (a date range, YYYY-MM-DD) and Prepaid Order Approval (orderStatusId=2): one page of
 * GET SalesOrder/GetAllOrder, paged, sorted, searched and filtered by the server.
 */
export function useOrderPage(filters: TOrderPageFilters & { start?: string; end?: string; orderStatusId?: number }) {
  return useServerTable(ZOrderRow, '/SalesOrder/GetAllOrder', { filters });
}

/** A customer's orders (GetByCust), a page at a time: My Orders, and Customer Management's Orders dialog. */
export function useOrderPageOfCustomer(customerId: number | null | undefined, filters: TOrderPageFilters) {
  return useServerTable(ZOrderRow, '/SalesOrder/GetByCust', {
    filters: { ...filters, customerId: customerId ?? 0 },
    enabled: Boolean(customerId),
  });
}

/** A salesperson's outstanding orders (GetInProcessBySales) or drafts (GetDraft), a page at a time. */
export function useOrderPageOfSales(
  salesId: number | null | undefined,
  list: 'inProcess' | 'drafts',
  filters: TOrderPageFilters,
) {
  return useServerTable(ZOrderRow, list === 'inProcess' ? '/SalesOrder/GetInProcessBySales' : '/SalesOrder/GetDraft', {
    filters: { ...filters, salesId: salesId ?? 0 },
    enabled: Boolean(salesId),
  });
}

export function useDispatchableOrders(enabled = true) {
  return useApiList(ZOrderRowList, '/SalesOrder/GetDispachableOrder', undefined, { enabled });
}

/** The picking list; each row says whether it may be picked (whole cartons, spec 01 §4). */
export function usePickupableOrders(enabled = true) {
  return useApiList(ZPickupOrderRowList, '/SalesOrder/GetPickupableOrder', undefined, { enabled });
}

/** An online customer's new order: their delivery details, their delivery addresses and their fee line. */
export function useOwnOrderDefaults(enabled: boolean) {
  return useApiQuery({
    queryKey: apiQueryKey('/SalesOrder/GetOwnOrderDefaults'),
    queryFn: () => apiGet(ZCustomerOrderDefaults, '/SalesOrder/GetOwnOrderDefaults'),
    enabled,
  });
}

export function useOrder(orderId: number | null | undefined) {
  const params = { id: orderId ?? 0 };
  return useApiQuery({
    queryKey: apiQueryKey('/SalesOrder/GetOrderById', params),
    queryFn: () => apiGet(ZOrder, '/SalesOrder/GetOrderById', params),
    enabled: Boolean(orderId),
  });
}

export function useDashboardCounts() {
  return useApiQuery({
    queryKey: apiQueryKey('/SalesOrder/GetDashboardCounts'),
    queryFn: () => apiGet(ZDashboardCounts, '/SalesOrder/GetDashboardCounts'),
  });
}

export function useRecentOrderAmount(enabled: boolean) {
  return useApiQuery({
    queryKey: apiQueryKey('/Salesorder/GetRecentOrderAmount'),
    queryFn: () => apiGet(ZRecentOrderAmount, '/Salesorder/GetRecentOrderAmount'),
    enabled,
  });
}

export function useRecentOrderOfProduct(productId: number | null | undefined) {
  const params = { id: productId ?? 0 };
  return useApiQuery({
    queryKey: apiQueryKey('/Product/GetRecentOrderByProd', params),
    queryFn: () => apiGet(ZRecentOrderOfProduct, '/Product/GetRecentOrderByProd', params, { silent: true }),
    enabled: Boolean(productId),
  });
}

function useInvalidateOrders() {
  const invalidate = useInvalidateController();
  return () => Promise.all([invalidate('/SalesOrder/'), invalidate('/Salesorder/'), invalidate('/StockMonitor/')]);
}

/** POST SalesOrder (new, copy; an online customer's order), or POST SalesOrder/AddDraftOrder. */
export function useAddOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ body, draft }: { body: TAddOrder; draft: boolean }) =>
      apiPost(ZOrder, draft ? '/SalesOrder/AddDraftOrder' : '/SalesOrder', body),
    onSuccess: invalidate,
  });
}

/** PUT UpdateOrder, UpdateFullOrder when the product lines changed, UpdateDraftOrder for a draft (spec 01 §7). */
export function useUpdateOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({
      body,
      call,
    }: {
      body: TUpdateOrder;
      call: 'UpdateOrder' | 'UpdateFullOrder' | 'UpdateDraftOrder';
    }) => apiPut(ZOrder, `/SalesOrder/${call}`, body),
    onSuccess: invalidate,
  });
}

export function useApproveDraftOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (orderId: number) =>
      apiPut(ZOrder, '/SalesOrder/ApprovedDraftOrder', undefined, { params: { id: orderId } }),
    onSuccess: invalidate,
  });
}

export function useFinishDispatch() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (orderId: number) =>
      apiPut(ZOrder, '/SalesOrder/FinishDispatch', undefined, { params: { id: orderId } }),
    onSuccess: invalidate,
  });
}

export function useChangeOrderPickup() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ orderIds, pickupFlag }: { orderIds: number[]; pickupFlag: 0 | 1 }) =>
      apiPut(ZOrderRowList, '/SalesOrder/ChangeOrderPickup', orderIds, { params: { pickupFlag } }),
    onSuccess: invalidate,
  });
}

export function useDeleteOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (params: { id: number; userName: string; Notes: string }) =>
      apiDelete(ZOrder, '/SalesOrder/DeleteOrder', params),
    onSuccess: invalidate,
  });
}

/**
 * The Home dashboard's detail of one box: GetAllOrder?orderStatusId&dueStatus for each status of the column (the
 * Dispatched column counts two), fetched side by side and merged newest first.
 */
export function useDashboardOrders(statuses: readonly number[], dueStatus: number) {
  return useQueries({
    queries: statuses.map((orderStatusId) => {
      const params = { orderStatusId, dueStatus };
      return {
        queryKey: apiQueryKey('/SalesOrder/GetAllOrder', params),
        queryFn: () => apiGet(ZOrderRowList, '/SalesOrder/GetAllOrder', params),
      };
    }),
    combine: mergeOrderLists,
  });
}

/** Module-level so TanStack Query keeps the merged list between renders while the results stay the same. */
function mergeOrderLists(results: { data?: TOrderRow[]; isLoading: boolean; isFetching: boolean }[]) {
  return {
    rows: results.flatMap((result) => result.data ?? []).sort((a, b) => b.orderId - a.orderId),
    isLoading: results.some((result) => result.isLoading),
    isFetching: results.some((result) => result.isFetching),
  };
}
