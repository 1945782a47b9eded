import {
  CATALOGUES,
  catalogueListSchema,
  catalogueRowSchema,
  PAGES,
  ROLE,
  ZCurrentSession,
  ZRolePageMapping,
  ZRolePageMappingList,
  ZStaffLogin,
  ZSupplierOptionList,
  ZUnloadingInspection,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TTestApp } from '../../../test/test-app.ts';

// Roles, pages and the role-page mapping (User Authorisation); the generic calls are in http/catalogue-routes.test.ts.

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

const ZPages = catalogueListSchema(CATALOGUES.page);
const ZPageGroups = catalogueListSchema(CATALOGUES.pageGroup);

async function pageOf(url: string) {
  const pages = (await t.api(admin).get('/api/Page/GetAllPage', ZPages)).body.data;
  return found(pages, (p) => p.pageUrl === url);
}

describe('Role', () => {
  it('refuses to delete a role that an employee has, with 409', async () => {
    const roleId = await t.createRole(['/home']);
    await t.createStaff({ roleId });
    const res = await t.api(admin).delete(`/api/Role/DeleteRole?id=${roleId}`, REFUSED);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      title: 'Conflict',
      message: { message: 'This record is used by other records and cannot be changed or deleted.' },
    });
    expect(
      (await t.api(admin).get(`/api/Role/GetRoleById?id=${roleId}`, catalogueRowSchema(CATALOGUES.role))).status,
    ).toBe(200);
  });

  it('deletes an unused role together with its page mappings', async () => {
    const roleId = await t.createRole(['/home', '/city-management']);
    const res = await t.api(admin).delete(`/api/Role/DeleteRole?id=${roleId}`, catalogueRowSchema(CATALOGUES.role));
    expect(res.status).toBe(200);
    const mappings = (await t.api(admin).get('/api/RolePageMapping/GetAllRolePageMapping', ZRolePageMappingList)).body
      .data;
    expect(mappings.some((m) => m.roleId === roleId)).toBe(false);
  });

  it('refuses a second role with the same name', async () => {
    const res = await t.api(admin).post('/api/Role/AddRole', { roleName: 'Sales' }, REFUSED);
    expect(res.status).toBe(409);
    expect(res.body.message.message).toBe('This record already exists.');
  });
});

describe('Page/GetAllPagesByPageGroupId', () => {
  it('returns the pages of one group in their order', async () => {
    const groups = (await t.api(admin).get('/api/PageGroup/GetAllPageGroup', ZPageGroups)).body.data;
    const lookups = found(groups, (g) => g.groupName === 'Lookups');
    const staff = await t.createStaff({ pages: ['/page-management'] });
    const res = await t.api(staff.token).get(`/api/Page/GetAllPagesByPageGroupId?id=${lookups.groupId}`, ZPages);
    expect(res.status).toBe(200);
    const noPages = await t.createStaff({ pages: [] });
    expect(
      (await t.api(noPages.token).get(`/api/Page/GetAllPagesByPageGroupId?id=${lookups.groupId}`, REFUSED)).status,
    ).toBe(403);
    expect(res.body.data.map((p) => p.pageUrl)).toEqual(PAGES.filter((p) => p.group === 'Lookups').map((p) => p.url));
    expect(res.body.data.every((p) => p.groupId === lookups.groupId)).toBe(true);
    const orders = res.body.data.map((p) => p.sortingOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('returns an empty list for a group without pages, and needs the id', async () => {
    const group = await t
      .api(admin)
      .post(
        '/api/PageGroup/AddPageGroup',
        { groupName: 'Empty', sortingOrder: 50 },
        catalogueRowSchema(CATALOGUES.pageGroup),
      );
    const res = await t.api(admin).get(`/api/Page/GetAllPagesByPageGroupId?id=${group.body.data.groupId}`, ZPages);
    expect(res.body.data).toEqual([]);
    expect((await t.api(admin).get('/api/Page/GetAllPagesByPageGroupId', REFUSED)).status).toBe(400);
  });

  it('refuses to delete a page group that still has pages', async () => {
    const groups = (await t.api(admin).get('/api/PageGroup/GetAllPageGroup', ZPageGroups)).body.data;
    const general = found(groups, (g) => g.groupName === 'General');
    const res = await t.api(admin).delete(`/api/PageGroup/DeletePageGroup?id=${general.groupId}`, REFUSED);
    expect(res.status).toBe(409);
  });
});

describe('RolePageMapping', () => {
  it('adds, lists and deletes a mapping, and refuses a duplicate with 409', async () => {
    const roleId = await t.createRole([]);
    const page = await pageOf('/courier-management');
    const api = t.api(admin);

    const added = await api.post(
      '/api/RolePageMapping/AddRolePageMapping',
      { roleId, pageId: page.pageId },
      ZRolePageMapping,
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ roleId, pageId: page.pageId, createdBy: 1 });
    const mappingId = added.body.data.mappingId;

    const listed = (await api.get('/api/RolePageMapping/GetAllRolePageMapping', ZRolePageMappingList)).body.data;
    expect(listed.filter((m) => m.roleId === roleId)).toEqual([added.body.data]);

    const duplicate = await api.post(
      '/api/RolePageMapping/AddRolePageMapping',
      { roleId, pageId: page.pageId },
      REFUSED,
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message.message).toBe('This record already exists.');

    const removed = await api.delete(`/api/RolePageMapping/DeleteRolePageMapping?id=${mappingId}`, ZRolePageMapping);
    expect(removed.status).toBe(200);
    expect(removed.body.data.mappingId).toBe(mappingId);
    const after = (await api.get('/api/RolePageMapping/GetAllRolePageMapping', ZRolePageMappingList)).body.data;
    expect(after.some((m) => m.mappingId === mappingId)).toBe(false);
    expect((await api.delete(`/api/RolePageMapping/DeleteRolePageMapping?id=${mappingId}`, REFUSED)).status).toBe(404);
  });

  it('validates the body', async () => {
    const res = await t.api(admin).post('/api/RolePageMapping/AddRolePageMapping', { roleId: 'x' }, REFUSED);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['pageId', 'roleId']);
    expect(res.body.errors?.pageId).toEqual(['pageId is required!']);
  });

  it('gives the granted page to the role at its next login', async () => {
    const staff = await t.createStaff({ pages: ['/home'] });
    const page = await pageOf('/delivered');
    await t
      .api(admin)
      .post('/api/RolePageMapping/AddRolePageMapping', { roleId: staff.roleId, pageId: page.pageId }, ZRolePageMapping);
    const login = await t
      .api()
      .post('/api/Employee/EmployeeLogin', { username: staff.userName, password: staff.password }, ZStaffLogin);
    expect(login.body.data.pages.map((p) => p.pageUrl).sort()).toEqual(['/delivered', '/home']);
  });
});

describe('the roles the seed creates', () => {
  it('gives the Warehouse role the Inspection Report of what it receives, and lets it read it (issue 31 §15)', async () => {
    const mappings = (await t.api(admin).get('/api/RolePageMapping/GetAllRolePageMapping', ZRolePageMappingList)).body
      .data;
    const report = await pageOf('/inspection-report');
    expect(mappings.some((m) => m.roleId === ROLE.Warehouse && m.pageId === report.pageId)).toBe(true);
    const storeperson = await t.createStaff({ roleId: ROLE.Warehouse });
    const session = (await t.api(storeperson.token).get('/api/Session/Current', ZCurrentSession)).body.data;
    expect(JSON.stringify(session)).toContain('/inspection-report');
    expect(
      (
        await t
          .api(storeperson.token)
          .get('/api/UnloadingInspection/GetAllUnloadingInspection', z.array(ZUnloadingInspection))
      ).status,
    ).toBe(200);
    expect((await t.api(storeperson.token).get('/api/Supplier/GetSupplierPicker', ZSupplierOptionList)).status).toBe(
      200,
    );
  });
});
