import type { TServerModule } from '../registry.ts';
import { seedLookupDemo } from './lookups.demo.ts';
import { seedLookupReference } from './lookups.reference.ts';
import { lookupRoutes } from './lookups.routes.ts';
import * as tables from './lookups.tables.ts';

export const lookupsModule: TServerModule = {
  name: 'lookups',
  routes: [lookupRoutes],
  tables,
  files: [{ pages: 'staff', columns: [tables.machine.picture, tables.palletStacking.layoutImage] }],
  seedReference: seedLookupReference,
  // The machines name their operators, the demo's production staff.
  demo: { after: ['employees'], seed: seedLookupDemo },
};
