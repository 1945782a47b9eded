import type { TServerModule } from '../registry.ts';
import { seedHrDemo } from './hr.demo.ts';
import { hrRoutes } from './hr.routes.ts';
import * as tables from './hr.tables.ts';

export const hrModule: TServerModule = {
  name: 'hr',
  routes: [hrRoutes],
  tables,
  // The records copy the demo staff (employees) and use the demo record and contract types (lookups).
  demo: { after: ['employees', 'lookups'], seed: (tx, { random }) => seedHrDemo(tx, random) },
};
