import type { TServerModule } from '../registry.ts';
import { rawMaterialApplicationRoutes } from './raw-material-applications.routes.ts';
import { rawMaterialBoxRoutes } from './raw-material-boxes.routes.ts';
import * as tables from './raw-materials.tables.ts';

// The demo applications are seeded by the pallets module's one warehouse seeder (pallets/pallets.demo.ts).
export const rawMaterialsModule: TServerModule = {
  name: 'raw-materials',
  routes: [rawMaterialBoxRoutes, rawMaterialApplicationRoutes],
  tables,
};
