import { screen, type TModuleScreens } from '../screens.ts';

export const employeesScreens: TModuleScreens = {
  '/employee-management': screen(() => import('./employee-management-page.tsx')),
};
