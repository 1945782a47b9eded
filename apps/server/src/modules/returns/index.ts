import type { TServerModule } from '../registry.ts';
import { seedReturnsDemo } from './returns.demo.ts';
import { returnsRoutes } from './returns.routes.ts';
import * as tables from './returns.tables.ts';

export const returnsModule: TServerModule = {
  name: 'returns',
  routes: [returnsRoutes],
  tables,
  demo: {
    after: ['customers', 'employees', 'lookups', 'pallets', 'dispatch'],
    seed: (tx, { random }) => seedReturnsDemo(tx, random),
  },
};
