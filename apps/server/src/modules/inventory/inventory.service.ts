import type { TProductInventoryInfo, TPurchaseInfo } from '@packline/domain';
import type { DbOrTx } from '../../db/client.ts';
import { getProduct } from '../catalogue/products.service.ts';
import { listOpenPurchasesOfProduct } from '../purchase-orders/purchase-orders-read.ts';
import { readProductFigures } from './stock-figures-read.ts';

// "How much of this product is there, coming and promised" (spec 01 §3 productInventoryInfo, §7 Supporting lookups):
// one product's row of the set-based figures (stock-figures-read.ts), so the order screens and the stock monitor
// always agree; open purchase orders are the purchasing module's. Where the boxes stand (Box/GetBoxLocationByProductId) is the warehouse module's.

/** GET StockMonitor/GetStockInfoByProductId. */
export async function getProductInventoryInfo(db: DbOrTx, productId: number): Promise<TProductInventoryInfo> {
  await getProduct(db, productId);
  const row = await readProductFigures(db, productId);
  return {
    productId,
    productInStock: Number(row?.productInStock ?? 0),
    pendingWorkOrderQuantity: Number(row?.pendingWorkOrderQuantity ?? 0),
    pendingWarehouseQuantity: Number(row?.pendingWarehouseQuantity ?? 0),
    pendingOrderQuantity: Number(row?.pendingOrderQuantity ?? 0),
  };
}

/** GET StockMonitor/GetPoQtyByProductId: open purchase orders of the product. */
export async function listPurchasesOfProduct(db: DbOrTx, productId: number): Promise<TPurchaseInfo[]> {
  await getProduct(db, productId);
  return listOpenPurchasesOfProduct(db, productId);
}
