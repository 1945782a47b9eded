import { screen, type TModuleScreens } from '../screens.ts';

export const boxesScreens: TModuleScreens = {
  '/box-management': screen(() => import('./box-management-page.tsx')),
  '/HoldProductList': screen(() => import('./hold-product-list-page.tsx')),
  '/box-info': screen(() => import('./box-info-page.tsx')),
};
