import { normalisePageUrl, PAGES, ZEmployee, ZEmployeeNameList, ZSimpleCustomerList } from '@packline/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp, type TTestStaff } from '../../test/test-app.ts';
import { registerAccessGuard, type TAccess, type TRouteAccess } from './access.ts';

// Issue 13 §1: reads follow the pages. Every GET route of the app is walked from its access table, so a new route is
// covered without anyone adding a case here.

const NO_PERMISSION = 'You do not have permission to use this page.';

/**
 * Pages that show no business data of their own: a role holding one of them reads no page-guarded GET. The first one
 * a route does not list is the one its test role holds.
 */
const UNRELATED_PAGES = ['/city-management', '/page-management', '/courier-management'];

/** The GET routes open beyond the staff pages on purpose; a new one fails the walk until it is listed here. */
const OPEN_GETS: Record<string, TAccess> = {
  '/api/Session/Current': 'signed-in',
  '/api/ProductForShowing/GetAllShowingProducts': 'signed-in',
  '/api/Quotation/GetQuotationByIdAndNo': 'public',
  '/api/Quotation/GetQuotationPdfByIdAndNo': 'public',
  '/api/SalesOrder/GetOwnOrderDefaults': 'customer',
};

let t: TTestApp;
const staffWith = new Map<string, TTestStaff>();

/** A staff member whose role has exactly this one page (one per page, made once). */
async function holderOf(url: string): Promise<TTestStaff> {
  const known = staffWith.get(url);
  if (known) return known;
  const staff = await t.createStaff({ pages: [url] });
  staffWith.set(url, staff);
  return staff;
}

/** The route's url with harmless values: path parameters 1, and ?id=1 (the guard answers before validation). */
const callableUrl = (url: string) => `${url.replace(/:[A-Za-z]+/g, '1')}?id=1`;

const getRoutes = (): TRouteAccess[] => t.app.accessTable.filter((route) => route.method === 'GET');
const pagesOf = (access: TAccess) => (typeof access === 'object' ? access.pages.map(normalisePageUrl) : []);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the route table', () => {
  it('has every API route, GETs among them', () => {
    expect(getRoutes().length).toBeGreaterThan(100);
    expect(t.app.accessTable).toContainEqual({
      method: 'GET',
      url: '/api/Customer/GetAllCustomer',
      access: expect.objectContaining({ pages: expect.any(Array) }),
    });
  });

  it("marks no GET 'staff': a read names its pages, or is a reference lookup or a picker", () => {
    const staffGets = getRoutes()
      .filter((route) => route.access === 'staff')
      .map((route) => route.url);
    expect(
      staffGets,
      "GET routes open to any staff member: give them pages, or mark them 'reference' / 'picker'",
    ).toEqual([]);
  });

  it("lists every 'signed-in', 'customer' and 'public' GET as a known exception, and only those", () => {
    const open = Object.fromEntries(
      getRoutes()
        .filter((route) => route.access === 'signed-in' || route.access === 'customer' || route.access === 'public')
        .map((route) => [route.url, route.access]),
    );
    expect(open).toEqual(OPEN_GETS);
  });

  it('names only pages that exist (a misspelt url would lock everyone out)', () => {
    const seeded = new Set(PAGES.map((page) => normalisePageUrl(page.url)));
    const unknown = t.app.accessTable.flatMap((route) =>
      pagesOf(route.access)
        .filter((url) => !seeded.has(url))
        .map((url) => `${route.method} ${route.url}: ${url}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('every page-guarded GET', () => {
  it('refuses a role holding one unrelated page with 403', async () => {
    const guarded = getRoutes().filter((route) => typeof route.access === 'object');
    expect(guarded.length).toBeGreaterThan(50);
    const answered: string[] = [];
    for (const route of guarded) {
      const listed = pagesOf(route.access);
      const unrelated = UNRELATED_PAGES.find((url) => !listed.includes(normalisePageUrl(url)));
      if (!unrelated) throw new Error(`${route.url} lists every unrelated page; add another to UNRELATED_PAGES`);
      const staff = await holderOf(unrelated);
      const res = await t.api(staff.token).get(callableUrl(route.url));
      if (res.status !== 403 || res.body?.message?.message !== NO_PERMISSION) {
        answered.push(`${route.url} answered ${res.status} to a role with only ${unrelated}`);
      }
    }
    expect(answered).toEqual([]);
  });
});

describe("every 'reference' and 'picker' GET", () => {
  it('answers any staff member, whatever their one page', async () => {
    const open = getRoutes().filter((route) => route.access === 'reference' || route.access === 'picker');
    expect(open.length).toBeGreaterThan(20);
    const staff = await holderOf('/city-management');
    const refused: string[] = [];
    for (const route of open) {
      const res = await t.api(staff.token).get(callableUrl(route.url));
      if (res.status === 401 || res.status === 403 || res.status >= 500) refused.push(`${route.url}: ${res.status}`);
    }
    expect(refused).toEqual([]);
  });

  it('is refused on a write: a write always names its pages', async () => {
    for (const mark of ['reference', 'picker'] as const) {
      const app = Fastify();
      registerAccessGuard(app, async () => null);
      expect(() => app.post('/api/Gadget/AddGadget', { config: { access: mark } }, async () => ({ ok: true }))).toThrow(
        `'${mark}' is for GET routes only`,
      );
      await app.close();
    }
  });
});

describe('a role with only the City page', () => {
  it('reads no customers, contacts, addresses, products, base products or employee records', async () => {
    const city = await holderOf('/city-management');
    const shopper = await t.createCustomer();
    for (const url of [
      '/api/Customer/GetAllCustomer',
      `/api/Customer/GetCustomerById?id=${shopper.customerId}`,
      '/api/Customer/GetAllSimpleCustomer',
      `/api/Contact/GetAllContact?customerId=${shopper.customerId}`,
      `/api/ExtraAddress/GetAllExtraAddress?customerId=${shopper.customerId}`,
      '/api/Product/GetAllProduct',
      '/api/Product/GetAllProductName',
      '/api/BaseProduct/GetAllBaseProduct',
      '/api/Product/GetRecentOrderByProd?id=1',
      '/api/Employee/GetAllEmployee',
      `/api/Employee/GetEmployeeById?id=${city.employeeId}`,
    ]) {
      const res = await t.api(city.token).get(url);
      expect(res.status, url).toBe(403);
      expect(res.body.message.message, url).toBe(NO_PERMISSION);
    }
  });

  it('still reads the reference lookups and the employee picker', async () => {
    const city = await holderOf('/city-management');
    for (const url of [
      '/api/City/GetAllCity',
      '/api/DeliveryMethod/GetAllDeliveryMethod',
      '/api/Courier/GetAllCourier',
      '/api/PlateType/GetAllPlateType',
      '/api/OrderStatus/GetAllOrderStatus',
      '/api/Employee/GetAllEmployeeName',
    ]) {
      const res = await t.api(city.token).get(url);
      expect(res.status, url).toBe(200);
      expect(res.body.success, url).toBe(true);
    }
  });
});

describe('the employee picker', () => {
  it('answers the id, name and isSales of each employee, never the e-mail or mobile', async () => {
    const seller = await t.createStaff({
      pages: ['/create-ticket'],
      firstName: 'Mere',
      lastName: 'Tāwhiri',
      email: 'mere@example.co.nz',
      mobile: '021 555 0101',
      isSales: 1,
    });
    const res = await t.api(seller.token).get('/api/Employee/GetAllEmployeeName', ZEmployeeNameList);
    expect(res.status).toBe(200);
    for (const row of res.body.data) {
      expect(Object.keys(row).sort()).toEqual(['employeeId', 'firstName', 'isSales', 'lastName']);
    }
    expect(res.body.data).toContainEqual({
      employeeId: seller.employeeId,
      firstName: 'Mere',
      lastName: 'Tāwhiri',
      isSales: 1,
    });
    expect(JSON.stringify(res.body)).not.toContain('mere@example.co.nz');
  });

  it('leaves the records to the employee and HR pages', async () => {
    const other = await t.createStaff({ pages: ['/home'], mobile: '022 555 0199' });
    for (const url of ['/employee-management', '/hr-list-management']) {
      const hr = await holderOf(url);
      const list = await t.api(hr.token).get('/api/Employee/GetAllEmployee');
      expect(list.status, url).toBe(200);
      const one = await t.api(hr.token).get(`/api/Employee/GetEmployeeById?id=${other.employeeId}`, ZEmployee);
      expect(one.status, url).toBe(200);
      expect(one.body.data.mobile, url).toBe('022 555 0199');
    }
    const sales = await holderOf('/sales-order-management-for-sales');
    expect((await t.api(sales.token).get('/api/Employee/GetAllEmployee')).status).toBe(403);
  });
});

describe('a screen that needs another module’s data', () => {
  it('serves the ticket dialog its customer, order and assignee pickers, and no more', async () => {
    const admin = await holderOf('/create-ticket-admin');
    const shopper = await t.createCustomer();
    const api = t.api(admin.token);
    for (const url of [
      '/api/Customer/GetAllSimpleCustomer',
      `/api/Ticket/GetOrdersOfCustomer?customerId=${shopper.customerId}`,
      '/api/Employee/GetAllEmployeeName',
      '/api/TicketType/GetAllTicketType',
    ]) {
      expect((await api.get(url)).status, url).toBe(200);
    }
    const customers = await api.get('/api/Customer/GetAllSimpleCustomer', ZSimpleCustomerList);
    expect(customers.body.data).toContainEqual(expect.objectContaining({ customerId: shopper.customerId }));
    for (const url of [
      '/api/Customer/GetAllCustomer',
      `/api/Contact/GetAllContact?customerId=${shopper.customerId}`,
      '/api/Product/GetAllProduct',
      '/api/Employee/GetAllEmployee',
    ]) {
      expect((await api.get(url)).status, url).toBe(403);
    }
  });

  it("serves the order dialog its customer, delivery address and product pickers on a salesperson's page", async () => {
    const shopper = await t.createCustomer();
    const sales = await holderOf('/sales-order-management-for-sales');
    const api = t.api(sales.token);
    for (const url of [
      '/api/Customer/GetAllSimpleCustomer',
      `/api/Customer/GetCustomerById?id=${shopper.customerId}`,
      `/api/ExtraAddress/GetAllExtraAddress?customerId=${shopper.customerId}`,
      `/api/Product/GetProductByCustomerIdWithQuota?id=${shopper.customerId}`,
      `/api/Product/GetProductByCustomerId?id=${shopper.customerId}`,
      `/api/Product/GetCustomizeProdByCustId?id=${shopper.customerId}`,
      '/api/Employee/GetAllEmployeeName',
    ]) {
      expect((await api.get(url)).status, url).toBe(200);
    }
    // The whole product list is the catalogue screens'.
    expect((await api.get('/api/Product/GetAllProduct')).status).toBe(403);
  });
});

describe('Notification/GetByRole', () => {
  it("answers the caller's own role; another role's only on the notification page", async () => {
    const city = await holderOf('/city-management');
    const notices = await holderOf('/notification-management');
    const own = await t.api(city.token).get(`/api/Notification/GetByRole?roleId=${city.roleId}`);
    expect(own.status).toBe(200);
    const other = await t.api(city.token).get(`/api/Notification/GetByRole?roleId=${notices.roleId}`, REFUSED);
    expect(other.status).toBe(403);
    expect(other.body.message.message).toBe(NO_PERMISSION);
    const manager = await t.api(notices.token).get(`/api/Notification/GetByRole?roleId=${city.roleId}`);
    expect(manager.status).toBe(200);
  });
});
