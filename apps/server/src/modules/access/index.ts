import type { TServerModule } from '../registry.ts';
import { seedAccessReference } from './access.reference.ts';
import { accessRoutes } from './access.routes.ts';
import * as tables from './access.tables.ts';

export const accessModule: TServerModule = {
  name: 'access',
  routes: [accessRoutes],
  tables,
  seedReference: seedAccessReference,
};
