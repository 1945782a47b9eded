import type { TServerModule } from '../registry.ts';
import { invoiceRoutes } from './invoices.routes.ts';
import * as tables from './invoices.tables.ts';

// No demo seeder of its own: the dispatch seeder raises the demo invoices through this module's service.
export const invoicesModule: TServerModule = {
  name: 'invoices',
  routes: [invoiceRoutes],
  tables,
};
