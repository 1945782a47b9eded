import { screen, type TModuleScreens } from '../screens.ts';

export const packagingScreens: TModuleScreens = {
  '/packaging': screen(() => import('./packaging-page.tsx')),
};
