import { screen, type TModuleScreens } from '../screens.ts';

export const monitoringScreens: TModuleScreens = {
  '/stock-monitor': screen(() => import('./stock-monitor-page.tsx')),
  '/monitor-product': screen(() => import('./monitor-product-page.tsx')),
  '/monitor-purchase-product': screen(() => import('./monitor-purchase-product-page.tsx')),
  '/prod-inventory-report': screen(() => import('./inventory-value-page.tsx')),
};
