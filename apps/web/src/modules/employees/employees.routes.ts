import { lazy } from 'react';
import type { TModuleScreens } from '../screens.ts';

export const employeesScreens: TModuleScreens = {
  '/employee-management': lazy(() => import('./employee-management-page.tsx')),
};
