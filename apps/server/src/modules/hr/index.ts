import { HR_PAGES } from '@packline/domain';
import type { TServerModule } from '../registry.ts';
import { seedHrDemo } from './hr.demo.ts';
import { hrRoutes } from './hr.routes.ts';
import * as tables from './hr.tables.ts';

export const hrModule: TServerModule = {
  name: 'hr',
  routes: [hrRoutes],
  tables,
  // Contracts and attachments: the HR screen only, never cached.
  files: [{ pages: HR_PAGES, private: true, columns: [tables.hrAttachedRecord.url, tables.hrContract.url] }],
  // The records copy the demo staff (employees) and use the demo record and contract types (lookups).
  demo: { after: ['employees', 'lookups'], seed: (tx, { random }) => seedHrDemo(tx, random) },
};
