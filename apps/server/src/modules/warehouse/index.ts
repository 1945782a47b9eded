import type { TServerModule } from '../registry.ts';
import { seedWarehouseDemo } from './warehouse.demo.ts';
import { warehouseRoutes } from './warehouse.routes.ts';
import * as tables from './warehouse.tables.ts';
import { seedZoneTypes } from './warehouse-layout.service.ts';

export const warehouseModule: TServerModule = {
  name: 'warehouse',
  routes: [warehouseRoutes],
  tables,
  seedReference: seedZoneTypes,
  demo: {
    after: ['employees', 'lookups', 'customers', 'catalogue', 'sales-orders'],
    seed: (tx, { random, size }) => seedWarehouseDemo(tx, random, size),
  },
};
