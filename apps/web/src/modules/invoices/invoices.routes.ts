import { screen, type TModuleScreens } from '../screens.ts';

export const invoicesScreens: TModuleScreens = {
  '/invoice': screen(() => import('./invoice-list-page.tsx')),
  '/invoice22': screen(() => import('./invoice-list-page.tsx')),
  '/invoice23&41': screen(() => import('./invoice-list-page.tsx')),
};
