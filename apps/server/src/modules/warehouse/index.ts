import type { TServerModule } from '../registry.ts';
import { boxManagementRoutes } from './box-management.routes.ts';
import { rawMaterialApplicationRoutes } from './raw-material-applications.routes.ts';
import { rawMaterialBoxRoutes } from './raw-material-boxes.routes.ts';
import { seedWarehouseDemo } from './warehouse.demo.ts';
import { warehouseRoutes } from './warehouse.routes.ts';
import * as tables from './warehouse.tables.ts';
import { warehouseLayoutRoutes } from './warehouse-layout.routes.ts';
import { seedZoneTypes } from './warehouse-layout.service.ts';

export const warehouseModule: TServerModule = {
  name: 'warehouse',
  routes: [
    warehouseRoutes,
    warehouseLayoutRoutes,
    boxManagementRoutes,
    rawMaterialBoxRoutes,
    rawMaterialApplicationRoutes,
  ],
  tables,
  seedReference: seedZoneTypes,
  demo: {
    after: ['employees', 'lookups', 'customers', 'catalogue', 'sales-orders'],
    seed: (tx, { random, size }) => seedWarehouseDemo(tx, random, size),
  },
};
