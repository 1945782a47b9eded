import type { TServerModule } from '../registry.ts';
import { reportsRoutes } from './reports.routes.ts';

/** Reports read invoices, orders and customers; they own no tables. */
export const reportsModule: TServerModule = {
  name: 'reports',
  routes: [reportsRoutes],
};
