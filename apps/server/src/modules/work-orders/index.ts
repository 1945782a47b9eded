import type { TServerModule } from '../registry.ts';
import { workOrderListRoutes, workOrderRoutes } from './work-orders.routes.ts';
import * as tables from './work-orders.tables.ts';

// The work orders' demo rows are seeded by shop-floor's entry (shop-floor/index.ts), in the order they always were:
// arrangements, work orders, suborders and the sales orders' work orders share one random generator.
export const workOrdersModule: TServerModule = {
  name: 'work-orders',
  routes: [workOrderRoutes, workOrderListRoutes],
  tables,
};
