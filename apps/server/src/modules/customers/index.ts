import { CUSTOMER_PAGES } from '@packline/domain';
import { DEMO_PASSWORD } from '../employees/employees.demo.ts';
import type { TServerModule } from '../registry.ts';
import { seedDemoCustomers } from './customers.demo.ts';
import { customerRoutes } from './customers.routes.ts';
import * as tables from './customers.tables.ts';

export const customersModule: TServerModule = {
  name: 'customers',
  routes: [customerRoutes],
  tables,
  files: [{ pages: CUSTOMER_PAGES, columns: [tables.customerAttachment.urls] }],
  demo: {
    after: ['employees', 'lookups'],
    seed: (tx, { random, size }) => seedDemoCustomers(tx, random, { size, password: DEMO_PASSWORD }),
  },
};
