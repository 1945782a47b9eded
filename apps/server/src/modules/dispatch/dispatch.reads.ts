import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { joinsBy } from '../../db/read-view.ts';
import { dispatching, dispatchingDetail } from './dispatch.tables.ts';

// What other modules may read of dispatch (modules/README.md "Reads other modules may use"): a dispatch's order,
// packing slip, courier and status, and the boxes and pieces it sent.

/** Dispatches as another module reads them. */
export const dispatches = {
  dispatchId: dispatching.dispatchId,
  orderId: dispatching.orderId,
  packingSlipNo: dispatching.packingSlipNo,
  status: dispatching.status,
  courierId: dispatching.courierId,
  trackingNo: dispatching.trackingNo,
  employeeId: dispatching.employeeId,
  createdAt: dispatching.createdAt,
  completedAt: dispatching.completedAt,
  deliveredAt: dispatching.deliveredAt,
  ...joinsBy(dispatching, dispatching.dispatchId),
  /** A select of `fields` from the dispatches. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(dispatching).$dynamic(),
};

/** The boxes a dispatch sent, as another module reads them. */
export const dispatchedBoxes = {
  dispatchingDetailId: dispatchingDetail.dispatchingDetailId,
  dispatchId: dispatchingDetail.dispatchId,
  orderProductId: dispatchingDetail.orderProductId,
  productId: dispatchingDetail.productId,
  boxId: dispatchingDetail.boxId,
  quantity: dispatchingDetail.quantity,
  ...joinsBy(dispatchingDetail, dispatchingDetail.dispatchingDetailId),
  /** A select of `fields` from the dispatched boxes. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(dispatchingDetail).$dynamic(),
};
