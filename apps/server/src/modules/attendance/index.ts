import type { TServerModule } from '../registry.ts';
import { seedAttendanceDemo } from './attendance.demo.ts';
import { attendanceRoutes } from './attendance.routes.ts';
import * as tables from './attendance.tables.ts';

export const attendanceModule: TServerModule = {
  name: 'attendance',
  routes: [attendanceRoutes],
  tables,
  // Two weeks of events for the demo staff (employees).
  demo: { after: ['employees'], seed: (tx, { random }) => seedAttendanceDemo(tx, random) },
};
