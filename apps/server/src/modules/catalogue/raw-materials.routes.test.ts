import {
  ARCHIVE_FIELDS_REQUIRED,
  IN_HOUSE_RAW_MATERIAL_LOCKED,
  ZRawMaterial,
  ZRawMaterialList,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, found, REFUSED, type TTestApp, uniqueName } from '../../../test/test-app.ts';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

const add = async (fields: Record<string, unknown> = {}) => {
  const res = await t.api(admin).post(
    '/api/RawMaterial/AddRawMaterial',
    {
      rawMaterialCode: uniqueName('RM'),
      rawMaterialName: 'Paper board 280gsm',
      alarmLimit: 500,
      manufactured: 0,
      ...fields,
    },
    ZRawMaterial,
  );
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('raw material add and update', () => {
  it('adds a raw material and reads it back', async () => {
    const row = await add({ rawMaterialName: 'PE coating' });
    expect(row).toMatchObject({ rawMaterialName: 'PE coating', alarmLimit: 500, manufactured: 0, deletedAt: null });
    const read = await t.api(admin).get(`/api/RawMaterial/GetRawMaterialById?id=${row.rawMaterialId}`, ZRawMaterial);
    expect(read.body.data.rawMaterialCode).toBe(row.rawMaterialCode);
  });

  it('requires code and name', async () => {
    const res = await t.api(admin).post('/api/RawMaterial/AddRawMaterial', { rawMaterialName: ' ' }, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors?.rawMaterialCode).toEqual(['Raw Material Code is required!']);
    expect(res.body.errors?.rawMaterialName).toEqual(['Raw Material Name is required!']);
  });

  it('refuses to change code, name or alarm limit of a material made in-house', async () => {
    const row = await add({ manufactured: 1 });
    const api = t.api(admin);
    for (const change of [{ rawMaterialCode: 'X-1' }, { rawMaterialName: 'Other' }, { alarmLimit: 10 }]) {
      const res = await api.put('/api/RawMaterial/UpdateRawMaterial', { ...row, ...change }, REFUSED);
      expect(res.status).toBe(400);
      expect(res.body.message.message).toBe(IN_HOUSE_RAW_MATERIAL_LOCKED);
    }
    // Its other fields still change.
    const res = await api.put('/api/RawMaterial/UpdateRawMaterial', { ...row, manufactured: 0 }, ZRawMaterial);
    expect(res.status).toBe(200);
    expect(res.body.data.manufactured).toBe(0);
  });

  it('changes every field of a bought-in material', async () => {
    const row = await add();
    const res = await t
      .api(admin)
      .put(
        '/api/RawMaterial/UpdateRawMaterial',
        { ...row, rawMaterialName: 'Kraft board', alarmLimit: 12.5 },
        ZRawMaterial,
      );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rawMaterialName: 'Kraft board', alarmLimit: 12.5 });
  });
});

describe('code search', () => {
  it('ignores hyphens and case', async () => {
    const tag = uniqueName('q').replace(/-/g, '').toLowerCase();
    const row = await add({ rawMaterialCode: `${tag}pp12` });
    const other = await add({ rawMaterialCode: `${tag}pet9` });
    const search = async (code: string) =>
      (
        await t.api(admin).get(`/api/RawMaterial/GetAllRawMaterial?code=${encodeURIComponent(code)}`, ZRawMaterialList)
      ).body.data.map((r) => r.rawMaterialId);
    expect(await search(`${tag.toUpperCase()}-PP-12`)).toEqual([row.rawMaterialId]);
    expect(await search('P-P1')).toContain(row.rawMaterialId);
    expect(await search(tag)).toEqual(expect.arrayContaining([row.rawMaterialId, other.rawMaterialId]));
    expect(await search('%')).toEqual([]);
  });
});

describe('delete archives', () => {
  it('needs the name and the note', async () => {
    const row = await add();
    for (const query of ['userName=Ana', 'Notes=gone', 'userName=%20&Notes=gone', '']) {
      const res = await t
        .api(admin)
        .delete(`/api/RawMaterial/DeleteRawMaterial?id=${row.rawMaterialId}&${query}`, REFUSED);
      expect(res.status).toBe(400);
      expect(res.body.message.message).toBe(ARCHIVE_FIELDS_REQUIRED);
    }
  });

  it('moves the row to the deleted list with who, when and why', async () => {
    const row = await add();
    const staff = await t.createStaff({ pages: ['/raw-material-management'] });
    const res = await t
      .api(staff.token)
      .delete(
        `/api/RawMaterial/DeleteRawMaterial?id=${row.rawMaterialId}&userId=1&userName=Ana%20Smith&Notes=Obsolete`,
        ZRawMaterial,
      );
    expect(res.status).toBe(200);

    const live = (await t.api(admin).get('/api/RawMaterial/GetAllRawMaterial', ZRawMaterialList)).body.data;
    expect(live.map((r) => r.rawMaterialId)).not.toContain(row.rawMaterialId);
    expect(
      (await t.api(admin).get(`/api/RawMaterial/GetRawMaterialById?id=${row.rawMaterialId}`, REFUSED)).status,
    ).toBe(404);

    const deleted = (await t.api(admin).get('/api/RawMaterial/GetAllDeletedRawMaterial', ZRawMaterialList)).body.data;
    const archived = found(deleted, (r) => r.rawMaterialId === row.rawMaterialId);
    expect(archived).toMatchObject({
      deletePerson: 'Ana Smith',
      deleteNote: 'Obsolete',
      deleteEmployee: staff.employeeId,
    });
    expect(new Date(archived.deletedAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const again = await t
      .api(admin)
      .delete(`/api/RawMaterial/DeleteRawMaterial?id=${row.rawMaterialId}&userName=Ana&Notes=again`, REFUSED);
    expect(again.status).toBe(404);
  });
});

describe('permissions', () => {
  it('lets Raw Material and Base Product list, only the management page change, the archive page read the archive', async () => {
    const other = await t.createStaff({ pages: [] });
    const api = t.api(other.token);
    expect((await api.get('/api/RawMaterial/GetAllRawMaterial', REFUSED)).status).toBe(403);
    const baseProductStaff = t.api((await t.createStaff({ pages: ['/base-product'] })).token);
    expect((await baseProductStaff.get('/api/RawMaterial/GetAllRawMaterial', ZRawMaterialList)).status).toBe(200);
    expect(
      (
        await baseProductStaff.post(
          '/api/RawMaterial/AddRawMaterial',
          { rawMaterialCode: 'A', rawMaterialName: 'B' },
          REFUSED,
        )
      ).status,
    ).toBe(403);
    expect(
      (await api.post('/api/RawMaterial/AddRawMaterial', { rawMaterialCode: 'A', rawMaterialName: 'B' }, REFUSED))
        .status,
    ).toBe(403);
    expect((await api.put('/api/RawMaterial/UpdateRawMaterial', {}, REFUSED)).status).toBe(403);
    expect((await api.delete('/api/RawMaterial/DeleteRawMaterial?id=1&userName=a&Notes=b', REFUSED)).status).toBe(403);
    expect((await api.get('/api/RawMaterial/GetAllDeletedRawMaterial', REFUSED)).status).toBe(403);

    const archive = await t.createStaff({ pages: ['/deleted-raw-material'] });
    expect((await t.api(archive.token).get('/api/RawMaterial/GetAllDeletedRawMaterial', ZRawMaterialList)).status).toBe(
      200,
    );

    const customer = await t.createCustomer();
    expect((await t.api(customer.token).get('/api/RawMaterial/GetAllRawMaterial', REFUSED)).status).toBe(403);
  });
});
