import {
  ARCHIVE_FIELDS_REQUIRED,
  OUTSOURCED_NOT_DELETABLE,
  OUTSOURCED_NOT_EDITABLE,
  ZBaseProduct,
  ZBaseProductList,
  ZProductMachineMapping,
  ZProductMachineMappingList,
  ZRawMaterial,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { createBaseProduct, createMachine } from './base-product.fixtures.ts';
import { baseProduct } from './catalogue.tables.ts';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

const rawMaterial = async (code: string, name: string) =>
  (
    await t
      .api(admin)
      .post(
        '/api/RawMaterial/AddRawMaterial',
        { rawMaterialCode: uniqueName(code), rawMaterialName: name },
        ZRawMaterial,
      )
  ).body.data;

describe('base product add, list and update', () => {
  it('lists a new base product with its type, packaging and raw materials', async () => {
    const board = await rawMaterial('PB280', 'Paper board 280gsm');
    const pe = await rawMaterial('PE', 'PE coating');
    const row = await createBaseProduct(t, admin, {
      rawMaterial: board.rawMaterialId,
      rawMaterialId2: pe.rawMaterialId,
      rawmaterialDesc: '280gsm board, PE lined',
      imgUrl: '/uploads/cup.png',
    });
    expect(row).toMatchObject({ visible: 1, manufactured: 0, deletedAt: null });

    const list = (await t.api(admin).get('/api/BaseProduct/GetAllBaseProduct', z.array(ZBaseProduct))).body.data;
    const listed = found(list, (r) => r.baseProductId === row.baseProductId);
    expect(listed).toMatchObject({
      productTypeName: expect.stringContaining('Paper cup'),
      packagingType: {
        packagingTypeName: expect.stringContaining('1000 cups'),
        quantity: 1000,
        sleeveQty: 50,
        sleevePkt: 20,
      },
      rawMaterialCode: board.rawMaterialCode,
      rawMaterialName: 'Paper board 280gsm',
      rawMaterial2Code: pe.rawMaterialCode,
      rawMaterial2Name: 'PE coating',
    });
    const byId = await t.api(admin).get(`/api/BaseProduct/GetBaseProductById?id=${row.baseProductId}`, ZBaseProduct);
    expect(byId.body.data.productTypeName).toBe(listed.productTypeName);
  });

  it("requires name, code, type and packaging type ('{label} is required!')", async () => {
    const res = await t.api(admin).post('/api/BaseProduct/AddBaseProduct', { baseProductName: '' }, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      baseProductName: ['Base Product Name is required!'],
      productCode: ['Product Code is required!'],
      productTypeId: ['Product Type is required!'],
      packagingTypeId: ['Packaging Type is required!'],
    });
  });

  it('updates a base product', async () => {
    const row = await createBaseProduct(t, admin);
    const res = await t
      .api(admin)
      .put(
        '/api/BaseProduct/UpdateBaseProduct',
        { ...row, baseProductName: '12oz double wall hot cup', visible: 0 },
        ZBaseProduct,
      );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ baseProductName: '12oz double wall hot cup', visible: 0 });
  });

  it('refuses to edit or delete an outsourced base product here', async () => {
    const row = await createBaseProduct(t, admin);
    await t.db.update(baseProduct).set({ manufactured: 1 }).where(eq(baseProduct.baseProductId, row.baseProductId));
    const update = await t
      .api(admin)
      .put('/api/BaseProduct/UpdateBaseProduct', { ...row, baseProductName: 'Changed' }, REFUSED);
    expect(update.status).toBe(400);
    expect(update.body.message.message).toBe(OUTSOURCED_NOT_EDITABLE);
    const remove = await t
      .api(admin)
      .delete(`/api/BaseProduct/DeleteBaseProduct?id=${row.baseProductId}&userName=Ana&Notes=x`, REFUSED);
    expect(remove.status).toBe(400);
    expect(remove.body.message.message).toBe(OUTSOURCED_NOT_DELETABLE);
  });
});

describe('base product delete archives', () => {
  it('needs the name and the note', async () => {
    const row = await createBaseProduct(t, admin);
    const res = await t
      .api(admin)
      .delete(`/api/BaseProduct/DeleteBaseProduct?id=${row.baseProductId}&userName=Ana`, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe(ARCHIVE_FIELDS_REQUIRED);
  });

  it('moves it to GetAllDeletedBaseProduct with deletedAt, deletePerson and deleteNote', async () => {
    const row = await createBaseProduct(t, admin);
    const staff = await t.createStaff({ pages: ['/base-product'] });
    const res = await t
      .api(staff.token)
      .delete(
        `/api/BaseProduct/DeleteBaseProduct?id=${row.baseProductId}&userId=${staff.employeeId}&userName=Mere&Notes=Range%20ended`,
        ZBaseProduct,
      );
    expect(res.status).toBe(200);
    const live = (await t.api(admin).get('/api/BaseProduct/GetAllBaseProduct', z.array(ZBaseProduct))).body.data;
    expect(live.map((r) => r.baseProductId)).not.toContain(row.baseProductId);
    const deleted = (await t.api(staff.token).get('/api/BaseProduct/GetAllDeletedBaseProduct', ZBaseProductList)).body
      .data;
    expect(found(deleted, (r) => r.baseProductId === row.baseProductId)).toMatchObject({
      deletePerson: 'Mere',
      deleteNote: 'Range ended',
      deleteEmployee: staff.employeeId,
      deletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      productTypeName: expect.any(String),
    });
    const update = await t
      .api(admin)
      .put('/api/BaseProduct/UpdateBaseProduct', { ...row, baseProductName: 'Back' }, REFUSED);
    expect(update.status).toBe(404);
  });
});

describe('machine action management', () => {
  it('maps actions to machines per base product, with the action and machine names', async () => {
    const row = await createBaseProduct(t, admin);
    const other = await createBaseProduct(t, admin);
    const printer = await createMachine(t, admin, 1);
    const cupMachine = await createMachine(t, admin, 3);
    const api = t.api(admin);
    const printing = await api.post(
      '/api/ProductMachineMapping/AddProductMachineMapping',
      {
        baseProductId: row.baseProductId,
        action: 1,
        machine: printer.machineId,
      },
      ZProductMachineMapping,
    );
    expect(printing.status).toBe(200);
    expect(printing.body.data).toMatchObject({ actionName: 'Printing', machineName: printer.machineName });
    await api.post('/api/ProductMachineMapping/AddProductMachineMapping', {
      baseProductId: other.baseProductId,
      action: 3,
      machine: cupMachine.machineId,
    });

    const listed = await api.get(
      `/api/ProductMachineMapping/GetAllProductMachineMapping?baseProductId=${row.baseProductId}`,
      ZProductMachineMappingList,
    );
    expect(listed.body.data).toEqual([expect.objectContaining({ action: 1, machine: printer.machineId })]);

    const id = printing.body.data.productMachineMappingId;
    const updated = await api.put(
      '/api/ProductMachineMapping/UpdateProductMachineMapping',
      {
        productMachineMappingId: id,
        baseProductId: row.baseProductId,
        action: 3,
        machine: cupMachine.machineId,
      },
      ZProductMachineMapping,
    );
    expect(updated.body.data).toMatchObject({ actionName: 'Production', machineName: cupMachine.machineName });
    expect(
      (await api.get(`/api/ProductMachineMapping/GetProductMachineMappingById?id=${id}`, ZProductMachineMapping)).body
        .data.action,
    ).toBe(3);
    expect(
      (await api.delete(`/api/ProductMachineMapping/DeleteProductMachineMapping?id=${id}`, ZProductMachineMapping))
        .status,
    ).toBe(200);
    expect((await api.get(`/api/ProductMachineMapping/GetProductMachineMappingById?id=${id}`, REFUSED)).status).toBe(
      404,
    );
  });

  it('requires an action from 1 to 4 and a machine', async () => {
    const row = await createBaseProduct(t, admin);
    const api = t.api(admin);
    const missing = await api.post(
      '/api/ProductMachineMapping/AddProductMachineMapping',
      {
        baseProductId: row.baseProductId,
      },
      REFUSED,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ action: ['Action is required!'], machine: ['Machine is required!'] });
    const wrong = await api.post('/api/ProductMachineMapping/AddProductMachineMapping', {
      baseProductId: row.baseProductId,
      action: 5,
      machine: 1,
    });
    expect(wrong.body.errors?.action).toEqual(['Action must be between 1 and 4']);
  });
});

describe('permissions', () => {
  it('lets the screens that show base products read them but only /base-product change them', async () => {
    const row = await createBaseProduct(t, admin);
    const other = await t.createStaff({ pages: [] });
    const api = t.api(other.token);
    expect((await api.get('/api/BaseProduct/GetAllBaseProduct', REFUSED)).status).toBe(403);
    expect((await api.get('/api/ProductMachineMapping/GetAllProductMachineMapping', REFUSED)).status).toBe(403);
    const reader = t.api((await t.createStaff({ pages: ['/base-product-infos'] })).token);
    expect((await reader.get('/api/BaseProduct/GetAllBaseProduct', z.array(ZBaseProduct))).status).toBe(200);
    expect((await reader.get(`/api/BaseProduct/GetBaseProductById?id=${row.baseProductId}`, ZBaseProduct)).status).toBe(
      200,
    );
    expect((await reader.get('/api/ProductMachineMapping/GetAllProductMachineMapping', REFUSED)).status).toBe(403);
    expect((await reader.put('/api/BaseProduct/UpdateBaseProduct', row, REFUSED)).status).toBe(403);
    expect((await api.post('/api/BaseProduct/AddBaseProduct', {}, REFUSED)).status).toBe(403);
    expect((await api.put('/api/BaseProduct/UpdateBaseProduct', row, REFUSED)).status).toBe(403);
    expect(
      (await api.delete(`/api/BaseProduct/DeleteBaseProduct?id=${row.baseProductId}&userName=a&Notes=b`, REFUSED))
        .status,
    ).toBe(403);
    expect((await api.post('/api/ProductMachineMapping/AddProductMachineMapping', {}, REFUSED)).status).toBe(403);
    expect((await api.get('/api/BaseProduct/GetAllDeletedBaseProduct', REFUSED)).status).toBe(403);
    const archive = await t.createStaff({ pages: ['/deleted-base-product'] });
    expect((await t.api(archive.token).get('/api/BaseProduct/GetAllDeletedBaseProduct', ZBaseProductList)).status).toBe(
      200,
    );
    const customer = await t.createCustomer();
    expect((await t.api(customer.token).get('/api/BaseProduct/GetAllBaseProduct', REFUSED)).status).toBe(403);
  });
});
