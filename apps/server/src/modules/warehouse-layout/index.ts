import type { TServerModule } from '../registry.ts';
import { seedZoneTypes } from './warehouse-layout.service.ts';
import * as tables from './warehouse-layout.tables.ts';

// The layout's screens (zones, shelves, cells, the pallet list) read pallet loads, so their routes are the pallets
// module's (pallets/warehouse-map.routes.ts); the demo layout is seeded by the pallets module's one warehouse seeder.
export const warehouseLayoutModule: TServerModule = {
  name: 'warehouse-layout',
  tables,
  seedReference: seedZoneTypes,
};
