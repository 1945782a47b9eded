import type { TServerModule } from '../registry.ts';
import { labelRoutes } from './labels.routes.ts';
import { scanLookupRoutes } from './scan-lookup.routes.ts';

export const labelsModule: TServerModule = {
  name: 'labels',
  routes: [labelRoutes, scanLookupRoutes],
};
