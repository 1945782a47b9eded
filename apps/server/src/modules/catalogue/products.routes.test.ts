import {
  ARCHIVE_FIELDS_REQUIRED,
  catalogueRowSchema,
  DELETED_PRODUCT_NAME,
  INACTIVE_PRODUCT_NAME,
  NO_CHANGES_MESSAGE,
  NOT_OUTSOURCED_MESSAGE,
  OUTSOURCED_NOT_EDITABLE_MESSAGE,
  PLAIN_ONLY_ON_ADD_MESSAGE,
  PRODUCT_BARCODE_CATALOGUE,
  parseImages,
  type TProduct,
  ZProduct,
  ZProductBarcodeList,
  ZProductDetail,
  ZProductList,
  ZProductNameList,
  ZShowingProductList,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TJson, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { customerGroup1, packagingType, palletStacking, productType } from '../lookups/lookups.tables.ts';
import { baseProduct, productPrice } from './catalogue.tables.ts';
import { getProductDisplayNames } from './products.service.ts';

// Customer products, outsourced products, product barcodes and the showing list (spec 02 §2, §3, §5, §8).

let t: TTestApp;
let admin: string;
let typeId: number;
let packagingId: number;
let stackingId: number;
let customerId: number;
let baseId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  [{ productTypeId: typeId }] = await t.db
    .insert(productType)
    .values({ productTypeName: uniqueName('Cup') })
    .returning();
  [{ packagingTypeId: packagingId }] = await t.db
    .insert(packagingType)
    .values({ packagingTypeName: uniqueName('1000/ctn'), quantity: 1000, sleeveQty: 50, sleevePkt: 20 })
    .returning();
  [{ palletStackingId: stackingId }] = await t.db
    .insert(palletStacking)
    .values({ palletStackingName: uniqueName('40 ctn'), quantity: 40 })
    .returning();
  [{ baseProductId: baseId }] = await t.db
    .insert(baseProduct)
    .values({
      baseProductName: '8oz Double Wall Cup',
      productCode: 'DW-8OZ',
      productTypeId: typeId,
      packagingTypeId: packagingId,
    })
    .returning();
  customerId = (await t.createCustomer()).customerId;
});
afterAll(() => t?.close());

const IMAGE = JSON.stringify({ uid: 'u1', name: 'cup.png', url: '/uploads/cup.png' });

async function addProduct(extra: Record<string, unknown> = {}): Promise<TProduct> {
  const res = await t.api(admin).post(
    '/api/Product/AddProduct',
    {
      productName: uniqueName('Aroha 8oz cup'),
      productCode: uniqueName('AROHA-8OZ-DW'),
      baseProductId: baseId,
      palletStackingId: stackingId,
      customerId,
      ...extra,
    },
    ZProduct,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const outsourceForm = () => ({
  productName: uniqueName('Bamboo cutlery set'),
  productCode: uniqueName('OUT-BAMBOO'),
  productTypeId: typeId,
  packagingTypeId: packagingId,
  palletStackingId: stackingId,
  minOrderQuantity: 5,
  alermLimit: 200,
  description: 'Bought in from a supplier',
  noteOnQuote: 'Lead time 3 weeks',
});

async function addOutsourced(): Promise<TProduct> {
  const res = await t.api(admin).post('/api/Product/AddOutSourceProd', outsourceForm(), ZProduct);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const archive = (id: number, userName = 'Mere', notes = 'No longer sold') =>
  `id=${id}&userId=1&userName=${encodeURIComponent(userName)}&Notes=${encodeURIComponent(notes)}`;

describe('Product/AddProduct and UpdateProduct', () => {
  it('adds a product with every field of spec 02 §3 and names its customer, base product and packaging', async () => {
    const created = await addProduct({
      description: 'Kraft 8oz with logo',
      rawmaterialDesc: '300gsm + PE',
      inStock: -1,
      marginOfError: 10,
      minOrderQuantity: 2,
      productMsl: 5000,
      semiMsl: 1000,
      images: `${IMAGE}---not json`,
      logoType: 4,
      plain: 1,
      minPrice: '0.125',
    });
    expect(created).toMatchObject({
      inStock: -1,
      marginOfError: 10,
      logoType: 4,
      plain: 1,
      minPrice: '0.125',
      manufactured: 0,
      active: 1,
      customer: { customerId },
      baseProduct: { baseProductId: baseId, baseProductName: '8oz Double Wall Cup' },
      palletStacking: { palletStackingId: stackingId },
      packagingType: { packagingTypeId: packagingId, quantity: 1000 },
    });
    expect(created.displayName).toBe(created.productName);
    // Unreadable image items are dropped; the stored form is JSON items joined by '---'.
    expect(parseImages(created.images)).toEqual([{ uid: 'u1', name: 'cup.png', url: '/uploads/cup.png' }]);
  });

  it('defaults the margin of error to 100 when it is not a number (spec 02 §5)', async () => {
    expect((await addProduct()).marginOfError).toBe(100);
    expect((await addProduct({ marginOfError: 'abc' })).marginOfError).toBe(100);
    expect((await addProduct({ marginOfError: '12.5' })).marginOfError).toBe(12.5);
    const created = await addProduct({ marginOfError: 20 });
    const res = await t.api(admin).put('/api/Product/UpdateProduct', { ...created, marginOfError: null }, ZProduct);
    expect(res.body.data.marginOfError).toBe(100);
  });

  it('requires name and code and checks logo type and in stock', async () => {
    const api = t.api(admin);
    const res = await api.post('/api/Product/AddProduct', { baseProductId: baseId }, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors?.productName).toEqual(['Product Name is required!']);
    expect(res.body.errors?.productCode).toEqual(['Product Code is required!']);
    const logo = await api.post(
      '/api/Product/AddProduct',
      { productName: 'x', productCode: 'y', logoType: 5 },
      REFUSED,
    );
    expect(logo.body.message.message).toBe('Logo Type must be one of 0, 1, 2, 3, 4');
    const stock = await api.post(
      '/api/Product/AddProduct',
      { productName: 'x', productCode: 'y', inStock: 2 },
      REFUSED,
    );
    expect(stock.body.message.message).toBe('In Stock must be one of 1, 0, -1');
  });

  it('sets plain only on add: an update that changes it is refused', async () => {
    const created = await addProduct({ plain: 0 });
    const api = t.api(admin);
    const refused = await api.put('/api/Product/UpdateProduct', { ...created, plain: 1 }, REFUSED);
    expect(refused.status).toBe(400);
    expect(refused.body.message.message).toBe(PLAIN_ONLY_ON_ADD_MESSAGE);
    const same = await api.put('/api/Product/UpdateProduct', { ...created, plain: 0, productMsl: 900 }, ZProduct);
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ plain: 0, productMsl: 900 });
  });

  it('refuses an update that changes nothing', async () => {
    const created = await addProduct();
    const res = await t.api(admin).put('/api/Product/UpdateProduct', created, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe(NO_CHANGES_MESSAGE);
  });
});

describe('names: Inactive product and Deleted Product', () => {
  it("shows an inactive product as 'Inactive product' in the picker lists, keeping its real name", async () => {
    const created = await addProduct({ active: 0 });
    expect(created.displayName).toBe(INACTIVE_PRODUCT_NAME);
    expect(created.productName).not.toBe(INACTIVE_PRODUCT_NAME);
    const names = (await t.api(admin).get('/api/Product/GetAllProductName', ZProductNameList)).body.data;
    expect(found(names, (row) => row.productId === created.productId)).toEqual({
      productId: created.productId,
      productName: INACTIVE_PRODUCT_NAME,
      productCode: created.productCode,
    });
    const all = (await t.api(admin).get('/api/Product/GetAllProduct?withOutStock=true', z.array(ZProduct))).body.data;
    expect(found(all, (row) => row.productId === created.productId).displayName).toBe(INACTIVE_PRODUCT_NAME);
  });

  it("archives a deleted product, lists it under the deleted ones and names it 'Deleted Product' elsewhere", async () => {
    const created = await addProduct();
    const api = t.api(admin);
    const missing = await api.delete(`/api/Product/DeleteProduct?id=${created.productId}&userName=Mere`, REFUSED);
    expect(missing.status).toBe(400);
    expect(missing.body.message.message).toBe(ARCHIVE_FIELDS_REQUIRED);

    const res = await api.delete(`/api/Product/DeleteProduct?${archive(created.productId)}`, ZProduct);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ deletePerson: 'Mere', deleteNote: 'No longer sold' });

    const live = (await api.get('/api/Product/GetAllProduct', z.array(ZProduct))).body.data;
    expect(live.some((row) => row.productId === created.productId)).toBe(false);
    const deleted = (await api.get('/api/Product/GetAllDeletedProduct', ZProductList)).body.data;
    const row = found(deleted, (r) => r.productId === created.productId);
    expect(row).toMatchObject({ productName: created.productName, deletePerson: 'Mere', deleteNote: 'No longer sold' });
    expect(row.deletedAt).toEqual(expect.any(String));

    const detail = await api.get(`/api/Product/GetProductById?id=${created.productId}`, ZProductDetail);
    expect(detail.body.data.displayName).toBe(DELETED_PRODUCT_NAME);
    const names = await getProductDisplayNames(t.db, [created.productId]);
    expect(names.get(created.productId)).toBe(DELETED_PRODUCT_NAME);

    expect((await api.delete(`/api/Product/DeleteProduct?${archive(created.productId)}`, REFUSED)).status).toBe(404);
    expect((await api.put('/api/Product/UpdateProduct', { ...created, productMsl: 1 }, REFUSED)).status).toBe(404);
  });
});

describe('lists and lookups', () => {
  it('returns no invented stock: null unless withOutStock=true, which leaves it out', async () => {
    const created = await addProduct();
    const withStock = (await t.api(admin).get('/api/Product/GetAllProduct', z.array(ZProduct))).body.data;
    expect(found(withStock, (r) => r.productId === created.productId).productInStock).toBeNull();
    const without = (await t.api(admin).get('/api/Product/GetAllProduct?withOutStock=true', z.array(ZProduct))).body
      .data;
    expect(without.find((r) => r.productId === created.productId)).not.toHaveProperty('productInStock');
  });

  it('lists by customer (own and non-customer products), customised (own only) and by base product', async () => {
    const other = await t.createCustomer();
    const own = await addProduct({ customerId: other.customerId });
    const generic = await addProduct({ customerId: null });
    const api = t.api(admin);
    const ids = async (url: string) => (await api.get(url)).body.data.map((r: TJson) => r.productId);
    const forCustomer = await ids(`/api/Product/GetProductByCustomerId?id=${other.customerId}`);
    expect(forCustomer).toEqual(expect.arrayContaining([own.productId, generic.productId]));
    expect(await ids(`/api/Product/GetCustomizeProdByCustId?id=${other.customerId}`)).toEqual([own.productId]);
    expect(await ids(`/api/Product/GetProductByBaseProduct?id=${baseId}`)).toEqual(
      expect.arrayContaining([own.productId, generic.productId]),
    );
  });

  it("gives the base product's price for the customer group, else the all-groups price", async () => {
    const [group] = await t.db
      .insert(customerGroup1)
      .values({ group1Name: uniqueName('Cafe') })
      .returning();
    const [otherGroup] = await t.db
      .insert(customerGroup1)
      .values({ group1Name: uniqueName('Retail') })
      .returning();
    await t.db.insert(productPrice).values([
      { baseProductId: baseId, group1: null, quantiy: 1000, price: '95.000', description: 'MOQ 2 ctn' },
      { baseProductId: baseId, group1: group.group1Id, quantiy: 1000, price: '88.500' },
    ]);
    const created = await addProduct();
    const api = t.api(admin);
    const own = await api.get(
      `/api/Product/GetProductById?id=${created.productId}&group1Id=${group.group1Id}`,
      ZProductDetail,
    );
    expect(own.body.data.productPrice).toMatchObject({ group1: group.group1Id, price: '88.500' });
    const all = await api.get(
      `/api/Product/GetProductById?id=${created.productId}&group1Id=${otherGroup.group1Id}`,
      ZProductDetail,
    );
    expect(all.body.data.productPrice).toMatchObject({ group1: null, price: '95.000', description: 'MOQ 2 ctn' });
    const none = await api.get(`/api/Product/GetProductById?id=${created.productId}`, ZProductDetail);
    expect(none.body.data).toMatchObject({ productPrice: null, packagingType: { packagingTypeId: packagingId } });
    expect((await api.get('/api/Product/GetProductById?id=999999', REFUSED)).status).toBe(404);
  });

  it('shows customers the visible, not deleted base products with packaging', async () => {
    const [hidden] = await t.db
      .insert(baseProduct)
      .values({
        baseProductName: uniqueName('Hidden'),
        productCode: 'H',
        productTypeId: typeId,
        packagingTypeId: packagingId,
        visible: 0,
      })
      .returning();
    const customer = await t.createCustomer();
    const res = await t.api(customer.token).get('/api/ProductForShowing/GetAllShowingProducts', ZShowingProductList);
    expect(res.status).toBe(200);
    const shown = res.body.data.find((r) => r.baseProductId === baseId);
    expect(shown).toMatchObject({
      baseProductName: '8oz Double Wall Cup',
      productCode: 'DW-8OZ',
      packagingType: { quantity: 1000 },
    });
    expect(res.body.data.some((r) => r.baseProductId === hidden.baseProductId)).toBe(false);
  });
});

describe('outsourced products', () => {
  it('creates the product and its base product, both manufactured = 1', async () => {
    const created = await addOutsourced();
    expect(created).toMatchObject({ manufactured: 1, alermLimit: 200, productType: { productTypeId: typeId } });
    const [base] = await t.db
      .select()
      .from(baseProduct)
      .where(eq(baseProduct.baseProductId, created.baseProductId ?? 0));
    expect(base).toMatchObject({
      baseProductName: created.productName,
      productCode: created.productCode,
      productTypeId: typeId,
      packagingTypeId: packagingId,
      manufactured: 1,
    });
    const list = (await t.api(admin).get('/api/Product/GetOutsourceProduct', ZProductList)).body.data;
    expect(list.map((r) => r.productId)).toContain(created.productId);
    expect(list.every((r) => r.manufactured === 1)).toBe(true);
  });

  it('requires the fields of spec 02 §5 and keeps both notes within 150 characters', async () => {
    const api = t.api(admin);
    const res = await api.post('/api/Product/AddOutSourceProd', {}, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      productName: ['Product Name is required!'],
      productCode: ['Product Code is required!'],
      productTypeId: ['Product Type is required!'],
      packagingTypeId: ['Packaging Type is required!'],
      palletStackingId: ['Pallet Stacking is required!'],
      minOrderQuantity: ['MOQ is required!'],
      alermLimit: ['Alarm Limit is required!'],
    });
    const long = await api.post(
      '/api/Product/AddOutSourceProd',
      {
        ...outsourceForm(),
        description: 'x'.repeat(151),
        noteOnQuote: 'y'.repeat(151),
      },
      REFUSED,
    );
    expect(long.body.errors).toEqual({
      description: ['Description must be at most 150 characters'],
      noteOnQuote: ['Note On Quote must be at most 150 characters'],
    });
    const exact = await api.post(
      '/api/Product/AddOutSourceProd',
      { ...outsourceForm(), noteOnQuote: 'y'.repeat(150) },
      ZProduct,
    );
    expect(exact.status).toBe(200);
  });

  it('updates the product and its base product, accepting the spec spelling AlermLimit', async () => {
    const created = await addOutsourced();
    const { alermLimit: _, ...form } = outsourceForm();
    const res = await t.api(admin).put(
      '/api/Product/UpdateOutSourceProd',
      {
        ...form,
        productId: created.productId,
        productName: 'Bamboo fork',
        AlermLimit: 75,
      },
      ZProduct,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ productName: 'Bamboo fork', alermLimit: 75 });
    const [base] = await t.db
      .select()
      .from(baseProduct)
      .where(eq(baseProduct.baseProductId, created.baseProductId ?? 0));
    expect(base.baseProductName).toBe('Bamboo fork');
  });

  it('is not editable or deletable in the product table, and a customer product not on the outsource page', async () => {
    const outsourced = await addOutsourced();
    const api = t.api(admin);
    const update = await api.put('/api/Product/UpdateProduct', { ...outsourced, productMsl: 5 }, REFUSED);
    expect(update.status).toBe(400);
    expect(update.body.message.message).toBe(OUTSOURCED_NOT_EDITABLE_MESSAGE);
    const del = await api.delete(`/api/Product/DeleteProduct?${archive(outsourced.productId)}`, REFUSED);
    expect(del.body.message.message).toBe(OUTSOURCED_NOT_EDITABLE_MESSAGE);

    const customerProduct = await addProduct();
    const wrong = await api.put(
      '/api/Product/UpdateOutSourceProd',
      {
        ...outsourceForm(),
        productId: customerProduct.productId,
      },
      REFUSED,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message.message).toBe(NOT_OUTSOURCED_MESSAGE);
  });

  it('archives the product and its base product together', async () => {
    const created = await addOutsourced();
    const res = await t
      .api(admin)
      .delete(
        `/api/Product/DeleteOutSourceProduct?${archive(created.productId, 'Hemi', 'Supplier stopped')}`,
        ZProduct,
      );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ deletePerson: 'Hemi', deleteNote: 'Supplier stopped' });
    const [base] = await t.db
      .select()
      .from(baseProduct)
      .where(eq(baseProduct.baseProductId, created.baseProductId ?? 0));
    expect(base).toMatchObject({ deletePerson: 'Hemi', deleteNote: 'Supplier stopped' });
    expect(base.deletedAt).toBeInstanceOf(Date);
    const deleted = (await t.api(admin).get('/api/Product/GetAllDeletedProduct', ZProductList)).body.data;
    expect(deleted.map((r) => r.productId)).toContain(created.productId);
  });
});

describe('product barcodes', () => {
  it('adds, reads, updates and deletes a barcode; a barcode in use twice is a 409', async () => {
    const created = await addProduct();
    const api = t.api(admin);
    const barCode = uniqueName('9421900');
    const add = await api.post(
      '/api/ProductBarcode/AddProductBarcode',
      {
        productId: created.productId,
        barCode,
        description: 'Carton',
      },
      catalogueRowSchema(PRODUCT_BARCODE_CATALOGUE),
    );
    expect(add.status).toBe(200);
    const id = add.body.data.productBarcodeId;
    expect(
      (
        await api.get(
          `/api/ProductBarcode/GetProductBarcodeById?id=${id}`,
          catalogueRowSchema(PRODUCT_BARCODE_CATALOGUE),
        )
      ).body.data.barCode,
    ).toBe(barCode);
    const again = await api.post(
      '/api/ProductBarcode/AddProductBarcode',
      { productId: created.productId, barCode },
      REFUSED,
    );
    expect(again.status).toBe(409);
    const update = await api.put(
      '/api/ProductBarcode/UpdateProductBarcode',
      {
        productBarcodeId: id,
        productId: created.productId,
        barCode,
        description: 'Sleeve',
      },
      catalogueRowSchema(PRODUCT_BARCODE_CATALOGUE),
    );
    expect(update.body.data.description).toBe('Sleeve');
    const required = await api.post('/api/ProductBarcode/AddProductBarcode', { productId: created.productId }, REFUSED);
    expect(required.body.errors?.barCode).toEqual(['Barcode is required!']);
    expect((await api.delete(`/api/ProductBarcode/DeleteProductBarcode?id=${id}`)).status).toBe(200);
    const list = (await api.get('/api/ProductBarcode/GetAllProductBarcode', ZProductBarcodeList)).body.data;
    expect(list.some((r) => r.productBarcodeId === id)).toBe(false);
  });
});

describe('permissions', () => {
  it('lets the catalogue screens read the product lists but only the Products page change products', async () => {
    const staff = await t.createStaff({ pages: [] });
    const api = t.api(staff.token);
    expect((await api.get('/api/Product/GetAllProductName', REFUSED)).status).toBe(403);
    expect((await api.get('/api/Product/GetAllProduct?withOutStock=true', REFUSED)).status).toBe(403);
    const listStaff = await t.api((await t.createStaff({ pages: ['/sales-products-list'] })).token);
    expect((await listStaff.get('/api/Product/GetAllProductName', ZProductNameList)).status).toBe(200);
    expect((await listStaff.get('/api/Product/GetAllProduct?withOutStock=true', z.array(ZProduct))).status).toBe(200);
    expect(
      (await listStaff.post('/api/Product/AddProduct', { productName: 'x', productCode: 'y' }, REFUSED)).status,
    ).toBe(403);
    expect((await api.post('/api/Product/AddProduct', { productName: 'x', productCode: 'y' }, REFUSED)).status).toBe(
      403,
    );
    expect(
      (await api.put('/api/Product/UpdateProduct', { productId: 1, productName: 'x', productCode: 'y' }, REFUSED))
        .status,
    ).toBe(403);
    expect((await api.delete(`/api/Product/DeleteProduct?${archive(1)}`, REFUSED)).status).toBe(403);
    expect((await api.get('/api/Product/GetAllDeletedProduct', REFUSED)).status).toBe(403);
    expect((await api.get('/api/Product/GetOutsourceProduct', REFUSED)).status).toBe(403);
    expect((await api.post('/api/Product/AddOutSourceProd', outsourceForm(), REFUSED)).status).toBe(403);
    expect(
      (await api.post('/api/ProductBarcode/AddProductBarcode', { productId: 1, barCode: 'x' }, REFUSED)).status,
    ).toBe(403);

    const productStaff = await t.createStaff({ pages: ['/product'] });
    expect(
      (
        await t
          .api(productStaff.token)
          .post('/api/Product/AddProduct', { productName: 'x', productCode: uniqueName('y') }, ZProduct)
      ).status,
    ).toBe(200);
    const archiveStaff = await t.createStaff({ pages: ['/deleted-product'] });
    expect((await t.api(archiveStaff.token).get('/api/Product/GetAllDeletedProduct', ZProductList)).status).toBe(200);
    const outsourceStaff = await t.createStaff({ pages: ['/outsource-product'] });
    expect((await t.api(outsourceStaff.token).get('/api/Product/GetOutsourceProduct', ZProductList)).status).toBe(200);
    const barcodeStaff = await t.createStaff({ pages: ['/product-barcode-management'] });
    const created = await addProduct();
    const barcode = { productId: created.productId, barCode: uniqueName('942') };
    expect((await t.api(barcodeStaff.token).post('/api/ProductBarcode/AddProductBarcode', barcode)).status).toBe(200);
  });

  it("lets Warehouse Management read a product's packaging quantity (Print Barcode's Qty Per Package)", async () => {
    const created = await addProduct();
    const warehouse = t.api((await t.createStaff({ pages: ['/warehouse-management'] })).token);
    const read = await warehouse.get(`/api/Product/GetProductById?id=${created.productId}`, ZProductDetail);
    expect(read.status).toBe(200);
    expect(read.body.data.packagingType).toMatchObject({ quantity: 1000 });
    const other = t.api((await t.createStaff({ pages: ['/temporary-zone'] })).token);
    expect((await other.get(`/api/Product/GetProductById?id=${created.productId}`, REFUSED)).status).toBe(403);
  });

  it('keeps customers and anonymous callers out of the staff lists', async () => {
    const customer = await t.createCustomer();
    expect((await t.api(customer.token).get('/api/Product/GetAllProduct', REFUSED)).status).toBe(403);
    expect(
      (await t.api(customer.token).get(`/api/Product/GetProductByCustomerId?id=${customer.customerId}`, REFUSED))
        .status,
    ).toBe(403);
    expect((await t.api().get('/api/Product/GetAllProductName', REFUSED)).status).toBe(401);
    expect((await t.api().get('/api/ProductForShowing/GetAllShowingProducts', REFUSED)).status).toBe(401);
  });
});
