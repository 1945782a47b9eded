import { screen, type TModuleScreens } from '../screens.ts';

export const returnsScreens: TModuleScreens = {
  '/return-management': screen(() =>
    import('./return-management-page.tsx').then((m) => ({ default: m.ReturnManagementPage })),
  ),
};
