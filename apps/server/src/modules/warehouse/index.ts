import type { TServerModule } from '../registry.ts';
import { boxManagementRoutes } from './box-management.routes.ts';
import { labelRoutes } from './labels.routes.ts';
import { palletContentsRoutes } from './pallet-contents.routes.ts';
import { plateBoxRoutes } from './plate-boxes.routes.ts';
import { rawMaterialApplicationRoutes } from './raw-material-applications.routes.ts';
import { rawMaterialBoxRoutes } from './raw-material-boxes.routes.ts';
import { scanLookupRoutes } from './scan-lookup.routes.ts';
import { tempZoneRoutes } from './temp-zones.routes.ts';
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
    plateBoxRoutes,
    rawMaterialBoxRoutes,
    rawMaterialApplicationRoutes,
    scanLookupRoutes,
    tempZoneRoutes,
    palletContentsRoutes,
    labelRoutes,
  ],
  tables,
  seedReference: seedZoneTypes,
  demo: {
    after: ['employees', 'lookups', 'customers', 'catalogue', 'sales-orders'],
    seed: (tx, { random, size }) => seedWarehouseDemo(tx, random, size),
  },
};
