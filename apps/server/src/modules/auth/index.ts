import type { TServerModule } from '../registry.ts';
import { authRoutes } from './auth.routes.ts';
import * as tables from './auth.tables.ts';

export const authModule: TServerModule = {
  name: 'auth',
  routes: [authRoutes],
  tables,
};
