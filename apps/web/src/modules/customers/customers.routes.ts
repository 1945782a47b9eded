import { lazy } from 'react';
import type { TModuleScreens } from '../screens.ts';

export const customersScreens: TModuleScreens = {
  '/customer-management-page': lazy(() =>
    import('./customer-management-page.tsx').then((m) => ({ default: m.AllCustomersPage })),
  ),
  '/customer-only-sales': lazy(() =>
    import('./customer-management-page.tsx').then((m) => ({ default: m.OwnCustomersPage })),
  ),
  '/customer-infos': lazy(() =>
    import('./customer-management-page.tsx').then((m) => ({ default: m.CustomerInfosPage })),
  ),
  '/online-user': lazy(() => import('./online-user-page.tsx')),
};
