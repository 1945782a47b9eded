import { ORDER_STATUS, type TProduct, type TQuotation, ZQuotation } from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { TTestApp } from '../../../test/test-app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { customer } from '../customers/customers.tables.ts';
import {
  addQuotation,
  createCustomerProduct,
  createGroupCustomer,
  createPricedBaseProduct,
  ok200,
  today,
  updateBody,
} from '../quotations/quotation.fixtures.ts';
import { orderNumberOf } from './sales-orders.service.ts';
import { salesOrder } from './sales-orders.tables.ts';

// Rows the sales-order tests build on: a customer with products priced in an approved quotation (made through the
// API), order bodies, and orders inserted directly in any status for the state-machine and list tests.

export { ok200, today };

/** Pieces per carton of the fixtures' base products (createPackagingType). */
export const PACK_QUANTITY = 1000;

export interface TQuotedCustomer {
  customerId: number;
  group1: number;
  /** Customer products, each quoted at `prices[i]` per carton in one approved quotation. */
  products: TProduct[];
  quotation: TQuotation;
}

/** A customer (active) with `prices.length` products quoted in one approved quotation. */
export async function createQuotedCustomer(
  t: TTestApp,
  token: string,
  prices: number[] = [80],
  fields: { employeeId?: number } = {},
): Promise<TQuotedCustomer> {
  const cafe = await createGroupCustomer(t, token, { employeeId: fields.employeeId, statusId: 1 });
  return { ...cafe, ...(await quoteProducts(t, token, cafe, prices)) };
}

/** Products of the customer, each priced for its group (all groups when null) and quoted in one approved quotation. */
export async function quoteProducts(
  t: TTestApp,
  token: string,
  cafe: { customerId: number; group1: number | null },
  prices: number[],
): Promise<{ products: TProduct[]; quotation: TQuotation }> {
  const products: TProduct[] = [];
  for (const price of prices) {
    const base = await createPricedBaseProduct(t, token, { group1: cafe.group1, price: Math.max(1, price - 10) });
    products.push(await createCustomerProduct(t, token, cafe.customerId, base.baseProductId));
  }
  const draft = await addQuotation(
    t,
    token,
    cafe.customerId,
    products.map((item, index) => ({ productId: item.productId, price: prices[index] })),
  );
  const quotation = await ok200(
    t.api(token).put('/api/Quotation/UpdateQuotationDraftStatus', updateBody(draft), ZQuotation),
  );
  return { products, quotation };
}

/** A product line of `cartons` at `unitPrice` (the client's own figures, which the server recomputes). */
export function orderLine(productId: number, cartons: number, unitPrice: number, extra: Record<string, unknown> = {}) {
  return { productId, unitPrice, packagingQty: cartons, quantity: 1, price: 0, ...extra };
}

/** A save payload with a required date and a delivery address. */
export function orderBody(customerId: number, lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  return {
    customerId,
    orderDate: today,
    requiredDate: today,
    deliveryAddress: '12 Queen Street, Auckland',
    orderProduct: lines,
    ...extra,
  };
}

export async function setCustomer(
  db: DbOrTx,
  customerId: number,
  values: Partial<typeof customer.$inferInsert>,
): Promise<void> {
  await db.update(customer).set(values).where(eq(customer.customerId, customerId));
}

/** An order without lines inserted directly in any status (for the state machine and the lists). */
export async function insertOrder(
  db: DbOrTx,
  customerId: number,
  values: Partial<typeof salesOrder.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(salesOrder)
    .values({
      orderNo: '',
      customerId,
      orderDate: today,
      requiredDate: today,
      deliveryAddress: '1 Test Road',
      orderStatusId: ORDER_STATUS.New,
      ...values,
    })
    .returning({ orderId: salesOrder.orderId });
  await db
    .update(salesOrder)
    .set({ orderNo: orderNumberOf(row.orderId) })
    .where(eq(salesOrder.orderId, row.orderId));
  return row.orderId;
}
