import {
  CATALOGUES,
  catalogueListSchema,
  VERIFY_OWN_PASSWORD_MESSAGE,
  ZCurrentSession,
  ZCustomerLogin,
  ZDone,
  ZStaffLogin,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, staffSessionOf, TEST_ADMIN_PASSWORD, type TTestApp } from '../../../test/test-app.ts';
import { employee } from '../employees/employees.tables.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const LOGIN = '/api/Employee/EmployeeLogin';
const WRONG_LOGIN = 'Incorrect username or password.';
const CHECK_LOGIN = 'Please check your login status.';

// Each test that fails logins on purpose uses an address of its own, so the per-address limit of one test
// never decides another.
let addressCounter = 0;
const freshAddress = () => `10.1.0.${++addressCounter}`;

describe('staff login', () => {
  it('returns the session, the person and their pages, and sets the session cookie', async () => {
    const res = await t.api().post(LOGIN, { username: 'admin', password: TEST_ADMIN_PASSWORD }, ZStaffLogin);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.errorMessage).toBeNull();
    const data = res.body.data;
    expect(data).toMatchObject({
      userName: 'admin',
      name: 'System Administrator',
      email: null,
      mobile: null,
      employeeId: 1,
      roleId: 2,
      mustChangePassword: false,
    });
    expect(data.token).toEqual(expect.any(String));
    expect(data.token.length).toBeGreaterThanOrEqual(32);
    expect(data.pages.length).toBeGreaterThan(100);
    for (const p of data.pages) {
      expect(p).toEqual({
        pageId: expect.any(Number),
        groupId: expect.any(Number),
        pageName: expect.any(String),
        pageUrl: expect.any(String),
        sortingOrder: expect.any(Number),
        group: { groupName: expect.any(String), sortingOrder: expect.any(Number) },
      });
    }
    // Menu order: by group, then by the page's place in its group.
    const order = data.pages.map((p: { group: { sortingOrder: number }; sortingOrder: number }) => [
      p.group.sortingOrder,
      p.sortingOrder,
    ]);
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(order).toEqual(sorted);

    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ value: data.token, httpOnly: true, maxAge: 86400, sameSite: 'Lax', path: '/' });
    const header = String(res.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Max-Age=86400');
    expect(header).toContain('SameSite=Lax');
  });

  it('matches the user name ignoring case and surrounding spaces', async () => {
    const res = await t.api().post(LOGIN, { username: '  ADMIN ', password: TEST_ADMIN_PASSWORD }, ZStaffLogin);
    expect(res.status).toBe(200);
    expect(res.body.data.userName).toBe('admin');
  });

  it('refuses a wrong password with 401 and the spec message', async () => {
    const res = await t
      .api(undefined, { address: freshAddress() })
      .post(LOGIN, { username: 'admin', password: 'nope' }, REFUSED);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: { message: WRONG_LOGIN } });
    expect(res.body.requestId).toEqual(expect.any(String));
    expect(res.cookies).toEqual([]);
  });

  it('refuses an unknown user with the same 401', async () => {
    const res = await t
      .api(undefined, { address: freshAddress() })
      .post(LOGIN, { username: 'nobody-here', password: 'whatever1' }, REFUSED);
    expect(res.status).toBe(401);
    expect(res.body.message.message).toBe(WRONG_LOGIN);
  });

  it('asks for the user name when it is missing or blank', async () => {
    for (const body of [{ password: 'x' }, { username: '', password: 'x' }, { username: '   ', password: 'x' }]) {
      const res = await t.api().post(LOGIN, body, REFUSED);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message.message).toBe('Please input your Username!');
      expect(res.body.errors?.username).toContain('Please input your Username!');
    }
  });

  it('asks for the password when it is missing or empty', async () => {
    for (const body of [{ username: 'admin' }, { username: 'admin', password: '' }]) {
      const res = await t.api().post(LOGIN, body, REFUSED);
      expect(res.status).toBe(400);
      expect(res.body.message.message).toBe('Please input your Password!');
      expect(res.body.errors?.password).toContain('Please input your Password!');
    }
  });

  // The login limits (per account and address, delays at a known address, races): login-limits.routes.test.ts.
});

describe('session', () => {
  it('accepts the session cookie instead of the Bearer header', async () => {
    const login = await t.api().post(LOGIN, { username: 'admin', password: TEST_ADMIN_PASSWORD }, ZStaffLogin);
    const token = login.body.data.token;
    const res = await t
      .api(undefined, { headers: { cookie: `token=${token}` } })
      .get('/api/Session/Current', ZCurrentSession);
    expect(res.status).toBe(200);
    expect(res.body.data.userName).toBe('admin');
    const bogus = await t
      .api(undefined, { headers: { cookie: 'token=not-a-session' } })
      .get('/api/Session/Current', REFUSED);
    expect(bogus.status).toBe(401);
  });

  it('ends the session on logout', async () => {
    const token = await t.loginAdmin();
    expect((await t.api(token).get('/api/City/GetAllCity', catalogueListSchema(CATALOGUES.city))).status).toBe(200);
    const out = await t.api(token).post('/api/Session/Logout', undefined, ZDone);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, data: true, errorMessage: null });
    expect(out.cookies.find((c) => c.name === 'token')?.value).toBe('');
    for (const url of ['/api/Session/Current', '/api/City/GetAllCity']) {
      const res = await t.api(token).get(url, REFUSED);
      expect(res.status).toBe(401);
      expect(res.body.message.message).toBe(CHECK_LOGIN);
    }
  });

  it('refuses a signed-in call without any session', async () => {
    const res = await t.api().get('/api/Session/Current', REFUSED);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, title: 'Unauthorized', message: { message: CHECK_LOGIN } });
  });

  it('describes the signed-in staff member', async () => {
    const staff = await t.createStaff({
      pages: ['/city-management', '/home'],
      firstName: 'Mere',
      lastName: 'Ngata',
      mobile: '021 555 0123',
    });
    const res = await t.api(staff.token).get('/api/Session/Current', ZCurrentSession);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'staff',
      userName: staff.userName,
      name: 'Mere Ngata',
      // Their own mobile, for the quote e-mail's signature: the employee records are not theirs to read.
      mobile: '021 555 0123',
      employeeId: staff.employeeId,
      roleId: staff.roleId,
      mustChangePassword: false,
    });
    expect(
      staffSessionOf(res.body.data)
        .pages.map((p: { pageUrl: string }) => p.pageUrl)
        .sort(),
    ).toEqual(['/city-management', '/home']);
    expect(res.body.data).not.toHaveProperty('token');
  });

  it('describes the signed-in customer', async () => {
    const shopper = await t.createCustomer({ company: 'Kōwhai Café Limited' });
    const res = await t.api(shopper.token).get('/api/Session/Current', ZCurrentSession);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      kind: 'customer',
      customerId: shopper.customerId,
      userName: shopper.userName,
      company: 'Kōwhai Café Limited',
    });
  });
});

describe('online user login', () => {
  it('returns the customer of the online user and sets the cookie', async () => {
    const shopper = await t.createCustomer({ company: 'Harbour Eatery Limited' });
    const res = await t
      .api()
      .post(
        '/api/OnlineUser/OnlineUserLogin',
        { username: shopper.userName, password: shopper.password },
        ZCustomerLogin,
      );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      customerId: shopper.customerId,
      userName: shopper.userName,
      company: 'Harbour Eatery Limited',
      token: expect.any(String),
    });
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe(res.body.data.token);
  });

  it('refuses a wrong customer password and a staff account', async () => {
    const shopper = await t.createCustomer();
    const api = t.api(undefined, { address: freshAddress() });
    const wrong = await api.post(
      '/api/OnlineUser/OnlineUserLogin',
      { username: shopper.userName, password: 'nope' },
      REFUSED,
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.message.message).toBe(WRONG_LOGIN);
    const staff = await api.post(
      '/api/OnlineUser/OnlineUserLogin',
      {
        username: 'admin',
        password: TEST_ADMIN_PASSWORD,
      },
      REFUSED,
    );
    expect(staff.status).toBe(401);
  });

  it('validates the customer login like the staff login', async () => {
    const res = await t.api().post('/api/OnlineUser/OnlineUserLogin', { username: 'someone' }, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe('Please input your Password!');
  });
});

describe('VerifyPassword', () => {
  const VERIFY = '/api/Employee/VerifyPassword';

  it("is true for the caller's own right password and refuses a wrong one", async () => {
    const caller = await t.createStaff({ roleId: 1 });
    const api = t.api(caller.token, { address: freshAddress() });
    const right = await api.post(
      VERIFY,
      { userName: ` ${caller.userName.toUpperCase()} `, password: caller.password },
      ZDone,
    );
    expect(right.status).toBe(200);
    expect(right.body.data).toBe(true);

    const wrong = await api.post(VERIFY, { userName: caller.userName, password: 'not-it' }, REFUSED);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message.message).toBe('Wrong password');
  });

  it("refuses another user's name, known or not, with 403 before any check", async () => {
    const caller = await t.createStaff({ roleId: 1 });
    const api = t.api(caller.token, { address: freshAddress() });
    for (const userName of ['admin', 'no-such-operator']) {
      const res = await api.post(VERIFY, { userName, password: TEST_ADMIN_PASSWORD }, REFUSED);
      expect(res.status).toBe(403);
      expect(res.body.message.message).toBe(VERIFY_OWN_PASSWORD_MESSAGE);
    }
  });

  it('needs a staff session', async () => {
    const res = await t.api().post(VERIFY, { userName: 'admin', password: TEST_ADMIN_PASSWORD }, REFUSED);
    expect(res.status).toBe(401);
  });
});

describe('ChangePassword', () => {
  const CHANGE = '/api/Employee/ChangePassword';

  it('refuses a wrong old password', async () => {
    const staff = await t.createStaff({ roleId: 10 });
    const res = await t
      .api(staff.token)
      .put(CHANGE, { oldPassword: 'not-mine', newPassword: 'a-long-new-one' }, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.message.message).toBe('The old password is not correct.');
    expect(res.body.errors?.oldPassword).toEqual(['The old password is not correct.']);
  });

  it('refuses a new password that is too short, naming the field', async () => {
    const staff = await t.createStaff({ roleId: 10 });
    const res = await t.api(staff.token).put(CHANGE, { oldPassword: staff.password, newPassword: 'short' }, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors?.newPassword).toEqual(['New Password must be at least 8 characters']);
  });

  it('refuses the same password again', async () => {
    const staff = await t.createStaff({ roleId: 10 });
    const res = await t
      .api(staff.token)
      .put(CHANGE, { oldPassword: staff.password, newPassword: staff.password }, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors?.newPassword).toEqual(['The new password must differ from the old one.']);
  });

  it('changes the password: the old one stops working, the new one works, other sessions end', async () => {
    const staff = await t.createStaff({ roleId: 10 });
    const otherSession = await t.loginStaff(staff.userName, staff.password);
    const res = await t
      .api(staff.token)
      .put(CHANGE, { oldPassword: staff.password, newPassword: 'brand-new-pass' }, ZDone);
    expect(res.status).toBe(200);
    expect(res.body.data).toBe(true);

    expect((await t.api(staff.token).get('/api/Session/Current', ZCurrentSession)).status).toBe(200);
    expect((await t.api(otherSession).get('/api/Session/Current', REFUSED)).status).toBe(401);

    const old = await t
      .api(undefined, { address: freshAddress() })
      .post(LOGIN, { username: staff.userName, password: staff.password }, REFUSED);
    expect(old.status).toBe(401);
    expect(await t.loginStaff(staff.userName, 'brand-new-pass')).toEqual(expect.any(String));
  });
});

describe('password storage', () => {
  it('never sends a password hash, and stores a hash rather than the password', async () => {
    const staff = await t.createStaff({ pages: ['/employee-management'], password: 'clear-text-secret' });
    const login = await t.api().post(LOGIN, { username: staff.userName, password: 'clear-text-secret' }, ZStaffLogin);
    const token = login.body.data.token;
    const responses = [
      login,
      await t.api(token).get('/api/Employee/GetAllEmployee'),
      await t.api(token).get(`/api/Employee/GetEmployeeById?id=${staff.employeeId}`),
      await t.api(token).get('/api/Session/Current'),
      await t.api(token).get('/api/Employee/GetAllEmployeeName'),
    ];
    for (const res of responses) {
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/passwordHash|password_hash|scrypt\$/i);
      expect(text).not.toContain('clear-text-secret');
    }
    const listed = responses[1].body.data.find((e: { userName: string }) => e.userName === staff.userName);
    expect(listed).toBeDefined();
    expect(Object.keys(listed)).not.toContain('password');

    const [row] = await t.db
      .select({ passwordHash: employee.passwordHash })
      .from(employee)
      .where(eq(employee.employeeId, staff.employeeId));
    expect(row.passwordHash).not.toContain('clear-text-secret');
    expect(row.passwordHash).toMatch(/^scrypt\$/);
  });
});
