import type { TServerModule } from '../registry.ts';
import { seedMonitoringDemo } from './monitoring.demo.ts';
import { monitoringRoutes } from './monitoring.routes.ts';
import * as tables from './monitoring.tables.ts';

// Stock monitoring (issue 17): monitor groups, MSL changes, low-stock alerts over the inventory module's figures.
export const monitoringModule: TServerModule = {
  name: 'monitoring',
  routes: [monitoringRoutes],
  tables,
  demo: {
    after: ['catalogue', 'shop-floor', 'sales-orders', 'pallets'],
    seed: (tx, { random }) => seedMonitoringDemo(tx, random),
  },
};
