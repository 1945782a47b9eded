import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { joinsBy } from '../../db/read-view.ts';
import { poDetail, purchaseOrder } from './purchase-orders.tables.ts';

// What other modules may read of purchase orders (modules/README.md "Reads other modules may use"): an order's number,
// supplier, status and dates, and its lines (raw material or outsourced product, quantities ordered and received).
// Receiving, traceability and the stock figures read them; only purchase orders and receiving's service change them.

/** Purchase orders as another module reads them (`suplier` as the spec spells it). */
export const purchaseOrders = {
  poId: purchaseOrder.poId,
  poNo: purchaseOrder.poNo,
  poStatusId: purchaseOrder.poStatusId,
  suplierId: purchaseOrder.suplierId,
  currencyId: purchaseOrder.currencyId,
  createdEmployeeId: purchaseOrder.createdEmployeeId,
  deliveryDate: purchaseOrder.deliveryDate,
  createdAt: purchaseOrder.createdAt,
  ...joinsBy(purchaseOrder, purchaseOrder.poId),
  /** The select with the order whose number is `on` left-joined (a raw material box names its order by number). */
  leftJoinByNo: joinsBy(purchaseOrder, purchaseOrder.poNo).leftJoin,
  /** A select of `fields` from the purchase orders. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(purchaseOrder).$dynamic(),
};

/** The lines of purchase orders as another module reads them. */
export const poDetails = {
  poDetailId: poDetail.poDetailId,
  poId: poDetail.poId,
  rawMaterialId: poDetail.rawMaterialId,
  outSourceProd: poDetail.outSourceProd,
  suplierProductCode: poDetail.suplierProductCode,
  unit: poDetail.unit,
  quantity: poDetail.quantity,
  completed: poDetail.completed,
  totalRevQty: poDetail.totalRevQty,
  totalHandledQty: poDetail.totalHandledQty,
  packagingQty: poDetail.packagingQty,
  ...joinsBy(poDetail, poDetail.poDetailId),
  /** A select of `fields` from the lines. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(poDetail).$dynamic(),
};
