import {
  ADMIN_ROLE_NAME,
  ATTENDANCE_CLOCK_URL,
  CUSTOMER_HOME_URL,
  EARLIER_PAGE_TITLES,
  MOBILE_SCAN_PAGES,
  PAGE_GROUPS,
  PAGES,
  ROLE,
} from '@packline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { syncIdSequence } from '../../db/sequences.ts';
import { page, pageGroup, role, rolePageMapping } from './access.tables.ts';

// Reference data every installation needs (docs/architecture.md §5): the page groups and pages of the menu, the roles
// and the pages each role starts with. Idempotent: it adds what is missing and never overwrites what an administrator
// changed.

const ROLE_NAMES: Record<number, string> = {
  [ROLE.Production]: 'Production',
  [ROLE.Admin]: ADMIN_ROLE_NAME,
  [ROLE.Packaging]: 'Packaging',
  [ROLE.Warehouse]: 'Warehouse',
  [ROLE.Buyer]: 'Buyer',
  [ROLE.Approver]: 'Approver',
  [ROLE.HR]: 'HR',
  [ROLE.Manager]: 'Manager',
  [ROLE.GeneralManager]: 'General Manager',
  [ROLE.Sales]: 'Sales',
  [ROLE.AccountManager]: 'Account Manager',
  [ROLE.Quality]: 'Quality',
};

// Every role may open the clock (Mobile group, out of the menu) on the shared device by the door.
const SELF_SERVICE = [
  '/home',
  '/weekly-report/employee',
  '/leave-request',
  '/work-arrangement-present',
  ATTENDANCE_CLOCK_URL,
];
const SALES = [
  ...SELF_SERVICE,
  '/customer-only-sales',
  '/customer-infos',
  '/quotation-management',
  '/quote-only-draft',
  '/contractPrice',
  '/sales-order-management-for-sales',
  '/draft-order-management-for-sales',
  '/stock-monitor',
  '/product',
  '/base-product-infos',
  '/sales-products-list',
  '/sales-product-infos',
  '/create-ticket',
  '/salesReport/1',
  '/newSalesReport/1',
  '/monitor-product',
];
const WAREHOUSE = [
  ...SELF_SERVICE,
  '/warehouse-management',
  '/temporary-zone',
  '/relocate-boxes',
  '/relocate-pallet',
  '/warehouse-confirm',
  '/pallet-list',
  '/HoldProductList',
  '/awaiting-dispatch',
  '/PickupList',
  '/dispatch',
  '/delivered',
  '/courier-management',
  '/box-management',
  '/box-info',
  '/raw-material-box-management',
  '/return-management',
  '/unloading-inspection',
  // Those who receive goods hold the report of what they received (issue 31 §15).
  '/inspection-report',
  '/pallet-stocklog',
  '/customer-pallet',
  '/product-barcode-management',
  '/create-ticket',
  ...MOBILE_SCAN_PAGES,
];
const PRODUCTION = [
  ...SELF_SERVICE,
  '/WorkOrderTracking',
  '/work-order',
  '/suborder',
  '/sub-orders',
  '/production-dashboard',
  '/daily-report',
  '/raw-material-application-management',
  '/same-batch',
  '/HoldProductList',
  '/production-Tracking/sales-order',
];
const ACCESS_ADMIN = ['/page-management', '/role-page-mapping-management', '/employee-management'];

/** Pages a role starts with when the seed creates it; afterwards the User Authorisation screen owns them. */
const DEFAULT_PAGES: Record<number, (url: string) => boolean> = {
  [ROLE.Sales]: (url) => SALES.includes(url),
  [ROLE.AccountManager]: (url) =>
    SALES.includes(url) ||
    [
      '/customer-management-page',
      '/online-sales-order',
      '/sales-order-management',
      '/invoice',
      '/invoice22',
      '/invoice23&41',
      '/payable',
      '/salesReport/0',
      '/newSalesReport/0',
      '/online-user',
      '/create-ticket-admin',
      '/ticket-final-process',
    ].includes(url),
  // The online customer's own orders screen calls the customer's routes: a staff member there gets 403 (issue 30).
  [ROLE.GeneralManager]: (url) => !ACCESS_ADMIN.includes(url) && url !== CUSTOMER_HOME_URL,
  [ROLE.Production]: (url) => PRODUCTION.includes(url),
  [ROLE.Packaging]: (url) => [...SELF_SERVICE, '/packaging', '/suborder', '/production-dashboard'].includes(url),
  [ROLE.Warehouse]: (url) => WAREHOUSE.includes(url),
  // Issue 33: quality staff run recalls and traceability tests, and see the hold list the recall fills.
  [ROLE.Quality]: (url) => [...SELF_SERVICE, '/recall', '/same-batch', '/HoldProductList'].includes(url),
  [ROLE.Buyer]: (url) =>
    [
      ...SELF_SERVICE,
      '/purchase-order',
      '/supplier-management',
      '/raw-material-stock-monitor',
      '/raw-material-management',
      '/unloading-inspection',
      '/monitor-purchase-product',
      '/product-option-management',
      '/application-details',
      '/raw-material-box-management',
    ].includes(url),
  [ROLE.Approver]: (url) =>
    [
      ...SELF_SERVICE,
      '/purchase-order-approve',
      '/payable',
      '/approve-delete',
      '/quote-base-draft',
      '/online-sales-order',
      '/quotation—warnings',
    ].includes(url),
  [ROLE.HR]: (url) =>
    [
      ...SELF_SERVICE,
      '/employee-management',
      '/hr-list-management',
      '/record-type-management',
      '/contract-type-management',
      '/department-management',
      '/assessment-items',
      '/assessment-plan',
      '/assessment',
      '/leave-request-approval',
      '/weekly-attendance',
      '/attendance-records',
    ].includes(url),
  [ROLE.Manager]: (url) =>
    [
      ...SELF_SERVICE,
      '/weekly-report/manager',
      '/weekly-report/viewer',
      '/leave-request-approval',
      '/daily-report-record',
      '/assessment-plan',
      '/assessment',
      '/salesReport/0',
      '/newSalesReport/0',
      '/prod-inventory-report',
      '/inspection-report',
    ].includes(url),
};

/**
 * An existing database gets the pages' current titles: a page still named by an earlier version's title takes the
 * new one; a name an administrator gave it stays. Running it again changes nothing.
 */
async function renameEarlierTitles(tx: Transaction): Promise<void> {
  const renames = PAGES.flatMap(({ url, title }) =>
    (EARLIER_PAGE_TITLES[url] ?? []).map((earlier) => sql`(${url}, ${earlier}, ${title})`),
  );
  if (renames.length === 0) return;
  // One statement for all of them: this runs at every start.
  await tx.execute(
    sql`update ${page} set page_name = v.title from (values ${sql.join(renames, sql`, `)}) as v(url, earlier, title)
        where ${page.pageUrl} = v.url and ${page.pageName} = v.earlier`,
  );
}

/** Adds the missing page groups, pages and roles; a role gets its default pages only when it is created. */
export async function seedAccessReference(tx: Transaction): Promise<void> {
  const existingGroups = await tx.select().from(pageGroup);
  const missingGroups = PAGE_GROUPS.filter((g) => !existingGroups.some((e) => e.groupName === g.groupName));
  if (missingGroups.length) await tx.insert(pageGroup).values(missingGroups.map((g) => ({ ...g })));
  const groups = await tx.select().from(pageGroup);
  const groupId = new Map(groups.map((g) => [g.groupName, g.groupId]));

  const position = new Map<string, number>();
  const pageRows = PAGES.map((p) => {
    const order = (position.get(p.group) ?? 0) + 1;
    position.set(p.group, order);
    return { pageName: p.title, pageUrl: p.url, sortingOrder: order, groupId: groupId.get(p.group) as number };
  });
  await tx.insert(page).values(pageRows).onConflictDoNothing({ target: page.pageUrl });
  await renameEarlierTitles(tx);

  const createdRoles = await tx
    .insert(role)
    .values(Object.entries(ROLE_NAMES).map(([id, roleName]) => ({ roleId: Number(id), roleName })))
    .onConflictDoNothing()
    .returning({ roleId: role.roleId });
  await syncIdSequence(tx, role, role.roleId);

  const pages = await tx.select({ pageId: page.pageId, pageUrl: page.pageUrl }).from(page);
  const mappings = createdRoles.flatMap(({ roleId }) => {
    const allowed = DEFAULT_PAGES[roleId];
    return allowed ? pages.filter((p) => allowed(p.pageUrl)).map((p) => ({ roleId, pageId: p.pageId })) : [];
  });
  // Admin has every page, including pages added by later versions.
  const [admin] = await tx.select().from(role).where(eq(role.roleName, ADMIN_ROLE_NAME));
  if (admin) mappings.push(...pages.map((p) => ({ roleId: admin.roleId, pageId: p.pageId })));
  if (mappings.length) await tx.insert(rolePageMapping).values(mappings).onConflictDoNothing();
}
