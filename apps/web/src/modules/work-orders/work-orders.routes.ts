import { screen, type TModuleScreens } from '../screens.ts';

export const workOrdersScreens: TModuleScreens = {
  '/work-order': screen(() => import('./work-order-page.tsx')),
};
