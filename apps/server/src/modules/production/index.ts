import type { TServerModule } from '../registry.ts';
import { seedDailyReportDemo } from './daily-reports.demo.ts';
import { dailyReportRoutes } from './daily-reports.routes.ts';
import { seedMachineOutputDemo } from './machine-output.demo.ts';
import { packagingBoxRoutes } from './packaging-boxes.routes.ts';
import * as tables from './production.tables.ts';
import { seedSuborderDemo } from './suborders.demo.ts';
import { suborderRoutes } from './suborders.routes.ts';
import { taskDashboardRoutes } from './task-dashboard.routes.ts';
import { traceabilityRoutes } from './traceability.routes.ts';
import { trackingRoutes } from './tracking.routes.ts';
import { seedSalesOrderWorkOrders, seedWorkOrderDemo } from './work-orders.demo.ts';
import { workOrderListRoutes, workOrderRoutes } from './work-orders.routes.ts';
import { seedWorkingArrangementDemo } from './working-arrangement.demo.ts';
import { workingArrangementRoutes } from './working-arrangement.routes.ts';

export const productionModule: TServerModule = {
  name: 'production',
  routes: [
    workingArrangementRoutes,
    workOrderRoutes,
    workOrderListRoutes,
    packagingBoxRoutes,
    suborderRoutes,
    dailyReportRoutes,
    trackingRoutes,
    traceabilityRoutes,
    taskDashboardRoutes,
  ],
  tables,
  // The arrangement names the demo machines (lookups) and the production and packaging staff (employees); the sales
  // orders in Production get their work orders (sales-orders).
  demo: {
    after: ['employees', 'lookups', 'catalogue', 'sales-orders'],
    seed: async (tx, { random }) => {
      await seedWorkingArrangementDemo(tx, random);
      await seedWorkOrderDemo(tx, random);
      await seedSuborderDemo(tx, random);
      await seedSalesOrderWorkOrders(tx);
      await seedDailyReportDemo(tx, random);
      await seedMachineOutputDemo(tx, random);
    },
  },
};
