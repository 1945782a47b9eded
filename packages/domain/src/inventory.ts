import { z } from 'zod';

// The inventory lookups by product and by order (spec 01 §3 productInventoryInfo, §7 Supporting lookups): the
// figures and rows the order screens and the stock monitor read.

/** spec 01 §3 productInventoryInfo (GET StockMonitor/GetStockInfoByProductId), in pieces. */
export const ZProductInventoryInfo = z.object({
  productId: z.number().int(),
  productInStock: z.number(),
  pendingWorkOrderQuantity: z.number(),
  pendingWarehouseQuantity: z.number(),
  pendingOrderQuantity: z.number(),
});
export type TProductInventoryInfo = z.infer<typeof ZProductInventoryInfo>;

/** spec 01 §3 purchase info of a product (StockMonitor/GetPoQtyByProductId). */
export const ZPurchaseInfo = z.object({
  poNo: z.string(),
  quantity: z.number(),
  eta: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TPurchaseInfo = z.infer<typeof ZPurchaseInfo>;
export const ZPurchaseInfoList = z.array(ZPurchaseInfo);
