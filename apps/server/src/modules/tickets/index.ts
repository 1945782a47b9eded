import type { TServerModule } from '../registry.ts';
import { seedTicketDemo } from './tickets.demo.ts';
import { ticketRoutes } from './tickets.routes.ts';
import * as tables from './tickets.tables.ts';

export const ticketsModule: TServerModule = {
  name: 'tickets',
  routes: [ticketRoutes],
  tables,
  demo: {
    after: ['employees', 'sales-orders'],
    seed: (tx, { random, size }) => seedTicketDemo(tx, random, size),
  },
};
