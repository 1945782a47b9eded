import { WEEKLY_REPORT_PAGES } from '@packline/domain';
import type { TServerModule } from '../registry.ts';
import { seedWeeklyReportDemo } from './weekly-reports.demo.ts';
import { weeklyReportRoutes } from './weekly-reports.routes.ts';
import { seedWeeklyReportReference } from './weekly-reports.service.ts';
import * as tables from './weekly-reports.tables.ts';

export const weeklyReportsModule: TServerModule = {
  name: 'weekly-reports',
  routes: [weeklyReportRoutes],
  tables,
  // Leave certificates may be medical: never cached.
  files: [
    {
      pages: WEEKLY_REPORT_PAGES,
      private: true,
      columns: [tables.weeklyReportDay.leaveUrl, tables.weeklyReportDay.image],
    },
  ],
  seedReference: seedWeeklyReportReference,
  // The reports are the demo staff's (employees).
  demo: { after: ['employees'], seed: (tx, { random }) => seedWeeklyReportDemo(tx, random) },
};
