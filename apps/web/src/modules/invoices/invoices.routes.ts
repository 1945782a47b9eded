import { lazy } from 'react';
import type { TModuleScreens } from '../screens.ts';

export const invoicesScreens: TModuleScreens = {
  '/invoice': lazy(() => import('./invoice-list-page.tsx')),
  '/invoice22': lazy(() => import('./invoice-list-page.tsx')),
  '/invoice23&41': lazy(() => import('./invoice-list-page.tsx')),
};
