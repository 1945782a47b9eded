import { shiftDate, type TPurchaseOrder, todayInAuckland, ZPurchaseOrder } from '@packline/domain';
import type { TApi } from '../../../test/test-app.ts';
import { ok200 } from '../suppliers/suppliers.fixtures.ts';

// The purchase order a receiving test receives, and the receiving's body (unloading inspections, partial deliveries).

export interface TOrderLine {
  rawMaterialId: number;
  unit: string;
  unitPrice: number;
  quantity: number;
}

/** An order of these lines from the supplier, ETA in two weeks, approved unless told otherwise. */
export async function orderOf(
  api: () => TApi,
  suplierId: number,
  lines: readonly TOrderLine[],
  approved = true,
): Promise<TPurchaseOrder> {
  const po = await ok200(
    api().post(
      '/api/PurchaseOrder/AddPurchaseOrder',
      {
        suplierId,
        deliveryDate: shiftDate(todayInAuckland(), 14, 'day'),
        poDetail: lines,
      },
      ZPurchaseOrder,
    ),
  );
  if (approved)
    await ok200(api().put(`/api/PurchaseOrder/ApprovePurchaseOrder?id=${po.poId}`, undefined, ZPurchaseOrder));
  return po;
}

/** A receiving's body: its lines stay open for a test to change one before sending it. */
export interface TReceivingBody {
  poId: number;
  suplierId: number;
  unloadingDetail: Record<string, unknown>[];
  [field: string]: unknown;
}

/**
 * A receiving of the order: `header` its own fields (reference, arrival, receiver…), line i with `quantities[i]` this
 * time (left out when undefined) and `lineFields` of its order line; `extra` last, to override any field.
 */
export function receivingOf(
  po: TPurchaseOrder,
  header: Record<string, unknown>,
  quantities: readonly (number | undefined)[],
  extra: Record<string, unknown> = {},
  lineFields: (line: TPurchaseOrder['poDetail'][number]) => Record<string, unknown> = () => ({}),
): TReceivingBody {
  return {
    poId: po.poId,
    suplierId: po.suplierId,
    ...header,
    unloadingDetail: po.poDetail.flatMap((line, i) =>
      quantities[i] === undefined
        ? []
        : [{ poDetailId: line.poDetailId, ...lineFields(line), revQuantity: quantities[i] }],
    ),
    ...extra,
  };
}
