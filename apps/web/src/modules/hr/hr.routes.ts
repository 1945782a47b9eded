import { screen, type TModuleScreens } from '../screens.ts';

export const hrScreens: TModuleScreens = {
  '/hr-list-management': screen(() => import('./hr-list-page.tsx')),
};
