import type { TServerModule } from '../registry.ts';
import { salesOrderStatsRoutes } from './sales-order-stats.routes.ts';
import { seedSalesOrderDemo } from './sales-orders.demo.ts';
import { salesOrderRoutes } from './sales-orders.routes.ts';
import * as tables from './sales-orders.tables.ts';

export const salesOrdersModule: TServerModule = {
  name: 'sales-orders',
  routes: [salesOrderRoutes, salesOrderStatsRoutes],
  tables,
  demo: {
    after: ['employees', 'lookups', 'customers', 'catalogue', 'quotations'],
    seed: (tx, { random, size, scale }) => seedSalesOrderDemo(tx, random, { size, orders: scale.orders }),
  },
};
