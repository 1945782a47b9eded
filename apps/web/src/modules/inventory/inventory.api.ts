import { ZBoxLocationList, ZProductInventoryInfo } from '@packline/domain';
import { apiGet } from '../../api/client.ts';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey, useApiList } from '../../ui/use-crud-resource.ts';

// Stock figures by product (spec 01 §3 productInventoryInfo), from the server's one inventory service.

export function useStockInfo(productId: number | null | undefined) {
  const params = { productId: productId ?? 0 };
  return useApiQuery({
    queryKey: apiQueryKey('/StockMonitor/GetStockInfoByProductId', params),
    queryFn: () => apiGet(ZProductInventoryInfo, '/StockMonitor/GetStockInfoByProductId', params, { silent: true }),
    enabled: Boolean(productId),
  });
}

/** GET Box/GetBoxLocationByProductId: the product's boxes in stock, with their pallet and shelf cell or temp zone. */
export function useBoxLocations(productId: number | null | undefined) {
  return useApiList(
    ZBoxLocationList,
    '/Box/GetBoxLocationByProductId',
    { productId: productId ?? 0 },
    { enabled: Boolean(productId) },
  );
}
