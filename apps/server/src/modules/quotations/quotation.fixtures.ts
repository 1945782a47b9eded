import {
  QUOTE_VALID_DAYS,
  type TBaseProduct,
  type TProduct,
  type TQuotation,
  toApiDate,
  ZProduct,
  ZProductPrice,
  ZQuotation,
} from '@packline/domain';
import { expect } from 'vitest';
import { type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { createBaseProduct, createCustomerGroup1 } from '../catalogue/base-product.fixtures.ts';
import { aCustomer } from '../customers/customers.fixtures.ts';

// Rows the quotation API tests build on: a customer of a group, a base product priced for it, products and
// quotations made through the API.

export const today = toApiDate(new Date());
export const validUntil = toApiDate(Date.now() + QUOTE_VALID_DAYS * 86_400_000);

/** The data of a call that must answer 200: the schema's type for a typed call, `any` for an untyped one. */
export async function ok200<B extends { data?: unknown }>(
  promise: Promise<{ status: number; body: B }>,
): Promise<B['data']> {
  const res = await promise;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** A customer in a group of its own (unless one is given), looked after by `employeeId`. */
export async function createGroupCustomer(
  t: TTestApp,
  token: string,
  fields: { group1?: number; employeeId?: number; statusId?: number } = {},
): Promise<{ customerId: number; group1: number }> {
  const group1 = fields.group1 ?? (await createCustomerGroup1(t, token));
  const company = uniqueName('Quote Café');
  const row = await aCustomer(t.db, { company, group1, employeeId: fields.employeeId, statusId: fields.statusId });
  return { customerId: row.customerId, group1 };
}

/** A base product (1000 per carton, sleeves 50 × 20) with a price for the group, or for all groups (group1 null). */
export async function createPricedBaseProduct(
  t: TTestApp,
  token: string,
  price: { group1: number | null; price: number; quantiy?: number; description?: string },
): Promise<TBaseProduct> {
  const base = await createBaseProduct(t, token, {
    baseProductName: uniqueName('8oz cup'),
    rawmaterialDesc: 'PE 280gsm',
  });
  await ok200(
    t
      .api(token)
      .post('/api/ProductPrice/AddProductPrice', { baseProductId: base.baseProductId, ...price }, ZProductPrice),
  );
  return base;
}

/** A customer product of the base product. */
export async function createCustomerProduct(
  t: TTestApp,
  token: string,
  customerId: number,
  baseProductId: number,
): Promise<TProduct> {
  return ok200(
    t
      .api(token)
      .post(
        '/api/Product/AddProduct',
        { productName: uniqueName('Aroha cup'), productCode: uniqueName('AR'), customerId, baseProductId },
        ZProduct,
      ),
  );
}

export function quotationBody(
  customerId: number,
  items: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
) {
  return { customerId, effDate: today, expDate: validUntil, quotationItem: items, ...extra };
}

export async function addQuotation(
  t: TTestApp,
  token: string,
  customerId: number,
  items: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): Promise<TQuotation> {
  return ok200(t.api(token).post('/api/Quotation/AddQuotation', quotationBody(customerId, items, extra), ZQuotation));
}

/** A line of the editor's body: a saved line keeps its id, a new one has none. */
export interface TQuotationLineBody {
  quotationItemId?: number;
  productId?: number | null;
  baseProductId?: number | null;
  price: number;
}

/** The editor's body for an existing quotation: its header and lines as they are. */
export function updateBody(
  quotation: TQuotation,
  changes: Record<string, unknown> = {},
): { quotationItem: TQuotationLineBody[]; [field: string]: unknown } {
  return {
    quotationId: quotation.quotationId,
    customerId: quotation.customerId,
    effDate: quotation.effDate,
    expDate: quotation.expDate,
    draft: quotation.draft === 2 ? 2 : 1,
    quotationItem: quotation.quotationItem.map((line) => ({
      quotationItemId: line.quotationItemId,
      productId: line.productId,
      baseProductId: line.baseProductId,
      price: Number(line.price),
    })),
    ...changes,
  };
}
