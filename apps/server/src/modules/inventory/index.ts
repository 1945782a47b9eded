import type { TServerModule } from '../registry.ts';
import { inventoryRoutes } from './inventory.routes.ts';

// Reads only: the stock lists over the warehouse module's boxes.
export const inventoryModule: TServerModule = {
  name: 'inventory',
  routes: [inventoryRoutes],
};
