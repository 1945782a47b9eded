import type { TProductInventoryInfo } from '@packline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client.ts';
import { apiQueryKey } from '../../ui/use-crud-resource.ts';

// Stock figures by product (spec 01 §3 productInventoryInfo), from the server's one inventory service.

export function useStockInfo(productId: number | null | undefined) {
  const params = { productId: productId ?? 0 };
  return useQuery({
    queryKey: apiQueryKey('/StockMonitor/GetStockInfoByProductId', params),
    queryFn: () => apiGet<TProductInventoryInfo>('/StockMonitor/GetStockInfoByProductId', params, { silent: true }),
    enabled: Boolean(productId),
  });
}
