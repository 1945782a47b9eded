import { PALLET_TYPE, type TDispatch, ZDispatch } from '@packline/domain';
import { type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { extraAddress } from '../customers/customers.tables.ts';
import {
  createApprovedOrder,
  createCourier,
  createDeliveryMethod,
  detail,
  ok200,
  PACK_QUANTITY,
  quotedCustomer,
  stockBoxes,
} from '../dispatch/dispatch.fixtures.ts';
import type { TQuotedCustomer } from '../sales-orders/sales-order.fixtures.ts';
import { createPallets } from '../warehouse-layout/warehouse-layout.service.ts';

// Rows the returns tests build on: a customer with an extra address, a pallet, and delivered dispatches made through
// the dispatch API (so their invoices are raised as in real life).

export { PACK_QUANTITY };

export interface TReturnWorld {
  cafe: TQuotedCustomer;
  addressId: number;
  methodId: number;
  courierId: number;
  plateId: number;
}

export async function createReturnWorld(t: TTestApp, admin: string): Promise<TReturnWorld> {
  const cafe = await quotedCustomer(t, admin, 2);
  const [address] = await t.db
    .insert(extraAddress)
    .values({ customerId: cafe.customerId, address: `${uniqueName('12 Return Road')}, Hamilton` })
    .returning();
  const [pallet] = await createPallets(t.db, { count: 1, plateTypeId: PALLET_TYPE.Default });
  return {
    cafe,
    addressId: address.addressId,
    methodId: await createDeliveryMethod(t),
    courierId: await createCourier(t),
    plateId: pallet.plateId,
  };
}

/**
 * An approved order of 2 cartons of product A and 1 of B (1000 pieces a carton, $80 a carton), dispatched in three
 * boxes (A, A, B) and, unless told, completed (its invoice raised) and delivered.
 */
export async function deliveredDispatch(
  t: TTestApp,
  admin: string,
  world: TReturnWorld,
  stage: 'completed' | 'delivered' = 'delivered',
): Promise<{ orderId: number; dispatch: TDispatch; boxIds: number[]; barCodes: string[] }> {
  const api = t.api(admin);
  const { orderId } = await createApprovedOrder(t, admin, world.cafe, [2, 1], {
    extra: { deliveryMethodId: world.methodId },
  });
  const productA = world.cafe.products[0].productId as number;
  const productB = world.cafe.products[1].productId as number;
  const boxesA = await stockBoxes(t, productA, PACK_QUANTITY, 2);
  const [boxB] = await stockBoxes(t, productB, PACK_QUANTITY, 1);
  const boxIds = [...boxesA, boxB];
  const dispatch = await ok200(
    api.post(
      '/api/Dispatching/AddDispatching',
      {
        orderId,
        dispatchingDetails: [
          detail(boxesA[0], productA, PACK_QUANTITY),
          detail(boxesA[1], productA, PACK_QUANTITY),
          detail(boxB, productB, PACK_QUANTITY),
        ],
        palletInfo: null,
      },
      ZDispatch,
    ),
  );
  await ok200(
    api.put(
      '/api/Dispatching/CompleteDispatching',
      {
        dispatchId: dispatch.dispatchId,
        courierId: world.courierId,
        trackingNo: 'NZC-1',
      },
      ZDispatch,
    ),
  );
  if (stage === 'delivered')
    await ok200(api.put(`/api/Dispatching/DeliverDispatching?id=${dispatch.dispatchId}`, undefined, ZDispatch));
  const barCodes = dispatch.dispatchingDetails.map((row) => row.box.barCode);
  return { orderId, dispatch, boxIds, barCodes };
}

/** The body of a return of an invoiced order, with all four invoice fields. */
export function returnBody(
  world: TReturnWorld,
  dispatchId: number,
  selectboxes: { boxId: number; returnQuantity: unknown }[],
  extra: Record<string, unknown> = {},
) {
  return {
    dispatchingId: dispatchId,
    plateId: world.plateId,
    selectboxes,
    OperEmployeeId: 1,
    reason: 'Damaged in transit',
    creditReplacement: 1,
    returnAddressId: world.addressId,
    deliveryMethodId: world.methodId,
    ...extra,
  };
}
