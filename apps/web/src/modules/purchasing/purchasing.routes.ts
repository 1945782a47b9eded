import { screen, type TModuleScreens } from '../screens.ts';

export const purchasingScreens: TModuleScreens = {
  '/supplier-management': screen(() => import('./supplier-management-page.tsx')),
  '/purchase-order': screen(() => import('./purchase-order-page.tsx')),
  '/purchase-order-approve': screen(() => import('./purchase-order-approve-page.tsx')),
  '/payable': screen(() => import('./payable-page.tsx')),
  '/unloading-inspection': screen(() => import('./unloading-inspection-page.tsx')),
  '/inspection-report': screen(() => import('./inspection-report-page.tsx')),
  '/raw-material-stock-monitor': screen(() => import('./raw-material-stock-monitor-page.tsx')),
};
