import type { TServerModule } from '../registry.ts';
import { seedSalesOrderWorkOrders, seedWorkOrderDemo } from '../work-orders/work-orders.demo.ts';
import { seedDailyReportDemo } from './daily-reports.demo.ts';
import { dailyReportRoutes } from './daily-reports.routes.ts';
import { seedMachineOutputDemo } from './machine-output.demo.ts';
import * as tables from './shop-floor.tables.ts';
import { seedSuborderDemo } from './suborders.demo.ts';
import { suborderRoutes } from './suborders.routes.ts';
import { taskDashboardRoutes } from './task-dashboard.routes.ts';
import { seedWorkingArrangementDemo } from './working-arrangement.demo.ts';
import { workingArrangementRoutes } from './working-arrangement.routes.ts';

export const shopFloorModule: TServerModule = {
  name: 'shop-floor',
  routes: [workingArrangementRoutes, suborderRoutes, dailyReportRoutes, taskDashboardRoutes],
  tables,
  // The arrangement names the demo machines (lookups) and the production and packaging staff (employees); the sales
  // orders in Production get their work orders (sales-orders). One entry seeds the work orders' demo too: the
  // arrangement comes first and the suborders between the work orders and the sales orders' ones, so the seeded
  // random generator is drawn in the order it always was.
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
