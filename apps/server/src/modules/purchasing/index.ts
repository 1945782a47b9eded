import { RECEIVING_READ_PAGES, SUPPLIER_READ_PAGES } from '@packline/domain';
import type { TServerModule } from '../registry.ts';
import { purchaseOrderRoutes } from './purchase-orders.routes.ts';
import { seedPurchasingDemo } from './purchasing.demo.ts';
import * as tables from './purchasing.tables.ts';
import { rawMaterialStockRoutes } from './raw-material-stock.routes.ts';
import { receivingBoxRoutes } from './receiving-boxes.routes.ts';
import { supplierQualificationRoutes, supplierRawMaterialRoutes, supplierRoutes } from './suppliers.routes.ts';
import { unloadingInspectionRoutes } from './unloading-inspections.routes.ts';

export const purchasingModule: TServerModule = {
  name: 'purchasing',
  routes: [
    supplierRoutes,
    supplierQualificationRoutes,
    supplierRawMaterialRoutes,
    purchaseOrderRoutes,
    unloadingInspectionRoutes,
    receivingBoxRoutes,
    rawMaterialStockRoutes,
  ],
  tables,
  files: [
    { pages: SUPPLIER_READ_PAGES, columns: [tables.supplierQualification.qualificationUrls] },
    { pages: RECEIVING_READ_PAGES, columns: [tables.unloadingInspection.images] },
  ],
  // Suppliers price the catalogue's raw materials and outsourced products; orders are raised by the demo buyer.
  demo: {
    after: ['employees', 'lookups', 'catalogue', 'warehouse'],
    seed: (tx, { random }) => seedPurchasingDemo(tx, random),
  },
};
