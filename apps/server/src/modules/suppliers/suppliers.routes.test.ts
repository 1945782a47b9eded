import {
  CURRENCY,
  SUPPLIER_MESSAGES,
  SUPPLIER_TYPE,
  shiftDate,
  type TApiError,
  todayInAuckland,
  ZQualification,
  ZQualificationList,
  ZSupplier,
  ZSupplierOptionList,
  ZSupplierRawMaterial,
  ZSupplierRawMaterialList,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { createRawMaterial, createSupplier, ok200 } from './suppliers.fixtures.ts';

// Suppliers (spec 02 §2 Supplier form, §3, §7, §8, §9; issue 16 "Suppliers"): the form's fields and messages, the list
// and its qualification alerts (7 days), qualifications, the raw material price list, delete, and the page sets.

let t: TTestApp;
let admin: string;
const api = (token = admin) => t.api(token);
const today = todayInAuckland();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

describe('Supplier', () => {
  it('adds a supplier with every field and reads it back with its currency name', async () => {
    const created = await ok200(
      api().post(
        '/api/Supplier/AddSupplier',
        {
          suplierId: 999,
          suplierName: '  Zhejiang Huaxin Paper Co., Ltd ',
          address: 'No. 88 Binhai Road, Ningbo',
          primaryPerson: 'Li Wei',
          phone: '+86 574 5555 0123',
          office: '+86 574 5555 0100',
          email: 'li.wei@huaxin.example.cn',
          gstNumber: '',
          taxRate: 13,
          currencyId: CURRENCY.RMB,
          suplierType: SUPPLIER_TYPE.Qualified,
          note: 'Sea freight from Ningbo',
          paymentTerm: 'T/T 30 days after shipment.',
          active: 1,
        },
        ZSupplier,
      ),
    );
    expect(created.suplierId).not.toBe(999);
    expect(created).toMatchObject({
      suplierName: 'Zhejiang Huaxin Paper Co., Ltd',
      currencyName: 'RMB',
      gstNumber: null,
      taxRate: 13,
      suplierType: 1,
      qualificationAlerts: [],
    });
    expect(await ok200(api().get(`/api/Supplier/GetSupplierById?id=${created.suplierId}`, ZSupplier))).toEqual(created);
  });

  it("refuses a supplier without a name ('Supplier Name is required!'), a wrong currency and long payment terms", async () => {
    const noName = await api().post('/api/Supplier/AddSupplier', { suplierName: ' ', currencyId: 1 }, REFUSED);
    expect(noName.status).toBe(400);
    expect(noName.body.errors?.suplierName).toContain(SUPPLIER_MESSAGES.nameRequired);
    const currency = await api().post('/api/Supplier/AddSupplier', { suplierName: 'A', currencyId: 7 }, REFUSED);
    expect(currency.status).toBe(400);
    expect(currency.body.errors?.currencyId[0]).toMatch(/Currency must be one of/);
    const terms = await api().post(
      '/api/Supplier/AddSupplier',
      {
        suplierName: 'A',
        currencyId: 1,
        paymentTerm: 'x'.repeat(2001),
      },
      REFUSED,
    );
    expect(terms.status).toBe(400);
    expect(terms.body.errors?.paymentTerm).toContain('Payment Terms must be at most 2000 characters');
  });

  it('refuses a supplier name longer than 100 characters on the field, on add and on update (issue 31 §22)', async () => {
    const long = 'X'.repeat(320);
    const added = await api().post('/api/Supplier/AddSupplier', { suplierName: long, currencyId: 1 }, REFUSED);
    expect(added.status).toBe(400);
    expect(added.body.errors).toEqual({ suplierName: [SUPPLIER_MESSAGES.nameTooLong] });
    expect(SUPPLIER_MESSAGES.nameTooLong).toBe('Supplier Name must be at most 100 characters');
    const s = await createSupplier(t, admin);
    const updated = await api().put('/api/Supplier/UpdateSupplier', { ...s, suplierName: long }, REFUSED);
    expect(updated.status).toBe(400);
    expect(updated.body.errors?.suplierName).toEqual([SUPPLIER_MESSAGES.nameTooLong]);
    expect(
      await ok200(api().post('/api/Supplier/AddSupplier', { suplierName: 'Y'.repeat(100), currencyId: 1 }, ZSupplier)),
    ).toMatchObject({ suplierName: 'Y'.repeat(100) });
  });

  it('updates a supplier; an unknown one is 404', async () => {
    const s = await createSupplier(t, admin);
    const updated = await ok200(
      api().put(
        '/api/Supplier/UpdateSupplier',
        {
          suplierId: s.suplierId,
          suplierName: 'Renamed Ltd',
          currencyId: CURRENCY.USD,
          active: 0,
        },
        ZSupplier,
      ),
    );
    expect(updated).toMatchObject({ suplierName: 'Renamed Ltd', currencyName: 'USD', active: 0, email: null });
    const missing = await api().put(
      '/api/Supplier/UpdateSupplier',
      {
        suplierId: 999999,
        suplierName: 'X',
        currencyId: 1,
      },
      REFUSED,
    );
    expect(missing.status).toBe(404);
  });

  it('lists suppliers by name, paged, searched and filtered by active', async () => {
    const a = await createSupplier(t, admin, { suplierName: 'Aardvark Packaging Test' });
    const b = await createSupplier(t, admin, { suplierName: 'Aardvark Boards Test', active: 0 });
    const found = await api().get('/api/Supplier/GetAllSupplier?search=aardvark&page=1&pageSize=1', z.array(ZSupplier));
    expect(found.body.meta).toEqual({ total: 2, page: 1, pageSize: 1 });
    expect(found.body.data.map((s) => s.suplierId)).toEqual([b.suplierId]);
    const active = await ok200(api().get('/api/Supplier/GetAllSupplier?search=aardvark&active=1', z.array(ZSupplier)));
    expect(active.map((s) => s.suplierId)).toEqual([a.suplierId]);
    const whole = await ok200(api().get('/api/Supplier/GetAllSupplier', z.array(ZSupplier)));
    expect(whole.length).toBeGreaterThanOrEqual(2);
    const picker = await ok200(
      api().get(`/api/Supplier/GetSupplierPicker?search=aardvark&selectedId=${b.suplierId}`, ZSupplierOptionList),
    );
    expect(picker.map((s) => s.suplierId).sort()).toEqual([a.suplierId, b.suplierId].sort());
  });

  it('deletes a supplier without purchase orders', async () => {
    const s = await createSupplier(t, admin);
    await ok200(api().delete(`/api/Supplier/DeleteSupplier?id=${s.suplierId}`, ZSupplier));
    expect((await api().get(`/api/Supplier/GetSupplierById?id=${s.suplierId}`, REFUSED)).status).toBe(404);
  });
});

describe('SupplierQualification', () => {
  it('flags a qualification expiring within 7 days or expired, on the supplier and its list', async () => {
    const s = await createSupplier(t, admin, { suplierType: SUPPLIER_TYPE.Qualified });
    const add = (qualificationName: string, days: number | null) =>
      ok200(
        api().post(
          '/api/SupplierQualification/AddSupplierQualification',
          {
            suplierId: s.suplierId,
            qualificationName,
            qualificationUrls: '/uploads/0123456789abcdef0123456789abcdef.pdf',
            expDate: days === null ? null : shiftDate(today, days, 'day'),
          },
          ZQualification,
        ),
      );
    await add('FSC Chain of Custody', 8);
    const soon = await add('ISO 9001:2015', 7);
    const gone = await add('BRCGS Packaging', -1);
    await add('Business licence', null);

    const supplier = await ok200(api().get(`/api/Supplier/GetSupplierById?id=${s.suplierId}`, ZSupplier));
    expect(supplier.qualificationAlerts).toEqual([
      {
        qualificationId: gone.qualificationId,
        qualificationName: 'BRCGS Packaging',
        expDate: shiftDate(today, -1, 'day'),
        expired: true,
      },
      {
        qualificationId: soon.qualificationId,
        qualificationName: 'ISO 9001:2015',
        expDate: shiftDate(today, 7, 'day'),
        expired: false,
      },
    ]);
    const listed = await ok200(
      api().get(`/api/Supplier/GetAllSupplier?search=${encodeURIComponent(s.suplierName)}`, z.array(ZSupplier)),
    );
    expect(listed[0].qualificationAlerts).toHaveLength(2);
    const own = await ok200(
      api().get(`/api/SupplierQualification/GetAllSupplierQualification?suplierId=${s.suplierId}`, ZQualificationList),
    );
    expect(own.map((q) => q.qualificationName)).toEqual([
      'BRCGS Packaging',
      'ISO 9001:2015',
      'FSC Chain of Custody',
      'Business licence',
    ]);
  });

  it('updates, reads and deletes a qualification; a name is required', async () => {
    const s = await createSupplier(t, admin, { suplierType: SUPPLIER_TYPE.Qualified });
    const q = await ok200(
      api().post(
        '/api/SupplierQualification/AddSupplierQualification',
        {
          suplierId: s.suplierId,
          qualificationName: 'HACCP',
          expDate: shiftDate(today, 100, 'day'),
        },
        ZQualification,
      ),
    );
    const updated = await ok200(
      api().put(
        '/api/SupplierQualification/UpdateSupplierQualification',
        {
          ...q,
          qualificationName: 'HACCP 2026',
          expDate: shiftDate(today, 3, 'day'),
        },
        ZQualification,
      ),
    );
    expect(updated.qualificationName).toBe('HACCP 2026');
    expect(
      await ok200(
        api().get(`/api/SupplierQualification/GetSupplierQualificationById?id=${q.qualificationId}`, ZQualification),
      ),
    ).toEqual(updated);
    const noName = await api().post(
      '/api/SupplierQualification/AddSupplierQualification',
      {
        suplierId: s.suplierId,
        qualificationName: '',
      },
      REFUSED,
    );
    expect(noName.status).toBe(400);
    expect(noName.body.errors?.qualificationName).toContain('Qualification Name is required!');
    await ok200(
      api().delete(`/api/SupplierQualification/DeleteSupplierQualification?id=${q.qualificationId}`, ZQualification),
    );
    expect(
      (await api().get(`/api/SupplierQualification/GetSupplierQualificationById?id=${q.qualificationId}`, REFUSED))
        .status,
    ).toBe(404);
  });
});

describe('SupplierRawMaterial', () => {
  it('keeps one price per raw material and supplier, updates it and deletes it by the pair', async () => {
    const s = await createSupplier(t, admin);
    const board = await createRawMaterial(t);
    const body = {
      suplierId: s.suplierId,
      rawMaterialId: board.rawMaterialId,
      suplierProductCode: 'KB-CS280',
      description: 'Cupstock 280gsm, 1020 x 720',
      unitPrice: 1.855,
      priceBreak: 5000,
      unit: 'sheet',
    };
    const added = await ok200(
      api().post('/api/SupplierRawMaterial/AddSupplierRawMaterial', body, ZSupplierRawMaterial),
    );
    expect(added).toMatchObject({ ...body, suplierName: s.suplierName, rawMaterialCode: board.rawMaterialCode });

    const again = await api().post('/api/SupplierRawMaterial/AddSupplierRawMaterial', body, REFUSED);
    expect(again.status).toBe(409);
    expect(again.body.message.message).toBe(SUPPLIER_MESSAGES.supplierRawMaterialExists);
    const negative = await api().post(
      '/api/SupplierRawMaterial/AddSupplierRawMaterial',
      { ...body, unitPrice: -1 },
      REFUSED,
    );
    expect(negative.status).toBe(400);
    expect(negative.body.errors?.unitPrice).toContain('Unit Price must be 0 or more');

    const updated = await ok200(
      api().put(
        '/api/SupplierRawMaterial/UpdateSupplierRawMaterial',
        {
          ...body,
          suplierRawMaterialId: added.suplierRawMaterialId,
          unitPrice: 1.9,
          priceBreak: null,
        },
        ZSupplierRawMaterial,
      ),
    );
    expect(updated).toMatchObject({ unitPrice: 1.9, priceBreak: null });
    const list = await ok200(
      api().get(
        `/api/SupplierRawMaterial/GetRawMaterialDtoBySupplierId?supplierId=${s.suplierId}`,
        ZSupplierRawMaterialList,
      ),
    );
    expect(list).toEqual([updated]);
    const all = await ok200(api().get('/api/SupplierRawMaterial/GetAllSupplierRawMaterial', ZSupplierRawMaterialList));
    expect(all).toContainEqual(updated);

    const remove = (payload: unknown) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/SupplierRawMaterial/DeleteSupplierRawMaterial',
        headers: { authorization: `Bearer ${admin}` },
        payload: payload as Record<string, number>,
      });
    expect((await remove({ suplierId: s.suplierId, rawMaterialId: board.rawMaterialId })).statusCode).toBe(200);
    const gone = await remove({ suplierId: s.suplierId, rawMaterialId: board.rawMaterialId });
    expect(gone.statusCode).toBe(404);
    const refusal: TApiError = JSON.parse(gone.body);
    expect(refusal.message.message).toBe(SUPPLIER_MESSAGES.supplierRawMaterialMissing);
  });
});

describe('pages', () => {
  it('lets the purchase order screens read suppliers; only Supplier management changes them', async () => {
    const payable = await t.createStaff({ pages: ['/payable'] });
    expect((await api(payable.token).get('/api/Supplier/GetAllSupplier', z.array(ZSupplier))).status).toBe(200);
    const refused = await api(payable.token).post(
      '/api/Supplier/AddSupplier',
      { suplierName: 'X', currencyId: 1 },
      REFUSED,
    );
    expect(refused.status).toBe(403);
    const other = await t.createStaff({ pages: ['/invoice'] });
    expect((await api(other.token).get('/api/Supplier/GetAllSupplier', REFUSED)).status).toBe(403);
  });
});
