import { accessModule } from './access/index.ts';
import { assessmentsModule } from './assessments/index.ts';
import { attendanceModule } from './attendance/index.ts';
import { authModule } from './auth/index.ts';
import { backupsModule } from './backups/index.ts';
import { catalogueModule } from './catalogue/index.ts';
import { commonModule } from './common/index.ts';
import { customersModule } from './customers/index.ts';
import { dispatchModule } from './dispatch/index.ts';
import { employeesModule } from './employees/index.ts';
import { hrModule } from './hr/index.ts';
import { inventoryModule } from './inventory/index.ts';
import { invoicesModule } from './invoices/index.ts';
import { leaveModule } from './leave/index.ts';
import { lookupsModule } from './lookups/index.ts';
import { mailModule } from './mail/index.ts';
import { monitoringModule } from './monitoring/index.ts';
import { productionModule } from './production/index.ts';
import { purchasingModule } from './purchasing/index.ts';
import { quotationsModule } from './quotations/index.ts';
import type { TServerModule } from './registry.ts';
import { reportsModule } from './reports/index.ts';
import { returnsModule } from './returns/index.ts';
import { salesOrdersModule } from './sales-orders/index.ts';
import { settingsModule } from './settings/index.ts';
import { ticketsModule } from './tickets/index.ts';
import { warehouseModule } from './warehouse/index.ts';
import { weeklyReportsModule } from './weekly-reports/index.ts';

/**
 * Every server module (README.md: adding one). app.ts mounts their routes and the reference seed runs in this order;
 * the demo seeders run in the order of their `demo.after`.
 */
export const SERVER_MODULES: readonly TServerModule[] = [
  authModule,
  accessModule,
  employeesModule,
  customersModule,
  lookupsModule,
  mailModule,
  commonModule,
  settingsModule,
  catalogueModule,
  quotationsModule,
  salesOrdersModule,
  inventoryModule,
  warehouseModule,
  productionModule,
  purchasingModule,
  dispatchModule,
  invoicesModule,
  returnsModule,
  reportsModule,
  ticketsModule,
  weeklyReportsModule,
  leaveModule,
  assessmentsModule,
  hrModule,
  attendanceModule,
  monitoringModule,
  backupsModule,
];
