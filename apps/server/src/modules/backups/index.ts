import type { TServerModule } from '../registry.ts';
import { backupsRoutes } from './backups.routes.ts';
import * as tables from './backups.tables.ts';

// Backups of the database and the uploads (issue 29 §6): README.md.
export const backupsModule: TServerModule = {
  name: 'backups',
  routes: [backupsRoutes],
  tables,
};
