import { screen, type TModuleScreens } from '../screens.ts';

export const accessScreens: TModuleScreens = {
  '/page-management': screen(() => import('./page-management-page.tsx')),
  '/role-page-mapping-management': screen(() => import('./role-page-mapping-page.tsx')),
};
