import { screen, type TModuleScreens } from '../screens.ts';

export const purchaseOrdersScreens: TModuleScreens = {
  '/purchase-order': screen(() => import('./purchase-order-page.tsx')),
  '/purchase-order-approve': screen(() => import('./purchase-order-approve-page.tsx')),
  '/payable': screen(() => import('./payable-page.tsx')),
  '/raw-material-stock-monitor': screen(() => import('./raw-material-stock-monitor-page.tsx')),
};
