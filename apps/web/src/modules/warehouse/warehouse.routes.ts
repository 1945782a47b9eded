import { screen, type TModuleScreens } from '../screens.ts';

export const warehouseScreens: TModuleScreens = {
  '/pallet-stocklog': screen(() => import('./pallet-stock-log-page.tsx')),
  '/customer-pallet': screen(() => import('./customer-pallet-page.tsx')),
  '/raw-material-application-management': screen(() => import('./raw-material-application-page.tsx')),
  '/warehouse-confirm': screen(() => import('./warehouse-confirm-page.tsx')),
  '/application-details': screen(() => import('./application-details-page.tsx')),
  '/raw-material-box-management': screen(() => import('./raw-material-box-page.tsx')),
  '/box-management': screen(() => import('./box-management-page.tsx')),
  '/HoldProductList': screen(() => import('./hold-product-list-page.tsx')),
  '/box-info': screen(() => import('./box-info-page.tsx')),
  '/warehouse-management': screen(() => import('./warehouse-management-page.tsx')),
  '/temporary-zone': screen(() => import('./temporary-zone-page.tsx')),
  '/relocate-pallet': screen(() => import('./relocate-pallet-page.tsx')),
  '/pallet-list': screen(() => import('./pallet-list-page.tsx')),
  '/relocate-boxes': screen(() => import('./relocate-boxes-page.tsx')),
  '/mobile/relocate-pallet': screen(() => import('./mobile/relocate-pallet-scan-page.tsx')),
  '/mobile/relocate-boxes': screen(() => import('./mobile/relocate-boxes-scan-page.tsx')),
  '/mobile/warehouse-confirm': screen(() => import('./mobile/warehouse-confirm-scan-page.tsx')),
  '/mobile/lookup': screen(() => import('./mobile/lookup-scan-page.tsx')),
};
