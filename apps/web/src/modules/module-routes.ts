import { CATALOGUES, type TCatalogueDefinition } from '@packline/domain';
import { accessScreens } from './access/access.routes.ts';
import { assessmentsScreens } from './assessments/assessments.routes.ts';
import { attendanceScreens } from './attendance/attendance.routes.ts';
import { backupsScreens } from './backups/backups.routes.ts';
import { boxesScreens } from './boxes/boxes.routes.ts';
import { catalogueScreens } from './catalogue/catalogue.routes.ts';
import { customersScreens } from './customers/customers.routes.ts';
import { dispatchScreens } from './dispatch/dispatch.routes.ts';
import { employeesScreens } from './employees/employees.routes.ts';
import { hrScreens } from './hr/hr.routes.ts';
import { invoicesScreens } from './invoices/invoices.routes.ts';
import { labelsScreens } from './labels/labels.routes.ts';
import { leaveScreens } from './leave/leave.routes.ts';
import { CataloguePage, lookupsScreens } from './lookups/lookups.routes.ts';
import { mailScreens } from './mail/mail.routes.ts';
import { monitoringScreens } from './monitoring/monitoring.routes.ts';
import { packagingScreens } from './packaging/packaging.routes.ts';
import { palletsScreens } from './pallets/pallets.routes.ts';
import { purchaseOrdersScreens } from './purchase-orders/purchase-orders.routes.ts';
import { quotationsScreens } from './quotations/quotations.routes.ts';
import { rawMaterialsScreens } from './raw-materials/raw-materials.routes.ts';
import { recallScreens } from './recall/recall.routes.ts';
import { receivingScreens } from './receiving/receiving.routes.ts';
import { reportsScreens } from './reports/reports.routes.ts';
import { returnsScreens } from './returns/returns.routes.ts';
import { salesOrdersScreens } from './sales-orders/sales-orders.routes.ts';
import type { TModuleScreens, TScreen } from './screens.ts';
import { shopFloorScreens } from './shop-floor/shop-floor.routes.ts';
import { suppliersScreens } from './suppliers/suppliers.routes.ts';
import { ticketsScreens } from './tickets/tickets.routes.ts';
import { traceabilityScreens } from './traceability/traceability.routes.ts';
import { warehouseLayoutScreens } from './warehouse-layout/warehouse-layout.routes.ts';
import { weeklyReportsScreens } from './weekly-reports/weekly-reports.routes.ts';
import { workOrdersScreens } from './work-orders/work-orders.routes.ts';

/** Every module's screens (a module adds its `<module>.routes.ts` here). */
const MODULE_SCREENS: readonly TModuleScreens[] = [
  lookupsScreens,
  accessScreens,
  employeesScreens,
  customersScreens,
  mailScreens,
  catalogueScreens,
  quotationsScreens,
  salesOrdersScreens,
  dispatchScreens,
  invoicesScreens,
  palletsScreens,
  rawMaterialsScreens,
  boxesScreens,
  warehouseLayoutScreens,
  labelsScreens,
  workOrdersScreens,
  shopFloorScreens,
  packagingScreens,
  traceabilityScreens,
  suppliersScreens,
  purchaseOrdersScreens,
  receivingScreens,
  returnsScreens,
  recallScreens,
  reportsScreens,
  ticketsScreens,
  weeklyReportsScreens,
  leaveScreens,
  assessmentsScreens,
  hrScreens,
  attendanceScreens,
  monitoringScreens,
  backupsScreens,
];

const SCREENS: Record<string, TScreen> = {};
for (const screens of MODULE_SCREENS) {
  for (const [url, screen] of Object.entries(screens)) {
    if (url in SCREENS) throw new Error(`Two modules build the screen of ${url}`);
    SCREENS[url] = screen;
  }
}

/** Every other catalogue with a management page (and not read-only) is served by the generic catalogue page. */
const CATALOGUE_PAGES = Object.fromEntries(
  Object.values(CATALOGUES as Record<string, TCatalogueDefinition>)
    .filter((def) => def.pageUrl && !def.readOnly && !(def.pageUrl in SCREENS))
    .map((def) => [def.pageUrl, CataloguePage]),
);

/**
 * The screen of each page url that is built (keys exactly as PAGES urls in @packline/domain).
 * A page url without an entry renders the 404 page (issue #2: never a placeholder).
 */
export const MODULE_ROUTES: TModuleScreens = { ...CATALOGUE_PAGES, ...SCREENS };
