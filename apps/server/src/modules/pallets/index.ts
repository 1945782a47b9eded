import type { TServerModule } from '../registry.ts';
import { palletBoxRoutes } from './pallet-boxes.routes.ts';
import { palletContentsRoutes } from './pallet-contents.routes.ts';
import { seedWarehouseDemo } from './pallets.demo.ts';
import { tempZoneRoutes } from './temp-zones.routes.ts';
import { warehouseMapRoutes } from './warehouse-map.routes.ts';

export const palletsModule: TServerModule = {
  name: 'pallets',
  routes: [warehouseMapRoutes, palletBoxRoutes, tempZoneRoutes, palletContentsRoutes],
  // One seeder for the whole warehouse (layout, boxes, raw materials, pallets): it draws from the seeded random
  // generator in the order the single warehouse seeder always did, so the demo data stays the same.
  demo: {
    after: ['employees', 'lookups', 'customers', 'catalogue', 'sales-orders'],
    seed: (tx, { random, size }) => seedWarehouseDemo(tx, random, size),
  },
};
