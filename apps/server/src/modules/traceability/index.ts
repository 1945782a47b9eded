import type { TServerModule } from '../registry.ts';
import { traceabilityRoutes } from './traceability.routes.ts';
import { trackingRoutes } from './tracking.routes.ts';

export const traceabilityModule: TServerModule = {
  name: 'traceability',
  routes: [trackingRoutes, traceabilityRoutes],
};
