import type { TServerModule } from '../registry.ts';
import { mailRoutes } from './mail.routes.ts';
import * as tables from './mail.tables.ts';

export const mailModule: TServerModule = {
  name: 'mail',
  routes: [mailRoutes],
  tables,
};
