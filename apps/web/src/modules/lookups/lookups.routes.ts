import { lazy } from 'react';
import type { TModuleScreens } from '../screens.ts';

export const lookupsScreens: TModuleScreens = {
  '/product-type-management': lazy(() => import('./product-type-page.tsx')),
};

/** The generic catalogue page: module-routes.ts gives it every catalogue page url no module has its own screen for. */
export const CataloguePage = lazy(() => import('./catalogue-page.tsx'));
