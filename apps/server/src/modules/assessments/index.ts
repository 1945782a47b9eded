import type { TServerModule } from '../registry.ts';
import { seedAssessmentDemo } from './assessments.demo.ts';
import { assessmentRoutes } from './assessments.routes.ts';
import * as tables from './assessments.tables.ts';

export const assessmentsModule: TServerModule = {
  name: 'assessments',
  routes: [assessmentRoutes],
  tables,
  // The demo assessments score the demo staff (employees).
  demo: { after: ['employees'], seed: (tx, { random }) => seedAssessmentDemo(tx, random) },
};
