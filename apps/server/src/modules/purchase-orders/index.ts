import type { TServerModule } from '../registry.ts';
import { purchaseOrderRoutes } from './purchase-orders.routes.ts';
import * as tables from './purchase-orders.tables.ts';
import { rawMaterialStockRoutes } from './raw-material-stock.routes.ts';

// Its demo orders are receiving's seeder (receiving.demo.ts): the orders and their receivings draw from the one random
// generator in turn, so they are seeded together, by the module above both.
export const purchaseOrdersModule: TServerModule = {
  name: 'purchase-orders',
  routes: [purchaseOrderRoutes, rawMaterialStockRoutes],
  tables,
};
