import { screen, type TModuleScreens } from '../screens.ts';

export const traceabilityScreens: TModuleScreens = {
  '/WorkOrderTracking': screen(() => import('./work-order-tracking-page.tsx')),
  '/production-Tracking/sales-order': screen(() => import('./sales-order-tracking-page.tsx')),
  '/sub-orders': screen(() => import('./suborder-tracking-page.tsx')),
  '/same-batch': screen(() => import('./traceability-page.tsx')),
};
