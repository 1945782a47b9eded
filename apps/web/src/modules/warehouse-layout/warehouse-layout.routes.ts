import { screen, type TModuleScreens } from '../screens.ts';

export const warehouseLayoutScreens: TModuleScreens = {
  '/warehouse-management': screen(() => import('./warehouse-management-page.tsx')),
};
