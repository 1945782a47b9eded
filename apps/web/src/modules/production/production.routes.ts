import { screen, type TModuleScreens } from '../screens.ts';

export const productionScreens: TModuleScreens = {
  '/work-order': screen(() => import('./work-order-page.tsx')),
  '/work-arrangement': screen(() => import('./work-arrangement-page.tsx')),
  '/work-arrangement-present': screen(() => import('./work-arrangement-present-page.tsx')),
  '/suborder': screen(() => import('./suborder-page.tsx')),
  '/packaging': screen(() => import('./packaging-page.tsx')),
  '/daily-report': screen(() => import('./daily-report-page.tsx')),
  '/daily-report-record': screen(() => import('./daily-report-record-page.tsx')),
  '/WorkOrderTracking': screen(() => import('./work-order-tracking-page.tsx')),
  '/production-Tracking/sales-order': screen(() => import('./sales-order-tracking-page.tsx')),
  '/sub-orders': screen(() => import('./suborder-tracking-page.tsx')),
  '/same-batch': screen(() => import('./traceability-page.tsx')),
  '/production-dashboard': screen(() => import('./task-dashboard-page.tsx')),
};
