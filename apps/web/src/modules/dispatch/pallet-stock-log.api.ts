import { type TAddPalletStockLog, ZPalletBalanceList, ZPalletStockLog, ZPalletStockLogList } from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../api/client.ts';
import { type TQueryParams, useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';

// Query hooks of the pallet stock log (spec 02 §7 Reports): the log with its running balances, the balances per
// customer and pallet type, and adding an action.

export interface TPalletLogParams {
  customerId?: number;
  plateTypeId?: number;
  /** YYYY-MM-DD, Auckland days, both included. */
  start?: string;
  end?: string;
}

/** GET PalletStockLog/GetByCustomerId: a customer's rows, or every customer's in start..end; newest first. */
export function usePalletStockLog(params: TPalletLogParams, options: { enabled?: boolean } = {}) {
  const defined = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
  return useApiList(ZPalletStockLogList, '/PalletStockLog/GetByCustomerId', defined as TQueryParams, options);
}

/** GET PalletStockLog/GetAllBalance: every customer and pallet type, the ones holding pallets first. */
export function usePalletBalances() {
  return useApiList(ZPalletBalanceList, '/PalletStockLog/GetAllBalance');
}

/** POST PalletStockLog/Add: the server signs the quantity by the action and fills the employee. */
export function useAddPalletStockLog() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (body: TAddPalletStockLog) => apiPost(ZPalletStockLog, '/PalletStockLog/Add', body),
    onSuccess: () => invalidate('/PalletStockLog/'),
  });
}
