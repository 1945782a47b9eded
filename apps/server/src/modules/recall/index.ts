import type { TServerModule } from '../registry.ts';
import { recallRoutes } from './recall.routes.ts';
import * as tables from './recall.tables.ts';

export const recallModule: TServerModule = {
  name: 'recall',
  routes: [recallRoutes],
  tables,
};
