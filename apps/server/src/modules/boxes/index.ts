import type { TServerModule } from '../registry.ts';
import { boxManagementRoutes } from './box-management.routes.ts';
import { boxRoutes } from './boxes.routes.ts';
import * as tables from './boxes.tables.ts';

// The demo boxes are seeded by the pallets module's one warehouse seeder (pallets/pallets.demo.ts).
export const boxesModule: TServerModule = {
  name: 'boxes',
  routes: [boxRoutes, boxManagementRoutes],
  tables,
};
