import { PACKING_SLIP_READ_PAGES } from '@packline/domain';
import type { TServerModule } from '../registry.ts';
import { seedDispatchDemo } from './dispatch.demo.ts';
import { dispatchRoutes } from './dispatch.routes.ts';
import * as tables from './dispatch.tables.ts';
import { palletStockLogRoutes } from './pallet-stock-log.routes.ts';

export const dispatchModule: TServerModule = {
  name: 'dispatch',
  routes: [dispatchRoutes, palletStockLogRoutes],
  tables,
  // The photos go with the order's dispatches, which the ticket screen reads too.
  files: [{ pages: PACKING_SLIP_READ_PAGES, columns: [tables.dispatching.imgs] }],
  demo: {
    after: ['employees', 'lookups', 'sales-orders', 'pallets'],
    seed: (tx, { random, size }) => seedDispatchDemo(tx, random, size),
  },
};
