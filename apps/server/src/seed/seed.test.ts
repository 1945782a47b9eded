import {
  ATTENDANCE_CLOCK_PAGES,
  BACKUPS_PAGE,
  CUSTOMER_HOME_URL,
  MOBILE_SCAN_PAGES,
  PAGES,
  RECALL_PAGES,
  ROLE,
} from '@packline/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_SPEC, readSpecTable, SPEC_DIR } from '../../test/spec.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Database, DbHandle } from '../db/client.ts';
import { listPageUrlsOfRole } from '../modules/access/access.service.ts';
import { page, pageGroup, role, rolePageMapping } from '../modules/access/access.tables.ts';
import { DEMO_CUSTOMER_USER } from '../modules/customers/customers.demo.ts';
import { customer, onlineUser } from '../modules/customers/customers.tables.ts';
import { employee } from '../modules/employees/employees.tables.ts';
import * as lookups from '../modules/lookups/lookups.tables.ts';
import { seedDemoData } from './demo.ts';
import { seedReferenceData } from './reference.ts';

// The test databases start from the reference seed (test/global-setup.ts), as a new installation does.

let handle: DbHandle;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const rowCount = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0].n;
const referenceTables = {
  pageGroup,
  page,
  role,
  rolePageMapping,
  orderStatus: lookups.orderStatus,
  orderType: lookups.orderType,
  ticketType: lookups.ticketType,
  workOrderSource: lookups.workOrderSource,
  paymentCycle: lookups.paymentCycle,
  productOption: lookups.productOption,
  plateType: lookups.plateType,
};
const countAll = async () =>
  Object.fromEntries(
    await Promise.all(Object.entries(referenceTables).map(async ([name, table]) => [name, await rowCount(table)])),
  );

describe('reference seed', () => {
  it('is idempotent', async () => {
    const before = await countAll();
    expect(before.page).toBeGreaterThan(100);
    await seedReferenceData(db);
    await seedReferenceData(db);
    expect(await countAll()).toEqual(before);
  });

  it("keeps an administrator's changes to a role's pages", async () => {
    const [sales] = await db.select().from(role).where(eq(role.roleId, ROLE.Sales));
    const [home] = await db.select().from(page).where(eq(page.pageUrl, '/home'));
    await db.delete(rolePageMapping).where(eq(rolePageMapping.roleId, sales.roleId));
    await seedReferenceData(db);
    expect(await listPageUrlsOfRole(db, sales.roleId)).toEqual([]);
    await db.insert(rolePageMapping).values({ roleId: sales.roleId, pageId: home.pageId });
  });

  it.skipIf(!HAS_SPEC)(`has one page per staff route of ${SPEC_DIR}/routes.tsv`, async () => {
    const parameters: Record<string, string[]> = {
      '/weekly-report/:role': ['employee', 'manager', 'viewer'],
      '/salesReport/:id': ['0', '1'],
      '/newSalesReport/:id': ['0', '1'],
    };
    // Rows whose group is in parentheses are the login, the public quote page and the fallback, not staff screens.
    const staffRoutes = readSpecTable('routes.tsv')
      .filter((r) => !r.group.startsWith('('))
      .flatMap((r) => {
        if (!r.path.includes(':')) return [r.path];
        const values = parameters[r.path];
        if (!values) throw new Error(`No values for the parameterised route ${r.path}`);
        return values.map((v) => r.path.replace(/:\w+$/, v));
      });
    expect(staffRoutes.length).toBeGreaterThan(110);
    // Screens the spec's table does not list, each added on purpose (README "Design notes").
    const added = ['/mail-outbox', BACKUPS_PAGE, ...MOBILE_SCAN_PAGES, ...ATTENDANCE_CLOCK_PAGES, ...RECALL_PAGES];
    const urls = (await db.select({ url: page.pageUrl }).from(page)).map((p) => p.url);
    expect([...urls].sort()).toEqual([...staffRoutes, ...added].sort());
  });

  it('gives every page a title a person reads, and renames the notes-like titles of an earlier version', async () => {
    for (const { title } of PAGES) expect(title).not.toMatch(/placeholder|\(.*(screen|form|dialog|view|filter|all)\)/i);
    const titleOf = async (url: string) =>
      (await db.select({ name: page.pageName }).from(page).where(eq(page.pageUrl, url)))[0]?.name;
    // A database from before: the pages carry the route checklist's notes.
    await db.update(page).set({ pageName: 'Quotation list (all)' }).where(eq(page.pageUrl, '/quotation-management'));
    await db.update(page).set({ pageName: 'Ticket-List placeholder' }).where(eq(page.pageUrl, '/ticket'));
    // An administrator's own name stays.
    await db.update(page).set({ pageName: 'Our invoices' }).where(eq(page.pageUrl, '/invoice'));
    await seedReferenceData(db);
    await seedReferenceData(db);
    expect(await titleOf('/quotation-management')).toBe('Quotations');
    expect(await titleOf('/ticket')).toBe('Tickets');
    expect(await titleOf('/invoice')).toBe('Our invoices');
    // spec 01 §2 fixes these.
    expect(await titleOf('/sales-order-management')).toBe('Order Management');
    expect(await titleOf('/draft-order-management-for-sales')).toBe('Draft Orders');
    expect(await titleOf('/dispatch')).toBe('Dispatch list');
    await db.update(page).set({ pageName: 'Invoices' }).where(eq(page.pageUrl, '/invoice'));
  });

  it('has the Mobile page group', async () => {
    const groups = await db.select().from(pageGroup).orderBy(asc(pageGroup.sortingOrder));
    expect(groups.map((g) => g.groupName)).toContain('Mobile');
    expect(groups.at(-1)?.groupName).toBe('Mobile');
  });

  it('gives the Admin role every page', async () => {
    const [admin] = await db.select().from(role).where(eq(role.roleName, 'Admin'));
    expect(admin.roleId).toBe(ROLE.Admin);
    const all = (await db.select({ url: page.pageUrl }).from(page)).map((p) => p.url);
    expect((await listPageUrlsOfRole(db, admin.roleId)).sort()).toEqual(all.sort());
  });

  it.each([
    ['Sales', ROLE.Sales],
    ['Account Manager', ROLE.AccountManager],
    ['General Manager', ROLE.GeneralManager],
    ['Production', ROLE.Production],
    ['Packaging', ROLE.Packaging],
    ['Warehouse', ROLE.Warehouse],
    ['Buyer', ROLE.Buyer],
    ['Approver', ROLE.Approver],
    ['HR', ROLE.HR],
    ['Manager', ROLE.Manager],
  ])('has the role %s (id %i) with pages', async (roleName, roleId) => {
    const [row] = await db.select().from(role).where(eq(role.roleName, roleName));
    expect(row?.roleId).toBe(roleId);
    const urls = await listPageUrlsOfRole(db, roleId);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls).toContain('/home');
  });

  it('keeps the access-management pages from the General Manager', async () => {
    const urls = await listPageUrlsOfRole(db, ROLE.GeneralManager);
    expect(urls).not.toContain('/role-page-mapping-management');
    expect(urls).toContain('/sales-order-management');
  });

  it("keeps the online customer's own orders screen from the General Manager (its calls are the customer's)", async () => {
    expect(await listPageUrlsOfRole(db, ROLE.GeneralManager)).not.toContain(CUSTOMER_HOME_URL);
  });
});

describe('demo seed', () => {
  let second: DbHandle;
  beforeAll(async () => {
    second = await openTestDatabase();
  });
  afterAll(() => second?.close());

  const customers = (target: Database) =>
    target
      .select()
      .from(customer)
      .orderBy(asc(customer.customerId))
      .then((rows) => rows.map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest));
  const userNames = (target: Database) =>
    target
      .select({ userName: employee.userName, roleId: employee.roleId })
      .from(employee)
      .orderBy(asc(employee.employeeId));

  // Seeds the demo data set twice (about 10 s on a quiet machine): room for a busy one.
  it('is the same on every fresh database, and adds nothing the second time', { timeout: 120_000 }, async () => {
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(second.db)).toBe(true);

    const first = await customers(db);
    expect(first.length).toBe(60);
    expect(await customers(second.db)).toEqual(first);
    const staff = await userNames(db);
    expect(staff.map((s) => s.userName)).toEqual(expect.arrayContaining(['admin', 'sales', 'warehouse', 'hr']));
    expect(await userNames(second.db)).toEqual(staff);

    const [demoUser] = await db.select().from(onlineUser).where(eq(onlineUser.userName, DEMO_CUSTOMER_USER));
    expect(demoUser.customerId).toBe(first[0].customerId);

    const tables = [customer, employee, onlineUser, lookups.city, lookups.machine, lookups.notification];
    const before = await Promise.all(tables.map(rowCount));
    expect(await seedDemoData(db)).toBe(false);
    expect(await Promise.all(tables.map(rowCount))).toEqual(before);
  });
});
