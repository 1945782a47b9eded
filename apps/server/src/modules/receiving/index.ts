import { RECEIVING_READ_PAGES } from '@packline/domain';
import { provideOrderReceivings } from '../purchase-orders/order-receivings.ts';
import type { TServerModule } from '../registry.ts';
import { seedPurchasesDemo } from './receiving.demo.ts';
import * as tables from './receiving.tables.ts';
import { receivingBoxRoutes } from './receiving-boxes.routes.ts';
import { unloadingInspectionRoutes } from './unloading-inspections.routes.ts';
import { ORDER_RECEIVINGS } from './unloading-inspections-read.ts';

// Purchase orders sit below receiving and learn of their receivings from here (purchase-orders/order-receivings.ts).
provideOrderReceivings(ORDER_RECEIVINGS);

export const receivingModule: TServerModule = {
  name: 'receiving',
  routes: [unloadingInspectionRoutes, receivingBoxRoutes],
  tables,
  files: [{ pages: RECEIVING_READ_PAGES, columns: [tables.unloadingInspection.images] }],
  // The purchase orders in every state, raised by the demo buyer from the demo suppliers, with the receivings of those
  // that arrived (one only partly) and the first received one's stock steps.
  demo: {
    after: ['employees', 'lookups', 'catalogue', 'pallets', 'suppliers'],
    seed: (tx, { random }) => seedPurchasesDemo(tx, random),
  },
};
