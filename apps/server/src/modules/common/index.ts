import type { TServerModule } from '../registry.ts';
import { commonRoutes } from './common.routes.ts';
import { seedEmailTemplates } from './email-template.service.ts';
import * as emailTemplateTables from './email-template.tables.ts';
import * as uploadTables from './uploads.tables.ts';

export const commonModule: TServerModule = {
  name: 'common',
  routes: [commonRoutes],
  tables: { ...emailTemplateTables, ...uploadTables },
  seedReference: seedEmailTemplates,
};
