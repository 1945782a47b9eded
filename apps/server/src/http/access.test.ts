import { ZCurrentSession, ZPasswordReset, ZRolePageMapping, ZStaffLogin } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, staffSessionOf, type TTestApp, uniqueName } from '../../test/test-app.ts';

// docs/architecture.md §4: every staff route declares its pages; the guard refuses everyone else.

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

const CHECK_LOGIN = 'Please check your login status.';
const NO_PERMISSION = 'You do not have permission to use this page.';
const CHANGE_FIRST = 'Please change your temporary password before continuing.';

async function pageIdOf(url: string): Promise<number> {
  const res = await t.api(admin).get('/api/Page/GetAllPage');
  const found = res.body.data.find((p: { pageUrl: string }) => p.pageUrl === url);
  if (!found) throw new Error(`no page ${url}`);
  return found.pageId;
}

describe('without a session', () => {
  it('refuses staff routes with 401', async () => {
    for (const [method, url] of [
      ['get', '/api/City/GetAllCity'],
      ['post', '/api/City/AddCity'],
      ['get', '/api/Employee/GetAllEmployee'],
      ['put', '/api/Employee/ResetPassword?employeeId=1'],
    ] as const) {
      const res = await t.api()[method](url, method === 'get' ? undefined : { cityName: 'Nowhere' });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body).toMatchObject({ success: false, title: 'Unauthorized', message: { message: CHECK_LOGIN } });
    }
  });

  it('refuses an unknown token with 401', async () => {
    const res = await t.api('made-up-token').get('/api/City/GetAllCity');
    expect(res.status).toBe(401);
  });
});

describe('pages of the role', () => {
  it('refuses a write whose page the role lacks, and allows it once the page is granted', async () => {
    const staff = await t.createStaff({ pages: ['/home'] });
    const denied = await t.api(staff.token).post('/api/City/AddCity', { cityName: 'Gisborne' }, REFUSED);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ success: false, title: 'Forbidden', message: { message: NO_PERMISSION } });

    const grant = await t.api(admin).post(
      '/api/RolePageMapping/AddRolePageMapping',
      {
        roleId: staff.roleId,
        pageId: await pageIdOf('/city-management'),
      },
      ZRolePageMapping,
    );
    expect(grant.status).toBe(200);

    // The same session sees the new page at once (pages are read per request, not cached in the session).
    const allowed = await t.api(staff.token).post('/api/City/AddCity', { cityName: 'Gisborne' });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toMatchObject({ cityName: 'Gisborne', createdBy: staff.employeeId });

    const revoke = await t
      .api(admin)
      .delete(`/api/RolePageMapping/DeleteRolePageMapping?id=${grant.body.data.mappingId}`);
    expect(revoke.status).toBe(200);
    const again = await t.api(staff.token).post('/api/City/AddCity', { cityName: 'Kaikōura' });
    expect(again.status).toBe(403);
  });

  it('guards every write of a catalogue, not only Add', async () => {
    const staff = await t.createStaff({ pages: ['/home'] });
    const city = await t.api(admin).post('/api/City/AddCity', { cityName: 'Timaru' });
    const id = city.body.data.cityId;
    const api = t.api(staff.token);
    expect((await api.put('/api/City/UpdateCity', { cityId: id, cityName: 'Oamaru' })).status).toBe(403);
    expect((await api.delete(`/api/City/DeleteCity?id=${id}`)).status).toBe(403);
    expect((await api.get('/api/RolePageMapping/GetAllRolePageMapping')).status).toBe(403);
    expect((await api.post('/api/Employee/AddEmployee', {})).status).toBe(403);
  });

  it('lets any staff member read the reference lists and the employee picker, with or without pages', async () => {
    const noPages = await t.createStaff({ pages: [] });
    const noRole = await t.createStaff({ roleId: null });
    for (const staff of [noPages, noRole]) {
      const res = await t.api(staff.token).get('/api/City/GetAllCity');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect((await t.api(staff.token).get('/api/Employee/GetAllEmployeeName')).status).toBe(200);
    }
  });

  it('refuses staff routes to a customer session with 403', async () => {
    const shopper = await t.createCustomer();
    const api = t.api(shopper.token);
    for (const res of [
      await api.get('/api/City/GetAllCity'),
      await api.post('/api/City/AddCity', { cityName: 'Picton' }),
      await api.get('/api/Employee/GetAllEmployee'),
      await api.post('/api/Employee/VerifyPassword', { userName: 'admin', password: 'x' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('password reset', () => {
  it('gives a temporary password once, ends the sessions, and requires a change before anything else', async () => {
    const staff = await t.createStaff({ pages: ['/city-management'] });
    const reset = await t
      .api(admin)
      .put(`/api/Employee/ResetPassword?employeeId=${staff.employeeId}`, undefined, ZPasswordReset);
    expect(reset.status).toBe(200);
    const temporaryPassword = reset.body.data.temporaryPassword;
    expect(reset.body.data.employeeId).toBe(staff.employeeId);
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);

    // The session opened before the reset is over, and the old password no longer opens one.
    expect((await t.api(staff.token).get('/api/City/GetAllCity')).status).toBe(401);
    const old = await t
      .api(undefined, { address: '10.2.0.1' })
      .post('/api/Employee/EmployeeLogin', { username: staff.userName, password: staff.password });
    expect(old.status).toBe(401);

    const login = await t
      .api()
      .post('/api/Employee/EmployeeLogin', { username: staff.userName, password: temporaryPassword }, ZStaffLogin);
    expect(login.status).toBe(200);
    expect(login.body.data.mustChangePassword).toBe(true);
    const api = t.api(login.body.data.token);

    for (const res of [
      await api.get('/api/City/GetAllCity'),
      await api.post('/api/City/AddCity', { cityName: 'Blenheim' }),
      await api.get('/api/Employee/GetAllEmployee'),
      await api.post('/api/Employee/VerifyPassword', { userName: staff.userName, password: temporaryPassword }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message.message).toBe(CHANGE_FIRST);
    }
    const current = await api.get('/api/Session/Current', ZCurrentSession);
    expect(current.status).toBe(200);
    expect(staffSessionOf(current.body.data).mustChangePassword).toBe(true);

    const change = await api.put('/api/Employee/ChangePassword', {
      oldPassword: temporaryPassword,
      newPassword: 'my-own-password',
    });
    expect(change.status).toBe(200);
    expect((await api.get('/api/City/GetAllCity')).status).toBe(200);
    expect((await api.post('/api/City/AddCity', { cityName: 'Blenheim' })).status).toBe(200);
    expect(staffSessionOf((await api.get('/api/Session/Current', ZCurrentSession)).body.data).mustChangePassword).toBe(
      false,
    );
  });

  it('lets a person with a temporary password log out', async () => {
    const staff = await t.createStaff({ roleId: 10 });
    const reset = await t
      .api(admin)
      .put(
        `/api/Employee/ResetPassword?employeeId=${staff.employeeId}&newPassword=temporary-123`,
        undefined,
        ZPasswordReset,
      );
    expect(reset.body.data.temporaryPassword).toBe('temporary-123');
    const token = await t.loginStaff(staff.userName, 'temporary-123');
    expect((await t.api(token).post('/api/Session/Logout')).status).toBe(200);
    expect((await t.api(token).get('/api/Session/Current')).status).toBe(401);
  });

  it('is refused without the employee page, and for an unknown employee', async () => {
    const staff = await t.createStaff({ pages: ['/home'] });
    const denied = await t.api(staff.token).put(`/api/Employee/ResetPassword?employeeId=${staff.employeeId}`);
    expect(denied.status).toBe(403);
    const unknown = await t.api(admin).put('/api/Employee/ResetPassword?employeeId=999999');
    expect(unknown.status).toBe(404);
    const missing = await t.api(admin).put('/api/Employee/ResetPassword', undefined, REFUSED);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.employeeId).toEqual(['employeeId is required!']);
  });
});

describe('deleted staff', () => {
  it('ends the sessions of a deleted employee', async () => {
    const staff = await t.createStaff({ roleId: 10, userName: uniqueName('leaver') });
    const res = await t.api(admin).delete(`/api/Employee/DeleteEmployee?id=${staff.employeeId}`);
    expect(res.status).toBe(200);
    expect((await t.api(staff.token).get('/api/Session/Current')).status).toBe(401);
  });
});
