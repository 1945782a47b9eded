import { screen, type TModuleScreens } from '../screens.ts';

export const customersScreens: TModuleScreens = {
  '/customer-management-page': screen(() =>
    import('./customer-management-page.tsx').then((m) => ({ default: m.AllCustomersPage })),
  ),
  '/customer-only-sales': screen(() =>
    import('./customer-management-page.tsx').then((m) => ({ default: m.OwnCustomersPage })),
  ),
  '/customer-infos': screen(() =>
    import('./customer-management-page.tsx').then((m) => ({ default: m.CustomerInfosPage })),
  ),
  '/online-user': screen(() => import('./online-user-page.tsx')),
};
