import { screen, type TModuleScreens } from '../screens.ts';

export const receivingScreens: TModuleScreens = {
  '/unloading-inspection': screen(() => import('./unloading-inspection-page.tsx')),
  '/inspection-report': screen(() => import('./inspection-report-page.tsx')),
};
