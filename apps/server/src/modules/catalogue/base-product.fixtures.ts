import { CATALOGUES, catalogueRowSchema, type TBaseProduct, ZBaseProduct } from '@packline/domain';
import { expect } from 'vitest';
import type { z } from 'zod';
import { type TTestApp, uniqueName } from '../../../test/test-app.ts';

// Rows the catalogue's API tests build on, made through the API as a user would.

async function added<S extends z.ZodType>(
  t: TTestApp,
  token: string,
  path: string,
  body: Record<string, unknown>,
  reply: S,
): Promise<z.output<S>> {
  const res = await t.api(token).post(path, body, reply);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function createProductType(t: TTestApp, token: string): Promise<number> {
  const row = await added(
    t,
    token,
    '/api/ProductType/AddProductType',
    { productTypeName: uniqueName('Paper cup') },
    catalogueRowSchema(CATALOGUES.productType),
  );
  return row.productTypeId;
}

export async function createPackagingType(t: TTestApp, token: string): Promise<number> {
  const row = await added(
    t,
    token,
    '/api/PackagingType/AddPackagingType',
    {
      packagingTypeName: uniqueName('1000 cups'),
      quantity: 1000,
      sleeveQty: 50,
      sleevePkt: 20,
    },
    catalogueRowSchema(CATALOGUES.packagingType),
  );
  return row.packagingTypeId;
}

export async function createMachine(t: TTestApp, token: string, machineTypeId = 3) {
  return added(
    t,
    token,
    '/api/Machine/AddMachine',
    {
      machineName: uniqueName('Cup Machine'),
      machineTypeId,
      sortingOrder: 1,
    },
    catalogueRowSchema(CATALOGUES.machine),
  );
}

export async function createCustomerGroup1(t: TTestApp, token: string): Promise<number> {
  const row = await added(
    t,
    token,
    '/api/CustomerGroup1/AddCustomerGroup1',
    {
      group1Name: uniqueName('Café'),
      priceVisible: 1,
    },
    catalogueRowSchema(CATALOGUES.customerGroup1),
  );
  return row.group1Id;
}

/** A base product with a fresh type and packaging type; `fields` override the body. */
export async function createBaseProduct(
  t: TTestApp,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<TBaseProduct> {
  return added(
    t,
    token,
    '/api/BaseProduct/AddBaseProduct',
    {
      baseProductName: '8oz single wall hot cup',
      productCode: uniqueName('HC8'),
      productTypeId: await createProductType(t, token),
      packagingTypeId: await createPackagingType(t, token),
      ...fields,
    },
    ZBaseProduct,
  );
}
