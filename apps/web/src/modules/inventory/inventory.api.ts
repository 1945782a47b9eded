import { ZProductInventoryInfo } from '@packline/domain';
import { apiGet } from '../../api/client.ts';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey } from '../../ui/use-crud-resource.ts';

// Stock figures by product (spec 01 §3 productInventoryInfo), from the server's one inventory service.

export function useStockInfo(productId: number | null | undefined) {
  const params = { productId: productId ?? 0 };
  return useApiQuery({
    queryKey: apiQueryKey('/StockMonitor/GetStockInfoByProductId', params),
    queryFn: () => apiGet(ZProductInventoryInfo, '/StockMonitor/GetStockInfoByProductId', params, { silent: true }),
    enabled: Boolean(productId),
  });
}
