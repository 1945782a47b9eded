import type { TServerModule } from '../registry.ts';
import * as tables from './production.tables.ts';

export const productionModule: TServerModule = {
  name: 'production',
  routes: [],
  tables,
};
