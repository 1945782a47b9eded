import { CATALOGUES, catalogueListSchema, catalogueRowSchema, toApiDate, ZDeliveryFeeFlagList } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, found, REFUSED, type TJson, type TTestApp } from '../../../test/test-app.ts';

// What the lookups module adds beyond the generic catalogue calls (those are in http/catalogue-routes.test.ts).

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

const day = (offset: number) => toApiDate(Date.now() + offset * 86_400_000);

describe('read-only lists', () => {
  it.each([
    ['OrderStatus', 'orderStatusId', [1, 2, 3, 10, 11, 12, 15, 16, 20]],
    ['OrderType', 'orderTypeId', [1, 2, 3]],
    ['TicketType', 'ticketTypeId', [1, 2, 3, 4]],
    ['WorkOrderSource', 'workOrderSourceId', [1, 2, 3, 4, 5]],
  ])('%s lists its seeded rows and serves nothing else', async (name, idKey, ids) => {
    const staff = await t.createStaff({ pages: [] });
    const res = await t.api(staff.token).get(`/api/${name}/GetAll${name}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: TJson) => r[idKey])).toEqual(ids);
    for (const row of res.body.data) expect(Object.values(row)).toContainEqual(expect.stringMatching(/\w/));

    expect((await t.api(admin).post(`/api/${name}/Add${name}`, {}, REFUSED)).status).toBe(404);
    expect((await t.api(admin).get(`/api/${name}/Get${name}ById?id=1`, REFUSED)).status).toBe(404);
    expect((await t.api(admin).delete(`/api/${name}/Delete${name}?id=1`, REFUSED)).status).toBe(404);
  });

  it('names the order statuses as the spec does', async () => {
    const res = await t
      .api(admin)
      .get('/api/OrderStatus/GetAllOrderStatus', catalogueListSchema(CATALOGUES.orderStatus));
    expect(res.body.data.map((r) => r.orderStatusName)).toEqual([
      'New',
      'Online',
      'Approved',
      'Production',
      'Warehouse',
      'Dispatch',
      'Delivered',
      'Paid',
      'Closed',
    ]);
  });
});

describe('seeded rows the spec gives meaning to', () => {
  it('has payment term 6 Prepay, surcharge option 1 Delivery Fee and pallet types 2 and 100', async () => {
    const api = t.api(admin);
    const terms = (await api.get('/api/PaymentCycle/GetAllPaymentCycle', catalogueListSchema(CATALOGUES.paymentCycle)))
      .body.data;
    expect(terms.find((r) => r.paymentCycleId === 6)?.paymentCycleName).toBe('Prepay');
    const options = (
      await api.get('/api/ProductOption/GetAllProductOption', catalogueListSchema(CATALOGUES.productOption))
    ).body.data;
    expect(found(options, (r) => r.optionId === 1)).toMatchObject({ optionName: 'Delivery Fee', price: 1 });
    const plates = (
      await api.get('/api/PlateType/GetAllPlateType', catalogueListSchema(CATALOGUES.plateType))
    ).body.data.map((r) => r.plateTypeId);
    expect(plates).toEqual(expect.arrayContaining([2, 3, 100]));
  });
});

describe('PlateType', () => {
  const plateType = catalogueRowSchema(CATALOGUES.plateType);
  it('keeps an id the user chooses, and numbers the next one after the highest', async () => {
    const api = t.api(admin);
    const chosen = await api.post(
      '/api/PlateType/AddPlateType',
      { plateTypeId: 50, plateTypeName: 'Half pallet' },
      plateType,
    );
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.plateTypeId).toBe(50);

    const next = await api.post('/api/PlateType/AddPlateType', { plateTypeName: 'Export pallet' }, plateType);
    expect(next.status).toBe(200);
    expect(next.body.data.plateTypeId).toBeGreaterThan(100);
    const again = await api.post('/api/PlateType/AddPlateType', { plateTypeName: 'Another pallet' }, plateType);
    expect(again.body.data.plateTypeId).toBe(next.body.data.plateTypeId + 1);

    const taken = await api.post('/api/PlateType/AddPlateType', { plateTypeId: 50, plateTypeName: 'Clash' }, REFUSED);
    expect(taken.status).toBe(409);
    expect(taken.body.message.message).toBe('This record already exists.');
    const byId = await api.get('/api/PlateType/GetPlateTypeById?id=50', plateType);
    expect(byId.body.data.plateTypeName).toBe('Half pallet');
  });
});

describe('Notification/GetByRole', () => {
  it('returns only the active notices of that role whose dates include today', async () => {
    const roleId = await t.createRole([]);
    const otherRoleId = await t.createRole([]);
    const api = t.api(admin);
    const add = async (notificationContext: string, fields: Record<string, unknown>) => {
      const res = await api.post(
        '/api/Notification/AddNotification',
        {
          notificationContext,
          role: roleId,
          startDate: day(-3),
          endDate: day(3),
          isActive: 1,
          ...fields,
        },
        catalogueRowSchema(CATALOGUES.notification),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const current = await add('Current', {});
    const todayOnly = await add('Today only', { startDate: day(0), endDate: day(0) });
    await add('Inactive', { isActive: 0 });
    await add('Ended yesterday', { startDate: day(-10), endDate: day(-1) });
    await add('Starts tomorrow', { startDate: day(1), endDate: day(10) });
    await add('Other role', { role: otherRoleId });
    expect(current.creater).toBe(1);

    const staff = await t.createStaff({ roleId });
    const res = await t
      .api(staff.token)
      .get(`/api/Notification/GetByRole?roleId=${roleId}`, catalogueListSchema(CATALOGUES.notification));
    expect(res.status).toBe(200);
    expect(res.body.data.map((n) => n.notificationContext)).toEqual(['Current', 'Today only']);
    expect(res.body.data.map((n) => n.notificationId)).toEqual([current.notificationId, todayOnly.notificationId]);
  });

  it('needs the role id', async () => {
    const res = await t.api(admin).get('/api/Notification/GetByRole', REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors?.roleId).toEqual(['roleId is required!']);
  });
});

describe('DeliveryMethod/GetAllDeliveryFeeFlags', () => {
  it('lists the three delivery fee flags', async () => {
    const staff = await t.createStaff({ pages: [] });
    const res = await t.api(staff.token).get('/api/DeliveryMethod/GetAllDeliveryFeeFlags', ZDeliveryFeeFlagList);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { flagId: 0, flagName: 'No delivery fee' },
      { flagId: 1, flagName: 'Free delivery' },
      { flagId: 2, flagName: 'Add delivery fee' },
    ]);
  });
});

describe('ProductTypeAction/GetActionIdByProductTypeId', () => {
  it('returns the actions of one product type in sequence order', async () => {
    const api = t.api(admin);
    const cup = (
      await api.post(
        '/api/ProductType/AddProductType',
        { productTypeName: 'Double-wall cup' },
        catalogueRowSchema(CATALOGUES.productType),
      )
    ).body.data;
    const lid = (
      await api.post(
        '/api/ProductType/AddProductType',
        { productTypeName: 'Sip lid' },
        catalogueRowSchema(CATALOGUES.productType),
      )
    ).body.data;
    const addAction = async (productTypeId: number, action: number, sequenceNo: number) => {
      const res = await api.post(
        '/api/ProductTypeAction/AddProductTypeAction',
        {
          productTypeId,
          action,
          orderType: 1,
          sequenceNo,
        },
        catalogueRowSchema(CATALOGUES.productTypeAction),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await addAction(cup.productTypeId, 4, 3);
    await addAction(cup.productTypeId, 1, 1);
    await addAction(lid.productTypeId, 3, 1);
    await addAction(cup.productTypeId, 3, 2);

    const res = await api.get(
      `/api/ProductTypeAction/GetActionIdByProductTypeId?productTypeId=${cup.productTypeId}`,
      catalogueListSchema(CATALOGUES.productTypeAction),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((a) => [a.sequenceNo, a.action])).toEqual([
      [1, 1],
      [2, 3],
      [3, 4],
    ]);
    expect(res.body.data.every((a) => a.productTypeId === cup.productTypeId)).toBe(true);
  });

  it('refuses an action of a product type that does not exist', async () => {
    const res = await t.api(admin).post(
      '/api/ProductTypeAction/AddProductTypeAction',
      {
        productTypeId: 999_999,
        action: 1,
        orderType: 1,
        sequenceNo: 1,
      },
      REFUSED,
    );
    // A refusal, not a 500; which 4xx (today 409 from the foreign key) is the server's choice.
    expect([400, 404, 409]).toContain(res.status);
    expect(res.body.success).toBe(false);
  });
});
