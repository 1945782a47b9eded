import { lazy } from 'react';
import type { TModuleScreens } from '../screens.ts';

export const warehouseScreens: TModuleScreens = {
  '/pallet-stocklog': lazy(() => import('./pallet-stock-log-page.tsx')),
  '/customer-pallet': lazy(() => import('./customer-pallet-page.tsx')),
  '/raw-material-application-management': lazy(() => import('./raw-material-application-page.tsx')),
  '/warehouse-confirm': lazy(() => import('./warehouse-confirm-page.tsx')),
  '/application-details': lazy(() => import('./application-details-page.tsx')),
  '/raw-material-box-management': lazy(() => import('./raw-material-box-page.tsx')),
  '/box-management': lazy(() => import('./box-management-page.tsx')),
  '/HoldProductList': lazy(() => import('./hold-product-list-page.tsx')),
  '/box-info': lazy(() => import('./box-info-page.tsx')),
  '/warehouse-management': lazy(() => import('./warehouse-management-page.tsx')),
};
