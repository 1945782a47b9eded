import { screen, type TModuleScreens } from '../screens.ts';

export const rawMaterialsScreens: TModuleScreens = {
  '/raw-material-application-management': screen(() => import('./raw-material-application-page.tsx')),
  '/warehouse-confirm': screen(() => import('./warehouse-confirm-page.tsx')),
  '/application-details': screen(() => import('./application-details-page.tsx')),
  '/raw-material-box-management': screen(() => import('./raw-material-box-page.tsx')),
  '/mobile/warehouse-confirm': screen(() => import('./mobile/warehouse-confirm-scan-page.tsx')),
};
