import { accessModule } from './access/index.ts';
import { assessmentsModule } from './assessments/index.ts';
import { attendanceModule } from './attendance/index.ts';
import { authModule } from './auth/index.ts';
import { backupsModule } from './backups/index.ts';
import { boxesModule } from './boxes/index.ts';
import { catalogueModule } from './catalogue/index.ts';
import { commonModule } from './common/index.ts';
import { customersModule } from './customers/index.ts';
import { dispatchModule } from './dispatch/index.ts';
import { employeesModule } from './employees/index.ts';
import { hrModule } from './hr/index.ts';
import { inventoryModule } from './inventory/index.ts';
import { invoicesModule } from './invoices/index.ts';
import { labelsModule } from './labels/index.ts';
import { leaveModule } from './leave/index.ts';
import { lookupsModule } from './lookups/index.ts';
import { mailModule } from './mail/index.ts';
import { monitoringModule } from './monitoring/index.ts';
import { packagingModule } from './packaging/index.ts';
import { palletsModule } from './pallets/index.ts';
import { purchaseOrdersModule } from './purchase-orders/index.ts';
import { quotationsModule } from './quotations/index.ts';
import { rawMaterialsModule } from './raw-materials/index.ts';
import { recallModule } from './recall/index.ts';
import { receivingModule } from './receiving/index.ts';
import type { TServerModule } from './registry.ts';
import { reportsModule } from './reports/index.ts';
import { returnsModule } from './returns/index.ts';
import { salesOrdersModule } from './sales-orders/index.ts';
import { settingsModule } from './settings/index.ts';
import { shopFloorModule } from './shop-floor/index.ts';
import { suppliersModule } from './suppliers/index.ts';
import { ticketsModule } from './tickets/index.ts';
import { traceabilityModule } from './traceability/index.ts';
import { warehouseLayoutModule } from './warehouse-layout/index.ts';
import { weeklyReportsModule } from './weekly-reports/index.ts';
import { workOrdersModule } from './work-orders/index.ts';

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
  warehouseLayoutModule,
  boxesModule,
  rawMaterialsModule,
  palletsModule,
  labelsModule,
  workOrdersModule,
  shopFloorModule,
  packagingModule,
  traceabilityModule,
  suppliersModule,
  purchaseOrdersModule,
  receivingModule,
  dispatchModule,
  invoicesModule,
  returnsModule,
  recallModule,
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
