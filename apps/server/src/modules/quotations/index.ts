import type { TServerModule } from '../registry.ts';
import { quotationPublicRoutes } from './quotation-public.routes.ts';
import { seedQuotationDemo } from './quotations.demo.ts';
import { quotationRoutes } from './quotations.routes.ts';
import * as tables from './quotations.tables.ts';

export const quotationsModule: TServerModule = {
  name: 'quotations',
  routes: [quotationRoutes, quotationPublicRoutes],
  tables,
  demo: {
    after: ['employees', 'lookups', 'customers', 'catalogue'],
    seed: (tx, { random, size }) => seedQuotationDemo(tx, random, size),
  },
};
