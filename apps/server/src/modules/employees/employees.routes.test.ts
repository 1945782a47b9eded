import { NO_CHANGES_MESSAGE, ZEmployee, ZEmployeeList } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp, uniqueName } from '../../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('UpdateEmployee', () => {
  it('changes what the form changed and refuses an update that changes nothing (spec 01 §8)', async () => {
    const api = t.api(await t.loginAdmin());
    const userName = uniqueName('packer');
    const added = await api.post(
      '/api/Employee/AddEmployee',
      {
        firstName: 'Aroha',
        lastName: 'Ngata',
        userName,
        password: 'first-secret',
        mobile: '021 555 0101',
      },
      ZEmployee,
    );
    expect(added.status).toBe(200);
    const { employeeId } = added.body.data;
    const form = { employeeId, firstName: 'Aroha', lastName: 'Ngata', userName, mobile: '021 555 0101' };

    // An empty text is the same answer as no value.
    const unchanged = await api.put('/api/Employee/UpdateEmployee', { ...form, position: '' }, REFUSED);
    expect(unchanged.status).toBe(400);
    expect(unchanged.body.message.message).toBe(NO_CHANGES_MESSAGE);

    const changed = await api.put('/api/Employee/UpdateEmployee', { ...form, position: 'Packer' }, ZEmployee);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ employeeId, position: 'Packer', mobile: '021 555 0101' });
  });
});

describe('DeleteEmployee', () => {
  it('archives the employee, answers the row without its password hash, and ends its sessions', async () => {
    const api = t.api(await t.loginAdmin());
    const staff = await t.createStaff({ roleId: 10, password: 'kept-secret-1' });
    const removed = await api.delete(`/api/Employee/DeleteEmployee?id=${staff.employeeId}`, ZEmployee);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ employeeId: staff.employeeId, userName: staff.userName });
    expect(JSON.stringify(removed.body)).not.toMatch(/passwordHash|scrypt\$|kept-secret-1/i);

    const listed = (await api.get('/api/Employee/GetAllEmployee', ZEmployeeList)).body.data;
    expect(listed.some((e: { employeeId: number }) => e.employeeId === staff.employeeId)).toBe(false);
    expect((await t.api(staff.token).get('/api/Session/Current', REFUSED)).status).toBe(401);
    expect((await api.delete(`/api/Employee/DeleteEmployee?id=${staff.employeeId}`, REFUSED)).status).toBe(404);
  });
});
