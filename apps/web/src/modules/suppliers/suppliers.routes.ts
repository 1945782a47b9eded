import { screen, type TModuleScreens } from '../screens.ts';

export const suppliersScreens: TModuleScreens = {
  '/supplier-management': screen(() => import('./supplier-management-page.tsx')),
};
