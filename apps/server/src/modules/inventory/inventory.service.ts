import type { TProductInventoryInfo, TPurchaseInfo } from '@packline/domain';
import type { DbOrTx } from '../../db/client.ts';
import { getProduct } from '../catalogue/products.service.ts';
import { listOpenPurchasesOfProduct } from '../purchasing/purchase-orders-read.ts';
import { getPendingOrderQuantity } from '../sales-orders/sales-order-stats.service.ts';
import { sumProductInStock } from '../warehouse/boxes.service.ts';

// The one place that answers "how much of this product is there, coming and promised" (spec 01 §3
// productInventoryInfo, §7 Supporting lookups). Each figure is one function: the issue that adds its tables replaces
// that function's body and nothing else — stock: the warehouse module's boxes (issue 6); work orders: the production
// issue; purchase orders: the purchasing module's open orders of an outsourced product (issue 16). Where a table does
// not exist yet the true answer is 0 pieces and no rows, not invented figures. Where the boxes stand
// (Box/GetBoxLocationByProductId) is the warehouse module's.

/** Pieces on work orders not yet finished: no work-order table yet — the production issue replaces this. */
async function getPendingWorkOrderQuantity(_db: DbOrTx, _productId: number): Promise<number> {
  return 0;
}

/** Pieces produced but not yet received into the warehouse: no such table yet — the production issue replaces this. */
async function getPendingWarehouseQuantity(_db: DbOrTx, _productId: number): Promise<number> {
  return 0;
}

/** GET StockMonitor/GetStockInfoByProductId. */
export async function getProductInventoryInfo(db: DbOrTx, productId: number): Promise<TProductInventoryInfo> {
  await getProduct(db, productId);
  // One after the other: a transaction runs one query at a time.
  const productInStock = await sumProductInStock(db, productId);
  const pendingWorkOrderQuantity = await getPendingWorkOrderQuantity(db, productId);
  const pendingWarehouseQuantity = await getPendingWarehouseQuantity(db, productId);
  const pendingOrderQuantity = await getPendingOrderQuantity(db, productId);
  return { productId, productInStock, pendingWorkOrderQuantity, pendingWarehouseQuantity, pendingOrderQuantity };
}

/** GET StockMonitor/GetPoQtyByProductId: open purchase orders of the product. */
export async function listPurchasesOfProduct(db: DbOrTx, productId: number): Promise<TPurchaseInfo[]> {
  await getProduct(db, productId);
  return listOpenPurchasesOfProduct(db, productId);
}
