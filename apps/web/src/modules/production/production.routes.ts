import { screen, type TModuleScreens } from '../screens.ts';

export const productionScreens: TModuleScreens = {
  '/work-order': screen(() => import('./work-order-page.tsx')),
  '/work-arrangement': screen(() => import('./work-arrangement-page.tsx')),
  '/work-arrangement-present': screen(() => import('./work-arrangement-present-page.tsx')),
  '/suborder': screen(() => import('./suborder-page.tsx')),
  '/packaging': screen(() => import('./packaging-page.tsx')),
};
