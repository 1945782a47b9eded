import { screen, type TModuleScreens } from '../screens.ts';

export const recallScreens: TModuleScreens = {
  '/recall': screen(() => import('./recall-page.tsx')),
};
