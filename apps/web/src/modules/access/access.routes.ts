import { lazy } from 'react';
import type { TModuleScreens } from '../screens.ts';

export const accessScreens: TModuleScreens = {
  '/page-management': lazy(() => import('./page-management-page.tsx')),
  '/role-page-mapping-management': lazy(() => import('./role-page-mapping-page.tsx')),
};
