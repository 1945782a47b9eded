import type { TServerModule } from '../registry.ts';
import { commonRoutes } from './common.routes.ts';
import { seedEmailTemplates } from './email-template.service.ts';
import * as tables from './email-template.tables.ts';

export const commonModule: TServerModule = {
  name: 'common',
  routes: [commonRoutes],
  tables,
  seedReference: seedEmailTemplates,
};
