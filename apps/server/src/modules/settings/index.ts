import type { TServerModule } from '../registry.ts';
import { seedSettings } from './settings.service.ts';
import * as tables from './settings.tables.ts';

// No routes: other modules read the settings through settings.service.ts.
export const settingsModule: TServerModule = {
  name: 'settings',
  tables,
  seedReference: seedSettings,
};
