import { type TWorkOrderDetail, WORK_ORDER_ACTION, ZWorkOrderDetail } from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { TTestApp } from '../../../test/test-app.ts';
import { createMachine } from '../catalogue/base-product.fixtures.ts';
import { baseProduct, product, productMachineMapping } from '../catalogue/catalogue.tables.ts';
import { productTypeAction } from '../lookups/lookups.tables.ts';
import { createQuotedCustomer, ok200, type TQuotedCustomer } from '../sales-orders/sales-order.fixtures.ts';

// What the tracking and traceability tests build on: a customer's product whose type has Printing, Production and
// Packaging (order type 1), each mapped to its own machine, and approved work orders of it.

type TMachine = Awaited<ReturnType<typeof createMachine>>;

export interface TMadeProduct {
  cafe: TQuotedCustomer;
  customerId: number;
  productId: number;
  /** The machine of each action (WORK_ORDER_ACTION). */
  machines: Record<number, TMachine>;
}

export async function createMadeProduct(t: TTestApp, token: string): Promise<TMadeProduct> {
  const cafe = await createQuotedCustomer(t, token, [40]);
  const productId = cafe.products[0].productId;
  const [row] = await t.db
    .select({ own: product.productTypeId, base: baseProduct.productTypeId, baseProductId: product.baseProductId })
    .from(product)
    .leftJoin(baseProduct, eq(baseProduct.baseProductId, product.baseProductId))
    .where(eq(product.productId, productId));
  const productTypeId = (row.own ?? row.base) as number;
  const actions = [WORK_ORDER_ACTION.Printing, WORK_ORDER_ACTION.Production, WORK_ORDER_ACTION.Packaging];
  await t.db
    .insert(productTypeAction)
    .values(actions.map((action, i) => ({ productTypeId, action, orderType: 1, sequenceNo: (i + 1) * 10 })));
  const machines: Record<number, TMachine> = {};
  for (const action of actions) {
    machines[action] = await createMachine(t, token, action === WORK_ORDER_ACTION.Packaging ? 4 : 3);
    await t.db
      .insert(productMachineMapping)
      .values({ baseProductId: row.baseProductId as number, action, machine: machines[action].machineId });
  }
  return { cafe, customerId: cafe.customerId, productId, machines };
}

/** A work order of the product (for the sales order `orderId` when given), approved into its three suborders. */
export async function approvedWorkOrder(
  t: TTestApp,
  token: string,
  productId: number,
  extra: Record<string, unknown> = {},
): Promise<TWorkOrderDetail> {
  const created = await ok200(
    t.api(token).post('/api/WorkOrder', { productId, quantity: 3000, orderTypeId: 1, ...extra }, ZWorkOrderDetail),
  );
  return ok200(
    t.api(token).put(`/api/WorkOrder/ApproveWorkOrder?id=${created.workOrderId}`, undefined, ZWorkOrderDetail),
  );
}
