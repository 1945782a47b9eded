import type { TServerModule } from '../registry.ts';
import { packagingBoxRoutes } from './packaging-boxes.routes.ts';
import { semiLabelRoutes } from './semi-labels.routes.ts';

export const packagingModule: TServerModule = {
  name: 'packaging',
  routes: [packagingBoxRoutes, semiLabelRoutes],
};
