import type { TServerModule } from '../registry.ts';
import { seedLeaveDemo } from './leave.demo.ts';
import { leaveRoutes } from './leave.routes.ts';
import * as tables from './leave.tables.ts';

export const leaveModule: TServerModule = {
  name: 'leave',
  routes: [leaveRoutes],
  tables,
  // The requests are the demo staff's (employees); the leave types are weekly-reports' reference rows.
  demo: { after: ['employees', 'weekly-reports'], seed: (tx) => seedLeaveDemo(tx) },
};
