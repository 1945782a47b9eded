import {
  DUPLICATE_GROUP_PRICE,
  PRICE_FOR_ALL_GROUPS_REQUIRED,
  ZProductPrice,
  ZProductPriceList,
  ZQuotationRowList,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TJson, type TTestApp } from '../../../test/test-app.ts';
import { createBaseProduct, createCustomerGroup1 } from './base-product.fixtures.ts';
import { productPrice } from './catalogue.tables.ts';

let t: TTestApp;
let admin: string;
let groups: number[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  groups = [await createCustomerGroup1(t, admin), await createCustomerGroup1(t, admin)];
});
afterAll(() => t?.close());

const ADD_PRICE = '/api/ProductPrice/AddProductPrice';
const addPrice = (body: Record<string, unknown>) => t.api(admin).post(ADD_PRICE, body, ZProductPrice);
const refusePrice = (body: Record<string, unknown>) => t.api(admin).post(ADD_PRICE, body, REFUSED);
/** A call whose outcome the test does not know beforehand (two people at once). */
const tryPrice = (body: Record<string, unknown>) => t.api(admin).post(ADD_PRICE, body);

describe('product prices', () => {
  it('adds a price per customer group and lists it by product with the group name', async () => {
    const product = await createBaseProduct(t, admin);
    const [cafe] = groups;
    const res = await addPrice({
      baseProductId: product.baseProductId,
      group1: cafe,
      quantiy: 1000,
      price: 85.5,
      description: 'MOQ 5 cartons',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: '85.500', originalPrice: null, quantiy: 1000, group1: cafe });
    await addPrice({ baseProductId: product.baseProductId, group1: null, quantiy: 1000, price: 92.125 });

    const listed = (
      await t
        .api(admin)
        .get(`/api/ProductPrice/GetProductPriceByProduct?baseProductId=${product.baseProductId}`, ZProductPriceList)
    ).body.data;
    expect(listed).toEqual([
      expect.objectContaining({ group1: null, group1Name: 'All groups', price: '92.125' }),
      expect.objectContaining({
        group1: cafe,
        group1Name: expect.stringContaining('Café'),
        description: 'MOQ 5 cartons',
      }),
    ]);
    const all = (await t.api(admin).get('/api/ProductPrice/GetAllProductPrice', ZProductPriceList)).body.data;
    expect(all.filter((r) => r.baseProductId === product.baseProductId)).toHaveLength(2);
  });

  it('refuses a second price for the same group (and for all groups), 409', async () => {
    const product = await createBaseProduct(t, admin);
    const [cafe, bakery] = groups;
    await addPrice({ baseProductId: product.baseProductId, group1: cafe, price: 10 });
    await addPrice({ baseProductId: product.baseProductId, price: 11 });
    for (const group1 of [cafe, null]) {
      const res = await refusePrice({ baseProductId: product.baseProductId, group1, price: 12 });
      expect(res.status).toBe(409);
      expect(res.body.message.message).toBe(DUPLICATE_GROUP_PRICE);
    }
    // Moving a price onto a group that already has one is refused too.
    const other = (await addPrice({ baseProductId: product.baseProductId, group1: bakery, price: 13 })).body.data;
    const moved = await t.api(admin).put('/api/ProductPrice/UpdateProductPrice', { ...other, group1: cafe }, REFUSED);
    expect(moved.status).toBe(409);
  });

  it('keeps one price per group when two people add it at once', async () => {
    const product = await createBaseProduct(t, admin);
    const body = { baseProductId: product.baseProductId, group1: groups[1], price: 20 };
    const results = await Promise.all([tryPrice(body), tryPrice(body), tryPrice({ ...body, group1: null })]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message.message).toBe(DUPLICATE_GROUP_PRICE);
    // The database refuses it too, whatever the caller.
    await expect(t.db.insert(productPrice).values({ ...body, price: '21' })).rejects.toThrow();
    await expect(t.db.insert(productPrice).values({ ...body, group1: null, price: '21' })).rejects.toThrow();
  });

  it('keeps the previous price in originalPrice when the price changes', async () => {
    const product = await createBaseProduct(t, admin);
    const row = (await addPrice({ baseProductId: product.baseProductId, group1: groups[0], price: 50 })).body.data;
    const api = t.api(admin);
    const first = await api.put('/api/ProductPrice/UpdateProductPrice', { ...row, price: 55.25 }, ZProductPrice);
    expect(first.body.data).toMatchObject({ price: '55.250', originalPrice: '50.000' });
    const moqOnly = await api.put(
      '/api/ProductPrice/UpdateProductPrice',
      {
        ...first.body.data,
        description: 'MOQ 10',
      },
      ZProductPrice,
    );
    expect(moqOnly.body.data).toMatchObject({ price: '55.250', originalPrice: '50.000', description: 'MOQ 10' });
    const second = await api.put(
      '/api/ProductPrice/UpdateProductPrice',
      { ...moqOnly.body.data, price: 60 },
      ZProductPrice,
    );
    expect(second.body.data).toMatchObject({ price: '60.000', originalPrice: '55.250' });
    expect(
      (await api.get(`/api/ProductPrice/GetProductPriceById?id=${row.productPriceId}`, ZProductPrice)).body.data.price,
    ).toBe('60.000');
    expect(
      (await api.delete(`/api/ProductPrice/DeleteProductPrice?id=${row.productPriceId}`, ZProductPrice)).status,
    ).toBe(200);
    expect((await api.get(`/api/ProductPrice/GetProductPriceById?id=${row.productPriceId}`, REFUSED)).status).toBe(404);
  });

  it('checks the price: required, at least 0, at most 3 decimals', async () => {
    const product = await createBaseProduct(t, admin);
    const base = { baseProductId: product.baseProductId, group1: groups[1] };
    expect((await refusePrice(base)).body.errors?.price).toEqual(['Price is required!']);
    expect((await refusePrice({ ...base, price: -1 })).body.errors?.price).toEqual(['Price must be at least 0']);
    expect((await refusePrice({ ...base, price: 1.2345 })).body.errors?.price).toEqual([
      'Price has at most 3 decimals',
    ]);
    expect((await addPrice({ ...base, price: 0 })).status).toBe(200);
  });
});

describe('generating quotations from the prices', () => {
  it("refuses until every customer group has a price: 'Please set the price for all customer group!'", async () => {
    const product = await createBaseProduct(t, admin);
    const url = `/api/ProductPrice/GenerateQuotaByProductPrice?id=${product.baseProductId}&userId=1`;
    const groupIds = (await t.api(admin).get('/api/CustomerGroup1/GetAllCustomerGroup1')).body.data.map(
      (g: TJson) => g.group1Id,
    );
    await addPrice({ baseProductId: product.baseProductId, group1: groupIds[0], price: 10 });
    const refused = await t.api(admin).put(url, undefined, REFUSED);
    expect(refused.status).toBe(400);
    expect(refused.body.message.message).toBe(PRICE_FOR_ALL_GROUPS_REQUIRED);

    for (const group1 of groupIds.slice(1)) await addPrice({ baseProductId: product.baseProductId, group1, price: 10 });
    // No customer holds the product yet: nothing to draft (quotations.routes.test.ts covers the drafts).
    const generated = await t.api(admin).put(url, undefined, ZQuotationRowList);
    expect(generated.status).toBe(200);
    expect(generated.body.data).toEqual([]);
  });

  it("accepts an 'all groups' price in place of one per group", async () => {
    const product = await createBaseProduct(t, admin);
    await addPrice({ baseProductId: product.baseProductId, price: 10 });
    const res = await t
      .api(admin)
      .put(`/api/ProductPrice/GenerateQuotaByProductPrice?id=${product.baseProductId}`, undefined, ZQuotationRowList);
    expect(res.status).toBe(200);
  });
});

describe('permissions', () => {
  it('lets the base product and outsource product pages keep prices, and the read-only list read them', async () => {
    const product = await createBaseProduct(t, admin);
    const body = { baseProductId: product.baseProductId, group1: groups[0], price: 1 };
    const other = await t.createStaff({ pages: [] });
    expect((await t.api(other.token).get('/api/ProductPrice/GetAllProductPrice', REFUSED)).status).toBe(403);
    expect((await t.api(other.token).post('/api/ProductPrice/AddProductPrice', body, REFUSED)).status).toBe(403);
    expect(
      (
        await t
          .api(other.token)
          .put(`/api/ProductPrice/GenerateQuotaByProductPrice?id=${product.baseProductId}`, undefined, REFUSED)
      ).status,
    ).toBe(403);

    const reader = await t.createStaff({ pages: ['/base-product-infos'] });
    const byProduct = `/api/ProductPrice/GetProductPriceByProduct?baseProductId=${product.baseProductId}`;
    expect((await t.api(reader.token).get(byProduct, ZProductPriceList)).status).toBe(200);
    expect((await t.api(reader.token).post('/api/ProductPrice/AddProductPrice', body, REFUSED)).status).toBe(403);

    const outsource = await t.createStaff({ pages: ['/outsource-product'] });
    expect((await t.api(outsource.token).post('/api/ProductPrice/AddProductPrice', body, ZProductPrice)).status).toBe(
      200,
    );
  });
});
