import {
  CATALOGUES,
  catalogueListSchema,
  MONITOR_REFRESH_MS,
  STOCK_PRICE_PAGE_SIZES,
  type TAddMonitorProducts,
  type TCatalogueDefinition,
  ZMonitorProductList,
  ZPendingOrderOfProductList,
  ZStockAlertList,
  ZStockHistory,
  ZStockMonitorRow,
  ZStockPriceRow,
  ZStockPriceTotals,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost, apiPut } from '../../api/client.ts';
import { downloadFile } from '../../api/files.ts';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the stock monitoring screens (spec 02 §7 Monitoring; issue 17).

export interface TMonitorFilters {
  low?: '1';
  type?: number;
}

/** One page of the stock monitor (or, with `purchased`, of the bought-in products), refreshed every 5 minutes. */
export function useStockMonitorPage(filters: TMonitorFilters, purchased = false) {
  const path = purchased ? '/StockMonitor/GetPOMonitor' : '/StockMonitor/GetMonitor';
  return useServerTable(ZStockMonitorRow, path, { filters: { ...filters }, refreshMs: MONITOR_REFRESH_MS });
}

export const useStockPricePage = () =>
  useServerTable(ZStockPriceRow, '/StockMonitor/GetStockPrice', {
    pageSize: STOCK_PRICE_PAGE_SIZES[0],
    pageSizeOptions: [...STOCK_PRICE_PAGE_SIZES],
  });

export const useStockPriceTotals = (search: string) =>
  useApiList(ZStockPriceTotals, '/StockMonitor/GetStockPriceTotals', search ? { search } : undefined);

export const usePendingOrdersOfProduct = (productId: number | null) =>
  useApiList(
    ZPendingOrderOfProductList,
    '/StockMonitor/GetPendingOrdersByProductId',
    { productId: productId ?? 0 },
    { enabled: Boolean(productId) },
  );

/** GET StockMonitor/GetStockHistory: the product's stock over the last 90 days, its MSL, open orders to mark. */
export const useStockHistory = (productId: number) =>
  useApiList(ZStockHistory, '/StockMonitor/GetStockHistory', { productId });

export const useMonitorGroups = () =>
  useApiList(
    catalogueListSchema<TCatalogueDefinition>(CATALOGUES.monitorProductGroup),
    '/MonitorProductGroup/GetAllMonitorProductGroup',
  );

export const useMonitorProducts = () => useApiList(ZMonitorProductList, '/Product/GetMonitorProduct');

export const useOpenStockAlerts = () => useApiList(ZStockAlertList, '/StockAlert/GetOpenStockAlerts');

/** Every monitoring write makes the monitor's lists stale. */
function useMonitorMutation<A>(call: (args: A) => Promise<unknown>) {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all(['/StockMonitor/', '/Product/', '/StockAlert/'].map((path) => invalidate(path)));
    },
  });
}

export const useChangeMsl = () =>
  useMonitorMutation((params: { productId: number; msl: number }) =>
    apiPut(z.unknown(), '/Product/ChangeMsl', undefined, { params }),
  );

export const useAddMonitorProducts = () =>
  useMonitorMutation((items: TAddMonitorProducts) => apiPost(z.unknown(), '/ProductType/AddMonitorProducts', items));

export const useAcknowledgeAlert = () =>
  useMonitorMutation((stockAlertId: number) =>
    apiPut(z.unknown(), '/StockAlert/Acknowledge', undefined, { params: { stockAlertId } }),
  );

/** Export: the Inventory of the search as an .xlsx from the server's export helper. */
export const downloadInventory = (search: string) =>
  downloadFile('/StockMonitor/ExportStockPrice', search ? { search } : undefined, 'Inventory.xlsx');
