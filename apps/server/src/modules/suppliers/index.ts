import { SUPPLIER_READ_PAGES } from '@packline/domain';
import type { TServerModule } from '../registry.ts';
import { seedSuppliersDemo } from './suppliers.demo.ts';
import { supplierQualificationRoutes, supplierRawMaterialRoutes, supplierRoutes } from './suppliers.routes.ts';
import * as tables from './suppliers.tables.ts';

export const suppliersModule: TServerModule = {
  name: 'suppliers',
  routes: [supplierRoutes, supplierQualificationRoutes, supplierRawMaterialRoutes],
  tables,
  files: [{ pages: SUPPLIER_READ_PAGES, columns: [tables.supplierQualification.qualificationUrls] }],
  // The suppliers price the catalogue's raw materials; the demo buyer adds them. No random draw: receiving's seeder
  // raises their orders and draws from the generator as the one purchasing seeder did.
  demo: {
    after: ['employees', 'catalogue'],
    seed: (tx) => seedSuppliersDemo(tx),
  },
};
