import { screen, type TModuleScreens } from '../screens.ts';

export const lookupsScreens: TModuleScreens = {
  '/product-type-management': screen(() => import('./product-type-page.tsx')),
};

/** The generic catalogue page: module-routes.ts gives it every catalogue page url no module has its own screen for. */
export const CataloguePage = screen(() => import('./catalogue-page.tsx'));
